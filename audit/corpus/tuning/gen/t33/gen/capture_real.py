#!/usr/bin/env python3
"""Runs real libraries and records the exact text each failure produces.

Everything here is executed locally (scratch venv-free: the interpreter's site-packages, Node 20).
Output: gen/real_outputs.json  {key: {"text": ..., "sent": ..., "by": ...}}
Canaries come from gen/canaries.json (indices 0..59 are reserved for this script).
"""
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import traceback
from typing import Annotated, Literal

HERE = os.path.dirname(os.path.abspath(__file__))
CAN = json.load(open(os.path.join(HERE, "canaries.json")))
OUT = {}


def rec(key, text, sent, by):
    OUT[key] = {"text": text, "sent": sent, "by": by}


def ver(mod):
    import importlib.metadata as md
    return md.version(mod)


# ---------------------------------------------------------------- MCP Python SDK (in-process)
def mcp_part():
    from pydantic import Field
    from mcp import Client
    from mcp.server.mcpserver import MCPServer
    from mcp.server.mcpserver.exceptions import ToolError
    from mcp.shared.exceptions import MCPError

    s = MCPServer("billing-tools")

    @s.tool()
    def list_invoices(customer_id: str, page_size: Annotated[int, Field(ge=1, le=200)] = 50) -> str:
        return "[]"

    @s.tool()
    def convert_currency(amount: float, target: Literal["EUR", "USD", "GBP", "CHF"]) -> str:
        return "0"

    @s.tool()
    def set_thermostat(zone: str, setpoint_c: float) -> str:
        return "ok"

    @s.tool()
    def sync_calendar(calendar_id: str) -> str:
        cfg = {}
        return cfg["caldav_url"]  # KeyError, hidden by the SDK

    @s.tool()
    def attach_file(ticket_id: str, file_name: str) -> str:
        raise MCPError(-32602, "Invalid params",
                       {"field": "ticket_id", "reason": "required",
                        "hint": "call search_tickets to get a ticket_id"})

    @s.tool()
    def import_rows(sheet_id: str) -> str:
        # returns a success whose warnings carry a traceback of a row that was skipped
        try:
            int("12,5")
        except ValueError:
            tb = traceback.format_exc()
        return ("Imported 41 of 42 rows into sheet " + sheet_id + ".\n"
                "Skipped row 17:\n" + tb)

    results = {}

    async def main():
        async with Client(s) as c:
            calls = {
                "mcp_above_max": ("list_invoices", {"customer_id": "cus_831", "page_size": 1000001}, "1000001"),
                "mcp_enum": ("convert_currency", {"amount": 12.5, "target": CAN[0]}, CAN[0]),
                "mcp_wrong_type": ("set_thermostat", {"zone": "hall", "setpoint_c": CAN[1]}, CAN[1]),
                "mcp_unexpected": ("sync_calendar", {"calendar_id": "team-ops"}, None),
                "mcp_success_tb": ("import_rows", {"sheet_id": "sh_4471"}, None),
                "mcp_jsonrpc": ("attach_file", {"ticket_id": "", "file_name": "scan.pdf"}, None),
            }
            for key, (tool, args, sent) in calls.items():
                try:
                    r = await c.call_tool(tool, args)
                    text = "\n".join(b.text for b in r.content if getattr(b, "type", "") == "text")
                    sc = getattr(r, "structured_content", None)
                    if sc:
                        text += "\n" + json.dumps(sc)
                    results[key] = (text, sent, r.is_error)
                except MCPError as e:
                    text = e.error.message + ("\n" + json.dumps(e.error.data) if e.error.data is not None else "")
                    results[key] = (text, sent, "jsonrpc")

    asyncio.run(main())
    by = f"mcp {ver('mcp')} MCPServer in-process via mcp.Client (pydantic {ver('pydantic')}), gen/capture_real.py"
    for k, (t, sent, _) in results.items():
        rec(k, t.replace(HERE + "/capture_real.py", "/srv/sheets-mcp/tools/importer.py"), sent, by)


# ---------------------------------------------------------------- jsonschema
def jsonschema_part():
    import jsonschema
    schema = {"type": "object", "properties": {
        "status": {"enum": ["draft", "scheduled", "sent"]},
        "max_results": {"type": "integer", "maximum": 500},
        "query": {"type": "string", "minLength": 1}}}
    v = jsonschema.Draft202012Validator(schema)
    by = f"jsonschema {ver('jsonschema')} Draft202012Validator, gen/capture_real.py"
    for key, inst, sent in [("js_enum", {"status": CAN[2]}, CAN[2]),
                            ("js_max", {"max_results": 1000001}, "1000001"),
                            ("js_empty", {"query": ""}, "")]:
        e = next(v.iter_errors(inst))
        rec(key, e.message, sent, by)


