"""Produce real model-visible texts from Python libraries.

Run with the venv from gen/README.md:  /tmp/hw-venv/bin/python gen/real_py.py CANARIES_JSON
Reads a JSON object {key: canary} on argv[1] and prints a JSON object {key: {"text": ..., "by": ...}}.
Every text below is what the library itself produced at run time; the surrounding tool code only
decides how the text is framed (plain, JSON of a body, a wrapper sentence in the server's language).
Network calls go only to 127.0.0.1 ports where nothing listens.
"""
import json
import sys
import traceback

import django
from django.conf import settings

settings.configure(
    SECRET_KEY="heldout-w-" + "x" * 40,
    USE_I18N=True,
    INSTALLED_APPS=[
        "django.contrib.contenttypes",
        "django.contrib.auth",
        "rest_framework",
        "rest_framework_simplejwt",
    ],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
)
django.setup()

from importlib.metadata import version as _v  # noqa: E402

from django.utils import translation  # noqa: E402
from django.utils.translation import gettext as _  # noqa: E402
from rest_framework import exceptions, serializers  # noqa: E402

C = json.loads(sys.argv[1])
OUT = {}
SCRIPT = "gen/real_py.py"


def put(key, text, by):
    OUT[key] = {"text": text, "by": f"{by}; {SCRIPT}"}


DRF = f"djangorestframework {_v('djangorestframework')}"
JWT = f"djangorestframework-simplejwt {_v('djangorestframework-simplejwt')}"

# --- DRF / simplejwt: localized auth failures, as a Django-backed tool returns detail -----------
with translation.override("de"):
    put("drf_perm_de", str(exceptions.PermissionDenied().detail), f"{DRF} PermissionDenied().detail, locale de")
with translation.override("ja"):
    put("drf_authfail_ja", str(exceptions.AuthenticationFailed().detail), f"{DRF} AuthenticationFailed().detail, locale ja")

from rest_framework_simplejwt.authentication import JWTAuthentication  # noqa: E402

with translation.override("pt-br"):
    try:
        JWTAuthentication().get_validated_token(b"eyJhbGciOiJIUzI1NiJ9.e30.Zm9v")
    except Exception as e:  # InvalidToken
        body = json.dumps(e.detail, ensure_ascii=False)
        put("jwt_body_ptbr", "A API de faturamento respondeu 401: " + body,
            f"{JWT} JWTAuthentication.get_validated_token -> InvalidToken.detail as JSON, locale pt-br (wrapper sentence by the tool)")
with translation.override("tr"):
    d = exceptions.AuthenticationFailed(_("User is inactive"), code="user_inactive").detail
    put("jwt_inactive_tr", str(d), f"{JWT} catalog string 'User is inactive' as raised by JWTAuthentication.get_user, locale tr")
with translation.override("ko"):
    put("jwt_invalid_ko", _("Token is invalid or expired") + ". 다시 로그인한 뒤 요청을 재시도하세요.",
        f"{JWT} catalog string 'Token is invalid or expired', locale ko, followed by the tool's own next step")

# --- DRF validation: ChoiceField echoes the value ---------------------------------------------
class _Args(serializers.Serializer):
    status = serializers.ChoiceField(choices=["open", "closed", "archived"])


with translation.override("ru"):
    f = serializers.ChoiceField(choices=["open", "closed"])
    try:
        f.run_validation(C["drf_choice_ru"])
    except serializers.ValidationError as e:
        put("drf_choice_ru", str(e.detail[0]), f"{DRF} ChoiceField.run_validation, locale ru")
with translation.override("fr"):
    s = _Args(data={"status": C["drf_choice_fr"]})
    s.is_valid()
    put("drf_choice_fr", json.dumps({k: [str(m) for m in v] for k, v in s.errors.items()}, ensure_ascii=False),
        f"{DRF} Serializer.errors as JSON, locale fr")
with translation.override("pl"):
    put("drf_notfound_pl", str(exceptions.NotFound().detail), f"{DRF} NotFound().detail, locale pl")
