#!/usr/bin/env python3
"""Real outputs from Python 3.11 libraries (pydantic, jsonschema, sqlite3, stdlib, Django i18n).
Run: PYTHONPATH=<scratch>/py python3 gen/real_py.py <scratch>  -> gen/real_py.json
Each slot holds the exact string the tool handler would return (library text + the server's wrapper)."""
import hashlib, json, os, sqlite3, sys, traceback, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SCRATCH = sys.argv[1]
OUT = {}

def canary(key):
    return "twaudit-" + hashlib.sha1(("41:" + key).encode()).hexdigest()[:8]

# --- pydantic: FastMCP-style argument validation dump (above-max) ---
import pydantic
from typing import Literal
class refill_prescriptionArguments(pydantic.BaseModel):
    rx_number: str
    days_supply: int = pydantic.Field(ge=1, le=90)
try:
    refill_prescriptionArguments(rx_number="RX-20931", days_supply=1000001)
except pydantic.ValidationError as e:
    OUT["pyd_above"] = {"sent": "1000001", "text": f"Error executing tool refill_prescription: {e}",
                        "produced_by": f"pydantic {pydantic.VERSION} ValidationError str(), FastMCP-style wrapper; gen/real_py.py"}

# --- pydantic: wrong-type for an int field, canary string echoed ---
class list_class_rosterArguments(pydantic.BaseModel):
    section_id: int
    term: Literal["fall", "spring", "summer"] = "fall"
c = canary("pyd_type")
try:
    list_class_rosterArguments(section_id=c)
except pydantic.ValidationError as e:
    OUT["pyd_type"] = {"sent": c, "text": f"Error executing tool list_class_roster: {e}",
                       "produced_by": f"pydantic {pydantic.VERSION} ValidationError str(); gen/real_py.py"}

# --- jsonschema: enum (triage level), message only ---
import jsonschema
schema = {"type": "object", "properties": {"triage_level": {"enum": ["routine", "urgent", "emergent"]}}}
c = canary("js_enum")
try:
    jsonschema.validate({"triage_level": c}, schema)
except jsonschema.ValidationError as e:
    OUT["js_enum"] = {"sent": c, "text": f"Invalid arguments for create_nurse_callback: {e.message}",
                      "produced_by": "python-jsonschema 4.26.0 ValidationError.message; gen/real_py.py"}

# --- sqlite3: SQL probe concatenated into a query ---
db = sqlite3.connect(":memory:")
db.execute("create table volunteers(id integer primary key, full_name text, phone text, shift text)")
c = canary("sqlite_union")
sent = f"{c}' UNION SELECT name FROM sqlite_master --"
try:
    db.execute(f"SELECT id, full_name, phone FROM volunteers WHERE full_name LIKE '%{sent}%'")
    OUT["sqlite_union"] = None
except sqlite3.Error as e:
    OUT["sqlite_union"] = {"sent": sent, "text": f"Database error: {type(e).__module__}.{type(e).__name__}: {e}",
                           "produced_by": f"sqlite3 {sqlite3.sqlite_version} via Python sqlite3, query built by string formatting; gen/real_py.py"}

# --- int() on a canary: the handler's own conversion error ---
c = canary("int_conv")
try:
    int(c)
except ValueError as e:
    OUT["int_conv"] = {"sent": c, "text": f"ValueError: {e}",
                       "produced_by": "CPython 3.11.7 int() ValueError, str passed through; gen/real_py.py"}

# --- a real traceback from a grade-averaging handler (KeyError) ---
appdir = os.path.join(SCRATCH, "srv", "gradebook", "gradebook")
os.makedirs(appdir, exist_ok=True)
open(os.path.join(appdir, "__init__.py"), "w").close()
with open(os.path.join(appdir, "weights.py"), "w") as f:
    f.write("WEIGHTS = {'homework': 0.3, 'quiz': 0.2, 'exam': 0.5}\n\n"
            "def weighted(scores):\n"
            "    total = 0.0\n"
            "    for kind, value in scores:\n"
            "        total += WEIGHTS[kind] * value\n"
            "    return round(total, 2)\n")
