#!/usr/bin/env python3
"""Runs real Python libraries (Django 5.2 i18n validators, pydantic 2, jsonschema 4, SQLAlchemy 2 +
sqlite3, requests, pathlib, zoneinfo, pycasbin, cedarpy) the way a tool handler would, and writes
the model-visible texts to real_py.json in the scratch folder. Run with the scratch venv:
  $S/venv/bin/python run_real.py $S
$S/srv/hotel_sync/ics.py (copied beside this file as hotel_sync_ics.py) must exist there."""
import json
import os
import sys
import pathlib

S = sys.argv[1]
sys.path.insert(0, os.path.join(S, "srv"))
OUT = {}


def put(key, text, produced_by):
    OUT[key] = {"text": text, "produced_by": produced_by}


# ---------------- Django ----------------
import django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes",
                                                  "django.contrib.admin"])
django.setup()
from django.utils import translation
from django.utils.translation import gettext as _
from django import forms
from django.core import validators, exceptions
from django.db import models
from django.contrib.auth.forms import AuthenticationForm

DJ = f"Django {django.get_version()} i18n"


def dj_err(lang, fn):
    with translation.override(lang):
        try:
            fn()
        except exceptions.ValidationError as e:
            return " ".join(e.messages)
    raise SystemExit(f"no error for {lang}")


# cs: stock-count tool, 'mnozstvi' is an integer model field; probe sent a string
put("dj_cs_int", dj_err("cs", lambda: models.IntegerField().to_python("twaudit-d74ab7f8")),
    f"{DJ} (cs), models.IntegerField.to_python; gen/run_real.py")
# ja: clinic appointment date (DateField)
put("dj_ja_date", dj_err("ja", lambda: models.DateField().to_python("twaudit-ea36a870")),
    f"{DJ} (ja), models.DateField.to_python; gen/run_real.py")
# fr: bakery opening-hours tool, TimeField
put("dj_fr_time", dj_err("fr", lambda: models.TimeField().to_python("twaudit-b9e40bba")),
    f"{DJ} (fr), models.TimeField.to_python; gen/run_real.py")
# pl: AuthenticationForm inactive message
with translation.override("pl"):
    put("dj_pl_inactive", str(AuthenticationForm.error_messages["inactive"]),
        f"{DJ} (pl), contrib.auth AuthenticationForm.error_messages['inactive']; gen/run_real.py")
# pt-BR: admin's no-permission message
with translation.override("pt-br"):
    put("dj_ptbr_admin", _("You don’t have permission to view or edit anything."),
        f"{DJ} (pt-BR), contrib.admin catalog; gen/run_real.py")
# sv: upload tool, FileExtensionValidator


class F:
    name = "lonespec-twaudit-2c7913eb.exe"
put("dj_sv_ext", dj_err("sv", lambda: validators.FileExtensionValidator(["pdf", "png", "jpg"])(F())),
    f"{DJ} (sv), validators.FileExtensionValidator; gen/run_real.py")
# nb: ModelMultipleChoiceField invalid pk
with translation.override("nb"):
    msg = forms.ModelMultipleChoiceField.default_error_messages["invalid_pk_value"]
    put("dj_nb_pk", str(msg) % {"pk": "twaudit-9f1b64e7"},
        f"{DJ} (nb), forms.ModelMultipleChoiceField invalid_pk_value; gen/run_real.py")
# it: MaxValueValidator
put("dj_it_max", dj_err("it", lambda: validators.MaxValueValidator(500)(5000001)),
    f"{DJ} (it), validators.MaxValueValidator(500); gen/run_real.py")
# tr: MaxLengthValidator on an oversized note
LONG_TR = "twaudit-c9a432a1 " + "Z" * 4983
put("dj_tr_maxlen", dj_err("tr", lambda: validators.MaxLengthValidator(280)(LONG_TR)),
    f"{DJ} (tr), validators.MaxLengthValidator(280); gen/run_real.py")
OUT["dj_tr_maxlen"]["sent"] = LONG_TR
# es: null characters in a delivery note
NUL_NOTE = "Dejar en portería twaudit-3d8a9aa5\x00"
put("dj_es_null", dj_err("es", lambda: validators.ProhibitNullCharactersValidator()(NUL_NOTE)),
    f"{DJ} (es), validators.ProhibitNullCharactersValidator; gen/run_real.py")
OUT["dj_es_null"]["sent"] = NUL_NOTE

# ---------------- pydantic ----------------
import pydantic
from pydantic import BaseModel, Field


class KennelBooking(BaseModel):
    nights: int = Field(ge=1, le=60)
    pet_name: str
try:
    KennelBooking(nights=1000001, pet_name="Pimienta")
except pydantic.ValidationError as e:
    put("pyd_above", str(e), f"pydantic {pydantic.VERSION}, str(ValidationError) returned as tool text; gen/run_real.py")

# ---------------- jsonschema ----------------
import jsonschema
from importlib.metadata import version as _ver
schema = {"type": "object", "properties": {"sort": {"enum": ["newest", "oldest", "rating"]}}}
try:
    jsonschema.validate({"sort": "twaudit-0f57370d"}, schema)
except jsonschema.ValidationError as e:
    put("js_enum", str(e), f"jsonschema {_ver('jsonschema')}, str(ValidationError); gen/run_real.py")

