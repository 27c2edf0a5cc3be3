"""Fourth-batch Python generator: an MCP server on the official Python SDK (mcp 2.3.0, MCPServer, ToolError) whose
tools fail the way real servers do. The exceptions come from real client libraries (PyGithub, slack_sdk, stripe,
openai, boto3 + moto with IAM auth on, google-api-core, google-auth, azure-core / azure-storage-blob, kubernetes,
PyJWT, joserfc, Authlib, ldap3 (MOCK_SYNC), psycopg2 against the private PostgreSQL of services.sh, redis-py
against its Redis, smtplib against an aiosmtpd relay, paramiko against an in-process SSH server, requests, httpx,
jsonschema, pydantic) and real policy engines (regopy = OPA's Rego in C++, cedarpy, pycasbin). HTTP upstreams are a
local mock serving the error body each service documents. An in-process Client calls each tool with the
auditor's probe arguments and prints one JSON line per call (run.sh sends them to out/py.jsonl).
"""
import asyncio
import datetime as dt
import json
import os
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Annotated, Literal

os.environ.setdefault("INITIAL_NO_AUTH_ACTION_COUNT", "0")

from pydantic import Field
from mcp import Client, MCPError
from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent

PORT = 58480
BASE = f"http://127.0.0.1:{PORT}"
PG = dict(host="127.0.0.1", port=55434, dbname="shop")
REDIS_PORT = 56391
SMTP_PORT = 58525
SSH_PORT = 58522

mcp = MCPServer("t4-ops")
CALLS = []  # (key, tool, args, probe, sent)


def call(key, tool, args=None, probe="valid", sent=None):
    CALLS.append((key, tool, args or {}, probe, sent))


def err(text, structured=None):
    return CallToolResult(is_error=True, content=[TextContent(type="text", text=text)], structured_content=structured)


def ok(text, structured=None):
    return CallToolResult(is_error=False, content=[TextContent(type="text", text=text)], structured_content=structured)


# ------------------------------------------------------------------ local mock of the HTTP upstreams
J = {"Content-Type": "application/json; charset=utf-8"}
ROUTES = {
    # GitHub REST (docs.github.com/rest/overview/troubleshooting-the-rest-api)
    "GET /gh/user": (401, J, {"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}),
    "GET /gh/repos/acme/payments-api": (403, J, {"message": "Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.", "documentation_url": "https://docs.github.com/articles/authenticating-to-a-github-organization-with-saml-single-sign-on/", "status": "403"}),
    "PATCH /gh/repos/acme/web": (403, {**J, "X-Accepted-GitHub-Permissions": "administration=write"}, {"message": "Resource not accessible by personal access token", "documentation_url": "https://docs.github.com/rest/repos/repos#update-a-repository", "status": "403"}),
    "GET /gh/repos/acme/ghost": (404, J, {"message": "Not Found", "documentation_url": "https://docs.github.com/rest/repos/repos#get-a-repository", "status": "404"}),
    "GET /gh/repos/acme/monorepo": (403, {**J, "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1764382000"}, {"message": "API rate limit exceeded for user ID 58312907. If you reach out to GitHub Support for help, please include the request ID C3A4:2F1B:8E21B4:9A1C03:6749D1F2.", "documentation_url": "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api", "status": "403"}),
    "GET /gh/repos/acme/ledger": (403, J, {"message": "Although you appear to have the correct authorization credentials, the `acme` organization has an IP allow list enabled, and 198.51.100.23 is not permitted to access this resource.", "documentation_url": "https://docs.github.com/rest", "status": "403"}),
    "PUT /gh/repos/acme/web/pulls/42/merge": (405, J, {"message": "At least 2 approving reviews are required by reviewers with write access. Required status check \"ci/build\" is expected.", "documentation_url": "https://docs.github.com/articles/about-protected-branches", "status": "405"}),
    # Slack Web API (api.slack.com/methods/chat.postMessage#errors)
    "POST /slack/auth.test": (200, J, {"ok": False, "error": "invalid_auth"}),
    "POST /slack/chat.postMessage": (200, J, {"ok": False, "error": "missing_scope", "needed": "chat:write", "provided": "channels:read,users:read"}),
    "POST /slack/conversations.history": (200, J, {"ok": False, "error": "token_revoked"}),
    "POST /slack/conversations.info": (200, J, {"ok": False, "error": "channel_not_found"}),
    "POST /slack/chat.update": (200, J, {"ok": False, "error": "restricted_action", "warning": "missing_charset", "response_metadata": {"warnings": ["missing_charset"]}}),
    "POST /slack/conversations.invite": (200, J, {"ok": False, "error": "ratelimited"}),
    # Stripe (docs.stripe.com/api/errors)
    "GET /stripe/v1/balance": (401, J, {"error": {"message": "Invalid API Key provided: sk_live_********************4dQx", "type": "invalid_request_error"}}),
    "POST /stripe/v1/refunds": (403, J, {"error": {"message": "The provided key 'rk_live_******************Yb2K' does not have the required permissions for this endpoint on account 'acct_1OqT7hLkd9Xz2PaQ'. Having the 'rak_refund_write' permission would allow this request to continue.", "type": "invalid_request_error"}}),
    "POST /stripe/v1/payment_intents": (402, J, {"error": {"code": "card_declined", "decline_code": "insufficient_funds", "doc_url": "https://stripe.com/docs/error-codes/card-declined", "message": "Your card has insufficient funds.", "type": "card_error", "charge": "ch_3QfX2aLkd9Xz2PaQ1mJ0n4Tz", "request_log_url": "https://dashboard.stripe.com/logs/req_8cV2mRkq0aPz1E"}}),
    "GET /stripe/v1/customers/cus_R8x2MkQ0Pz": (404, J, {"error": {"code": "resource_missing", "doc_url": "https://stripe.com/docs/error-codes/resource-missing", "message": "No such customer: 'cus_R8x2MkQ0Pz'", "param": "id", "request_log_url": "https://dashboard.stripe.com/logs/req_Yq3LmA0c9sKe2T", "type": "invalid_request_error"}}),
    "POST /stripe/v1/charges": (400, J, {"error": {"code": "amount_too_large", "doc_url": "https://stripe.com/docs/error-codes/amount-too-large", "message": "Amount must be no more than $999,999.99", "param": "amount", "type": "invalid_request_error"}}),
    # OpenAI (platform.openai.com/docs/guides/error-codes)
    "POST /openai/v1/chat/completions": None,  # chosen per model below
    "GET /openai/v1/models": (401, J, {"error": {"message": "Incorrect API key provided: sk-proj-********************************************Qx7c. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "param": None, "code": "invalid_api_key"}}),
    "POST /openai/v1/embeddings": (429, J, {"error": {"message": "You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.", "type": "insufficient_quota", "param": None, "code": "insufficient_quota"}}),
    "POST /openai/v1/files": (403, J, {"error": {"message": "You have insufficient permissions for this operation. Missing scopes: api.files.write. Check that you have the correct role in your organization (Reader, Writer, Owner) and project (Member, Owner), and if you're using a restricted API key, that it has the necessary scopes.", "type": "invalid_request_error", "param": None, "code": None}}),
    # Google APIs (cloud.google.com/apis/design/errors)
    "GET /gcs/storage/v1/b/acme-ml-datasets/o/train.parquet": (403, J, {"error": {"code": 403, "message": "mcp-reader@acme-data-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).", "errors": [{"message": "mcp-reader@acme-data-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).", "domain": "global", "reason": "forbidden"}]}}),
    "GET /bq/bigquery/v2/projects/acme-analytics/datasets": (401, J, {"error": {"code": 401, "message": "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.", "errors": [{"message": "Invalid Credentials", "domain": "global", "reason": "authError", "location": "Authorization", "locationType": "header"}], "status": "UNAUTHENTICATED"}}),
    "POST /bq/bigquery/v2/projects/acme-analytics/queries": (403, J, {"error": {"code": 403, "message": "Request is prohibited by organization's policy. vpcServiceControlsUniqueIdentifier: 8xZq2PmR7vT0cB4n1YwK", "status": "PERMISSION_DENIED", "details": [{"@type": "type.googleapis.com/google.rpc.PreconditionFailure", "violations": [{"type": "VPC_SERVICE_CONTROLS", "description": "8xZq2PmR7vT0cB4n1YwK"}]}]}}),
    "POST /bq/bigquery/v2/projects/acme-analytics/jobs": (429, J, {"error": {"code": 429, "message": "Quota exceeded for quota metric 'Query usage' and limit 'Query usage per day per user' of service 'bigquery.googleapis.com' for consumer 'project_number:418207755312'.", "status": "RESOURCE_EXHAUSTED"}}),
    "POST /google/token": (400, J, {"error": "invalid_grant", "error_description": "Token has been expired or revoked."}),
    # Azure (learn.microsoft.com/rest/api/storageservices/blob-service-error-codes, ARM error format)
    "GET /azblob/invoices/2025/03.pdf": (403, {"Content-Type": "application/xml", "x-ms-error-code": "AuthorizationPermissionMismatch", "x-ms-request-id": "5d9b7c1e-601e-0042-3b1a-4f2d8e000000"}, '<?xml version="1.0" encoding="utf-8"?><Error><Code>AuthorizationPermissionMismatch</Code><Message>This request is not authorized to perform this operation using this permission.\nRequestId:5d9b7c1e-601e-0042-3b1a-4f2d8e000000\nTime:2026-11-29T02:14:07.5530127Z</Message></Error>'),
    "GET /azblob/invoices/2025/04.pdf": (403, {"Content-Type": "application/xml", "x-ms-error-code": "AuthenticationFailed", "x-ms-request-id": "a41f09c2-b01e-0051-6e2a-4f8c21000000"}, '<?xml version="1.0" encoding="utf-8"?><Error><Code>AuthenticationFailed</Code><Message>Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.\nRequestId:a41f09c2-b01e-0051-6e2a-4f8c21000000\nTime:2026-11-29T02:14:08.1104420Z</Message><AuthenticationErrorDetail>Signature did not match. String to sign used was r\n\n\n\n\n\n\n\n\n/acmeinvoiceswe/invoices/2025/04.pdf</AuthenticationErrorDetail></Error>'),
    "GET /azblob/archive/2019.zip": (404, {"Content-Type": "application/xml", "x-ms-error-code": "ContainerNotFound"}, '<?xml version="1.0" encoding="utf-8"?><Error><Code>ContainerNotFound</Code><Message>The specified container does not exist.\nRequestId:0c1e5a77-e01e-0033-1d2a-4fe3b7000000\nTime:2026-11-29T02:14:09.0021886Z</Message></Error>'),
    "POST /arm/subscriptions/9f3c2a71-4d8e-4b6a-a2f5-1c7e9d0b3a64/resourceGroups/rg-prod-weu/providers/Microsoft.Compute/virtualMachines/vm-batch-01/restart": (403, J, {"error": {"code": "AuthorizationFailed", "message": "The client '5e2d7c19-3a8b-4f60-9c1d-2b7a8e4f0d35' with object id '5e2d7c19-3a8b-4f60-9c1d-2b7a8e4f0d35' does not have authorization to perform action 'Microsoft.Compute/virtualMachines/restart/action' over scope '/subscriptions/9f3c2a71-4d8e-4b6a-a2f5-1c7e9d0b3a64/resourceGroups/rg-prod-weu/providers/Microsoft.Compute/virtualMachines/vm-batch-01' or the scope is invalid. If access was recently granted, please refresh your credentials."}}),
    "GET /kv/secrets/stripe-live-key": (403, J, {"error": {"code": "Forbidden", "message": "The user, group or application 'appid=0b8e4c2a-7d31-4f9e-b6a0-53c1d2e8f947;oid=7a1f3e5d-2c8b-4d90-a6e4-9b0c1f2d3e48;iss=https://sts.windows.net/72f988bf-86f1-41af-91ab-2d7cd011db47/' does not have secrets get permission on key vault 'kv-payments-weu;location=westeurope'. For help resolving this issue, please see https://go.microsoft.com/fwlink/?linkid=2125287", "innererror": {"code": "AccessDenied"}}}),
    "POST /aad/72f988bf-86f1-41af-91ab-2d7cd011db47/oauth2/v2.0/token": (400, J, {"error": "invalid_client", "error_description": "AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '0b8e4c2a-7d31-4f9e-b6a0-53c1d2e8f947'. Trace ID: 3f1c0a7e-9b2d-4c5e-8a61-7d0e2f4b9c00 Correlation ID: c2a9e1f0-5b7d-4e83-a6c4-0d1f9e2b7a35 Timestamp: 2026-11-29 02:14:10Z", "error_codes": [7000215], "timestamp": "2026-11-29 02:14:10Z", "trace_id": "3f1c0a7e-9b2d-4c5e-8a61-7d0e2f4b9c00", "correlation_id": "c2a9e1f0-5b7d-4e83-a6c4-0d1f9e2b7a35", "error_uri": "https://login.microsoftonline.com/error?code=7000215"}),
    "POST /aad/common/oauth2/v2.0/token": (400, J, {"error": "invalid_grant", "error_description": "AADSTS53003: Access has been blocked by Conditional Access policies. The access policy does not allow token issuance. Trace ID: 9d2e4f6a-1b3c-4d5e-8f70-a1b2c3d4e5f6 Correlation ID: 0f9e8d7c-6b5a-4938-2716-05f4e3d2c1b0 Timestamp: 2026-11-29 02:14:11Z", "error_codes": [53003], "suberror": "message_only"}),
    # Kubernetes API (Status objects, kubernetes.io/docs/reference/using-api/api-concepts)
    "GET /k8s/api/v1/namespaces/kube-system/secrets": (403, J, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "secrets is forbidden: User \"system:serviceaccount:mcp:agent\" cannot list resource \"secrets\" in API group \"\" in the namespace \"kube-system\"", "reason": "Forbidden", "details": {"kind": "secrets"}, "code": 403}),
    "GET /k8s/api/v1/namespaces/default/pods": (401, J, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "Unauthorized", "reason": "Unauthorized", "code": 401}),
    "POST /k8s/api/v1/namespaces/batch/pods": (403, J, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "pods \"etl-7f9c\" is forbidden: exceeded quota: compute-quota, requested: limits.cpu=4,limits.memory=16Gi, used: limits.cpu=14,limits.memory=40Gi, limited: limits.cpu=16,limits.memory=48Gi", "reason": "Forbidden", "details": {"name": "etl-7f9c", "kind": "pods"}, "code": 403}),
    "POST /k8s/api/v1/namespaces/tools/pods": (403, J, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "pods \"debug-shell\" is forbidden: violates PodSecurity \"restricted:latest\": privileged (container \"shell\" must not set securityContext.privileged=true), allowPrivilegeEscalation != false (container \"shell\" must set securityContext.allowPrivilegeEscalation=false), runAsNonRoot != true (pod or container \"shell\" must set securityContext.runAsNonRoot=true)", "reason": "Forbidden", "details": {"name": "debug-shell", "kind": "pods"}, "code": 403}),
    "POST /k8s/api/v1/namespaces/web/pods": (403, J, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "pods \"render-0\" is forbidden: [maximum cpu usage per Container is 2, but limit is 8, maximum memory usage per Container is 4Gi, but limit is 32Gi]", "reason": "Forbidden", "details": {"name": "render-0", "kind": "pods"}, "code": 403}),
    "GET /k8s/api/v1/namespaces/staging-eu": (404, J, {"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "namespaces \"staging-eu\" not found", "reason": "NotFound", "details": {"name": "staging-eu", "kind": "namespaces"}, "code": 404}),
    # OAuth 2.0 token endpoint (RFC 6749 section 5.2)
    "POST /oauth/token": None,  # per grant below
    # an upstream behind nginx answering with its own 502 page
    "GET /inventory/v2/items/SKU-1182": (502, {"Content-Type": "text/html", "Server": "nginx/1.22.1"}, "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n"),
    "GET /pricing/quote": (500, {"Content-Type": "application/json"}, {"timestamp": "2026-11-29T02:14:12.331+00:00", "status": 500, "error": "Internal Server Error", "path": "/pricing/quote", "exception": "org.springframework.dao.DataAccessResourceFailureException", "message": "Unable to acquire JDBC Connection; HikariPool-1 - Connection is not available, request timed out after 30000ms."}),
    "GET /crm/contacts": (503, {"Content-Type": "text/plain", "Retry-After": "20"}, "upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111"),
}


