"""Capture real library outputs (policy engines, drivers, HTTP clients, tracebacks).
Only loopback closed ports are contacted. Writes gen/real_outputs.json."""
import json, sys, traceback, sqlite3, importlib.metadata as md
out = {}
def ver(p):
    try: return md.version(p)
    except Exception: return "?"
out["versions"] = {p: ver(p) for p in ["regopy","cedarpy","casbin","psycopg","requests","httpx","botocore","PyMySQL","redis","pymongo","jsonschema"]}
out["versions"]["python"] = sys.version.split()[0]

# ---------- regopy ----------
from regopy import Interpreter
def rego(module, inp, query, data=None):
    r = Interpreter(); r.add_module("policy", module); r.set_input(inp)
    if data: r.add_data_json(data)
    return str(r.query(query))
out["rego_claims"] = rego('''
package claims.payout
default allow := false
max_auto := 7500
allow if { input.amount <= max_auto; input.role == "adjuster" }
deny contains msg if { input.amount > max_auto; msg := sprintf("payout %v exceeds auto-approval ceiling %v; needs role senior_adjuster", [input.amount, max_auto]) }
deny contains msg if { not input.region in {"NL","BE","LU"}; msg := sprintf("region %v outside underwriting area {NL, BE, LU}", [input.region]) }
''', {"amount": 9200, "role": "adjuster", "region": "DE", "claim": "CLM-88213"}, "data.claims.payout.deny")
out["rego_locker"] = rego('''
package lockers.access
allowed_hours := {"start": 6, "end": 22}
deny contains {"rule": "opening_hours", "allowed": allowed_hours, "got": input.hour} if { input.hour < allowed_hours.start }
deny contains {"rule": "opening_hours", "allowed": allowed_hours, "got": input.hour} if { input.hour >= allowed_hours.end }
deny contains {"rule": "courier_company", "allowed": ["postnl","dhl","dpd"]} if { not input.courier in {"postnl","dhl","dpd"} }
''', {"hour": 23, "courier": "gls", "locker": "AMS-CS-014"}, "data.lockers.access.deny")
out["rego_mine"] = rego('''
package mine.blasting
default allow := false
licensed := {"shotfirer", "blast_supervisor"}
allow if { input.user.role in licensed; input.zone in data.zones.cleared }
reasons contains sprintf("role %v is not in %v", [input.user.role, licensed]) if { not input.user.role in licensed }
reasons contains sprintf("zone %v not in cleared zones %v", [input.zone, data.zones.cleared]) if { not input.zone in data.zones.cleared }
''', {"user": {"id": "u-4471", "role": "haul_driver"}, "zone": "pit-3-east"}, "data.mine.blasting", '{"zones": {"cleared": ["pit-1-north", "pit-2-west"]}}')
out["rego_ski"] = rego('''
package resort.lift
default allow := false
max_group := 8
allow if { count(input.skiers) <= max_group }
violation contains {"msg": "group size over limit", "limit": max_group, "count": count(input.skiers)} if { count(input.skiers) > max_group }
''', {"skiers": ["s%d" % i for i in range(11)]}, "data.resort.lift.violation")

