#!/bin/bash
# How the scratch folder used by gen/run_probes.py was prepared (run as root; S = mktemp -d).
set -e
S=${1:?scratch dir}
chmod 755 "$S"
# PostgreSQL 15 cluster owned by the postgres user, listening on 127.0.0.1:55432 only
mkdir -p "$S/pg" && chown postgres:postgres "$S/pg"
su postgres -c "/usr/lib/postgresql/15/bin/initdb -D $S/pg/data -A trust -U postgres"
su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D $S/pg/data -o '-p 55432 -k $S/pg -c listen_addresses=127.0.0.1' -l $S/pg/log start"
psql -h 127.0.0.1 -p 55432 -U postgres -c "create database shop"
psql -h 127.0.0.1 -p 55432 -U postgres -d shop -f "$(dirname "$0")/pg_schema.sql"
# Redis 7 on 127.0.0.1:56379
mkdir -p "$S/redis"
redis-server --port 56379 --bind 127.0.0.1 --daemonize yes --dir "$S/redis" --logfile "$S/redis/log" --pidfile "$S/redis/pid" --save ''
# venv with the system packages (mcp, psycopg2, moto, boto3, graphql-core, ...) plus a few more
python3 -m venv --system-site-packages "$S/venv"
"$S/venv/bin/pip" install grpcio grpcio-status ldap3 pika elasticsearch
# Go and Rust helpers
mkdir -p "$S/gobuild" && cp "$(dirname "$0")/helpers/carrier.go" "$S/gobuild/"
(cd "$S/gobuild" && GOPATH=$S/gopath GOCACHE=$S/gocache go build -o carrier carrier.go)
rustc -O -o "$S/ledger" "$(dirname "$0")/helpers/ledger.rs"
# then: SCRATCH=$S $S/venv/bin/python gen/run_probes.py && python3 gen/build.py
