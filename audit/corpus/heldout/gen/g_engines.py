"""Batch G: entries whose decision text comes from real policy engines run here.

regopy (OPA/Rego interpreter), cedarpy (Cedar), casbin (PyCasbin). Each returns a list of
(suffix, channel, probe, sent, text, signals, produced_by) tuples; texts use {c} for the canary.
The engine's real output is embedded, wrapped the way a server author would pass it through.
"""
import json
import os
import importlib.metadata as md

import regopy
import cedarpy
import casbin

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = "/work/gen-g/g_engines.py"
V_REGO = "regopy " + md.version("regopy")
V_CEDAR = "cedarpy " + md.version("cedarpy")
V_CASBIN = "casbin (PyCasbin) " + md.version("casbin")


def rego_eval(module_name, module, input_doc, query):
    it = regopy.Interpreter()
    it.add_module(module_name, module)
    it.set_input_term(json.dumps(input_doc))
    return it.query(query)


def rego_value(module_name, module, input_doc, query):
    out = rego_eval(module_name, module, input_doc, "x := " + query)
    return json.loads(str(out))["bindings"]["x"]


def opa_entries(canary):
    E = []
    by = f"{V_REGO} (OPA Rego interpreter) real deny output, wrapped by {SCRIPT}"
    # 1 veterinary clinic: controlled-drug log, allowed roles
    mod = '''
package clinic.authz
import rego.v1
allowed_roles := {"vet", "vet_tech", "practice_manager"}
deny contains msg if {
  not input.role in allowed_roles
  msg := concat("", ["role ", input.role, " is not permitted to view controlled-drug logs; allowed roles: ", concat(", ", sort(allowed_roles))])
}
'''
    d = rego_value("clinic", mod, {"role": "receptionist", "patient": canary("g-pol-opa-vet")}, "data.clinic.authz.deny")
    E.append(("pol-opa-vet", "error-result", "valid", "C",
              "Access denied by policy clinic.authz: " + "; ".join(d),
              ["auth-failure-as-result", "policy-enumeration"], by))

    # 2 wind farm curtailment ceiling (above-max probe)
    mod = '''
package windfarm.curtail
import rego.v1
max_operator_curtailment := 40
deny contains msg if {
  input.setpoint_pct > max_operator_curtailment
  not input.grid_operator_ticket
  msg := concat("", ["curtailment setpoint ", format_int(input.setpoint_pct, 10), " exceeds the operator-initiated ceiling of ", format_int(max_operator_curtailment, 10), "% of rated power; a grid-operator ticket is required above that"])
}
'''
    d = rego_value("wind", mod, {"setpoint_pct": 1000001, "turbine": "WTG-14"}, "data.windfarm.curtail.deny")
    E.append(("pol-opa-wind", "error-result", "above-max", "1000001",
              "policy windfarm.curtail rejected the request: " + d[0],
              ["policy-enumeration", "validation-echoes-value"], by))

    # 3 customs export embargo list
    mod = '''
package customs.export
import rego.v1
embargoed := {"CU", "IR", "KP", "SY"}
deny contains msg if {
  input.destination in embargoed
  msg := concat("", ["shipment to ", input.destination, " blocked: embargoed destinations are ", concat(", ", sort(embargoed))])
}
'''
    d = rego_value("customs", mod, {"destination": "IR", "ref": "x"}, "data.customs.export.deny")
    E.append(("pol-opa-customs", "error-result", "valid", "C",
              json.dumps({"error": "EXPORT_POLICY_DENIED", "shipment": "{c}", "policy": "customs.export", "violations": d}),
              ["policy-enumeration"], by))

    # 4 research grants: OPA sidecar response passed through raw, with internal URL
    mod = '''
package grants.authz
import rego.v1
required_groups := ["grant-reviewers-2026", "research-office"]
default allow := false
allow if { some g in input.groups; g in required_groups }
deny contains msg if {
  not allow
  msg := concat("", ["user is not in any of the groups ", concat(", ", required_groups), " required to score proposals"])
}
'''
    full = rego_value("grants", mod, {"groups": ["faculty", "chemistry-dept"]}, "data.grants.authz")
    body = {"decision_id": "5f0c8a8e-3b1e-4f7a-9d1a-2c6e0b7d41aa", "result": full}
    E.append(("pol-opa-grants", "error-result", "valid", "C",
              "authorization check failed: POST http://opa.grants-internal.svc.cluster.local:8181/v1/data/grants/authz -> 200 "
              + json.dumps(body, separators=(",", ":")),
              ["auth-failure-as-result", "policy-enumeration", "raw-upstream-text"], by))

    # 5 game server mod upload: extensions + size threshold
    mod = '''
package gameserver.mods
import rego.v1
allowed_ext := {".lua", ".json", ".png", ".ogg"}
max_mb := 50
deny contains msg if {
  not input.ext in allowed_ext
  msg := concat("", ["extension ", input.ext, " is not in the allowed set [", concat(", ", sort(allowed_ext)), "]"])
}
deny contains msg if {
  input.size_mb > max_mb
  msg := concat("", ["mod archive is ", format_int(input.size_mb, 10), " MB; server policy maximum is ", format_int(max_mb, 10), " MB"])
}
'''
    d = rego_value("mods", mod, {"ext": ".dll", "size_mb": 212}, "data.gameserver.mods.deny")
    E.append(("pol-opa-gamemods", "error-result", "valid", "C",
              "Mod upload refused by server policy (gameserver.mods):\n" + "\n".join("- " + m for m in sorted(d)),
              ["policy-enumeration"], by))

    # 6 German library: manuscripts loan
    mod = '''
package bibliothek.ausleihe
import rego.v1
erlaubte_rollen := {"bibliothekar", "forscher"}
deny contains msg if {
  not input.rolle in erlaubte_rollen
  msg := concat("", ["Rolle '", input.rolle, "' darf keine Handschriften ausleihen; erlaubte Rollen: ", concat(", ", sort(erlaubte_rollen))])
}
'''
    d = rego_value("bib", mod, {"rolle": "gast"}, "data.bibliothek.ausleihe.deny")
    E.append(("pol-opa-bibliothek", "error-result", "valid", "C",
              "Zugriff verweigert (Richtlinie bibliothek.ausleihe): " + d[0] + ".",
              ["auth-failure-as-result", "policy-enumeration"], by))

    # 7 film production: OPA full decision document as structured content (time window + budget)
    mod = '''
package film.overtime
import rego.v1
window := {"start": "06:00", "end": "22:00"}
max_crew_hours := 12
deny contains "night shoot outside the union-agreed window 06:00-22:00 needs a waiver from the group production-office" if {
  input.call_time < window.start
}
deny contains msg if {
  input.crew_hours > max_crew_hours
  msg := concat("", ["scheduled crew day of ", format_int(input.crew_hours, 10), "h exceeds the policy limit of ", format_int(max_crew_hours, 10), "h"])
}
'''
    full = rego_value("film", mod, {"call_time": "04:30", "crew_hours": 14}, "data.film.overtime")
    E.append(("pol-opa-film", "error-result", "valid", "C",
              "Call sheet {c} not published: scheduling policy denied it.\n"
              + json.dumps({"policy": "film.overtime", "decision": full}, ensure_ascii=False),
              ["policy-enumeration"], by))
    return E


