#!/bin/bash
# Batch F: regenerates every raw answer in /tmp/f-out, then f-assemble.py writes the *-f.json files (labels are set by
# hand in f-assemble.py's LABELS). The committed files, not a rerun, are the corpus: ports and timestamps vary.
# Setup (once):
#   gen/.venv-d (mcp 2.3.0 MCPServer, pydantic, psycopg, SQLAlchemy, redis, boto3, google-api-core, azure-core, PyGithub,
#     slack_sdk, stripe, openai, elasticsearch, Authlib, PyJWT, casbin, cedarpy, regopy, pymongo, ldap3, requests,
#     httpx, aiohttp, jsonschema) and gen/d-node/node_modules (@modelcontextprotocol/sdk, zod, joi, yup, ajv, axios,
#     jsonwebtoken, pg, mysql2, undici). No extra installs were needed (no .venv-f).
#   PostgreSQL 15 on 127.0.0.1:55453 (scram), superuser pgadmin, db railops:
#     mkdir -p /tmp/f-pg && chown postgres /tmp/f-pg && echo pgadmin-f-pw > /tmp/f-pg/pw && chown postgres /tmp/f-pg/pw
#     su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /tmp/f-pg/data -A scram-sha-256 -U pgadmin --pwfile=/tmp/f-pg/pw"
#     su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/f-pg/data -o '-p 55453 -k /tmp/f-pg' -l /tmp/f-pg/log start"
#     PGPASSWORD=pgadmin-f-pw psql -h 127.0.0.1 -p 55453 -U pgadmin -d postgres -c "create database railops;"
#     PGPASSWORD=pgadmin-f-pw psql -h 127.0.0.1 -p 55453 -U pgadmin -d railops -c "create role crew_app login password 'crew-pw';
#       create table rosters(id serial primary key, depot text not null, driver_ref text not null, shift_start timestamptz not null,
#         hours numeric check (hours between 1 and 12), unique(driver_ref, shift_start));
#       create table meter_reads(id serial primary key, meter_no text not null, litres bigint check (litres >= 0));
#       create schema payroll; create table payroll.crew_pay(id int, amount numeric);
#       grant select, insert on rosters, meter_reads to crew_app; grant usage on sequence rosters_id_seq, meter_reads_id_seq to crew_app;"
#   redis-server --port 56391 --daemonize yes --save '' --requirepass f-redis-pw
#   sandbox for path probes: mkdir -p /tmp/f-sandbox/permits/2026 && echo permit > /tmp/f-sandbox/permits/2026/P-1.txt
set -e
cd "$(dirname "$0")"
PY=$PWD/.venv-d/bin/python
mkdir -p /tmp/f-out /tmp/f-sandbox/permits/2026
PGPASSWORD=pgadmin-f-pw psql -h 127.0.0.1 -p 55453 -U pgadmin -d railops -qc "truncate rosters; truncate meter_reads;"
$PY f-policy.py > /dev/null 2>&1
$PY f-upstream.py > /dev/null 2>&1
$PY f-misc.py > /dev/null 2>&1
node f-node.cjs > /dev/null
python3 f-assemble.py
