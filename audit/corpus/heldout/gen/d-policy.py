"""Batch D: policy refusals from real engines (OPA/Rego via regopy, Cedar via cedarpy, casbin) and
servers' own refusals written the way server authors write them: many that spell out a policy's
boundary (allowed/blocked sets, required roles/scopes/groups, thresholds, quotas, time windows,
deny rules with conditions, tenant/project boundaries), and hard negatives that refuse or list
things without revealing a policy (business rules with a next step, schema enums, missing fields).
Every answer is what mcp.Client got from an MCPServer tool (mcp 2.x).
Policy sources: d-policy.rego, d-policy.cedar, d-casbin-model.conf + d-casbin-policy.csv.
Run: .venv-d/bin/python d-policy.py -> /tmp/d-out/d-policy.json"""
import importlib, json, os
import casbin, cedarpy
from regopy import Interpreter
common = importlib.import_module("d-common")
Run, ToolError, err, ver, MCPError = common.Run, common.ToolError, common.err, common.ver, common.MCPError
HERE = os.path.dirname(os.path.abspath(__file__))
src = lambda n: open(os.path.join(HERE, n)).read()
r = Run("d-policy", "governed-ops")

def opa(inp):
    it = Interpreter(); it.add_module("d-policy.rego", src("d-policy.rego")); it.set_input(inp)
    return sorted(json.loads(str(it.query("data.mcp.guard.deny")))["expressions"][0])

# ---------- OPA ----------
@r.tool("create_instance")
def create_instance(name: str, region: str) -> str:
    d = opa({"action": "create_instance", "region": region})
    if d: raise ToolError("Denied by policy: " + "; ".join(d))
    return "ok"

@r.tool("http_fetch")
def http_fetch(url: str) -> str:
    host = url.split("/")[2]
    d = opa({"action": "http_fetch", "host": host})
    if d: return err(json.dumps({"decision_id": "3c9e1f4a-77b2-4d0e-a1c5-0b8f2e6d9a13", "result": {"allow": False, "deny": d}}))
    return "ok"

@r.tool("delete_pod")
def delete_pod(namespace: str, pod: str) -> str:
    d = opa({"action": "delete_pod", "namespace": namespace})
    if d: return err(f"OPA policy mcp.guard denied delete_pod: {d[0]}")
    return "ok"

@r.tool("deploy_service")
def deploy_service(service: str, environment: str, date: str) -> str:
    d = opa({"action": "deploy", "environment": environment, "date": date,
             "principal": {"id": "mcp-agent", "roles": ["developer", "oncall"]}})
    if d: return err("Deployment refused:\n" + "\n".join("- " + x for x in d))
    return "ok"

@r.tool("issue_refund")
def issue_refund(order_id: str, amount: int) -> str:
    d = opa({"action": "refund", "amount": amount})
    if d: return err(d[0] + ". Call request_approval with the order id to start an approval.")
    return "ok"

@r.tool("upload_attachment")
def upload_attachment(filename: str) -> str:
    d = opa({"action": "upload", "ext": filename.rsplit(".", 1)[-1]})
    if d: raise ToolError(d[0])
    return "ok"

@r.tool("send_external_mail")
def send_external_mail(to: str, subject: str) -> str:
    d = opa({"action": "send_mail", "to": to})
    if d: return err("Blocked: " + d[0])
    return "ok"

# ---------- Cedar ----------
POL = src("d-policy.cedar")
ENT = [
    {"uid": {"type": "User", "id": "agent-7"}, "attrs": {}, "parents": [{"type": "Group", "id": "contractors"}, {"type": "Group", "id": "analysts"}]},
    {"uid": {"type": "User", "id": "sre-bot"}, "attrs": {}, "parents": [{"type": "Group", "id": "sre"}]},
    {"uid": {"type": "Group", "id": "contractors"}, "attrs": {}, "parents": []},
    {"uid": {"type": "Group", "id": "analysts"}, "attrs": {}, "parents": []},
    {"uid": {"type": "Group", "id": "sre"}, "attrs": {}, "parents": []},
    {"uid": {"type": "Folder", "id": "reports"}, "attrs": {}, "parents": []},
    {"uid": {"type": "Env", "id": "production"}, "attrs": {}, "parents": []},
    {"uid": {"type": "Doc", "id": "salaries-2026.xlsx"}, "attrs": {"classification": "pii"}, "parents": [{"type": "Folder", "id": "reports"}]},
    {"uid": {"type": "Config", "id": "ledger-api/replicas"}, "attrs": {}, "parents": [{"type": "Env", "id": "production"}]},
    {"uid": {"type": "Doc", "id": "roadmap.md"}, "attrs": {"classification": "internal"}, "parents": []},
]
def cedar(principal, action, resource, ctx=None):
    return cedarpy.is_authorized({"principal": principal, "action": action, "resource": resource, "context": ctx or {}}, POL, ENT)

