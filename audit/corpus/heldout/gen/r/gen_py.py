# Produces real-library texts through a real MCP server (mcp python SDK, MCPServer) and in-memory Client.
import asyncio, json, sqlite3, traceback, threading, http.server, sys
from typing import Literal, Annotated
from pathlib import Path
from pydantic import Field
import django
from django.conf import settings
settings.configure(USE_I18N=True, ROOT_URLCONF=__name__, ALLOWED_HOSTS=["*"],
  DATABASES={"default":{"ENGINE":"django.db.backends.sqlite3","NAME":":memory:"}},
  INSTALLED_APPS=["django.contrib.contenttypes","django.contrib.auth","rest_framework","rest_framework_simplejwt"], SECRET_KEY="k"*50,
  MIDDLEWARE=["django.middleware.locale.LocaleMiddleware"], LANGUAGES=[("ru","Russian"),("en","English")],
  REST_FRAMEWORK={"DEFAULT_AUTHENTICATION_CLASSES":["rest_framework_simplejwt.authentication.JWTAuthentication"],"DEFAULT_PERMISSION_CLASSES":["rest_framework.permissions.IsAuthenticated"]})
django.setup()
from django.urls import path as upath
from django.utils import translation
from rest_framework.views import APIView
from rest_framework.response import Response
from rest_framework import exceptions as drf_exc, serializers
class RidesView(APIView):
    def get(self, r): return Response({"ok":1})
urlpatterns=[upath("api/rides/", RidesView.as_view())]

from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError

C = json.load(open("canaries.json"))
srv = MCPServer("probe")
cases = []  # (key, tool, args, probe, sent)
def case(key, args, probe, sent):
    def deco(fn):
        srv.tool(name=fn.__name__)(fn)
        cases.append((key, fn.__name__, args, probe, sent))
        return fn
    return deco

# 1-2: SDK's own pydantic validation
@case("py_pyd_max", {"query": "invoice", "limit": 1000001}, "above-max", "1000001")
def search_invoices(query: str, limit: Annotated[int, Field(ge=1, le=100)] = 20) -> str:
    return "ok"
cases.append(("py_pyd_enum", "list_tickets", {"order": C["py_pyd_enum"]}, "enum", C["py_pyd_enum"]))
@srv.tool()
def list_tickets(order: Literal["newest", "oldest"] = "newest") -> str:
    return "ok"

# 3: crash withheld by the SDK
@case("py_crash", {"account": C["py_crash"] + "'; DROP TABLE ledger; --"}, "sql", C["py_crash"] + "'; DROP TABLE ledger; --")
def export_ledger(account: str) -> str:
    db = sqlite3.connect(":memory:")
    db.execute("create table ledger(account text, amount int)")
    return str(db.execute(f"select * from ledger where account = '{account}'").fetchall())

# DRF localized messages passed on
def drf(lang, fn):
    with translation.override(lang):
        return str(fn())
@case("py_drf_de_notauth", {"month": "2024-11"}, "valid", None)
def list_invoices(month: str) -> str:
    raise ToolError(drf("de", lambda: drf_exc.NotAuthenticated().detail))
@case("py_drf_ja_authfailed", {"patient_id": "P-20931"}, "valid", None)
def get_visit_history(patient_id: str) -> str:
    raise ToolError(drf("ja", lambda: drf_exc.AuthenticationFailed().detail))
@case("py_drf_ko_perm", {"class_id": "3-2", "score": 88}, "valid", None)
def update_grade(class_id: str, score: int) -> str:
    raise ToolError(drf("ko", lambda: drf_exc.PermissionDenied().detail))

class TaskSer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["open", "in_progress", "done"])
class ItemSer(serializers.Serializer):
    aantal = serializers.IntegerField(min_value=1, max_value=100)
    titel = serializers.CharField()
def ser_errors(lang, ser, data):
    with translation.override(lang):
        s = ser(data=data); s.is_valid()
        return "; ".join(f"{k}: {' '.join(str(x) for x in v)}" for k, v in s.errors.items())
