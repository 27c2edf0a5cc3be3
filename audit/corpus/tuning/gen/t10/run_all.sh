#!/bin/bash
# Regenerates batch 10 into /work/gen-10/out/. Needs: pip install pyjwt authlib joserfc itsdangerous requests httpx
# boto3 paramiko ldap3 redis django djangorestframework djangorestframework-simplejwt pydantic jsonschema werkzeug;
# apt-get install redis-server; (cd /work/gen-10/node && npm install jsonwebtoken jose).
set -e
cd /work/gen-10/gen
python3 gen_auth.py
python3 gen_near.py
python3 gen_mixed.py
python3 check.py