def oauth_route(body):
    grant = dict(x.split("=", 1) for x in body.split("&") if "=" in x)
    g = grant.get("grant_type")
    if g == "client_credentials" and "scope" in grant:
        return 400, J, {"error": "invalid_scope", "error_description": "The requested scope 'admin:org' exceeds the scopes granted to client ci-bot: repo, read:user"}
    if g == "client_credentials":
        return 401, J, {"error": "invalid_client", "error_description": "Client authentication failed"}
    return 400, J, {"error": "invalid_grant", "error_description": "The refresh token is invalid, expired or revoked"}


def openai_chat(body):
    model = json.loads(body or "{}").get("model", "")
    if model.startswith("twaudit-"):
        return 404, J, {"error": {"message": f"The model `{model}` does not exist or you do not have access to it.", "type": "invalid_request_error", "param": None, "code": "model_not_found"}}
    return 400, J, {"error": {"message": "This model's maximum context length is 128000 tokens. However, your messages resulted in 412977 tokens. Please reduce the length of the messages.", "type": "invalid_request_error", "param": "messages", "code": "context_length_exceeded"}}


class Mock(BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def handle_any(self):
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n).decode("utf-8", "replace") if n else ""
        path = self.path.split("?")[0]
        key = f"{self.command} {path}"
        if path == "/oauth/token":
            r = oauth_route(body)
        elif path == "/openai/v1/chat/completions":
            r = openai_chat(body)
        else:
            r = ROUTES.get(key) or (404, J, {"message": f"mock: no route {key}"})
        status, headers, payload = r
        data = payload if isinstance(payload, str) else json.dumps(payload)
        data = data.encode()
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


# ------------------------------------------------------------------ GitHub (PyGithub)
def gh():
    from github import Github, Auth
    return Github(base_url=BASE + "/gh", auth=Auth.Token("ghp_" + "x" * 36), retry=None)


@mcp.tool()
def whoami_github() -> str:
    from github import GithubException
    try:
        return gh().get_user().login
    except GithubException as e:
        raise ToolError(f"GitHub error: {e}")


@mcp.tool()
def get_repo_settings(repo: str) -> str:
    from github import GithubException
    try:
        return str(gh().get_repo(repo).raw_data)
    except GithubException as e:
        raise ToolError(f"{type(e).__name__}: {e}")


@mcp.tool()
def rename_default_branch(repo: str, branch: str) -> str:
    from github import GithubException
    try:
        gh().get_repo(repo, lazy=True).edit(default_branch=branch)
        return "ok"
    except GithubException as e:
        need = e.headers.get("x-accepted-github-permissions") or e.headers.get("X-Accepted-GitHub-Permissions")
        raise ToolError(f"GitHub refused the change ({e.status}): {e.data['message']}. The token needs: {need}")


@mcp.tool()
def merge_pull_request(repo: str, number: int) -> str:
    from github import GithubException
    try:
        gh().get_repo(repo, lazy=True).get_pull(number) if False else None
        gh().requester.requestJsonAndCheck("PUT", f"/repos/{repo}/pulls/{number}/merge")
        return "merged"
    except GithubException as e:
        raise ToolError(f"Merge blocked by branch protection: {e.data['message']}")


@mcp.tool()
def repo_stats(repo: str) -> CallToolResult:
    from github import GithubException
    try:
        return ok(str(gh().get_repo(repo).stargazers_count))
    except GithubException as e:
        return err(json.dumps({"error": "github_error", "status": e.status, "body": e.data}))


