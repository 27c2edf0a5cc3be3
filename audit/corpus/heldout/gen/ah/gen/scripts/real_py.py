"""Runs real Python libraries into failure and records the exact strings they produce.
Output: real_py.json {key: {"text", "sent", "lib"}}"""
import io
import json
import os
import secrets
import socket
import sys
import tarfile
import tempfile
import traceback
from enum import Enum
from pathlib import Path

out = {}


def canary():
    return "twaudit-" + secrets.token_hex(4)


def rec(key, text, sent=None, lib=""):
    out[key] = {"text": text, "sent": sent, "lib": lib}
    print("==", key, "|", lib, "\n", text, "\n")


# ---------- pydantic: enum probe ----------
import pydantic  # noqa: E402
from pydantic import BaseModel, Field  # noqa: E402


class Cadence(str, Enum):
    daily = "daily"
    weekly = "weekly"
    monthly = "monthly"


class DigestArgs(BaseModel):
    cadence: Cadence
    max_items: int = Field(default=20, ge=1, le=100)


c = canary()
try:
    DigestArgs(cadence=c)
except pydantic.ValidationError as e:
    rec("pydantic_enum", str(e), c, f"pydantic {pydantic.VERSION}")
try:
    DigestArgs(cadence="weekly", max_items=-40)
except pydantic.ValidationError as e:
    rec("pydantic_belowmin", str(e), "-40", f"pydantic {pydantic.VERSION}")

# ---------- jsonschema: above-max ----------
import jsonschema  # noqa: E402
from importlib.metadata import version  # noqa: E402

schema = {"type": "object", "properties": {"nights": {"type": "integer", "minimum": 1, "maximum": 28}},
          "required": ["nights"]}
try:
    jsonschema.validate({"nights": 1000001}, schema)
except jsonschema.ValidationError as e:
    rec("jsonschema_max", e.message, "1000001", f"jsonschema {version('jsonschema')}")
try:
    jsonschema.validate({}, schema)
except jsonschema.ValidationError as e:
    rec("jsonschema_missing", e.message, None, f"jsonschema {version('jsonschema')}")

# ---------- SQLAlchemy over sqlite: sql probe interpolated into a query ----------
import sqlalchemy as sa  # noqa: E402

eng = sa.create_engine("sqlite://")
with eng.begin() as cx:
    cx.execute(sa.text("create table parcels (id integer primary key, tracking text, depot text)"))
c = canary()
sql_sent = f"{c}' OR 1=1 --"
try:
    with eng.connect() as cx:
        cx.execute(sa.text(f"select id, depot from parcels where depot in (select depot from parcels where tracking = '{sql_sent}') and depot <> 'HAM2'"))
except Exception as e:  # noqa: BLE001
    rec("sqlalchemy_sql", str(e), sql_sent, f"SQLAlchemy {sa.__version__} + sqlite3 {__import__('sqlite3').sqlite_version}")

# plain sqlite3 missing table
import sqlite3  # noqa: E402

try:
    db = sqlite3.connect(":memory:")
    db.execute("select sku, qty from stock_levels where warehouse = ?", ("WRO-1",))
except sqlite3.Error as e:
    rec("sqlite_notable", f"{type(e).__module__}.{type(e).__name__}: {e}", None, f"sqlite3 {sqlite3.sqlite_version}")

# ---------- requests: connection refused on loopback ----------
import requests  # noqa: E402

s = socket.socket()
s.bind(("127.0.0.1", 0))
port = s.getsockname()[1]
s.close()  # nothing listens there now
try:
    requests.get(f"http://127.0.0.1:{port}/api/v2/fx/rates?base=EUR", timeout=2)
except requests.RequestException as e:
    rec("requests_refused", str(e), None, f"requests {requests.__version__}")

# ---------- PyJWT ----------
import datetime  # noqa: E402
import jwt  # noqa: E402

key = secrets.token_hex(32)
tok = jwt.encode({"sub": "clinic-frontdesk-07", "aud": "appointments",
                  "exp": datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=2)}, key,
                 algorithm="HS256")
try:
    jwt.decode(tok, key, algorithms=["HS256"], audience="appointments")
except jwt.PyJWTError as e:
    rec("pyjwt_expired", f"{type(e).__name__}: {e}", None, f"PyJWT {jwt.__version__}")
tok2 = jwt.encode({"sub": "svc-ledger", "aud": "ledger-internal"}, key, algorithm="HS256")
try:
    jwt.decode(tok2, key, algorithms=["HS256"], audience="ledger-public")
except jwt.PyJWTError as e:
    rec("pyjwt_aud", f"{type(e).__name__}: {e}", None, f"PyJWT {jwt.__version__}")
try:
    jwt.decode(tok2, "another-key-" + secrets.token_hex(8), algorithms=["HS256"], audience="ledger-internal")
except jwt.PyJWTError as e:
    rec("pyjwt_sig", f"{type(e).__name__}: {e}", None, f"PyJWT {jwt.__version__}")

# ---------- oauthlib: real error JSON bodies ----------
import oauthlib  # noqa: E402
from oauthlib.oauth2.rfc6749 import errors as oerr  # noqa: E402

rec("oauthlib_invalid_client", oerr.InvalidClientError().json, None, f"oauthlib {oauthlib.__version__}")
rec("oauthlib_invalid_grant", oerr.InvalidGrantError(description="Refresh token has been revoked").json,
    None, f"oauthlib {oauthlib.__version__}")
rec("oauthlib_scope", oerr.InsufficientScopeError().json, None, f"oauthlib {oauthlib.__version__}")

# ---------- cedarpy: a real Cedar decision with its diagnostics ----------
import cedarpy  # noqa: E402

