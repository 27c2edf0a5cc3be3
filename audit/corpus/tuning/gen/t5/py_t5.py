"""Fifth-batch Python generator (ids t5-...): an MCP server on the official Python SDK (mcp 2.3.0, MCPServer,
ToolError, CallToolResult) whose tools fail the way real servers do. Exceptions come from real client libraries:
requests, httpx, aiohttp, PyGithub, slack_sdk, stripe, openai, elasticsearch, boto3/botocore, google-api-core,
azure-core, psycopg 3 and SQLAlchemy against the private PostgreSQL of services.sh, redis-py against its Redis,
sqlite3, pymongo and ldap3 against closed ports, jsonschema, pydantic, PyJWT, Authlib/joserfc, and real policy
engines (regopy = Rego, cedarpy, casbin). Hosted services (GitLab, Jira, Notion, Twilio, SendGrid, Shopify, HubSpot,
Datadog, PagerDuty, Cloudflare, Vault, Okta, Auth0, Salesforce, Zendesk, Snowflake, AWS, Google, Azure, ...) are a
local mock serving the error body each one documents; the real client parses it. An in-process Client calls each
tool with the auditor's probe arguments and prints one JSON line per call (to /tmp/t5-out/py.jsonl).
Run with the venv named in run-all.sh.
"""
import asyncio
import json
import os
import sqlite3
import sys
import threading
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Annotated, Literal

from pydantic import BaseModel, Field
from mcp import Client, MCPError
from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult, TextContent

PORT = 58581
BASE = f"http://127.0.0.1:{PORT}"
PG = "host=127.0.0.1 port=55445 dbname=helpdesk"
REDIS_PORT = 56395
CLOSED = 59997  # nothing listens here

mcp = MCPServer("t5-ops")
CALLS = []


def call(key, tool, args=None, probe="valid", sent=None):
    CALLS.append((key, tool, args or {}, probe, sent))


def err(text, structured=None):
    return CallToolResult(is_error=True, content=[TextContent(type="text", text=text)], structured_content=structured)


def ok(text, structured=None):
    return CallToolResult(is_error=False, content=[TextContent(type="text", text=text)], structured_content=structured)


