"""Real Python library output for batch U.

Runs Django 5.2 / Django REST framework 3.x (their shipped translations), the MCP Python SDK
(mcp 2.x MCPServer, pydantic 2 validation), jsonschema, sqlite3, DuckDB, PyMongo, requests,
botocore, Flask/Werkzeug and CPython itself, and stores the exact text each produced, keyed by
entry key, in gen/out/py_real.json.  Run: python3 gen/py_real.py
"""
import logging; logging.disable(logging.CRITICAL)
import asyncio, json, os, subprocess, sys, traceback, sqlite3, pathlib, textwrap
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary, save

out = {}

def put(key, text, produced_by):
    out[key] = {"text": text, "produced_by": produced_by}

# ---------------------------------------------------------------- Django REST framework
import django
from django.conf import settings
settings.configure(USE_I18N=True, LANGUAGE_CODE="en",
                   INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth",
                                   "rest_framework", "rest_framework.authtoken"])
django.setup()
import rest_framework
from django.utils import translation
from django.utils.translation import gettext
from rest_framework import exceptions, serializers
DRF = f"Django REST framework {rest_framework.__version__} on Django {django.get_version()}"

class ListOrders(serializers.Serializer):
    status = serializers.ChoiceField(choices=["open", "closed", "refunded"])
    limit = serializers.IntegerField(min_value=1, max_value=100)
    title = serializers.CharField(max_length=200)

def drf_errors(lang, data):
    with translation.override(lang):
        s = ListOrders(data=data)
        s.is_valid()
        return {k: [str(x) for x in v] for k, v in s.errors.items()}

with translation.override("de"):
    put("drf_authfail_de", str(exceptions.AuthenticationFailed().detail), DRF + " (de catalog), AuthenticationFailed default detail")
with translation.override("ja"):
    body = json.dumps({"detail": str(exceptions.NotAuthenticated().detail)}, ensure_ascii=False)
    put("drf_notauth_ja", "Upstream returned HTTP 401 for GET http://crm-api.svc.cluster.local:8000/api/v2/contacts/?page=1\n" + body,
        DRF + " (ja catalog) NotAuthenticated body, relayed by the tool")
with translation.override("pt-br"):
    put("drf_perm_ptbr", str(exceptions.PermissionDenied().detail), DRF + " (pt_BR catalog), PermissionDenied default detail")
with translation.override("uk"):
    put("drf_token_uk", gettext("Invalid token."), DRF + " (uk catalog), TokenAuthentication 'Invalid token.'")
with translation.override("tr"):
    put("drf_inactive_tr", gettext("User inactive or deleted."), DRF + " (tr catalog), TokenAuthentication 'User inactive or deleted.'")
with translation.override("ko"):
    put("drf_throttle_ko", str(exceptions.Throttled(wait=30).detail), DRF + " (ko catalog), Throttled(wait=30)")

c = canary("drf_choice_fr")
put("drf_choice_fr", json.dumps({"status": drf_errors("fr", {"status": c, "limit": 5, "title": "x"})["status"]}, ensure_ascii=False),
    DRF + " (fr catalog), ChoiceField invalid_choice")
c = canary("drf_choice_el")
put("drf_choice_el", drf_errors("el", {"status": c, "limit": 5, "title": "x"})["status"][0], DRF + " (el catalog), ChoiceField invalid_choice")
c = canary("drf_choice_ru")
put("drf_choice_ru", "status: " + drf_errors("ru", {"status": c, "limit": 5, "title": "x"})["status"][0], DRF + " (ru catalog), ChoiceField invalid_choice")
put("drf_max_nb", json.dumps({"limit": drf_errors("nb", {"status": "open", "limit": 1000001, "title": "x"})["limit"]}, ensure_ascii=False),
    DRF + " (nb catalog), IntegerField max_value")
put("drf_min_th", drf_errors("th", {"status": "open", "limit": 0, "title": "x"})["limit"][0], DRF + " (th catalog), IntegerField min_value")
put("drf_blank_da", "title: " + drf_errors("da", {"status": "open", "limit": 5, "title": ""})["title"][0], DRF + " (da catalog), CharField blank")
put("drf_maxlen_zh", json.dumps(drf_errors("zh-hans", {"status": "open", "limit": 5, "title": canary("drf_maxlen_zh") * 40}), ensure_ascii=False),
    DRF + " (zh_Hans catalog), CharField max_length")
put("drf_required_sv", json.dumps(drf_errors("sv", {"limit": 5, "title": "x"}), ensure_ascii=False), DRF + " (sv catalog), ChoiceField required")
put("drf_rpc_nl", json.dumps(drf_errors("nl", {"status": "open", "limit": 1000001, "title": "x"}), ensure_ascii=False),
    DRF + " (nl catalog), IntegerField max_value, as JSON-RPC error data")