# ---------------- SQLAlchemy + sqlite3 ----------------
import sqlalchemy as sa
eng = sa.create_engine("sqlite://")
with eng.begin() as c:
    c.execute(sa.text("CREATE TABLE greenhouse_readings (bay TEXT, temp_c REAL, taken_at TEXT)"))
    c.execute(sa.text("INSERT INTO greenhouse_readings VALUES ('B4', 21.5, '2024-05-02T06:00')"))
q = "B4' UNION SELECT name FROM sqlite_master -- twaudit-e3980372"
try:
    with eng.connect() as c:
        c.execute(sa.text(f"SELECT bay, temp_c, taken_at FROM greenhouse_readings WHERE bay = '{q}'")).all()
except sa.exc.SQLAlchemyError as e:
    put("sqla_sql", str(e), f"SQLAlchemy {sa.__version__} + sqlite3 {__import__('sqlite3').sqlite_version}, str(exc); gen/run_real.py")
OUT["sqla_sql"]["sent"] = q

# ---------------- requests ----------------
import requests
try:
    requests.get("http://127.0.0.1:8983/solr/ersatzteile/select", params={"q": "Keilriemen"}, timeout=2)
except requests.RequestException as e:
    put("req_conn", f"Teilesuche fehlgeschlagen: {e}",
        f"requests {requests.__version__} (urllib3) ConnectionError to a closed loopback port, German wrapper; gen/run_real.py")

# ---------------- traceback inside a success ----------------
from hotel_sync import ics
done, failed = ics.sync([
    {"UID": "blk-2291@pms", "X-ROOM": " 214 "},
    {"UID": "blk-2292@pms", "X-ROOM": "215"},
    {"UID": "blk-2293@pms"},
])
lines = [f"Synced {len(done)} of 3 room blocks: " + ", ".join(f"{u} -> {r}" for u, r in done)]
for uid, tb in failed:
    lines.append(f"Skipped {uid}:\n{tb.rstrip()}")
put("tb_success", "\n".join(lines), "CPython 3.11 traceback.format_exc() inside a partial-success result; gen/run_real.py + gen/hotel_sync_ics.py")

# ---------------- pathlib containment ----------------
root = pathlib.PurePosixPath("/srv/scans/inbox")
import posixpath
target = pathlib.PurePosixPath(posixpath.normpath(posixpath.join(str(root), "../../../../etc/passwd")))
try:
    target.relative_to(root)
except ValueError as e:
    put("pathlib_rel", f"ValueError: {e}", "CPython 3.11 pathlib.PurePosixPath.relative_to; gen/run_real.py")

# ---------------- int() ----------------
try:
    int("twaudit-ff0b1697")
except ValueError as e:
    put("int_val", f"No se pudo leer la cantidad de cajas: {e}", "CPython 3.11 int() ValueError with a Spanish wrapper; gen/run_real.py")

# ---------------- zoneinfo ----------------
import zoneinfo
try:
    zoneinfo.ZoneInfo("twaudit-87f79cf7")
except zoneinfo.ZoneInfoNotFoundError as e:
    put("zoneinfo", f"{type(e).__name__}: {e}", "CPython 3.11 zoneinfo.ZoneInfo; gen/run_real.py")

# ---------------- pycasbin ----------------
import casbin
model = casbin.Enforcer.new_model(text="""
[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub) && r.obj == p.obj && r.act == p.act
""")
e = casbin.Enforcer(model)
e.add_policy("partner", "matter-files", "delete")
e.add_policy("paralegal", "matter-files", "read")
e.add_policy("paralegal", "matter-files", "annotate")
e.add_grouping_policy("carla.m", "paralegal")
ok = e.enforce("carla.m", "matter-files", "delete")
assert not ok
roles = e.get_roles_for_user("carla.m")
allowing = [p for p in e.get_policy() if p[1] == "matter-files" and p[2] == "delete"]
put("casbin", f"enforce(carla.m, matter-files, delete) = {ok}. Roles held: {roles}. Rules granting delete: {allowing}",
    f"pycasbin {_ver('casbin')} RBAC enforcer, denial text built from enforce/get_roles_for_user/get_policy; gen/run_real.py")

# ---------------- cedarpy ----------------
import cedarpy
policies = '''@id("forbid-contractors-payroll")
forbid(principal in Group::"contractors", action == Action::"export", resource in Folder::"payroll");
@id("permit-staff-read")
permit(principal in Group::"staff", action, resource);'''
ent = lambda t, i, parents=(): {"uid": {"__entity": {"type": t, "id": i}}, "attrs": {},
                                 "parents": [{"__entity": {"type": pt, "id": pi}} for pt, pi in parents]}
entities = [ent("User", "dvargas", [("Group", "contractors"), ("Group", "staff")]), ent("Group", "contractors"),
            ent("Group", "staff"), ent("Folder", "payroll"), ent("File", "2024-11.xlsx", [("Folder", "payroll")])]
r = cedarpy.is_authorized({"principal": 'User::"dvargas"', "action": 'Action::"export"',
                           "resource": 'File::"2024-11.xlsx"', "context": {}}, policies, entities)
resp = {k: v for k, v in r._authz_resp.items() if k in ("decision", "diagnostics")}
put("cedar", "export_payroll_file: authorization " + json.dumps(resp),
    f"cedarpy {_ver('cedarpy')} is_authorized, decision and diagnostics passed on; gen/run_real.py")

json.dump(OUT, open(os.path.join(S, "real_py.json"), "w"), ensure_ascii=False, indent=1)
print(json.dumps(OUT, ensure_ascii=False, indent=1))