# ---------- cedarpy ----------
import cedarpy
policies = '''
@id("dental-xray-only-radiographers")
permit(principal in Role::"radiographer", action == Action::"release_xray", resource);
@id("dental-deny-outside-clinic-hours")
forbid(principal, action == Action::"release_xray", resource) unless { context.hour >= 7 && context.hour < 19 };
'''
entities = [
 {"uid": {"__entity": {"type": "User", "id": "hygienist-22"}}, "attrs": {}, "parents": [{"__entity": {"type": "Role", "id": "hygienist"}}]},
 {"uid": {"__entity": {"type": "Role", "id": "hygienist"}}, "attrs": {}, "parents": []},
 {"uid": {"__entity": {"type": "Role", "id": "radiographer"}}, "attrs": {}, "parents": []},
]
req = {"principal": 'User::"hygienist-22"', "action": 'Action::"release_xray"', "resource": 'Xray::"pt-0193-bitewing"', "context": {"hour": 21}}
r = cedarpy.is_authorized(req, policies, entities)
out["cedar_dental_policytext"] = cedarpy.format_policies(policies)
out["cedar_dental"] = {"decision": str(r.decision), "reasons": list(r.diagnostics.reasons), "errors": list(r.diagnostics.errors), "repr_diag": repr(r.diagnostics)}
policies2 = '''
@id("bloodbank-release-requires-crossmatch-team")
permit(principal in Team::"crossmatch", action == Action::"release_unit", resource) when { resource.abo_verified == true };
@id("bloodbank-cap-units-per-order")
forbid(principal, action == Action::"release_unit", resource) when { context.units > 4 };
'''
ent2 = [
 {"uid": {"__entity": {"type": "User", "id": "nurse-381"}}, "attrs": {}, "parents": [{"__entity": {"type": "Team", "id": "ward-7"}}]},
 {"uid": {"__entity": {"type": "Team", "id": "ward-7"}}, "attrs": {}, "parents": []},
 {"uid": {"__entity": {"type": "Unit", "id": "RBC-O-NEG-5521"}}, "attrs": {"abo_verified": True}, "parents": []},
]
r2 = cedarpy.is_authorized({"principal": 'User::"nurse-381"', "action": 'Action::"release_unit"', "resource": 'Unit::"RBC-O-NEG-5521"', "context": {"units": 6}}, policies2, ent2)
out["cedar_blood"] = {"decision": str(r2.decision), "reasons": list(r2.diagnostics.reasons), "errors": list(r2.diagnostics.errors)}
# a cedar policy error (bad policy text) -> raw
ent3 = [
 {"uid": {"__entity": {"type": "User", "id": "nurse-381"}}, "attrs": {}, "parents": [{"__entity": {"type": "Team", "id": "crossmatch"}}]},
 {"uid": {"__entity": {"type": "Team", "id": "crossmatch"}}, "attrs": {}, "parents": []},
 {"uid": {"__entity": {"type": "Unit", "id": "RBC-O-NEG-5521"}}, "attrs": {}, "parents": []}]
r3 = cedarpy.is_authorized({"principal": 'User::"nurse-381"', "action": 'Action::"release_unit"', "resource": 'Unit::"RBC-O-NEG-5521"', "context": {}}, 'permit(principal in Team::"crossmatch", action, resource) when { resource.abo_verified };', ent3)
out["cedar_err"] = {"decision": str(r3.decision), "reasons": list(r3.diagnostics.reasons), "errors": [str(e) for e in r3.diagnostics.errors]}

# ---------- casbin ----------
import casbin, os, tempfile
d = tempfile.mkdtemp()
open(f"{d}/model.conf","w").write('''[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub) && keyMatch(r.obj, p.obj) && r.act == p.act
''')
open(f"{d}/policy.csv","w").write('''p, archivist, fonds:*, read
p, archivist, fonds:*, annotate
p, conservator, fonds:restricted:*, read
p, reading_room, fonds:public:*, read
g, alice, reading_room
g, bogdan, archivist
''')
e = casbin.Enforcer(f"{d}/model.conf", f"{d}/policy.csv")
out["casbin_archive"] = {
  "enforce": e.enforce("alice", "fonds:restricted:F-1932:box-4", "read"),
  "implicit_perms_alice": e.get_implicit_permissions_for_user("alice"),
  "roles_alice": e.get_roles_for_user("alice"),
  "who_can_read_restricted": [p for p in e.get_policy() if p[1].startswith("fonds:restricted")],
  "enforce_ex_bogdan": e.enforce_ex("bogdan", "fonds:public:map-7", "annotate"),
}
open(f"{d}/policy2.csv","w").write('''p, match_admin, tournaments/*, reschedule
p, referee, tournaments/*/matches/*, pause
g, kai, player
''')
e2 = casbin.Enforcer(f"{d}/model.conf", f"{d}/policy2.csv")
out["casbin_esports"] = {"enforce": e2.enforce("kai", "tournaments/winter-cup/matches/m41", "pause"),
  "perms_for_action": [p for p in e2.get_policy() if p[2] == "pause"], "roles_kai": e2.get_roles_for_user("kai")}

