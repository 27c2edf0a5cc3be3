"""Builds ../{auth,injection,path,policy,clean-a}.json from out/*.json and the entries in build_*.py.

Regenerate the run outputs first (venv and node_modules live under /tmp, not here):
  python3 -m venv /tmp/hv && /tmp/hv/bin/pip install --only-binary :all: pyjwt openai httpx requests stripe \
      slack-sdk pygithub python-gitlab google-api-core azure-core azure-mgmt-core django boto3 casbin cedarpy regopy kubernetes
  /tmp/hv/bin/pip install --no-deps rebuff==0.0.5
  (cd /tmp/hn && npm init -y && npm install jsonwebtoken jose @octokit/rest)
  /tmp/hv/bin/python py_auth.py; /tmp/hv/bin/python py_injection.py; /tmp/hv/bin/python py_path.py
  /tmp/hv/bin/python py_policy.py; node node_auth.mjs; node node_path.mjs; java Gen.java
then: /tmp/hv/bin/python build.py
"""
import runpy, os
os.chdir(os.path.dirname(os.path.abspath(__file__)))
for m in ("build_auth", "build_injection", "build_path", "build_policy", "build_clean"):
    runpy.run_path(m + ".py")
