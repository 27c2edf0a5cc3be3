"""Batch C: policy refusals (OPA/Rego via regopy, Cedar via cedarpy, casbin, Oso, the openai SDK's
429 over an httpx MockTransport, google-api-core's FailedPrecondition for an org-policy
constraint) and servers' own refusals: ones that spell out a policy's boundaries, and ones that
only state an argument's allowed values or the next step (guidance) or refuse without
enumerating anything. All inside real FastMCP (mcp 1.30) tools; the answer is what the client got.
Policy sources: c-policy.rego, c-policy.cedar, c-casbin-model.conf + c-casbin-policy.csv, c-policy.polar.
Run: /tmp/venv-c-misc/bin/python c-policy.py -> /tmp/c-out/policy.json"""
import json, os
from dataclasses import dataclass, field
import httpx, openai, casbin, cedarpy
from regopy import Interpreter
from oso import Oso
from google.api_core import exceptions as gexc
from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from c_common import call_all, save, INJ

HERE = os.path.dirname(os.path.abspath(__file__))
src = lambda n: open(os.path.join(HERE, n)).read()
fm = FastMCP("governed-tools")

def rego_deny(inp):
    r = Interpreter(); r.add_module("c-policy.rego", src("c-policy.rego")); r.set_input(inp)
    out = json.loads(str(r.query("data.mcp.exports.deny")))["expressions"][0]
    return sorted(out)

@fm.tool()
def export_customers(bucket: str) -> str:
    d = rego_deny({"action": "export", "bucket": "exports-eu", "principal": {"id": "mcp-agent", "role": "support"}})
    if d: raise ToolError("Denied by policy mcp.exports: " + "; ".join(d))
    return "ok"

@fm.tool()
def export_to_bucket(bucket: str) -> str:
    d = rego_deny({"action": "export", "bucket": bucket, "principal": {"id": "mcp-agent", "role": "dpo"}})
    if d: raise ToolError("Denied by policy mcp.exports: " + "; ".join(d))
    return "ok"

ENT = [
    {"uid": {"__entity": {"type": "User", "id": "agent-7"}}, "attrs": {}, "parents": [{"__entity": {"type": "Group", "id": "support"}}]},
    {"uid": {"__entity": {"type": "Group", "id": "support"}}, "attrs": {}, "parents": []},
    {"uid": {"__entity": {"type": "Group", "id": "finance-leads"}}, "attrs": {}, "parents": []},
    {"uid": {"__entity": {"type": "Ticket", "id": "T-1042"}}, "attrs": {}, "parents": []},
]
@fm.tool()
def refund(ticket: str, amount: int) -> str:
    r = cedarpy.is_authorized({"principal": 'User::"agent-7"', "action": 'Action::"refund"', "resource": f'Ticket::"{ticket}"', "context": {"amount": amount}},
                              src("c-policy.cedar"), ENT)
    if str(r.decision) != "Decision.Allow":
        ids = list(r.diagnostics.reasons)
        blocks = [b.strip() for b in src("c-policy.cedar").split("\n\n") if b.strip()]
        text = "\n".join(blocks[int(p.removeprefix("policy"))] for p in ids)
        raise ToolError(f"Refund denied by Cedar ({r.decision}). Determining policies:\n{text}")
    return "refunded"

@fm.tool()
def read_finance(path: str) -> str:
    e = casbin.Enforcer(os.path.join(HERE, "c-casbin-model.conf"), os.path.join(HERE, "c-casbin-policy.csv"))
    ok, explain = e.enforce_ex("agent-7", path, "read")
    if not ok:
        raise ToolError(f"casbin: (agent-7, {path}, read) denied; matched rule: p, {', '.join(explain)}")
    return "ok"

@dataclass
class Role: name: str; project: str
@dataclass
class User: id: str; roles: list = field(default_factory=list)
@dataclass
class Project: name: str
oso = Oso(); oso.register_class(User); oso.register_class(Project); oso.register_class(Role); oso.load_str(src("c-policy.polar"))
@fm.tool()
def delete_project(project: str) -> str:
    u, p = User("agent-7", [Role("contributor", project)]), Project(project)
    if not oso.is_allowed(u, "delete", p):
        acts = sorted(oso.get_allowed_actions(u, p))
        raise ToolError(f"Not allowed to delete project '{project}'. Your role there (contributor) permits: {', '.join(acts)}.")
    return "deleted"

