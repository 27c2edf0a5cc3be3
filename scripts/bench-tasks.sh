#!/usr/bin/env bash
# Tasks and keyed calls (a new key each, and replays) through one replica and a real Redis
# (Debian's redis-server), against plain calls on the same replica; bursts of task-mode calls
# at once, each round's create latency; and a task request's latency once Redis is killed,
# against the store deadline, in one run (bench/src/bin/tasks_load.rs says what each figure
# is). Prints two markdown tables, the ones in BENCHMARKS.md ("Tasks and the task store").
#
#   bash scripts/bench-tasks.sh     # 5 one-second slices of each kind, 16 connections; 3 bursts of 1,500
#   SECONDS_EACH=10 CONNECTIONS=32 BURST=500 ROUNDS=1 bash scripts/bench-tasks.sh
#
# Builds in release; installs redis-server if missing. Run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
source scripts/bench-redis.sh
exec </dev/null
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
BURST=${BURST:-1500}
# A burst holds two descriptors a call (the client's end and the server's), in one process.
need=$((2 * BURST + 256))
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt "$need" ]; then
    ulimit -n "$need" || { echo "bench-tasks: a burst of $BURST needs $need open files (ulimit -n)" >&2; exit 1; }
fi
cargo build -q --release -p toolwright-bench --features tasks --bin tasks_load
bench_redis
"$TARGET/release/tasks_load" "redis://127.0.0.1:$PORT/" "$REDIS" "${SECONDS_EACH:-5}" "${CONNECTIONS:-16}" \
    "$BURST" "${ROUNDS:-3}"
