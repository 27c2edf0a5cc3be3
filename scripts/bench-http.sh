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
# 1 connection (wrk -t1) and 50 (-t2), DURATION (5s) each, `--latency`, ROUNDS (3) times, the
# servers interleaved in each round; the table gives each cell's median round. Every server is
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
# Run it on an idle machine: wrk and the server share the cores.
set -euo pipefail
[ -n "${ECHO:-}" ] && ECHO=$(realpath "$ECHO")
cd "$(dirname "$0")/.."
SERVERS=${SERVERS:-floor ours rmcp}
MODES=${MODES:-stateless session}
DURATION=${DURATION:-5s}
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
for server in $SERVERS; do [ -n "${COMMAND[$server]:-}" ] || die "unknown server $server"; done
for mode in $MODES; do [ -n "${LUA[$mode]:-}" ] || die "unknown mode $mode"; done

command -v wrk > /dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
command -v curl > /dev/null || { apt-get update -qq && apt-get install -y -qq curl; }
[[ " $SERVERS " == *" floor "* ]] && "${BUILD_FLOOR[@]}"
if [[ " $SERVERS " == *" ours "* || " $SERVERS " == *" rmcp "* ]] && [ -z "${ECHO:-}" ]; then
    "${BUILD_ECHO[@]}"
fi

work=$(mktemp -d)
pid=
declare -A PID=() URL=() SESSION=()
trap 'kill ${pid:-} "${PID[@]}" 2> /dev/null || true; rm -rf "$work"' EXIT

# start SERVER MODE: runs it on 127.0.0.1:0, sets pid and url (from its `MCP endpoint` line).
start() {
    local log="$work/$1.$2.log" command="${COMMAND[$1]} 127.0.0.1:0"
    # shellcheck disable=SC2086 # the command is a program and its flags
    ${COMMAND[$1]} 127.0.0.1:0 2> "$log" &
    pid=$!
    url=
    for _ in $(seq 100); do
        url=$(sed -n 's/.*MCP endpoint \(http:[^ ]*\).*/\1/p' "$log")
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
    local threads=$(($3 == 1 ? 1 : 2))
    wrk -t"$threads" -c"$3" -d"$DURATION" -s "$4" --latency "$url" ${5:+-- "$5"} > "$out" ||
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
    function thousands(n,   s, out) {   # 16378 -> 16,378 (mawk has no regex intervals)
        s = sprintf("%d", n)
        while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
        return s out
    }
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