call("gh-bad-credentials", "whoami_github")
call("gh-saml-sso", "get_repo_settings", {"repo": "acme/payments-api"})
call("gh-not-found", "get_repo_settings", {"repo": "acme/ghost"})
call("gh-rate-limit", "get_repo_settings", {"repo": "acme/monorepo"})
call("gh-ip-allowlist", "get_repo_settings", {"repo": "acme/ledger"})
call("gh-accepted-permissions", "rename_default_branch", {"repo": "acme/web", "branch": "main"})
call("gh-branch-protection", "merge_pull_request", {"repo": "acme/web", "number": 42})
call("gh-json-body-not-found", "repo_stats", {"repo": "acme/ghost"})


# ------------------------------------------------------------------ Slack (slack_sdk)
def slack():
    from slack_sdk import WebClient
    return WebClient(token="xoxb-" + "1" * 12, base_url=BASE + "/slack/")


@mcp.tool()
def slack_whoami() -> str:
    from slack_sdk.errors import SlackApiError
    try:
        return str(slack().auth_test())
    except SlackApiError as e:
        raise ToolError(str(e))


@mcp.tool()
def post_message(channel: str, text: str) -> str:
    from slack_sdk.errors import SlackApiError
    try:
        slack().chat_postMessage(channel=channel, text=text)
        return "sent"
    except SlackApiError as e:
        r = e.response
        raise ToolError(f"Slack refused: {r['error']} (needed: {r.get('needed')}; token has: {r.get('provided')})")


@mcp.tool()
def read_channel(channel: str) -> str:
    from slack_sdk.errors import SlackApiError
    try:
        return str(slack().conversations_history(channel=channel))
    except SlackApiError as e:
        raise ToolError(f"conversations.history failed: {e.response['error']}")


@mcp.tool()
def channel_info(channel: str) -> str:
    from slack_sdk.errors import SlackApiError
    try:
        return str(slack().conversations_info(channel=channel))
    except SlackApiError as e:
        raise ToolError(str(e))


@mcp.tool()
def edit_message(channel: str, ts: str, text: str) -> str:
    from slack_sdk.errors import SlackApiError
    try:
        slack().chat_update(channel=channel, ts=ts, text=text)
        return "ok"
    except SlackApiError as e:
        raise ToolError(f"Slack API error: {e.response.data}")


@mcp.tool()
def invite_to_channel(channel: str, user: str) -> CallToolResult:
    from slack_sdk.errors import SlackApiError
    try:
        slack().conversations_invite(channel=channel, users=user)
        return ok("invited")
    except SlackApiError as e:
        if e.response["error"] == "ratelimited":
            return err("Slack is rate-limiting invitations right now. Wait about 30 seconds, then call invite_to_channel again.")
        raise


call("slack-invalid-auth", "slack_whoami")
call("slack-missing-scope", "post_message", {"channel": "C07ACME01", "text": "Deploy finished"})
call("slack-token-revoked", "read_channel", {"channel": "C07ACME01"})
call("slack-channel-not-found", "channel_info", {"channel": "C0NOPE404"})
call("slack-restricted-action", "edit_message", {"channel": "C07ACME01", "ts": "1764382000.000100", "text": "edited"})
call("slack-ratelimited-clean", "invite_to_channel", {"channel": "C07ACME01", "user": "U02LEE"})


# ------------------------------------------------------------------ Stripe (stripe-python)
def stripe_client():
    import stripe
    return stripe.StripeClient("sk_live_" + "x" * 24, base_addresses={"api": BASE + "/stripe"}, max_network_retries=0)


@mcp.tool()
def stripe_balance() -> str:
    import stripe
    try:
        return str(stripe_client().v1.balance.retrieve())
    except stripe.StripeError as e:
        raise ToolError(f"Stripe: {e}")


@mcp.tool()
def refund_payment(payment_intent: str) -> str:
    import stripe
    try:
        stripe_client().v1.refunds.create(params={"payment_intent": payment_intent})
        return "refunded"
    except stripe.StripeError as e:
        raise ToolError(f"{type(e).__name__}: {e.user_message}")


@mcp.tool()
def charge_card(amount: int, customer: str) -> str:
    import stripe
    try:
        stripe_client().v1.payment_intents.create(params={"amount": amount, "currency": "eur", "customer": customer, "confirm": True})
        return "paid"
    except stripe.CardError as e:
        raise ToolError(f"Payment failed: {e.user_message}")


@mcp.tool()
def get_customer(customer_id: str) -> str:
    import stripe
    try:
        return str(stripe_client().v1.customers.retrieve(customer_id))
    except stripe.StripeError as e:
        raise ToolError(json.dumps(e.json_body))


@mcp.tool()
def create_charge(amount: int) -> str:
    import stripe
    try:
        stripe_client().v1.charges.create(params={"amount": amount, "currency": "usd", "source": "tok_visa"})
        return "ok"
    except stripe.StripeError as e:
        raise ToolError(f"Charge not created: {e.user_message}")


call("stripe-invalid-key", "stripe_balance")
call("stripe-restricted-key", "refund_payment", {"payment_intent": "pi_3QfX2aLkd9Xz2PaQ"})
call("stripe-card-declined", "charge_card", {"amount": 4900, "customer": "cus_R8x2MkQ0Pz"})
call("stripe-no-such-customer-json", "get_customer", {"customer_id": "cus_R8x2MkQ0Pz"})
call("stripe-amount-too-large", "create_charge", {"amount": 100000000000}, "above-max", "100000000000")


# ------------------------------------------------------------------ OpenAI (openai-python)
def oai():
    from openai import OpenAI
    return OpenAI(api_key="sk-proj-" + "x" * 40, base_url=BASE + "/openai/v1", max_retries=0)


@mcp.tool()
def list_models() -> str:
    import openai
    try:
        return str(oai().models.list())
    except openai.APIError as e:
        raise ToolError(str(e))


@mcp.tool()
def summarize(text: str, model: str = "gpt-4o-mini") -> str:
    import openai
    try:
        return oai().chat.completions.create(model=model, messages=[{"role": "user", "content": text}]).choices[0].message.content
    except openai.APIStatusError as e:
        raise ToolError(f"LLM call failed: {e}")


@mcp.tool()
def embed(text: str) -> str:
    import openai
    try:
        return str(oai().embeddings.create(model="text-embedding-3-small", input=text))
    except openai.APIStatusError as e:
        raise ToolError(f"{type(e).__name__}: {e.message}")


@mcp.tool()
def upload_knowledge(name: str) -> str:
    import openai
    try:
        oai().files.create(file=(name, b"hello"), purpose="assistants")
        return "ok"
    except openai.PermissionDeniedError as e:
        raise ToolError(f"OpenAI denied the upload: {e.body['message']}")


call("openai-invalid-key", "list_models")
call("openai-model-not-found", "summarize", {"text": "hi", "model": "twaudit-5a1c9e02"}, "enum", "twaudit-5a1c9e02")
call("openai-context-length", "summarize", {"text": "x" * 2000}, "oversized", None)
call("openai-insufficient-quota", "embed", {"text": "quarterly report"})
call("openai-missing-scopes", "upload_knowledge", {"name": "handbook.pdf"})


# ------------------------------------------------------------------ AWS (boto3 + moto, IAM auth enforced)
AWS = {}


def aws_setup():
    from moto import mock_aws
    m = mock_aws()
    m.start()
    import boto3
    from moto.core import set_initial_no_auth_action_count  # noqa: F401 (auth is on by INITIAL_NO_AUTH_ACTION_COUNT)
    AWS["mock"] = m
    return m


def aws_admin_setup():
    """Done with the moto backend directly (auth is enforced on every HTTP call)."""
    from moto.iam.models import iam_backends
    from moto.s3.models import s3_backends
    from moto.dynamodb.models import dynamodb_backends
    iam = iam_backends["123456789012"]["global"]
    iam.create_user(region_name="us-east-1", user_name="mcp-reader", path="/")
    key = iam.create_access_key("mcp-reader")
    iam.put_user_policy("mcp-reader", "read-only", json.dumps({"Version": "2012-10-17", "Statement": [
        {"Effect": "Allow", "Action": ["s3:GetObject", "s3:ListBucket", "dynamodb:GetItem", "dynamodb:Query"], "Resource": "*"}]}))
    AWS["key"] = (key.access_key_id, key.secret_access_key)
    s3_backends["123456789012"]["aws"].create_bucket("acme-exports", "eu-west-1")


def s3(good=True, secret_ok=True):
    import boto3
    k, s = AWS["key"] if good else ("AKIA4EXAMPLE7QX2ZP5M", "x" * 40)
    return boto3.client("s3", region_name="eu-west-1", aws_access_key_id=k, aws_secret_access_key=s if secret_ok else "y" * 40)


@mcp.tool()
def upload_report(bucket: str, key: str) -> str:
    from botocore.exceptions import ClientError
    try:
        s3().put_object(Bucket=bucket, Key=key, Body=b"a,b\n")
        return "uploaded"
    except ClientError as e:
        raise ToolError(f"S3 upload failed: {e}")


@mcp.tool()
def list_export_buckets() -> str:
    from botocore.exceptions import ClientError
    try:
        return str(s3(good=False).list_buckets())
    except ClientError as e:
        raise ToolError(str(e))


@mcp.tool()
def download_export(bucket: str, key: str) -> str:
    from botocore.exceptions import ClientError
    try:
        return s3(secret_ok=False).get_object(Bucket=bucket, Key=key)["Body"].read().decode()
    except ClientError as e:
        raise ToolError(f"{e.response['Error']['Code']}: {e.response['Error']['Message']}")


@mcp.tool()
def drop_table(table: str) -> str:
    import boto3
    from botocore.exceptions import ClientError
    k, s = AWS["key"]
    try:
        boto3.client("dynamodb", region_name="eu-west-1", aws_access_key_id=k, aws_secret_access_key=s).delete_table(TableName=table)
        return "dropped"
    except ClientError as e:
        raise ToolError(f"DynamoDB: {e}")


