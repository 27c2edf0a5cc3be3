#!/usr/bin/env bash
# MSRV: the core (toolwright, toolwright-macros, feature `http`) builds and its tests pass on
# Rust 1.85, the toolchain Debian bookworm ships as `rustc-web`/`cargo-web`; toolwright-audit
# builds on it too (its tests need the example servers, which need 1.88).
#
#   bash scripts/msrv.sh                  # all three steps
#   bash scripts/msrv.sh prepare|build|test   # one step (each needs the ones before it)
#
# prepare: the toolchain, the copy, its lockfile and its crates (apt and the network: in the
# foreground of CI); build: every build, the tests' included, none run (CPU only: CI runs it in
# the background at the lowest priority while its waiting sections run); test: the tests
# (timed: CI runs them in the foreground, once nothing else builds).
#
# Installs rustc-web and cargo-web 1.85 (by version) with apt when /usr/bin/rustc is not 1.85, copies the
# workspace's tracked files to target/msrv/src with only the core's members (macros, runtime,
# audit-cli and the integration tests; not the compile-fail suite, tests/compile-fail, whose
# snapshots are pinned to the rustc of the README), resolves a fresh lockfile with cargo's
# MSRV-aware resolver (`incompatible-rust-versions = "fallback"`, what a user on 1.85 gets with
# `resolver = "3"`), then builds and tests with Debian's cargo and rustc (unoptimized
# throughout: the workspace's opt-level for the regex engine, there for the audit's suites,
# which do not run here, is left out of the copy). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/retry.sh
exec </dev/null

MSRV=1.85
ROOT=$PWD
WORK=${CARGO_TARGET_DIR:-$ROOT/target}/msrv
CARGO=/usr/bin/cargo
export RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc
export CARGO_TARGET_DIR=$WORK/target
export CARGO_RESOLVER_INCOMPATIBLE_RUST_VERSIONS=fallback
export CARGO_INCREMENTAL=0 CARGO_TERM_COLOR=never

is_msrv() { [ -x "$1" ] && "$1" --version 2>/dev/null | grep -q "^$2 $MSRV\."; }

step=${1:-all}
case $step in all | prepare | build | test) ;; *)
    echo "usage: bash scripts/msrv.sh [prepare|build|test]" >&2
    exit 2
    ;;
esac

prepare() {
    echo "== msrv: Debian's rustc-web and cargo-web ($MSRV)"
    if ! is_msrv "$RUSTC" rustc || ! is_msrv "$CARGO" cargo; then
        sudo=()
        [ "$(id -u)" -ne 0 ] && sudo=(sudo -n)
        mkdir -p "$WORK"
        # bookworm-security now carries a newer rustc-web (1.96) beside bookworm's 1.85: ask
        # for the $MSRV release by its version, and its standard library with it.
        { retry 3 "${sudo[@]}" apt-get update -qq &&
            version=$(apt-cache madison rustc-web | awk -v m="$MSRV" '$3 ~ "^"m"\\." {print $3; exit}') &&
            [ -n "$version" ] &&
            retry 3 "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
                --no-install-recommends --allow-downgrades "rustc-web=$version" "cargo-web=$version" \
                "libstd-rust-web-dev=$version" "libstd-rust-web-$MSRV=$version"; } >"$WORK/apt.log" 2>&1 ||
            { tail -n 20 "$WORK/apt.log"; echo "!! msrv: installing rustc-web $MSRV failed"; exit 1; }
    fi
    "$RUSTC" --version
    "$CARGO" --version
    is_msrv "$RUSTC" rustc || { echo "!! msrv: $RUSTC is not $MSRV"; exit 1; }

    echo "== msrv: a copy of the workspace with the core's members only"
    rm -rf "$WORK/src"
    mkdir -p "$WORK/src"
    git ls-files -z | xargs -0 cp --parents -t "$WORK/src"
    # Files changed but not yet committed are copied as they are in the work tree.
    cd "$WORK/src"
    python3 - <<'EOF'
import re
with open("Cargo.toml") as f:
    s = f.read()
s, n = re.subn(r'members = \[[^\]]*\]', 'members = ["macros", "runtime", "tests", "audit-cli"]', s)
assert n == 1, "workspace members not found"
s, n = re.subn(r'(?m)^\[profile\.dev\.package\.(regex-automata|regex-syntax|aho-corasick|memchr)\]\nopt-level = 3\n', '', s)
assert n == 4, "the regex engine's opt-level not found"
with open("Cargo.toml", "w") as f:
    f.write(s)
EOF
    rm -f Cargo.lock
    retry 3 "$CARGO" generate-lockfile
    # The crates for this machine's target only (a plain fetch takes every platform's).
    retry 3 "$CARGO" fetch --target "$("$RUSTC" -vV | sed -n 's/^host: //p')"
}

# The same features in both steps, so that the test step builds nothing the build step did not.
TESTED=(-p toolwright -p toolwright-macros -p toolwright-tests --features toolwright-tests/http,toolwright-tests/testing)

build() {
    cd "$WORK/src"
    echo "== msrv: build the core on $MSRV (toolwright with \`http\`, toolwright-macros) and toolwright-audit"
    "$CARGO" build -p toolwright -p toolwright-macros -p toolwright-audit --features toolwright/http
    echo "== msrv: build the core's tests on $MSRV"
    "$CARGO" test "${TESTED[@]}" --no-run
}

run_tests() {
    cd "$WORK/src"
    echo "== msrv: test the core on $MSRV (unit, doc and integration tests), the test client (\`testing\`) with it"
    "$CARGO" test "${TESTED[@]}"
    echo "msrv: the core builds and passes its tests on $("$RUSTC" --version)"
}

case $step in
all)
    prepare
    build
    run_tests
    ;;
prepare) prepare ;;
build) build ;;
test) run_tests ;;
esac
