#!/usr/bin/env python3
"""Collects real output for batch 42 (run from a scratch dir made with mktemp -d, using the
scratch venv that has django 5.2 / djangorestframework 3.18 / pydantic 2.14 installed):

    SCRATCH=$(mktemp -d); python3 -m venv $SCRATCH/venv
    $SCRATCH/venv/bin/pip install django djangorestframework pydantic
    (cd $SCRATCH && npm install ajv@8 ajv-i18n)
    $SCRATCH/venv/bin/python gen/real_outputs.py $SCRATCH

Starts a throwaway PostgreSQL (initdb in scratch, unix socket only) and a throwaway
redis-server (requirepass, port in scratch range), records their errors, and stops both by pid.
Writes gen/real_outputs.json.
"""
import shutil, json, os, subprocess, sys, time, socket, sqlite3, textwrap, pathlib, signal

SCRATCH = sys.argv[1]
HERE = os.path.dirname(os.path.abspath(__file__))
out = {}

# ---------------- Django REST framework, localized ----------------
import django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework"],
                   DATABASES={}, LANGUAGE_CODE="en")
django.setup()
from django.utils import translation
from rest_framework import exceptions, serializers

drf = {}
for lang in ["de", "fr", "ja", "sv", "da", "ko-kr", "zh-hans", "ru", "nb", "fi", "id", "el", "ro", "hu", "pt-br",
             "it", "nl", "th", "ar", "es", "pl", "cs", "tr", "uk", "en"]:
    with translation.override(lang):
        d = {
            "notauth": str(exceptions.NotAuthenticated().detail),
            "authfail": str(exceptions.AuthenticationFailed().detail),
            "perm": str(exceptions.PermissionDenied().detail),
            "throttled_37": str(exceptions.Throttled(wait=37).detail),
            "notfound": str(exceptions.NotFound().detail),
        }

        class Pick(serializers.Serializer):
            service_level = serializers.ChoiceField(choices=["economy", "standard", "express"])

        class Qty(serializers.Serializer):
            pallets = serializers.IntegerField(min_value=1, max_value=66)

        class Slot(serializers.Serializer):
            dock = serializers.CharField(max_length=12)
            date = serializers.DateField()

        canary = {"de": "twaudit-5e0c91ab", "pl": "twaudit-b71d4e02", "cs": "twaudit-e3a09f56",
                  "pt-br": "twaudit-90c4d7e3"}.get(lang, "twaudit-00000000")
        s = Pick(data={"service_level": canary}); s.is_valid()
        d["invalid_choice"] = str(s.errors["service_level"][0])
        s = Qty(data={"pallets": 9000}); s.is_valid()
        d["max_value"] = str(s.errors["pallets"][0])
        s = Qty(data={"pallets": "vier"}); s.is_valid()
        d["invalid_int"] = str(s.errors["pallets"][0])
        s = Slot(data={"dock": "", "date": "2025-13-45"}); s.is_valid()
        d["blank"] = str(s.errors["dock"][0]); d["bad_date"] = str(s.errors["date"][0])
        drf[lang] = d
out["drf"] = drf

# DRF TokenAuthentication messages (localized) – raised by the real class
from rest_framework.authentication import TokenAuthentication
class FakeReq:
    def __init__(self, h): self.META = {"HTTP_AUTHORIZATION": h}; self.headers = {"authorization": h}
tok = {}
for lang in ["de", "es", "it", "en"]:
    with translation.override(lang):
        try:
            TokenAuthentication().authenticate(FakeReq("Token"))
        except exceptions.AuthenticationFailed as e:
            tok[lang + "_noheader"] = str(e.detail)
        try:
            TokenAuthentication().authenticate(FakeReq("Token a b"))
        except exceptions.AuthenticationFailed as e:
            tok[lang + "_spaces"] = str(e.detail)
out["drf_token"] = tok

# ---------------- pydantic v2 ----------------
from pydantic import BaseModel, Field, ValidationError, conint
class RoomHoldRequest(BaseModel):
    property_code: str
    nights: int = Field(ge=1, le=30)
    adults: int
try:
    RoomHoldRequest(property_code="LIS-ALF", nights=2, adults="twaudit-3b7d20e4")
except ValidationError as e:
    out["pydantic_wrongtype"] = str(e)
class MeterReadRequest(BaseModel):
    meter_id: str
    interval_minutes: int = Field(ge=5, le=60)
