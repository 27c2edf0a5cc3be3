"""Batch C: stack traces as MCP tools return them. Python tracebacks come from real exceptions in
server modules written under deployed paths (c_common.deploy_module) with psycopg2 against the
local PostgreSQL 15, requests (DNS failure), sqlite3, pydantic; Java 17, Node 20 and PHP 8.2 traces
come from running the programs in c-stack-src/ (copied to /opt/reports-cli, /opt/catalog-tool,
/var/www/scheduler) that a server shells out to, passing stderr on. All inside real FastMCP
(mcp 1.30) tools or its low-level Server (for the JSON-RPC error with data).
Setup: cp c-stack-src/ReportJob.java /opt/reports-cli/src/com/acme/reports/; cp c-stack-src/catalog.js /opt/catalog-tool/lib/;
       cp c-stack-src/schedule.php /var/www/scheduler/src/Slots.php;
       javac -d /opt/reports-cli/classes /opt/reports-cli/src/com/acme/reports/ReportJob.java
Run: /tmp/venv-c-misc/bin/python c-stack.py -> /tmp/c-out/stack.json"""
import asyncio, json, os, site, subprocess, sys
SP = "/srv/orders-mcp/.venv/lib/python3.11/site-packages"
# every library (pydantic included, which the SDK imports first) is loaded through the deployed path
if not os.path.exists(SP):
    os.makedirs(os.path.dirname(SP), exist_ok=True); os.symlink(site.getsitepackages()[0], SP)
sys.path.insert(0, SP)
from c_common import call_all, save, deploy_module, INJ
srv = deploy_module("/srv/orders-mcp/orders_mcp/tools.py", '''import asyncio, json, sqlite3, traceback
import psycopg2, requests
from pydantic import BaseModel

PG = dict(host="127.0.0.1", port=55432, dbname="billing", user="mcp_reader", password="reader-pw")

class Rate(BaseModel):
    currency: str
    rate: float
    as_of: str

def invoice_totals(customer):
    conn = psycopg2.connect(**PG)
    cur = conn.cursor()
    cur.execute("select customer, sum(amount_cents) from invoices where customer = %s group by 1", (customer,))
    return cur.fetchall()

def fx_rate(currency):
    resp = requests.get(f"http://fx-rates.svc.cluster.local:8080/v1/rates/{currency}", timeout=3)
    return Rate(**resp.json())

def parse_rate(payload):
    return Rate(**json.loads(payload))

def order_owner(order):
    return order["customer"]["email"]

def mark_shipped(db_path, order_id):
    db = sqlite3.connect(db_path, timeout=0.1)
    db.execute("update orders set status = 'shipped' where id = ?", (order_id,))
    db.commit()

async def _slow_quote():
    await asyncio.sleep(5)

def shipping_quote(zip_code):
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, asyncio.wait_for(_slow_quote(), timeout=0.05)).result()

def run(fn, *args):
    try:
        return str(fn(*args))
    except Exception:
        return "ERROR\\n" + traceback.format_exc()
''', "orders_mcp.tools", site_packages_link=SP)

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
fm = FastMCP("orders")

def fail_with(s):
    if s.startswith("ERROR\n"):
        raise ToolError(s[len("ERROR\n"):])
    return s

@fm.tool()
def invoice_totals(customer: str) -> str:
    return fail_with(srv.run(srv.invoice_totals, customer))

@fm.tool()
def fx_rate(currency: str) -> str:
    return fail_with(srv.run(srv.fx_rate, currency))

@fm.tool()
def import_rate(payload: str) -> str:
    return fail_with(srv.run(srv.parse_rate, payload))

@fm.tool()
def order_owner(order_json: str) -> str:
    return fail_with(srv.run(srv.order_owner, json.loads(order_json)))

@fm.tool()
def order_owner_ok(order_json: str) -> dict:
    # a tool that reports failure inside a successful result
    r = srv.run(srv.order_owner, json.loads(order_json))
    return {"ok": False, "error": r[len("ERROR\n"):]} if r.startswith("ERROR\n") else {"ok": True, "owner": r}

import sqlite3, threading
DB = "/srv/orders-mcp/orders.db"
_c = sqlite3.connect(DB); _c.execute("create table if not exists orders(id integer primary key, status text)"); _c.execute("insert or ignore into orders values (1, 'open')"); _c.commit(); _c.close()
@fm.tool()
def mark_shipped(order_id: int) -> str:
    lock = sqlite3.connect(DB); lock.execute("begin exclusive")
    try:
        return fail_with(srv.run(srv.mark_shipped, DB, order_id))
    finally:
        lock.rollback(); lock.close()

