#!/usr/bin/env bash
# The rmcp releases the bridge supports (the `rmcp` and `rmcp-http` features): Cargo.toml accepts
# `rmcp >=3.9, <4` and Cargo.lock pins the newest release, which `cargo test` builds and tests.
# This builds and tests the bridge against the oldest supported release too, the range's other
# end, on a copy of the lockfile (restored on exit, whatever happens). The releases between
# (3.10) are not built: one more build of rmcp and everything over it, two minutes of CI for
# each, for minor releases that only add to the API both ends are tested on.
#
#   bash scripts/rmcp-range.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
OLDER="3.9.0"
saved=$(mktemp)
cp Cargo.lock "$saved"
trap 'cp "$saved" Cargo.lock; rm -f "$saved"' EXIT
newest=$(grep -A1 '^name = "rmcp"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
for version in $OLDER; do
    echo "== rmcp range: locked at $newest (tested by cargo test); now rmcp $version"
    cp "$saved" Cargo.lock
    retry 3 cargo update -p rmcp --precise "$version"
    cargo test -p toolwright --all-features --doc rmcp
    cargo test -p toolwright-tests --all-features --test rmcp_bridge --test rmcp_tool_error --test rmcp_http
done
