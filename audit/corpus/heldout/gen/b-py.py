# Produces raw failure texts with real Python libraries (run with /tmp/venv-b/bin/python).
# pip install pydantic jsonschema requests httpx psycopg2-binary botocore kubernetes 'mcp<2'
# Needs a local PostgreSQL (db "orders", user app/app, table orders) for the psycopg2 items.
# Output: /tmp/b-out/py.json  {key: {"sent": ..., "text": ...}}
import asyncio, json, linecache, socket, sqlite3, threading, traceback, os, http.server, time
from typing import Literal

OUT = {}
def put(key, text, sent=None):
    OUT[key] = {"sent": sent, "text": text}

def fake_module(filename, src, name):
    """Run source under a chosen filename so tracebacks show a deployed path (real traceback machinery)."""
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    g = {"__name__": name}
    exec(compile(src, filename, "exec"), g)
    return g

DISPATCH_SRC = '''import traceback

def call_tool(fn, *args):
    try:
        return fn(*args)
    except Exception:
        return traceback.format_exc()
'''

# ---------- MCP FastMCP (mcp 1.x) with pydantic argument validation ----------
from pydantic import Field, BaseModel, ConfigDict, ValidationError
from mcp.server.fastmcp import FastMCP
from mcp.shared.memory import create_connected_server_and_client_session

srv = FastMCP("orders")

@srv.tool()
def search_orders(limit: int = Field(20, ge=1, le=100), status: Literal["open", "shipped", "cancelled"] = "open") -> str:
    return "ok"

@srv.tool()
def export_report(month: str) -> str:
    raise RuntimeError()  # an exception without a message

class Invoice(BaseModel):
    number: str
    amount: float

@srv.tool()
def get_order(order_id: str) -> str:
    row = {"id": "A-1"}
    return row["order_id"]  # KeyError -> FastMCP wraps str(e)

async def mcp_calls():
    async with create_connected_server_and_client_session(srv._mcp_server) as c:
        r = await c.call_tool("search_orders", {"limit": "twaudit-3f9a0c12"})
        put("fastmcp-wrongtype", r.content[0].text, "twaudit-3f9a0c12")
        r = await c.call_tool("search_orders", {"limit": 987654321987})
        put("fastmcp-abovemax", r.content[0].text, "987654321987")
        r = await c.call_tool("search_orders", {"status": "twaudit-7b21e4d0"})
        put("fastmcp-enum", r.content[0].text, "twaudit-7b21e4d0")
        r = await c.call_tool("get_order", {"order_id": "A-1"})
        put("fastmcp-keyerror", r.content[0].text, None)
        r = await c.call_tool("export_report", {"month": "2024-05"})
        put("fastmcp-empty-message", r.content[0].text, None)
asyncio.run(mcp_calls())

class ExportArgs(BaseModel):
    model_config = ConfigDict(hide_input_in_errors=True)
    page_size: int = Field(ge=1, le=250)
try:
    ExportArgs(page_size=987654321987)
except ValidationError as e:
    put("pydantic-hidden-input", str(e), "987654321987")

class Contact(BaseModel):
    email: str = Field(pattern=r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$")
SQLP = "twaudit-0d4e8a61' OR '1'='1' --"   # the sql probe, sent into a string field with a pattern
try:
    Contact(email=SQLP)
except ValidationError as e:
    put("pydantic-pattern-classname", f"{type(e).__module__}.{type(e).__name__}: {e}", SQLP)

# ---------- jsonschema ----------
import jsonschema
schema = {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100},
          "status": {"enum": ["open", "closed", "pending"]}}}
try:
    jsonschema.validate({"limit": "twaudit-91c0ae37"}, schema)
except jsonschema.ValidationError as e:
    put("jsonschema-wrongtype-full", str(e), "twaudit-91c0ae37")
try:
    jsonschema.validate({"status": "twaudit-5e62b8f4"}, schema)