def sh(argv):
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode:
        raise ToolError(f"{argv[0]} exited with status {r.returncode}:\n{r.stderr.rstrip()}")
    return r.stdout

@fm.tool()
def shipping_quote(zip_code: str) -> str:
    return fail_with(srv.run(srv.shipping_quote, zip_code))

@fm.tool()
def render_report(template: str) -> str:
    return sh(["java", "-cp", "/opt/reports-cli/classes", "com.acme.reports.ReportJob", "render", template])

@fm.tool()
def import_feed() -> str:
    return sh(["node", "/opt/catalog-tool/lib/catalog.js", "feed"])

@fm.tool()
def monthly_report(month: str) -> str:
    return sh(["java", "-cp", "/opt/reports-cli/classes", "com.acme.reports.ReportJob", "total"])

@fm.tool()
def top_customers(limit: str) -> str:
    return sh(["java", "-cp", "/opt/reports-cli/classes", "com.acme.reports.ReportJob", "limit", limit])

@fm.tool()
def normalize_catalog() -> str:
    return sh(["node", "/opt/catalog-tool/lib/catalog.js", "normalize"])

@fm.tool()
def check_feed(feed_url: str) -> str:
    return sh(["node", "/opt/catalog-tool/lib/catalog.js", "url", feed_url])

@fm.tool()
def book_slot(start: str) -> str:
    return sh(["php", "/var/www/scheduler/src/Slots.php", start])

calls = [
    ("py-psycopg2-undefined-column", "invoice_totals", {"customer": "Globex"}, None),
    ("py-requests-dns-chain", "fx_rate", {"currency": "EUR"}, None),
    ("py-pydantic-validation", "import_rate", {"payload": json.dumps({"currency": "EUR", "rate": "n/a"})}, None),
    ("py-keyerror", "order_owner", {"order_json": json.dumps({"id": 7, "customer": {"name": "Globex"}})}, None),
    ("py-keyerror-in-success", "order_owner_ok", {"order_json": json.dumps({"id": 8, "customer": {"name": "Initech"}})}, None),
    ("py-sqlite-locked", "mark_shipped", {"order_id": 1}, None),
    ("py-asyncio-timeout", "shipping_quote", {"zip_code": "94107"}, None),
    ("java-caused-by-chain", "render_report", {"template": "monthly"}, None),
    ("node-json-parse-html", "import_feed", {}, None),
    ("java-npe", "monthly_report", {"month": "2026-10"}, None),
    ("java-numberformat-echo", "top_customers", {"limit": "twaudit-5e0d8a3f"}, "twaudit-5e0d8a3f"),
    ("node-typeerror", "normalize_catalog", {}, None),
    ("node-invalid-url-echo", "check_feed", {"feed_url": "twaudit-a93c7e15"}, "twaudit-a93c7e15"),
    ("php-datetime-echo", "book_slot", {"start": "twaudit-2b6f04e8"}, "twaudit-2b6f04e8"),
]
out = call_all(fm, calls)

# the low-level Server: a tool whose failure is sent as a JSON-RPC error carrying the traceback
import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import McpError
from mcp.shared.memory import create_connected_server_and_client_session
low = Server("orders-rpc")
@low.list_tools()
async def _lt():
    return [types.Tool(name="invoice_totals", description="d", inputSchema={"type": "object", "properties": {"customer": {"type": "string"}}})]
@low.call_tool(validate_input=False)
async def _ct(name, args):
    r = srv.run(srv.invoice_totals, args["customer"])
    raise McpError(types.ErrorData(code=-32603, message="Internal error", data={"traceback": r[len("ERROR\n"):]}))
async def rpc():
    async with create_connected_server_and_client_session(low, raise_exceptions=False) as c:
        await c.list_tools()
        try:
            r = await c.call_tool("invoice_totals", {"customer": "Globex"})
            out["py-lowlevel-mcperror-internal"] = {"sent": None, "channel": "error-result" if r.isError else "success-result", "text": r.content[0].text}
        except McpError as e:
            out["py-lowlevel-mcperror-internal"] = {"sent": None, "channel": "jsonrpc-error", "text": e.error.message + "\n" + json.dumps(e.error.data)}
asyncio.run(rpc())
import importlib.metadata as md
out["_versions"] = {k: md.version(k) for k in ("mcp", "psycopg2-binary", "requests", "pydantic")}
out["_versions"]["java"] = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
save("stack", out)
