#!/usr/bin/env python3
"""Runs real libraries/runtimes in a scratch folder and records the exact error text each produced.
Usage: python3 gen/capture_real.py SCRATCH_DIR   -> writes gen/real_outputs.json
The scratch folder needs node_modules/zod (npm install zod@3) for the Node part."""
import http.server
import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
SCRATCH = os.path.abspath(sys.argv[1])
out = {}

# ---- sqlite3: a tenant search that pastes the argument into SQL (careless author) ----
db = sqlite3.connect(os.path.join(SCRATCH, "leases.db"))
db.execute("CREATE TABLE IF NOT EXISTS tenants (id INTEGER PRIMARY KEY, last_name TEXT, unit TEXT)")
db.execute("CREATE TABLE IF NOT EXISTS employees (id INTEGER PRIMARY KEY, email TEXT UNIQUE)")
db.execute("INSERT OR IGNORE INTO employees (id, email) VALUES (1, 'm.okafor@northwind-hr.example')")
sent = "' UNION SELECT name, sql FROM sqlite_master -- twaudit-3b9e07d1"
try:
    db.execute(f"SELECT id, last_name, unit FROM tenants WHERE last_name = '{sent}'").fetchall()
    out["sqlite_union"] = "no error"
except Exception as e:  # noqa
    out["sqlite_union"] = f"{type(e).__module__}.{type(e).__name__}: {e}"
try:
    db.execute("INSERT INTO employees (id, email) VALUES (2, 'm.okafor@northwind-hr.example')")
except Exception as e:
    out["sqlite_unique"] = f"{type(e).__name__}: {e}"

# ---- sqlite3 command line tool ----
cli_sent = "' OR '1'='1' ORDER BY 9 -- twaudit-c81f22a0"
r = subprocess.run(["sqlite3", os.path.join(SCRATCH, "leases.db"),
                    f"SELECT id, last_name, unit FROM tenants WHERE unit = '{cli_sent}'"],
                   capture_output=True, text=True)
out["sqlite_cli"] = (r.stdout + r.stderr).strip()

# ---- requests: an SMS gateway that is down, and a document service returning 404 ----
import requests
try:
    requests.post("http://127.0.0.1:9/v1/messages", json={"to": "+4915112345678"}, timeout=3)
except Exception as e:
    out["requests_refused"] = f"{type(e).__name__}: {e}"


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


os.makedirs(os.path.join(SCRATCH, "www"), exist_ok=True)
srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a, **k: Quiet(*a, directory=os.path.join(SCRATCH, "www"), **k))
port = srv.server_address[1]
threading.Thread(target=srv.serve_forever, daemon=True).start()
try:
    resp = requests.get(f"http://127.0.0.1:{port}/api/v2/policies/HO-3-558120/declarations", timeout=3)
    resp.raise_for_status()
except Exception as e:
    out["requests_404"] = f"{type(e).__name__}: {e}"
    out["requests_404_port"] = port
srv.shutdown()

# ---- json: an upstream that answered with an empty body ----
try:
    json.loads("")
except Exception as e:
    out["json_empty"] = f"{type(e).__module__}.{type(e).__name__}: {e}"

# ---- a payroll export module raising KeyError: full traceback ----
pkg = os.path.join(SCRATCH, "payroll_mcp")
os.makedirs(pkg, exist_ok=True)
open(os.path.join(pkg, "__init__.py"), "w").close()
with open(os.path.join(pkg, "sepa.py"), "w") as f:
    f.write(
        "def build_row(emp):\n"
        "    return {\n"
        "        'name': emp['display_name'],\n"
        "        'iban': emp['bank']['iban'],\n"
        "        'amount': emp['net_pay'],\n"
        "    }\n\n"
        "def export_batch(employees):\n"
        "    return [build_row(e) for e in employees]\n")
with open(os.path.join(pkg, "tools.py"), "w") as f:
    f.write(
        "from payroll_mcp.sepa import export_batch\n\n"
        "def export_sepa(run_id, store):\n"
        "    employees = store[run_id]\n"
        "    rows = export_batch(employees)\n"
        "    return {'rows': len(rows)}\n")
with open(os.path.join(pkg, "server.py"), "w") as f:
    f.write(
        "import importlib\n\n"
        "def dispatch(module, func, *args):\n"
        "    handler = getattr(importlib.import_module('payroll_mcp.' + module), func)\n"
        "    return handler(*args)\n")