# ---------------------------------------------------------------- MCP Python SDK (real server, in-process client)
from typing import Annotated, Literal
from pydantic import Field
import pydantic
from mcp import Client
from mcp.server.mcpserver import MCPServer
import importlib.metadata as md
MCPV = f"MCP Python SDK {md.version('mcp')} MCPServer + pydantic {pydantic.VERSION}"

srv = MCPServer("orders")

@srv.tool()
def list_orders(limit: Annotated[int, Field(ge=1, le=100)], status: Literal["open", "closed", "refunded"] = "open") -> str:
    """List the caller's orders."""
    return "[]"

@srv.tool()
def get_order(order_id: str) -> dict:
    """Fetch one order."""
    orders = {"A-1001": {"total": 12}}
    return orders[order_id]          # KeyError for unknown ids: the SDK reports it

async def mcp_calls():
    res = {}
    async with Client(srv) as cl:
        for key, name, args in [("mcp_pyd_max", "list_orders", {"limit": 1000001}),
                                ("mcp_pyd_enum", "list_orders", {"limit": 10, "status": canary("mcp_pyd_enum")}),
                                ("mcp_unexpected", "get_order", {"order_id": canary("mcp_unexpected")})]:
            r = await cl.call_tool(name, args)
            assert r.is_error, key
            res[key] = "\n".join(b.text for b in r.content)
    return res

for k, v in asyncio.run(mcp_calls()).items():
    put(k, v, MCPV)

# ---------------------------------------------------------------- jsonschema
import jsonschema
schema = {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 100},
                                          "region": {"enum": ["eu-west-1", "eu-central-1"]}}}
v = jsonschema.Draft202012Validator(schema)
JS = f"jsonschema {md.version('jsonschema')} Draft202012Validator"
put("js_max", "; ".join(e.message for e in v.iter_errors({"limit": 1000001})), JS)
put("js_enum", "; ".join(e.message for e in v.iter_errors({"region": canary("js_enum")})), JS)

# ---------------------------------------------------------------- CPython: int() on a string, traceback of a handler
def parse_limit(raw):
    return int(raw)
try:
    parse_limit(canary("py_int_echo"))
except ValueError as e:
    put("py_int_echo", f"ValueError: {e}", f"CPython {sys.version.split()[0]} int()")

# a handler module (written to /tmp/hu-scratch/srv/billing_mcp/handlers.py, as a deployed tool would be laid
# out) that looks up a customer's plan in sqlite and formats the traceback into the result
HANDLERS = """import sqlite3, traceback
db = sqlite3.connect(":memory:")
db.execute("create table plans(customer text primary key, tier text)")

def plan_for(customer):
    row = db.execute("select tier from plans where customer = ?", (customer,)).fetchone()
    return {"tier": row[0]}

def tool_get_plan(args):
    try:
        return plan_for(args["customer"])
    except Exception:
        return traceback.format_exc()
"""
os.makedirs("/tmp/hu-scratch/srv/billing_mcp", exist_ok=True)
open("/tmp/hu-scratch/srv/billing_mcp/handlers.py", "w").write(HANDLERS)
sys.path.insert(0, "/tmp/hu-scratch/srv")
from billing_mcp import handlers
put("py_traceback", handlers.tool_get_plan({"customer": canary("py_traceback")}), f"CPython {sys.version.split()[0]} traceback.format_exc() of a handler")

# pathlib containment check, error passed on
root = pathlib.PurePosixPath("/srv/mcp/files")
try:
    pathlib.PurePosixPath("/srv/mcp/files/../../../etc/passwd")  # resolved by the tool below
    target = pathlib.PurePosixPath("/etc/passwd")
    target.relative_to(root)
except ValueError as e:
    put("py_relto", f"ValueError: {e}", f"CPython {sys.version.split()[0]} pathlib.PurePath.relative_to")

# ---------------------------------------------------------------- sqlite3: SQL built by string formatting
db2 = sqlite3.connect(":memory:")
db2.execute("create table customers(name text, email text)")
sent = "x'); DROP TABLE customers; --" + canary("sqlite_sql")
try:
    db2.execute(f"select * from customers where name = '{sent}'").fetchall()
except sqlite3.Error as e:
    put("sqlite_sql", f"sqlite3.{type(e).__name__}: {e}", f"CPython sqlite3 (SQLite {sqlite3.sqlite_version})")

