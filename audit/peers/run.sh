#!/usr/bin/env bash
# toolwright-audit on other people's MCP servers: the official reference servers and a
# FastMCP example, pinned, to measure the audit's precision (audit/peers/RESULTS.md).
#
#   bash audit/peers/run.sh
#
# Installs the npm servers (npm ci in audit/peers) and the Python ones (.venv-peers, from
# audit/peers/requirements.txt, reused while that file is unchanged), makes a throwaway
# directory for the filesystem server, a throwaway git repository for the git server and a
# memory file for the memory server, and audits each server with the CLI. Each report is
# written to target/audit/peers/<name>.json; one summary line per server is printed.
#
# No --allow-destructive: tools annotated destructiveHint: true are skipped, as their
# authors asked. The FastMCP example annotates nothing, so it gets the flag (a no-op there:
# unannotated tools are called anyway).
#
# Uses the built CLI, ${CARGO_TARGET_DIR:-target}/debug/toolwright-audit (or
# $TOOLWRIGHT_AUDIT); builds it with cargo only when it is missing. Exits non-zero when an
# install or an audit fails (an audit exits 2 when a server cannot be started).
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/retry.sh
source scripts/interop-lib.sh
exec </dev/null
export CI=${CI:-true}
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

ROOT=$PWD
PEERS=$ROOT/audit/peers
PYTHON=${PYTHON:-python3}
VENV=$ROOT/.venv-peers
REQUIREMENTS=$PEERS/requirements.txt
OUT=$ROOT/target/audit/peers
AUDIT=${TOOLWRIGHT_AUDIT:-${CARGO_TARGET_DIR:-$ROOT/target}/debug/toolwright-audit}
started=$SECONDS
failed=0

if [ ! -x "$AUDIT" ]; then
    echo "== peers: building toolwright-audit"
    cargo build -p toolwright-audit || { echo "!! peers: cargo build failed"; exit 1; }
fi

echo "== peers: npm servers (npm ci in audit/peers)"
node_env "$PEERS" || { echo "!! peers: npm ci failed"; exit 1; }

echo "== peers: python servers ($VENV)"
python_env || { echo "!! peers: pip install failed"; exit 1; }

# The throwaway world the servers act on. Every server runs with it as its working
# directory, so a relative path a probe sends ("example") lands there and nowhere else.
WORLD=$(mktemp -d)
http_pid=
cleanup() {
    [ -n "$http_pid" ] && kill "$http_pid" 2>/dev/null
    rm -rf "$WORLD"
}
trap cleanup EXIT
mkdir -p "$WORLD/allowed" "$WORLD/repo" "$OUT"
echo "hello" >"$WORLD/allowed/hello.txt"
git -C "$WORLD/repo" init -q
echo "hello" >"$WORLD/repo/README.md"
git -C "$WORLD/repo" add README.md
git -C "$WORLD/repo" -c user.name=peers -c user.email=peers@example.invalid commit -qm "first commit"

NPM_BIN=$PEERS/node_modules/.bin
EVERYTHING=$PEERS/node_modules/@modelcontextprotocol/server-everything/dist/index.js
FASTMCP_EXAMPLE=$("$VENV/bin/python" -c \
    'import os, fastmcp.contrib.bulk_tool_caller as m; print(os.path.join(os.path.dirname(m.__file__), "example.py"))')

# audit NAME [AUDIT-OPTIONS] -- CMD ARGS...   (or: audit NAME --url URL)
audit() {
    local name=$1 status
    shift
    echo "== peers: $name"
    (cd "$WORLD" && "$AUDIT" --json --quiet "$@") >"$OUT/$name.json"
    status=$?
    if [ "$status" -ne 0 ]; then
        echo "!! peers: $name: toolwright-audit exited $status"
        failed=$((failed + 1))
        return
    fi
    "$PYTHON" - "$OUT/$name.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
s = r["server"]
print(f'{s["name"]} {s["version"]} ({s["transport"]}): {len(s["tools"])} tools, '
      f'{len(r["skipped"])} skipped, {r["calls"]} calls, {len(r["timeouts"])} timeouts; '
      f'security {r["grade"]["security"]}, documentation {r["grade"]["documentation"]}; '
      f'{len(r["findings"])} findings: '
      + ", ".join(sorted({f["signal"] for f in r["findings"]})))
EOF
}

export MEMORY_FILE_PATH=$WORLD/memory.jsonl
# trigger-long-running-operation takes 10 s with its defaults: a 15 s timeout lets that call
# finish (the default 10 s makes it a coin toss), so the report is the same run to run.
audit everything --timeout-ms 15000 -- node "$EVERYTHING" stdio
audit filesystem -- "$NPM_BIN/mcp-server-filesystem" "$WORLD/allowed"
audit memory -- "$NPM_BIN/mcp-server-memory"
audit time -- "$VENV/bin/mcp-server-time" --local-timezone UTC
audit git -- "$VENV/bin/mcp-server-git" --repository "$WORLD/repo"
audit fastmcp-bulk-tool-caller --allow-destructive -- "$VENV/bin/fastmcp" run "$FASTMCP_EXAMPLE"

# The everything server once more, over Streamable HTTP on a free loopback port.
port=$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd "$WORLD" && PORT=$port exec node "$EVERYTHING" streamableHttp) >/dev/null 2>&1 &
http_pid=$!
for _ in $(seq 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    sleep 0.2
done
audit everything-http --timeout-ms 15000 --url "http://127.0.0.1:$port/mcp"
kill "$http_pid" 2>/dev/null
wait "$http_pid" 2>/dev/null
http_pid=

echo "== peers: $((SECONDS - started))s, reports in ${OUT#"$ROOT"/}"
[ "$failed" -eq 0 ]
