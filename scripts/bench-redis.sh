# Sourced by the benchmarks that need a real Redis (scripts/bench-tasks.sh,
# scripts/bench-retry.sh): `bench_redis` installs Debian's redis-server when it is missing,
# starts one on a free loopback port (no persistence), killed when the script exits, and
# sets PORT and REDIS (its pid). Needs scripts/retry.sh sourced first.
bench_redis() {
    if ! command -v redis-server >/dev/null; then
        local sudo=()
        [ "$(id -u)" -ne 0 ] && sudo=(sudo -n)
        retry 3 "${sudo[@]}" apt-get update -qq
        retry 3 "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
            --no-install-recommends redis-server redis-tools >/dev/null
    fi
    PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no >/dev/null 2>&1 &
    REDIS=$!
    trap 'kill -9 $REDIS 2>/dev/null || true' EXIT
    for _ in $(seq 50); do
        redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
        sleep 0.1
    done
}
