#!/bin/bash
# Batch E (written 2026-11-29): regenerates every raw answer in /tmp/e-out, then e-assemble.py writes the *-e.json
# files (labels are set by hand in e-assemble.py's LABELS). The committed files, not a rerun, are the corpus: a rerun
# changes ports and timestamps in some texts.
# Setup (once):
#   the batch-D venv gen/.venv-d (see d-run-all.sh: mcp 2.3.0 MCPServer, pydantic, psycopg, SQLAlchemy, redis, boto3,
#     google-api-core, azure-core, PyGithub, slack_sdk, stripe, openai, elasticsearch, Authlib, PyJWT, casbin, cedarpy,
#     regopy, requests, httpx, aiohttp, jsonschema) and gen/d-node/node_modules (@modelcontextprotocol/sdk, zod, joi,
#     yup, ajv, axios, jsonwebtoken, pg)
#   PostgreSQL 15 on 127.0.0.1:55443 (scram), superuser pgadmin, db clinic:
#     mkdir -p /tmp/e-pg && chown postgres /tmp/e-pg && echo pgadmin-e-pw > /tmp/e-pg/pw && chown postgres /tmp/e-pg/pw
#     su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /tmp/e-pg/data -A scram-sha-256 -U pgadmin --pwfile=/tmp/e-pg/pw"
#     su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/e-pg/data -o '-p 55443 -k /tmp/e-pg' -l /tmp/e-pg/log start"
#     PGPASSWORD=pgadmin-e-pw psql -h 127.0.0.1 -p 55443 -U pgadmin -d postgres -c "create database clinic;"
#     PGPASSWORD=pgadmin-e-pw psql -h 127.0.0.1 -p 55443 -U pgadmin -d clinic -c "
#       create role sched_app login password 'sched-pw';
#       create table appointments(id serial primary key, clinic_id int not null, patient_ref text not null, slot timestamptz not null,
#         duration_min int check (duration_min between 5 and 240), status text check (status in ('booked','cancelled','done')), unique(clinic_id, slot));
#       grant select, insert on appointments to sched_app; grant usage on sequence appointments_id_seq to sched_app;
#       create schema billing; create table billing.invoices(id int, amount numeric);
#       create table shipments(id serial primary key, tracking text unique not null, weight_g int not null);
#       grant select,insert on shipments to sched_app; grant usage on sequence shipments_id_seq to sched_app;"
#   redis-server --port 56390 --daemonize yes --save '' --requirepass e-redis-pw
set -e
cd "$(dirname "$0")"
PY=$PWD/.venv-d/bin/python
mkdir -p /tmp/e-out
PGPASSWORD=pgadmin-e-pw psql -h 127.0.0.1 -p 55443 -U pgadmin -d clinic -qc "truncate appointments; truncate shipments;"
$PY e-policy.py > /dev/null 2>&1
$PY e-upstream.py > /dev/null 2>&1
$PY e-misc.py > /dev/null 2>&1
$PY e-extra.py > /dev/null 2>&1
node e-node.cjs > /dev/null
python3 e-assemble.py
