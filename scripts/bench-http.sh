#!/usr/bin/env bash
# Streamable HTTP throughput, latency and peak memory of three servers of one `echo` tool, on
# loopback, driven by wrk:
#
#   floor  bench/src/bin/http_floor.rs: bare axum + serde_json, answering what an echo tool
#          answers and doing nothing else (no sessions, checks or SSE)
#   ours   the echo example on toolwright's own transport       (`echo --http ADDR`)
#   rmcp   the echo example on rmcp's, through the rmcp bridge  (`echo --rmcp-http ADDR`)
#
# in two modes:
#
#   stateless  2026-07-28 `tools/call` requests (scripts/http/echo-stateless.lua)
#   session    a 2025-11-25 session opened with curl (initialize, notifications/initialized),
#              then `tools/call` requests in it (scripts/http/echo-session.lua); the floor,
#              which has no sessions, gets the same requests with a dummy session id
#
# 1 connection and 50, DURATION (5s) each, `--latency`, ROUNDS (3) times, the servers
# interleaved in each round; the table gives each cell's median round. Every server is
# started afresh for each mode, so its peak RSS (VmHWM, read after the runs) is per mode. Before wrk,
# one curl of each server and mode must answer 2xx with `"text":"hello"` in the body; a server
# that does not start, a failed check, or in a wrk run any non-2xx answer, socket error, or
# connection that stalls unanswered (requests/s x mean latency well under the connections) fails
# the script: a broken server cannot produce a fast-but-wrong number. Prints one markdown table.
#
#   bash scripts/bench-http.sh                     # builds in release, installs wrk if missing
#   DURATION=10s bash scripts/bench-http.sh
#   SERVERS="floor rmcp" MODES=session bash scripts/bench-http.sh   # a subset
#   ECHO=/path/to/echo bash scripts/bench-http.sh  # another build of the echo example (not built)
#
# Where they run (PIN): with PIN=1 (the default, on a machine of 2 cores or more) each server
# runs on core 1 with one tokio worker thread (TOKIO_WORKER_THREADS=1; all three servers are
# tokio multi-threaded runtimes) and wrk on core 0 with one thread, so a server's figure is
# what one core of its own serves, not what it wins from the load generator. With PIN=0 they
# share every core (the server's default worker threads; wrk -t1 for 1 connection, -t2 for
# 50), where wrk's own cost, the same for every server, is part of every figure.
#
#   PIN=0 bash scripts/bench-http.sh               # shared cores
#
# Run it on an idle machine.
#
# METRIC=count measures what a request costs the server instead, in figures that do not move
# with the machine's speed: each server runs alone (one tokio worker thread) under callgrind,
# then under strace, and serves COUNT_FROM and then COUNT_TO requests of each mode, one after
# another on one keep-alive connection (scripts/http/drive.py, which checks every answer);
# the difference between the two runs, divided by the requests between them, is what one
# request costs: user-space instructions (callgrind, the server's whole process: tokio,
# hyper, the transport, the tool; "vs floor" is this / the floor's, "rmcp costs" the rmcp
# transport's / this) and system calls (strace, each call named). Start-up,
# `initialize` and connection set-up fall out of the difference. Installs valgrind and strace
# from Debian's packages if missing. Prints one markdown table.
#
#   METRIC=count bash scripts/bench-http.sh
set -euo pipefail
[ -n "${ECHO:-}" ] && ECHO=$(realpath "$ECHO")
cd "$(dirname "$0")/.."
SERVERS=${SERVERS:-floor ours rmcp}
MODES=${MODES:-stateless session}
DURATION=${DURATION:-5s}
PIN=${PIN:-1}
METRIC=${METRIC:-throughput}
COUNT_FROM=${COUNT_FROM:-100}
COUNT_TO=${COUNT_TO:-600}
ROUNDS=${ROUNDS:-3}
CONNECTIONS=(1 50)
# What builds the servers; edit here if the example's features change.
BUILD_ECHO=(cargo build -q --release -p toolwright-examples --features http,rmcp-http --bin echo)
BUILD_FLOOR=(cargo build -q --release -p toolwright-bench --bin http_floor)
release=${CARGO_TARGET_DIR:-target}/release
declare -A COMMAND=(
    [floor]="$release/http_floor"
    [ours]="${ECHO:-$release/echo} --http"
    [rmcp]="${ECHO:-$release/echo} --rmcp-http"
)
declare -A LUA=([stateless]=scripts/http/echo-stateless.lua [session]=scripts/http/echo-session.lua)

