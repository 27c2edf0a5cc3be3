#!/usr/bin/env bash
# Sets up the held-out servers' environments (idempotent; works with CI=true, no stdin, as root):
#
#   bash audit/heldout-servers/run.sh            # set up only
#   bash audit/heldout-servers/run.sh check      # set up, then check every server (stdio and HTTP) with check.py
#   bash audit/heldout-servers/run.sh score CLI  # set up, then score the audit binary CLI with score.py
#
# - audit/heldout-servers/.venv: python3 -m venv + pip install -r audit/heldout-servers/requirements.txt,
#   reused while that file is unchanged (its sha256 is kept in .venv/.requirements.sha256).
# - npm ci in audit/heldout-servers/typescript-sdk, skipped while its node_modules match the
#   lockfile (python_env and node_env: scripts/interop-lib.sh).
# planted.json says how to start each server once this has run.
set -uo pipefail
cd "$(dirname "$0")/../.."
source scripts/retry.sh
source scripts/interop-lib.sh
exec </dev/null
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

PYTHON=${PYTHON:-python3}
VENV=audit/heldout-servers/.venv
REQUIREMENTS=audit/heldout-servers/requirements.txt

ok=true
echo "== heldout: $VENV (from $REQUIREMENTS)"
python_env || { echo "!! heldout: installing $REQUIREMENTS failed"; ok=false; }
echo "== heldout: npm ci in audit/heldout-servers/typescript-sdk"
node_env audit/heldout-servers/typescript-sdk || { echo "!! heldout: npm ci in typescript-sdk failed"; ok=false; }
$ok || exit 1

case "${1:-}" in
    check) "$VENV/bin/python" audit/heldout-servers/check.py --http ;;
    score) "$PYTHON" audit/heldout-servers/score.py "${@:2}" ;;
esac
