#!/bin/bash
# Batch C: regenerates every raw answer in /tmp/c-out, then writes sdk-c.json, edge-c.json,
# policy-c.json and clean-c.json. The texts are then frozen: rerunning changes timestamps, ports
# and ids in some texts, so the committed files, not a rerun, are the corpus.
# Setup (once):
#   python3 -m venv /tmp/venv-c-mcp  && /tmp/venv-c-mcp/bin/pip install 'mcp==1.30.0'
#   python3 -m venv /tmp/venv-c-fmcp && /tmp/venv-c-fmcp/bin/pip install 'fastmcp<3'            # 2.14.7
#   python3 -m venv /tmp/venv-c-srv  && /tmp/venv-c-srv/bin/pip install mcp-server-fetch mcp-server-git mcp-server-time
#   python3 -m venv /tmp/venv-c-misc && /tmp/venv-c-misc/bin/pip install 'mcp==1.30.0' requests httpx beautifulsoup4 \
#       casbin cedarpy regopy oso botocore google-api-core google-auth azure-core azure-ai-contentsafety openai \
#       psycopg2-binary redis pyjwt jinja2 pydantic 'python-dateutil<3'
#   (mkdir -p /tmp/node-c && cd /tmp/node-c && npm install @modelcontextprotocol/sdk@1.32.2 zod@4.6.7 axios@1.21.1 \
#       @modelcontextprotocol/server-filesystem@2026.8.31 @modelcontextprotocol/server-github@2025.4.8)
#   (mkdir -p /tmp/node-c-old && cd /tmp/node-c-old && npm install @modelcontextprotocol/sdk@1.17.5 zod@3)
#   cp -r /tmp/node-c /srv/crm-mcp; cp -r /tmp/node-c /usr/local/lib/mcp-servers
#   apt-get install php-cli; PostgreSQL 15 on 127.0.0.1:55432 (md5 auth) with roles mcp_reader/reader-pw and
#   mcp_writer, db billing: table invoices(id, tenant, customer, amount, status) granted to both, schema
#   finance with table payroll (no grant); redis-server --port 56379 --requirepass r3dis-secret;
#   /srv/agent-ws/{projects/site,notes} with projects/site/etc-link -> /etc and notes/todo.md;
#   git init /srv/repos/web with one commit; the c-stack-src/ programs copied and compiled as c-stack.py says.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/c-out
SDK_DIR=/srv/crm-mcp TAG=ts132 node c-node/sdk-ts.cjs > /dev/null
SDK_DIR=/tmp/node-c-old TAG=ts117 node c-node/sdk-ts.cjs > /dev/null
/tmp/venv-c-mcp/bin/python c-py-sdk.py > /dev/null 2>&1
/tmp/venv-c-fmcp/bin/python c-fastmcp.py > /dev/null 2>&1
/tmp/venv-c-mcp/bin/python c-servers.py > /dev/null 2>&1
for g in c-waf.py c-authpath.py c-injection.py c-stack.py c-policy.py; do /tmp/venv-c-misc/bin/python $g > /dev/null 2>&1; done
python3 c-assemble.py
