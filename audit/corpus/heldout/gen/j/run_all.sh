#!/usr/bin/env bash
# Rebuild batch J: capture real library output, generate the four files, validate.
# Needs the venv at ../venv (pip install 'psycopg[binary]' requests httpx redis sqlalchemy boto3 grpcio pymongo pydantic jsonschema aiohttp)
# and node on PATH. Only loopback addresses are contacted. Mock-server ports are random, so the
# port numbers inside some real texts change from run to run.
set -euo pipefail
cd "$(dirname "$0")"
PY=../venv/bin/python
$PY capture_real.py
for g in gen_auth gen_policy gen_guidance gen_mixed; do $PY $g.py; done
$PY ../validate.py