die() {
    echo "bench-http: $*" >&2
    exit 1
}
# An awk function both tables print their counts with: 16378 -> 16,378 (mawk has no regex
# intervals).
THOUSANDS='
    function thousands(n,   s, out) {
        s = sprintf("%d", n)
        while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
        return s out
    }'
for server in $SERVERS; do [ -n "${COMMAND[$server]:-}" ] || die "unknown server $server"; done
for mode in $MODES; do [ -n "${LUA[$mode]:-}" ] || die "unknown mode $mode"; done

case $METRIC in
    throughput) needs=(wrk curl) ;;
    count) needs=(valgrind strace curl python3) ;;
    *) die "unknown METRIC $METRIC (throughput or count)" ;;
esac
for tool in "${needs[@]}"; do
    command -v "$tool" > /dev/null || { apt-get update -qq && apt-get install -y -qq "$tool"; }
done
[[ " $SERVERS " == *" floor "* ]] && "${BUILD_FLOOR[@]}"
if [[ " $SERVERS " == *" ours "* || " $SERVERS " == *" rmcp "* ]] && [ -z "${ECHO:-}" ]; then
    "${BUILD_ECHO[@]}"
fi

# SERVER_ON and LOAD_ON: what runs a server and wrk (taskset and its core when pinned).
SERVER_ON=() LOAD_ON=()
if [ "$PIN" = 1 ] && [ "$METRIC" = throughput ]; then
    [ "$(nproc)" -ge 2 ] || die "PIN=1 needs 2 cores (this machine has $(nproc)); run with PIN=0"
    command -v taskset > /dev/null || die "PIN=1 needs taskset (util-linux)"
    SERVER_ON=(env TOKIO_WORKER_THREADS=1 taskset -c 1) LOAD_ON=(taskset -c 0)
fi

work=$(mktemp -d)
pid=
declare -A PID=() URL=() SESSION=() calls=()
trap 'kill ${pid:-} "${PID[@]}" 2> /dev/null || true; rm -rf "$work"' EXIT

# start SERVER MODE: runs it on 127.0.0.1:0, sets pid and url (from its `MCP endpoint` line).
start() {
    local log="$work/$1.$2.log" command="${COMMAND[$1]} 127.0.0.1:0"
    # shellcheck disable=SC2086 # the command is a program and its flags
    "${SERVER_ON[@]}" ${COMMAND[$1]} 127.0.0.1:0 > /dev/null 2> "$log" &
    pid=$!
    url=
    # Up to 30 s: under valgrind a server starts slowly.
    for _ in $(seq 600); do
        url=$(sed -n 's/.*MCP endpoint \(http:[^ ]*\/mcp\)$/\1/p' "$log")
        [ -n "$url" ] && return
        kill -0 "$pid" 2> /dev/null || break
        sleep 0.05
    done
    die "$1 ($command) did not print its MCP endpoint; its stderr:
$(cat "$log")"
}

stop() {
    kill "$pid" 2> /dev/null || true
    wait "$pid" 2> /dev/null || true
    pid=
}

# post URL BODY [HEADER...]: one POST; prints the body, then the status code on a last line.
post() {
    local url=$1 body=$2
    shift 2
    local headers=()
    for header; do headers+=(-H "$header"); done
    curl -sS --max-time 10 -D "$work/headers" -w '\n%{http_code}' "${headers[@]}" \
        --data-binary "$body" "$url"
}

