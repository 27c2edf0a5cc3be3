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
source scripts/bench-redis.sh
exec </dev/null
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
cargo build -q --release -p toolwright-bench --features tasks --bin tasks_load
bench_redis
"$TARGET/release/tasks_load" "redis://127.0.0.1:$PORT/" "$REDIS" "${SECONDS_EACH:-5}" "${CONNECTIONS:-16}"