# ---------------------------------------------------------------- Django / DRF translated messages
def django_part():
    import django
    from django.conf import settings
    settings.configure(USE_I18N=True, LANGUAGE_CODE="en",
                       INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework"])
    django.setup()
    from django.utils import translation
    from django.core import validators
    from django.core.exceptions import ValidationError
    from django.db.models import Field
    from rest_framework import exceptions, serializers

    dby = f"Django {ver('Django')} core validators, translation.override, gen/capture_real.py"
    rby = f"djangorestframework {ver('djangorestframework')} (Django {ver('Django')}), translation.override, gen/capture_real.py"

    def dj_validate(lang, validator, value):
        with translation.override(lang):
            try:
                validator(value)
            except ValidationError as e:
                return " ".join(e.messages)

    rec("dj_de_max", dj_validate("de", validators.MaxValueValidator(250), 1000001), "1000001", dby)
    rec("dj_fr_step", dj_validate("fr", validators.StepValueValidator(15), 20), "20", dby)
    rec("dj_ko_max", dj_validate("ko", validators.MaxValueValidator(31), 1000001), "1000001", dby)
    rec("dj_vi_url", dj_validate("vi", validators.URLValidator(), CAN[15]), CAN[15], dby)
    rec("dj_ru_min", dj_validate("ru", validators.MinValueValidator(1), -40), "-40", dby)
    long_sent = CAN[13] + "x" * 4984
    rec("dj_cs_len", dj_validate("cs", validators.MaxLengthValidator(280), long_sent), long_sent, dby)
    rec("dj_it_len", dj_validate("it", validators.MinLengthValidator(20), CAN[14]), CAN[14], dby)
    from decimal import Decimal
    rec("dj_sv_dec", dj_validate("sv", validators.DecimalValidator(8, 2), Decimal("19.999")), "19.999", dby)

    def drf(lang, make):
        with translation.override(lang):
            return str(make().detail)

    rec("drf_ko_parse", drf("ko", lambda: exceptions.ParseError()), None, rby)
    rec("drf_ptbr_throttle", drf("pt-br", lambda: exceptions.Throttled(wait=17)), None, rby)
    rec("drf_ja_throttle", drf("ja", lambda: exceptions.Throttled(wait=8)), None, rby)
    rec("drf_de_perm", drf("de", lambda: exceptions.PermissionDenied()), None, rby)
    rec("drf_fi_noauth", drf("fi", lambda: exceptions.NotAuthenticated()), None, rby)
    rec("drf_el_badauth", drf("el", lambda: exceptions.AuthenticationFailed()), None, rby)
    rec("drf_nb_notfound", drf("nb", lambda: exceptions.NotFound()), None, rby)

    class Shipment(serializers.Serializer):
        carrier = serializers.ChoiceField(choices=["dhl", "ups", "gls"])
        parcels = serializers.IntegerField(min_value=1, max_value=40)
        reference = serializers.CharField()

    def ser(lang, data, field):
        with translation.override(lang):
            s = Shipment(data=data)
            s.is_valid()
            return str(s.errors[field][0])

    rec("drf_fr_choice", ser("fr", {"carrier": CAN[3], "parcels": 2, "reference": "r"}, "carrier"), CAN[3], rby)
    rec("drf_ru_choice", ser("ru", {"carrier": CAN[4], "parcels": 2, "reference": "r"}, "carrier"), CAN[4], rby)
    rec("drf_pl_blank", ser("pl", {"carrier": "dhl", "parcels": 2, "reference": ""}, "reference"), "", rby)
    rec("drf_uk_int", ser("uk", {"carrier": "dhl", "parcels": CAN[5], "reference": "r"}, "parcels"), CAN[5], rby)
    class Booking(serializers.Serializer):
        check_in = serializers.DateField()

    with translation.override("tr"):
        b = Booking(data={"check_in": "30/09/2024"})
        b.is_valid()
        rec("drf_tr_date", str(b.errors["check_in"][0]), "30/09/2024", rby)
    rec("drf_id_int", ser("id", {"carrier": "dhl", "parcels": 41, "reference": "r"}, "parcels"), "41", rby)


# ---------------------------------------------------------------- databases and network clients
def db_net_part():
    import sqlite3
    con = sqlite3.connect(":memory:")
    con.execute("create table customers (id integer primary key, email text)")
    sent = f"' OR 1=1 -- {CAN[6]}"
    q = "select id from customers where email = '" + sent + "' and tenant = 'acme'"
    # the quote of the probe closes the literal; the comment swallows the rest, so make it break:
    sent = f"{CAN[6]}' OR 1=1) --"
    q = "select id, email from customers where email = '" + sent + "'"
    try:
        con.execute(q)
    except sqlite3.Error as e:
        rec("sqlite_sql", f"{type(e).__module__}.{type(e).__name__}: {e}", sent,
            f"Python {sys.version.split()[0]} sqlite3 (SQLite {sqlite3.sqlite_version}), gen/capture_real.py")

    import duckdb
    sent = f"' OR 1=1 UNION SELECT * FROM {CAN[7]}' --"
    dc = duckdb.connect()
    dc.execute("create table shipments (id int, city varchar)")
    try:
        dc.execute("select * from shipments where city = '" + sent + "' limit 20")
    except Exception as e:
        rec("duckdb_sql", str(e), sent, f"duckdb {ver('duckdb')} Python client, gen/capture_real.py")

    import psycopg2
    try:
        psycopg2.connect(host="127.0.0.1", port=5432, dbname="loyalty", user="svc_points", connect_timeout=2)
    except Exception as e:
        rec("pg_conn", f"{type(e).__module__}.{type(e).__name__}: {str(e).strip()}", None,
            f"psycopg2-binary {ver('psycopg2-binary')} against a closed local port, gen/capture_real.py")

    import requests
    try:
        requests.get("http://inventory-svc.prod.internal:8080/v1/stock/SKU-22817", timeout=3)
    except Exception as e:
        rec("requests_dns", f"{type(e).__name__}: {e}", None,
            f"requests {ver('requests')} (urllib3 {ver('urllib3')}), unresolvable internal host, gen/capture_real.py")

    import redis
    try:
        redis.Redis(host="127.0.0.1", port=6390, socket_connect_timeout=2).get("session:cart:8812")
    except Exception as e:
        rec("redis_conn", f"redis.exceptions.{type(e).__name__}: {e}", None,
            f"redis-py {ver('redis')} against a closed local port, gen/capture_real.py")

    import pymongo
    try:
        pymongo.MongoClient("mongodb://127.0.0.1:27019/?serverSelectionTimeoutMS=800").catalog.products.find_one({"sku": "LMP-44"})
    except Exception as e:
        rec("mongo_conn", f"pymongo.errors.{type(e).__name__}: {e}", None,
            f"pymongo {ver('pymongo')} against a closed local port, gen/capture_real.py")


# ---------------------------------------------------------------- AWS via botocore + moto
def aws_part():
    os.environ.update(AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing", AWS_DEFAULT_REGION="eu-west-1")
    import boto3
    from botocore.exceptions import ClientError, ParamValidationError
    from moto import mock_aws
    by = f"boto3 {ver('boto3')} / botocore {ver('botocore')} against moto {ver('moto')} mock_aws, gen/capture_real.py"
    with mock_aws():
        s3 = boto3.client("s3", region_name="eu-west-1")
        try:
            s3.get_object(Bucket="acme-invoices-archive-eu", Key="2024/11/INV-20931.pdf")
        except ClientError as e:
            rec("aws_s3_nobucket", str(e), None, by)
        try:
            s3.get_object(Bucket=CAN[8] + "/../x", Key="a")
        except ParamValidationError as e:
            rec("aws_param", str(e), CAN[8] + "/../x", f"botocore {ver('botocore')} client-side ParamValidationError, gen/capture_real.py")
        ddb = boto3.client("dynamodb", region_name="eu-west-1")
        ddb.create_table(TableName="reservations", KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                         AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
                         BillingMode="PAY_PER_REQUEST")
        ddb.put_item(TableName="reservations", Item={"pk": {"S": "table-12#2024-06-14T19:30"}, "party": {"N": "4"}})
        try:
            ddb.put_item(TableName="reservations", Item={"pk": {"S": "table-12#2024-06-14T19:30"}, "party": {"N": "2"}},
                         ConditionExpression="attribute_not_exists(pk)")
        except ClientError as e:
            rec("aws_ddb_cond", str(e), None, by)
        sm = boto3.client("secretsmanager", region_name="eu-west-1")
        try:
            sm.get_secret_value(SecretId="prod/shipping/dhl-api-key")
        except ClientError as e:
            rec("aws_secret", str(e), None, by)


# ---------------------------------------------------------------- PyJWT
def jwt_part():
    import time
    import jwt
    by = f"PyJWT {ver('PyJWT')}, gen/capture_real.py"
    tok = jwt.encode({"sub": "u_1182", "exp": int(time.time()) - 600, "aud": "crm-tools"}, "k" * 32, algorithm="HS256")
    try:
        jwt.decode(tok, "k" * 32, algorithms=["HS256"], audience="crm-tools")
    except jwt.PyJWTError as e:
        rec("jwt_expired", str(e), None, by)
    tok = jwt.encode({"sub": "u_1182", "exp": int(time.time()) + 600, "aud": "marketing-app"}, "k" * 32, algorithm="HS256")
    try:
        jwt.decode(tok, "k" * 32, algorithms=["HS256"], audience="crm-tools")
    except jwt.PyJWTError as e:
        rec("jwt_aud", f"{type(e).__module__}.{type(e).__name__}: {e}", None, by)


# ---------------------------------------------------------------- Python runtime
def py_part():
    by = f"CPython {sys.version.split()[0]}, gen/capture_real.py"
    try:
        int(CAN[9])
    except ValueError as e:
        rec("py_int", f"ValueError: {e}", CAN[9], by)
    import codecs
    try:
        codecs.lookup(CAN[10])
    except LookupError as e:
        rec("py_codec", f"LookupError: {e}", CAN[10], by)
    sent = "../../../../etc/passwd"
    d = tempfile.mkdtemp(prefix="tenant-0042-", dir="/tmp")
    try:
        open(os.path.join(d, "uploads", sent))
    except OSError as e:
        rec("py_enoent", str(e), sent, by)

    # a tool module that returns format_exc() to the model
    mod_src = (
        "import traceback\n\n\n"
        "def parse_window(spec):\n"
        "    start, end = spec.split('..')\n"
        "    return int(start), int(end)\n\n\n"
        "def build_report(metric, spec):\n"
        "    lo, hi = parse_window(spec)\n"
        "    return {'metric': metric, 'from': lo, 'to': hi}\n\n\n"
        "def handle(args):\n"
        "    try:\n"
        "        return build_report(args['metric'], args['window'])\n"
        "    except Exception:\n"
        "        return 'Report failed:\\n' + traceback.format_exc()\n")
    import importlib.util
    with tempfile.TemporaryDirectory() as md:
        mp = os.path.join(md, "reports.py")
        open(mp, "w").write(mod_src)
        spec = importlib.util.spec_from_file_location("reports", mp)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        tb = mod.handle({"metric": "churn", "window": "2024-Q3"})
        rec("py_tb", tb.replace(md, "/opt/mcp-analytics/server"), None,
            by + " (module directory shown as the server's)")

    import zoneinfo
    try:
        zoneinfo.ZoneInfo(CAN[11])
    except Exception as e:
        rec("py_zone", f"{type(e).__name__}: {e}", CAN[11], by)


# ---------------------------------------------------------------- Werkzeug HTML error pages
def werkzeug_part():
    from werkzeug.exceptions import NotFound, Forbidden
    by = f"Werkzeug {ver('Werkzeug')} HTTPException.get_body(), gen/capture_real.py"
    rec("wz_404", "Upstream answered 404:\n" + NotFound().get_body(), None, by)
    rec("wz_403", Forbidden().get_body(), None, by)


# ---------------------------------------------------------------- Node.js
NODE = r"""
const out = {};
const [c1, c2] = process.argv.slice(2);
try { '-'.repeat(-3); } catch (e) { out.node_repeat = String(e); }
try { new Intl.DateTimeFormat('en-GB', {timeZone: c1}); } catch (e) { out.node_tz = String(e); }
try { (12.5).toFixed(150); } catch (e) { out.node_tofixed = String(e); }
function pickAddress(customer) { return customer.addresses[0].id; }
function buildLabel(order) { return { to: pickAddress(order.customer) }; }
try { buildLabel({ customer: {} }); } catch (e) { out.node_stack = e.stack; }
(async () => {
  try { await fetch('http://127.0.0.1:39017/api/v2/rates?from=LIS&to=OPO'); }
  catch (e) { out.node_fetch = String(e) + '\n  cause: ' + String(e.cause && (e.cause.stack || e.cause)); }
  try { Buffer.alloc(Number(c2)); } catch (e) { out.node_buffer = String(e); }
  console.log(JSON.stringify(out));
})();
"""


def node_part():
    v = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "label-service.js")
        open(p, "w").write(NODE)
        r = subprocess.run(["node", p, CAN[12], "-5"], capture_output=True, text=True, cwd=d)
        res = json.loads(r.stdout)
        for k, t in res.items():
            res[k] = t.replace(d, "/srv/label-service")
    by = f"Node.js {v}, gen/capture_real.py (script path shown as the server's)"
    sent = {"node_repeat": "-3", "node_tz": CAN[12], "node_tofixed": "150", "node_buffer": "-5"}
    for k, t in res.items():
        rec(k, t, sent.get(k), by)


if __name__ == "__main__":
    for part in (mcp_part, jsonschema_part, django_part, db_net_part, aws_part, jwt_part, py_part,
                 werkzeug_part, node_part):
        part()
    json.dump(OUT, open(os.path.join(HERE, "real_outputs.json"), "w"), indent=1, ensure_ascii=False)
    for k, v in OUT.items():
        print("==", k, "| sent:", (v["sent"] or "")[:40])
        print(v["text"][:1500])