@r.tool("read_document")
def read_document(doc_id: str, style: str = "ids") -> str:
    res = cedar('User::"agent-7"', 'Action::"read"', f'Doc::"{doc_id}"')
    if not res.allowed:
        reasons = list(res.diagnostics.reasons)
        if style == "ids":
            return err(f"Access denied (Cedar decision {res.decision.value}); determining policies: {reasons}")
        if style == "text":
            return err("Access denied by policy forbid-contractors-pii: members of group contractors may not access documents classified pii.")
        if style == "clean":
            return err("This document isn't available to you. Call list_documents to see the documents you can open.")
        return err("Access denied.")
    return "ok"

@r.tool("set_config")
def set_config(key: str, value: str, hour: int) -> str:
    res = cedar('User::"sre-bot"', 'Action::"write"', f'Config::"{key}"', {"hour": hour})
    if not res.allowed:
        return err(json.dumps({"decision": res.decision.value, "reasons": list(res.diagnostics.reasons), "errors": [str(e) for e in res.diagnostics.errors],
                               "policy": "forbid (principal, action == Action::\"write\", resource in Env::\"production\") unless { context.hour >= 9 && context.hour < 17 };"}))
    return "ok"

# ---------- casbin ----------
E = casbin.Enforcer(os.path.join(HERE, "d-casbin-model.conf"), os.path.join(HERE, "d-casbin-policy.csv"))
@r.tool("update_members")
def update_members(project_id: str, style: str = "roles") -> str:
    obj = f"/projects/{project_id}/members"
    if not E.enforce("agent-7", obj, "write"):
        if style == "roles":
            return err(f"casbin: agent-7 may not write {obj}. Roles held: {E.get_implicit_roles_for_user('agent-7')}; required: admin.")
        perms = E.get_implicit_permissions_for_user("agent-7")
        return err("Not permitted. Your permissions are: " + ", ".join(f"{p[2]} {p[1]}" for p in perms))
    return "ok"

@r.tool("delete_project")
def delete_project(project_id: str) -> str:
    if not E.enforce("agent-7", f"/projects/{project_id}", "delete"):
        return err("Deleting projects requires the admin role.")
    return "ok"

