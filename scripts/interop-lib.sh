# Sourced by the scripts that drive servers and clients from other ecosystems (interop.sh,
# interop-http.sh, interop-clients.sh, bench-lambda.sh, and the audit's corpora: audit/planted/run.sh,
# audit/peers/run.sh): what they share. They source scripts/retry.sh first.
#
#   add_counts PREFIX LOG STATUS   # LOG ends with `PREFIX: N passed, N failed`; STATUS is the
#                                  # suite's exit status
#
# Adds N and N to $passed and $failed; calls setup_failed (the caller's) when the line is
# missing, or when the suite exited non-zero with no failed test.
add_counts() {
    local prefix=$1 log=$2 status=$3 counts p f
    counts=$(grep -E "^$prefix: [0-9]+ passed, [0-9]+ failed$" "$log" | tail -n 1)
    if [ -z "$counts" ]; then
        setup_failed "the $prefix suite (exit $status, no counts reported)"
        return
    fi
    p=$(sed -E 's/^[^:]+: ([0-9]+) passed, ([0-9]+) failed$/\1/' <<<"$counts")
    f=$(sed -E 's/^[^:]+: ([0-9]+) passed, ([0-9]+) failed$/\2/' <<<"$counts")
    passed=$((passed + p))
    failed=$((failed + f))
    if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
        setup_failed "the $prefix suite (exit $status with no failed test)"
    fi
}

# The Python suites' pinned environment in $VENV (from $REQUIREMENTS, with $PYTHON), reused
# while the requirements file is unchanged. Returns non-zero if it cannot be set up.
python_env() {
    local wanted
    wanted=$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1)
    if [ -x "$VENV/bin/python" ] && [ "$(cat "$VENV/.requirements.sha256" 2>/dev/null)" = "$wanted" ]; then
        echo "up to date"
        return 0
    fi
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV" &&
        retry 3 "$VENV/bin/python" -m pip install --quiet --retries 3 --timeout 30 -r "$REQUIREMENTS" &&
        echo "$wanted" >"$VENV/.requirements.sha256"
}

# npm ci in $1, skipped while its node_modules is what the lockfile installed (a copy of the
# lockfile is kept in it after a successful install) and each further path given is an
# executable in $1 (npm ci empties node_modules first: a skipped install saves a download).
# Returns non-zero if it cannot be set up.
node_env() {
    local dir=$1 path fresh=true
    local stamp=$dir/node_modules/.toolwright-package-lock.json
    shift
    cmp -s "$dir/package-lock.json" "$stamp" || fresh=false
    for path in "$@"; do
        [ -x "$dir/$path" ] || fresh=false
    done
    if $fresh; then
        echo "$dir/node_modules matches package-lock.json"
        return 0
    fi
    (cd "$dir" && retry 3 npm ci --loglevel=error) && cp "$dir/package-lock.json" "$stamp"
}

# cargo-lambda (`cargo lambda watch`: AWS Lambda's Runtime API and Function URLs, emulated) in
# .venv-lambda, as interop/lambda/requirements.txt pins it, reused while that file is unchanged;
# exports CARGO_LAMBDA, its binary. `--no-deps`: the wheel is the binary, and its one dependency
# (ziglang, 400 MB) is only for cross-compiling. Returns non-zero if it cannot be set up.
cargo_lambda_env() {
    local venv=.venv-lambda requirements=interop/lambda/requirements.txt wanted
    wanted=$(sha256sum "$requirements" | cut -d' ' -f1)
    export CARGO_LAMBDA=$PWD/$venv/bin/cargo-lambda
    if [ -x "$CARGO_LAMBDA" ] && [ "$(cat "$venv/.requirements.sha256" 2>/dev/null)" = "$wanted" ]; then
        echo "up to date"
        return 0
    fi
    rm -rf "$venv"
    python3 -m venv "$venv" &&
        retry 3 "$venv/bin/python" -m pip install --quiet --retries 3 --timeout 30 --no-deps -r "$requirements" &&
        echo "$wanted" >"$venv/.requirements.sha256"
}