# ---------- drivers / HTTP clients (closed loopback ports) ----------
def exc(f):
    try: f(); return None
    except Exception as ex: return {"type": type(ex).__module__ + "." + type(ex).__name__, "str": str(ex), "repr": repr(ex)}
import psycopg
out["psycopg"] = exc(lambda: psycopg.connect("host=127.0.0.1 port=5433 dbname=claims user=claims_svc connect_timeout=2"))
import requests
out["requests"] = exc(lambda: requests.get("http://127.0.0.1:8089/api/v2/lockers/AMS-CS-014/slots", timeout=2))
import httpx
out["httpx"] = exc(lambda: httpx.get("http://localhost:9301/ticketing/v1/performances/4821/seats", timeout=2))
out["httpx_timeout_fmt"] = None
import pymysql
out["pymysql"] = exc(lambda: pymysql.connect(host="127.0.0.1", port=3307, user="catalog_ro", password="x", database="opac", connect_timeout=2))
import redis
out["redis"] = exc(lambda: redis.Redis(host="127.0.0.1", port=6390, socket_connect_timeout=1).get("liftpass:twaudit"))
import pymongo
out["pymongo"] = exc(lambda: pymongo.MongoClient("mongodb://127.0.0.1:27018/?serverSelectionTimeoutMS=800").fisheries.catches.find_one({"vessel": "UK-445"}))

con = sqlite3.connect(":memory:")
con.execute("create table claims(id text primary key, policy_no text not null, amount_cents integer)")
con.execute("insert into claims values('CLM-1','P-77',1200)")
out["sqlite_unique"] = exc(lambda: con.execute("insert into claims values('CLM-1','P-78',100)"))
out["sqlite_nosuchcol"] = exc(lambda: con.execute("select claimant_iban from claims where id='CLM-1'"))
out["sqlite_syntax"] = exc(lambda: con.execute("select * from claims where id = '' OR 1=1 --' and policy_no='P-77'"))  # valid actually
out["sqlite_syntax2"] = exc(lambda: con.execute("select * from claims where policy_no = '' OR 1=1 --''"))
out["sqlite_sql_inj"] = exc(lambda: con.execute("select * from claims where id = 'x'' OR 1=1 --' AND status='open'"))
out["sqlite_notnull"] = exc(lambda: con.execute("insert into claims(id) values('CLM-9')"))
out["sqlite_nosuchtable"] = exc(lambda: con.execute("select * from donor_deferrals where donor_id=?", ("D-1",)))

out["sqlite_multi"] = exc(lambda: con.execute("select * from claims where id = ''; DROP TABLE claims; --'"))
out["sqlite_quote"] = exc(lambda: con.execute("select * from claims where policy_no = 'O'Brien-twaudit-0e6b12f9'"))
# httpx read timeout against a local listener that accepts but never answers
import socket, threading
srv = socket.socket(); srv.bind(("127.0.0.1", 0)); srv.listen(1); port = srv.getsockname()[1]
held = []
threading.Thread(target=lambda: held.append(srv.accept()), daemon=True).start()
out["httpx_readtimeout"] = exc(lambda: httpx.get(f"http://127.0.0.1:{port}/bulletin/latest", timeout=1.0))
out["httpx_readtimeout_port"] = port
srv.close()
# pydantic validation error
from typing import Literal
import pydantic
class TierArgs(pydantic.BaseModel):
    tier: Literal["bronze", "silver", "gold"]
try:
    TierArgs(tier="twaudit-61f0c2ad")
except pydantic.ValidationError as ve:
    out["pydantic_errors"] = json.loads(ve.json())
    out["pydantic_str"] = str(ve)
