#!/bin/sh
# Private services for the fourth batch, on 127.0.0.1 only, data under /tmp/t4-svc.
#   sh services.sh start | sh services.sh stop
# PostgreSQL 15 (scram-sha-256; role 'reporting' that may read only public.orders), Redis 7 (ACL user 'mcp').
D=/tmp/t4-svc
PGB=/usr/lib/postgresql/15/bin
case "$1" in
start)
  set -e
  mkdir -p $D/pg $D/redis
  chown postgres $D/pg
  if [ ! -d $D/pg/data ]; then
    runuser -u postgres -- $PGB/initdb -D $D/pg/data -A trust -U postgres >/dev/null
    runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -o "-p 55434 -k $D/pg -c listen_addresses=127.0.0.1" -l $D/pg/log -w start >/dev/null
    runuser -u postgres -- psql -h 127.0.0.1 -p 55434 -U postgres -q <<SQL
create role reporting login password 'correct-horse';
create database shop owner postgres;
\c shop
create table orders(id int primary key, customer text not null, total numeric(10,2) check (total >= 0), status text check (status in ('open','paid','shipped')));
create table salaries(emp text, amount numeric);
insert into orders values (1,'acme',10,'open');
grant connect on database shop to reporting;
grant select on orders to reporting;
create role clerk login password 'clerk-pass';
grant select, update on orders to clerk;
SQL
    runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -m fast -w stop >/dev/null
    sed -i 's/trust$/scram-sha-256/' $D/pg/data/pg_hba.conf
  fi
  runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -o "-p 55434 -k $D/pg -c listen_addresses=127.0.0.1" -l $D/pg/log -w start >/dev/null
  cat > $D/redis/redis.conf <<CONF
bind 127.0.0.1
port 56391
daemonize yes
pidfile $D/redis/redis.pid
dir $D/redis
logfile $D/redis/log
user default on >default-pass ~* &* +@all
user mcp on >mcp-pass ~cache:* +get +set +scan
CONF
  redis-server $D/redis/redis.conf
  ;;
stop)
  runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -m fast -w stop >/dev/null 2>&1 || true
  [ -f $D/redis/redis.pid ] && kill "$(cat $D/redis/redis.pid)" 2>/dev/null || true
  ;;
esac