def cedar_entries(canary):
    E = []
    by = f"{V_CEDAR} real is_authorized() decision, wrapped by {SCRIPT}"
    # 8 space ops uplink outside pass (forbid with @id)
    pol = '''@id("uplink-flight-dynamics-only")
permit(principal in Group::"flight-dynamics", action == Action::"uplinkCommand", resource);
@id("no-uplink-outside-pass")
forbid(principal, action == Action::"uplinkCommand", resource) unless { context.pass_window };'''
    ents = [{"uid": {"__entity": {"type": "User", "id": "ops-7"}}, "attrs": {},
             "parents": [{"__entity": {"type": "Group", "id": "flight-dynamics"}}]}]
    r = cedarpy.is_authorized({"principal": 'User::"ops-7"', "action": 'Action::"uplinkCommand"',
                               "resource": 'Spacecraft::"sat-7"', "context": {"pass_window": False}}, pol, ents)
    ann = r._authz_resp["diagnostics"]["id_annotations_by_reason"]
    E.append(("pol-cedar-uplink", "error-result", "valid", "C",
              f"Command {{c}} not queued. Cedar decision={r.decision.value}; determining policies: "
              + ", ".join(f"{ann[k]} ({k})" for k in r.diagnostics.reasons)
              + '. Uplinks are permitted only to principals in Group::"flight-dynamics" and only while context.pass_window is true.',
              ["policy-enumeration"], by))

    # 9 courts: sealed records, structured decision, no next step
    pol = '''@id("court-sealed-records-judges-only")
forbid(principal, action == Action::"readDocket", resource) when { resource.sealed } unless { principal in Role::"judge" };
permit(principal, action == Action::"readDocket", resource);'''
    ents = [{"uid": {"__entity": {"type": "User", "id": "para-12"}}, "attrs": {}, "parents": [{"__entity": {"type": "Role", "id": "paralegal"}}]},
            {"uid": {"__entity": {"type": "Docket", "id": "d1"}}, "attrs": {"sealed": True}, "parents": []}]
    r = cedarpy.is_authorized({"principal": 'User::"para-12"', "action": 'Action::"readDocket"',
                               "resource": 'Docket::"d1"', "context": {}}, pol, ents)
    ann = r._authz_resp["diagnostics"]["id_annotations_by_reason"]
    E.append(("pol-cedar-court", "error-result", "valid", "C",
              "Forbidden.\n" + json.dumps({"error": "forbidden", "policy_decision": {
                  "decision": r.decision.value, "reasons": [ann.get(k, k) for k in r.diagnostics.reasons],
                  "principal_roles": ["paralegal"]}}),
              ["auth-failure-as-result", "policy-enumeration", "no-retry-guidance"], by))

    # 10 insurance claims: default deny, server explains the permit condition
    pol = '''@id("approve-large-claims")
permit(principal in Role::"senior-adjuster", action == Action::"approveClaim", resource) when { resource.amount > 25000 };
@id("approve-small-claims")
permit(principal in Role::"adjuster", action == Action::"approveClaim", resource) when { resource.amount <= 25000 };'''
    ents = [{"uid": {"__entity": {"type": "User", "id": "adj-31"}}, "attrs": {}, "parents": [{"__entity": {"type": "Role", "id": "adjuster"}}]},
            {"uid": {"__entity": {"type": "Claim", "id": "c1"}}, "attrs": {"amount": 48200}, "parents": []}]
    r = cedarpy.is_authorized({"principal": 'User::"adj-31"', "action": 'Action::"approveClaim"',
                               "resource": 'Claim::"c1"', "context": {}}, pol, ents)
    E.append(("pol-cedar-claims", "error-result", "valid", "C",
              f"approve_claim failed for claim {{c}}: decision {r.decision.value} (no policy permits it). "
              "Policy approve-large-claims: claims above 25000 can only be approved by principals in Role::\"senior-adjuster\"; your roles: adjuster.",
              ["auth-failure-as-result", "policy-enumeration"], by))

    # 11 French telecom number porting: time window policy
    pol = '''@id("portage-heures-ouvrables")
forbid(principal, action == Action::"portNumber", resource) unless { context.weekday <= 5 && context.hour >= 8 && context.hour < 20 };
permit(principal, action == Action::"portNumber", resource);'''
    r = cedarpy.is_authorized({"principal": 'Agent::"a1"', "action": 'Action::"portNumber"', "resource": 'Number::"n1"',
                               "context": {"weekday": 6, "hour": 22}}, pol, [])
    ann = r._authz_resp["diagnostics"]["id_annotations_by_reason"]
    E.append(("pol-cedar-portage", "error-result", "valid", "C",
              f"Demande de portage {{c}} rejetée (décision Cedar : {r.decision.value}, politique : "
              + ", ".join(ann[k] for k in r.diagnostics.reasons)
              + ") : le portage n'est autorisé que du lundi au vendredi, de 08:00 à 20:00.",
              ["policy-enumeration"], by))

    # 12 evaluation error passed on verbatim (chemistry lab clearance)
    pol = '''@id("bsl3-clearance")
permit(principal, action == Action::"openFreezer", resource) when { principal.clearance >= 3 };'''
    cc = canary("g-pol-cedar-evalerr")
    ents = [{"uid": {"__entity": {"type": "User", "id": cc}}, "attrs": {}, "parents": []}]
    r = cedarpy.is_authorized({"principal": {"type": "User", "id": cc}, "action": 'Action::"openFreezer"',
                               "resource": 'Freezer::"F-3"', "context": {}}, pol, ents)
    E.append(("pol-cedar-evalerr", "error-result", "valid", "C",
              f"authorization error: decision={r.decision.value}; " + "; ".join(r.diagnostics.errors),
              ["policy-enumeration", "raw-upstream-text", "no-retry-guidance"], by))
    return E


