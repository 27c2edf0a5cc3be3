"""Batch 10 auth-failure texts -> out/auth-10.json. Real libraries where noted in produced_by."""
import json, os, socket, subprocess, sys, threading, time, hmac, hashlib
sys.path.insert(0, os.path.dirname(__file__))
from common import Batch, Stub, canary, JSON, HTML, XML, result_text, SANDBOX, ROOT

B = Batch("auth-10.json")
S = "/work/gen-10/gen/gen_auth.py"
A = "auth-failure-as-result"; R = "raw-upstream-text"; P = "policy-enumeration"
V = "validation-echoes-value"; N = "no-retry-guidance"; T = "stack-trace"
EXPECT = {"redis-wrongpass": "username-password", "redis-noauth": "uthentication required", "redis-noperm": "permission",
          "paramiko-authfail": "Authentication failed", "paramiko-badauthtype": "allowed types",
          "aws-sts-invalid": "InvalidClientTokenId", "aws-s3-denied": "AccessDenied", "ldap3-invalid-creds": "invalidCredentials",
          "authlib-google-refresh": "invalid_grant", "itsdangerous-expired": "Signature age"}
def add(id, pb, probe, sent, text, sig, ch="error-result"):
    if id in EXPECT: assert EXPECT[id] in text, (id, text)
    B.add("t10-auth-" + id, pb + "; " + S, ch, probe, sent, text, sig)

# ---------------- PyJWT (real) ----------------
import jwt
K = "sandbox-secret-not-real-000000000000"
now = int(time.time())
def pyjwt_err(fn):
    try:
        fn(); return None
    except Exception as e:
        return e
e = pyjwt_err(lambda: jwt.decode(jwt.encode({"sub": "probe", "exp": now - 600}, K), K, algorithms=["HS256"]))
add("pyjwt-expired", f"PyJWT {jwt.__version__} ExpiredSignatureError message, server wrapper", "valid", None,
    f"Authentication failed: {e}", [A, N])
e = pyjwt_err(lambda: jwt.decode(jwt.encode({"sub": "probe"}, "other-key-not-real-00000000000000"), K, algorithms=["HS256"]))
add("pyjwt-badsig", f"PyJWT {jwt.__version__} InvalidSignatureError, class path passed on", "valid", None,
    f"{type(e).__module__}.{type(e).__name__}: {e}", [A, R, N])
c = canary("pyjwt-decode")
e = pyjwt_err(lambda: jwt.decode(c, K, algorithms=["HS256"]))
add("pyjwt-decode-echo", f"PyJWT {jwt.__version__} DecodeError message, server echoes the token", "valid", c,
    f"Invalid bearer token '{c}': {e}", [A, V, N])
e = pyjwt_err(lambda: jwt.decode(jwt.encode({"sub": "probe", "aud": "billing-api"}, K), K, algorithms=["HS256"], audience="mcp-tools"))
add("pyjwt-aud", f"PyJWT {jwt.__version__} InvalidAudienceError message", "valid", None,
    f"Access token rejected: {e}", [A, N])
e = pyjwt_err(lambda: jwt.decode(jwt.encode({"sub": "probe", "iss": "https://idp.other.test"}, K), K, algorithms=["HS256"], issuer="https://login.acme.test"))
add("pyjwt-iss", f"PyJWT {jwt.__version__} InvalidIssuerError, repr passed on", "valid", None,
    f"token verification error: {e!r}", [A, R, N])
e = pyjwt_err(lambda: jwt.decode(jwt.encode({"sub": "probe"}, K), K, algorithms=["HS256"], options={"require": ["exp"]}))
add("pyjwt-missing-exp", f"PyJWT {jwt.__version__} MissingRequiredClaimError message, server adds next step", "valid", None,
    f"{e}. Request a new access token from the /oauth/token endpoint and call the tool again.", [A])
e = pyjwt_err(lambda: jwt.decode(jwt.encode({"sub": "probe"}, K, algorithm="HS256"), K, algorithms=["RS256", "ES256"]))
add("pyjwt-alg", f"PyJWT {jwt.__version__} InvalidAlgorithmError message, server lists its allowed algorithms", "valid", None,
    f"Unauthorized: {e}. Accepted algorithms: RS256, ES256.", [A, P])
e = pyjwt_err(lambda: jwt.decode(jwt.encode({"sub": "probe", "nbf": now + 86400}, K), K, algorithms=["HS256"]))
add("pyjwt-nbf", f"PyJWT {jwt.__version__} ImmatureSignatureError", "valid", None,
    json.dumps({"error": "invalid_token", "detail": str(e)}), [A, N])

