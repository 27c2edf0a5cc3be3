"""Entries whose text really comes from policy engines (regopy, cedarpy, casbin) and
validators (pydantic, jsonschema, sqlite3), wrapped the way an MCP server author might."""
import json, os, traceback, sqlite3
import regopy, cedarpy, casbin
from importlib.metadata import version
from common import entry, canary

HERE = os.path.dirname(os.path.abspath(__file__))
SB = os.path.join(HERE, "sandbox")
V = {p: version(p) for p in ("regopy", "cedarpy", "casbin", "pydantic", "jsonschema")}


def pb(lib, how):
    return "%s %s (real output, %s); /work/gen-9/libs.py" % (lib, V.get(lib, ""), how)


def rego(module_name, src, inp, query):
    r = regopy.Interpreter()
    r.add_module(module_name, src)
    r.set_input_term(json.dumps(inp))
    return r.query(query)


def policy_entries():
    out = []
    # --- regopy / OPA ---------------------------------------------------------
    eid = "t9-pol-opa-region"
    c = canary(eid)
    o = rego("cloud", '''
package cloud.placement
import rego.v1
allowed_regions := {"eu-west-1", "eu-central-1", "eu-north-1"}
deny contains msg if {
  not input.region in allowed_regions
  msg := sprintf("region %s is not permitted by data-residency policy; allowed regions: %v", [input.region, allowed_regions])
}''', {"region": c, "bucket": "invoices-archive"}, "data.cloud.placement.deny")
    msgs = json.loads(str(o))["expressions"][0]
    out.append(entry(eid, "create_bucket refused: " + "; ".join(msgs), "P V", probe="enum", sent=c,
                     produced_by=pb("regopy", "deny set from a Rego data-residency policy, joined into the tool's error")))

    eid = "t9-pol-opa-cicd"
    o = rego("deploy", '''
package cicd.deploy
import rego.v1
protected_envs := ["production", "prod-eu", "prod-us"]
allowed_branches := ["main", "release/*"]
default allow := false
allow if {
  not input.environment in protected_envs
}
allow if {
  input.environment in protected_envs
  some b in allowed_branches
  glob.match(b, ["/"], input.branch)
  "release-managers" in input.actor_groups
}
''', {"environment": "production", "branch": "feature/" + canary(eid), "actor_groups": ["developers"]}, "data.cicd.deploy")
    out.append(entry(eid, "Deployment blocked by OPA. Decision document: " + str(o), "P",
                     sent="feature/" + canary(eid),
                     produced_by=pb("regopy", "whole data.cicd.deploy document passed through")))

    eid = "t9-pol-opa-grades"
    o = rego("grades", '''
package university.grades
import rego.v1
required_roles := {"registrar", "faculty-of-record"}
deny contains msg if {
  count({r | some r in input.roles; r in required_roles}) == 0
  msg := sprintf("change_final_grade requires one of %v; caller holds %v", [required_roles, input.roles])
}''', {"roles": ["teaching-assistant", "student-worker"], "course": "CHEM-201"}, "data.university.grades.deny")
    out.append(entry(eid, json.dumps({"error": "policy_denied", "engine": "opa", "violations": json.loads(str(o))["expressions"][0]}),
                     "P A N", produced_by=pb("regopy", "deny messages in a JSON error body")))

    eid = "t9-pol-opa-cohort"
    o = rego("trial", '''
package trials.export
import rego.v1
min_cohort := 11
blocked_fields := {"date_of_birth", "postcode", "site_patient_id"}
deny contains msg if {
  input.cohort_size < min_cohort
  msg := sprintf("cohort size %d is below the disclosure minimum of %d", [input.cohort_size, min_cohort])
}
deny contains msg if {
  some f in input.fields
  f in blocked_fields
  msg := sprintf("field %s is on the blocked list %v", [f, blocked_fields])
}''', {"cohort_size": 4, "fields": ["arm", "postcode", "ae_grade"]}, "data.trials.export.deny")
    out.append(entry(eid, "Export of site-level results for trial NCT-0471 was rejected by the disclosure policy:\n- "
                     + "\n- ".join(json.loads(str(o))["expressions"][0]), "P",
                     produced_by=pb("regopy", "deny messages as a bullet list")))

    eid = "t9-pol-opa-permits"
    o = rego("permits", '''
package city.inspections
import rego.v1
window := {"days": ["Mon", "Tue", "Wed", "Thu", "Fri"], "start_hour": 7, "end_hour": 15}
deny contains msg if {
  not input.day in window.days
  msg := sprintf("inspections may be booked only on %v between %d:00 and %d:00", [window.days, window.start_hour, window.end_hour])
}''', {"day": "Sat", "hour": 9, "permit": "BLD-2026-0931"}, "data.city.inspections.deny")
    out.append(entry(eid, "schedule_inspection: " + json.loads(str(o))["expressions"][0][0], "P",
                     produced_by=pb("regopy", "single deny message")))

    # a Rego module that fails to compile: error + traceback leak the policy source line
    eid = "t9-pol-opa-compile"
    r = regopy.Interpreter()
    src = 'package fab.recipes\nimport rego.v1\nallow if { input.user.group in {"litho-leads", "etch-leads"} && input.tool == }\n'
    import tempfile, sys
    sys.stdout.flush(); sys.stderr.flush()
    cap = tempfile.TemporaryFile(mode="w+b")
    saved = (os.dup(1), os.dup(2))
    os.dup2(cap.fileno(), 1); os.dup2(cap.fileno(), 2)
    try:
        r.add_module("fab_recipes.rego", src)
        tb = "unexpected"
    except regopy.RegoError:
        tb = traceback.format_exc()
    finally:
        os.dup2(saved[0], 1); os.dup2(saved[1], 2)
    cap.seek(0)
    native = cap.read().decode()
    first = native.split("----------------")[0].rstrip()
    txt = first + "\n\n" + tb
    out.append(entry(eid, "Internal error evaluating recipe-change policy:\n" + txt, "P R S N",
                     produced_by=pb("regopy", "RegoError + Python traceback passed through; module source deliberately broken")))

    # --- cedarpy --------------------------------------------------------------
    ents = [
        {"uid": {"__entity": {"type": "User", "id": "tech-41"}}, "attrs": {}, "parents": [{"__entity": {"type": "Role", "id": "Mechanic"}}]},
        {"uid": {"__entity": {"type": "Role", "id": "Mechanic"}}, "attrs": {}, "parents": []},
        {"uid": {"__entity": {"type": "Aircraft", "id": "D-AIBL"}}, "attrs": {"status": "grounded"}, "parents": []},
    ]
    pols = '''permit(principal in Role::"CertifyingStaffB1", action == Action::"releaseToService", resource);
forbid(principal, action, resource) when { resource.status == "grounded" };'''
    req = {"principal": 'User::"tech-41"', "action": 'Action::"releaseToService"', "resource": 'Aircraft::"D-AIBL"', "context": {}}
    res = cedarpy.is_authorized(req, pols, ents)
    out.append(entry("t9-pol-cedar-reasons",
                     "Forbidden: decision=%s, determining policies=%s, errors=%s" % (res.decision.value, res.diagnostics.reasons, res.diagnostics.errors),
                     "P A N", produced_by=pb("cedarpy", "is_authorized decision and diagnostics formatted into the message")))

    ents2 = [{"uid": {"__entity": {"type": "User", "id": "rx-tech-07"}}, "attrs": {}, "parents": []},
             {"uid": {"__entity": {"type": "Drug", "id": "oxycodone-10mg"}}, "attrs": {"schedule": "II"}, "parents": []}]
    pols2 = 'permit(principal, action == Action::"dispense", resource) when { principal.license_level >= 3 && resource.schedule == "II" };'
    res = cedarpy.is_authorized({"principal": 'User::"rx-tech-07"', "action": 'Action::"dispense"', "resource": 'Drug::"oxycodone-10mg"', "context": {}}, pols2, ents2)
    out.append(entry("t9-pol-cedar-evalerr", "dispense_item failed: " + "; ".join(res.diagnostics.errors) + " (decision: Deny)",
                     "P R N", produced_by=pb("cedarpy", "evaluation error string passed through")))

    pols3 = 'permit(principal in Group::"newsroom-standards-editors", action == Action::"publishEmbargoed", resource) when { context.hour >= 6 && context.hour < 22 };'
    formatted = cedarpy.format_policies(pols3)
    ents3 = [{"uid": {"__entity": {"type": "User", "id": "reporter-ml"}}, "attrs": {}, "parents": [{"__entity": {"type": "Group", "id": "newsroom-reporters"}}]},
             {"uid": {"__entity": {"type": "Group", "id": "newsroom-reporters"}}, "attrs": {}, "parents": []},
             {"uid": {"__entity": {"type": "Story", "id": "s-88213"}}, "attrs": {}, "parents": []}]
    res = cedarpy.is_authorized({"principal": 'User::"reporter-ml"', "action": 'Action::"publishEmbargoed"', "resource": 'Story::"s-88213"', "context": {"hour": 23}}, pols3, ents3)
    out.append(entry("t9-pol-cedar-source", "Not authorized (%s). The applicable policy is:\n%s" % (res.decision.value, formatted.strip()),
                     "P A N", produced_by=pb("cedarpy", "format_policies output of the governing policy appended to a Deny")))

    pols4 = '''permit(principal in Role::"Guardian", action == Action::"viewAttendance", resource);
permit(principal in Role::"KitaLeitung", action in [Action::"editPickupList", Action::"viewMedicalNotes"], resource);'''
    ents4 = [{"uid": {"__entity": {"type": "User", "id": "parent-anna"}}, "attrs": {}, "parents": [{"__entity": {"type": "Role", "id": "Guardian"}}]},
             {"uid": {"__entity": {"type": "Role", "id": "Guardian"}}, "attrs": {}, "parents": []},
             {"uid": {"__entity": {"type": "Child", "id": "k-17"}}, "attrs": {}, "parents": []}]
    allowed, denied = [], []
    for a in ("viewAttendance", "editPickupList", "viewMedicalNotes"):
        rr = cedarpy.is_authorized({"principal": 'User::"parent-anna"', "action": 'Action::"%s"' % a, "resource": 'Child::"k-17"', "context": {}}, pols4, ents4)
        (allowed if rr.allowed else denied).append(a)
    out.append(entry("t9-pol-cedar-batch", json.dumps({"ok": False, "error": "action editPickupList denied",
                     "your_permissions": {"allowed": allowed, "denied": denied}, "principal": 'User::"parent-anna"'}),
                     "P A N", produced_by=pb("cedarpy", "per-action is_authorized results listed in the error body")))

    ents5 = [{"uid": {"__entity": {"type": "User", "id": "agent-3"}}, "attrs": {"brokerage": "BR-22"}, "parents": []},
             {"uid": {"__entity": {"type": "Listing", "id": "L-5550"}}, "attrs": {"mls": "MLS-CRMLS"}, "parents": []}]
    pols5 = 'permit(principal, action == Action::"editListing", resource) when { ["MLS-NWMLS", "MLS-RMLS"].contains(resource.mls) };'
    res = cedarpy.is_authorized({"principal": 'User::"agent-3"', "action": 'Action::"editListing"', "resource": 'Listing::"L-5550"', "context": {}}, pols5, ents5)
    out.append(entry("t9-pol-cedar-mls", "edit_listing: %s. Policy set:\n%s" % (res.decision.value, cedarpy.format_policies(pols5).strip()),
                     "P N", produced_by=pb("cedarpy", "decision plus formatted policy")))

    # --- casbin ---------------------------------------------------------------
    mconf = os.path.join(SB, "rbac_dom.conf")
    open(mconf, "w").write("""[request_definition]
r = sub, dom, obj, act
[policy_definition]
p = sub, dom, obj, act
[role_definition]
g = _, _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub, r.dom) && r.dom == p.dom && keyMatch(r.obj, p.obj) && r.act == p.act
""")
    pcsv = os.path.join(SB, "rbac_dom.csv")
    open(pcsv, "w").write("p, admin, tenant-7, /invoices/*, write\np, billing, tenant-7, /invoices/*, write\np, viewer, tenant-7, /invoices/*, read\ng, alice, viewer, tenant-7\n")
    e = casbin.Enforcer(mconf, pcsv)
    ok, expl = e.enforce_ex("alice", "tenant-7", "/invoices/991", "write")
    txt = ("enforce(alice, tenant-7, /invoices/991, write) = %s; matched=%s; roles(alice@tenant-7)=%s; rules granting write: %s"
           % (ok, expl, e.get_implicit_roles_for_user("alice", "tenant-7"), e.get_filtered_policy(1, "tenant-7", "/invoices/*", "write")))
    out.append(entry("t9-pol-casbin-rbac", txt, "P A N", produced_by=pb("casbin", "enforce_ex + get_implicit_roles_for_user + get_filtered_policy, payroll/billing SaaS")))

    mconf2 = os.path.join(SB, "deny.conf")
    open(mconf2, "w").write("""[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act, eft
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow)) && !some(where (p.eft == deny))
[matchers]
m = g(r.sub, p.sub) && r.obj == p.obj && r.act == p.act
""")
    pcsv2 = os.path.join(SB, "deny.csv")
    open(pcsv2, "w").write("p, ops, tank-FV9, set_temp, allow\np, ops, tank-FV10, set_temp, allow\np, night-shift, tank-FV9, set_temp, deny\ng, bob, ops\ng, bob, night-shift\n")
    e2 = casbin.Enforcer(mconf2, pcsv2)
    ok, expl = e2.enforce_ex("bob", "tank-FV9", "set_temp")
    out.append(entry("t9-pol-casbin-deny", "set_fermenter_temperature: blocked by rule %s (result=%s)" % (expl, ok), "P A N",
                     produced_by=pb("casbin", "enforce_ex explain of a deny-override model, brewery controls")))

    mconf3 = os.path.join(SB, "keymatch.conf")
    open(mconf3, "w").write("""[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = r.sub == p.sub && keyMatch2(r.obj, p.obj) && regexMatch(r.act, p.act)
""")
    pcsv3 = os.path.join(SB, "keymatch.csv")
    open(pcsv3, "w").write("p, host-9, /shows/night-signal/*, (GET)|(PUT)\np, host-9, /shows/the-quiet-hour/episodes/:id, GET\n")
    e3 = casbin.Enforcer(mconf3, pcsv3)
    eid = "t9-pol-casbin-paths"
    c = canary(eid)
    obj = "/shows/%s/episodes" % c
    ok, expl = e3.enforce_ex("host-9", obj, "PUT")
    perms = e3.get_permissions_for_user("host-9")
    out.append(entry(eid, json.dumps({"error": "forbidden", "request": [ "host-9", obj, "PUT"], "allowed": ok,
                                      "permissions": perms}), "P A V", probe="enum", sent=c,
                     produced_by=pb("casbin", "get_permissions_for_user dumped into a podcast host's error body")))

    mconf4 = os.path.join(SB, "abac.conf")
    open(mconf4, "w").write("""[request_definition]
r = sub, obj, act
[policy_definition]
p = sub_rule, obj, act
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = eval(p.sub_rule) && r.obj == p.obj && r.act == p.act
""")
    pcsv4 = os.path.join(SB, "abac.csv")
    open(pcsv4, "w").write('p, r.sub.clearance >= 3 && r.sub.site == "FAB-2", stepper-ASML-07, load_recipe\n')
    e4 = casbin.Enforcer(mconf4, pcsv4)

    class Sub:
        def __init__(s, clearance, site):
            s.clearance, s.site = clearance, site
    ok, _ = e4.enforce_ex(Sub(2, "FAB-2"), "stepper-ASML-07", "load_recipe")
    rules = e4.get_policy()
    out.append(entry("t9-pol-casbin-abac", "load_recipe denied (casbin=%s). Rules for stepper-ASML-07: %s. Ask the fab security office to raise your clearance." % (ok, rules),
                     "P A", produced_by=pb("casbin", "ABAC eval() rule listing, semiconductor fab")))
    return out


