"""Real library output (Python). Writes /tmp/hv-scratch/real_py.json.
Each item: key, lang, channel, probe, sent, text, signals, lib."""
import json, hashlib, sqlite3, traceback, os, pathlib, sys

def canary(tag):
    return "twaudit-" + hashlib.sha256(("v-" + tag).encode()).hexdigest()[:8]

import django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=[
    "django.contrib.contenttypes", "django.contrib.auth", "rest_framework"],
    DATABASES={}, LANGUAGE_CODE="en")
django.setup()
from django.utils import translation
from django.utils.translation import gettext
from django import forms
from django.core.validators import MaxValueValidator, MinValueValidator
from django.core.exceptions import ValidationError as DjVE
from rest_framework import exceptions, serializers
from django.contrib.auth.forms import AuthenticationForm

out = []
def add(key, lang, channel, probe, sent, text, signals, lib):
    out.append(dict(key=key, lang=lang, channel=channel, probe=probe, sent=sent,
                    text=text, signals=signals, lib=lib))

DRF = "Django REST framework 3.18.3 / Django 5.2.19"
AUTH_NG = ["auth-failure-as-result", "no-retry-guidance"]
for key, lang, exc in [("drf-perm", "de", exceptions.PermissionDenied),
                       ("drf-notauth", "fr", exceptions.NotAuthenticated),
                       ("drf-authfail", "es", exceptions.AuthenticationFailed)]:
    with translation.override(lang):
        add(key, lang, "error-result", "valid", None, str(exc().detail), AUTH_NG, DRF + f" {exc.__name__}.default_detail ({lang})")
with translation.override("ja"):
    add("drf-token", "ja", "error-result", "valid", None, gettext("Invalid token."), AUTH_NG, DRF + " TokenAuthentication message (ja)")
with translation.override("tr"):
    add("dj-inactive", "tr", "error-result", "valid", None, str(AuthenticationForm.error_messages["inactive"]), AUTH_NG, "Django 5.2.19 AuthenticationForm inactive (tr)")
with translation.override("pt-br"):
    m = str(AuthenticationForm.error_messages["invalid_login"]) % {"username": "e-mail"}
    add("dj-login", "pt", "error-result", "valid", None, m, ["auth-failure-as-result"], "Django 5.2.19 AuthenticationForm invalid_login (pt-br)")

def drf_err(field, value):
    try:
        field.run_validation(value)
    except serializers.ValidationError as e:
        d = e.detail
        return str(d[0] if isinstance(d, list) else d)

c = canary("drf-choice-ru")
with translation.override("ru"):
    add("drf-choice-ru", "ru", "error-result", "enum", c,
        "status: " + drf_err(serializers.ChoiceField(choices=["open", "closed", "archived"]), c),
        ["validation-echoes-value", "no-retry-guidance"], DRF + " ChoiceField (ru)")
c = canary("drf-choice-ko")
with translation.override("ko"):
    add("drf-choice-ko", "ko", "error-result", "enum", c,
        "priority: " + drf_err(serializers.ChoiceField(choices=["low", "normal", "high"]), c) + " (low, normal, high)",
        ["validation-echoes-value"], DRF + " ChoiceField (ko) + allowed list appended by tool")
c = canary("dj-choice-it")
with translation.override("it"):
    f = forms.ChoiceField(choices=[("a4", "A4"), ("a5", "A5")])
    try: f.clean(c)
    except DjVE as e: msg = e.messages[0]
    add("dj-choice-it", "it", "error-result", "enum", c, "formato: " + msg,
        ["validation-echoes-value", "no-retry-guidance"], "Django 5.2.19 forms.ChoiceField (it)")
for key, lang, v, sent, probe in [("dj-max-nl", "nl", MaxValueValidator(500), 1000001, "above-max"),
                                  ("dj-min-sv", "sv", MinValueValidator(1), -1, "below-min")]:
    with translation.override(lang):
        try: v(sent)
        except DjVE as e: msg = e.messages[0]
    add(key, lang, "error-result", probe, str(sent), msg, [], f"Django 5.2.19 {type(v).__name__} ({lang})")
with translation.override("uk"):
    add("drf-maxlen-uk", "uk", "error-result", "oversized", canary("uk") + "A" * 5000,
        "title: " + drf_err(serializers.CharField(max_length=200), "x" * 5000), [], DRF + " CharField max_length (uk)")
with translation.override("fi"):
    add("drf-blank-fi", "fi", "error-result", "empty", "",
        "nimi: " + drf_err(serializers.CharField(), ""), [], DRF + " CharField blank (fi)")
with translation.override("el"):
    add("drf-throttle-el", "el", "error-result", "valid", None,
        str(exceptions.Throttled(wait=42).detail), [], DRF + " Throttled (el)")
with translation.override("cs"):
    add("drf-int-cs", "cs", "error-result", "wrong-type", None,
        "limit: " + drf_err(serializers.IntegerField(), "abc"), [], DRF + " IntegerField invalid (cs)")

# pydantic
from pydantic import BaseModel, Field, ValidationError
from typing import Literal
class SearchArgs(BaseModel):
    query: str
    limit: int = Field(20, ge=1, le=100)
    sort: Literal["relevance", "newest", "oldest"] = "relevance"
