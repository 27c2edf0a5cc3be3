#!/bin/sh
# How batch 36 was produced (scratch folder from mktemp -d; nothing installed elsewhere).
set -e
G=$(cd "$(dirname "$0")" && pwd)
S=${1:-$(mktemp -d)}
pip3 install -q --target "$S/py" mcp python-stdnum babel          # mcp 2.3.0 at generation time
mkdir -p "$S/node" && (cd "$S/node" && npm init -y >/dev/null && npm install zod@3 @modelcontextprotocol/sdk)
mkdir -p "$S/srv/ledger_tools" "$S/node/payouts"
cp "$G/real_py.py" "$G/common.py" "$S/srv/ledger_tools/"
(cd "$S/srv" && PYTHONPATH="$S/py" python3 ledger_tools/real_py.py "$S/srv/work" "$G/real_py_out.json")
python3 -c "import sys; sys.path.insert(0,'$G'); from common import canary; import json; json.dump({k: canary(k) for k in ['rnd_enum','rnd_bigint','rnd_intl']}, open('$S/node/canaries.json','w'))"
cp "$G/real_node.mjs" "$S/node/payouts/server.mjs"
(cd "$S/node" && node payouts/server.mjs "$G/real_node_out.json" "$S/node/canaries.json")
python3 "$G/build.py" "$G/real_py_out.json" "$G/real_node_out.json"
