#!/usr/bin/env python3
"""Runs the real libraries whose error texts a few entries of batch AO carry, and writes
gen/real_texts.json ({id: text}). Needs Django on PYTHONPATH (pip install --target <scratch> django);
pydantic 2 and jsonschema 4 as installed; sqlite3 from the standard library."""
import hashlib
import json
import os
import sqlite3
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def canary(eid):
    return "twaudit-" + hashlib.sha1(eid.encode()).hexdigest()[:8]


out = {}

# ---- Django forms, localized (ao-002 de, ao-013 pt-BR, ao-071 it) ----
import django
from django.conf import settings

settings.configure(USE_I18N=True, LANGUAGE_CODE="en", INSTALLED_APPS=[])
django.setup()
from django import forms
from django.utils import translation


class SepaMandateForm(forms.Form):
    kontoinhaber = forms.CharField(max_length=70)
    iban = forms.CharField(max_length=34)


class CheckoutForm(forms.Form):
    forma_pagamento = forms.ChoiceField(choices=[("pix", "Pix"), ("boleto", "Boleto"), ("cartao", "Cartão")])


class RiordinoForm(forms.Form):
    codice_articolo = forms.CharField()
    quantita = forms.IntegerField(min_value=1, max_value=500)


with translation.override("de"):
    f = SepaMandateForm(data={"kontoinhaber": "Bäckerei Lindner GmbH"})
    f.is_valid()
    out["ao-002"] = f.errors.as_text()
with translation.override("pt-br"):
    f = CheckoutForm(data={"forma_pagamento": canary("ao-013")})
    f.is_valid()
    out["ao-013"] = f.errors.as_text()
with translation.override("it"):
    f = RiordinoForm(data={"codice_articolo": "CF-2231", "quantita": "1000001"})
    f.is_valid()
    out["ao-071"] = f.errors.as_text()

# ---- pydantic 2 (ao-010) ----
from pydantic import BaseModel, Field, ValidationError, create_model

search_listingsArguments = create_model(
    "search_listingsArguments",
    query=(str, ...),
    limit=(int, Field(20, ge=1, le=200)),
)
try:
    search_listingsArguments.model_validate({"query": "loft near canal", "limit": 1000001})
except ValidationError as e:
    out["ao-010"] = str(e)

# ---- jsonschema 4 inside a JSON-RPC error (ao-066) ----
import jsonschema

schema = {"type": "object", "required": ["post_id", "status"],
          "properties": {"post_id": {"type": "string"},
                         "status": {"enum": ["draft", "scheduled", "published"]}}}
args = {"post_id": "p_88213", "status": canary("ao-066")}
try:
    jsonschema.validate(args, schema)
except jsonschema.ValidationError as e:
    err = {"code": -32602, "message": "Invalid params",
           "data": {"argument": "/".join(str(p) for p in e.absolute_path), "error": e.message}}
    out["ao-066"] = err["message"] + "\n" + json.dumps(err["data"], ensure_ascii=False)

# ---- sqlite3 with a concatenated query (ao-056) ----
db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE patients (id INTEGER PRIMARY KEY, surname TEXT, given TEXT, dob TEXT)")
db.execute("INSERT INTO patients (surname, given, dob) VALUES ('Okafor', 'Ada', '1981-02-11')")
term = canary("ao-056") + "') OR 1=1 --"
try:
    db.execute("SELECT id, surname, given FROM patients WHERE (lower(surname) LIKE lower('%" + term
               + "%')) ORDER BY surname LIMIT 25").fetchall()
except sqlite3.Error as e:
    out["ao-056"] = "Patient search failed: " + type(e).__module__ + "." + type(e).__name__ + ": " + str(e)

# ---- a Python traceback from a tool module (ao-078) ----
src = '''
ZONES = {"zone-1": 12, "zone-2": 9, "zone-3": 15, "zone-4": 11, "zone-5": 8, "zone-6": 14}


def litres_for(zone, minutes):
    rate = ZONES[zone]
    return rate * minutes


def schedule_watering(zone, start, minutes):
    plan = {"zone": zone, "start": start}
    plan["litres"] = litres_for(zone, minutes)
    return plan
'''
server_src = '''
from greenhouse.tools import irrigation

TOOLS = {"schedule_watering": irrigation["schedule_watering"]}


def call_tool(name, arguments):
    handler = TOOLS[name]
    return handler(**arguments)
'''
tool_ns = {}
exec(compile(src, "/srv/greenhouse-mcp/greenhouse/tools/irrigation.py", "exec"), tool_ns)
import types
fake_pkg = types.ModuleType("greenhouse.tools")
fake_pkg.irrigation = tool_ns
sys.modules["greenhouse"] = types.ModuleType("greenhouse")
sys.modules["greenhouse.tools"] = fake_pkg
server_ns = {}
exec(compile(server_src, "/srv/greenhouse-mcp/greenhouse/server.py", "exec"), server_ns)
try:
    server_ns["call_tool"]("schedule_watering", {"zone": "zone-7", "start": "05:30", "minutes": 20})
except Exception as e:
    # drop the frame of this harness, as the server's own handler would log from call_tool down
    out["ao-078"] = "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next)).rstrip("\n")

json.dump(out, open(os.path.join(HERE, "real_texts.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
for k, v in out.items():
    print(k, "=>", v, "\n")
