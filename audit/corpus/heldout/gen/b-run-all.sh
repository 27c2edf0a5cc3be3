#!/bin/bash
# Regenerates every raw text in /tmp/b-out, then writes the five corpus files.
# Setup (once): apt-get install mono-mcs mono-runtime golang-go ruby php-cli php-sqlite3 postgresql nginx-light haproxy libhibernate-validator-java
#   python3 -m venv /tmp/venv-b && /tmp/venv-b/bin/pip install pydantic jsonschema requests httpx psycopg2-binary botocore kubernetes azure-core google-api-core 'mcp<2'
#   (cd /tmp/node-b && npm install zod joi ajv sql.js axios @modelcontextprotocol/sdk)
#   PostgreSQL 15 cluster started; user app/app owning db "orders" with
#   create table orders(id int primary key, customer text, status text check (status in ('open','shipped','cancelled')), total numeric(10,2));
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/b-out
/tmp/venv-b/bin/python b-py.py > /dev/null 2>&1
/tmp/venv-b/bin/python b-cloud.py > /dev/null
NODE_PATH=/tmp/node-b/node_modules node b-node.js > /dev/null
sh b-java/run.sh
sh b-dotnet/run.sh
sh b-go/run.sh
ruby b-ruby/gen.rb > /tmp/b-out/ruby.tsv
php b-php/gen.php > /tmp/b-out/php.tsv
bash b-proxies.sh 2>/dev/null
python3 b-assemble.py
