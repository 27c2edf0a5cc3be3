#!/bin/sh
# Private services for the fifth batch, on 127.0.0.1 only, data under /tmp/t5-svc.
#   sh services.sh start | sh services.sh stop
# PostgreSQL 15 on 55445 (scram; role 'analyst' may read only public.tickets; row-level security on public.accounts),
# Redis 7 on 56395 (ACL user 'worker' limited to queue:* keys and a few commands).
D=/tmp/t5-svc
PGB=/usr/lib/postgresql/15/bin
case "$1" in
start)
  set -e
  mkdir -p $D/pg $D/redis
  chown postgres $D/pg
  if [ ! -d $D/pg/data ]; then
    runuser -u postgres -- $PGB/initdb -D $D/pg/data -A trust -U postgres >/dev/null
    runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -o "-p 55445 -k $D/pg -c listen_addresses=127.0.0.1" -l $D/pg/log -w start >/dev/null
    runuser -u postgres -- psql -h 127.0.0.1 -p 55445 -U postgres -q <<SQL
create role analyst login password 'analyst-pw' connection limit 5;
create role support login password 'support-pw';
create database helpdesk owner postgres;
\c helpdesk
create table tickets(id int primary key, subject text not null, priority text check (priority in ('low','normal','urgent')), opened date default current_date, sla_hours int check (sla_hours between 1 and 72));
create unique index tickets_subject_uq on tickets(subject);
create table accounts(id int primary key, region text, owner text);
create table payroll(emp text, amount numeric);
insert into tickets values (1,'VPN down','urgent',current_date,4);
grant connect on database helpdesk to analyst, support;
grant select on tickets to analyst;
grant select, insert, update on tickets to support;
grant select on accounts to support;
alter table accounts enable row level security;
create policy eu_only on accounts for select to support using (region = 'eu');
create schema audit;
create table audit.events(id serial, at timestamptz);
SQL
    runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -m fast -w stop >/dev/null
    sed -i 's/trust$/scram-sha-256/' $D/pg/data/pg_hba.conf
  fi
  runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -o "-p 55445 -k $D/pg -c listen_addresses=127.0.0.1" -l $D/pg/log -w start >/dev/null
  cat > $D/redis/redis.conf <<CONF
bind 127.0.0.1
port 56395
daemonize yes
pidfile $D/redis/redis.pid
dir $D/redis
logfile $D/redis/log
user default on >root-pass ~* &* +@all
user worker on >worker-pass ~queue:* +lpush +rpop +llen +ping
CONF
  redis-server $D/redis/redis.conf
  ;;
stop)
  runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -m fast -w stop >/dev/null 2>&1 || true
  [ -f $D/redis/redis.pid ] && kill "$(cat $D/redis/redis.pid)" 2>/dev/null || true
  ;;
esac
