#!/bin/sh
# Regenerates batch 31. SCRATCH is a mktemp -d folder holding venv/ (pip: django pyjwt oauthlib stripe
# ldap3 aiosmtpd requests botocore cryptography) and node/ (npm: jsonwebtoken).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
: "${SCRATCH:?set SCRATCH}"
"$SCRATCH/venv/bin/python" "$HERE/real_py.py" "$SCRATCH/real_py.json" 2>/dev/null
(cd "$SCRATCH/node" && SCRATCH="$SCRATCH" node "$HERE/real_node.js" "$SCRATCH/real_node.json")
SCRATCH="$SCRATCH" python3 "$HERE/build.py"
python3 "$HERE/../validate.py"