try: SearchArgs(query="x", limit=1000001)
except ValidationError as e:
    add("pyd-le", "en", "error-result", "above-max", "1000001", str(e), ["raw-upstream-text", "validation-echoes-value"], "pydantic 2.13.4 ValidationError str()")
c = canary("pyd-lit")
try: SearchArgs(query="x", sort=c)
except ValidationError as e:
    data = json.loads(e.json(include_url=False))
    add("pyd-lit", "en", "jsonrpc-error", "enum", c, "Invalid params " + json.dumps(data),
        ["raw-upstream-text", "validation-echoes-value"], "pydantic 2.13.4 ValidationError.json() as JSON-RPC -32602 data")

import jsonschema
c = canary("jsonschema")
try: jsonschema.validate({"unit": c}, {"type": "object", "properties": {"unit": {"enum": ["kg", "lb", "g"]}}})
except jsonschema.ValidationError as e:
    add("jsonschema", "en", "error-result", "enum", c, "Invalid argument 'unit': " + e.message, ["validation-echoes-value"], "jsonschema 4.26.0 ValidationError.message")

# sqlite
db = sqlite3.connect(":memory:")
db.execute("create table members(id integer primary key, email text unique, name text)")
sent = "')) OR 1=1 -- " + canary("sqlite")
try: db.execute("select * from members where (name = '%s' and id > 0)" % sent).fetchall()
except sqlite3.Error as e:
    add("sqlite-sql", "en", "error-result", "sql", sent, f"Query failed: {type(e).__module__}.{type(e).__name__}: {e}", ["raw-upstream-text", "no-retry-guidance"], f"Python sqlite3 (SQLite {sqlite3.sqlite_version})")

import duckdb
sent = "') OR 1=1 -- " + canary("duck")
duckdb.sql("CREATE TABLE readings(sensor VARCHAR, ts TIMESTAMP, v DOUBLE)")
try: duckdb.sql("SELECT * FROM readings WHERE sensor = '%s' AND ts > now() - INTERVAL 1 DAY" % sent)
except Exception as e:
    add("duckdb", "en", "error-result", "sql", sent, str(e), ["raw-upstream-text", "no-retry-guidance"], f"duckdb {duckdb.__version__}")

import psycopg2
try: psycopg2.connect(host="127.0.0.1", port=1, dbname="clinic", user="app", connect_timeout=2)
except Exception as e:
    add("psycopg2", "en", "error-result", "valid", None, "Kunde inte hämta bokningar: " + str(e).strip(), ["raw-upstream-text", "no-retry-guidance"], "psycopg2-binary 2.9.13 OperationalError, Swedish wrapper")

# Python traceback as JSON-RPC data
ns = {}
exec(compile("""def load_member(store, member_id):
    member = store["members"][member_id]
    return member["tier"]

def handle(args):
    store = {"members": {}}
    return load_member(store, args["member_id"])
""", "/srv/loyalty/app/handlers.py", "exec"), ns)
handle = ns["handle"]
c = canary("pytb")
try: handle({"member_id": c})
except Exception as e:
    tb = "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next))
    add("pytb", "en", "jsonrpc-error", "valid", c, "Internal error " + json.dumps({"exception": repr(e), "traceback": tb}),
        ["raw-upstream-text", "stack-trace"], "CPython 3.11 traceback.format_exc in JSON-RPC -32603 data")

# success with a trace in structuredContent
exec(compile("""def enrich(row):
    return int(row["score"])
""", "/opt/trailfinder/enrich.py", "exec"), ns)
try: ns["enrich"]({"score": "n/a"})
except Exception as e:
    tb = "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next))
add("pytb-success", "en", "success-result", "valid", None,
    "Found 3 matching trails.\n" + json.dumps({"trails": ["Ridge Loop", "Cedar Falls", "Old Mill"], "enrichment_warning": tb}),
    ["stack-trace"], "CPython 3.11 traceback.format_exc inside a successful result")

# moto / botocore
from moto import mock_aws
import boto3
with mock_aws():
    s3 = boto3.client("s3", region_name="eu-central-1")
    try: s3.get_object(Bucket="media-" + canary("s3")[8:], Key="covers/1.png")
    except Exception as e:
        add("s3", "en", "error-result", "valid", None, f"Could not load cover: {e}", ["raw-upstream-text", "no-retry-guidance"], "boto3/botocore 1.43.11 ClientError against moto 5.2.1")
    ddb = boto3.client("dynamodb", region_name="eu-central-1")
    try: ddb.get_item(TableName="loyalty-points", Key={"pk": {"S": "m#1"}})
    except Exception as e:
        add("ddb", "de", "error-result", "valid", None, f"Punktestand nicht verfügbar ({e})", ["raw-upstream-text", "no-retry-guidance"], "boto3/botocore 1.43.11 ClientError against moto 5.2.1, German wrapper")

# path containment, real resolution
root = pathlib.Path("/srv/notebooks")
sent = "../../../../etc/passwd"
resolved = (root / sent).resolve()
if not resolved.is_relative_to(root):
    add("pathchk", "en", "error-result", "traversal", sent,
        f"Refusing to read {resolved}: paths must stay under {root}.",
        ["path-details-as-result", "policy-enumeration", "raw-upstream-text"], "pathlib.Path.resolve + is_relative_to check, CPython 3.11")

json.dump(out, open("/tmp/hv-scratch/real_py.json", "w"), ensure_ascii=False, indent=1)
print(len(out))
