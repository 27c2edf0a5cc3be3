#!/usr/bin/env python3
"""Runs the libraries / clients that produce the 'real' texts of batch 38 and stores what they
printed in gen/real_outputs.json. Usage: python3 gen/real.py <scratch-dir>
Everything it creates (helper modules, node scripts, HOME) lives in the scratch dir."""
import json
import os
import sqlite3
import subprocess
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary  # noqa: E402

S = sys.argv[1]
OUT = {}
os.environ["HOME"] = S

# ---- t38-025: boto3 with no credentials anywhere -------------------------------------------
for k in list(os.environ):
    if k.startswith("AWS_"):
        del os.environ[k]
os.environ.update(AWS_EC2_METADATA_DISABLED="true", AWS_CONFIG_FILE="/dev/null",
                  AWS_SHARED_CREDENTIALS_FILE="/dev/null")
import boto3  # noqa: E402
import botocore  # noqa: E402
from botocore.config import Config  # noqa: E402

try:
    boto3.client("sts", region_name="eu-central-1").get_caller_identity()
except Exception as e:  # what the tool's handler does
    OUT["t38-025"] = {"text": f"sts:GetCallerIdentity failed: {type(e).__name__}: {e}",
                      "lib": f"boto3 {boto3.__version__} / botocore {botocore.__version__}"}

# ---- t38-026: boto3 against a MinIO endpoint that is down ----------------------------------
s3 = boto3.client("s3", endpoint_url="http://127.0.0.1:9", region_name="us-east-1",
                  aws_access_key_id="minio-velero", aws_secret_access_key="not-a-real-secret",
                  config=Config(retries={"max_attempts": 0}, connect_timeout=2))
try:
    s3.list_objects_v2(Bucket="velero-backups", Prefix="backups/prod-eu/")
except Exception as e:
    OUT["t38-026"] = {"text": f"Failed to list backups: {e}",
                      "lib": f"boto3 {boto3.__version__} / botocore {botocore.__version__}"}

# ---- t38-053: sqlite3 with a query built by string concatenation ----------------------------
db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE incidents (id INTEGER PRIMARY KEY, service TEXT, severity TEXT, opened_at TEXT)")
db.execute("INSERT INTO incidents (service, severity, opened_at) VALUES ('checkout', 'sev2', '2024-05-02T10:11:00Z')")
sent53 = "' UNION SELECT name FROM sqlite_master -- " + canary("t38-053")
try:
    db.execute("SELECT id, service, severity, opened_at FROM incidents WHERE service = '" + sent53 + "'").fetchall()
except Exception as e:
    OUT["t38-053"] = {"text": f"{type(e).__module__}.{type(e).__name__}: {e}", "sent": sent53,
                      "lib": f"Python {sys.version.split()[0]} sqlite3 (SQLite {sqlite3.sqlite_version})"}

# ---- t38-054: a traceback from a Prometheus-query helper module -----------------------------
pkg = os.path.join(S, "prom_mcp")
os.makedirs(pkg, exist_ok=True)
open(os.path.join(pkg, "__init__.py"), "w").close()
with open(os.path.join(pkg, "series.py"), "w") as f:
    f.write('''def pick_series(payload, job):
    by_job = {r["metric"]["job"]: r for r in payload["data"]["result"]}
    return by_job[job]["values"]


def top_series(payload, job, n=5):
    values = pick_series(payload, job)
    return sorted(values, key=lambda v: float(v[1]), reverse=True)[:n]
''')
with open(os.path.join(pkg, "handlers.py"), "w") as f:
    f.write('''import traceback

from prom_mcp.series import top_series


def handle_top_series(payload, args):
    try:
        return {"isError": False, "text": repr(top_series(payload, args["job"]))}
    except Exception:
        return {"isError": True, "text": traceback.format_exc().rstrip()}
''')
sys.path.insert(0, S)
from prom_mcp.handlers import handle_top_series  # noqa: E402

payload = {"status": "success", "data": {"resultType": "matrix", "result": [
    {"metric": {"job": "node-exporter"}, "values": [[1714650000, "0.42"]]}]}}
OUT["t38-054"] = {"text": handle_top_series(payload, {"job": "kube-state-metrics"})["text"],
                  "lib": f"CPython {sys.version.split()[0]} traceback"}

# ---- t38-055 / t38-056: pydantic validation errors ------------------------------------------
import pydantic  # noqa: E402
from typing import Literal  # noqa: E402


class SetLogLevel(pydantic.BaseModel):
    service: str
    level: Literal["debug", "info", "warn", "error"]


