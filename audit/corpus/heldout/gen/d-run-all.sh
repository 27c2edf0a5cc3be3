#!/bin/bash
# Batch D: regenerates every raw answer in /tmp/d-out, then d-assemble.py writes the *-d.json files
# (labels are set in d-assemble.py). The committed files, not a rerun, are the corpus: a rerun
# changes ports, timestamps and ids in some texts.
# Setup (once):
#   python3 -m venv gen/.venv-d && gen/.venv-d/bin/pip install mcp pydantic jsonschema requests httpx aiohttp \
#       botocore boto3 pyjwt authlib casbin cedarpy regopy slack_sdk stripe openai PyGithub redis 'psycopg[binary]' \
#       sqlalchemy google-api-core google-auth azure-core elasticsearch pymongo ldap3
#     (got: mcp 2.3.0, pydantic 2.14.4, psycopg 3.3.9, SQLAlchemy 2.1.9, redis 8.1.0, boto3/botocore 1.44.8,
#      google-api-core 2.44.0, google-auth 2.63.0, azure-core 1.41.0, PyGithub 2.10.0, slack_sdk 3.48.0,
#      stripe 16.1.0, openai 3.57.0, elasticsearch 9.5.1, Authlib 1.9.10, PyJWT 2.15.1, casbin 1.43.0,
#      cedarpy 4.12.2, regopy 1.5.2, pymongo 4.20.1, ldap3 2.9.1)
#   (cd gen/d-node && npm install)   # package.json: @modelcontextprotocol/sdk zod ajv joi yup axios jsonwebtoken pg mysql2 undici
#   PostgreSQL 15 on 127.0.0.1:55433 (scram), superuser pgadmin/pgadmin-pw, role app_reader/reader-pw, db shop:
#     orders(id serial, tenant, customer_email, total numeric(10,2) check (total >= 0), status ...) granted to app_reader,
#     schema hr with table salaries (no grant), table audit_log (no grant):
#     su postgres -c "/usr/lib/postgresql/15/bin/initdb -D /tmp/d-pg/data -A scram-sha-256 -U pgadmin --pwfile=..."
#     su postgres -c "/usr/lib/postgresql/15/bin/pg_ctl -D /tmp/d-pg/data -o '-p 55433 -k /tmp/d-pg' start"
#   redis-server --port 56380 --requirepass r3dis-d-secret --daemonize yes --save ''
#   mkdir -p /srv/agent-ws/{reports,notes,secrets}; echo x > /srv/agent-ws/secrets/.env; chmod 000 /srv/agent-ws/secrets/.env
#   ln -s /etc/shadow /srv/agent-ws/notes/shadow-link
#   javac -d /opt/billing-mcp/classes gen/d-stack-src/InvoiceParser.java; cp gen/d-stack-src/ticket.php /var/www/helpdesk/
#   deployed-looking copies, so stack frames show a server's path, not this repository's:
#     /srv/billing-mcp/server.cjs (= d-node.cjs) + /srv/billing-mcp/d-node (copy of gen/d-node)
#     /srv/workspace-mcp/server.py (= d-misc.py), /srv/shipping-mcp/server.py (= d-sdk.py), each with d-common.py
set -e
cd "$(dirname "$0")"
PY=$PWD/.venv-d/bin/python
mkdir -p /tmp/d-out
$PY d-upstream.py > /dev/null 2>&1
$PY d-policy.py > /dev/null 2>&1
mkdir -p /srv/shipping-mcp && cp d-sdk.py /srv/shipping-mcp/server.py && cp d-common.py /srv/shipping-mcp/
ln -sfn $PWD/.venv-d /srv/shipping-mcp/venv
(cd /srv/shipping-mcp && ./venv/bin/python server.py > /dev/null 2>&1)
rm -rf /srv/billing-mcp && mkdir -p /srv/billing-mcp && cp d-node.cjs /srv/billing-mcp/server.cjs && cp -r d-node /srv/billing-mcp/d-node
(cd /srv/billing-mcp && node server.cjs > /dev/null)
mkdir -p /srv/workspace-mcp && cp d-misc.py /srv/workspace-mcp/server.py && cp d-common.py /srv/workspace-mcp/d-common.py
ln -sfn $PWD/.venv-d /srv/workspace-mcp/venv
(cd /srv/workspace-mcp && ./venv/bin/python server.py > /dev/null 2>&1)
python3 d-assemble.py