# ------------------------------------------------------------------ local mock: documented error bodies
J = {"Content-Type": "application/json"}
H = {"Content-Type": "text/html; charset=UTF-8"}
X = {"Content-Type": "text/xml"}
ES = {"Content-Type": "application/json", "X-Elastic-Product": "Elasticsearch"}
AWSJ = {"Content-Type": "application/x-amz-json-1.1"}
ROUTES = {
    # GitLab REST (docs.gitlab.com/api/rest/troubleshooting)
    "GET /gitlab/api/v4/projects/platform%2Finfra": (403, J, {"error": "insufficient_scope", "error_description": "The request requires higher privileges than provided by the access token.", "scope": "api read_api"}),
    "GET /gitlab/api/v4/user": (401, J, {"message": "401 Unauthorized"}),
    "POST /gitlab/api/v4/projects/platform%2Finfra/repository/commits": (403, J, {"message": "You are not allowed to push into this branch"}),
    "GET /gitlab/api/v4/projects/platform%2Fold-site": (404, J, {"message": "404 Project Not Found"}),
    # Jira Cloud REST v3
    "GET /jira/rest/api/3/issue/SEC-88": (403, J, {"errorMessages": ["You do not have the permission to see the specified issue."], "errors": {}}),
    "POST /jira/rest/api/3/issue/OPS-12/transitions": (400, J, {"errorMessages": ["Transition id '31' is not valid for this issue."], "errors": {}}),
    # Notion API
    "GET /notion/v1/users/me": (401, J, {"object": "error", "status": 401, "code": "unauthorized", "message": "API token is invalid.", "request_id": "9a1c2e5b-3f7d-4b8a-a6e0-1d2c3b4a5f60"}),
    "GET /notion/v1/pages/59833787-2cf9-4fdf-8782-e53db20768a5": (404, J, {"object": "error", "status": 404, "code": "object_not_found", "message": "Could not find page with ID: 59833787-2cf9-4fdf-8782-e53db20768a5. Make sure the relevant pages and databases are shared with your integration.", "request_id": "0c7e1f2a-8b3d-4e5f-9a6b-7c8d9e0f1a2b"}),
    "POST /notion/v1/databases/f1e2d3c4b5a697887766554433221100/query": (403, J, {"object": "error", "status": 403, "code": "restricted_resource", "message": "Insufficient permissions for this endpoint.", "request_id": "3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7"}),
    # Twilio (twilio.com/docs/errors)
    "POST /twilio/2010-04-01/Accounts/AC5f1e0b7d2c3a4b8e9f0a1b2c3d4e5f60/Messages.json": None,
    "GET /twilio/2010-04-01/Accounts/AC5f1e0b7d2c3a4b8e9f0a1b2c3d4e5f60/Calls.json": (401, J, {"code": 20003, "message": "Authenticate", "more_info": "https://www.twilio.com/docs/errors/20003", "status": 401}),
    # SendGrid v3
    "POST /sendgrid/v3/mail/send": None,
    "GET /sendgrid/v3/suppression/bounces": (403, J, {"errors": [{"field": None, "message": "access forbidden"}]}),
    # Shopify Admin REST
    "GET /shopify/admin/api/2025-01/orders.json": (403, J, {"errors": "[API] This action requires merchant approval for read_orders scope."}),
    "GET /shopify/admin/api/2025-01/products.json": (429, {**J, "Retry-After": "2.0"}, {"errors": "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service."}),
    # HubSpot
    "POST /hubspot/crm/v3/objects/contacts": (403, J, {"status": "error", "message": "This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes.", "correlationId": "2b8f4c1e-7a3d-4e9b-8c0f-5d6e7a8b9c0d", "errors": [{"message": "One or more of the following scopes are required.", "context": {"requiredGranularScopes": ["crm.objects.contacts.write"]}}], "links": {"scopes": "https://developers.hubspot.com/scopes"}, "category": "MISSING_SCOPES"}),
    # Datadog
    "POST /datadog/api/v1/monitor": (403, J, {"errors": ["Forbidden"]}),
    "GET /datadog/api/v1/validate": (403, J, {"errors": ["Forbidden"]}),
    # PagerDuty
    "POST /pagerduty/incidents": (400, J, {"error": {"message": "Invalid Input Provided", "code": 2001, "errors": ["Urgency must be one of high, low, suppressed, severity_based."]}}),
    "GET /pagerduty/oncalls": (401, J, {"error": {"message": "Invalid Credentials", "code": 2006}}),
    # Cloudflare API v4 and a Cloudflare block page
    "GET /cloudflare/client/v4/zones": (403, J, {"success": False, "errors": [{"code": 10000, "message": "Authentication error"}], "messages": [], "result": None}),
    "GET /partner/catalog/v1/items": (403, H, "<!DOCTYPE html>\n<!--[if lt IE 7]> <html class=\"no-js ie6 oldie\" lang=\"en-US\"> <![endif]-->\n<head>\n<title>Attention Required! | Cloudflare</title>\n</head>\n<body>\n<div id=\"cf-wrapper\">\n<h1 data-translate=\"block_headline\">Sorry, you have been blocked</h1>\n<h2 class=\"cf-subheadline\"><span data-translate=\"unable_to_access\">You are unable to access</span> catalog.partner-supply.com</h2>\n<p>This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution.</p>\n<span class=\"cf-footer-item sm:block sm:mb-1\">Cloudflare Ray ID: <strong class=\"font-semibold\">8e7f1a2b3c4d5e6f</strong></span>\n<span class=\"cf-footer-item sm:block sm:mb-1\">Your IP: 198.51.100.77</span>\n</div>\n</body>\n</html>\n"),
    # HashiCorp Vault
    "GET /vault/v1/secret/data/payments/stripe": (403, J, {"errors": ["1 error occurred:\n\t* permission denied\n\n"]}),
    "GET /vault/v1/database/creds/readonly": (503, J, {"errors": ["Vault is sealed"]}),
    # Okta
    "GET /okta/api/v1/users/me": (401, J, {"errorCode": "E0000011", "errorSummary": "Invalid token provided", "errorLink": "E0000011", "errorId": "oae3iIG8w5ZQ1WnB6yCdhKqtg", "errorCauses": []}),
    "POST /okta/api/v1/groups/00g1emaKYZTWRYYRRTSK/users/00u1f96ECLNVOKVMUSEA": (403, J, {"errorCode": "E0000006", "errorSummary": "You do not have permission to perform the requested action", "errorLink": "E0000006", "errorId": "oaeMfvZy0mnTcK6b_1iwaFCxA", "errorCauses": []}),
    "POST /okta/api/v1/users": (400, J, {"errorCode": "E0000001", "errorSummary": "Api validation failed: password", "errorLink": "E0000001", "errorId": "oaeW1k8Yz2QOdZ4mVRaXqGf3A", "errorCauses": [{"errorSummary": "password: Password requirements: at least 12 characters, a lowercase letter, an uppercase letter, a number, a symbol, no parts of your username. Your password cannot be any of your last 24 passwords."}]}),
    # Auth0 Management API
    "GET /auth0/api/v2/users": (401, J, {"statusCode": 401, "error": "Unauthorized", "message": "Expired token received for JSON Web Token validation", "attributes": {"error": "Expired token received for JSON Web Token validation"}}),
    "DELETE /auth0/api/v2/users/auth0|64f1c2": (403, J, {"statusCode": 403, "error": "Forbidden", "message": "Insufficient scope, expected any of: delete:users", "errorCode": "insufficient_scope"}),
    # Salesforce REST
    "GET /salesforce/services/data/v60.0/sobjects/Account/001Dn00000Kq7ZAIAZ": (401, J, [{"message": "Session expired or invalid", "errorCode": "INVALID_SESSION_ID"}]),
    "GET /salesforce/services/data/v60.0/query": None,
    # Zendesk
    "GET /zendesk/api/v2/tickets/4411.json": (403, J, {"error": "Forbidden", "description": "You do not have access to this page. Please contact the account owner of this help desk for further help."}),
    # Snowflake SQL API
    "POST /snowflake/api/v2/statements": None,
    # Elasticsearch
    "POST /es/payroll-2025/_search": (403, ES, {"error": {"root_cause": [{"type": "security_exception", "reason": "action [indices:data/read/search] is unauthorized for user [mcp_reader] with effective roles [logs_reader] on indices [payroll-2025], this action is granted by the index privileges [read,all]"}], "type": "security_exception", "reason": "action [indices:data/read/search] is unauthorized for user [mcp_reader] with effective roles [logs_reader] on indices [payroll-2025], this action is granted by the index privileges [read,all]"}, "status": 403}),
    "POST /es/logs-app/_search": None,
    "POST /es/metrics-archive-2019/_search": (404, ES, {"error": {"root_cause": [{"type": "index_not_found_exception", "reason": "no such index [metrics-archive-2019]", "resource.type": "index_or_alias", "resource.id": "metrics-archive-2019", "index_uuid": "_na_", "index": "metrics-archive-2019"}], "type": "index_not_found_exception", "reason": "no such index [metrics-archive-2019]", "resource.type": "index_or_alias", "resource.id": "metrics-archive-2019", "index_uuid": "_na_", "index": "metrics-archive-2019"}, "status": 404}),
    "GET /es/_cluster/health": (401, {**ES, "WWW-Authenticate": "Basic realm=\"security\" charset=\"UTF-8\""}, {"error": {"root_cause": [{"type": "security_exception", "reason": "unable to authenticate user [mcp_reader] for REST request [/_cluster/health]", "header": {"WWW-Authenticate": ["Basic realm=\"security\" charset=\"UTF-8\"", "ApiKey"]}}], "type": "security_exception", "reason": "unable to authenticate user [mcp_reader] for REST request [/_cluster/health]"}, "status": 401}),
    # AWS (botocore parses these)
    "POST /aws-sts": (403, X, '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>ExpiredToken</Code><Message>The security token included in the request is expired</Message></Error><RequestId>4c1f0d2e-9b8a-4f7e-8d6c-5b4a3f2e1d0c</RequestId></ErrorResponse>'),
    "POST /aws-kms": (400, AWSJ, {"__type": "AccessDeniedException", "message": "User: arn:aws:sts::482913775120:assumed-role/mcp-runner/i-0a7c3e9f1b2d4c6e8 is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-1:482913775120:key/7d2e4f6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a because no identity-based policy allows the kms:Decrypt action"}),
    "POST /aws-sm": (400, AWSJ, {"__type": "ResourceNotFoundException", "Message": "Secrets Manager can't find the specified secret."}),
    "POST /aws-lambda/2015-03-31/functions/nightly-rollup/invocations": (429, {"Content-Type": "application/json", "x-amzn-ErrorType": "TooManyRequestsException"}, {"Reason": "ReservedFunctionConcurrentInvocationLimitExceeded", "Type": "User", "message": "Rate Exceeded."}),
    "POST /aws-sqs": (400, {"Content-Type": "application/x-amz-json-1.0", "x-amzn-query-error": "AWS.SimpleQueueService.NonExistentQueue;Sender"}, {"__type": "com.amazonaws.sqs#QueueDoesNotExist", "message": "The specified queue does not exist."}),
    # Google APIs
    "POST /gcp/v1/projects/acme-events/topics/orders:publish": (403, J, {"error": {"code": 403, "message": "User not authorized to perform this action.", "status": "PERMISSION_DENIED", "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "IAM_PERMISSION_DENIED", "domain": "pubsub.googleapis.com", "metadata": {"permission": "pubsub.topics.publish", "resource": "projects/acme-events/topics/orders"}}]}}),
    "POST /gcp/compute/v1/projects/acme-ml/zones/us-central1-a/instances": (412, J, {"error": {"code": 412, "message": "Constraint constraints/gcp.resourceLocations violated for projects/acme-ml. Location us-central1-a is not allowed; allowed values: in:eu-locations.", "errors": [{"message": "Constraint constraints/gcp.resourceLocations violated for projects/acme-ml.", "domain": "global", "reason": "conditionNotMet"}], "status": "FAILED_PRECONDITION"}}),
    # Azure
    "PUT /azure/subscriptions/3b9e1c7a-5d2f-4a8e-b6c1-0f9d8e7a6b5c/resourceGroups/rg-logs/providers/Microsoft.Storage/storageAccounts/stacmelogs": (403, J, {"error": {"code": "RequestDisallowedByPolicy", "target": "stacmelogs", "message": "Resource 'stacmelogs' was disallowed by policy. Reasons: 'Resources may only be deployed to westeurope or northeurope.'. See error details for policy resource IDs.", "additionalInfo": [{"type": "PolicyViolation", "info": {"evaluationDetails": {"evaluatedExpressions": [{"result": "False", "expressionKind": "Field", "expression": "location", "path": "location", "expressionValue": "eastus", "targetValue": ["westeurope", "northeurope"], "operator": "In"}]}, "policyDefinitionId": "/providers/Microsoft.Authorization/policyDefinitions/e56962a6-4747-49cd-b67b-bf8b01975c4c", "policyAssignmentId": "/subscriptions/3b9e1c7a-5d2f-4a8e-b6c1-0f9d8e7a6b5c/providers/Microsoft.Authorization/policyAssignments/allowed-locations", "policyAssignmentName": "allowed-locations"}}]}}),
    "POST /graph/v1.0/groups/7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b/members/$ref": (403, J, {"error": {"code": "Authorization_RequestDenied", "message": "Insufficient privileges to complete the operation.", "innerError": {"date": "2026-11-29T10:41:07", "request-id": "b7e2c1d0-3f4a-4b5c-9d8e-7f6a5b4c3d2e", "client-request-id": "b7e2c1d0-3f4a-4b5c-9d8e-7f6a5b4c3d2e"}}}),
    # Stripe / OpenAI / GitHub / Slack, new bodies
    "POST /stripe/v1/charges": (400, J, {"error": {"code": "testmode_charges_only", "doc_url": "https://stripe.com/docs/error-codes/testmode-charges-only", "message": "Your account cannot currently make live charges.", "type": "invalid_request_error", "request_log_url": "https://dashboard.stripe.com/logs/req_4Qa9Zx2LmP0kTe"}}),
    "POST /stripe/v1/subscriptions": (400, J, {"error": {"code": "parameter_invalid_integer", "doc_url": "https://stripe.com/docs/error-codes/parameter-invalid-integer", "message": "Invalid integer: twaudit-5e1a7c30", "param": "trial_period_days", "type": "invalid_request_error"}}),
    "POST /openai/v1/chat/completions": (429, J, {"error": {"message": "Rate limit reached for gpt-4o in organization org-Vq2Lm8sPz0KdRt4E on tokens per min (TPM): Limit 30000, Used 29812, Requested 1604. Please try again in 2.832s. Visit https://platform.openai.com/account/rate-limits to learn more.", "type": "tokens", "param": None, "code": "rate_limit_exceeded"}}),
    "POST /openai/v1/audio/transcriptions": (403, J, {"error": {"code": "unsupported_country_region_territory", "message": "Country, region, or territory not supported", "param": None, "type": "request_forbidden"}}),
    "POST /openai/v1/moderations": (200, J, {"id": "modr-8c1f2e", "model": "omni-moderation-latest", "results": [{"flagged": True, "categories": {"harassment": False, "violence": True, "illicit": True, "self-harm": False}, "category_scores": {"harassment": 0.012, "violence": 0.913, "illicit": 0.771, "self-harm": 0.0004}}]}),
    "GET /gh/repos/acme/billing": (403, J, {"message": "`acme` forbids access via a fine-grained personal access tokens if the token's lifetime is greater than 366 days. Please adjust your token's lifetime at the following URL: https://github.com/settings/personal-access-tokens/4187203", "documentation_url": "https://docs.github.com/rest/repos/repos#get-a-repository", "status": "403"}),
    "POST /gh/repos/acme/web/issues": (422, J, {"message": "Validation Failed", "errors": [{"resource": "Issue", "code": "custom", "field": "title", "message": "title is too long (maximum is 256 characters)"}], "documentation_url": "https://docs.github.com/rest/issues/issues#create-an-issue", "status": "422"}),
    "GET /gh/search/code": (403, {**J, "Retry-After": "60"}, {"message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID D1E2:3F4A:5B6C7D:8E9F0A:6749E3C1.", "documentation_url": "https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits", "status": "403"}),
    "POST /slack/conversations.list": (200, J, {"ok": False, "error": "team_access_not_granted"}),
    "POST /slack/chat.postMessage": (200, J, {"ok": False, "error": "is_archived"}),
    "POST /slack/files.upload": (200, J, {"ok": False, "error": "not_allowed_token_type"}),
    # generic upstreams answering with framework / proxy pages
    "GET /reports/q3": (500, {"Content-Type": "text/plain"}, "Internal Server Error"),
    "GET /ledger/v1/entries": (503, {"Content-Type": "text/plain"}, "no healthy upstream"),
    "GET /legacy/orders/77": (500, H, "<!doctype html>\n<html lang=\"en\">\n<head><title>HTTP Status 500 – Internal Server Error</title></head><body><h1>HTTP Status 500 – Internal Server Error</h1><hr class=\"line\" /><p><b>Type</b> Exception Report</p><p><b>Message</b> Cannot invoke &quot;com.acme.orders.Customer.getTier()&quot; because &quot;customer&quot; is null</p><p><b>Exception</b></p><pre>java.lang.NullPointerException: Cannot invoke &quot;com.acme.orders.Customer.getTier()&quot; because &quot;customer&quot; is null\n\tcom.acme.orders.PricingService.discountFor(PricingService.java:118)\n\tcom.acme.orders.OrderServlet.doGet(OrderServlet.java:64)\n\tjakarta.servlet.http.HttpServlet.service(HttpServlet.java:564)\n</pre><hr class=\"line\" /><h3>Apache Tomcat/10.1.19</h3></body></html>"),
    "GET /geo/v1/lookup": (500, {"Content-Type": "text/plain"}, "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6b2f14]\n\ngoroutine 4182 [running]:\ngithub.com/acme/geo/internal/lookup.(*Resolver).City(0x0, {0xc0004a2f30, 0xc})\n\t/build/internal/lookup/resolver.go:87 +0x34\nnet/http.HandlerFunc.ServeHTTP(0xc0001b8000, {0x8f6a20, 0xc0003ce0e0}, 0xc000512b00)\n\t/usr/local/go/src/net/http/server.go:2136 +0x29\n"),
    "GET /cms/api/pages/home": (500, H, "<!DOCTYPE html>\n<html lang=\"en\">\n<head><title>OperationalError at /api/pages/home</title></head>\n<body>\n<div id=\"summary\"><h1>OperationalError at /api/pages/home</h1><pre class=\"exception_value\">could not translate host name &quot;cms-db.internal.acme.net&quot; to address: Name or service not known</pre>\n<table class=\"meta\"><tr><th>Django Version:</th><td>4.2.11</td></tr><tr><th>Exception Location:</th><td>/opt/cms/venv/lib/python3.11/site-packages/psycopg2/__init__.py, line 122, in connect</td></tr><tr><th>Python Executable:</th><td>/opt/cms/venv/bin/python</td></tr></table></div>\n<div id=\"traceback\"><h2>Traceback</h2><pre>  File &quot;/opt/cms/venv/lib/python3.11/site-packages/django/db/backends/base/base.py&quot;, line 275, in ensure_connection\n    self.connect()\n</pre></div>\n</body>\n</html>\n"),
    "GET /partner/prices/v2": (403, H, "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access \"http&#58;&#47;&#47;prices&#46;partner&#45;supply&#46;com&#47;v2&#63;\" on this server.<P>\nReference&#32;&#35;18&#46;4f2c1d17&#46;1764412882&#46;2a9e51c\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;4f2c1d17&#46;1764412882&#46;2a9e51c</P>\n</BODY>\n</HTML>\n"),
    "GET /shipping/v1/rates": (504, H, "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n"),
    "GET /invoices/api/v1/export": (500, {"Content-Type": "text/html"}, "<!DOCTYPE html>\n<html>\n<head><title>Server Error in '/' Application.</title></head>\n<body>\n<h1>Server Error in '/' Application.<hr></h1>\n<h2><i>Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.</i></h2>\n<b>Exception Details: </b>System.InvalidOperationException: Timeout expired.<br><br>\n<b>Stack Trace:</b><br><br>\n<pre>[InvalidOperationException: Timeout expired.]\n   System.Data.ProviderBase.DbConnectionFactory.TryGetConnection(DbConnection owningConnection) +1124\n   Acme.Invoices.Data.InvoiceRepository.Export(Int32 year) in D:\\build\\Acme.Invoices\\Data\\InvoiceRepository.cs:41\n</pre>\n</body>\n</html>\n"),
    # guard services (documented verdict formats)
    "POST /lakera/v2/guard": (200, J, {"flagged": True, "metadata": {"request_uuid": "5c2e9a1f-7b3d-4e8a-9f0c-1d2e3f4a5b6c"}, "breakdown": [{"detector_type": "prompt_attack", "detected": True}, {"detector_type": "pii/email", "detected": False}]}),
    "POST /contentsafety/text:shieldPrompt": (200, J, {"userPromptAnalysis": {"attackDetected": True}, "documentsAnalysis": []}),
}


def dyn(method, path, body):
    if path.endswith("/Messages.json"):
        if "To=%2B4930" in body:
            return 400, J, {"code": 21408, "message": "Permission to send an SMS has not been enabled for the region indicated by the 'To' number: +493012345678.", "more_info": "https://www.twilio.com/docs/errors/21408", "status": 400}
        return 400, J, {"code": 21608, "message": "The number +15557654321 is unverified. Trial accounts cannot send messages to unverified numbers; verify +15557654321 at twilio.com/user/account/phone-numbers/verified, or purchase a Twilio number to send messages to unverified numbers.", "more_info": "https://www.twilio.com/docs/errors/21608", "status": 400}
    if path == "/sendgrid/v3/mail/send":
        if "marketing" in body:
            return 401, J, {"errors": [{"field": None, "message": "The provided authorization grant is invalid, expired, or revoked", "help": None}]}
        return 403, J, {"errors": [{"field": "from", "message": "The from address does not match a verified Sender Identity. Mail cannot be sent until this error is resolved. Visit https://sendgrid.com/docs/for-developers/sending-email/sender-identity/ to see the Sender Identity requirements", "help": None}]}
    if path == "/salesforce/services/data/v60.0/query":
        from urllib.parse import parse_qs, urlparse
        q = parse_qs(urlparse(path_full[0]).query).get("q", [""])[0]
        col = q.find("OR")
        return 400, J, [{"message": f"\n{q}\n{' ' * col}^\nERROR at Row:1:Column:{col + 1}\nunexpected token: OR", "errorCode": "MALFORMED_QUERY"}]
    if path == "/snowflake/api/v2/statements":
        if "PAYROLL" in body.upper():
            return 422, J, {"code": "002003", "sqlState": "02000", "message": "SQL compilation error:\nObject 'ANALYTICS.PUBLIC.PAYROLL' does not exist or not authorized.", "statementHandle": "01b8e2f4-0001-9c3a-0000-4a1d0002c17e", "statementStatusUrl": "/api/v2/statements/01b8e2f4-0001-9c3a-0000-4a1d0002c17e"}
        return 401, J, {"code": "390144", "message": "JWT token is invalid. [7f3a9c1e-2b4d-4e6f-8a0b-1c2d3e4f5a6b]"}
    if path == "/es/logs-app/_search":
        q = json.loads(body or "{}").get("query", {}).get("query_string", {}).get("query", "")
        r = f"Failed to parse query [{q}]"
        return 400, ES, {"error": {"root_cause": [{"type": "query_shard_exception", "reason": r, "index_uuid": "Yq7mZ2c1Rk-8aL0pWv3xTg", "index": "logs-app"}], "type": "search_phase_execution_exception", "reason": "all shards failed", "phase": "query", "grouped": True, "failed_shards": [{"shard": 0, "index": "logs-app", "node": "7Hc2kQ1pTz6bVx0aL9mRsw", "reason": {"type": "query_shard_exception", "reason": r, "index_uuid": "Yq7mZ2c1Rk-8aL0pWv3xTg", "index": "logs-app", "caused_by": {"type": "parse_exception", "reason": "Cannot parse '" + q + "': Encountered \"<EOF>\" at line 1, column " + str(len(q)) + "."}}}]}, "status": 400}
    return 404, J, {"message": f"mock: no route {method} {path}"}


path_full = [""]


class Mock(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def handle_any(self):
        n = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(n).decode("utf-8", "replace") if n else ""
        path = self.path.split("?")[0]
        path_full[0] = self.path
        r = ROUTES.get(f"{self.command} {path}")
        if r is None:
            r = dyn(self.command, path, body)
        status, headers, payload = r
        data = (payload if isinstance(payload, str) else json.dumps(payload)).encode()
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = handle_any


exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "py_tools.py")).read())
exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "own_cases.py")).read())


def register_own():
    seen = {}
    for key, tool, args, text, probe, sent, is_error, structured, jsonrpc, rte in OWN:
        seen[tool] = seen.get(tool, 0) + 1
        name = tool if seen[tool] == 1 else f"{tool}_{seen[tool]}"

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
    srv.shutdown()


if __name__ == "__main__":
    asyncio.run(main())