@fm.tool()
def summarize_thread(thread_id: str) -> str:
    body = {"error": {"message": "Rate limit reached for gpt-4o in organization org-Xk29sLq8VwT3mRz0aPdE7fYb on tokens per min (TPM): Limit 30000, Used 29871, Requested 1650. Please try again in 3.042s. Visit https://platform.openai.com/account/rate-limits to learn more.",
                      "type": "tokens", "param": None, "code": "rate_limit_exceeded"}}
    c = openai.OpenAI(api_key="k", http_client=httpx.Client(transport=httpx.MockTransport(lambda r: httpx.Response(429, json=body))), max_retries=0)
    c.chat.completions.create(model="gpt-4o", messages=[{"role": "user", "content": "x"}])
    return "ok"

@fm.tool()
def create_vm(name: str) -> str:
    class R:
        status_code = 400
        request = type("Q", (), {"method": "POST", "url": "https://compute.googleapis.com/compute/v1/projects/acme-prod-4821/zones/europe-west1-b/instances?prettyPrint=false"})()
        text = ""
        def json(self):
            m = "Constraint constraints/compute.vmExternalIpAccess violated for project acme-prod-4821. Add instance projects/acme-prod-4821/zones/europe-west1-b/instances/" + name + " to the constraint to use external IP with it."
            return {"error": {"code": 400, "message": m, "errors": [{"message": m, "domain": "global", "reason": "conditionNotMet"}], "status": "FAILED_PRECONDITION"}}
    raise gexc.from_http_response(R())

@fm.tool()
def export_report(fmt: str) -> str:
    raise ToolError("Monthly export quota reached: the Starter plan allows 50 exports per month (50 used). Upgrade to Pro (500 per month) or wait until the quota resets on Dec 1.")

@fm.tool()
def webhook_post(url: str) -> str:
    raise ToolError(json.dumps({"error": "egress_denied", "host": "paste.example.net", "allowed_hosts": ["api.github.com", "*.slack.com", "hooks.zapier.com"]}))

@fm.tool()
def issue_refund(amount: int) -> str:
    raise ToolError("Refund not permitted: refunds above $500 may only be issued by members of the billing-admins or finance-leads groups; support agents can refund up to $500.")

@fm.tool()
def provision_bucket(region: str) -> str:
    raise ToolError(f"Region '{region}' is not permitted by the data-residency policy; permitted regions: eu-west-1, eu-central-1.")

@fm.tool()
def deploy(service: str) -> str:
    raise ToolError("Deploys are frozen for production. Change policy: production deploys are allowed Monday to Thursday, 09:00 to 16:00 UTC, and never between Dec 15 and Jan 5. Staging is open at all times.")

@fm.tool()
def share_document(email: str) -> str:
    raise ToolError("Sharing blocked: documents in this workspace can only be shared with addresses at acme-corp.example or globex.example.")

# ---- guidance: allowed values or the next step, no policy ----
@fm.tool()
def list_issues(status: str) -> str:
    raise ToolError("status must be one of: open, closed")

@fm.tool()
def changes_since(since: str) -> str:
    raise ToolError("Use a date in YYYY-MM-DD format for 'since', for example 2026-11-01.")

@fm.tool()
def page(limit: int) -> str:
    raise ToolError("limit must be between 1 and 100.")

@fm.tool()
def sorted_list(sort_by: str) -> str:
    raise ToolError("sort_by accepts created_at, updated_at or priority.")

@fm.tool()
def convert(currency: str) -> str:
    raise ToolError("'currency' must be a three-letter ISO 4217 code such as USD or EUR.")

@fm.tool()
def get_order(order_id: str) -> str:
    raise ToolError("No order has that number. Check the number with list_orders and try again.")

@fm.tool()
def edit_project(project: str) -> str:
    raise ToolError("Archived projects can't be edited. Unarchive it first with unarchive_project, then retry.")

@fm.tool()
def get_report(report_id: str) -> str:
    raise ToolError("The report is still being generated. Call get_report again in about 30 seconds.")

@fm.tool()
def weather(city: str) -> str:
    raise ToolError("The weather service did not answer in time. This is usually temporary; retry in a minute.")

@fm.tool()
def send_sms(to: str) -> str:
    raise ToolError("Too many messages sent in a short time. Wait 20 seconds before sending the next one.")

