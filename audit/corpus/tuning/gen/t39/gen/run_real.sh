#!/bin/sh
# How the real outputs in gen/real/ were produced (scratch folder from mktemp -d; nothing
# installed outside it). PostgreSQL 15 was the system binary, run as the postgres user.
set -e
S=$(mktemp -d)
python3 -m venv $S/venv && $S/venv/bin/pip install -q pydantic jsonschema requests mcp "psycopg[binary]" django
mkdir -p $S/node && (cd $S/node && npm init -y >/dev/null && npm install --silent @modelcontextprotocol/sdk zod ajv ajv-i18n)
mkdir -p $S/pg && chown postgres $S/pg && chmod 755 $S
su postgres -c "initdb -D $S/pg/data -A trust && pg_ctl -D $S/pg/data -o '-p 54339 -k $S/pg -c listen_addresses=' -l $S/pg/log start"
G=$(dirname "$0")
mkdir -p $S/srv/parcelhub && cp $G/real_py_mcp.py $G/common.py $S/srv/parcelhub/
(cd $S/srv/parcelhub && PGHOST=$S/pg PGPORT=54339 $S/venv/bin/python real_py_mcp.py $G/real/out_py.json)
mkdir -p $S/node/menus && cp $G/real_node_mcp.mjs $S/node/ && (cd $S/node && node real_node_mcp.mjs $G/real/out_node.json)
(cd $S && $S/venv/bin/python $G/real_misc.py $G/real/out_misc.json)
mkdir -p $S/java && cp $G/SeatMapTool.java $S/java/ && (cd $S/java && javac -d out SeatMapTool.java && \
  java -cp out com.skyrail.mcp.tools.SeatMapTool "$(python3 -c "import sys;sys.path.insert(0,'$G');from common import canary;print(canary('java-nfe'))")" > $G/real/out_java.txt)
su postgres -c "pg_ctl -D $S/pg/data stop"