def casbin_entries(canary):
    E = []
    by = f"{V_CASBIN} real enforce()/policy queries, wrapped by {SCRIPT}"
    d = os.path.join(HERE, "sandbox", "casbin")
    os.makedirs(d, exist_ok=True)
    rbac = '''[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub) && keyMatch(r.obj, p.obj) && r.act == p.act
'''
    open(os.path.join(d, "rbac.conf"), "w").write(rbac)
    # 13 library rare collections
    open(os.path.join(d, "library.csv"), "w").write(
        "p, archivist, /collections/rare/*, read\np, conservator, /collections/rare/*, write\ng, mlopez, archivist\n")
    e = casbin.Enforcer(os.path.join(d, "rbac.conf"), os.path.join(d, "library.csv"))
    obj = "/collections/rare/folio-" + canary("g-pol-casbin-library")
    ok = e.enforce("jdoe", obj, "write")
    lines = e.get_filtered_policy(1, "/collections/rare/*")
    E.append(("pol-casbin-library", "error-result", "valid", "C",
              f"Access check failed (casbin: sub=jdoe obj={obj} act=write -> {'allow' if ok else 'deny'}). Policy lines for this object: "
              + "; ".join("p, " + ", ".join(l) for l in lines),
              ["auth-failure-as-result", "policy-enumeration", "no-retry-guidance"], by))

    # 14 film production budgets, RBAC with domains
    dom = '''[request_definition]
r = sub, dom, obj, act
[policy_definition]
p = sub, dom, obj, act
[role_definition]
g = _, _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub, r.dom) && r.dom == p.dom && r.obj == p.obj && r.act == p.act
'''
    open(os.path.join(d, "domains.conf"), "w").write(dom)
    open(os.path.join(d, "film.csv"), "w").write(
        "p, line-producer, production-az417, budget, approve\np, exec-producer, production-az417, budget, approve\n"
        "p, upm, production-az417, budget, read\ng, kim, upm, production-az417\n")
    e = casbin.Enforcer(os.path.join(d, "domains.conf"), os.path.join(d, "film.csv"))
    ok = e.enforce("kim", "production-az417", "budget", "approve")
    roles = e.get_roles_for_user_in_domain("kim", "production-az417")
    approvers = sorted({p[0] for p in e.get_filtered_policy(1, "production-az417", "budget", "approve")})
    E.append(("pol-casbin-film", "error-result", "valid", "C",
              f"Budget revision {{c}} cannot be approved by you in production-az417 (enforce={ok}). "
              f"Your roles there: {', '.join(roles)}. Roles allowed to approve budgets: {', '.join(approvers)}.",
              ["auth-failure-as-result", "policy-enumeration"], by))

    # 15 Japanese ticketing refunds
    open(os.path.join(d, "tickets.csv"), "w").write(
        "p, box-office-manager, orders, refund\np, finance, orders, refund\np, box-office-staff, orders, read\ng, tanaka, box-office-staff\n")
    e = casbin.Enforcer(os.path.join(d, "rbac.conf"), os.path.join(d, "tickets.csv"))
    ok = e.enforce("tanaka", "orders", "refund")
    who = sorted(p[0] for p in e.get_filtered_policy(2, "refund"))
    E.append(("pol-casbin-tickets-ja", "error-result", "valid", "C",
              f"権限がありません: casbin の判定 = {str(ok).lower()} (sub=tanaka, obj=orders, act=refund)。"
              f"返金を実行できるロール: {', '.join(who)}",
              ["auth-failure-as-result", "policy-enumeration"], by))

    # 16 dentistry: implicit permissions of the caller, keyMatch2
    km = rbac.replace("keyMatch(r.obj, p.obj)", "keyMatch2(r.obj, p.obj)")
    open(os.path.join(d, "rbac_km2.conf"), "w").write(km)
    open(os.path.join(d, "dental.csv"), "w").write(
        "p, hygienist, /patients/:id/charts, GET\np, dentist, /patients/:id/xrays, DELETE\np, dentist, /patients/:id/xrays, GET\n"
        "g, rvdberg, hygienist\n")
    e = casbin.Enforcer(os.path.join(d, "rbac_km2.conf"), os.path.join(d, "dental.csv"))
    obj = "/patients/" + canary("g-pol-casbin-dental") + "/xrays"
    ok = e.enforce("rvdberg", obj, "DELETE")
    perms = e.get_implicit_permissions_for_user("rvdberg")
    E.append(("pol-casbin-dental", "jsonrpc-error", "valid", "C",
              "Permission denied by casbin policy " + json.dumps(
                  {"enforce": ok, "request": ["rvdberg", obj, "DELETE"],
                   "roles": e.get_roles_for_user("rvdberg"), "permissions": perms}),
              ["policy-enumeration"], by))
    return E


def all_engine_entries(canary):
    return opa_entries(canary) + cedar_entries(canary) + casbin_entries(canary)
