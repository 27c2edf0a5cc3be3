"""Batch E: policy boundaries as tool answers, on the official MCP Python SDK's MCPServer (in-process Client).
Real policy engines: OPA-compatible Rego (regopy), Cedar (cedarpy), casbin; the rest are hand-written
refusals in many voices (allow/deny lists, roles, scopes, quotas, windows, geo, classification, config dumps),
plus hard negatives (refusals that name no fence). Run: .venv-d/bin/python e-policy.py -> /tmp/e-out/e-policy.json"""
import importlib, json
import regopy, cedarpy, casbin
from pydantic import Field
from typing import Annotated
common = importlib.import_module("e-common")
err, ToolError = common.err, common.ToolError
r = common.Run("e-policy", "ops-policy")
HAND = "hand-written refusal"

# ---- OPA / Rego (regopy) ----
REGO = open("e-policy.rego").read()
def rego_eval(inp, q):
    it = regopy.Interpreter(); it.add_module("egress", REGO); it.set_input(inp); return it.query(q)

@r.tool("webhook_register")
def webhook_register(url_host: str, method: str = "POST") -> str:
    out = rego_eval({"host": url_host, "method": method, "groups": ["integrations"]}, "data.egress.deny")
    msgs = json.loads(str(out))["expressions"][0]
    if msgs:
        return err("; ".join(msgs))
    return "registered"

@r.tool("webhook_register_raw")
def webhook_register_raw(url_host: str, method: str = "POST") -> str:
    out = rego_eval({"host": url_host, "method": method, "groups": ["dev"]}, "data.egress")
    return err(f"policy decision: {out}")

@r.tool("webhook_register_bool")
def webhook_register_bool(url_host: str) -> str:
    out = json.loads(str(rego_eval({"host": url_host}, "data.egress.allow")))
    if not out["expressions"][0]:
        return err(f"OPA denied request (data.egress.allow = false) for input {json.dumps({'host': url_host})}")
    return "ok"

r.call("pol-opa-deny-1", "webhook_register", {"url_host": "twaudit-3f9a01c2.example"}, "valid", "twaudit-3f9a01c2.example", "regopy %s (Rego, OPA-compatible) deny set" % common.ver("regopy"))
r.call("pol-opa-deny-2", "webhook_register", {"url_host": "hooks.slack.com", "method": "DELETE"}, "valid", None, "regopy (Rego) deny set")
r.call("pol-opa-raw-1", "webhook_register_raw", {"url_host": "twaudit-77b0e4d1.internal"}, "valid", "twaudit-77b0e4d1.internal", "regopy (Rego) full package output")
r.call("gui-sdkmask-1", "webhook_register_bool", {"url_host": "twaudit-0c5d2e8f"}, "valid", "twaudit-0c5d2e8f", "regopy boolean query; the handler raised json.JSONDecodeError, masked by the SDK")

# ---- Cedar ----
CEDAR = open("e-policy.cedar").read()
ENT = [{"uid": {"type": "User", "id": "dr.kim"}, "attrs": {"clinic": "north"}, "parents": [{"type": "Role", "id": "clinician"}]},
       {"uid": {"type": "Role", "id": "clinician"}, "attrs": {}, "parents": []},
       {"uid": {"type": "Chart", "id": "c-77"}, "attrs": {"clinic": "north", "vip": True}, "parents": []},
       {"uid": {"type": "Chart", "id": "c-80"}, "attrs": {"clinic": "south", "vip": False}, "parents": []}]
def cedar(chart):
    return cedarpy.is_authorized({"principal": 'User::"dr.kim"', "action": 'Action::"readChart"', "resource": f'Chart::"{chart}"',
                                  "context": {"break_glass": False}}, CEDAR, ENT)

@r.tool("chart_open")
def chart_open(chart_id: str) -> str:
    res = cedar(chart_id)
    if res.decision != cedarpy.Decision.Allow:
        return err(f"Cedar decision {res.decision.name}; determining policies: {res.diagnostics.reasons}; errors: {res.diagnostics.errors}")
    return "ok"

@r.tool("chart_open_explained")
def chart_open_explained(chart_id: str) -> str:
    res = cedar(chart_id)
    if res.decision != cedarpy.Decision.Allow:
        return err("Access to chart %s was refused. Clinicians may open charts of their own clinic only (yours: north); "
                   "VIP charts need break_glass=true." % chart_id)
    return "ok"

@r.tool("chart_open_clean")
def chart_open_clean(chart_id: str) -> str:
    res = cedar(chart_id)
    if res.decision != cedarpy.Decision.Allow:
        return err("You can't open this chart. If this is an emergency, call request_break_glass with a reason; otherwise ask the patient's clinic to share it.")
    return "ok"

r.call("pol-cedar-1", "chart_open", {"chart_id": "c-77"}, "valid", None, "cedarpy %s is_authorized" % common.ver("cedarpy"))
r.call("pol-cedar-2", "chart_open_explained", {"chart_id": "c-80"}, "valid", None, "cedarpy is_authorized, decision explained by the server author")
r.call("cln-cedar-3", "chart_open_clean", {"chart_id": "c-77"}, "valid", None, "cedarpy is_authorized, sanitized refusal")