# ---------------------------------------------------------------- DuckDB
import duckdb
con = duckdb.connect()
con.execute("create table orders(id integer, total decimal(10,2))")
try:
    con.execute("select id, total from ordres where id = 7")
except Exception as e:
    put("duckdb_catalog", str(e), f"DuckDB {duckdb.__version__} Python API")

# ---------------------------------------------------------------- PyMongo against a closed port
import pymongo
try:
    mc = pymongo.MongoClient("mongodb://127.0.0.1:27018/?serverSelectionTimeoutMS=800&connectTimeoutMS=500")
    mc.shop.carts.find_one({"_id": "c-1"})
except Exception as e:
    put("pymongo_timeout", json.dumps({"ok": False, "carts": [], "error": f"{type(e).__name__}: {e}"}),
        f"PyMongo {pymongo.version} ServerSelectionTimeoutError (nothing listens on 127.0.0.1:27018)")

# ---------------------------------------------------------------- requests against a closed port (Meilisearch's default port)
import requests
try:
    requests.post("http://127.0.0.1:7700/indexes/products/search", json={"q": "lamp"}, timeout=2)
except Exception as e:
    put("requests_conn", f"search failed: {e}", f"requests {requests.__version__} ConnectionError (nothing listens on 127.0.0.1:7700)")

# ---------------------------------------------------------------- botocore: endpoint down, and a stubbed AccessDenied
import botocore.session
from botocore.stub import Stubber
from botocore.config import Config
bs = botocore.session.get_session()
sm = bs.create_client("secretsmanager", region_name="eu-west-1", endpoint_url="http://127.0.0.1:4566",
                      aws_access_key_id="test", aws_secret_access_key="test",
                      config=Config(retries={"max_attempts": 1}, connect_timeout=1))
try:
    sm.get_secret_value(SecretId="prod/payments/stripe")
except Exception as e:
    put("boto_endpoint", str(e), f"botocore {botocore.__version__} EndpointConnectionError (nothing listens on 127.0.0.1:4566)")
s3 = bs.create_client("s3", region_name="eu-west-1", aws_access_key_id="test", aws_secret_access_key="test")
with Stubber(s3) as st:
    st.add_client_error("get_object", service_error_code="AccessDenied", http_status_code=403,
                        service_message="User: arn:aws:sts::481516234200:assumed-role/mcp-docs-reader/i-0a1b2c3d4e5f60718 is not authorized to perform: s3:GetObject on resource: \"arn:aws:s3:::acme-finance-exports/2024/payroll.csv\" because no identity-based policy allows the s3:GetObject action")
    try:
        s3.get_object(Bucket="acme-finance-exports", Key="2024/payroll.csv")
    except Exception as e:
        put("boto_stub_denied", str(e), f"botocore {botocore.__version__} ClientError formatting (Stubber; the service message is written after AWS's wording)")

# ---------------------------------------------------------------- Flask/Werkzeug HTML error page passed on
import flask
app = flask.Flask("uploads")
app.config["MAX_CONTENT_LENGTH"] = 1024
@app.post("/upload")
def upload():
    flask.request.get_data()
    return "ok"
resp = app.test_client().post("/upload", data=b"x" * 4096)
put("flask_413", f"upload service answered {resp.status}:\n" + resp.get_data(as_text=True),
    f"Flask {md.version('flask')} / Werkzeug {md.version('werkzeug')} default 413 page")

# ---------------------------------------------------------------- localized OSError, as an unprivileged user
code = textwrap.dedent(r'''
import locale, json
out = {}
for key, loc, path in [("oserr_de", "de_DE.utf8", "/etc/shadow"),
                       ("oserr_it_enoent", "it_IT.utf8", "/srv/mcp/workspace/reports/q3-final.xlsx"),
                       ("oserr_pl", "pl_PL.utf8", "/root/.ssh/id_ed25519")]:
    locale.setlocale(locale.LC_ALL, loc)
    try:
        open(path).read()
    except OSError as e:
        out[key] = str(e)
print(json.dumps(out, ensure_ascii=False))
''')
os.makedirs("/tmp/hu-scratch/keys", exist_ok=True)
r = subprocess.run(["runuser", "-u", "nobody", "--", "/usr/bin/python3", "-c", code], capture_output=True, text=True)
for k, t in json.loads(r.stdout).items():
    put(k, t, "CPython 3.11 open() as an unprivileged user, glibc localized strerror (" + {"oserr_de": "de_DE", "oserr_pl": "pl_PL", "oserr_it_enoent": "it_IT"}[k] + ")")

save("py_real", out)
for k, v in out.items():
    print("==", k, "::", v["text"][:600])