# ---------------- joserfc (real) ----------------
import joserfc
from joserfc import jwt as rjwt
from joserfc.jwk import OctKey
from joserfc import errors as rerr
k1 = OctKey.import_key("sandbox-secret-not-real-32-bytes!!"); k2 = OctKey.import_key("another-secret-not-real-32-bytes!")
tok = rjwt.encode({"alg": "HS256"}, {"sub": "probe", "exp": now - 30}, k1)
try:
    rjwt.decode(rjwt.encode({"alg": "HS256"}, {"sub": "probe"}, k2), k1)
except Exception as ex:
    pass  # joserfc BadSignatureError str() is just "bad_signature: " - too thin, not kept
try:
    t = rjwt.decode(tok, k1); rjwt.JWTClaimsRegistry().validate(t.claims)
except Exception as ex:
    add("joserfc-expired", "joserfc 1.6.5 ExpiredTokenError str(), class name passed on", "valid", None,
        f"{type(ex).__name__}: {ex}", [A, R, N])

# ---------------- node jsonwebtoken / jose (real) ----------------
cj = canary("node-jwt")
nj = json.loads(subprocess.run(["node", os.path.join(ROOT, "node/jwt_errors.js"), cj], capture_output=True, text=True, check=True).stdout)
add("node-jwt-expired", "jsonwebtoken 9.0.3 (node) TokenExpiredError name+message", "valid", None,
    f"{nj['expired']['name']}: {nj['expired']['message']}", [A, R, N])
add("node-jwt-audience", "jsonwebtoken 9.0.3 (node) JsonWebTokenError message (names expected audience)", "valid", None,
    f"Unauthorized - {nj['audience']['message']}", [A, P, N])
add("node-jwt-issuer", "jsonwebtoken 9.0.3 (node) JsonWebTokenError, MCP content+structuredContent", "valid", None,
    result_text([f"Token check failed: {nj['issuer']['message']}"], {"ok": False, "error": nj['issuer']['name']}), [A, R, P, N])
add("node-jwt-missing", "jsonwebtoken 9.0.3 (node) 'jwt must be provided', server adds how to fix", "empty", "",
    f"Authorization failed: {nj['mustprovide']['message']}. Set the ACME_TOKEN environment variable for this server and restart it.", [A])
add("node-jose-claim", "jose 6 (node) JWTClaimValidationFailed code+message", "valid", None,
    f"[{nj['jose_iss']['code']}] {nj['jose_iss']['message']}", [A, R, N])
add("node-jose-sig", "jose 6 (node) JWSSignatureVerificationFailed message", "valid", None,
    f"Could not verify the session token: {nj['jose_badsig']['message']}", [A, N])

# ---------------- itsdangerous (real) ----------------
import itsdangerous
from itsdangerous import URLSafeTimedSerializer, TimestampSigner
class FixedSigner(TimestampSigner):
    clock = 1_700_000_000
    def get_timestamp(self):
        return FixedSigner.clock
ser = URLSafeTimedSerializer("sandbox-secret-not-real", salt="mcp-session", signer=FixedSigner)
cookie = ser.dumps({"uid": 41})
FixedSigner.clock += 3725
try:
    ser.loads(cookie, max_age=3600)
except itsdangerous.SignatureExpired as ex:
    add("itsdangerous-expired", "itsdangerous 2.2.0 SignatureExpired message (max_age 3600)", "valid", None,
        f"Session expired: {ex}", [A, P, N])
ci = canary("itsd")
try:
    ser.loads(ci)
except itsdangerous.BadSignature as ex:
    add("itsdangerous-nodot", "itsdangerous 2.2.0 BadSignature message for a session value without a signature", "valid", ci,
        f"session rejected ({type(ex).__name__}): {ex}", [A, R, N])
try:
    URLSafeTimedSerializer("another-secret", salt="mcp-session").loads(cookie)
except itsdangerous.BadSignature as ex:
    add("itsdangerous-badsig", "itsdangerous 2.2.0 BadTimeSignature message (contains the signature bytes)", "valid", None,
        f"Invalid session cookie: {ex}. Sign in again to get a new session.", [A])