try:
    MeterReadRequest(meter_id="MTR-4471-09", interval_minutes=100000)
except ValidationError as e:
    out["pydantic_above"] = repr(e)  # repr form: the way a careless handler formats it
    out["pydantic_above_str"] = str(e)
    out["pydantic_above_json"] = e.json()

# ---------------- Python runtime: traceback and pathlib ----------------
app = pathlib.Path(SCRATCH, "srv", "mcp-depot", "tools"); app.mkdir(parents=True, exist_ok=True)
(app / "__init__.py").write_text("")
(app / "tariffs.py").write_text(textwrap.dedent('''
    RATES = {"Z1": 0.142, "Z2": 0.171, "Z3": 0.219}

    def parse_zone_weight(raw):
        zone, kg = raw.split(":", 1)
        return zone, int(kg)

    def quote(args):
        zone, kg = parse_zone_weight(args["zone_weight"])
        return round(RATES[zone] * kg, 2)
'''))
(app / "labels.py").write_text(textwrap.dedent('''
    from pathlib import Path
    ROOT = Path("/srv/labels")

    def open_label(name):
        p = (ROOT / name).resolve()
        p.relative_to(ROOT)
        return p.read_bytes()
'''))
runner = pathlib.Path(SCRATCH, "srv", "mcp-depot", "run_one.py")
runner.write_text(textwrap.dedent('''
    import sys, traceback, json
    sys.path.insert(0, __file__.rsplit("/", 1)[0])
    from tools import tariffs, labels
    which = sys.argv[1]
    try:
        if which == "tariff":
            tariffs.quote({"zone_weight": "Z2:twaudit-0d4e8c17"})
        else:
            labels.open_label("../../../../etc/passwd")
    except Exception as e:
        print(json.dumps({"tb": traceback.format_exc(), "str": str(e), "type": type(e).__name__}))
'''))
for w in ("tariff", "label"):
    r = subprocess.run([sys.executable, str(runner), w], capture_output=True, text=True)
    out["py_" + w] = json.loads(r.stdout)

# ---------------- sqlite3 ----------------
db = sqlite3.connect(":memory:")
db.execute("create table parcels (tracking text primary key, status text, depot text)")
db.execute("insert into parcels values ('JJD0001483920', 'in_transit', 'HAM-2')")
try:
    q = "select status, depot from parcels where tracking = '%s'" % "x' UNION SELECT username, password FROM staff -- twaudit-91c2f0aa"
    db.execute(q).fetchall()
except sqlite3.Error as e:
    out["sqlite_union"] = {"type": type(e).__name__, "str": str(e), "module": type(e).__module__}
try:
    db.execute("insert into parcels values ('JJD0001483920', 'created', 'HAM-2')")
except sqlite3.Error as e:
    out["sqlite_unique"] = {"type": type(e).__name__, "str": str(e)}

# ---------------- PostgreSQL (throwaway) ----------------
pg = pathlib.Path(SCRATCH, "pg"); sock = pathlib.Path(SCRATCH, "pgsock"); sock.mkdir(exist_ok=True)
env = dict(os.environ)
# postgres refuses to run as root: run it as the system's postgres user, in scratch
os.chmod(SCRATCH, 0o711)
pg.mkdir(exist_ok=True)
shutil.chown(pg, "postgres"); shutil.chown(sock, "postgres")
if not (pg / "PG_VERSION").exists():
    r = subprocess.run(["runuser", "-u", "postgres", "--", "initdb", "-D", str(pg), "-U", "postgres", "--auth=trust"],
                       capture_output=True, text=True)
    if r.returncode: print(r.stderr)