@mcp.tool()
def read_export(bucket: str, key: str) -> str:
    from botocore.exceptions import ClientError
    try:
        return s3().get_object(Bucket=bucket, Key=key)["Body"].read().decode()
    except ClientError as e:
        raise ToolError(f"Could not read s3://{bucket}/{key}: {e}")


call("aws-s3-access-denied", "upload_report", {"bucket": "acme-exports", "key": "reports/2025-11.csv"})
call("aws-invalid-access-key", "list_export_buckets")
call("aws-signature-mismatch", "download_export", {"bucket": "acme-exports", "key": "reports/2025-10.csv"})
call("aws-dynamodb-not-authorized", "drop_table", {"table": "orders-prod"})
call("aws-s3-no-such-key", "read_export", {"bucket": "acme-exports", "key": "reports/1999-01.csv"})


# ------------------------------------------------------------------ Google APIs (google-api-core, google-auth)
def google_get(path, method="GET"):
    import requests
    from google.api_core import exceptions as gexc
    r = requests.request(method, BASE + path, json={} if method == "POST" else None)
    if r.status_code >= 400:
        raise gexc.from_http_response(r)
    return r.json()


@mcp.tool()
def fetch_training_data(uri: str) -> str:
    from google.api_core import exceptions as gexc
    try:
        return str(google_get("/gcs/storage/v1/b/acme-ml-datasets/o/train.parquet"))
    except gexc.GoogleAPIError as e:
        raise ToolError(f"GCS read failed: {e}")


@mcp.tool()
def list_datasets(project: str) -> str:
    from google.api_core import exceptions as gexc
    try:
        return str(google_get(f"/bq/bigquery/v2/projects/{project}/datasets"))
    except gexc.GoogleAPIError as e:
        raise ToolError(repr(e))


@mcp.tool()
def run_bq_query(project: str, sql: str) -> str:
    from google.api_core import exceptions as gexc
    try:
        return str(google_get(f"/bq/bigquery/v2/projects/{project}/queries", "POST"))
    except gexc.GoogleAPIError as e:
        raise ToolError(f"BigQuery: {e.message}")


@mcp.tool()
def start_bq_job(project: str, sql: str) -> str:
    from google.api_core import exceptions as gexc
    try:
        return str(google_get(f"/bq/bigquery/v2/projects/{project}/jobs", "POST"))
    except gexc.GoogleAPIError as e:
        raise ToolError(f"BigQuery job rejected: {e}")


@mcp.tool()
def sync_calendar(calendar_id: str) -> str:
    import google.auth.transport.requests
    from google.oauth2.credentials import Credentials
    from google.auth.exceptions import RefreshError
    creds = Credentials(token=None, refresh_token="1//0g" + "x" * 30, client_id="4182077-abc.apps.googleusercontent.com",
                        client_secret="GOCSPX-" + "x" * 20, token_uri=BASE + "/google/token")
    try:
        creds.refresh(google.auth.transport.requests.Request())
        return "ok"
    except RefreshError as e:
        raise ToolError(f"Google sign-in failed: {e}")


call("gcp-gcs-permission-denied", "fetch_training_data", {"uri": "gs://acme-ml-datasets/train.parquet"})
call("gcp-bq-unauthenticated-repr", "list_datasets", {"project": "acme-analytics"})
call("gcp-vpc-sc", "run_bq_query", {"project": "acme-analytics", "sql": "select 1"})
call("gcp-quota-exceeded", "start_bq_job", {"project": "acme-analytics", "sql": "select * from events"})
call("gcp-refresh-invalid-grant", "sync_calendar", {"calendar_id": "primary"})


# ------------------------------------------------------------------ Azure (azure-storage-blob, azure-core)
def blob(path):
    from azure.storage.blob import BlobClient
    container, name = path.split("/", 1)
    return BlobClient(account_url=BASE + "/azblob", container_name=container, blob_name=name, credential=None,
                      retry_total=0)


@mcp.tool()
def get_invoice_pdf(path: str) -> str:
    from azure.core.exceptions import HttpResponseError
    try:
        return str(len(blob(path).download_blob().readall()))
    except HttpResponseError as e:
        raise ToolError(f"Blob download failed: {e}")


@mcp.tool()
def get_invoice_meta(path: str) -> str:
    from azure.core.exceptions import HttpResponseError
    try:
        return str(blob(path).download_blob().readall())
    except HttpResponseError as e:
        raise ToolError(f"{e.error_code}: {e.reason}")


def arm(method, path):
    from azure.core import PipelineClient
    from azure.core.rest import HttpRequest
    from azure.core.exceptions import HttpResponseError
    from azure.core.pipeline.policies import RetryPolicy
    c = PipelineClient(base_url=BASE, policies=[RetryPolicy(retry_total=0)])
    r = c.send_request(HttpRequest(method, BASE + path))
    if r.status_code >= 400:
        raise HttpResponseError(response=r)
    return r


@mcp.tool()
def restart_vm(vm: str) -> str:
    from azure.core.exceptions import HttpResponseError
    try:
        arm("POST", "/arm/subscriptions/9f3c2a71-4d8e-4b6a-a2f5-1c7e9d0b3a64/resourceGroups/rg-prod-weu/providers/Microsoft.Compute/virtualMachines/" + vm + "/restart")
        return "restarting"
    except HttpResponseError as e:
        raise ToolError(str(e))


@mcp.tool()
def read_vault_secret(name: str) -> str:
    from azure.core.exceptions import HttpResponseError
    try:
        arm("GET", "/kv/secrets/" + name)
        return "ok"
    except HttpResponseError as e:
        raise ToolError(f"Key Vault: {e.message}")


def aad_token(tenant, data):
    import requests
    r = requests.post(f"{BASE}/aad/{tenant}/oauth2/v2.0/token", data=data)
    if r.status_code >= 400:
        b = r.json()
        raise RuntimeError(f"{b['error']}: {b['error_description']}")
    return r.json()


@mcp.tool()
def graph_list_users() -> str:
    try:
        aad_token("72f988bf-86f1-41af-91ab-2d7cd011db47", {"grant_type": "client_credentials", "client_id": "0b8e4c2a-7d31-4f9e-b6a0-53c1d2e8f947", "client_secret": "wrong"})
        return "ok"
    except RuntimeError as e:
        raise ToolError(f"Token request failed: {e}")


@mcp.tool()
def read_mailbox(folder: str) -> str:
    try:
        aad_token("common", {"grant_type": "refresh_token", "refresh_token": "0.AXYA..."})
        return "ok"
    except RuntimeError as e:
        raise ToolError(str(e))


call("azure-blob-permission-mismatch", "get_invoice_pdf", {"path": "invoices/2025/03.pdf"})
call("azure-blob-authentication-failed", "get_invoice_pdf", {"path": "invoices/2025/04.pdf"})
call("azure-blob-container-not-found", "get_invoice_meta", {"path": "archive/2019.zip"})
call("azure-arm-authorization-failed", "restart_vm", {"vm": "vm-batch-01"})
call("azure-keyvault-forbidden", "read_vault_secret", {"name": "stripe-live-key"})
call("azure-aad-invalid-client-secret", "graph_list_users")
call("azure-aad-conditional-access", "read_mailbox", {"folder": "Inbox"})


# ------------------------------------------------------------------ Kubernetes (kubernetes client)
def core_v1():
    from kubernetes import client
    cfg = client.Configuration()
    cfg.host = BASE + "/k8s"
    cfg.api_key = {"authorization": "Bearer eyJhbGciOiJSUzI1NiJ9.x.y"}
    return client.CoreV1Api(client.ApiClient(cfg))


def pod(name, image, cpu="1"):
    from kubernetes import client
    return client.V1Pod(metadata=client.V1ObjectMeta(name=name), spec=client.V1PodSpec(containers=[
        client.V1Container(name="main", image=image, resources=client.V1ResourceRequirements(limits={"cpu": cpu}))]))


@mcp.tool()
def list_secrets(namespace: str) -> str:
    from kubernetes.client.exceptions import ApiException
    try:
        return str(core_v1().list_namespaced_secret(namespace))
    except ApiException as e:
        raise ToolError(f"Kubernetes API: {json.loads(e.body)['message']}")


@mcp.tool()
def list_pods(namespace: str) -> str:
    from kubernetes.client.exceptions import ApiException
    try:
        return str(core_v1().list_namespaced_pod(namespace))
    except ApiException as e:
        raise ToolError(str(e))


@mcp.tool()
def run_job_pod(namespace: str, name: str, image: str, cpu: str) -> str:
    from kubernetes.client.exceptions import ApiException
    try:
        core_v1().create_namespaced_pod(namespace, pod(name, image, cpu))
        return "created"
    except ApiException as e:
        raise ToolError(f"Pod rejected: {json.loads(e.body)['message']}")


@mcp.tool()
def get_namespace(name: str) -> str:
    from kubernetes.client.exceptions import ApiException
    try:
        return str(core_v1().read_namespace(name))
    except ApiException as e:
        raise ToolError(f"({e.status}) {e.reason}: {e.body}")


call("k8s-forbidden-secrets", "list_secrets", {"namespace": "kube-system"})
call("k8s-unauthorized-dump", "list_pods", {"namespace": "default"})
call("k8s-resourcequota", "run_job_pod", {"namespace": "batch", "name": "etl-7f9c", "image": "registry.acme.internal/etl:4.2", "cpu": "4"})
call("k8s-podsecurity", "run_job_pod", {"namespace": "tools", "name": "debug-shell", "image": "busybox:1.36", "cpu": "1"})
call("k8s-limitrange", "run_job_pod", {"namespace": "web", "name": "render-0", "image": "registry.acme.internal/render:2", "cpu": "8"})
call("k8s-namespace-not-found", "get_namespace", {"name": "staging-eu"})


# ------------------------------------------------------------------ JWT / OAuth (PyJWT, joserfc, Authlib)
JWT_KEY = "k" * 32


