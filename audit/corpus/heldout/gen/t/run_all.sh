#!/bin/sh
# Regenerates every capture and rebuilds mixed-t.json + gen/meta.json, then validates.
# Needs: /tmp/ht-scratch/venv  (pip: django djangorestframework djangorestframework-simplejwt mcp==2.3.0
#          jsonschema pydantic boto3 "moto[cognitoidp,iam,dynamodb,s3]" requests flask flask-login)
#        /tmp/ht-scratch/venv1 (pip: "mcp<2" requests)  -> mcp 1.30.0
#        /tmp/ht-scratch/nodeproj (npm: @modelcontextprotocol/sdk @modelcontextprotocol/server-filesystem
#          zod ajv ajv-i18n express passport passport-local)
#        /tmp/ht-scratch/share/{projects/site,docs} with projects/site/assets-link -> /etc (symlink case)
#        JDK 17, Ruby 3.1, runuser (for the unprivileged-read case)
set -e
cd "$(dirname "$0")/.."
mkdir -p /tmp/ht-scratch/out
/tmp/ht-scratch/venv/bin/python gen/py_django_drf.py
/tmp/ht-scratch/venv/bin/python gen/py_runtime.py
/tmp/ht-scratch/venv1/bin/python gen/mcp_py_v1_client.py > /dev/null 2>&1
/tmp/ht-scratch/venv/bin/python gen/mcp_py_v2_probe.py > /dev/null 2>&1
sh gen/run_node.sh > /dev/null 2>&1
sh gen/run_java.sh
sh gen/run_ruby.sh
python3 gen/build.py
python3 gen/validate.py