@case("py_drf_nl_choice", {"status": C["py_drf_nl_choice"]}, "enum", C["py_drf_nl_choice"])
def set_task_status(status: str) -> str:
    raise ToolError(ser_errors("nl", TaskSer, {"status": status}))
@case("py_drf_cs_choice", {"stav": C["py_drf_cs_choice"]}, "enum", C["py_drf_cs_choice"])
def filtruj_objednavky(stav: str) -> str:
    raise ToolError(ser_errors("cs", TaskSer, {"status": stav}))
@case("py_drf_el_blank", {"title": ""}, "empty", "")
def create_note(title: str) -> str:
    with translation.override("el"):
        s = ItemSer(data={"aantal": 1, "titel": title}); s.is_valid()
        raise ToolError(str(s.errors["titel"][0]))
@case("py_drf_ar_max", {"quantity": 1000001}, "above-max", "1000001")
def reserve_stock(quantity: int) -> str:
    with translation.override("ar"):
        s = ItemSer(data={"aantal": quantity, "titel": "x"}); s.is_valid()
        raise ToolError(str(s.errors["aantal"][0]))
@case("py_drf_tr_throttled", {"symbol": "THYAO"}, "valid", None)
def get_quote(symbol: str) -> str:
    raise ToolError(drf("tr", lambda: drf_exc.Throttled(wait=3482).detail))
@case("py_drf_fi_required", {}, "missing", None)
def kirjaa_tunnit(hours: float | None = None) -> str:
    class H(serializers.Serializer):
        tunnit = serializers.FloatField()
    with translation.override("fi"):
        s = H(data={}); s.is_valid()
        raise ToolError("tunnit: " + str(s.errors["tunnit"][0]))

# simplejwt 401 body passed on (ru)
@case("py_jwt_ru", {"date": "2025-03-14"}, "valid", None)
def list_rides(date: str) -> str:
    from django.test import Client as DjClient
    from django.core.management import call_command
    from django.contrib.auth.models import User
    from rest_framework_simplejwt.tokens import AccessToken
    from datetime import timedelta
    call_command("migrate", verbosity=0)
    u = User.objects.create_user("rider", "r@x.io", "pw")
    t = AccessToken.for_user(u); t.set_exp(lifetime=-timedelta(minutes=5))
    r = DjClient().get("/api/rides/", HTTP_AUTHORIZATION=f"Bearer {t}", HTTP_ACCEPT_LANGUAGE="ru")
    raise ToolError(f"Сервис поездок вернул {r.status_code}: {r.content.decode()}")

# hvac against a local stand-in answering as Vault documents a 403
@case("py_hvac", {"name": "stripe"}, "valid", None)
def get_payment_secret(name: str) -> str:
    import hvac
    c = hvac.Client(url="http://127.0.0.1:8200", token="hvs.CAESI" + "x" * 20)
    try:
        c.secrets.kv.v2.read_secret_version(path=f"payments/{name}", mount_point="secret", raise_on_deleted_version=True)
    except Exception as e:
        raise ToolError(f"Vault: {e}")

# Django safe_join / validate_file_name / pathlib
TRAV = "../../../../etc/passwd"
@case("py_safejoin", {"nombre": TRAV}, "traversal", TRAV)
def leer_adjunto(nombre: str) -> str:
    from django.utils._os import safe_join
    try:
        safe_join("/var/www/clinica/media/adjuntos", nombre)
    except Exception as e:
        raise ToolError(f"No se pudo abrir el adjunto: {e}")
@case("py_traversal", {"filename": TRAV}, "traversal", TRAV)
def get_attachment(filename: str) -> str:
    from django.core.files.utils import validate_file_name
    try:
        validate_file_name(filename, allow_relative_path=True)
    except Exception as e:
        raise ToolError(f"{type(e).__name__}: {e}")
