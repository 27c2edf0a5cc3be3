#!/bin/sh
# Runs every second-batch generator, then build_t2.py. Set-up: setup.sh (once); services: services.sh.
set -e
cd "$(dirname "$0")"
mkdir -p out
sh services.sh start
sh go.sh
mkdir -p /tmp/mcp-ops && cp py_t2.py /tmp/mcp-ops/server.py
(cd /tmp && T2_GEN="$OLDPWD" /tmp/t2-venv/bin/python /tmp/mcp-ops/server.py) > out/py.jsonl
cp ts_t2.mjs /tmp/t2-node/server.mjs
(cd /tmp/t2-node && node server.mjs) > out/ts.jsonl
sh java.sh
sh php.sh
sh ruby.sh
sh dotnet.sh
sh services.sh stop
python3 build_t2.py