except jsonschema.ValidationError as e:
    put("jsonschema-enum-msg", e.message, "twaudit-5e62b8f4")
try:
    jsonschema.validate({"limit": 987654321987}, schema)
except jsonschema.ValidationError as e:
    put("jsonschema-abovemax-msg", e.message, "987654321987")

# ---------- sqlite3 ----------
db = sqlite3.connect(":memory:")
db.execute("create table tickets(id integer primary key, title text, owner text)")
q = "twaudit-c4a1f702' OR '1'='1' --"
tickets_src = '''import sqlite3

def find_tickets(db, owner):
    sql = "SELECT id, title FROM tickets WHERE (owner = '" + owner + "') ORDER BY id"
    return db.execute(sql).fetchall()

def handle(db, args):
    return {"tickets": find_tickets(db, args["owner"])}
'''
g = fake_module("/app/helpdesk_mcp/tools/tickets.py", tickets_src, "helpdesk_mcp.tools.tickets")
d = fake_module("/app/helpdesk_mcp/server.py", DISPATCH_SRC, "helpdesk_mcp.server")
try:
    g["handle"](db, {"owner": q})
except Exception as e:
    put("sqlite-str", f"{type(e).__module__}.{type(e).__name__}: {e}", q)
put("sqlite-traceback", d["call_tool"](g["handle"], db, {"owner": q}), q)

# ---------- PostgreSQL: psycopg2 ----------
import psycopg2
pg = psycopg2.connect(host="127.0.0.1", dbname="orders", user="app", password="app")
pg.autocommit = True
cur = pg.cursor()
def pgerr(key, sql, sent, fmt="{cls}: {e}"):
    try:
        cur.execute(sql)
    except psycopg2.Error as e:
        put(key, fmt.format(cls=f"{type(e).__module__}.{type(e).__name__}", e=str(e)), sent)
sq = "twaudit-2b7f90de' OR '1'='1' --"
pgerr("pg-sql-syntax", "SELECT id, total FROM orders WHERE customer IN ('%s')\n ORDER BY id LIMIT 20" % sq, sq)
import subprocess
psq = "twaudit-61d8e0b3' OR '1'='1' --"
r = subprocess.run(["psql", "-h", "127.0.0.1", "-U", "app", "-d", "orders", "-At", "-c",
                    "SELECT id, total FROM orders WHERE id = %s" % psq], env={**os.environ, "PGPASSWORD": "app"},
                   capture_output=True, text=True)
put("psql-trailing-junk", r.stderr, psq)
pgerr("pg-out-of-range", "INSERT INTO orders (id, customer, status) VALUES ('987654321987', 'acme', 'open')", "987654321987", "{e}")
pgerr("pg-check-enum", "INSERT INTO orders (id, customer, status) VALUES (7, 'acme', 'twaudit-e83d1c05')", "twaudit-e83d1c05")
pgerr("pg-undefined-column", "SELECT id FROM orders ORDER BY twaudit_6a0f", None)

# ---------- network clients ----------
def _closed():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p
r = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(_closed()), "-U", "reporting", "-d", "warehouse", "-c", "select 1"],
                   capture_output=True, text=True)
put("psql-connrefused", r.stderr)
import requests, httpx, urllib.request, urllib.error
_real_gai = socket.getaddrinfo
HOSTMAP = {"inventory.prod.svc.cluster.local": "127.0.0.1", "billing-api.internal": "127.0.0.1",
           "search-backend.corp.acme.net": "127.0.0.1"}
def fake_gai(host, *a, **k):
    if host in HOSTMAP:
        return _real_gai(HOSTMAP[host], *a, **k)
    if host.endswith(".internal") or host.endswith(".local"):
        raise socket.gaierror(-2, "Name or service not known")  # what glibc returns for an unknown name
    return _real_gai(host, *a, **k)
socket.getaddrinfo = fake_gai

def free_port():
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close(); return p
closed = free_port()

