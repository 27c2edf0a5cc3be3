#!/usr/bin/env bash
# Interop over Streamable HTTP: the official MCP SDKs as clients of the payments example served
# over HTTP, directly and through a real load balancer (HAProxy) in front of two replicas. Every
# request to /mcp carries a bearer token: the suites mint demo JWTs (the documented HS256 demo
# secret, as `http mint` does) for the URL they are given, which is the server's canonical URL.
#
#   bash scripts/interop-http.sh
#
# 1. Builds the HTTP example (`cargo build --workspace --all-features --examples --bin http`,
#    the artifacts CI's test run already has), unless INTEROP_BIN_DIR names a directory
#    holding a built `http` (then that binary is used as it is). Installs haproxy from Debian if it is missing
#    (apt-get, non-interactive), the Python suite's pinned environment into .venv-interop (as
#    scripts/interop.sh does: reused while interop/python/requirements.txt is unchanged) and the
#    TypeScript suite's (npm ci in interop/ts, when node_modules lacks the SDK).
# 2. Direct: starts one server (RUST_LOG=trace, so a token that reached its log would show; its
#    canonical URL is its own address) and runs interop/python/test_http.py (the Python SDK, in
#    the 2025-11-25 era with a session and in the 2026-07-28 era, stateless) and
#    interop/ts/test_http.mjs (the TypeScript SDK, 2025-11-25) against it: tool calls with
#    valid tokens, and the 401/403 answers and metadata for missing, wrong, expired and
#    under-scoped ones; elicitation (a refund over the limit asks the user) and log messages in
#    both eras (2025-11-25 only with the TypeScript SDK). Each suite also reads the server's log
#    (--server-log).
# 3. Load balanced: picks the balancer's port first, then starts two replicas of the same binary
#    (RUST_LOG=trace) with the same TOOLWRIGHT_SESSION_KEY (a fresh one per run) and
#    PAYMENTS_RESOURCE=http://127.0.0.1:<balancer port>/mcp (the URL clients see, so the
#    tokens minted for it are valid on both), and HAProxy in front of them (mode http,
#    `balance roundrobin`, no stickiness, no cookies). HAProxy balances each request on its own,
#    also on a kept-alive client connection (checked from its log below), so consecutive
#    requests of one session alternate between the replicas: a session minted by one replica
#    must be accepted by the other. Runs both suites against the balancer, the Python one with
#    `--spread-header X-Served-By` (HAProxy stamps the answering replica in that header): a raw
#    legacy session (initialize, notifications/initialized, tools/list, 4 tools/call with one
#    Mcp-Session-Id) and 4 stateless 2026-07-28 calls must all succeed and must have been
#    answered by both replicas. Both suites get `--round-robin`: without session affinity a
#    2025-11-25 elicitation's answer POST (and logging/setLevel) can reach the replica that does
#    not hold the call (or keep the level), so those run on the direct server only, and only the
#    log message is checked here; a 2026-07-28 elicitation is a retry any replica takes (they
#    share the key that seals its requestState), and runs here too, where a retry must have been
#    answered by another replica than the one that asked.
# 4. Reads HAProxy's log (one line per request: client connection, replica, status, the
#    request's Mcp-Session-Id and the one a response minted) and checks that HAProxy balanced per
#    request, and that every session of more than one request, the SDKs' included, reached both
#    replicas (so a green SDK run through the balancer did cross replicas).
#
# 5. Once every server has stopped: none of the tokens the suites sent (valid, wrong and expired
#    ones; they append them to sent-tokens.txt) is anywhere in any server's whole stderr log, and
#    neither is the card processor's URL, host or key that charge_card's log line names (only
#    its sanitized line is).
#
# Ends with one line `interop-http: N passed, N failed` summed over the suites and the checks
# of steps 4 and 5; exits non-zero if anything failed, a step could not run, or a suite ended
# without reporting its counts. Everything is left in target/interop/http/: server and HAProxy
# logs, haproxy.cfg, each suite's output, sent-tokens.txt (demo tokens), and wire.jsonl (every
# HTTP exchange the SDK clients made: request headers with the token redacted, JSON-RPC method,
# status, response headers).
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
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
BIN_DIR=${INTEROP_BIN_DIR:-$TARGET/debug}
BIN=$BIN_DIR/http
OUT=$TARGET/interop/http
SPREAD_HEADER=X-Served-By
SUITE_TIMEOUT=600

passed=0
failed=0
started=$SECONDS
pids=()

