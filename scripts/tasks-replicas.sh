#!/usr/bin/env bash
# Tasks across replicas: two replicas of the tasks example (examples/src/bin/tasks.rs) share
# one real Redis (Debian's redis-server), with haproxy (Debian's) in front, round robin.
#
#   bash scripts/tasks-replicas.sh
#
# Builds the example (feature `redis`), installs redis-server and haproxy with apt when they
# are missing, starts Redis on a free loopback port (no persistence), the two replicas
# (TOOLWRIGHT_REDIS_URL, one TOOLWRIGHT_SESSION_KEY, an 8 s task ttl and a 2 s lease) and
# haproxy, then runs scripts/tasks/replicas.py: a task created through one replica read,
# answered and cancelled through the other, results byte for byte the direct call's,
# failures in their channel, nothing secret in Redis, expiry after the ttl, and a replica
# killed mid-task (SIGKILL) whose task ends as lost once its lease lapses. Then
# scripts/tasks/faults.py (the task store failing: Redis killed, restarted empty and stalled
# with SIGSTOP, replicas on clocks five minutes ahead and behind through libfaketime, a
# replica stopped with SIGTERM) and scripts/tasks/ha.py (a three-master Redis Cluster, and a
# primary with a replica and three redis-sentinel processes whose primary is killed
# mid-task), each starting its own Redis processes and replicas, and
# scripts/tasks/store_probes.py (issue 42's held-out probes: bursts of task and keyed calls,
# a new task while Redis is down or stalled, one Cluster master down, a planned Sentinel
# failover, an empty restart under a key, a replay across protocol eras, a retryable failure
# under a key, a task id in another letter case). Logs land in
# target/tasks-replicas/. Exits non-zero when a check fails or a step cannot run.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
exec </dev/null
export CARGO_TERM_COLOR=never
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
OUT=$TARGET/tasks-replicas
TTL_MS=8000
LEASE_MS=2000
pids=()
mkdir -p "$OUT"
rm -f "$OUT"/*.log "$OUT"/*.conf "$OUT"/haproxy.cfg

stop_all() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
    done
}
trap stop_all EXIT

fail() {
    echo "!! tasks-replicas: $1"
    exit 1
}

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

echo "== tasks-replicas: build the tasks example and the payments example (http)"
# `--examples`: the test command's features, so its own artifacts (why: .ci/run's header).
cargo build --workspace --all-features --examples --bin tasks --bin http --bin store_contract || fail "cargo build"

FAKETIME_LIB=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
echo "== tasks-replicas: redis-server, redis-sentinel, haproxy and libfaketime"
if ! command -v redis-server >/dev/null || ! command -v redis-cli >/dev/null ||
    ! command -v redis-sentinel >/dev/null || [ ! -f "$FAKETIME_LIB" ] ||
    ! { command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ]; }; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo -n)
    { retry 3 "${sudo[@]}" apt-get update -qq &&
        retry 3 "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
            --no-install-recommends redis-server redis-tools redis-sentinel haproxy libfaketime; } \
        >"$OUT/apt.log" 2>&1 ||
        { tail -n 20 "$OUT/apt.log"; fail "installing redis-server, redis-sentinel, haproxy and libfaketime"; }
fi
# The Debian packages start their own services where systemd runs; the tests start theirs
# on free ports and need none of them.
HAPROXY=$(command -v haproxy || echo /usr/sbin/haproxy)
redis-server --version
"$HAPROXY" -v | head -n 1

REDIS_PORT=$(free_port)
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no >"$OUT/redis.log" 2>&1 &
pids+=("$!")
for _ in $(seq 50); do
    redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
    sleep 0.1
done
redis-cli -p "$REDIS_PORT" ping >/dev/null || fail "redis-server did not start"

KEY=$(python3 -c 'import secrets; print(secrets.token_hex(32))')
urls=()
replica_pids=()
for name in a b; do
    log=$OUT/replica-$name.log
    TOOLWRIGHT_REDIS_URL="redis://127.0.0.1:$REDIS_PORT/" TOOLWRIGHT_SESSION_KEY=$KEY \
        TOOLWRIGHT_TASK_TTL_MS=$TTL_MS TOOLWRIGHT_TASK_LEASE_MS=$LEASE_MS \
        "$TARGET/debug/tasks" 127.0.0.1:0 2>"$log" &
    pid=$!
    pids+=("$pid")
    replica_pids+=("$pid")
    url=
    for _ in $(seq 100); do
        url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/mcp' "$log" | head -n 1)
        [ -n "$url" ] && break
        sleep 0.1
    done
    [ -n "$url" ] || { cat "$log"; fail "replica $name did not start"; }
    urls+=("$url")
done

LB_PORT=$(free_port)
cat >"$OUT/haproxy.cfg" <<CFG
# Written by scripts/tasks-replicas.sh for one run.
defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s

frontend mcp
    bind 127.0.0.1:$LB_PORT
    default_backend replicas

backend replicas
    balance roundrobin
    server a ${urls[0]#http://}
    server b ${urls[1]#http://}
CFG
sed -i 's|/mcp$||' "$OUT/haproxy.cfg"
"$HAPROXY" -c -q -f "$OUT/haproxy.cfg" || fail "haproxy.cfg"
"$HAPROXY" -db -f "$OUT/haproxy.cfg" >"$OUT/haproxy.log" 2>&1 &
pids+=("$!")
sleep 0.3

echo "== tasks-replicas: A ${urls[0]}, B ${urls[1]}, haproxy http://127.0.0.1:$LB_PORT/mcp, redis :$REDIS_PORT"
python3 scripts/tasks/replicas.py "${urls[0]}" "${urls[1]}" "http://127.0.0.1:$LB_PORT/mcp" \
    "${replica_pids[0]}" redis-cli "$REDIS_PORT" "$TTL_MS" "$LEASE_MS"
status=$?
if grep -q "the task ended; its handler is dropped" "$OUT/replica-a.log"; then
    echo "  ok    replica A's log: the cancelled task's handler was dropped"
else
    echo "  FAIL  replica A's log names no dropped handler"
    status=1
fi
stop_all
pids=()

echo "== task store faults (scripts/tasks/faults.py)"
python3 scripts/tasks/faults.py "$TARGET/debug/tasks" "$OUT" || status=1

echo "== retry safety across replicas: idempotency keys and rate limits (scripts/tasks/retries.py)"
python3 scripts/tasks/retries.py "$TARGET/debug/tasks" "$OUT" "$HAPROXY" || status=1

echo "== Redis Cluster and Sentinel (scripts/tasks/ha.py)"
python3 scripts/tasks/ha.py "$TARGET/debug/tasks" "$OUT" || status=1

echo "== issue 42's probes: bursts, store down and stalled, one Cluster master down, planned failover, empty restart, eras (scripts/tasks/store_probes.py)"
python3 scripts/tasks/store_probes.py "$TARGET/debug/tasks" "$OUT" "$HAPROXY" || status=1
exit $status
