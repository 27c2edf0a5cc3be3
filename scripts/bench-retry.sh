#!/usr/bin/env bash
# The cost of retry safety: a call with an idempotency key (its first call, and a replay)
# and a call with a rate limit, against a plain call, with the keys and limits in memory and
# in a real Redis (Debian's redis-server), in one run; and the memory a kept key holds
# (bench/src/bin/retry_safety.rs says what each figure is). Prints the table in
# BENCHMARKS.md ("Retry safety: keys and limits").
#
#   bash scripts/bench-retry.sh             # 100,000 calls a round in memory, 20,000 on Redis
#   CALLS=200000 bash scripts/bench-retry.sh
#
# Builds in release; installs redis-server if missing. Run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
source scripts/bench-redis.sh
exec </dev/null
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
cargo build -q --release -p toolwright-bench --features tasks --bin retry_safety
bench_redis
"$TARGET/release/retry_safety" "redis://127.0.0.1:$PORT/" "${CALLS:-100000}"