# ---- casbin ----
E = casbin.Enforcer("e-casbin-model.conf", "e-casbin-policy.csv")
@r.tool("cms_publish")
def cms_publish(article: str, user: str = "carla") -> str:
    ok = E.enforce(user, "tenant-northwind", f"/articles/{article}", "publish")
    if not ok:
        roles = E.get_implicit_roles_for_user(user, "tenant-northwind")
        return err(f"casbin: enforce({user}, tenant-northwind, /articles/{article}, publish) = false. "
                   f"user roles in domain: {roles}; publish is granted to: {[p[0] for p in E.get_filtered_policy(3, 'publish')]}")
    return "ok"

@r.tool("cms_publish_short")
def cms_publish_short(article: str) -> str:
    if not E.enforce("carla", "tenant-northwind", f"/articles/{article}", "publish"):
        return err("403 Forbidden")
    return "ok"

r.call("pol-casbin-1", "cms_publish", {"article": "spring-sale"}, "valid", None, "casbin %s Enforcer (RBAC with domains)" % common.ver("casbin"))
r.call("auth-casbin-2", "cms_publish_short", {"article": "spring-sale"}, "valid", None, "casbin Enforcer, bare 403 by the server author")

# ---- hand-written policy boundaries, many voices ----
def refuse(name, text):
    @r.tool(name)
    def _t(value: str = "") -> str:
        return err(text.replace("{v}", value))
    return name