@fm.tool()
def schedule(start: str) -> str:
    raise ToolError("'start' is in the past. Give a time after now, in ISO 8601 with a timezone, like 2026-12-01T09:00:00Z.")

@fm.tool()
def read_big_file(path: str) -> str:
    raise ToolError("This file is too large to read at once. Use read_file_range with an offset and length to read it in parts.")

@fm.tool()
def find_user(email: str = "", user_id: str = "") -> str:
    raise ToolError("Give either 'email' or 'user_id' to look a user up.")

@fm.tool()
def window(start_date: str = "", relative_days: int = 0) -> str:
    raise ToolError("Give only one of 'start_date' or 'relative_days', not both.")

@fm.tool()
def delete_repo(repo: str) -> str:
    raise ToolError("Repositories can't be deleted from this tool. If the user really wants that, they can do it in the repository settings.")

@fm.tool()
def merge_pr(pr: int) -> str:
    raise ToolError("This pull request has merge conflicts. Resolve them (or ask the author to), then call merge_pr again.")

@fm.tool()
def refund_order(order_id: str, amount: int) -> str:
    raise ToolError("The refund is larger than what was charged for this order. Refund at most the charged amount.")

calls = [
    ("opa-required-roles", "export_customers", {"bucket": "exports-eu"}, None),
    ("opa-bucket-allowlist-echo", "export_to_bucket", {"bucket": "twaudit-7c2e5b90"}, "twaudit-7c2e5b90"),
    ("cedar-determining-policy", "refund", {"ticket": "T-1042", "amount": 900}, None),
    ("casbin-matched-deny-rule", "read_finance", {"path": "/finance/payroll/2026-11"}, None),
    ("oso-allowed-actions", "delete_project", {"project": "web"}, None),
    ("openai-429-tpm-limit", "summarize_thread", {"thread_id": "th-1"}, None),
    ("gcp-org-policy-constraint", "create_vm", {"name": "build-runner-3"}, None),
    ("own-plan-quota", "export_report", {"fmt": "csv"}, None),
    ("own-egress-allowlist-json", "webhook_post", {"url": "https://paste.example.net/raw"}, None),
    ("own-refund-groups", "issue_refund", {"amount": 900}, None),
    ("own-region-residency-echo", "provision_bucket", {"region": "twaudit-d18f6a2c"}, "twaudit-d18f6a2c"),
    ("own-deploy-window", "deploy", {"service": "checkout"}, None),
    ("own-share-domains", "share_document", {"email": "someone@gmail.example"}, None),
    ("guide-status-enum", "list_issues", {"status": "twaudit-40b9e7d1"}, "twaudit-40b9e7d1"),
    ("guide-date-format", "changes_since", {"since": "twaudit-8e3f1c6a"}, "twaudit-8e3f1c6a"),
    ("guide-limit-range", "page", {"limit": 987654321987}, "987654321987"),
    ("guide-sort-values", "sorted_list", {"sort_by": "twaudit-c5a2d0e9"}, "twaudit-c5a2d0e9"),
    ("guide-currency-format", "convert", {"currency": "twaudit-1b7e94f3"}, "twaudit-1b7e94f3"),
    ("guide-not-found-next-step", "get_order", {"order_id": "ORD-0000"}, None),
    ("guide-archived", "edit_project", {"project": "legacy"}, None),
    ("guide-still-running", "get_report", {"report_id": "r-77"}, None),
    ("guide-timeout-retry", "weather", {"city": "Lisbon"}, None),
    ("guide-rate-wait", "send_sms", {"to": "+15550100"}, None),
    ("guide-past-time", "schedule", {"start": "2020-01-01T00:00:00Z"}, None),
    ("guide-file-too-large", "read_big_file", {"path": "logs/app.log"}, None),
    ("guide-either-arg", "find_user", {}, None),
    ("guide-exclusive-args", "window", {"start_date": "2026-11-01", "relative_days": 7}, None),
    ("refuse-no-enumeration", "delete_repo", {"repo": "acme/web"}, None),
    ("guide-merge-conflict", "merge_pr", {"pr": 812}, None),
    ("refuse-refund-above-charge", "refund_order", {"order_id": "ORD-1", "amount": 500}, None),
]
out = call_all(fm, calls)
import importlib.metadata as md
out["_versions"] = {k: md.version(k) for k in ("mcp", "regopy", "cedarpy", "casbin", "oso", "openai", "google-api-core")}
save("policy", out)
