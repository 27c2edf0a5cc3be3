#!/usr/bin/env bash
# Sets up the recall corpus's environments (idempotent; works with CI=true, no stdin, as root):
#
#   bash audit/planted/run.sh            # set up only
#   bash audit/planted/run.sh check      # set up, then check every server (stdio and HTTP) with check_planted.py
#
# - .venv-audit (repo root): python3 -m venv + pip install -r audit/planted/requirements.txt,
#   reused while that file is unchanged (its sha256 is kept in .venv-audit/.requirements.sha256).
# - npm ci in audit/planted/typescript-sdk and audit/planted/throw-everything.
# planted.json says how to start each server once this has run.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/retry.sh
exec </dev/null
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

PYTHON=${PYTHON:-python3}
VENV=.venv-audit
REQUIREMENTS=audit/planted/requirements.txt

python_env() {
    local wanted
    wanted=$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1)
    if [ -x "$VENV/bin/python" ] && [ "$(cat "$VENV/.requirements.sha256" 2>/dev/null)" = "$wanted" ]; then
        echo "== planted: $VENV up to date"
        return 0
    fi
    echo "== planted: installing $REQUIREMENTS into $VENV"
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV" &&
        retry 3 "$VENV/bin/python" -m pip install --quiet --retries 3 --timeout 30 -r "$REQUIREMENTS" &&
        echo "$wanted" >"$VENV/.requirements.sha256"
}

node_env() {
    local dir=$1
    # npm ci is skipped while node_modules matches the lockfile it was installed from.
    if [ -f "$dir/node_modules/.package-lock.json" ] && cmp -s <(sha256sum <"$dir/package-lock.json") "$dir/node_modules/.planted-lock.sha256" 2>/dev/null; then
        echo "== planted: $dir/node_modules up to date"
        return 0
    fi
    echo "== planted: npm ci in $dir"
    (cd "$dir" && retry 3 npm ci --loglevel=error) &&
        sha256sum <"$dir/package-lock.json" >"$dir/node_modules/.planted-lock.sha256"
}

ok=true
python_env || { echo "!! planted: installing $REQUIREMENTS failed"; ok=false; }
node_env audit/planted/typescript-sdk || { echo "!! planted: npm ci in typescript-sdk failed"; ok=false; }
node_env audit/planted/throw-everything || { echo "!! planted: npm ci in throw-everything failed"; ok=false; }
$ok || exit 1

if [ "${1:-}" = "check" ]; then
    "$VENV/bin/python" audit/planted/check_planted.py --http
fi
