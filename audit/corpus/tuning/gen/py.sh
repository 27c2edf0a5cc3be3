#!/bin/sh
# Python generator: venv at /tmp/twgen-venv (pip install mcp==2.3.0 fastapi httpx psycopg2-binary boto3 flask
# jsonschema openai azure-core azure-ai-contentsafety google-api-core); a private PostgreSQL 15 (pg.sh). Runs as root; append_log drops to nobody's euid for its write.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/mcp-crm && cp py_mcp.py /tmp/mcp-crm/server.py
sh pg.sh start
(cd /tmp && /tmp/twgen-venv/bin/python /tmp/mcp-crm/server.py) > out/py.jsonl
sh pg.sh stop