sys.path.insert(0, SCRATCH)
from payroll_mcp.server import dispatch  # noqa: E402
try:
    dispatch("tools", "export_sepa", "PR-2024-05", {"PR-2024-05": [{"display_name": "A. Lindqvist", "bank": {}, "net_pay": 3120.5}]})
except Exception:
    out["py_traceback"] = traceback.format_exc().strip()

# ---- a JSON-RPC handler that crashed: traceback for the error's data ----
with open(os.path.join(pkg, "leave.py"), "w") as f:
    f.write(
        "from datetime import date\n\n"
        "def remaining_days(balance, start, end):\n"
        "    used = (date.fromisoformat(end) - date.fromisoformat(start)).days + 1\n"
        "    return balance['annual'] - used\n")
try:
    dispatch("leave", "remaining_days", {"annual": 25}, "2024-07-01", "2024-07-3")
except Exception:
    out["py_traceback_leave"] = traceback.format_exc().strip()

# ---- pydantic v2: tool argument model ----
from pydantic import BaseModel, Field, ValidationError  # noqa: E402


class PayrollPeriodArgs(BaseModel):
    company_id: str
    period_days: int = Field(ge=1, le=31)


try:
    PayrollPeriodArgs(company_id="c-104", period_days=1000001)
except ValidationError as e:
    out["pydantic_above_max"] = str(e)
    out["pydantic_above_max_repr"] = f"{type(e).__module__}.{type(e).__name__}: {e}"


class InviteArgs(BaseModel):
    email: str
    seats: int


try:
    InviteArgs(email="dev@example.org", seats="twaudit-6a0d4e19")
except ValidationError as e:
    out["pydantic_wrong_type"] = str(e)

# ---- jsonschema: enum check on a campaign status ----
import jsonschema  # noqa: E402
try:
    jsonschema.validate({"status": "twaudit-0f4c9b72"},
                        {"type": "object", "properties": {"status": {"enum": ["draft", "scheduled", "sent"]}}})
except jsonschema.ValidationError as e:
    out["jsonschema_enum"] = e.message

# ---- Flask / Werkzeug error pages ----
from flask import Flask, abort  # noqa: E402
app = Flask("listings_upstream")


@app.get("/api/listings/<lid>/photos")
def photos(lid):
    abort(403)


@app.get("/api/me")
def me():
    abort(401)


c = app.test_client()
out["werkzeug_403"] = c.get("/api/listings/LX-20931/photos").get_data(as_text=True)
out["werkzeug_401"] = c.get("/api/me").get_data(as_text=True)

# ---- psql with no server ----
r = subprocess.run(["psql", "-h", "127.0.0.1", "-p", "5432", "-U", "hr_reader", "-d", "hris", "-c", "select 1"],
                   capture_output=True, text=True, env={**os.environ, "PGCONNECT_TIMEOUT": "3"})
out["psql_refused"] = r.stderr.strip()

# ---- Node: JSON.parse of an HTML page, a path check with a stack, zod enum ----
js = r"""
const path = require('path');
const { z } = require('zod');
const out = {};
try { JSON.parse('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'); }
catch (e) { out.node_json = `${e.name}: ${e.message}`; }
function resolveInside(root, rel) {
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) {
    throw new Error(`Path escapes repository root: ${full}`);
  }
  return full;
}
function readRepoFile(args) { return resolveInside('/srv/gitmirror/repos/acme-web', args.path); }
try { readRepoFile({ path: '../../../../etc/passwd' }); }
catch (e) { out.node_path_stack = e.stack; }
const Schedule = z.object({ frequency: z.enum(['weekly', 'biweekly', 'monthly']) });
const r = Schedule.safeParse({ frequency: 'twaudit-9d27c4e0' });
out.zod_enum = r.error.issues;
process.stdout.write(JSON.stringify(out));
"""
jsf = os.path.join(SCRATCH, "capture.js")
with open(jsf, "w") as f:
    f.write(js)
r = subprocess.run(["node", jsf], capture_output=True, text=True, cwd=SCRATCH)
out.update(json.loads(r.stdout))
out["node_version"] = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()

import importlib.metadata as md  # noqa: E402
out["versions"] = {p: md.version(p) for p in ["pydantic", "jsonschema", "flask", "werkzeug", "requests"]}
out["versions"]["python"] = sys.version.split()[0]
out["versions"]["sqlite"] = sqlite3.sqlite_version
out["scratch"] = SCRATCH

with open(os.path.join(HERE, "real_outputs.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print("\n\n".join(f"== {k}\n{v}" for k, v in out.items()))
