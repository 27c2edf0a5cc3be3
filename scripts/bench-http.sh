#!/usr/bin/env bash
# Streamable HTTP throughput and latency of the `http` example (rmcp's transport, TCP_NODELAY
# set by `toolwright::rmcp::http::serve`): stateless 2026-07-28 `tools/call` requests
# (scripts/http/call.lua) from wrk, 1 and 50 connections, 5 s each, on loopback.
#
#   bash scripts/bench-http.sh              # builds in release, installs wrk if missing
#   BASELINE=/path/to/http bash scripts/bench-http.sh   # also measure another build beside it
set -euo pipefail
cd "$(dirname "$0")/.."
command -v wrk > /dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
cargo build -q --release -p toolwright-examples --features http --bin http
servers=("this build=${CARGO_TARGET_DIR:-target}/release/http")
[ -n "${BASELINE:-}" ] && servers+=("baseline=$BASELINE")
port=8931
pids=()
trap 'kill "${pids[@]}" 2> /dev/null || true' EXIT
for server in "${servers[@]}"; do
    "${server#*=}" "127.0.0.1:$port" 2> /dev/null &
    pids+=($!)
    port=$((port + 1))
done
sleep 1
echo "| server | connections | req/s | p50 | p99 |"
echo "|---|---:|---:|---:|---:|"
for connections in 1 50; do
    port=8931
    for server in "${servers[@]}"; do
        wrk -t1 -c"$connections" -d5s -s scripts/http/call.lua --latency "http://127.0.0.1:$port/mcp" |
            awk -v name="${server%%=*}" -v c="$connections" '
                / 50%/ { p50 = $2 } / 99%/ { p99 = $2 } /Non-2xx/ { bad = $NF }
                /Requests\/sec/ { rps = $2 }
                END { if (bad) { print "non-2xx answers: " bad > "/dev/stderr"; exit 1 }
                      printf "| %s | %d | %d | %s | %s |\n", name, c, rps, p50, p99 }'
        port=$((port + 1))
    done
done