def token(**claims):
    import jwt
    base = {"sub": "svc-mcp", "iss": "https://id.acme.example", "aud": "orders-api", "exp": int(time.time()) + 600}
    base.update(claims)
    return jwt.encode({k: v for k, v in base.items() if v is not None}, JWT_KEY, algorithm="HS256")


def verify(tok, aud="orders-api", key=JWT_KEY, require=None):
    import jwt
    return jwt.decode(tok, key, algorithms=["HS256"], audience=aud, issuer="https://id.acme.example",
                      options={"require": require or ["exp", "sub"]})


@mcp.tool()
def list_orders_jwt(status: str) -> str:
    import jwt
    try:
        verify(token(exp=int(time.time()) - 3600))
        return "[]"
    except jwt.PyJWTError as e:
        raise ToolError(f"Token rejected: {e}")


@mcp.tool()
def refund_jwt(order_id: str) -> str:
    import jwt
    try:
        verify(token(aud="storefront-web"))
        return "ok"
    except jwt.PyJWTError as e:
        raise ToolError(f"{type(e).__name__}: {e}")


@mcp.tool()
def export_jwt(fmt: str) -> str:
    import jwt
    try:
        verify(token(), key="z" * 32)
        return "ok"
    except jwt.PyJWTError as e:
        raise ToolError(f"Authentication failed: {e}")


@mcp.tool()
def tenant_report(month: str) -> str:
    import jwt
    try:
        verify(token(), require=["exp", "sub", "tenant"])
        return "ok"
    except jwt.PyJWTError as e:
        raise ToolError(f"Unauthorized: {e}")


@mcp.tool()
def sync_contacts_jwt() -> str:
    import jwt
    try:
        verify(token(nbf=int(time.time()) + 7200))
        return "ok"
    except jwt.PyJWTError as e:
        raise ToolError(f"{type(e).__module__}.{type(e).__name__}: {e}")


@mcp.tool()
def joserfc_claims() -> str:
    from joserfc import jwt as jjwt
    from joserfc.jwk import OctKey
    from joserfc.errors import JoseError
    key = OctKey.import_key(JWT_KEY)
    t = jjwt.encode({"alg": "HS256"}, {"iss": "https://login.partner.example", "sub": "svc-mcp", "exp": int(time.time()) + 600}, key)
    try:
        tok = jjwt.decode(t, key)
        jjwt.JWTClaimsRegistry(iss={"essential": True, "value": "https://id.acme.example"}).validate(tok.claims)
        return "ok"
    except JoseError as e:
        raise ToolError(f"Session check failed: {e}")


def oauth_fetch(**kw):
    from authlib.integrations.requests_client import OAuth2Session
    s = OAuth2Session("ci-bot", "wrong-secret", scope=kw.pop("scope", None))
    return s.fetch_token(BASE + "/oauth/token", **kw)


@mcp.tool()
def connect_crm() -> str:
    from authlib.integrations.base_client import OAuthError
    try:
        oauth_fetch(grant_type="client_credentials")
        return "ok"
    except OAuthError as e:
        raise ToolError(f"OAuth: {e}")


@mcp.tool()
def refresh_session() -> str:
    from authlib.integrations.base_client import OAuthError
    try:
        oauth_fetch(grant_type="refresh_token", refresh_token="rt-81c2")
        return "ok"
    except OAuthError as e:
        raise ToolError(f"{e.error}: {e.description}")


@mcp.tool()
def request_admin_token() -> str:
    from authlib.integrations.base_client import OAuthError
    try:
        oauth_fetch(grant_type="client_credentials", scope="admin:org")
        return "ok"
    except OAuthError as e:
        raise ToolError(f"Token endpoint said {e.error}: {e.description}")


call("jwt-expired", "list_orders_jwt", {"status": "open"})
call("jwt-audience-classname", "refund_jwt", {"order_id": "ORD-1042"})
call("jwt-bad-signature", "export_jwt", {"fmt": "csv"})
call("jwt-missing-tenant-claim", "tenant_report", {"month": "2025-11"})
call("jwt-immature-module-path", "sync_contacts_jwt")
call("joserfc-invalid-issuer", "joserfc_claims")
call("oauth-invalid-client", "connect_crm")
call("oauth-invalid-grant", "refresh_session")
call("oauth-invalid-scope-granted-list", "request_admin_token")


# ------------------------------------------------------------------ LDAP (ldap3 MOCK_SYNC)
@mcp.tool()
def ldap_lookup(uid: str) -> str:
    from ldap3 import Server, Connection, MOCK_SYNC, OFFLINE_SLAPD_2_4
    from ldap3.core.exceptions import LDAPException
    srv = Server("ldap.corp.acme.internal", get_info=OFFLINE_SLAPD_2_4)
    try:
        Connection(srv, user="cn=svc-mcp,ou=services,dc=acme,dc=internal", password="rotated-yesterday",
                   client_strategy=MOCK_SYNC, raise_exceptions=True).bind()
        return "ok"
    except LDAPException as e:
        raise ToolError(f"Directory lookup failed: {type(e).__name__}: {e}")


@mcp.tool()
def ldap_group_members(group: str) -> CallToolResult:
    from ldap3 import Server, Connection, MOCK_SYNC, OFFLINE_SLAPD_2_4
    srv = Server("ldap.corp.acme.internal", get_info=OFFLINE_SLAPD_2_4)
    c = Connection(srv, user="cn=svc-mcp,ou=services,dc=acme,dc=internal", password="nope", client_strategy=MOCK_SYNC)
    c.bind()
    return err(f"LDAP bind as {c.user} failed", {"result": c.result["result"], "description": c.result["description"], "message": c.result["message"]})


call("ldap-invalid-credentials", "ldap_lookup", {"uid": "lee"})
call("ldap-bind-result-structured", "ldap_group_members", {"group": "finance"})


# ------------------------------------------------------------------ PostgreSQL (psycopg2), Redis (redis-py), MySQL
def pg(user="reporting", password="correct-horse", port=55434):
    import psycopg2
    return psycopg2.connect(host="127.0.0.1", port=port, dbname="shop", user=user, password=password, connect_timeout=3)


@mcp.tool()
def sales_summary(month: str) -> str:
    import psycopg2
    try:
        pg(password="Winter2025!")
        return "ok"
    except psycopg2.Error as e:
        raise ToolError(f"Database error: {e}")


@mcp.tool()
def payroll_total(department: str) -> str:
    import psycopg2
    try:
        with pg() as c, c.cursor() as cur:
            cur.execute("select sum(amount) from salaries where emp like %s", (department + "%",))
            return str(cur.fetchone())
    except psycopg2.Error as e:
        raise ToolError(f"{e.pgcode} {e.pgerror}")


@mcp.tool()
def get_order_pg(order_id: str) -> str:
    import psycopg2
    try:
        with pg() as c, c.cursor() as cur:
            cur.execute("select * from orders where id = %s::int", (order_id,))
            return str(cur.fetchone())
    except psycopg2.Error as e:
        raise ToolError(str(e))


@mcp.tool()
def set_order_status(order_id: int, status: str) -> str:
    import psycopg2
    try:
        with pg(user="clerk", password="clerk-pass") as c, c.cursor() as cur:
            cur.execute("update orders set status = %s where id = %s", (status, order_id))
            return "ok"
    except psycopg2.Error as e:
        raise ToolError(f"Update failed: {e.diag.message_primary}")


@mcp.tool()
def close_order(order_id: int) -> str:
    import psycopg2
    try:
        with pg() as c, c.cursor() as cur:
            cur.execute("update orders set status = 'paid' where id = %s", (order_id,))
            return "ok"
    except psycopg2.Error as e:
        raise ToolError(f"Update failed: {e.diag.message_primary}")


@mcp.tool()
def orders_report(region: str) -> str:
    import psycopg2
    try:
        pg(port=55499)
        return "ok"
    except psycopg2.OperationalError as e:
        raise ToolError(f"{type(e).__module__}.{type(e).__name__}: {e}")


@mcp.tool()
def lookup_customer_mysql(email: str) -> str:
    import pymysql
    try:
        pymysql.connect(host="127.0.0.1", port=53399, user="crm_ro", password="x", database="crm", connect_timeout=2)
        return "ok"
    except pymysql.err.MySQLError as e:
        raise ToolError(f"CRM database unavailable: {e!r}")


def rds(user, pw):
    import redis
    return redis.Redis(host="127.0.0.1", port=REDIS_PORT, username=user, password=pw, socket_timeout=3)


@mcp.tool()
def cache_get(key: str) -> str:
    import redis
    try:
        return str(rds("mcp", "old-pass").get(key))
    except redis.RedisError as e:
        raise ToolError(f"Cache error: {e}")


@mcp.tool()
def cache_flush() -> str:
    import redis
    try:
        rds("mcp", "mcp-pass").flushdb()
        return "flushed"
    except redis.RedisError as e:
        raise ToolError(f"{type(e).__name__}: {e}")


@mcp.tool()
def session_lookup(session_id: str) -> str:
    import redis
    try:
        return str(rds("mcp", "mcp-pass").get("session:" + session_id))
    except redis.RedisError as e:
        raise ToolError(str(e))


call("pg-password-failed", "sales_summary", {"month": "2025-11"})
call("pg-permission-denied-table", "payroll_total", {"department": "eng"})
call("pg-invalid-input-integer", "get_order_pg", {"order_id": "twaudit-6b0d2f41"}, "wrong-type", "twaudit-6b0d2f41")
call("pg-check-constraint-primary", "set_order_status", {"order_id": 1, "status": "twaudit-7c3e1a90"}, "enum", "twaudit-7c3e1a90")
call("pg-permission-denied-update", "close_order", {"order_id": 1})
call("pg-connection-refused-classname", "orders_report", {"region": "emea"})
call("mysql-connection-refused-repr", "lookup_customer_mysql", {"email": "lee@example.com"})
call("redis-wrongpass", "cache_get", {"key": "cache:fx:EURUSD"})
call("redis-noperm-command", "cache_flush")
call("redis-noperm-key", "session_lookup", {"session_id": "8f2c"})