proc = subprocess.Popen(["runuser", "-u", "postgres", "--", "postgres", "-D", str(pg), "-k", str(sock), "-c", "listen_addresses=", "-p", "55432"],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
pgres = {}
try:
    for _ in range(50):
        if (sock / ".s.PGSQL.55432").exists(): break
        time.sleep(0.2)
    time.sleep(0.5)
    def psql(sql, user="postgres"):
        r = subprocess.run(["psql", "-h", str(sock), "-p", "55432", "-U", user, "-d", "postgres", "-X", "-q",
                            "-v", "ON_ERROR_STOP=1", "-c", sql], capture_output=True, text=True)
        return r.stderr.strip()
    psql("create table meter_readings (meter_id int, read_at timestamptz, kwh numeric(12,3))")
    psql("create table tariffs (code text primary key, price_ct numeric)")
    psql("create role portal_ro login")
    pgres["bad_int"] = psql("SELECT read_at, kwh\n  FROM meter_readings\n WHERE meter_id = 'twaudit-6f13a2d9'\n ORDER BY read_at")
    sent = "twaudit-c08e4b71') OR 1=1 --"
    pgres["syntax"] = psql("select code, price_ct from tariffs where code = '%s'" % sent)
    pgres["perm"] = psql("select * from tariffs", user="portal_ro")
    pgres["no_col"] = psql("select kwh, read_at from meter_readings where meter_id = 4471 order by reading_ts")
    pgres["numeric_overflow"] = psql("insert into meter_readings values (1, now(), 1000000000000)")
    pgres["version"] = subprocess.run(["postgres", "--version"], capture_output=True, text=True).stdout.strip()
finally:
    subprocess.run(["runuser", "-u", "postgres", "--", "pg_ctl", "-D", str(pg), "stop", "-m", "fast"],
                   capture_output=True)
    proc.wait(timeout=30)
out["pg"] = pgres

# ---------------- redis (throwaway, requirepass) ----------------
rproc = subprocess.Popen(["redis-server", "--port", "56379", "--bind", "127.0.0.1", "--requirepass", "s3cr3t-x",
                          "--save", "", "--appendonly", "no", "--dir", SCRATCH],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    for _ in range(50):
        try:
            s = socket.create_connection(("127.0.0.1", 56379), timeout=1); break
        except OSError:
            time.sleep(0.1)
    s.sendall(b"*2\r\n$3\r\nGET\r\n$24\r\nroute:plan:2025-04-11:N7\r\n")
    out["redis_noauth"] = s.recv(200).decode()
    s.sendall(b"*2\r\n$4\r\nAUTH\r\n$8\r\nwrongpwd\r\n")
    out["redis_wrongpass"] = s.recv(200).decode()
    s.close()
    out["redis_version"] = subprocess.run(["redis-server", "--version"], capture_output=True, text=True).stdout.strip()
finally:
    rproc.terminate(); rproc.wait(timeout=10)

# ---------------- node: fetch to a closed port, ajv-i18n ----------------
js = r'''
const Ajv = require("ajv"); const localize = require("ajv-i18n");
const ajv = new Ajv({allErrors: true});
const schema = {type: "object", required: ["sku", "qty"], additionalProperties: false,
  properties: {sku: {type: "string", maxLength: 32}, qty: {type: "integer", minimum: 1, maximum: 500},
               uom: {enum: ["EA", "CS", "PL"]}}};
const v = ajv.compile(schema);
const res = {};
for (const [lang, data] of [["ru", {sku: "SKU-88120", qty: 100000}], ["ko", {qty: 3}], ["th", {sku: "SKU-1", qty: 2, uom: "twaudit-44e1b9c0"}],
                            ["hu", {sku: 12, qty: 2}], ["sk", {sku: "A", qty: -7}], ["id", {sku: "SKU-4", qty: 1.5}]]) {
  v(data); localize[lang](v.errors); res[lang] = {text: ajv.errorsText(v.errors, {separator: "; "}), errors: v.errors};
}
res.ajv_version = require("ajv/package.json").version; res.i18n_version = require("ajv-i18n/package.json").version;
(async () => {
  try { await fetch("http://127.0.0.1:59231/v1/rates?lane=DEHAM-PLGDN"); }
  catch (e) { res.fetch = {message: e.message, cause: String(e.cause), code: e.cause && e.cause.code, stack: e.stack}; }
  res.node = process.version;
  console.log(JSON.stringify(res));
})();
'''
r = subprocess.run(["node", "-e", js], capture_output=True, text=True, cwd=SCRATCH)
out["node"] = json.loads(r.stdout) if r.stdout.strip() else {"stderr": r.stderr}

# urllib
import urllib.request, urllib.error
try:
    urllib.request.urlopen("http://127.0.0.1:59232/api/v2/outages?feeder=F-118", timeout=3)
except urllib.error.URLError as e:
    out["urllib"] = {"str": str(e), "repr": repr(e)}

json.dump(out, open(os.path.join(HERE, "real_outputs.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print("ok", list(out))
