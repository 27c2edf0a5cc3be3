#!/bin/sh
# A private PostgreSQL 15 for the generators (Debian postgresql-15), on 127.0.0.1:55432, data in /tmp/twgen-pg.
#   sh pg.sh start | sh pg.sh stop
set -e
B=/usr/lib/postgresql/15/bin D=/tmp/twgen-pg
case "$1" in
start)
  if [ ! -d $D/data ]; then
    mkdir -p $D && chown postgres $D
    runuser -u postgres -- $B/initdb -D $D/data -A trust -U postgres >/dev/null
    runuser -u postgres -- $B/pg_ctl -D $D/data -o "-p 55432 -k $D -c listen_addresses=127.0.0.1" -l $D/log -w start >/dev/null
    runuser -u postgres -- psql -h 127.0.0.1 -p 55432 -U postgres -qc "create role gen login password 'gen'"
    runuser -u postgres -- psql -h 127.0.0.1 -p 55432 -U postgres -qc "create database shop owner gen"
    runuser -u postgres -- psql -h 127.0.0.1 -p 55432 -U gen shop -qc "create table products(id serial primary key, name text, deleted boolean default false, price numeric); insert into products(name, price) values ('mug', 8), ('tee', 20)"
    # password auth from here on, so a wrong password is refused for real
    sed -i 's/trust$/scram-sha-256/' $D/data/pg_hba.conf
    runuser -u postgres -- psql -h 127.0.0.1 -p 55432 -U postgres -qc "alter role postgres password 'postgres'; select pg_reload_conf()" >/dev/null
  else
    runuser -u postgres -- $B/pg_ctl -D $D/data -o "-p 55432 -k $D -c listen_addresses=127.0.0.1" -l $D/log -w start >/dev/null
  fi ;;
stop) runuser -u postgres -- $B/pg_ctl -D $D/data -m fast -w stop >/dev/null ;;
esac