with translation.override("tr"):
    put("drf_throttled_tr", str(exceptions.Throttled(wait=42).detail), f"{DRF} Throttled(wait=42).detail, locale tr")

# --- DuckDB: full Python traceback returned by a tool ------------------------------------------
import duckdb  # noqa: E402


EXPORT_DIR = "/var/lib/orders-mcp/exports"


def export_orders(con, year):
    return con.execute(f"SELECT id, status, total FROM read_parquet('{EXPORT_DIR}/orders_{year}.parquet')").fetchall()


try:
    con = duckdb.connect()
    export_orders(con, 2023)
except Exception:
    put("duckdb_tb", traceback.format_exc().rstrip("\n"), f"duckdb {_v('duckdb')} IOException, traceback.format_exc()")

# --- SQLAlchemy + sqlite: string-built query hit by an SQL probe -------------------------------
import sqlalchemy as sa  # noqa: E402

eng = sa.create_engine("sqlite://")
with eng.begin() as cx:
    cx.execute(sa.text("CREATE TABLE notes(id INTEGER PRIMARY KEY, title TEXT, body TEXT)"))
try:
    with eng.connect() as cx:
        q = C["sqla_sql"] + "' UNION SELECT name FROM sqlite_master --"
        cx.execute(sa.text(f"SELECT id, title FROM notes WHERE title LIKE '%{q}%'")).fetchall()
except Exception as e:
    put("sqla_sql", str(e), f"SQLAlchemy {_v('sqlalchemy')} OperationalError str()")
OUT["sqla_sql"]["sent"] = C["sqla_sql"] + "' UNION SELECT name FROM sqlite_master --"

# --- psycopg: connection refused on loopback ---------------------------------------------------
import psycopg  # noqa: E402

try:
    psycopg.connect("host=127.0.0.1 port=5433 dbname=inventory user=mcp connect_timeout=3")
except Exception as e:
    put("psycopg_refused", str(e), f"psycopg {_v('psycopg')} OperationalError str()")

# --- neo4j: ServiceUnavailable ------------------------------------------------------------------
from neo4j import GraphDatabase  # noqa: E402

try:
    drv = GraphDatabase.driver("bolt://127.0.0.1:7687", auth=("neo4j", "x"), connection_timeout=3)
    drv.verify_connectivity()
except Exception as e:
    put("neo4j_down", "Nem sikerült lekérdezni a kapcsolati gráfot: " + f"{type(e).__name__}: {e}",
        f"neo4j {_v('neo4j')} ServiceUnavailable, type name + str() (Hungarian wrapper by the tool)")

# --- clickhouse-connect: OperationalError --------------------------------------------------------
import clickhouse_connect  # noqa: E402

try:
    clickhouse_connect.get_client(host="127.0.0.1", port=8123, connect_timeout=3)
except Exception as e:
    put("clickhouse_down", "Internal error " + json.dumps({"error": f"{type(e).__name__}: {e}"}),
        f"clickhouse-connect {_v('clickhouse-connect')} OperationalError, as JSON-RPC error data")

# --- pydantic: ValidationError passed on as text --------------------------------------------------
from typing import Literal  # noqa: E402

from pydantic import BaseModel, ValidationError  # noqa: E402


class ListOrdersArgs(BaseModel):
    status: Literal["open", "closed"]
    limit: int = 20


try:
    ListOrdersArgs(status=C["pyd_enum"])
except ValidationError as e:
    put("pyd_enum", f"{type(e).__module__}.{type(e).__qualname__}: {e}", f"pydantic {_v('pydantic')} ValidationError")

# --- jsonschema: enum error as a JSON-RPC invalid-params message ----------------------------------
import jsonschema  # noqa: E402

schema = {"type": "object", "properties": {"priority": {"enum": ["low", "normal", "high"]}}}
try:
    jsonschema.validate({"priority": C["jsonschema_enum"]}, schema)
except jsonschema.ValidationError as e:
    put("jsonschema_enum", "Invalid params: " + e.message, f"jsonschema {_v('jsonschema')} ValidationError.message")

print(json.dumps(OUT, ensure_ascii=False))
