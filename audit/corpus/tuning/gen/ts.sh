#!/bin/sh
# Node generator: packages in /tmp/twgen-node (npm install @modelcontextprotocol/sdk zod ajv pg express axios
# @modelcontextprotocol/server-filesystem); a private PostgreSQL 15 (pg.sh); nginx (Debian nginx-light) proxying
# to a closed port, for its real 502 page.
set -e
cd "$(dirname "$0")"
D=/tmp/twgen-nginx; mkdir -p $D/logs
cat > $D/nginx.conf <<CONF
pid $D/nginx.pid;
error_log $D/logs/error.log;
events {}
http {
  access_log off;
  server {
    listen 127.0.0.1:18080;
    location /api/ { proxy_pass http://127.0.0.1:9/; }
  }
}
CONF
nginx -p $D -c $D/nginx.conf
cp ts_mcp.mjs /tmp/twgen-node/server.mjs
sh pg.sh start
(cd /tmp/twgen-node && node server.mjs) > out/ts.jsonl || true
sh pg.sh stop
kill "$(cat $D/nginx.pid)"