# ------------------------------------------------------------------ SMTP (smtplib against aiosmtpd), SSH (paramiko)
def smtp_server():
    from aiosmtpd.controller import Controller
    from aiosmtpd.smtp import AuthResult

    def authenticator(server, session, envelope, mechanism, auth_data):
        return AuthResult(success=False, handled=False)

    class Handler:
        async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
            if not address.lower().endswith(("@acme.com", "@acme.de")):
                return "550 5.7.1 Recipient domain not allowed by outbound policy OUT-3: permitted domains are acme.com, acme.de"
            envelope.rcpt_tos.append(address)
            return "250 OK"

        async def handle_DATA(self, server, session, envelope):
            return "250 OK"

    c = Controller(Handler(), hostname="127.0.0.1", port=SMTP_PORT, authenticator=authenticator,
                   auth_require_tls=False, auth_required=False)
    c.start()
    return c


@mcp.tool()
def send_invoice_email(to: str) -> str:
    import smtplib
    try:
        with smtplib.SMTP("127.0.0.1", SMTP_PORT, timeout=5) as s:
            s.login("billing@acme.com", "app-password-old")
        return "sent"
    except smtplib.SMTPException as e:
        raise ToolError(f"Mail not sent: {e!r}")


@mcp.tool()
def send_digest(to: str) -> str:
    import smtplib
    try:
        with smtplib.SMTP("127.0.0.1", SMTP_PORT, timeout=5) as s:
            s.sendmail("digest@acme.com", [to], "Subject: digest\r\n\r\nhello")
        return "sent"
    except smtplib.SMTPRecipientsRefused as e:
        code, msg = e.recipients[to]
        raise ToolError(f"Mail server refused {to}: {code} {msg.decode()}")


def ssh_server():
    import paramiko
    host_key = paramiko.RSAKey.generate(2048)

    class Srv(paramiko.ServerInterface):
        def get_allowed_auths(self, username):
            return "publickey,password"

        def check_auth_password(self, username, password):
            return paramiko.AUTH_FAILED

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", SSH_PORT))
    sock.listen(5)

    def loop():
        while True:
            try:
                cl, _ = sock.accept()
            except OSError:
                return
            t = paramiko.Transport(cl)
            t.add_server_key(host_key)
            try:
                t.start_server(server=Srv())
            except Exception:
                pass

    threading.Thread(target=loop, daemon=True).start()


@mcp.tool()
def tail_remote_log(host: str, lines: int = 50) -> str:
    import paramiko
    c = paramiko.SSHClient()
    c.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    try:
        c.connect("127.0.0.1", port=SSH_PORT, username="deploy", password="hunter2", look_for_keys=False, allow_agent=False, timeout=5)
        return "ok"
    except paramiko.SSHException as e:
        raise ToolError(f"SSH to {host} failed: {type(e).__name__}: {e}")


@mcp.tool()
def restart_service_ssh(host: str, service: str) -> str:
    import paramiko
    c = paramiko.SSHClient()
    c.load_system_host_keys("/dev/null")
    c.set_missing_host_key_policy(paramiko.RejectPolicy())
    try:
        c.connect("127.0.0.1", port=SSH_PORT, username="deploy", password="x", look_for_keys=False, allow_agent=False, timeout=5)
        return "ok"
    except paramiko.SSHException as e:
        raise ToolError(str(e))


call("smtp-auth-535", "send_invoice_email", {"to": "ap@globex.example"})
call("smtp-recipient-domain-policy", "send_digest", {"to": "lee@gmail.com"})
call("ssh-auth-failed", "tail_remote_log", {"host": "app-03.prod.acme.internal"})
call("ssh-host-key-unknown", "restart_service_ssh", {"host": "app-03.prod.acme.internal", "service": "nginx"})


# ------------------------------------------------------------------ HTTP client errors (requests, httpx) and raw upstream bodies
@mcp.tool()
def inventory_item(sku: str) -> str:
    import requests
    r = requests.get(f"{BASE}/inventory/v2/items/{sku}")
    if not r.ok:
        raise ToolError(f"Inventory service returned {r.status_code}: {r.text}")
    return r.text


@mcp.tool()
def price_quote(sku: str, qty: int) -> str:
    import requests
    try:
        r = requests.get(f"{BASE}/pricing/quote", params={"sku": sku, "qty": qty})
        r.raise_for_status()
        return r.text
    except requests.HTTPError as e:
        raise ToolError(f"{e} -- {r.text}")


@mcp.tool()
def crm_contacts(query: str) -> str:
    import httpx
    r = httpx.get(f"{BASE}/crm/contacts", params={"q": query})
    try:
        r.raise_for_status()
    except httpx.HTTPStatusError as e:
        raise ToolError(f"{e}\n{r.text}")
    return r.text


@mcp.tool()
def shipping_rates(zip_code: str) -> str:
    import requests
    try:
        return requests.get("http://127.0.0.1:58431/rates", params={"zip": zip_code}, timeout=3).text
    except requests.RequestException as e:
        raise ToolError(f"Carrier API unreachable: {e}")


@mcp.tool()
def fx_rate(pair: str) -> str:
    import httpx
    try:
        return httpx.get("http://127.0.0.1:58432/fx/" + pair, timeout=2).text
    except httpx.HTTPError as e:
        raise ToolError(f"{type(e).__name__}: {e}")


def slow_server(port):
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", port))
    s.listen(8)
    held = []

    def loop():
        while True:
            try:
                c, _ = s.accept()
                held.append(c)
            except OSError:
                return

    threading.Thread(target=loop, daemon=True).start()


@mcp.tool()
def warehouse_stock(sku: str) -> str:
    import requests
    try:
        return requests.get("http://127.0.0.1:58433/stock/" + sku, timeout=1).text
    except requests.RequestException as e:
        raise ToolError(f"Stock lookup timed out: {e}")


call("http-nginx-502-page", "inventory_item", {"sku": "SKU-1182"})
call("http-spring-500-json", "price_quote", {"sku": "SKU-1182", "qty": 3})
call("httpx-envoy-503", "crm_contacts", {"query": "globex"})
call("requests-connection-refused", "shipping_rates", {"zip_code": "10115"})
call("httpx-connect-error-class", "fx_rate", {"pair": "EURUSD"})
call("requests-read-timeout", "warehouse_stock", {"sku": "SKU-1182"})


# ------------------------------------------------------------------ policy engines (regopy, cedarpy, pycasbin)
def rego(module, query, inp):
    import regopy
    r = regopy.Interpreter()
    r.add_module("policy.rego", module)
    r.set_input_term(json.dumps(inp))
    out = r.query(query)
    return json.loads(str(out))["expressions"][0] if "expressions" in json.loads(str(out)) else []


REGO_DEPLOY = r'''package mcp.deploy
import rego.v1
allowed_namespaces := ["web", "batch", "tools"]
deny contains msg if {
  not input.namespace in allowed_namespaces
  msg := sprintf("namespace %s is not in allowed_namespaces %v", [input.namespace, allowed_namespaces])
}
deny contains msg if {
  input.replicas > 10
  msg := sprintf("replicas %d exceeds max_replicas 10", [input.replicas])
}
deny contains msg if {
  input.weekday in {"Fri", "Sat", "Sun"}
  msg := "production deploys are frozen Friday to Sunday (window: Mon-Thu 08:00-16:00 UTC)"
}
'''


@mcp.tool()
def deploy_service(service: str, namespace: str, replicas: Annotated[int, Field(ge=1, le=1000)], weekday: str = "Tue") -> str:
    d = rego(REGO_DEPLOY, "data.mcp.deploy.deny", {"namespace": namespace, "replicas": replicas, "weekday": weekday})
    if d:
        raise ToolError("Deploy denied by policy: " + "; ".join(sorted(d)))
    return "deployed"


@mcp.tool()
def deploy_service_decision(service: str, namespace: str, replicas: int) -> str:
    import regopy
    r = regopy.Interpreter()
    r.add_module("policy.rego", REGO_DEPLOY)
    r.set_input_term(json.dumps({"namespace": namespace, "replicas": replicas, "weekday": "Fri"}))
    out = r.query("data.mcp.deploy")
    raise ToolError(f"OPA decision: {out}")


REGO_INVITE = r'''package mcp.invite
import rego.v1
allowed_domains := {"acme.com", "acme.co.uk", "globex-partners.com"}
deny contains msg if {
  domain := split(input.email, "@")[1]
  not domain in allowed_domains
  msg := sprintf("invites are limited to %v", [sort([d | some d in allowed_domains])])
}
'''


@mcp.tool()
def invite_guest(email: str, workspace: str) -> str:
    d = rego(REGO_INVITE, "data.mcp.invite.deny", {"email": email})
    if d:
        raise ToolError(f"Cannot invite {email.split('@')[1]}: {d[0]}")
    return "invited"


REGO_UPLOAD = r'''package mcp.upload
import rego.v1
allowed_ext := [".pdf", ".png", ".jpg", ".csv", ".docx"]
max_mb := 25
deny contains msg if {
  not some_ext_ok
  msg := "file type not permitted; allowed types: .pdf .png .jpg .csv .docx"
}
deny contains msg if {
  input.size_mb > max_mb
  msg := sprintf("file is %d MB, limit is %d MB", [input.size_mb, max_mb])
}
some_ext_ok if { some e in allowed_ext; endswith(lower(input.name), e) }
'''


@mcp.tool()
def upload_attachment(name: str, size_mb: int) -> CallToolResult:
    d = rego(REGO_UPLOAD, "data.mcp.upload.deny", {"name": name, "size_mb": size_mb})
    if d:
        return err("Upload refused.", {"error": "policy_denied", "reasons": sorted(d)})
    return ok("stored")


REGO_TENANT = r'''package mcp.tenant
import rego.v1
projects := {"t-acme": ["p-web", "p-mobile"], "t-globex": ["p-erp"]}
deny contains msg if {
  not input.project in projects[input.tenant]
  msg := sprintf("tenant %s may only access projects %v", [input.tenant, projects[input.tenant]])
}
'''