policies = """
@id("permit-dispatchers-read-routes")
permit(principal in Group::"dispatchers", action == Action::"read", resource is Route);

@id("forbid-contractors-edit-after-cutoff")
forbid(principal in Group::"contractors", action == Action::"edit", resource is Route)
when { resource.locked == true };

@id("permit-planners-edit")
permit(principal in Group::"planners", action == Action::"edit", resource is Route);
"""
entities = [
    {"uid": {"__entity": {"type": "User", "id": "h.okafor"}}, "attrs": {},
     "parents": [{"__entity": {"type": "Group", "id": "contractors"}}, {"__entity": {"type": "Group", "id": "planners"}}]},
    {"uid": {"__entity": {"type": "Group", "id": "contractors"}}, "attrs": {}, "parents": []},
    {"uid": {"__entity": {"type": "Group", "id": "planners"}}, "attrs": {}, "parents": []},
    {"uid": {"__entity": {"type": "Route", "id": "R-4471"}}, "attrs": {"locked": True}, "parents": []},
]
req = {"principal": 'User::"h.okafor"', "action": 'Action::"edit"', "resource": 'Route::"R-4471"',
       "context": {}}
res = cedarpy.is_authorized(req, policies, entities)
rec("cedar_deny", json.dumps({"decision": str(res.decision), "reasons": list(res.diagnostics.reasons),
                             "errors": list(res.diagnostics.errors)}), None,
    f"cedarpy {version('cedarpy')}")

# ---------- casbin: enforce_ex explanation ----------
import casbin  # noqa: E402

d = tempfile.mkdtemp()
Path(d, "model.conf").write_text("""[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub) && keyMatch(r.obj, p.obj) && r.act == p.act
""")
Path(d, "policy.csv").write_text("""p, kitchen_lead, /menus/*, write
p, line_cook, /menus/*, read
p, kitchen_lead, /suppliers/*, read
g, tomasz, line_cook
""")
e = casbin.Enforcer(str(Path(d, "model.conf")), str(Path(d, "policy.csv")))
ok, expl = e.enforce_ex("tomasz", "/menus/autumn-2025", "write")
roles = e.get_roles_for_user("tomasz")
perms = e.get_implicit_permissions_for_user("tomasz")
rec("casbin_deny", json.dumps({"allowed": ok, "explain": expl, "roles": roles, "implicit_permissions": perms}),
    None, f"casbin {version('casbin')}")

# ---------- werkzeug / flask: the HTML 403 page an upstream Flask app returns ----------
import flask  # noqa: E402
import werkzeug  # noqa: E402

app = flask.Flask("inventory")


@app.get("/api/bins/<code>")
def bins(code):
    flask.abort(403)


@app.get("/api/labels/<code>")
def labels(code):
    flask.abort(401)


cl = app.test_client()
r = cl.get("/api/bins/A-17")
rec("flask_403", r.get_data(as_text=True), None, f"Flask {version('flask')} / Werkzeug {version('werkzeug')}")
r = cl.get("/api/labels/Z-2")
rec("flask_401", r.get_data(as_text=True), None, f"Flask {version('flask')} / Werkzeug {version('werkzeug')}")

# ---------- tarfile data filter: traversal member ----------
trav = "../../../../etc/cron.d/" + canary()
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode="w") as tf:
    data = b"* * * * * root true\n"
    ti = tarfile.TarInfo(trav)
    ti.size = len(data)
    tf.addfile(ti, io.BytesIO(data))
buf.seek(0)
dest = tempfile.mkdtemp(prefix="imports-")
try:
    with tarfile.open(fileobj=buf) as tf:
        tf.extractall(dest, filter="data")
except tarfile.FilterError as e:
    rec("tarfile_outside", f"{type(e).__name__}: {e}", trav, f"CPython {sys.version.split()[0]} tarfile")

# ---------- pathlib containment ----------
root = Path(tempfile.mkdtemp(prefix="kb-"))
asked = "../../../../etc/passwd"
try:
    (root / asked).resolve().relative_to(root)
except ValueError as e:
    rec("pathlib_relative", f"{type(e).__name__}: {e}", asked, f"CPython {sys.version.split()[0]} pathlib")

# ---------- django safe_join ----------
import django  # noqa: E402
from django.utils._os import safe_join  # noqa: E402
from django.core.exceptions import SuspiciousFileOperation  # noqa: E402

asked = "../../../../etc/shadow"
try:
    safe_join("/srv/tenant-media/uploads", asked)
except SuspiciousFileOperation as e:
    rec("django_safe_join", f"{type(e).__name__}: {e}", asked, f"Django {django.get_version()} django.utils._os.safe_join")

# ---------- a traceback a tool leaks (module fxdesk/pricing.py, written beside this script) ----------
pkg = Path(__file__).resolve().parent / "fxdesk"
pkg.mkdir(exist_ok=True)
(pkg / "__init__.py").write_text("")
(pkg / "pricing.py").write_text("""RATES = {"EUR": {"PLN": 4.31, "CZK": 25.2, "HUF": 395.0}}


def convert(amount, base, quote):
    return round(amount * RATES[base][quote], 2)


def quote_price(args):
    return {"price": convert(args["amount"], args["base"], args["quote"])}
""")
sys.path.insert(0, str(pkg.parent))
from fxdesk.pricing import quote_price  # noqa: E402

c = canary()
try:
    quote_price({"amount": 12, "base": "EUR", "quote": c})
except Exception:  # noqa: BLE001
    rec("py_traceback", traceback.format_exc(), c, f"CPython {sys.version.split()[0]} traceback.format_exc")

json.dump(out, open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
