#!/bin/sh
# Private services for the second batch's generators, all on 127.0.0.1, data under /tmp/t2-svc.
#   sh services.sh start | sh services.sh stop
# Redis 7.0 (requirepass + an ACL user), MariaDB 10.11, NATS 2.9 (token auth), Mosquitto 2.0 (password file),
# PostgreSQL 15 with lc_messages=de_DE.UTF-8 (locale compiled into /tmp, found through LOCPATH).
D=/tmp/t2-svc
PGB=/usr/lib/postgresql/15/bin
case "$1" in
start)
  set -e
  mkdir -p $D/redis $D/mysql $D/mqtt $D/pg $D/locale
  # --- redis: default user needs a password; user 'mcp' may only read order keys
  cat > $D/redis/redis.conf <<CONF
bind 127.0.0.1
port 56379
daemonize yes
pidfile $D/redis/redis.pid
dir $D/redis
logfile $D/redis/log
user default on >s3cret-default ~* &* +@all
user mcp on >mcp-pass ~orders:* +get +hgetall +scan +type
CONF
  redis-server $D/redis/redis.conf
  # --- mariadb
  if [ ! -d $D/mysql/data ]; then
    mariadb-install-db --no-defaults --datadir=$D/mysql/data --user=root --auth-root-authentication-method=normal >/dev/null 2>&1
  fi
  (mariadbd --no-defaults --datadir=$D/mysql/data --user=root --port=53306 --bind-address=127.0.0.1 \
     --socket=$D/mysql/sock --pid-file=$D/mysql/pid --log-error=$D/mysql/err >/dev/null 2>&1 &)
  for i in $(seq 1 60); do [ -S $D/mysql/sock ] && break; sleep 0.5; done
  mariadb --no-defaults -S $D/mysql/sock -uroot -e "create database if not exists shop; create table if not exists shop.orders(id int primary key, total decimal(10,2)); create user if not exists 'mcp_ro'@'127.0.0.1' identified by 'right-pass'; grant select on shop.* to 'mcp_ro'@'127.0.0.1';"
  # --- nats with a token
  (nats-server -a 127.0.0.1 -p 54222 --auth t0k3n-for-nats -P $D/nats.pid -l $D/nats.log &)
  # --- mosquitto with a password file
  rm -f $D/mqtt/passwd; touch $D/mqtt/passwd; chmod 600 $D/mqtt/passwd
  mosquitto_passwd -b $D/mqtt/passwd telemetry right-pass
  cat > $D/mqtt/mosquitto.conf <<CONF
listener 51883 127.0.0.1
allow_anonymous false
password_file $D/mqtt/passwd
pid_file $D/mqtt/pid
CONF
  chown -R mosquitto $D/mqtt 2>/dev/null || true
  (mosquitto -c $D/mqtt/mosquitto.conf -d)
  # --- postgres speaking German
  [ -d $D/locale/de_DE.UTF-8 ] || localedef -i de_DE -f UTF-8 $D/locale/de_DE.UTF-8 || true
  chown postgres $D/pg
  if [ ! -d $D/pg/data ]; then
    runuser -u postgres -- $PGB/initdb -D $D/pg/data -A trust -U postgres >/dev/null
    runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -o "-p 55433 -k $D/pg -c listen_addresses=127.0.0.1" -l $D/pg/log -w start >/dev/null
    runuser -u postgres -- psql -h 127.0.0.1 -p 55433 -U postgres -qc "create role berichte login password 'richtig'"
    runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -m fast -w stop >/dev/null
    sed -i 's/trust$/scram-sha-256/' $D/pg/data/pg_hba.conf
  fi
  runuser -u postgres -- env LOCPATH=$D/locale $PGB/pg_ctl -D $D/pg/data \
    -o "-p 55433 -k $D/pg -c listen_addresses=127.0.0.1 -c lc_messages=de_DE.UTF-8" -l $D/pg/log -w start >/dev/null
  # --- HTTPS endpoints (certificates from pki.py)
  [ -f /tmp/t2-pki/ca.crt ] || /tmp/t2-venv/bin/python "$(dirname "$0")/pki.py" >/dev/null
  (/tmp/t2-venv/bin/python "$(dirname "$0")/tls_servers.py" >/dev/null 2>&1 & echo $! > $D/tls.pid)
  # --- nginx (Debian nginx-light) requiring a client certificate from the Acme CA, for its own mTLS refusal pages
  mkdir -p $D/nginx/logs
  cat > $D/nginx/nginx.conf <<CONF
pid $D/nginx/nginx.pid;
error_log $D/nginx/logs/error.log;
events {}
http {
  access_log off;
  server {
    listen 127.0.0.1:58445 ssl;
    ssl_certificate /tmp/t2-pki/localhost-ca.crt;
    ssl_certificate_key /tmp/t2-pki/localhost-ca.key;
    ssl_client_certificate /tmp/t2-pki/ca.crt;
    ssl_verify_client on;
    location / { return 200 '{"ok":true}'; }
  }
}
CONF
  nginx -p $D/nginx -c $D/nginx/nginx.conf
  sleep 1 ;;
stop)
  [ -f $D/tls.pid ] && kill "$(cat $D/tls.pid)" 2>/dev/null || true
  [ -f $D/nginx/nginx.pid ] && kill "$(cat $D/nginx/nginx.pid)" 2>/dev/null || true
  redis-cli -p 56379 -a s3cret-default --no-auth-warning shutdown nosave 2>/dev/null || true
  [ -f $D/mysql/pid ] && kill "$(cat $D/mysql/pid)" 2>/dev/null || true
  [ -f $D/nats.pid ] && kill "$(cat $D/nats.pid)" 2>/dev/null || true
  [ -f $D/mqtt/pid ] && kill "$(cat $D/mqtt/pid)" 2>/dev/null || true
  runuser -u postgres -- $PGB/pg_ctl -D $D/pg/data -m fast -w stop >/dev/null 2>&1 || true ;;
esac