@mcp.tool()
def read_project_logs(project: str) -> str:
    d = rego(REGO_TENANT, "data.mcp.tenant.deny", {"tenant": "t-acme", "project": project})
    if d:
        raise ToolError(d[0])
    return "logs"


REGO_EGRESS = r'''package mcp.egress
import rego.v1
allowed_hosts := ["hooks.slack.com", "api.pagerduty.com", "*.acme.example"]
deny contains "webhook target not on allow-list" if { not host_ok }
host_ok if { some h in allowed_hosts; glob.match(h, ["."], input.host) }
'''


@mcp.tool()
def register_webhook(url: str) -> CallToolResult:
    from urllib.parse import urlparse
    host = urlparse(url).hostname or ""
    d = rego(REGO_EGRESS, "data.mcp.egress.deny", {"host": host})
    if d:
        return err(f"Webhook not registered: {d[0]}. Permitted targets: hooks.slack.com, api.pagerduty.com, *.acme.example.")
    return ok("registered")


@mcp.tool()
def register_webhook_quiet(url: str) -> CallToolResult:
    from urllib.parse import urlparse
    d = rego(REGO_EGRESS, "data.mcp.egress.deny", {"host": urlparse(url).hostname or ""})
    if d:
        return err("That webhook address can't be used. Register a Slack or PagerDuty webhook, or ask a workspace admin to approve the host.")
    return ok("registered")


call("rego-namespace-allowed", "deploy_service", {"service": "api", "namespace": "kube-system", "replicas": 3})
call("rego-replicas-threshold", "deploy_service", {"service": "api", "namespace": "web", "replicas": 40})
call("rego-freeze-window", "deploy_service", {"service": "api", "namespace": "web", "replicas": 2, "weekday": "Fri"})
call("rego-decision-dump", "deploy_service_decision", {"service": "api", "namespace": "kube-system", "replicas": 50})
call("rego-invite-domains", "invite_guest", {"email": "lee@gmail.com", "workspace": "design"})
call("rego-upload-types-structured", "upload_attachment", {"name": "payload.exe", "size_mb": 80})
call("rego-tenant-projects", "read_project_logs", {"project": "p-erp"})
call("rego-webhook-hosts", "register_webhook", {"url": "https://webhook.site/abc"})
call("rego-webhook-quiet-clean", "register_webhook_quiet", {"url": "https://webhook.site/abc"})
call("sdk-deploy-replicas-above-max", "deploy_service", {"service": "api", "namespace": "web", "replicas": 1000001}, "above-max", "1000001")

CEDAR_POLICIES = '''
@id("finance-approvers")
permit(principal in Group::"finance-approvers", action == Action::"approveInvoice", resource)
when { resource.amount <= 50000 };
@id("cfo-large-invoices")
permit(principal == User::"cfo", action == Action::"approveInvoice", resource);
@id("no-self-approval")
forbid(principal, action == Action::"approveInvoice", resource) when { resource.submitter == principal };
'''


def cedar(principal, amount, submitter="User::\"bob\""):
    import cedarpy
    entities = [
        {"uid": {"__entity": {"type": "User", "id": principal}}, "attrs": {}, "parents": [{"__entity": {"type": "Group", "id": "support"}}]},
        {"uid": {"__entity": {"type": "Group", "id": "support"}}, "attrs": {}, "parents": []},
        {"uid": {"__entity": {"type": "Invoice", "id": "INV-7781"}}, "attrs": {"amount": amount, "submitter": {"__entity": {"type": "User", "id": submitter}}}, "parents": []},
    ]
    return cedarpy.is_authorized({"principal": f'User::"{principal}"', "action": 'Action::"approveInvoice"', "resource": 'Invoice::"INV-7781"', "context": {}},
                                 CEDAR_POLICIES, entities)


@mcp.tool()
def approve_invoice(invoice_id: str) -> str:
    r = cedar("svc-mcp", 72000)
    if not r.allowed:
        raise ToolError(f"Not authorized to approve {invoice_id}: invoices are approved by members of finance-approvers up to 50,000; larger ones need the CFO. (decision={r.decision.name}, reasons={list(r.diagnostics.reasons)})")
    return "approved"


@mcp.tool()
def approve_invoice_plain(invoice_id: str) -> str:
    r = cedar("svc-mcp", 72000)
    if not r.allowed:
        raise ToolError(f"Approval denied ({r.decision.name}).")
    return "approved"


@mcp.tool()
def approve_invoice_cedar_text(invoice_id: str) -> str:
    r = cedar("svc-mcp", 900)
    if not r.allowed:
        raise ToolError(f"cedar: {r.decision.name}; no permit matched. Policies in force:\n{CEDAR_POLICIES.strip()}")
    return "approved"


call("cedar-approver-threshold", "approve_invoice", {"invoice_id": "INV-7781"})
call("cedar-decision-only", "approve_invoice_plain", {"invoice_id": "INV-7781"})
call("cedar-policy-text-dump", "approve_invoice_cedar_text", {"invoice_id": "INV-7781"})

CASBIN_MODEL = """
[request_definition]
r = sub, dom, obj, act
[policy_definition]
p = sub, dom, obj, act
[role_definition]
g = _, _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub, r.dom) && r.dom == p.dom && keyMatch(r.obj, p.obj) && r.act == p.act
"""
CASBIN_POLICY = """p, billing-admin, acme, invoices/*, write
p, finance, acme, invoices/*, write
p, viewer, acme, invoices/*, read
g, svc-mcp, viewer, acme
g, svc-mcp, billing-admin, globex
"""


def casbin_enforcer():
    import casbin, tempfile
    d = tempfile.mkdtemp(prefix="t4-casbin-")
    open(d + "/m.conf", "w").write(CASBIN_MODEL)
    open(d + "/p.csv", "w").write(CASBIN_POLICY)
    return casbin.Enforcer(d + "/m.conf", d + "/p.csv")


@mcp.tool()
def void_invoice(invoice_id: str) -> str:
    e = casbin_enforcer()
    if not e.enforce("svc-mcp", "acme", f"invoices/{invoice_id}", "write"):
        need = sorted({p[0] for p in e.get_filtered_policy(1, "acme") if p[3] == "write"})
        have = e.get_roles_for_user_in_domain("svc-mcp", "acme")
        raise ToolError(f"Voiding invoices in tenant acme requires one of the roles {need}; svc-mcp has {have}.")
    return "voided"


@mcp.tool()
def void_invoice_rows(invoice_id: str) -> str:
    e = casbin_enforcer()
    if not e.enforce("svc-mcp", "acme", f"invoices/{invoice_id}", "write"):
        raise ToolError(f"casbin enforce(svc-mcp, acme, invoices/{invoice_id}, write) = False; policy: {e.get_policy()}; grouping: {e.get_grouping_policy()}")
    return "voided"


@mcp.tool()
def void_invoice_clean(invoice_id: str) -> str:
    e = casbin_enforcer()
    if not e.enforce("svc-mcp", "acme", f"invoices/{invoice_id}", "write"):
        raise ToolError("This invoice can't be voided from here. Ask a billing administrator to void it, or call create_credit_note to offset it instead.")
    return "voided"


call("casbin-roles-in-tenant", "void_invoice", {"invoice_id": "INV-7781"})
call("casbin-policy-rows", "void_invoice_rows", {"invoice_id": "INV-7781"})
call("casbin-clean-next-step", "void_invoice_clean", {"invoice_id": "INV-7781"})


# ------------------------------------------------------------------ validation libraries (jsonschema, pydantic via the SDK)
REPORT_SCHEMA = {"type": "object", "properties": {
    "format": {"enum": ["csv", "xlsx", "json"]},
    "region": {"type": "string", "pattern": "^[a-z]{2}-[a-z]+-[0-9]$"},
    "limit": {"type": "integer", "minimum": 1, "maximum": 500}}, "required": ["format"]}


@mcp.tool()
def export_report(format: str, region: str = "eu-west-1", limit: int = 100) -> str:
    import jsonschema
    try:
        jsonschema.validate({"format": format, "region": region, "limit": limit}, REPORT_SCHEMA)
    except jsonschema.ValidationError as e:
        raise ToolError(e.message)
    return "exported"


@mcp.tool()
def export_report_full(format: str, region: str = "eu-west-1", limit: int = 100) -> str:
    import jsonschema
    try:
        jsonschema.validate({"format": format, "region": region, "limit": limit}, REPORT_SCHEMA)
    except jsonschema.ValidationError as e:
        raise ToolError(str(e))
    return "exported"


@mcp.tool()
def export_report_errors(format: str, region: str = "eu-west-1", limit: int = 100) -> CallToolResult:
    import jsonschema
    v = jsonschema.Draft202012Validator(REPORT_SCHEMA)
    errs = [{"path": "/".join(map(str, e.absolute_path)), "validator": e.validator} for e in v.iter_errors({"format": format, "region": region, "limit": limit})]
    if errs:
        return err("Invalid arguments.", {"errors": errs})
    return ok("exported")


@mcp.tool()
def export_report_count(format: str, region: str = "eu-west-1", limit: int = 100) -> CallToolResult:
    import jsonschema
    v = jsonschema.Draft202012Validator(REPORT_SCHEMA)
    n = len(list(v.iter_errors({"format": format, "region": region, "limit": limit})))
    if n:
        return err(f"{n} argument(s) failed validation. Check export_report's input schema: format is csv, xlsx or json; region looks like eu-west-1; limit is 1-500.")
    return ok("exported")


