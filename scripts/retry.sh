# Sourced by the scripts that install from a registry: `retry N CMD...` runs CMD up to N
# times, 10 s apart, so that one registry hiccup is not counted as a failed run.
retry() {
    local n=$1 i
    shift
    for ((i = 1; i <= n; i++)); do
        "$@" && return 0
        if [ "$i" -lt "$n" ]; then
            echo "attempt $i of $n failed, retrying in 10 s: $*" >&2
            sleep 10
        fi
    done
    return 1
}
