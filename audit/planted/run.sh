#!/usr/bin/env bash
# Sets up the recall corpus's environments (idempotent; works with CI=true, no stdin, as root):
#
#   bash audit/planted/run.sh            # set up only
#   bash audit/planted/run.sh check      # set up, then check every server (stdio and HTTP) with check_planted.py
#
# - .venv-audit (repo root): python3 -m venv + pip install -r audit/planted/requirements.txt,
#   reused while that file is unchanged (its sha256 is kept in .venv-audit/.requirements.sha256).
# - npm ci in audit/planted/typescript-sdk and audit/planted/throw-everything, skipped while
#   their node_modules match the lockfiles (python_env and node_env: scripts/interop-lib.sh).
# planted.json says how to start each server once this has run.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/retry.sh
source scripts/interop-lib.sh
exec </dev/null
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

PYTHON=${PYTHON:-python3}
VENV=.venv-audit
REQUIREMENTS=audit/planted/requirements.txt

ok=true
echo "== planted: $VENV (from $REQUIREMENTS)"
python_env || { echo "!! planted: installing $REQUIREMENTS failed"; ok=false; }
echo "== planted: npm ci in audit/planted/typescript-sdk and audit/planted/throw-everything"
node_env audit/planted/typescript-sdk || { echo "!! planted: npm ci in typescript-sdk failed"; ok=false; }
node_env audit/planted/throw-everything || { echo "!! planted: npm ci in throw-everything failed"; ok=false; }
$ok || exit 1

if [ "${1:-}" = "check" ]; then
    "$VENV/bin/python" audit/planted/check_planted.py --http
fi