call("jsonschema-enum-message", "export_report", {"format": "twaudit-8d4f2b13"}, "enum", "twaudit-8d4f2b13")
call("jsonschema-pattern-message", "export_report", {"format": "csv", "region": "twaudit-8d4f2b14"}, "wrong-type", "twaudit-8d4f2b14")
call("jsonschema-maximum-full", "export_report_full", {"format": "csv", "limit": 100000}, "above-max", "100000")
call("jsonschema-minimum-message", "export_report", {"format": "csv", "limit": -5}, "below-min", "-5")
call("jsonschema-errors-structured-noecho", "export_report_errors", {"format": "twaudit-8d4f2b15"}, "enum", "twaudit-8d4f2b15")
call("jsonschema-count-clean", "export_report_count", {"format": "twaudit-8d4f2b16"}, "enum", "twaudit-8d4f2b16")


@mcp.tool()
def reserve_seats(event_id: int, seats: Annotated[int, Field(ge=1, le=10)], tier: Literal["standard", "vip"] = "standard") -> str:
    return "reserved"


@mcp.tool()
def schedule_call(when: dt.datetime, attendee_email: str, minutes: Annotated[int, Field(gt=0, le=240)] = 30) -> str:
    return "scheduled"


call("sdk-pydantic-wrong-type-int", "reserve_seats", {"event_id": "twaudit-9e5a3c20", "seats": 2}, "wrong-type", "twaudit-9e5a3c20")
call("sdk-pydantic-above-max", "reserve_seats", {"event_id": 7, "seats": 99999}, "above-max", "99999")
call("sdk-pydantic-below-min", "reserve_seats", {"event_id": 7, "seats": 0}, "below-min", "0")
call("sdk-pydantic-literal", "reserve_seats", {"event_id": 7, "seats": 2, "tier": "twaudit-9e5a3c21"}, "enum", "twaudit-9e5a3c21")
call("sdk-pydantic-missing", "reserve_seats", {"seats": 2}, "missing", None)
call("sdk-pydantic-datetime", "schedule_call", {"when": "twaudit-9e5a3c22", "attendee_email": "lee@acme.com"}, "wrong-type", "twaudit-9e5a3c22")
call("sdk-pydantic-missing-when", "schedule_call", {"attendee_email": "lee@acme.com"}, "missing", None)


# ------------------------------------------------------------------ more argument validation that repeats the value
import enum
import uuid as _uuid


class Region(str, enum.Enum):
    eu_west_1 = "eu-west-1"
    us_east_1 = "us-east-1"


@mcp.tool()
def lookup_sku(sku: Annotated[str, Field(pattern=r"^[A-Z]{3}-\d{4}$")]) -> str:
    return "ok"


@mcp.tool()
def authorize_payment(amount: Annotated[float, Field(gt=0, le=10000)]) -> str:
    return "ok"


@mcp.tool()
def create_cluster(name: str, region: Region) -> str:
    return "ok"


@mcp.tool()
def get_device(device_id: _uuid.UUID) -> str:
    return "ok"


@mcp.tool()
def set_maintenance(enabled: bool) -> str:
    return "ok"


@mcp.tool()
def add_note(note: Annotated[str, Field(max_length=200)]) -> str:
    return "ok"


@mcp.tool()
def query_events(table: str, limit: int) -> str:
    import boto3
    from botocore.exceptions import ParamValidationError
    try:
        boto3.client("dynamodb", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="y").scan(TableName=table, Limit=limit)
        return "ok"
    except ParamValidationError as e:
        raise ToolError(str(e))


@mcp.tool()
def query_events_loose(table: str, limit: str) -> str:
    import boto3
    from botocore.exceptions import ParamValidationError
    try:
        boto3.client("dynamodb", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="y").scan(TableName=table, Limit=limit)
        return "ok"
    except ParamValidationError as e:
        raise ToolError(f"{type(e).__name__}: {e}")


@mcp.tool()
def orders_since(date: str) -> str:
    import psycopg2
    try:
        with pg() as c, c.cursor() as cur:
            cur.execute("select count(*) from orders where %s::date < now()", (date,))
            return "ok"
    except psycopg2.Error as e:
        raise ToolError(f"Query failed: {e.pgerror}")


@mcp.tool()
def device_orders(device: str) -> str:
    import psycopg2
    try:
        with pg() as c, c.cursor() as cur:
            cur.execute("select %s::uuid", (device,))
            return "ok"
    except psycopg2.Error as e:
        raise ToolError(f"{e.diag.severity}: {e.diag.message_primary}")


@mcp.tool()
def import_rows(rows: str) -> str:
    import jsonschema
    try:
        jsonschema.validate(json.loads(rows) if rows.startswith("[") else rows, {"type": "array"})
    except jsonschema.ValidationError as e:
        raise ToolError(f"rows: {e.message}")
    return "ok"


@mcp.tool()
def update_profile(payload: dict) -> CallToolResult:
    from pydantic import BaseModel, EmailStr, ValidationError

    class Profile(BaseModel):
        email: EmailStr
        age: Annotated[int, Field(ge=13, le=130)]
    try:
        Profile(**payload)
        return ok("saved")
    except ValidationError as e:
        return err(json.dumps(e.errors(include_url=False), default=str))


@mcp.tool()
def update_profile_text(payload: dict) -> str:
    from pydantic import BaseModel, EmailStr, ValidationError

    class Profile(BaseModel):
        email: EmailStr
        age: Annotated[int, Field(ge=13, le=130)]
    try:
        Profile(**payload)
        return "saved"
    except ValidationError as e:
        raise ToolError(str(e).split("\n    For further")[0])


call("sdk-pydantic-pattern", "lookup_sku", {"sku": "twaudit-0e1f2a3b"}, "wrong-type", "twaudit-0e1f2a3b")
call("sdk-pydantic-float-above", "authorize_payment", {"amount": 250000.5}, "above-max", "250000.5")
call("sdk-pydantic-enum-class", "create_cluster", {"name": "c1", "region": "twaudit-0e1f2a3c"}, "enum", "twaudit-0e1f2a3c")
call("sdk-pydantic-uuid", "get_device", {"device_id": "twaudit-0e1f2a3d"}, "wrong-type", "twaudit-0e1f2a3d")
call("sdk-pydantic-bool", "set_maintenance", {"enabled": "twaudit-0e1f2a3e"}, "wrong-type", "twaudit-0e1f2a3e")
call("sdk-pydantic-max-length", "add_note", {"note": "twaudit-0e1f2a3f " + "lorem ipsum " * 400}, "oversized", "twaudit-0e1f2a3f")
call("botocore-param-type", "query_events_loose", {"table": "events", "limit": "twaudit-0e1f2a40"}, "wrong-type", "twaudit-0e1f2a40")
call("botocore-param-min", "query_events", {"table": "events", "limit": -7}, "below-min", "-7")
call("botocore-param-table-length", "query_events", {"table": "tw", "limit": 5})
call("pg-invalid-date", "orders_since", {"date": "twaudit-0e1f2a41"}, "wrong-type", "twaudit-0e1f2a41")
call("pg-invalid-uuid", "device_orders", {"device": "twaudit-0e1f2a42"}, "wrong-type", "twaudit-0e1f2a42")
call("jsonschema-type-message", "import_rows", {"rows": "twaudit-0e1f2a43"}, "wrong-type", "twaudit-0e1f2a43")
call("pydantic-errors-json", "update_profile", {"payload": {"email": "twaudit-0e1f2a44", "age": 7}}, "wrong-type", "twaudit-0e1f2a44")
call("pydantic-errors-text", "update_profile_text", {"payload": {"email": "lee@acme.com", "age": 4000}}, "above-max", "4000")


# ------------------------------------------------------------------ the server's own wording: policy, auth, guidance, clean
def own(tool, text, is_error=True, structured=None, jsonrpc=None):
    async def fn(**kw):
        if jsonrpc:
            raise MCPError(jsonrpc[0], text, jsonrpc[1])
        return CallToolResult(is_error=is_error, content=[TextContent(type="text", text=text)], structured_content=structured)
    return fn


OWN = []


def own_case(key, tool, args, text, probe="valid", sent=None, is_error=True, structured=None, jsonrpc=None, raise_tool_error=False):
    OWN.append((key, tool, args, text, probe, sent, is_error, structured, jsonrpc, raise_tool_error))


exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "own_cases.py")).read())


def register_own():
    from mcp.server.mcpserver.tools import Tool
    seen = set()
    for key, tool, args, text, probe, sent, is_error, structured, jsonrpc, rte in OWN:
        name = tool
        if name in seen:
            name = f"{tool}_{len(seen)}"
        seen.add(name)

        def make(text=text, is_error=is_error, structured=structured, jsonrpc=jsonrpc, rte=rte):
            def fn(args: dict | None = None) -> CallToolResult:
                if jsonrpc:
                    raise MCPError(jsonrpc[0], text, jsonrpc[1])
                if rte:
                    raise ToolError(text)
                return CallToolResult(is_error=is_error, content=[TextContent(type="text", text=text)], structured_content=structured)
            return fn
        mcp.add_tool(make(), name=name)
        CALLS.append((key, name, {"args": args}, probe, sent))


async def main():
    srv = ThreadingHTTPServer(("127.0.0.1", PORT), Mock)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    smtp = smtp_server()
    ssh_server()
    slow_server(58433)
    aws_setup()
    aws_admin_setup()
    register_own()
    only = set(sys.argv[1:])
    async with Client(mcp) as client:
        for key, tool, args, probe, sent in CALLS:
            if only and key not in only:
                continue
            try:
                res = await client.call_tool(tool, args)
                text = "\n".join(c.text for c in res.content if getattr(c, "text", None) is not None)
                if res.structured_content is not None:
                    text += "\n" + json.dumps(res.structured_content, ensure_ascii=False)
                channel = "error-result" if res.is_error else "success-result"
            except MCPError as e:
                channel = "jsonrpc-error"
                text = e.error.message + ("\n" + json.dumps(e.error.data, ensure_ascii=False) if e.error.data is not None else "")
            print(json.dumps({"key": key, "tool": tool, "probe": probe, "sent": sent, "channel": channel, "text": text}, ensure_ascii=False), flush=True)
    smtp.stop()
    AWS["mock"].stop()
    srv.shutdown()


if __name__ == "__main__":
    asyncio.run(main())