try:
    SetLogLevel(service="ingress-gateway", level=canary("t38-055"))
except pydantic.ValidationError as e:
    OUT["t38-055"] = {"text": str(e), "lib": f"pydantic {pydantic.VERSION}"}


class ScaleDeployment(pydantic.BaseModel):
    namespace: str
    deployment: str
    replicas: int


try:
    ScaleDeployment(namespace="web", deployment="frontend", replicas=canary("t38-056"))
except pydantic.ValidationError as e:
    data = json.loads(e.json(include_url=False))
    OUT["t38-056"] = {"message": "Invalid params", "data": data, "lib": f"pydantic {pydantic.VERSION}"}

# ---- t38-057: jsonschema maximum ------------------------------------------------------------
import jsonschema  # noqa: E402
from importlib.metadata import version  # noqa: E402

schema = {"type": "object", "properties": {
    "query": {"type": "string"},
    "limit": {"type": "integer", "minimum": 1, "maximum": 500}}, "required": ["query"]}
try:
    jsonschema.validate({"query": "{app=\"billing\"} |= \"timeout\"", "limit": 1000001}, schema)
except jsonschema.ValidationError as e:
    OUT["t38-057"] = {"text": str(e), "lib": f"jsonschema {version('jsonschema')}"}

# ---- t38-058: requests to an Alertmanager that is not listening -----------------------------
import requests  # noqa: E402

try:
    requests.get("http://127.0.0.1:9093/api/v2/alerts", params={"silenced": "false", "active": "true"}, timeout=3)
except Exception as e:
    OUT["t38-058"] = {"text": f"{type(e).__name__}: {e}", "lib": f"requests {requests.__version__}"}

# ---- t38-059: PyYAML on a broken manifest ---------------------------------------------------
import yaml  # noqa: E402

manifest = """apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: billing-api
  namespace: argocd
 spec:
  project: default
"""
try:
    yaml.safe_load(manifest)
except yaml.YAMLError as e:
    OUT["t38-059"] = {"text": str(e), "lib": f"PyYAML {yaml.__version__}"}

# ---- t38-060: psql client against a Postgres that is down -----------------------------------
env = dict(os.environ, LC_ALL="C", LANG="C", PGCONNECT_TIMEOUT="3")
p = subprocess.run(["psql", "host=127.0.0.1 port=5439 user=grafana dbname=grafana", "-c",
                    "SELECT uid, title FROM dashboard WHERE org_id = 1"], capture_output=True, text=True, env=env)
ver = subprocess.run(["psql", "--version"], capture_output=True, text=True).stdout.strip()
OUT["t38-060"] = {"text": p.stderr.strip(), "lib": ver}

# ---- t38-061 / t38-062: node ----------------------------------------------------------------
nd = os.path.join(S, "uptime-kuma-mcp", "tools")
os.makedirs(nd, exist_ok=True)
with open(os.path.join(nd, "monitors.mjs"), "w") as f:
    f.write('''export async function listMonitors(base) {
  const res = await fetch(new URL("/api/status-page/heartbeat/main", base));
  return res.json();
}

try {
  await listMonitors("http://127.0.0.1:3001");
} catch (err) {
  // the tool puts err.stack and the cause into the result text
  process.stdout.write(err.stack + "\\n[cause]: " + (err.cause && err.cause.stack ? err.cause.stack.split("\\n")[0] : String(err.cause)));
}
''')
with open(os.path.join(nd, "webhook.mjs"), "w") as f:
    f.write('''const input = process.argv[2];
try {
  new URL(input);
} catch (err) {
  process.stdout.write(JSON.stringify({message: err.message, data: {name: err.name, code: err.code, input: err.input}}));
}
''')
nv = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
r = subprocess.run(["node", os.path.join(nd, "monitors.mjs")], capture_output=True, text=True, timeout=30)
OUT["t38-061"] = {"text": r.stdout.strip(), "lib": f"Node.js {nv} fetch (undici)"}
sent62 = canary("t38-062") + "/" + "A" * 1200
r = subprocess.run(["node", os.path.join(nd, "webhook.mjs"), sent62], capture_output=True, text=True, timeout=30)
OUT["t38-062"] = dict(json.loads(r.stdout), sent=sent62, lib=f"Node.js {nv} WHATWG URL")

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "real_outputs.json"), "w", encoding="utf-8") as f:
    json.dump(OUT, f, ensure_ascii=False, indent=1)
print(json.dumps(OUT, ensure_ascii=False, indent=1)[:20000])