try:
    requests.get(f"http://inventory.prod.svc.cluster.local:{closed}/v1/stock", params={"sku": "A-100"}, timeout=3)
except requests.RequestException as e:
    put("requests-connrefused-host", str(e))
try:
    requests.post("http://ledger-db-proxy.internal:8443/api/v2/entries", json={}, timeout=3)
except requests.RequestException as e:
    put("requests-dns", str(e))

# a listener that accepts and never answers -> read timeout
silent = socket.socket(); silent.bind(("127.0.0.1", 0)); silent.listen(5)
sp = silent.getsockname()[1]
try:
    requests.get(f"http://search-backend.corp.acme.net:{sp}/query", params={"q": "x"}, timeout=(2, 1.5))
except requests.RequestException as e:
    put("requests-readtimeout", str(e))

class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b'{"error":"upstream unavailable"}'
        code = 502 if "items" in self.path else 500
        self.send_response(code); self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
    def log_message(self, *a): pass
hs = http.server.HTTPServer(("127.0.0.1", 0), H); hp = hs.server_address[1]
threading.Thread(target=hs.serve_forever, daemon=True).start()
try:
    r = httpx.get(f"http://billing-api.internal:{hp}/v2/items?account=4411")
    r.raise_for_status()
except httpx.HTTPError as e:
    put("httpx-status-502", str(e))
try:
    httpx.get(f"http://127.0.0.1:{closed}/healthz")
except httpx.HTTPError as e:
    put("httpx-connect-bare", str(e))
    put("httpx-connect-repr", f"{type(e).__module__}.{type(e).__name__}: {e}")
try:
    urllib.request.urlopen(f"http://127.0.0.1:{closed}/graphql", timeout=3)
except urllib.error.URLError as e:
    put("urllib-urlerror", str(e))

# chained traceback from requests inside a handler
weather_src = '''import requests

BASE = "http://inventory.prod.svc.cluster.local:%d"

def stock_level(sku):
    resp = requests.get(BASE + "/v1/stock", params={"sku": sku}, timeout=3)
    resp.raise_for_status()
    return resp.json()["available"]
''' % closed
g = fake_module("/srv/inventory-mcp/inventory/tools.py", weather_src, "inventory.tools")
d = fake_module("/srv/inventory-mcp/inventory/server.py", DISPATCH_SRC, "inventory.server")
put("requests-traceback", d["call_tool"](g["stock_level"], "A-100"))

# a handler bug: traceback returned inside a success payload
report_src = '''from datetime import datetime

def monthly_report(rows, month):
    totals = {}
    for row in rows:
        key = row["region"].upper()
        totals[key] = totals.get(key, 0) + row["amount"]
    return {"month": month, "totals": totals}
'''
g = fake_module("/home/deploy/reports-mcp/reports/monthly.py", report_src, "reports.monthly")
d = fake_module("/home/deploy/reports-mcp/reports/app.py", DISPATCH_SRC, "reports.app")
rows = [{"region": "emea", "amount": 10}, {"region": None, "amount": 3}]
put("py-attr-traceback", d["call_tool"](g["monthly_report"], rows, "2024-05"))
try:
    g["monthly_report"](rows, "2024-05")
except Exception as e:
    put("py-attr-bare", str(e))

# a handler that validates upstream data: the only validation words sit inside the traceback
inv_src = '''from pydantic import BaseModel

class Invoice(BaseModel):
    number: str
    amount: float

def fetch_invoice(client, number):
    payload = client.get(number)
    return Invoice.model_validate(payload)
'''
g = fake_module("/app/billing_mcp/invoices.py", inv_src, "billing_mcp.invoices")
d = fake_module("/app/billing_mcp/server.py", DISPATCH_SRC, "billing_mcp.server")
class FakeUpstream:
    def get(self, n): return {"number": n, "amount": "12,50"}