stop_all() {
    local pid
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null
    done
    for pid in "${pids[@]}"; do
        wait "$pid" 2>/dev/null
    done
    pids=()
}
trap stop_all EXIT
trap 'exit 130' INT TERM

# A step that is not a test but fails counts as one failed test.
setup_failed() {
    echo "!! interop-http: $1 failed"
    failed=$((failed + 1))
}

check() {
    local name=$1
    shift
    if "$@"; then
        echo "ok   $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name"
        failed=$((failed + 1))
    fi
}

# Run one suite, streaming its output into $OUT/$log.log, and add the counts of its closing
# line `$prefix: N passed, N failed`.
run_suite() {
    local prefix=$1 log=$2
    shift 2
    echo "== interop-http: $log"
    timeout "$SUITE_TIMEOUT" "$@" 2>&1 | tee "$OUT/$log.log"
    add_counts "$prefix" "$OUT/$log.log" "${PIPESTATUS[0]}"
}

# Start the server as $1 (its log name), logging everything (RUST_LOG=trace), with the
# environment in the rest of the arguments (`env` syntax); its endpoint goes in $url.
start_server() {
    local name=$1 log=$OUT/$1.log
    shift
    : >"$log"
    env "$@" RUST_LOG=trace "$BIN" 127.0.0.1:0 2>>"$log" &
    pids+=("$!")
    url=
    for _ in $(seq 100); do
        url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/mcp' "$log" | head -n 1)
        [ -n "$url" ] && return 0
        sleep 0.1
    done
    cat "$log"
    url=
    return 1
}