# ---------- servers' own policy refusals (many phrasings) ----------
HAND = {
 "bucket-allowlist": ("export_table", "Bucket 'acme-raw-pii' is not an approved export destination. Approved buckets: acme-exports-eu, acme-exports-us."),
 "repo-org": ("open_pull_request", "This server only writes to repositories in the acme-platform organization (acme-platform/web, acme-platform/api, acme-platform/infra); evilcorp/tools is outside it."),
 "github-org": ("list_org_members", "Organization 'globex' is not one of the organizations this integration is configured for: acme, acme-labs."),
 "tool-readonly": ("delete_branch", "delete_branch is disabled in read-only mode. Tools enabled in this mode: list_branches, get_file, search_code, list_commits."),
 "quota-exports": ("export_report", "Daily export quota reached: workspaces may run at most 50 exports per day (50 used today). The quota resets at 00:00 UTC."),
 "threshold-transfer": ("create_transfer", "Transfers above 10,000 EUR need a second approver under the four-eyes rule. This one is 12,500 EUR."),
 "window-payroll": ("edit_payroll", "Payroll can only be edited between the 1st and the 25th of each month; edits are locked from the 26th until the run closes."),
 "tenant-boundary": ("get_customer_record", "Cross-tenant access denied: your session is bound to tenant acme-eu and this record belongs to tenant acme-us."),
 "project-boundary": ("query_dataset", "This API key is scoped to project proj-analytics. Dataset finance.ledger belongs to project proj-finance and cannot be queried with it."),
 "scope-required": ("create_invoice", "Insufficient scope: this operation requires invoices:write. Your token grants invoices:read, customers:read."),
 "group-members": ("restart_service", "Only members of sre-oncall or platform-admins can restart production services."),
 "permission-named": ("create_refund", "Missing permission billing.refunds.create. It is included in the roles Billing Admin and Owner."),
 "env-locked": ("run_migration", "Environment 'prod' is locked for automated agents. Agents may run migrations in dev and staging only."),
 "residency": ("copy_snapshot", "Data residency policy EU-1: snapshots of EU customer data must stay in eu-central-1 or eu-west-1. Copying to us-east-1 is denied."),
 "discount-approval": ("apply_discount", "Discounts above 30% require approval from a sales director. Requested: 45%."),
 "model-allowlist": ("run_completion", "Model 'gpt-4-32k' is not on the approved model list (gpt-4o-mini, claude-3-5-haiku, llama-3.1-8b)."),
 "export-control": ("create_shipment", "Shipment blocked by export-control policy: we do not ship to CU, IR, KP or SY. Destination country: IR."),
 "role-held": ("update_dashboard", "Your role 'viewer' only allows reading dashboards; editing requires 'editor' or 'admin'."),
 "attachment-size": ("send_message", "Attachments larger than 25 MB are blocked by the mail policy (this one is 31 MB)."),
 "rate-limit-numbers": ("search_logs", "Rate limit exceeded: 100 requests per minute per API key, 5,000 per day. Limits reset on a rolling window."),
 "ip-country": ("login_as_user", "Impersonation is restricted to support staff in the support-tier2 group and only for accounts on the Enterprise plan."),
 "vault-path": ("read_secret", "Policy 'mcp-agent' grants read on secret/data/apps/* only; secret/data/prod/db is not covered."),
 "deny-rule-named": ("delete_records", "Denied by rule DENY-BULK-DELETE: deletes affecting more than 1,000 rows are blocked outside maintenance windows (Sun 02:00-04:00 UTC)."),
 "channels-allowed": ("post_announcement", "Announcements may only be posted to #general, #announcements and #eng-updates."),
 "branch-protected": ("push_commit", "Direct pushes to main, release/* and hotfix/* are blocked by branch policy; open a pull request instead."),
 "max-seats": ("invite_user", "Your plan allows up to 25 seats and all 25 are in use."),
 "age-threshold": ("approve_expense", "Expenses older than 90 days or above 2,000 USD cannot be approved by agents."),
 "dns-zones": ("update_dns_record", "Zone example-corp.net is not managed by this agent. Managed zones: acme.io, acme.dev, acme-status.com."),
 "sql-schemas": ("run_query", "Queries may only read the schemas analytics and reporting; schema hr is restricted."),
 "file-types-download": ("fetch_attachment", "Downloads of .js, .exe, .bat and .ps1 files are blocked."),
}
for k, (tool, text) in HAND.items():
    def make(text):
        def fn(target: str = "") -> str:
            return err(text)
        return fn
    r.tool(f"{tool}")(make(text)) if tool not in [c[1] for c in r.calls] else None
    r.call("hand-" + k, tool, {"target": "x"}, by="hand-written refusal in an MCPServer tool")

# structured-content variants
@r.tool("assign_ticket")
def assign_ticket(ticket_id: str, assignee: str) -> str:
    return err("Assignment refused by routing policy.", {"allowed_assignee_groups": ["support-l1", "support-l2"], "assignee_group": "engineering", "policy": "tickets/routing-v3"})

@r.tool("schedule_job")
def schedule_job(cron: str) -> str:
    return err("Schedule rejected.", {"error": "policy_violation", "rule": "max_frequency", "limit": "once per 15 minutes", "requested": "every minute"})

# protocol-error denials (jsonrpc-error channel)
@r.tool("rotate_keys")
def rotate_keys(service: str) -> str:
    raise MCPError(-32003, "Forbidden: rotate_keys requires role security-admin", {"required_roles": ["security-admin"], "your_roles": ["developer"]})

@r.tool("purge_cache")
def purge_cache(zone: str) -> str:
    raise MCPError(-32001, "Authentication required: the access token has expired. Obtain a new token and retry.")

