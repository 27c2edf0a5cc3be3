#!/bin/sh
# Fifth tuning batch (ids t5-...): services, the two generators, then assemble.py (labels) -> ../../*-5.json.
# Uses the heldout venv read-only (/work/main/audit/corpus/heldout/gen/.venv-d: mcp 2.3.0 and the client libraries)
# and its Node packages via NODE_PATH (@modelcontextprotocol/sdk 1.32.2, zod, ajv, joi, jsonwebtoken, axios, undici, pg,
# mysql2). Nothing extra was installed. Debian: postgresql 15, redis-server.
set -e
cd "$(dirname "$0")"
PY=/work/main/audit/corpus/heldout/gen/.venv-d/bin/python
export NODE_PATH=/work/main/audit/corpus/heldout/gen/d-node/node_modules
mkdir -p /tmp/t5-out
$PY -c "import sqlite3; c=sqlite3.connect('/tmp/t5-out/notes.db'); c.execute('create table if not exists notes(title text, body text)'); c.commit()"
sh services.sh stop; sleep 1; sh services.sh start
$PY py_t5.py > /tmp/t5-out/py.jsonl
node ts_t5.cjs > /tmp/t5-out/ts.jsonl
sh services.sh stop
python3 assemble.py