free_port() {
    "$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

port_open() {
    (: </dev/tcp/127.0.0.1/"$1") 2>/dev/null
}

mkdir -p "$OUT"
TOKENS=$OUT/sent-tokens.txt
rm -f "$OUT"/*.log "$OUT"/wire.jsonl "$OUT"/haproxy.cfg "$TOKENS"

# ---------------------------------------------------------------------------------------------
# Set-up: the binary, haproxy, the two client environments.

if [ -z "${INTEROP_BIN_DIR:-}" ]; then
    echo "== interop-http: build the HTTP example"
    # `--examples`: the test command's features, so its own artifacts (why: .ci/run's header).
    cargo build --workspace --all-features --examples --bin http || setup_failed "cargo build --bin http"
fi
bin_ready=false
if [ -x "$BIN" ]; then
    bin_ready=true
else
    setup_failed "finding the server binary $BIN"
fi

echo "== interop-http: haproxy"
HAPROXY=$(command -v haproxy || { [ -x /usr/sbin/haproxy ] && echo /usr/sbin/haproxy; } || true)
if [ -z "$HAPROXY" ]; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo -n)
    if retry 3 "${sudo[@]}" apt-get update -qq &&
        retry 3 "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >"$OUT/apt.log" 2>&1; then
        HAPROXY=$(command -v haproxy || echo /usr/sbin/haproxy)
    else
        tail -n 20 "$OUT/apt.log" 2>/dev/null
    fi
fi
haproxy_ready=false
if [ -n "$HAPROXY" ] && "$HAPROXY" -v >/dev/null 2>&1; then
    "$HAPROXY" -v | head -n 1
    haproxy_ready=true
else
    setup_failed "installing haproxy"
fi

echo "== interop-http: python environment ($VENV)"
python_ready=false
python_env && python_ready=true
$python_ready || setup_failed "installing $REQUIREMENTS"

echo "== interop-http: node environment (interop/ts)"
ts_ready=false
if [ -f interop/ts/node_modules/@modelcontextprotocol/sdk/package.json ]; then
    echo "node_modules present"
    ts_ready=true
elif (cd interop/ts && retry 3 npm ci --loglevel=error); then
    ts_ready=true
else
    setup_failed "npm ci in interop/ts"
fi

# run_python NAME ARGS...: the suite's own arguments, `--server-log` for each server's log.
run_python() {
    $python_ready && run_suite http-python "python-$1" "$VENV/bin/python" interop/python/test_http.py \
        --wire-log "$OUT/wire.jsonl" --sent-tokens "$TOKENS" "${@:2}"
}
run_ts() {
    $ts_ready && run_suite http-ts "ts-$1" node interop/ts/test_http.mjs --wire-log "$OUT/wire.jsonl" \
        --sent-tokens "$TOKENS" "${@:2}"
}

# Whether none of the tokens in $TOKENS is in the logs given (whole tokens, or a JWT's signature
# or claims), and the logs are the servers' (each refusal is logged). Says what it found.
tokens_absent() {
    "$PYTHON" - "$TOKENS" "$@" <<'EOF'
import sys
tokens = sorted({t for t in open(sys.argv[1]).read().split("\n") if t})
logs = {p: open(p, "rb").read() for p in sys.argv[2:]}
found = []
for t in tokens:
    parts = [("the token", t)]
    if t.count(".") == 2:
        _, claims, sig = t.split(".")
        parts += [("its signature", sig), ("its claims", claims)]
    for path, data in logs.items():
        found += [f"{what} of {t[:16]}... in {path}" for what, part in parts if part.encode() in data]
refusals = sum(data.count(b"request refused: no valid bearer token (401)") for data in logs.values())
print(f"     {len(tokens)} tokens sent; {sum(len(d) for d in logs.values())} bytes of log; {refusals} refusals logged")
for f in found:
    print(f"     leaked: {f}")
sys.exit(0 if tokens and refusals and not found else 1)
EOF
}

# Whether charge_card's log line is in the logs given only sanitized: the line is there, and none
# of the card processor's URL, host or key (examples/src/payments.rs) is. Says what it found.
processor_absent() {
    local secret found=0
    grep -q -F 'charging 1000 cents via [url] with key [secret]' "$@" || {
        echo "     charge_card's sanitized log line is in none of the logs"
        found=1
    }
    for secret in https://processor.internal.example:8443/v1/charges processor.internal.example sk_live_51Hc8ProcessorKey9f3a7c2e; do
        if grep -q -i -F "$secret" "$@"; then
            echo "     leaked: $secret in $(grep -l -i -F "$secret" "$@" | tr '\n' ' ')"
            found=1
        fi
    done
    return "$found"
}

# ---------------------------------------------------------------------------------------------
# Direct: one server, no balancer. A single server needs no session key.

if $bin_ready; then
    echo "== interop-http: one server, directly"
    if start_server direct -u TOOLWRIGHT_SESSION_KEY -u PAYMENTS_RESOURCE; then
        echo "server: $url"
        run_python direct --server-log "$OUT/direct.log" "$url"
        run_ts direct --server-log "$OUT/direct.log" "$url"
    else
        setup_failed "starting $BIN"
    fi
    stop_all
fi

# ---------------------------------------------------------------------------------------------
# Load balanced: two replicas sharing one session key, HAProxy in front.

# Every request HAProxy logged: `mcp-lb <client ip:port> <method> <status> <backend>/<replica>
# {<request Mcp-Session-Id>} {<response Mcp-Session-Id>}`.
write_haproxy_cfg() {
    cat >"$OUT/haproxy.cfg" <<EOF
# Written by scripts/interop-http.sh for one run.
global
    log stdout format raw local0 info

defaults
    mode http
    log global
    option dontlognull
    timeout connect 5s
    timeout client 60s
    timeout server 60s

frontend mcp
    bind 127.0.0.1:$1
    capture request header mcp-session-id len 512
    capture response header mcp-session-id len 512
    log-format "mcp-lb %ci:%cp %HM %ST %b/%s %hr %hs"
    default_backend replicas

# No cookie, no stick table, no hashing: each request goes to the next replica. HAProxy's
# default HTTP mode (keep-alive) still picks a server per request, on a kept-alive client
# connection too; the log check below makes sure of that.
backend replicas
    balance roundrobin
    http-response set-header $SPREAD_HEADER %s
    server r1 $2
    server r2 $3
EOF
}

lb_checks() {
    "$PYTHON" - "$OUT/haproxy.log" <<'EOF'
import re, sys
from collections import defaultdict

line_re = re.compile(r"^mcp-lb (\S+) (\S+) (\S+) \S+/(\S+) \{(.*)\} \{(.*)\}$")
by_conn, by_session = defaultdict(set), defaultdict(list)
for line in open(sys.argv[1], errors="replace"):
    m = line_re.match(line.strip())
    if not m:
        continue
    conn, method, status, replica, req_sid, res_sid = m.groups()
    by_conn[conn].add(replica)
    sid = req_sid or res_sid  # an initialize request is counted in the session it minted
    if sid:
        by_session[sid].append((method, status, replica))
per_request = [c for c, r in by_conn.items() if len(r) >= 2]
print(f"     haproxy log: {sum(1 for _ in by_conn)} client connections, {len(per_request)} of them served by both replicas")
multi = {s: reqs for s, reqs in by_session.items() if len(reqs) >= 2}
single = [s for s, reqs in multi.items() if len({r for _, _, r in reqs}) < 2]
for s, reqs in multi.items():
    print(f"     session {s[:24]}...: " + " ".join(f"{m}:{st}@{r}" for m, st, r in reqs))
ok_conn = bool(per_request)
ok_sessions = len(multi) >= 3 and not single
print(f"conn={'ok' if ok_conn else 'fail'} sessions={'ok' if ok_sessions else 'fail'} multi={len(multi)} one-replica={len(single)}")
EOF
}

if $bin_ready && $haproxy_ready; then
    echo "== interop-http: two replicas behind haproxy"
    key=$(od -An -tx1 -N32 /dev/urandom | tr -d ' \n')
    lb_url=
    # The balancer's port comes first: the replicas are started with its URL as their canonical
    # URL (PAYMENTS_RESOURCE). If HAProxy cannot listen there, everything starts again on another.
    for attempt in 1 2 3; do
        port=$(free_port)
        replicas=()
        for r in r1 r2; do
            if start_server "$r" TOOLWRIGHT_SESSION_KEY="$key" PAYMENTS_RESOURCE="http://127.0.0.1:$port/mcp"; then
                replicas+=("$(sed -E 's#^http://([^/]+)/mcp$#\1#' <<<"$url")")
            else
                setup_failed "starting replica $r"
            fi
        done
        [ "${#replicas[@]}" -eq 2 ] || break
        write_haproxy_cfg "$port" "${replicas[0]}" "${replicas[1]}"
        "$HAPROXY" -c -q -f "$OUT/haproxy.cfg" || break
        "$HAPROXY" -db -f "$OUT/haproxy.cfg" >"$OUT/haproxy.log" 2>&1 &
        haproxy_pid=$!
        pids+=("$haproxy_pid")
        for _ in $(seq 50); do
            port_open "$port" && break
            kill -0 "$haproxy_pid" 2>/dev/null || break
            sleep 0.1
        done
        if port_open "$port"; then
            lb_url=http://127.0.0.1:$port/mcp
            break
        fi
        echo "haproxy did not listen on $port (attempt $attempt):"
        cat "$OUT/haproxy.log"
        stop_all
    done
    if [ -n "$lb_url" ]; then
        echo "replicas: ${replicas[*]} (shared TOOLWRIGHT_SESSION_KEY, PAYMENTS_RESOURCE=$lb_url); balancer: $lb_url"
        # --round-robin: no session affinity, so no 2025-11-25 elicitation or logging/setLevel here.
        run_python lb --round-robin --spread-header "$SPREAD_HEADER" --server-log "$OUT/r1.log" --server-log "$OUT/r2.log" "$lb_url"
        run_ts lb --round-robin --server-log "$OUT/r1.log" --server-log "$OUT/r2.log" "$lb_url"
        sleep 0.5 # the last log lines
        echo "== interop-http: the haproxy log"
        summary=$(lb_checks)
        echo "$summary" | grep -v '^conn='
        verdict=$(echo "$summary" | grep '^conn=')
        check "lb/haproxy: requests on one kept-alive client connection reached both replicas (per-request balancing)" \
            grep -q 'conn=ok' <<<"$verdict"
        check "lb/haproxy: every session of 2+ requests (SDK and raw, at least 3) reached both replicas" \
            grep -q 'sessions=ok' <<<"$verdict"
    else
        [ "${#replicas[@]}" -eq 2 ] && setup_failed "starting haproxy ($OUT/haproxy.cfg)"
    fi
    stop_all
fi

# ---------------------------------------------------------------------------------------------
# Every server has stopped: its whole log, against every token the suites sent.

if [ -s "$TOKENS" ]; then
    echo "== interop-http: the servers' whole stderr logs"
    logs=()
    for name in direct r1 r2; do
        [ -f "$OUT/$name.log" ] && logs+=("$OUT/$name.log")
    done
    check "logs: none of the tokens the suites sent (valid, wrong, expired) is in any server's whole stderr log (RUST_LOG=trace: ${logs[*]##*/})" \
        tokens_absent "${logs[@]}"
    check "logs: the card processor's URL, host and key (charge_card's log line) are in no server's whole stderr log, where its sanitized line is (${logs[*]##*/})" \
        processor_absent "${logs[@]}"
fi

echo "== interop-http: $((SECONDS - started))s, logs in $OUT"
echo "interop-http: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