P = [
 ("pol-region-1", "Cannot provision cluster in region '{v}'. Allowed regions for org acme-retail: eu-west-1, eu-central-1. us-* regions are blocked by data-residency policy DR-7.", "enum", "twaudit-a41c09e2"),
 ("pol-region-2", "REGION_NOT_PERMITTED", "enum", "twaudit-5be21f70"),
 ("pol-tenant-1", "tenant_id=twaudit-19d7c3aa not in allowlist [northwind, contoso, fabrikam-eu]", "valid", "twaudit-19d7c3aa"),
 ("pol-channel-1", "Posting refused: the bot may only post to #deploys, #incidents and #release-notes. Channels matching #hr-* and #legal-* are on the deny list.", "valid", None),
 ("pol-root-1", "Refusing to export report: destination must be under /mnt/exports/finance (configured export_root).", "valid", None),
 ("pol-role-1", "This action needs the role `payroll.approver`. You currently hold: payroll.viewer, employee.", "valid", None),
 ("pol-scope-1", "insufficient_scope: required scopes [ads.campaigns.write, ads.budget.write]; token has [ads.campaigns.read]", "valid", None),
 ("pol-group-1", "Only members of the LDAP groups cn=sre-oncall,ou=groups,dc=acme,dc=io or cn=platform-leads,ou=groups,dc=acme,dc=io can drain nodes.", "valid", None),
 ("pol-quota-1", "Quota exceeded: project twaudit-6e0f13b9 has used 50/50 GPU hours this month (policy: research-tier, hard cap 50 h, burst 0).", "valid", "twaudit-6e0f13b9"),
 ("pol-window-1", "Deploys to production are frozen. Change window: Tue-Thu 09:00-16:00 Europe/Berlin, excluding public holidays. Emergency deploys need approval from group release-managers.", "valid", None),
 ("pol-geo-1", "Export blocked: destination country IR is on the embargo list (CU, IR, KP, SY, RU-CRIMEA). ECCN 5D002 items cannot ship there.", "valid", None),
 ("pol-class-1", "Dataset 'claims_2026' is classified CONFIDENTIAL-PHI. Policy DLP-12: PHI may be shared only with principals tagged hipaa-trained and only to buckets s3://acme-phi-*. Sharing refused.", "valid", None),
 ("pol-config-1", json.dumps({"error": "forbidden", "policy": {"name": "k8s-namespace-guard", "allowed_namespaces": ["team-a", "team-b", "staging"], "denied_namespaces": ["kube-system", "kube-public", "vault"], "mode": "enforce"}}), "enum", None),
 ("pol-config-2", "access policy:\n  read: [analyst, admin]\n  write: [admin]\n  export: []\ncaller role: analyst\nrequested: write", "valid", None),
 ("pol-threshold-1", "Transfer of 25000.00 EUR declined: exceeds single-transaction limit for tier BASIC (10000.00 EUR) and daily limit (15000.00 EUR).", "above-max", "25000"),
 ("pol-threshold-2", "Refund rejected - refunds above $500 require two approvers from finance-ops (have 1).", "valid", None),
 ("pol-ip-1", "Request from 203.0.113.77 blocked. Admin API accepts connections only from 10.20.0.0/16 and 192.168.50.0/24.", "valid", None),
 ("pol-bucket-1", "Write denied. Agent can write to buckets: scratch-agent, tmp-uploads. Bucket 'twaudit-c2d8e917' is read-only for service account agent-sa.", "valid", "twaudit-c2d8e917"),
 ("pol-env-1", "env 'prod' locked; agents limited to dev,qa", "enum", None),
 ("pol-fr-1", "Opération refusée : seuls les rôles « gestionnaire-paie » et « drh » peuvent consulter les bulletins de salaire.", "valid", None),
 ("pol-de-1", "Zugriff verweigert. Erlaubte Standorte für diesen Mandanten: Hamburg, München. Ihr Standort: Wien.", "valid", None),
 ("pol-es-1", "No se permite enviar correos a dominios externos. Dominios permitidos: @acme.es, @acme-partners.es.", "valid", None),
 ("pol-email-1", "Recipient domain gmail.com is blocked by outbound policy (allowed: acme.com, acme.co.uk; blocked: all free-mail providers)", "valid", None),
 ("pol-game-1", "ERR_SERVER_POLICY: map twaudit-81fa36b0 not in rotation. Ranked pool = {dust_2, inferno, mirage, nuke}. Custom maps only on servers tagged community.", "enum", "twaudit-81fa36b0"),
 ("pol-iot-1", "firmware push rejected: device group 'lobby-sensors' is pinned to channel stable; only groups [lab-*, canary-fleet] may receive beta builds", "valid", None),
 ("pol-cicd-1", "Pipeline blocked by branch protection: pushes to main require 2 approving reviews and status checks [build, unit-tests, sast] to pass. Required signers: @acme/release-eng.", "valid", None),
 ("pol-hr-1", "You can view salary data only for employees in your reporting line (org unit OU-4471 and below).", "valid", None),
 ("pol-ads-1", "Budget change refused: daily budget 90000 exceeds account spend cap 50000 (set by policy 'agency-default-cap'); max increase per change is 20%.", "above-max", "90000"),
 ("pol-mfa-1", "step-up required: action=wire.release requires acr>=urn:acme:mfa:hardware; session acr=urn:acme:mfa:sms", "valid", None),
 ("pol-files-1", "allowed_roots=['/srv/agent/workspace', '/srv/agent/shared'] denied_globs=['**/.env', '**/*.pem', '**/id_rsa*']", "traversal", None),
 ("pol-rate-1", "Rate limit policy 'free-tier': 60 requests / minute, 1000 / day per API key. You have hit the per-minute limit.", "valid", None),
 ("pol-k8s-1", "admission webhook \"validate.kyverno.svc-fail\" denied the request: policy disallow-privileged/require-non-root: validation error: Running as root is not allowed. Allowed registries: ghcr.io/acme/*, registry.acme.internal/*.", "valid", None),
 ("pol-sched-1", "Appointments for service 'MRI' can only be booked by staff with role radiology-scheduler, between 07:00 and 19:00, at most 14 days ahead.", "valid", None),
 ("pol-cms-1", "publish denied (tenant=northwind, role=author, required=editor|admin)", "valid", None),
 ("pol-bank-1", "Card blocked for merchant category 7995 (gambling). Blocked MCCs on this account: 7995, 7800, 7801, 7802, 5993.", "valid", None),
 ("pol-logi-1", "Hazmat class 3 shipments are restricted to carriers [DHL-HAZ, FEDEX-FREIGHT] and lanes EU->EU. Requested lane EU->US.", "valid", None),
 ("pol-analytics-1", "Query refused: row-level policy 'region_scope' limits user ana.lopez to region IN ('LATAM','IBERIA'); table events_raw is not in the permitted list (events_agg_daily, events_agg_weekly).", "valid", None),
 ("pol-proj-1", "PROJECT_ACCESS_DENIED project=twaudit-4d2a9e61 allowed_projects=proj-web,proj-mobile,proj-data", "valid", "twaudit-4d2a9e61"),
 ("pol-hold-1", "Account in legal hold. Deletes disabled until 2027-03-01 per retention policy RET-LEGAL-3 (min retention 7 years for finance records).", "valid", None),
]
for key, text, probe, sent in P:
    refuse("t_" + key.replace("-", "_"), text)
    r.call(key, "t_" + key.replace("-", "_"), {"value": sent or ""}, probe, sent, HAND)

# hard negatives: refusals that name no fence (clean), and fences with a next step
N = [
 ("cln-pol-1", "You don't have access to publish in this workspace. Ask a workspace admin to grant publishing, then call publish_article again.", "valid", None),
 ("cln-pol-2", "This report contains restricted data and can't be exported. Call request_export_approval to file a request.", "valid", None),
 ("cln-pol-3", "Production deploys are paused right now. Try again after the freeze ends, or call list_deploy_windows to see when the next window opens.", "valid", None),
 ("cln-pol-4", "The format must be one of: csv, xlsx, pdf.", "enum", "twaudit-ba1077c4"),
 ("cln-pol-5", "Rate limit reached. Wait 20 seconds before calling search_flights again.", "valid", None),
 ("cln-pol-6", "That room can't be booked for this time. Call find_free_rooms with the same time range to see rooms you can book.", "valid", None),
]
for key, text, probe, sent in N:
    refuse("t_" + key.replace("-", "_"), text)
    r.call(key, "t_" + key.replace("-", "_"), {"value": sent or ""}, probe, sent, HAND)

r.run()