# ---------- botocore Stubber ----------
import botocore.session
from botocore.stub import Stubber
s = botocore.session.get_session()
ddb = s.create_client("dynamodb", region_name="eu-west-1", aws_access_key_id="AKIDEXAMPLE", aws_secret_access_key="x")
st = Stubber(ddb)
st.add_client_error("get_item", service_error_code="AccessDeniedException",
   service_message="User: arn:aws:sts::418295730611:assumed-role/translation-jobs-task/7f3c2e is not authorized to perform: dynamodb:GetItem on resource: arn:aws:dynamodb:eu-west-1:418295730611:table/glossary-terms because no identity-based policy allows the dynamodb:GetItem action",
   http_status_code=400)
st.activate()
out["boto_ddb"] = exc(lambda: ddb.get_item(TableName="glossary-terms", Key={"term": {"S": "twaudit"}}))
s3 = s.create_client("s3", region_name="eu-central-1", aws_access_key_id="AKIDEXAMPLE", aws_secret_access_key="x")
st2 = Stubber(s3)
st2.add_client_error("get_object", service_error_code="NoSuchKey", service_message="The specified key does not exist.", http_status_code=404)
st2.activate()
out["boto_s3"] = exc(lambda: s3.get_object(Bucket="solar-permits-prod", Key="installs/2024/INST-77120/permit.pdf"))
sqs = s.create_client("sqs", region_name="us-east-2", aws_access_key_id="AKIDEXAMPLE", aws_secret_access_key="x")
st3 = Stubber(sqs)
st3.add_client_error("send_message", service_error_code="AWS.SimpleQueueService.NonExistentQueue", service_message="The specified queue does not exist for this wsdl version.", http_status_code=400)
st3.activate()
out["boto_sqs"] = exc(lambda: sqs.send_message(QueueUrl="https://sqs.us-east-2.amazonaws.com/903221184420/baggage-load-events", MessageBody="{}"))
# param validation (local)
out["boto_param"] = exc(lambda: s.create_client("dynamodb", region_name="eu-west-1", aws_access_key_id="a", aws_secret_access_key="b").get_item(TableName="glossary-terms", Key={"term": {"S": 5}}))

# ---------- jsonschema validation ----------
import jsonschema
sch = {"type": "object", "properties": {"lift": {"enum": ["gondola-1", "chair-4", "tbar-2"]}, "days": {"type": "integer", "minimum": 1, "maximum": 14}}}
out["jsonschema_enum"] = exc(lambda: jsonschema.validate({"lift": "twaudit-5e0c93ab"}, sch))
out["jsonschema_max"] = exc(lambda: jsonschema.validate({"days": 1000001}, sch))

# ---------- Python tracebacks ----------
def tb(f):
    try: f()
    except Exception: return traceback.format_exc()
def parse_seat(code):
    row, num = code.split("-")
    return row, int(num)
def reserve(perf_id, seat_code):
    row, num = parse_seat(seat_code)
    return {"perf": perf_id, "row": row, "num": num}
out["tb_theatre"] = tb(lambda: reserve(4821, "twaudit-9c41e07b"))
def catch_quota(vessel, species_codes, quotas):
    return sum(quotas[s] for s in species_codes)
out["tb_fish"] = tb(lambda: catch_quota("UK-445", ["COD", "twaudit-2b77f4d1"], {"COD": 1200, "HAD": 800}))
sys.path.insert(0, "/work/blind-i/gen/svc")
from theatre_booking import seats as _seats
from fisheries import quota as _quota
from parcel_lockers import slots as _slots
out["tb_theatre2"] = tb(lambda: _seats.handle_reserve({"performance_id": 4821, "seat": "G-31"}))
out["tb_fish2"] = tb(lambda: _quota.handle_remaining({"vessel": "UK-445", "species": ["COD", "twaudit-2b77f4d1"]}))
out["tb_locker"] = tb(lambda: _slots.handle_open({"locker": "AMS-CS-014", "slot": None}))
import subprocess
out["node"] = json.loads(subprocess.run(["node", "/work/blind-i/gen/svc/node/capture.mjs"], capture_output=True, text=True, timeout=60).stdout)
json.dump(out, open("/work/blind-i/gen/real_outputs.json", "w"), indent=1, default=str)
print(json.dumps(out, indent=1, default=str)[:20000])
