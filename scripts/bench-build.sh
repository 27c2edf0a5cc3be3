#!/usr/bin/env bash
# Build cost as a server grows (BENCHMARKS.md, "Build cost with N tools"): the same N tools
# on toolwright and on rmcp 3.11, rebuilt after touching main.rs with every dependency warm,
# the two interleaved; rebuild times, the compiler's peak memory and the release binary's
# size, as ratios. bench/build-scale/scale.py says what is generated and measured.
#
#   bash scripts/bench-build.sh                       # N = 10 100 300, and 1000 toolwright alone
#   NS="10 100" TW_ONLY_NS= ROUNDS=1 bash scripts/bench-build.sh
#   PROFILES=debug bash scripts/bench-build.sh
#
# Run it on an idle machine: nothing else building.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 bench/build-scale/scale.py