@case("py_relto", {"path": "../../../../etc/passwd"}, "traversal", TRAV)
def read_note(path: str) -> str:
    import os
    root = Path("/srv/notes")
    p = Path(os.path.normpath(root / path))
    try:
        p.relative_to(root)
    except ValueError as e:
        raise ToolError(str(e))

# upstream errors
@case("py_psycopg", {"customer_id": "C-1042"}, "valid", None)
def get_customer(customer_id: str) -> str:
    import psycopg
    try:
        psycopg.connect("host=127.0.0.1 port=5432 dbname=crm user=mcp connect_timeout=3")
    except Exception as e:
        raise ToolError(str(e))
@case("py_clean_rewrite", {"order_id": "A-88121"}, "valid", None)
def get_order(order_id: str) -> str:
    import psycopg
    try:
        psycopg.connect("host=127.0.0.1 port=5432 dbname=shop user=mcp connect_timeout=3")
    except psycopg.OperationalError:
        raise ToolError("The order database isn't answering right now. Try again in a minute.")
SQLI = C["py_sqla"] + "' OR 1=1"
@case("py_sqla", {"title": SQLI}, "sql", SQLI)
def find_notes(title: str) -> str:
    from sqlalchemy import create_engine, text
    eng = create_engine("sqlite://")
    with eng.connect() as cx:
        cx.execute(text("create table notes(id integer primary key, title text, body text)"))
        try:
            rows = cx.execute(text(f"SELECT id, title FROM notes WHERE title = '{title}'")).fetchall()
        except Exception as e:
            raise ToolError(str(e))
    return str(rows)
@case("py_requests_success", {"sku": C["py_requests_success"]}, "valid", C["py_requests_success"])
def check_stock(sku: str) -> dict:
    import requests
    try:
        r = requests.get("http://inventory.svc.cluster.local:8080/api/v2/items", params={"sku": sku}, timeout=3)
        return {"status": "ok", "items": r.json()}
    except Exception as e:
        return {"status": "error", "detail": str(e)}
@case("py_httpx_de", {"artikel": "4711"}, "valid", None)
def lagerbestand(artikel: str) -> str:
    import httpx
    try:
        httpx.get(f"http://127.0.0.1:8091/v1/lager/{artikel}", timeout=3)
    except httpx.HTTPError as e:
        raise ToolError(f"Der Lagerdienst antwortet nicht: {type(e).__name__}: {e}")
@case("py_grpc_J", {"order_id": "ORD-55120"}, "valid", None)
def track_shipment(order_id: str) -> str:
    import grpc
    ch = grpc.insecure_channel("127.0.0.1:50051")
    call = ch.unary_unary("/logistics.v1.Tracking/GetShipment", request_serializer=lambda x: x, response_deserializer=lambda x: x)
    try:
        call(b"", timeout=3)
    except grpc.RpcError as e:
        raise MCPError(-32603, "Upstream call failed", {"grpc_status": e.code().name, "details": e.details()})
@case("py_minio_uk", {"bucket": "zvity-2024", "key": "q3/pidsumok.pdf"}, "valid", None)
def zavantazhyty_zvit(bucket: str, key: str) -> str:
    from minio.error import S3Error
    e = S3Error(None, "NoSuchBucket", "The specified bucket does not exist", f"/{bucket}/{key}",
                "1824B6F2A0C3D9E1", "dd9025bab4ad464b049177c95eb6ebf374d3b3fd1af9251148b658df7ac2e3e8", bucket_name=bucket, object_name=key)
    raise ToolError(f"Не вдалося завантажити звіт: {e}")
import linecache
def vmod(filename, src):
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    g = {"__name__": filename}
    exec(compile(src, filename, "exec"), g)
    return g
