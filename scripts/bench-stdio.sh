#!/usr/bin/env bash
# The stdio transport benchmark (BENCHMARKS.md, "stdio transport").
#
# Builds in release and drives, side by side in the same run, the example `echo` server
# and `bare_loop` (a single-threaded read-a-line, serde_json, write-the-answer loop: the
# floor for this job) as processes over pipes: after the MCP handshake, CALLS pipelined
# `tools/call echo` requests with at most WINDOW in flight (calls/s, peak RSS from
# /proc/<pid>/status VmHWM), then LATENCY_CALLS calls one at a time (round-trip latency).
# Every answer is checked. Runs alternate between the two servers RUNS times; the table
# shows medians and ratios against the bare loop. Linux only (VmHWM).
#
#   scripts/bench-stdio.sh                 # the figures in BENCHMARKS.md
#   CALLS=50000 RUNS=1 scripts/bench-stdio.sh
set -euo pipefail
cd "$(dirname "$0")/.."

CALLS=${CALLS:-200000}
WINDOW=${WINDOW:-20000}
LATENCY_CALLS=${LATENCY_CALLS:-20000}
RUNS=${RUNS:-5}

cargo build --release -q -p toolwright-examples --bin echo
cargo build --release -q -p toolwright-bench --bin bare_loop --bin loadgen
bin="${CARGO_TARGET_DIR:-target}/release"

echo "stdio transport, $(nproc) cores, $(date -u +%Y-%m-%d): $CALLS calls, window $WINDOW; $LATENCY_CALLS calls at window 1; median of $RUNS runs" >&2
"$bin/loadgen" --calls "$CALLS" --window "$WINDOW" --latency-calls "$LATENCY_CALLS" --runs "$RUNS" \
    bare_loop="$bin/bare_loop" echo="$bin/echo"