put("py-pydantic-in-traceback", d["call_tool"](g["fetch_invoice"], FakeUpstream(), "INV-88"))

# ---------- botocore ClientError (Stubber; error codes/messages in AWS's documented format) ----------
import botocore.session
from botocore.stub import Stubber
bs = botocore.session.get_session()
lam = bs.create_client("lambda", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="x")
with Stubber(lam) as st:
    st.add_client_error("invoke", service_error_code="ResourceNotFoundException", http_status_code=404,
        service_message="Function not found: arn:aws:lambda:eu-west-1:493817265104:function:orders-sync-prod:$LATEST")
    try:
        lam.invoke(FunctionName="orders-sync-prod")
    except Exception as e:
        put("boto-lambda-notfound", str(e))
ddb = bs.create_client("dynamodb", region_name="us-east-2", aws_access_key_id="x", aws_secret_access_key="x")
with Stubber(ddb) as st:
    st.add_client_error("describe_table", service_error_code="ValidationException", http_status_code=400,
        service_message="1 validation error detected: Value 'twaudit-8c3b5f19' OR '1'='1' --' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+")
    try:
        ddb.describe_table(TableName="twaudit-8c3b5f19' OR '1'='1' --")
    except Exception as e:
        put("boto-ddb-validation", str(e), "twaudit-8c3b5f19' OR '1'='1' --")

# ---------- kubernetes client against a local stub API server (k8s Status body, documented format) ----------
import kubernetes.client as kc
STATUS = {
  "/api/v1/namespaces/payments-prod/pods/payments-worker-6c9d7b8f4-qx2lm/log":
    (404, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
           "message": "pods \"payments-worker-6c9d7b8f4-qx2lm\" not found", "reason": "NotFound",
           "details": {"name": "payments-worker-6c9d7b8f4-qx2lm", "kind": "pods"}, "code": 404}),
}
class K(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        code, body = STATUS.get(self.path.split("?")[0], (500, {}))
        b = json.dumps(body, separators=(",", ":")).encode()
        self.send_response_only(code)  # the real apiserver sends no Server header
        self.send_header("Date", self.date_time_string())
        self.send_header("Audit-Id", "5f1c2a9e-3b7d-4c51-9a0e-2d6f8b41c7e3")
        self.send_header("Cache-Control", "no-cache, private")
        self.send_header("Content-Type", "application/json")
        self.send_header("X-Kubernetes-Pf-Flowschema-Uid", "8c1f0b7a-55de-4b0c-a0f4-3e2d9c6b1a70")
        self.send_header("X-Kubernetes-Pf-Prioritylevel-Uid", "d2b6e9f1-7a3c-4e58-b1d0-6f4a2c8e9b35")
        self.send_header("Content-Length", str(len(b))); self.end_headers(); self.wfile.write(b)
    def log_message(self, *a): pass
ks = http.server.HTTPServer(("127.0.0.1", 0), K)
threading.Thread(target=ks.serve_forever, daemon=True).start()
cfg = kc.Configuration(host=f"http://127.0.0.1:{ks.server_address[1]}")
api = kc.CoreV1Api(kc.ApiClient(cfg))
try:
    api.read_namespaced_pod_log("payments-worker-6c9d7b8f4-qx2lm", "payments-prod", tail_lines=50)
except kc.exceptions.ApiException as e:
    put("k8s-notfound", str(e))

# ---------- Python runtime conversions (bare messages) ----------
try:
    int("twaudit-4d0c7e2a")
except ValueError as e:
    put("py-int-literal", f"{type(e).__name__}: {e}", "twaudit-4d0c7e2a")
try:
    [1, 2][5]
except IndexError as e:
    put("py-index", str(e))

os.makedirs("/tmp/b-out", exist_ok=True)
json.dump(OUT, open("/tmp/b-out/py.json", "w"), indent=1)
print("\n".join(f"== {k}\n{v['text']}" for k, v in OUT.items()))