FORECAST_SRC = """import json


def parse_forecast(payload):
    days = payload["daily"]
    return [{"date": d["date"], "max": d["temp_max"], "min": d["temp_min"]} for d in days]


def fetch_forecast(city, days, raw):
    data = json.loads(raw)
    return parse_forecast(data)[:days]
"""
fc = vmod("/opt/weather-mcp/weather_mcp/forecast.py", FORECAST_SRC)
SERVER_SRC = """import traceback

from mcp.server.mcpserver.exceptions import ToolError

from weather_mcp.forecast import fetch_forecast
from weather_mcp.upstream import get_raw


def get_forecast(city: str, days: int) -> str:
    try:
        return fetch_forecast(city, days, get_raw(city))
    except Exception:
        raise ToolError(traceback.format_exc())
"""
import types
pkg = types.ModuleType("weather_mcp"); sys.modules["weather_mcp"] = pkg
fmod = types.ModuleType("weather_mcp.forecast"); fmod.fetch_forecast = fc["fetch_forecast"]; sys.modules["weather_mcp.forecast"] = fmod
umod = types.ModuleType("weather_mcp.upstream"); umod.get_raw = lambda city: '{"hourly": {"time": []}, "timezone": "Europe/Lisbon"}'; sys.modules["weather_mcp.upstream"] = umod
sv = vmod("/opt/weather-mcp/weather_mcp/server.py", SERVER_SRC)
srv.tool(name="get_forecast")(sv["get_forecast"])
cases.append(("py_traceback", "get_forecast", {"city": "Lisbon", "days": 3}, "valid", None))
METAR_SRC = """def decode(report):
    vis = report["visibility"]["meters"]
    return {"visibility_m": vis}
"""
mt = vmod("/srv/aviation-tools/metar/decoder.py", METAR_SRC)
@case("py_oneframe", {"station": "LPPT"}, "valid", None)
def get_metar(station: str) -> str:
    try:
        mt["decode"]({"wind": {"dir": 350, "kt": 12}})
    except Exception as e:
        fr = traceback.extract_tb(e.__traceback__)[-1]
        raise ToolError(f"{type(e).__name__}: {e}\n  File \"{fr.filename}\", line {fr.lineno}, in {fr.name}")
@case("py_jsonschema", {"size": 1000001}, "above-max", "1000001")
def create_batch(size: int) -> str:
    import jsonschema
    try:
        jsonschema.validate({"size": size}, {"type": "object", "properties": {"size": {"type": "integer", "minimum": 1, "maximum": 500}}})
    except jsonschema.ValidationError as e:
        raise ToolError(f"Invalid arguments: {e.message}")
@case("py_J_auth", {"project": "atlas"}, "valid", None)
def list_deploys(project: str) -> str:
    raise MCPError(-32001, "Unauthorized: bearer token expired", {"www_authenticate": 'Bearer error="invalid_token", error_description="The access token expired"'})

def render(r):
    parts = [b.text for b in r.content if getattr(b, "type", None) == "text"]
    t = "\n".join(parts)
    if r.structured_content is not None:
        t = (t + "\n" if t else "") + json.dumps(r.structured_content, ensure_ascii=False)
    return t

class VaultStandIn(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"errors": ["1 error occurred:\n\t* permission denied\n\n"]}).encode()
        self.send_response(403); self.send_header("Content-Type", "application/json"); self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
    def log_message(self, *a): pass

async def main():
    vs = http.server.HTTPServer(("127.0.0.1", 8200), VaultStandIn); threading.Thread(target=vs.serve_forever, daemon=True).start()
    out = {}
    async with Client(srv) as c:
        for key, tool, args, probe, sent in cases:
            try:
                r = await c.call_tool(tool, args)
                out[key] = {"channel": "error-result" if r.is_error else "success-result", "text": render(r), "probe": probe, "sent": sent, "tool": tool}
            except MCPError as e:
                t = e.message + ("\n" + json.dumps(e.data, ensure_ascii=False) if e.data is not None else "")
                out[key] = {"channel": "jsonrpc-error", "text": t, "probe": probe, "sent": sent, "tool": tool}
    vs.shutdown()
    json.dump(out, open("real_py.json", "w"), ensure_ascii=False, indent=1)
    for k, v in out.items():
        print("==", k, v["channel"]); print(v["text"])
import logging; logging.disable(logging.CRITICAL)
asyncio.run(main())
