#!/usr/bin/env bash
# Tasks through one replica and a real Redis (Debian's redis-server), against plain calls on
# the same replica, and a task request's latency once Redis is killed, against the store
# deadline, in one run (bench/src/bin/tasks_load.rs says what each figure is). Prints one
# markdown table, the one in BENCHMARKS.md ("Tasks and the task store").
#
#   bash scripts/bench-tasks.sh                 # 5 s per phase, 16 connections
#   SECONDS_EACH=10 CONNECTIONS=32 bash scripts/bench-tasks.sh
#
# Builds in release; installs redis-server if missing. Run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
exec </dev/null
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
cargo build -q --release -p toolwright-bench --features tasks --bin tasks_load
if ! command -v redis-server >/dev/null; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo -n)
    retry 3 "${sudo[@]}" apt-get update -qq
    retry 3 "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends redis-server redis-tools >/dev/null
fi
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no >/dev/null 2>&1 &
REDIS=$!
trap 'kill -9 $REDIS 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
done
"$TARGET/release/tasks_load" "redis://127.0.0.1:$PORT/" "$REDIS" "${SECONDS_EACH:-5}" "${CONNECTIONS:-16}"
