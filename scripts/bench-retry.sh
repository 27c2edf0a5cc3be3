#!/usr/bin/env bash
# The cost of retry safety: a call with an idempotency key (its first call, and a replay)
# and a call with a rate limit, against a plain call, with the keys and limits in memory and
# in a real Redis (Debian's redis-server), in one run; and the memory a kept key holds
# (bench/src/bin/retry_safety.rs says what each figure is). Prints the table in
# BENCHMARKS.md ("Retry safety: keys and limits").
#
#   bash scripts/bench-retry.sh             # 100,000 calls a round in memory, 10,000 on Redis
#   CALLS=200000 bash scripts/bench-retry.sh
#
# Builds in release; installs redis-server if missing. Run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
exec </dev/null
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
cargo build -q --release -p toolwright-bench --features tasks --bin retry_safety
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
"$TARGET/release/retry_safety" "redis://127.0.0.1:$PORT/" "${CALLS:-100000}"