# ---------------- requests / httpx against a 127.0.0.1 stub serving documented bodies ----------------
import requests, httpx
cs_openai = canary("openai-key"); cs_stripe = canary("stripe-key")
routes = {
 "/gh/user": (401, JSON, json.dumps({"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"})),
 "/gh/contents": (403, dict(JSON, **{"X-Accepted-GitHub-Permissions": "contents=write"}), json.dumps({"message": "Resource not accessible by personal access token", "documentation_url": "https://docs.github.com/rest/repos/contents#create-or-update-file-contents", "status": "403"})),
 "/gl/projects": (403, JSON, json.dumps({"error": "insufficient_scope", "error_description": "The request requires higher privileges than provided by the access token.", "scope": "api"})),
 "/openai/chat": (401, JSON, json.dumps({"error": {"message": f"Incorrect API key provided: {cs_openai}. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "param": None, "code": "invalid_api_key"}})),
 "/slack/auth": (200, JSON, json.dumps({"ok": False, "error": "invalid_auth"})),
 "/slack/post": (200, JSON, json.dumps({"ok": False, "error": "missing_scope", "needed": "chat:write", "provided": "channels:read,users:read"})),
 "/slack/revoked": (200, JSON, json.dumps({"ok": False, "error": "token_revoked"})),
 "/google/drive": (401, JSON, json.dumps({"error": {"code": 401, "message": "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.", "status": "UNAUTHENTICATED"}})),
 "/google/secret": (403, JSON, json.dumps({"error": {"code": 403, "message": "Permission 'secretmanager.versions.access' denied for resource 'projects/acme-prod-4411/secrets/db-password/versions/latest' (or it may not exist).", "status": "PERMISSION_DENIED"}})),
 "/azure/vm": (403, JSON, json.dumps({"error": {"code": "AuthorizationFailed", "message": "The client '5f1c2d9e-7a41-4b3e-9d0a-2c6e8f7b1a44' with object id '5f1c2d9e-7a41-4b3e-9d0a-2c6e8f7b1a44' does not have authorization to perform action 'Microsoft.Compute/virtualMachines/read' over scope '/subscriptions/0b7e3c1a-9f22-4d51-8e6a-3a1f5c2d7e90/resourceGroups/rg-prod-weu' or the scope is invalid. If access was recently granted, please refresh your credentials."}})),
 "/graph/me": (401, JSON, json.dumps({"error": {"code": "InvalidAuthenticationToken", "message": "Lifetime validation failed, the token is expired.", "innerError": {"date": "2025-03-04T10:12:55", "request-id": "b3a0f6d2-51c4-4d7e-9a1b-0e2f4c6d8a10", "client-request-id": "b3a0f6d2-51c4-4d7e-9a1b-0e2f4c6d8a10"}}})),
 "/notion/search": (401, JSON, json.dumps({"object": "error", "status": 401, "code": "unauthorized", "message": "API token is invalid.", "request_id": "8d1f0c2a-6b7e-4f3a-9c5d-1e2a3b4c5d6e"})),
 "/shopify/orders": (401, JSON, json.dumps({"errors": "[API] Invalid API key or access token (unrecognized login or wrong password)"})),
 "/sf/query": (401, JSON, json.dumps([{"message": "Session expired or invalid", "errorCode": "INVALID_SESSION_ID"}])),
 "/registry/token": (401, dict(JSON, **{"Www-Authenticate": 'Bearer realm="https://auth.docker.io/token",service="registry.docker.io",scope="repository:acme/api:pull"'}), json.dumps({"errors": [{"code": "UNAUTHORIZED", "message": "authentication required", "detail": [{"Type": "repository", "Class": "", "Name": "acme/api", "Action": "pull"}]}]})),
 "/k8s/pods": (403, JSON, json.dumps({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "pods is forbidden: User \"system:serviceaccount:tools:mcp-runner\" cannot list resource \"pods\" in API group \"\" in the namespace \"kube-system\"", "reason": "Forbidden", "details": {"kind": "pods"}, "code": 403})),
 "/es/search": (403, JSON, json.dumps({"error": {"root_cause": [{"type": "security_exception", "reason": "action [indices:data/read/search] is unauthorized for user [mcp_reader] with effective roles [viewer] on indices [payroll-2024], this action is granted by the index privileges [read,all]"}], "type": "security_exception", "reason": "action [indices:data/read/search] is unauthorized for user [mcp_reader] with effective roles [viewer] on indices [payroll-2024], this action is granted by the index privileges [read,all]"}, "status": 403})),
 "/es/auth": (401, JSON, json.dumps({"error": {"root_cause": [{"type": "security_exception", "reason": "unable to authenticate user [mcp_reader] for REST request [/_search]", "header": {"WWW-Authenticate": ["Basic realm=\"security\" charset=\"UTF-8\"", "ApiKey"]}}], "type": "security_exception", "reason": "unable to authenticate user [mcp_reader] for REST request [/_search]"}, "status": 401})),
 "/vault/secret": (403, JSON, json.dumps({"errors": ["1 error occurred:\n\t* permission denied\n\n"]})),
 "/twilio/msg": (401, JSON, json.dumps({"code": 20003, "message": "Authenticate", "more_info": "https://www.twilio.com/docs/errors/20003", "status": 401})),
 "/anthropic/msg": (401, JSON, json.dumps({"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}})),
 "/okta/users": (401, JSON, json.dumps({"errorCode": "E0000011", "errorSummary": "Invalid token provided", "errorLink": "E0000011", "errorId": "oaeQ3v0pUeQR1y8Wm6XoZtDkA", "errorCauses": []})),
 "/kong/route": (401, JSON, json.dumps({"message": "No API key found in request", "request_id": "f2e1a0b9c8d7e6f5a4b3c2d1"})),
 "/apigee/v1": (401, JSON, json.dumps({"fault": {"faultstring": "Invalid ApiKey", "detail": {"errorcode": "oauth.v2.InvalidApiKey"}}})),
 "/jira/search": (401, JSON, json.dumps({"errorMessages": ["You are not authenticated. Authentication required to perform this operation."], "errors": {}})),
 "/nginx/mtls": (400, HTML, "<html>\r\n<head><title>400 No required SSL certificate was sent</title></head>\r\n<body>\r\n<center><h1>400 Bad Request</h1></center>\r\n<center>No required SSL certificate was sent</center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"),
 "/envoy/rbac": (403, {"Content-Type": "text/plain"}, "RBAC: access denied"),
 "/datadog/metrics": (403, JSON, json.dumps({"errors": ["Forbidden"]})),
 "/hubspot/contacts": (401, JSON, json.dumps({"status": "error", "message": "The OAuth token used to make this call expired 2 hour(s) ago.", "correlationId": "0c7d9a1e-3b2f-4e6a-8d5c-9f1e2a3b4c5d", "category": "INVALID_AUTHENTICATION"})),
}
stub = Stub(routes, port=18710)
U = stub.base
RQ = f"requests {requests.__version__} against 127.0.0.1 stub serving the service's documented body"

def body(path, method="GET", **kw):
    return requests.request(method, U + path, timeout=5, **kw)

r = body("/gh/user")
add("github-401", RQ + " (GitHub 401 Bad credentials)", "valid", None, f"GitHub API error {r.status_code}: {r.text}", [A, R, N])
r = body("/gh/contents", "PUT")
add("github-403-perm", RQ + " (GitHub 403 + X-Accepted-GitHub-Permissions)", "valid", None,
    f"Failed to update file: {r.json()['message']} (required permissions: {r.headers['X-Accepted-GitHub-Permissions']})", [A, P, N])
r = body("/gl/projects")
add("gitlab-scope", RQ + " (GitLab insufficient_scope)", "valid", None, f"GitLab returned {r.status_code} {r.reason}\n{r.text}", [A, R, P, N])
r = body("/openai/chat", "POST")
add("openai-key-echo", RQ + " (OpenAI invalid_api_key; probe canary sent as api_key)", "valid", cs_openai,
    f"OpenAI request failed: Error code: {r.status_code} - {r.json()}", [A, R, V])
r = body("/slack/auth")
add("slack-invalid-auth", RQ + " (Slack Web API invalid_auth)", "valid", None, f"Slack API error: {r.json()['error']}", [A, R, N])
r = body("/slack/post", "POST")
add("slack-missing-scope", RQ + " (Slack missing_scope body)", "valid", None,
    result_text(["chat.postMessage failed"], r.json()), [A, R, P, N])
r = body("/slack/revoked")
add("slack-revoked", RQ + " (Slack token_revoked), server paraphrase with next step", "valid", None,
    "The Slack token for this workspace was revoked (token_revoked). Reinstall the Slack app from the workspace admin page, then retry.", [A, R])
r = body("/google/drive")
add("google-401", RQ + " (Google APIs UNAUTHENTICATED body)", "valid", None, r.text, [A, R])
r = body("/google/secret")
add("google-403-perm", RQ + " (Google Secret Manager PERMISSION_DENIED)", "valid", None,
    f"secret access failed: {r.json()['error']['status']}: {r.json()['error']['message']}", [A, R, P, N])
r = body("/azure/vm")
add("azure-authz", RQ + " (Azure Resource Manager AuthorizationFailed)", "valid", None,
    f"(AuthorizationFailed) {r.json()['error']['message']}\nCode: AuthorizationFailed\nMessage: {r.json()['error']['message']}", [A, R, P])
r = body("/graph/me")
add("msgraph-expired", RQ + " (Microsoft Graph InvalidAuthenticationToken)", "valid", None, f"Graph API {r.status_code}: {r.text}", [A, R, N])
r = body("/notion/search", "POST")
add("notion-401", RQ + " (Notion unauthorized)", "valid", None, f"APIResponseError: {r.json()['message']}", [A, R, N])
r = body("/shopify/orders")
add("shopify-401", RQ + " (Shopify Admin API 401)", "valid", None, f"Shopify request failed ({r.status_code}): {r.text}", [A, R, N])
r = body("/sf/query")
add("salesforce-session", RQ + " (Salesforce INVALID_SESSION_ID)", "valid", None, f"SOQL query failed: {r.text}", [A, R, N])
r = body("/registry/token")
add("docker-registry", RQ + " (Docker registry v2 UNAUTHORIZED + WWW-Authenticate)", "valid", None,
    f"pull manifest: {r.status_code} {r.reason}: {r.json()['errors'][0]['message']} (www-authenticate: {r.headers['Www-Authenticate']})", [A, R, N])
r = body("/k8s/pods")
add("k8s-forbidden", RQ + " (Kubernetes API Status 403)", "valid", None,
    f"Error from server (Forbidden): {r.json()['message']}", [A, R, N])
r = body("/es/search", "POST")
add("es-403-roles", RQ + " (Elasticsearch security_exception 403)", "valid", None, f"search failed: {r.text}", [A, R, P, N])
r = body("/es/auth", "POST")
add("es-401", RQ + " (Elasticsearch 401)", "valid", None,
    f"AuthenticationException({r.status_code}, 'security_exception', '{r.json()['error']['reason']}')", [A, R, N])
r = body("/vault/secret")
add("vault-permission-denied", RQ + " (HashiCorp Vault 403 errors list)", "valid", None,
    f"Error reading secret/data/mcp/github: Error making API request.\n\nURL: GET {U}/v1/secret/data/mcp/github\nCode: 403. Errors:\n\n* {r.json()['errors'][0].strip()}", [A, R, N])
r = body("/twilio/msg", "POST")
add("twilio-20003", RQ + " (Twilio 20003)", "valid", None, f"HTTP {r.status_code} error: Unable to create record: {r.json()['message']}", [A, R, N])
r = body("/anthropic/msg", "POST")
add("anthropic-key", RQ + " (Anthropic authentication_error)", "valid", None, f"Error code: 401 - {r.json()}", [A, R, N])
r = body("/okta/users")
add("okta-token", RQ + " (Okta E0000011)", "valid", None, f"Okta API error {r.json()['errorCode']}: {r.json()['errorSummary']}", [A, R, N])
r = body("/kong/route")
add("kong-nokey", RQ + " (Kong key-auth plugin 401)", "valid", None, r.text, [A, R, N])
r = body("/apigee/v1")
add("apigee-key", RQ + " (Apigee InvalidApiKey fault)", "valid", None, f"Gateway rejected the call: {r.json()['fault']['faultstring']} ({r.json()['fault']['detail']['errorcode']})", [A, R, N])
try:
    body("/jira/search").raise_for_status()
except requests.HTTPError as ex:
    add("jira-raise", f"requests {requests.__version__} HTTPError from raise_for_status (Jira 401 stub)", "valid", None, str(ex), [A, R, N])
r = body("/nginx/mtls")
add("nginx-mtls", RQ + " (nginx 400 No required SSL certificate page)", "valid", None, r.text, [A, R, N])
r = body("/envoy/rbac")
add("envoy-rbac", RQ + " (Envoy/Istio RBAC filter 403 body)", "valid", None, f"upstream returned {r.status_code}: {r.text}", [A, R, N])
with httpx.Client(timeout=5) as hc:
    r = hc.get(U + "/datadog/metrics")
    add("datadog-httpx", f"httpx {httpx.__version__} against 127.0.0.1 stub (Datadog 403 for a bad API key)", "valid", None,
        f"Datadog query failed with status {r.status_code} {r.reason_phrase}: {r.text}", [A, R, N])
    r = hc.get(U + "/hubspot/contacts")
    add("hubspot-httpx", f"httpx {httpx.__version__} against 127.0.0.1 stub (HubSpot 401 expired OAuth token body)", "valid", None,
        f"HubSpot error: {r.text}", [A, R, N])

# ---------------- authlib OAuth client (real) against the stub ----------------
import authlib
from authlib.integrations.requests_client import OAuth2Session
from authlib.oauth2.rfc6749 import errors as oerr
stub.routes["/oauth/token-google"] = (400, JSON, json.dumps({"error": "invalid_grant", "error_description": "Token has been expired or revoked."}))
stub.routes["/oauth/token-client"] = (401, JSON, json.dumps(dict(oerr.InvalidClientError().get_body())))
stub.routes["/oauth/token-kc"] = (400, JSON, json.dumps({"error": "invalid_grant", "error_description": "Account disabled"}))
for name, path, wrap, sig in [
    ("authlib-google-refresh", "/oauth/token-google", "Could not refresh Google credentials: {e}", [A, R, N]),
    ("authlib-keycloak-disabled", "/oauth/token-kc", "Login to Keycloak realm 'ops' failed: {e}", [A, R, N]),
]:
    sess = OAuth2Session("mcp-client", "sandbox-client-secret", token_endpoint=U + path)
    try:
        sess.refresh_token(U + path, refresh_token="sandbox-refresh-token")
    except Exception as ex:
        add(name, f"authlib {authlib.__version__} OAuth2Session.refresh_token -> {type(ex).__name__} (stub body" + (", authlib InvalidClientError.get_body()" if "client" in path else "") + ")",
            "valid", None, wrap.format(e=ex, cls=type(ex).__name__), sig)
ise = dict(__import__("authlib.oauth2.rfc6750", fromlist=["InsufficientScopeError"]).InsufficientScopeError().get_body())
add("authlib-insufficient-scope", f"authlib {authlib.__version__} rfc6750 InsufficientScopeError.get_body(), server adds the required scope", "valid", None,
    result_text(["Forbidden: this tool needs the scope 'invoices:write'."], ise), [A, P])
stub.close()

# ---------------- botocore (real) against the stub ----------------
import boto3, botocore
from botocore.config import Config
def aws_stub(routes_xml):
    s = Stub(routes_xml, port=18711)
    return s
sts_xml = '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type>Sender</Type><Code>InvalidClientTokenId</Code><Message>The security token included in the request is invalid.</Message></Error><RequestId>4f1b7c2e-9a3d-4e5f-8b6a-1c2d3e4f5a6b</RequestId></ErrorResponse>'
s3_denied = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>User: arn:aws:iam::123456789012:user/mcp-bot is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::acme-payroll/2024/q3.csv" because no identity-based policy allows the s3:GetObject action</Message><RequestId>7Q2M4XK9P1R8ZB3A</RequestId><HostId>hF3k9s0m2d5/Yq8vB1nT7cW4eR6uI0oP3aS5dF8gH1jK2lZ4xC6vB8nM0qW2eR4t</HostId></Error>'
s3_expired = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ExpiredToken</Code><Message>The provided token has expired.</Message><RequestId>9ZB3A7Q2M4XK1P8R</RequestId></Error>'
s3_sig = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided. Check your key and signing method.</Message><RequestId>1P8R9ZB3A7Q2M4XK</RequestId></Error>'
aws = Stub({"/": (403, {"Content-Type": "text/xml"}, sts_xml),
            "/acme-payroll/2024/q3.csv": (403, XML, s3_denied),
            "/acme-reports/daily.json": (400, XML, s3_expired),
            "/acme-exports/x.csv": (403, XML, s3_sig)}, port=18711)
cfg = Config(retries={"max_attempts": 1, "mode": "standard"})
kw = dict(endpoint_url=aws.base, region_name="eu-west-1", aws_access_key_id="AKIASANDBOXNOTREAL00", aws_secret_access_key="sandbox/not/real", config=cfg)
BP = f"botocore {botocore.__version__} ClientError against 127.0.0.1 stub serving AWS's documented error XML"
try:
    boto3.client("sts", **kw).get_caller_identity()
except botocore.exceptions.ClientError as ex:
    add("aws-sts-invalid", BP + " (STS InvalidClientTokenId)", "valid", None, str(ex), [A, R, N])
s3 = boto3.client("s3", **dict(kw, config=Config(retries={"max_attempts": 1}, s3={"addressing_style": "path"})))
for name, b, k, wrap, sig in [
    ("aws-s3-denied", "acme-payroll", "2024/q3.csv", "read_object failed: {e}", [A, R, P, N]),
    ("aws-s3-expired", "acme-reports", "daily.json", "{e}", [A, R, N]),
    ("aws-s3-sigmismatch", "acme-exports", "x.csv", "S3 download error: {e}", [A, R]),
]:
    try:
        s3.get_object(Bucket=b, Key=k)
    except botocore.exceptions.ClientError as ex:
        add(name, BP, "valid", None, wrap.format(e=ex), sig)
aws.close()

# ---------------- ldap3 MOCK_SYNC (real library, in-memory server) ----------------
import ldap3
from ldap3 import Server, Connection, MOCK_SYNC
srv = Server("ldap.corp.acme.test")
conn = Connection(srv, user="cn=svc-mcp,ou=services,dc=acme,dc=test", password="wrong-password", client_strategy=MOCK_SYNC)
conn.strategy.add_entry("cn=svc-mcp,ou=services,dc=acme,dc=test", {"userPassword": "right-password", "sn": "svc"})
conn.bind()
add("ldap3-invalid-creds", f"ldap3 {ldap3.__version__} MOCK_SYNC bind with a wrong password, conn.result passed on", "valid", None,
    f"LDAP bind failed for cn=svc-mcp,ou=services,dc=acme,dc=test: {conn.result}", [A, R, N])
add("ldap-ad-locked", "hand-written in Active Directory's style (LDAP 49, data 775 = account locked)", "valid", None,
    "LDAPBindError: automatic bind not successful - invalidCredentials: 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 775, v4563", [A, R, N])

# ---------------- paramiko (real client + in-process server on 127.0.0.1) ----------------
import paramiko
hostkey = paramiko.RSAKey.generate(1024)
class SI(paramiko.ServerInterface):
    def __init__(self, allowed): self.allowed = allowed
    def get_allowed_auths(self, username): return self.allowed
    def check_auth_password(self, u, p): return paramiko.AUTH_FAILED
    def check_auth_publickey(self, u, k): return paramiko.AUTH_FAILED
def ssh_try(allowed):
    ls = socket.socket(); ls.bind(("127.0.0.1", 0)); ls.listen(1); port = ls.getsockname()[1]
    def serve():
        c, _ = ls.accept(); t = paramiko.Transport(c); t.add_server_key(hostkey)
        t.start_server(server=SI(allowed)); time.sleep(1.5); t.close(); ls.close()
    th = threading.Thread(target=serve, daemon=True); th.start()
    cl = paramiko.SSHClient(); cl.set_missing_host_key_policy(paramiko.AutoAddPolicy())
    try:
        cl.connect("127.0.0.1", port=port, username="deploy", password="sandbox-wrong", look_for_keys=False, allow_agent=False, timeout=5)
    except Exception as ex:
        return ex
    finally:
        cl.close(); th.join(3)
ex = ssh_try("password")
add("paramiko-authfail", f"paramiko {paramiko.__version__} AuthenticationException (client vs in-process server rejecting)", "valid", None,
    f"SSH to build-runner-03 failed: {type(ex).__name__}: {ex}", [A, R, N])
ex = ssh_try("publickey")
add("paramiko-badauthtype", f"paramiko {paramiko.__version__} BadAuthenticationType (server allows publickey only)", "valid", None,
    f"ssh exec error: {ex}", [A, P])

# ---------------- redis-server + redis-py (real) ----------------
import redis
sock = os.path.join(SANDBOX, "redis10.sock")
if os.path.exists(sock): os.remove(sock)
rp = subprocess.Popen(["redis-server", "--port", "0", "--unixsocket", sock, "--save", "", "--appendonly", "no",
                       "--requirepass", "sandbox-right-pass", "--user", "reader", "on", ">reader-pass", "~cache:*", "+get"],
                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    for _ in range(50):
        try:
            redis.Redis(unix_socket_path=sock, password="sandbox-right-pass").ping(); break
        except Exception:
            time.sleep(0.1)
    RV = f"redis-py {redis.__version__} against redis-server (unix socket in sandbox)"
    try:
        redis.Redis(unix_socket_path=sock, password="sandbox-wrong", protocol=2).get("x")
    except Exception as ex:
        add("redis-wrongpass", RV + ", WRONGPASS", "valid", None, f"cache lookup failed: {type(ex).__name__}: {ex}", [A, R, N])
    try:
        redis.Redis(unix_socket_path=sock, protocol=2).get("x")
    except Exception as ex:
        add("redis-noauth", RV + ", NOAUTH", "valid", None, f"redis error: {ex}", [A, R, N])
    try:
        redis.Redis(unix_socket_path=sock, username="reader", password="reader-pass", protocol=2).set("cache:k", "v")
    except Exception as ex:
        add("redis-noperm", RV + ", ACL NOPERM for user reader", "valid", None, f"{type(ex).__module__}.{type(ex).__name__}: {ex}", [A, R, N])
finally:
    rp.terminate(); rp.wait(5)

# ---------------- Django REST framework / simplejwt translations (real gettext catalogs) ----------------
import django
from django.conf import settings
settings.configure(SECRET_KEY="sandbox-not-secret", USE_I18N=True, INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework", "rest_framework_simplejwt"])
django.setup()
from django.utils import translation
from django.utils.translation import gettext as _
import rest_framework
from rest_framework import exceptions as drf
import rest_framework_simplejwt.exceptions as sx
DV = f"djangorestframework {rest_framework.__version__} locale catalog"
def drf_detail(exc):
    return json.dumps({"detail": str(exc.detail)}, ensure_ascii=False)
intl = [
    ("de", "drf-de-notauth", lambda: drf_detail(drf.NotAuthenticated()), "NotAuthenticated, as a 401 body"),
    ("fr", "drf-fr-failed", lambda: f"Erreur 401 : {drf.AuthenticationFailed().detail}", "AuthenticationFailed"),
    ("es", "drf-es-perm", lambda: drf_detail(drf.PermissionDenied()), "PermissionDenied"),
    ("ja", "drf-ja-token", lambda: f"APIエラー: {_('Invalid token.')}", "authtoken 'Invalid token.'"),
    ("pt-br", "drf-ptbr-inactive", lambda: _("User inactive or deleted."), "authtoken 'User inactive or deleted.'"),
    ("zh-hans", "drf-zh-perm", lambda: f"调用失败：{drf.PermissionDenied().detail}", "PermissionDenied"),
    ("ru", "drf-ru-failed", lambda: drf_detail(drf.AuthenticationFailed()), "AuthenticationFailed"),
    ("it", "drf-it-notauth", lambda: str(drf.NotAuthenticated().detail), "NotAuthenticated"),
    ("ko", "drf-ko-perm", lambda: f"오류: {drf.PermissionDenied().detail}", "PermissionDenied"),
    ("pl", "drf-pl-token", lambda: f"Błąd API (401): {_('Invalid token.')}", "authtoken 'Invalid token.'"),
    ("nl", "sjwt-nl-invalid", lambda: json.dumps({k: str(v) for k, v in sx.InvalidToken().detail.items()}, ensure_ascii=False), "djangorestframework-simplejwt InvalidToken detail"),
    ("tr", "sjwt-tr-nocreds", lambda: _("No active account found with the given credentials"), "djangorestframework-simplejwt login failure"),
    ("uk", "drf-uk-perm", lambda: str(drf.PermissionDenied().detail), "PermissionDenied"),
]
for lang, name, fn, what in intl:
    with translation.override(lang):
        text = fn()
    sig = [A, R, N] if text.startswith("{") else [A, N]
    add(name, f"{DV} ({lang}): {what}", "valid", None, text, sig)
with translation.override("de"):
    add("drf-de-sjwt-guidance", "djangorestframework-simplejwt locale (de) 'Token is invalid or expired', server adds a German next step (hand-written)", "valid", None,
        f"{sx.InvalidToken().detail['detail']}. Bitte melden Sie sich erneut an und rufen Sie das Werkzeug danach noch einmal auf.", [A])
add("hand-es-locked", "hand-written in the style of a Spanish banking API", "valid", None,
    "Error 423: la cuenta del usuario operaciones@acme.es está bloqueada tras 5 intentos fallidos de inicio de sesión.", [A, P, N])

# ---------------- hand-written in services' styles ----------------
H = "hand-written in the style of "
add("mysql-1045", H + "MySQL Connector/Python", "valid", None,
    "1045 (28000): Access denied for user 'mcp_ro'@'10.4.2.17' (using password: YES)", [A, R, N])
add("pg-password", H + "psycopg 3 OperationalError", "valid", None,
    'connection failed: connection to server at "db-primary.internal" (10.0.3.12), port 5432 failed: FATAL:  password authentication failed for user "analytics"', [A, R, N])
add("mongo-unauthorized", H + "PyMongo OperationFailure (code 13)", "valid", None,
    "pymongo.errors.OperationFailure: not authorized on billing to execute command { find: \"invoices\", filter: {}, $db: \"billing\" }, full error: {'ok': 0.0, 'errmsg': 'not authorized on billing to execute command', 'code': 13, 'codeName': 'Unauthorized'}", [A, R, N])
add("rabbitmq-refused", H + "pika ProbableAuthenticationError", "valid", None,
    "ProbableAuthenticationError: (403, 'ACCESS_REFUSED - Login was refused using authentication mechanism PLAIN. For details see the broker logfile.')", [A, R])
add("kafka-topic-authz", H + "confluent-kafka KafkaError", "valid", None,
    "KafkaError{code=TOPIC_AUTHORIZATION_FAILED,val=29,str=\"Broker: Topic authorization failed\"} while producing to payments.events", [A, R, N])
add("git-ssh-publickey", H + "git over SSH", "valid", None,
    "git fetch failed (exit 128):\ngit@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", [A, R])
add("firebase-expired", H + "firebase-admin ExpiredIdTokenError", "valid", None,
    "Token has expired. Firebase ID token has expired. Get a fresh ID token from your client app and try again (auth/id-token-expired). See https://firebase.google.com/docs/auth/admin/verify-id-tokens for details on how to retrieve an ID token.", [A])
add("auth0-wrong-password", H + "Auth0 /oauth/token", "valid", None,
    '{"error":"invalid_grant","error_description":"Wrong email or password."}', [A, R, N])
add("mfa-required", H + "an identity provider's MFA challenge", "valid", None,
    "Sign-in blocked: multi-factor authentication is required for this account and no second factor was presented.", [A, N])
c = canary("totp")
add("totp-echo", "hand-written in the style of a TOTP check that echoes the code", "valid", c,
    f"Two-factor code {c} is not valid.", [A, V, N])
add("role-required-clean", "hand-written clean-ish refusal naming the role", "valid", None,
    "You need the 'billing-admin' role to issue refunds. Ask a workspace owner to grant it.", [A, P])
add("reconnect-clean", "hand-written well-formed auth refusal", "valid", None,
    "Not authorized: the GitHub connection for this workspace has expired. Reconnect it under Settings > Integrations and try again.", [A])
hm = hmac.new(b"sandbox-signing-secret", b"POST\n/v1/transfers\n1700000000", hashlib.sha256).hexdigest()
add("hmac-signature", "stdlib hmac (real digest) in a hand-written partner-API refusal", "valid", None,
    f'{{"code":"SIGNATURE_INVALID","message":"HMAC signature {hm} does not match the canonical request","request_id":"req_9d2f7a1c"}}', [A, R, N])
add("api-key-revoked", H + "a SaaS REST API", "valid", None, "This API key has been revoked.", [A, N])
c = canary("wrongtype-key")
add("wrongtype-apikey", H + "a server that checks the key before the schema", "wrong-type", "12345",
    "403 Forbidden: invalid API key", [A, N])

B.write()