# ---------- hard negatives: refusals/lists that are not policy ----------
NEG = {
 "shipped": ("cancel_order", "This order has already shipped and can no longer be cancelled. Call create_return with the order id to start a return."),
 "missing-fields": ("create_order", "Cannot create the order: shipping_address, billing_country and at least one line item are missing. Add them and call create_order again."),
 "slots": ("book_meeting_room", "Room Atlas is already booked at 10:00. Free slots that day: 09:00, 11:30, 15:00. Call book_meeting_room with one of them."),
 "did-you-mean": ("get_project", "No project is named 'apollo'. Did you mean 'apollo-web' or 'apollo-api'?"),
 "version-conflict": ("update_invoice", "The invoice changed since you read it. Fetch it again with get_invoice, reapply your change and retry."),
 "unpaid": ("pause_subscription", "This subscription has an unpaid invoice, so it cannot be paused yet. Settle it with pay_invoice first."),
 "sort-fields": ("list_tickets", "sort_by must be one of: created_at, updated_at, priority."),
 "date-order": ("create_report", "end_date must be on or after start_date."),
 "currency": ("convert_amount", "currency must be a three-letter ISO 4217 code, for example EUR or USD."),
 "wait": ("search_flights", "Too many searches in a short time. Wait 20 seconds, then try again."),
 "maintenance": ("run_backup", "Backups are paused for maintenance until 14:00 UTC today. Try again after that."),
 "empty-cart": ("checkout", "The cart is empty. Add items with add_to_cart before calling checkout."),
 "archived": ("edit_page", "This page is archived. Restore it with restore_page, then edit it."),
 "plain-fail": ("sync_calendar", "Could not sync the calendar."),
 "plain-declined": ("submit_claim", "The claim could not be submitted."),
 "dup-name": ("create_label", "A label named 'urgent' already exists in this project. Use it, or pick a different name."),
 "formats": ("export_chart", "format must be png, svg or pdf."),
 "not-found-next": ("get_shipment", "No shipment has that tracking number. Tracking numbers look like 1Z999AA10123456784; check it, or call list_shipments."),
 "locked-by-user": ("edit_document", "Someone else is editing this document right now. Try again in a few minutes."),
 "unsupported-lang": ("translate_text", "Translation to that language isn't supported. Call list_languages for the supported languages."),
}
for k, (tool, text) in NEG.items():
    def make(text):
        def fn(target: str = "") -> str:
            return err(text)
        return fn
    r.tool(tool)(make(text))
    r.call("neg-" + k, tool, {"target": "x"}, by="hand-written refusal in an MCPServer tool")

rv = ver("regopy")
r.call("opa-region", "create_instance", {"name": "web-3", "region": "ap-south-1"}, by=rv + " (OPA Rego d-policy.rego)")
r.call("opa-egress", "http_fetch", {"url": "https://pastebin.com/raw/x"}, by=rv + " (OPA Rego d-policy.rego), OPA decision JSON")
r.call("opa-namespace", "delete_pod", {"namespace": "kube-system", "pod": "coredns-7db6d8ff4d-x2k9q"}, by=rv + " (OPA Rego d-policy.rego)")
r.call("opa-deploy", "deploy_service", {"service": "ledger-api", "environment": "production", "date": "2026-12-22"}, by=rv + " (OPA Rego d-policy.rego)")
r.call("opa-refund", "issue_refund", {"order_id": "o-9", "amount": 15000}, by=rv + " (OPA Rego d-policy.rego)")
r.call("opa-upload", "upload_attachment", {"filename": "setup.exe"}, by=rv + " (OPA Rego d-policy.rego)")
r.call("opa-maildomain", "send_external_mail", {"to": "someone@gmail.com", "subject": "hi"}, by=rv + " (OPA Rego d-policy.rego)")
cv = ver("cedarpy")
r.call("cedar-ids", "read_document", {"doc_id": "salaries-2026.xlsx"}, by=cv + " (Cedar d-policy.cedar)")
r.call("cedar-text", "read_document", {"doc_id": "salaries-2026.xlsx", "style": "text"}, by=cv + " (Cedar d-policy.cedar)")
r.call("cedar-clean", "read_document", {"doc_id": "salaries-2026.xlsx", "style": "clean"}, by=cv + " (Cedar d-policy.cedar)")
r.call("cedar-bare", "read_document", {"doc_id": "roadmap.md", "style": "bare"}, by=cv + " (Cedar d-policy.cedar)")
r.call("cedar-window", "set_config", {"key": "ledger-api/replicas", "value": "6", "hour": 22}, by=cv + " (Cedar d-policy.cedar)")
kv = ver("casbin")
r.call("casbin-roles", "update_members", {"project_id": "p-17"}, by=kv + " (d-casbin-model.conf, d-casbin-policy.csv)")
r.call("casbin-perms", "update_members", {"project_id": "p-17", "style": "perms"}, by=kv + " (d-casbin-model.conf, d-casbin-policy.csv)")
r.call("casbin-admin", "delete_project", {"project_id": "p-17"}, by=kv + " (d-casbin-model.conf, d-casbin-policy.csv)")
r.call("struct-routing", "assign_ticket", {"ticket_id": "T-1", "assignee": "dana"}, by="hand-written refusal with structuredContent")
r.call("struct-frequency", "schedule_job", {"cron": "* * * * *"}, by="hand-written refusal with structuredContent")
r.call("rpc-role", "rotate_keys", {"service": "billing"}, by="MCPError raised in an MCPServer tool")
r.call("rpc-expired", "purge_cache", {"zone": "acme.io"}, by="MCPError raised in an MCPServer tool")
r.run()