with open(os.path.join(appdir, "tools.py"), "w") as f:
    f.write("from gradebook.weights import weighted\n\n"
            "def term_average(student_id, rows):\n"
            "    scores = [(r['category'], r['score']) for r in rows if r['student'] == student_id]\n"
            "    return {'student': student_id, 'average': weighted(scores)}\n")
with open(os.path.join(appdir, "dispatch.py"), "w") as f:
    f.write("from gradebook import tools\n\n"
            "ROWS = [{'student': 'S-40417', 'category': 'homework', 'score': 88},\n"
            "        {'student': 'S-40417', 'category': 'lab', 'score': 91}]\n\n"
            "def call_tool(name, args):\n"
            "    handler = getattr(tools, name)\n"
            "    return handler(args['student_id'], ROWS)\n")
sys.path.insert(0, os.path.join(SCRATCH, "srv", "gradebook"))
from gradebook.dispatch import call_tool
try:
    call_tool("term_average", {"student_id": "S-40417"})
except Exception as e:
    # drop this generator's own frame: the server's traceback starts at its dispatcher
    tb = "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next))
    OUT["tb_grade"] = {"sent": None, "text": tb.rstrip("\n"),
                       "produced_by": "CPython 3.11.7 traceback.format_exc() from a handler in a scratch app; gen/real_py.py"}

# --- FileNotFoundError with an absolute path ---
c = canary("fnf")
p = os.path.join(SCRATCH, "srv", "legalaid", "intake", "templates", f"{c}.docx")
try:
    open(p, "rb")
except OSError as e:
    OUT["fnf"] = {"sent": c, "text": str(e),
                  "produced_by": "CPython 3.11.7 open() FileNotFoundError str(); gen/real_py.py"}

# --- Django 5.2 form errors, translated (real gettext catalogs) ---
import django
from django.conf import settings
settings.configure(USE_I18N=True, LANGUAGE_CODE="en", INSTALLED_APPS=[])
django.setup()
from django import forms
from django.utils import translation
class BookingForm(forms.Form):
    clinic_code = forms.CharField(max_length=12)
    party_size = forms.IntegerField(min_value=1, max_value=8)
    email = forms.EmailField()
    visit_date = forms.DateField()
def dj(slot, lang, data, sent, wrap):
    with translation.override(lang):
        f = BookingForm(data)
        f.is_valid()
        OUT[slot] = {"sent": sent, "text": wrap(f.errors.get_json_data()),
                     "produced_by": f"Django {django.get_version()} forms, translation.override('{lang}'), errors.get_json_data(); gen/real_py.py"}
base = {"clinic_code": "WTH-03", "party_size": 2, "email": "a.yilmaz@example.org", "visit_date": "2025-03-14"}
dj("dj_tr_above", "tr", dict(base, party_size=1000001), "1000001",
   lambda e: "Form doğrulanamadı " + json.dumps({"alanlar": e}, ensure_ascii=False))  # JSON-RPC message + data
dj("dj_el_missing", "el", {k: v for k, v in base.items() if k != "clinic_code"}, None,
   lambda e: "clinic_code: " + e["clinic_code"][0]["message"])
dj("dj_uk_email", "uk", dict(base, email=4471920), "4471920",
   lambda e: "Invalid params " + json.dumps(e, ensure_ascii=False))  # JSON-RPC message + data
dj("dj_vi_below", "vi", dict(base, party_size=-5), "-5",
   lambda e: "party_size: " + e["party_size"][0]["message"])
c = canary("dj_he_over")
dj("dj_he_over", "he", dict(base, clinic_code=c + "x" * 1984), c + "x" * 1984,
   lambda e: "clinic_code: " + e["clinic_code"][0]["message"])
c = canary("dj_ro_date")
dj("dj_ro_date", "ro", dict(base, visit_date=c), c,
   lambda e: json.dumps({"errors": e}, ensure_ascii=False))

json.dump(OUT, open(os.path.join(HERE, "real_py.json"), "w"), ensure_ascii=False, indent=1)
for k, v in OUT.items():
    print("==", k, json.dumps(v, ensure_ascii=False)[:600])
