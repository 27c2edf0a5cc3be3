#!/bin/sh
# Fourth tuning batch (ids t4-...): set-up, services, generators, then build.py.
# Set-up (once): venv .venv here and npm folder node/ here (both gitignored):
#   python3 -m venv .venv && .venv/bin/pip install mcp==2.3.0 fastmcp jsonschema requests httpx boto3 'moto[server]' \
#     google-api-core google-auth azure-core azure-storage-blob PyJWT authlib stripe openai PyGithub slack_sdk kubernetes \
#     psycopg2-binary pymysql ldap3 paramiko aiosmtpd regopy cedarpy casbin redis
#   (cd node && npm init -y && npm install @modelcontextprotocol/sdk@1.32.2 zod ajv ajv-formats joi yup jose jsonwebtoken \
#     @octokit/rest @slack/web-api stripe openai pg mysql2 nodemailer)
#   Debian: postgresql (15), redis-server.
set -e
cd "$(dirname "$0")"
mkdir -p out
sh services.sh start
.venv/bin/python py_t4.py > out/py.jsonl
cp ts_t4.mjs node/server.mjs
(cd node && node server.mjs) > out/ts.jsonl
sh services.sh stop
python3 build.py