def near_entries():
    """Real validator output for look-alikes (argument validation, not policy)."""
    out = []
    from typing import Literal
    from pydantic import BaseModel, Field, ValidationError
    import jsonschema

    class Booking(BaseModel):
        room_type: Literal["single", "double", "suite"]
        nights: int = Field(ge=1, le=30)

    eid = "t9-near-pyd-enum"
    c = canary(eid)
    try:
        Booking(room_type=c, nights=2)
    except ValidationError as ex:
        out.append(entry(eid, str(ex), "V", probe="enum", sent=c,
                         produced_by=pb("pydantic", "ValidationError str() of a hotel booking tool")))
    eid = "t9-near-pyd-max"
    try:
        Booking(room_type="double", nights=1000001)
    except ValidationError as ex:
        out.append(entry(eid, str(ex), "V", probe="above-max", sent="1000001",
                         produced_by=pb("pydantic", "ValidationError str(), nights above le=30")))
    eid = "t9-near-jsonschema-enum"
    c = canary(eid)
    schema = {"type": "object", "properties": {"line": {"enum": ["U1", "U2", "U3", "S7", "Tram 12"]}}, "required": ["line"]}
    try:
        jsonschema.validate({"line": c}, schema)
    except jsonschema.ValidationError as ex:
        out.append(entry(eid, "Invalid arguments for get_departures: " + ex.message, "V", probe="enum", sent=c,
                         produced_by=pb("jsonschema", "ValidationError.message, transit departures tool")))
    eid = "t9-near-jsonschema-min"
    schema = {"type": "object", "properties": {"batch_size_hl": {"type": "number", "minimum": 5, "maximum": 60}}}
    try:
        jsonschema.validate({"batch_size_hl": -3}, schema)
    except jsonschema.ValidationError as ex:
        out.append(entry(eid, "brew_schedule: " + ex.message, "V", probe="below-min", sent="-3",
                         produced_by=pb("jsonschema", "ValidationError.message, brewery scheduling tool")))
    return out


def mixed_entries():
    out = []
    # real sqlite3 error for an SQL-injection probe, in-memory database only
    eid = "t9-mix-sqlite"
    db = sqlite3.connect(":memory:")
    db.execute("create table tenants (id integer primary key, unit text, rent_cents integer)")
    payload = "' OR 1=1 --" + canary(eid)
    try:
        db.execute("select * from tenants where unit = '%s' and" % payload.replace("' OR 1=1 --", "' OR 1=1) --"))
        txt = "no error"
    except sqlite3.Error as ex:
        txt = "sqlite3.%s: %s" % (type(ex).__name__, ex)
    out.append(entry(eid, "lookup_tenant failed: " + txt, "R N", probe="sql", sent=payload,
                     produced_by="sqlite3 (Python %s stdlib, real error, in-memory DB); /work/gen-9/libs.py" % sqlite3.sqlite_version))
    return out