# open_session URL: initialize and notifications/initialized; prints the session id.
open_session() {
    local answer id
    answer=$(post "$1" '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench-http","version":"1"}}}' \
        'Content-Type: application/json' 'Accept: application/json, text/event-stream')
    id=$(tr -d '\r' < "$work/headers" | awk 'tolower($1) == "mcp-session-id:" { print $2 }')
    [ -n "$id" ] || die "initialize at $1 gave no Mcp-Session-Id; answer (status last):
$answer"
    answer=$(post "$1" '{"jsonrpc":"2.0","method":"notifications/initialized"}' \
        'Content-Type: application/json' 'Accept: application/json, text/event-stream' \
        'MCP-Protocol-Version: 2025-11-25' "Mcp-Session-Id: $id")
    [[ ${answer##*$'\n'} == 2?? ]] || die "notifications/initialized at $1 failed:
$answer"
    echo "$id"
}

# check SERVER MODE LUA [SESSION]: the lua script's request once with curl, which must answer
# 2xx with the echoed text and no error.
check() {
    local headers=() answer
    mapfile -t headers < <(sed -n 's/^wrk\.headers\["\([^"]*\)"\] = "\(.*\)"$/\1: \2/p' "$3")
    [ -n "${4:-}" ] && headers+=("Mcp-Session-Id: $4")
    answer=$(post "$url" "$(sed -n "s/^wrk\.body = '\(.*\)'\$/\1/p" "$3")" "${headers[@]}")
    if [[ ${answer##*$'\n'} != 2?? ]] || ! grep -q '"text": *"hello"' <<< "$answer" ||
        grep -q '"isError": *true\|"error": *{' <<< "$answer"; then
        die "$1 ($2) did not echo \"hello\" at $url; answer (status last):
$answer"
    fi
}

# measure SERVER MODE CONNECTIONS LUA [SESSION]: one wrk run; appends its row (mode, server,
# connections, req/s, p50, p99; tab-separated) to $work/rows.SERVER.MODE.
measure() {
    local out="$work/wrk.$1.$2.$3"
    local threads=$(($3 == 1 || PIN == 1 ? 1 : 2))
    "${LOAD_ON[@]}" wrk -t"$threads" -c"$3" -d"$DURATION" -s "$4" --latency "$url" ${5:+-- "$5"} > "$out" ||
        die "wrk failed on $1 ($2, $3 connections):
$(cat "$out")"
    awk -v server="$1" -v mode="$2" -v c="$3" '
        function seconds(s) {   # wrk prints 189.00us, 0.95ms, 1.02s, 1.50m
            return s * (s ~ /us$/ ? 1e-6 : s ~ /ms$/ ? 1e-3 : s ~ /m$/ ? 60 : 1)
        }
        function time(s) {
            s = seconds(s)
            return s < 1e-3 ? sprintf("%d µs", s * 1e6 + 0.5) : s < 1 ? sprintf("%.2f ms", s * 1e3) : sprintf("%.2f s", s)
        }
        /^ +Latency +[0-9]/ { mean = seconds($2) }
        / 50%/ { p50 = time($2) } / 99%/ { p99 = time($2) } /Requests\/sec/ { rps = $2 }
        /Non-2xx/ { bad = $NF }
        /Socket errors/ { errors = $0 }
        END {
            if (bad || errors || rps == "") exit 1
            # Each connection always has a request out, so requests/s x mean latency is about
            # the connections; far fewer means some stalled unanswered (wrk counts no error).
            if (rps * mean < c / 2) exit 1
            printf "%s\t%s\t%s\t%s\t%s\t%s\n", mode, server, c, rps, p50, p99
        }' "$out" >> "$work/rows.$1.$2" ||
        die "$1 ($2, $3 connections): non-2xx answers, socket errors, or connections that
stalled (requests/s x mean latency well under the connections):
$(cat "$out")"
}

# counted SERVER MODE N TOOL: SERVER under TOOL (callgrind or strace), alone, serving N
# requests of MODE after its session (if any) is opened; prints what TOOL counted: the total
# instructions, or one `SYSCALL CALLS` line per system call.
counted() {
    local out="$work/$4.$1.$2.$3" session=
    # What start runs the server under, for this call only.
    local -a SERVER_ON
    case $4 in
        callgrind) SERVER_ON=(env TOKIO_WORKER_THREADS=1 valgrind -q --tool=callgrind "--callgrind-out-file=$out") ;;
        strace) SERVER_ON=(env TOKIO_WORKER_THREADS=1 strace -f -c -o "$out") ;;
    esac
    start "$1" "$2"
    if [ "$2" = session ] && [ "$1" != floor ]; then session=$(open_session "$url"); fi
    python3 scripts/http/drive.py "$url" "${LUA[$2]}" "$3" $session ||
        die "$1 ($2) failed under $4; its stderr:
$(cat "$work/$1.$2.log")"
    case $4 in
        callgrind)
            # Dump the counts now (the floor has no signal handler that ends it cleanly).
            callgrind_control -d "$pid" > /dev/null 2>&1
            for _ in $(seq 200); do grep -q '^summary:' "$out".1 2> /dev/null && break; sleep 0.05; done
            stop
            awk '/^summary:/ { print $2 }' "$out".1
            ;;
        strace)
            # strace writes its summary once the server it runs is gone.
            pkill -KILL -P "$pid" || true
            { wait "$pid" || true; } 2> /dev/null
            pid=
            awk '$NF ~ /^[a-z_0-9]+$/ && $(NF - 1) ~ /^[0-9]+$/ && $NF != "total" { print $NF, $4 }' "$out"
            ;;
    esac
}

if [ "$METRIC" = count ]; then
    span=$((COUNT_TO - COUNT_FROM))
    echo "| mode | server | instructions / request | vs floor | rmcp costs | system calls / request | of which |"
    echo "|---|---|---:|---:|---:|---:|---|"
    for mode in $MODES; do
        declare -A INSTRUCTIONS=()
        for server in $SERVERS; do
            from=$(counted "$server" "$mode" "$COUNT_FROM" callgrind)
            to=$(counted "$server" "$mode" "$COUNT_TO" callgrind)
            INSTRUCTIONS[$server]=$(((to - from) / span))
            counted "$server" "$mode" "$COUNT_FROM" strace > "$work/calls.from"
            counted "$server" "$mode" "$COUNT_TO" strace > "$work/calls.to"
            calls[$server]=$(awk -v span="$span" '
                NR == FNR { from[$1] = $2; next }
                { per = ($2 - from[$1]) / span; if (per >= 0.05) { total += per; of = of sprintf("%s%s %.2f", of ? ", " : "", $1, per) } }
                END { printf "%.2f\t%s", total, of }' "$work/calls.from" "$work/calls.to")
        done
        for server in $SERVERS; do
            awk -F '\t' -v mode="$mode" -v server="$server" -v n="${INSTRUCTIONS[$server]}" \
                -v floor="${INSTRUCTIONS[floor]:-}" -v rmcp="${INSTRUCTIONS[rmcp]:-}" '
                '"$THOUSANDS"'
                function ratio(a, b) { return a && b ? sprintf("%.2f", a / b) : "–" }
                { printf "| %s | %s | %s | %s | %s | %s | %s |\n", mode, server, thousands(n), ratio(n, floor), ratio(rmcp, n), $1, $2 }' \
                <<< "${calls[$server]}"
        done
    done
    exit 0
fi

for mode in $MODES; do
    lua=${LUA[$mode]}
    # Every server of the mode runs (idle but for the one measured) for all its rounds.
    for server in $SERVERS; do
        start "$server" "$mode"
        PID[$server]=$pid URL[$server]=$url
        pid=
        session=
        if [ "$mode" = session ]; then
            if [ "$server" = floor ]; then session=floor-has-no-sessions; else session=$(open_session "$url"); fi
        fi
        SESSION[$server]=$session
        check "$server" "$mode" "$lua" "$session"
        : > "$work/rows.$server.$mode"
    done
    # Rounds interleave the servers, so a slow spell of the machine falls on all of them.
    for round in $(seq "$ROUNDS"); do
        for connections in "${CONNECTIONS[@]}"; do
            for server in $SERVERS; do
                url=${URL[$server]}
                measure "$server" "$mode" "$connections" "$lua" "${SESSION[$server]}"
            done
        done
    done
    for server in $SERVERS; do
        rss=$(awk '/^VmHWM:/ { printf "%.1f MiB", $2 / 1024 }' "/proc/${PID[$server]}/status")
        pid=${PID[$server]}
        stop
        # The median round of each connection count (by req/s), with its latencies.
        for connections in "${CONNECTIONS[@]}"; do
            awk -F '\t' -v c="$connections" '$3 == c' "$work/rows.$server.$mode" | sort -t "$(printf '\t')" -k4,4n |
                awk -v n="$ROUNDS" 'NR == int((n + 1) / 2)' | sed "s/\$/\t$rss/" >> "$work/rows"
        done
    done
done

echo "| mode | server | connections | req/s | vs floor | vs rmcp | p50 | p99 | peak RSS |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
awk -F '\t' -v modes="$MODES" -v servers="$SERVERS" -v conns="${CONNECTIONS[*]}" '
    '"$THOUSANDS"'
    function ratio(a, key) { return (key in rps) ? sprintf("%.2f", a / rps[key]) : "–" }
    { key = $1 SUBSEP $2 SUBSEP $3; rps[key] = $4; p50[key] = $5; p99[key] = $6; rss[key] = $7 }
    END {
        nm = split(modes, m, " "); ns = split(servers, s, " "); nc = split(conns, c, " ")
        for (i = 1; i <= nm; i++) for (j = 1; j <= nc; j++) for (k = 1; k <= ns; k++) {
            key = m[i] SUBSEP s[k] SUBSEP c[j]
            if (!(key in rps)) continue
            printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", m[i], s[k], c[j],
                thousands(rps[key]), ratio(rps[key], m[i] SUBSEP "floor" SUBSEP c[j]),
                ratio(rps[key], m[i] SUBSEP "rmcp" SUBSEP c[j]), p50[key], p99[key], rss[key]
        }
    }' "$work/rows"
