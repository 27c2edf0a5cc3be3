"""Produces real library output for batch X. Run with /tmp/hx/venv/bin/python.
Reads a JSON object {key: canary} on stdin, prints {key: text} on stdout."""
import json, sys, os, time, traceback, sqlite3, datetime
from importlib.metadata import version

canary = json.load(sys.stdin)
out = {}
ver = {}

# ---- Django REST framework / simplejwt (localized) ----
import django
from django.conf import settings
settings.configure(USE_I18N=True, SECRET_KEY="s3cr3t-signing-key-for-batch-x-0123456789abcdef",
                   INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework"],
                   LANGUAGE_CODE="en")
django.setup()
from django.utils import translation
from rest_framework import exceptions, serializers
from rest_framework.renderers import JSONRenderer
ver["drf"] = version("djangorestframework"); ver["simplejwt"] = version("djangorestframework-simplejwt")

with translation.override("de"):
    out["a01"] = str(exceptions.NotAuthenticated().detail)
with translation.override("uk"):
    out["a20"] = str(exceptions.PermissionDenied().detail)

import jwt as pyjwt
from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken
now = int(time.time())
expired = pyjwt.encode({"token_type": "access", "exp": now - 600, "iat": now - 4200, "jti": "5b0e7d1c9a3f4e62", "user_id": "1187"},
                       settings.SECRET_KEY, algorithm="HS256")
with translation.override("fr"):
    try:
        JWTAuthentication().get_validated_token(expired)
    except InvalidToken as e:
        body = JSONRenderer().render(e.detail).decode()
        out["a02"] = "Échec de l'appel à l'API Planning (HTTP 401) : " + body


class ListArgs(serializers.Serializer):
    sort = serializers.ChoiceField(choices=["price", "date", "rating"])
    limite = serializers.IntegerField(min_value=1, max_value=100, required=False)


for key, lang in (("v94", "de"), ("v96", "ru")):
    with translation.override(lang):
        s = ListArgs(data={"sort": canary[key]})
        s.is_valid()
        out[key] = json.dumps({k: [str(x) for x in v] for k, v in s.errors.items()}, ensure_ascii=False)
with translation.override("es"):
    s = ListArgs(data={"sort": "price", "limite": 1000001})
    s.is_valid()
    out["v99"] = json.dumps({k: [str(x) for x in v] for k, v in s.errors.items()}, ensure_ascii=False)

# ---- pydantic ----
import pydantic
ver["pydantic"] = version("pydantic")
class SearchArgs(pydantic.BaseModel):
    query: str
    limit: int = pydantic.Field(default=20, ge=1, le=100)
try:
    SearchArgs(query="lamps", limit=1000001)
except pydantic.ValidationError as e:
    lines = ["Invalid arguments:"]
    for err in e.errors():
        lines.append(f"- {'.'.join(map(str, err['loc']))}: {err['msg']} (got {err['input']})")
    out["v97"] = "\n".join(lines)

# ---- jsonschema ----
import jsonschema
ver["jsonschema"] = version("jsonschema")
try:
    jsonschema.validate({"unit": canary["v98"], "weight": 2.5},
                        {"type": "object", "properties": {"unit": {"enum": ["kg", "lb"]}, "weight": {"type": "number"}}})
except jsonschema.ValidationError as e:
    out["v98"] = f"Invalid argument 'unit': {e.message}"

# ---- DuckDB ----
import duckdb
ver["duckdb"] = duckdb.__version__
con = duckdb.connect()
con.execute("create table orders(id integer, customer varchar, total decimal(10,2))")
con.execute("insert into orders values (1, 'Ada', 12.50), (2, 'Bo', 7.00)")
try:
    con.execute("select id, customer, total from orders where id = cast(? as integer)", [canary["u50"]]).fetchall()
except Exception as e:
    out["u50"] = "Query failed: " + str(e)

# ---- sqlite3 ----
ver["sqlite"] = sqlite3.sqlite_version
db = sqlite3.connect(":memory:")
db.execute("create table members(id integer primary key, name text, tier text)")
sent = canary["u51"]
try:
    db.execute(f"select id, name, tier from members where (name = '{sent}')")
except sqlite3.Error as e:
    out["u51"] = f"sqlite3.{type(e).__name__}: {e}"

# ---- httpx ----
import httpx
ver["httpx"] = version("httpx")
url = "http://lager-api.intern.svc.cluster.local:8080/v1/artikel"
try:
    httpx.get(url, timeout=5)
except httpx.HTTPError as e:
    out["u52"] = f"Bestandsdienst nicht erreichbar (GET {url}): {type(e).__name__}: {e}"

# ---- botocore (stubbed DynamoDB answer) ----
import botocore.session
from botocore.stub import Stubber
ver["botocore"] = version("botocore")
ddb = botocore.session.get_session().create_client("dynamodb", region_name="eu-central-1",
                                                   aws_access_key_id="x", aws_secret_access_key="y")
with Stubber(ddb) as st:
    st.add_client_error("get_item", service_error_code="ResourceNotFoundException",
                        service_message="Requested resource not found", http_status_code=400)
    try:
        ddb.get_item(TableName="zamowienia", Key={"pk": {"S": "ORDER#" + canary["u57"]}})
    except Exception as e:
        out["u57"] = "Nie udało się pobrać zamówienia: " + str(e)

# ---- a real Python traceback, inside a success result ----
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_srv"))
import server
res = server.call_tool("export_invoices", {"month": "2025-02"})
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_srv")
res["error"] = res["error"].replace(here, "/opt/mcp-export").replace(
    os.path.dirname(json.__file__).rsplit("/", 1)[0], "/usr/lib/python3.11")
out["u73"] = "Export finished with errors.\n" + json.dumps(res, ensure_ascii=False)

json.dump({"texts": out, "versions": ver}, sys.stdout, ensure_ascii=False)
