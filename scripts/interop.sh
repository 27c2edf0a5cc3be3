#!/usr/bin/env bash
# Interop: the official MCP SDKs as clients of the example servers, over stdio, and over
# Streamable HTTP directly and behind a load balancer (scripts/interop-http.sh); and both SDKs
# listing and reading the agent skills (SEP-2640) of the skills example, over stdio and
# Streamable HTTP (interop/python/test_skills.py in 2025-11-25 and 2026-07-28,
# interop/ts/test_skills.mjs in 2025-11-25, the only era that SDK speaks).
#
#   bash scripts/interop.sh
#
# Builds the example servers (debug), installs the Python suites' pinned environment into
# .venv-interop (python3 -m venv; reused while interop/python/requirements.txt is unchanged)
# and the TypeScript suites' (npm ci in interop/ts), runs the suites (python, ts, interop-http,
# skills-python, skills-ts), and ends with one line `N passed, N failed` summed over them.
# Exits non-zero if anything failed, a suite could not be set up, or a suite ended without
# reporting its counts. The bytes each server wrote are left in
# target/interop/{python,ts,skills-python,skills-ts}/ for a look after a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
source scripts/interop-lib.sh
exec </dev/null
export CARGO_TERM_COLOR=never
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

PYTHON=${PYTHON:-python3}
VENV=.venv-interop
REQUIREMENTS=interop/python/requirements.txt
export INTEROP_BIN_DIR="${CARGO_TARGET_DIR:-$PWD/target}/debug"

passed=0
failed=0
started=$SECONDS
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# A step that is not a test but fails counts as one failed test.
setup_failed() {
    echo "!! interop: $1 failed"
    failed=$((failed + 1))
}

# Run one suite, streaming its output, and add the counts of its closing line.
run_suite() {
    local name=$1
    shift
    echo "== interop: $name suite"
    "$@" 2>&1 | tee "$logs/$name.log"
    add_counts "$name" "$logs/$name.log" "${PIPESTATUS[0]}"
}

echo "== interop: build the example servers"
built=true
# The test command's flags (`--workspace --all-features`), as CI's other scripts build, so
# that in CI they share one build: `http` for the Streamable HTTP servers of the HTTP suite
# (scripts/interop-http.sh, which builds `http` so too) and `skills --http` of the skills suites.
# `--examples`: the test command's features, so its own artifacts (why: .ci/run's header).
cargo build --workspace --all-features --examples --bins || built=false

python_ready=false
if $built; then
    echo "== interop: python environment ($VENV)"
    python_env && python_ready=true
    $python_ready || setup_failed "installing $REQUIREMENTS"
fi

ts_ready=false
if $built; then
    echo "== interop: node environment (npm ci in interop/ts)"
    if (cd interop/ts && retry 3 npm ci --loglevel=error); then
        ts_ready=true
    else
        setup_failed "npm ci in interop/ts"
    fi
else
    setup_failed "cargo build --workspace --all-features --examples --bins"
fi

$python_ready && run_suite python "$VENV/bin/python" interop/python/test_interop.py
$ts_ready && run_suite ts node interop/ts/test_interop.mjs
# Both clients over Streamable HTTP, directly and through haproxy over two replicas.
$python_ready && $ts_ready && run_suite interop-http bash scripts/interop-http.sh
# Both clients list and read the skills example's skills (SEP-2640): the extension in the
# capabilities, resources/list and resources/read through the SDKs' API, skills/list, skills/get
# and resources/directory/read as generic requests, each file checked against its listed digest.
$python_ready && run_suite skills-python "$VENV/bin/python" interop/python/test_skills.py
$ts_ready && run_suite skills-ts node interop/ts/test_skills.mjs

echo "== interop: $((SECONDS - started))s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
