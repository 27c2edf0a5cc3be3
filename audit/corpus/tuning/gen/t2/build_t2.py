#!/usr/bin/env python3
"""Assemble the second tuning batch (../../*-2.json) from what the t2 generators captured in out/.

    sh run.sh        (services, every generator, then this file)

out/py.jsonl and out/ts.jsonl hold what an MCP client received from the Python and TypeScript SDK servers
(channel and text as the model is shown them). go/java/php/ruby/dotnet print "=== key ===" sections of error
text, which this file embeds the way an MCP server on that runtime passes them on (each entry's produced_by
says how). A few entries whose runtime cannot run here (Rust, .NET 8) are built from the library's documented
format string, cited in produced_by. Labels follow /tmp/corpus-spec.md and ../README.md, with one change for
this batch: "Access denied"/"permission denied" wording on a path refusal does not also get
auth-failure-as-result. Conventions for this batch's borderline cases are in README.md beside this file.
"""

import json
import pathlib
import re

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "out"
DEST = HERE.parent.parent

AUTH, PATH, INJ, NRG = "auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"
RAW, POL, ECHO, STACK = "raw-upstream-text", "policy-enumeration", "validation-echoes-value", "stack-trace"
ORDER = [AUTH, PATH, INJ, POL, ECHO, RAW, STACK, NRG]
PROBES = {"missing", "wrong-type", "above-max", "below-min", "empty", "oversized", "traversal", "injection", "sql", "enum", "valid"}


def load_jsonl(name):
    return {d["key"]: d for d in map(json.loads, (OUT / name).read_text().splitlines())}


def load_sections(name):
    text = (OUT / name).read_text()
    parts = re.split(r"^=== (.+?) ===\n", text, flags=re.M)
    return {parts[i]: parts[i + 1].rstrip("\n") for i in range(1, len(parts), 2)}


PY, TS = load_jsonl("py.jsonl"), load_jsonl("ts.jsonl")
RT = {rt: load_sections(f"{rt}.txt") for rt in ("go", "java", "php", "ruby", "dotnet")}

PYSDK = ("Python MCP SDK mcp 2.3.0 (MCPServer, ToolError) in gen/t2/py_t2.py, run by gen/t2/run.sh; text is the "
         "CallToolResult content an in-process Client received")
TSSDK = ("TypeScript MCP SDK 1.32.2 (McpServer.registerTool, zod 4) in gen/t2/ts_t2.mjs, run by gen/t2/run.sh; text is "
         "the CallToolResult content an InMemoryTransport client received")
RTHOW = {
    "go": "go 1.19 program gen/t2/shop2.go (gen/t2/go.sh); the error string returned as a Go MCP server (mcp-go) does: mcp.NewToolResultError(...)",
    "java": "OpenJDK 17 running gen/t2/Ledger.java (gen/t2/java.sh); text as a Java MCP server returns it in an isError result",
    "php": "PHP 8.2 CLI running gen/t2/files.php (gen/t2/php.sh); text as a PHP MCP server returns it in an isError result",
    "ruby": "Ruby 3.1 running gen/t2/files.rb (gen/t2/ruby.sh); \"#{e.class}: #{e.message}\" returned in an isError result",
    "dotnet": "Mono 6.8 running gen/t2/Paths.cs (gen/t2/dotnet.sh); the exception message returned in an isError result",
}


def sent_from(args, probe):
    if probe in ("missing", "valid"):
        return None
    if probe == "empty":
        return ""
    if probe in ("above-max", "below-min"):
        nums = [v for v in args.values() if isinstance(v, (int, float)) and not isinstance(v, bool)]
        return str(nums[0])
    strs = [v for v in args.values() if isinstance(v, str) and "twaudit-" in v]
    s = strs[0]
    return s[:16] + "xxxxxxxxxxxxxxxxxxxx" if probe == "oversized" else s


FILES = {}


def add(file, id, probe, signals, how, src, key=None, text=None, sent=None, channel="error-result", wrap="{}"):
    assert probe in PROBES, probe
    if src in ("py", "ts"):
        d = (PY if src == "py" else TS)[key]
        channel, text = d["channel"], d["text"]
        sent = sent_from(d["args"], probe)
        how = (PYSDK if src == "py" else TSSDK) + "; " + how
    elif src in RT:
        text = wrap.format(RT[src][key])
        how = RTHOW[src] + "; " + how
    assert text, (id, key)
    sig = [s for s in ORDER if s in signals]
    assert len(sig) == len(signals), (id, signals)
    if channel != "error-result":
        assert not set(sig) & {AUTH, PATH, INJ, NRG}, id
    FILES.setdefault(file, []).append({"id": "t2-" + id, "produced_by": how, "channel": channel, "probe": probe,
                                       "sent": sent, "text": text, "signals": sig})


# ============================================================== clean-2.json (signals: [])
C = "clean-2.json"
for key, probe, how in [
    ("clean-formats", "enum", "the server's own message stating the argument's available formats, not repeating the value"),
    ("clean-regions", "enum", "the API's supported regions stated as argument guidance"),
    ("clean-did-you-mean", "valid", "a not-found with 'did you mean' suggestions and what to call"),
    ("clean-search-suggestions", "injection", "search suggestions for a query that matched nothing (no verdict on the input)"),
    ("clean-teams", "valid", "teams in a business sense: where to assign the ticket"),
    ("clean-parcels", "valid", "a business threshold the user can act on, with the next step"),
    ("clean-request-id", "valid", "a provider failure with a request id and timestamp and when to retry"),
    ("clean-docs-url", "sql", "argument guidance with an example and a public documentation URL"),
    ("clean-saved-reports", "valid", "paths of the user's own reports, with what to pass"),
    ("clean-no-file-notes", "valid", "a user-owned relative path that does not exist, with what to call"),
    ("clean-llm-tokens", "valid", "'tokens' as LLM output tokens, with the argument to raise"),
    ("clean-chat-session", "valid", "'session' as a chat session, with what to call"),
    ("clean-map-key", "valid", "'key' as a settings-map key, with a did-you-mean"),
    ("clean-forbidden-word", "valid", "'forbidden' in a word game's rules"),
    ("clean-move-denied", "valid", "'denied' for an illegal chess move, with the legal moves"),
    ("clean-json-notfound", "sql", "a structured error result {error, retryAfterMs} returned as the tool's own JSON"),
    ("clean-json-ratelimited", "valid", "a structured rate-limit error with the retry delay"),
    ("clean-json-hint-requestid", "sql", "a structured not-found with a hint and a request id"),
    ("clean-short-notfound", "sql", "a short not-found naming the tool to call"),
    ("clean-short-busy", "valid", "a short busy message with the retry time"),
    ("clean-german", "sql", "a German not-found naming the tool to call"),
    ("clean-french", "valid", "a French not-found naming the tool to call"),
    ("clean-spanish", "sql", "a Spanish format rule with an example"),
    ("clean-japanese", "sql", "a Japanese not-found naming the tool to call"),
    ("clean-chinese", "sql", "a Chinese list of supported cities stated as argument guidance"),
    ("clean-portuguese", "above-max", "a Portuguese page-size limit with what to use instead (the number is not repeated)"),
    ("clean-nurse-team", "valid", "a roster full for one team, with another team and a tool to call"),
    ("clean-job-role", "valid", "'role' as a job title in an HR catalog"),
    ("clean-free-shipping", "valid", "a business threshold (free shipping) with the options"),
    ("clean-wrong-type", "wrong-type", "the argument's expected type and range, not repeating the value"),
    ("clean-above-max", "above-max", "the argument's maximum and what to do instead, not repeating the value"),
    ("clean-below-min", "below-min", "a short statement of the argument's minimum"),
    ("clean-empty", "empty", "an empty argument with an example"),
    ("clean-oversized", "oversized", "an over-long argument with what to do instead"),
    ("clean-injection-plain", "injection", "a plain no-results answer to the injection probe, with a search example"),
    ("clean-sql-id-format", "sql", "the id format with an example and the tool to call"),
    ("clean-maintenance", "valid", "a maintenance window with the time to retry"),
    ("clean-blocked-task", "valid", "'blocked' for a task dependency, with what to do"),
    ("clean-allowlist-user", "valid", "the user's own spam allowlist (user data, not a security policy)"),
    ("clean-locked-sheet", "valid", "a user's file locked for review by a colleague, with what to do"),
    ("clean-version-conflict", "valid", "an edit conflict with versions and a timestamp and what to call"),
    ("clean-example-ip", "sql", "argument guidance whose example is a documentation IP address (RFC 5737)"),
    ("clean-feed-404", "valid", "the user's own feed URL answered 404; says what to ask the user and what to call"),
    ("clean-budget-threshold", "valid", "a business approval threshold with the tools to call"),
    ("clean-hazmat-countries", "valid", "a shipping rule listing countries (a carrier rule the user can act on, not an access policy)"),
    ("clean-jsonrpc-retry", "valid", "MCPError raised in the tool: a JSON-RPC error whose data says when to retry"),
    ("clean-jsonrpc-invalid-params", "sql", "MCPError(-32602) with the id format and the tool to call"),
    ("clean-success-empty-thread", "valid", "a success result explaining an empty thread, with what to pick"),
]:
    add(C, key, probe, [], how, "py", key=key)
for key, probe, how in [
    ("clean-zod-regex-message", "sql", "zod regex with the server's own message, as the SDK reports it (no value repeated)"),
    ("clean-zod-enum-message", "enum", "zod enum with the server's own message listing the allowed values"),
    ("clean-translate-limit", "valid", "a per-call size limit with what to do"),
    ("clean-readonly-calendar", "valid", "'read-only' for an imported public calendar, with what to call"),
    ("clean-addressbook-groups", "valid", "address-book groups (business groups) listed as the values to pick from"),
    ("clean-structured-content", "sql", "an isError result with guidance text plus structuredContent naming the expected format"),
    ("clean-permission-success", "valid", "a success result that mentions an existing 'edit permission'"),
    ("clean-cursor-token", "valid", "'token' as a pagination cursor, with what to call"),
]:
    add(C, key, probe, [], how, "ts", key=key)
add(C, "clean-laravel-max-json", "above-max", [], "Laravel's validator (Illuminate 8.83) with its shipped English 'max.numeric' line; "
    "the {message, errors} JSON Laravel APIs answer 422 with, returned as the tool result (the number is not repeated)",
    "php", key="laravel-max", sent="987654321987")

# ============================================================== policy-2.json
P = "policy-2.json"
add(P, "gatekeeper-apiexception", "valid", [POL, AUTH, RAW, NRG],
    "kubernetes 37 Python client (AppsV1Api.create_namespaced_deployment) against a local API-server mock; the denial "
    "message is the gatekeeper-library k8sallowedrepos Rego evaluated by regorus (celine-regorus 0.9.1) and wrapped as "
    "Gatekeeper's admission denial; ToolError(f'Deployment failed: {ApiException}')", "py", key="policy-gatekeeper-apiexception")
add(P, "gatekeeper-message-only", "valid", [POL, RAW, NRG],
    "same admission denial, the server passing only the Status message (json.loads(e.body)['message'])",
    "py", key="policy-gatekeeper-message")
add(P, "k8s-rbac-escalation", "valid", [POL, AUTH, RAW, NRG],
    "kubernetes Python client RbacAuthorizationV1Api.create_namespaced_role against a local API-server mock whose 403 "
    "message is the RBAC escalation check's format string run in Go (gen/t2/shop2.go)", "py", key="policy-rbac-escalation")
add(P, "k8s-validating-admission-policy", "valid", [POL, AUTH, RAW, NRG],
    "kubernetes Python client against a local API-server mock answering 403 with a ValidatingAdmissionPolicy denial "
    "(message format of kubernetes.io/docs/reference/access-authn-authz/validating-admission-policy); the CEL expression "
    "names the groups and the registry allowed", "py", key="policy-k8s-vap")
add(P, "cedar-decision-with-policies", "valid", [POL, AUTH, RAW, NRG],
    "cedarpy 4.12 is_authorized on the server's Cedar policies; the server returns the decision, the determining policy "
    "id and the policy set as cedarpy.format_policies prints it", "py", key="policy-cedar")
add(P, "casbin-filtered-policy", "valid", [POL, AUTH, RAW, NRG],
    "pycasbin 1.43 RBAC model (keyMatch2); enforce() false, then get_filtered_policy and get_roles_for_user put in the "
    "message", "py", key="policy-casbin")
add(P, "growthbook-feature-gate", "valid", [POL, AUTH, NRG],
    "growthbook 4.0 Python SDK eval_feature on a feature whose force rule targets orgs and roles; the server quotes the "
    "rule's condition and the caller's attributes", "py", key="policy-growthbook")
add(P, "vault-sentinel-egp", "valid", [POL, AUTH, RAW, NRG],
    "hvac 2.4 kv v2 read against a local Vault mock on 127.0.0.1:8200 serving Vault Enterprise's Sentinel EGP denial "
    "(developer.hashicorp.com/vault/docs/enterprise/sentinel; trace layout as Vault prints it); ToolError(f'Vault: {Forbidden}')",
    "py", key="policy-vault-sentinel")
add(P, "gcp-org-policy-locations", "valid", [POL, RAW, NRG],
    "requests + google-api-core 2.44 exceptions.from_http_response on Cloud Storage's 412 conditionNotMet body for "
    "constraints/gcp.resourceLocations, then Resource Manager getEffectiveOrgPolicy (both from a local mock reached "
    "through a transport adapter, the production URL kept); the server appends the effective policy", "py",
    key="policy-gcp-org-policy")
add(P, "azure-policy-disallowed", "valid", [POL, RAW, NRG],
    "azure-core 1.41 PipelineClient + azure-mgmt-core ARMErrorFormat on ARM's RequestDisallowedByPolicy body with the "
    "PolicyViolation additionalInfo (learn.microsoft.com/azure/azure-resource-manager/troubleshooting/"
    "error-policy-requestdisallowedbypolicy); ToolError(str(HttpResponseError))", "py", key="policy-azure-policy")
add(P, "smtp-dlp-rejection", "valid", [POL, RAW, NRG],
    "smtplib against a local SMTP relay that rejects DATA with a DLP rule text (Exchange-style 550 5.7.1); "
    "ToolError(f'Send failed: {e!r}')", "py", key="policy-smtp-dlp")
add(P, "egress-blocked-ranges", "valid", [POL, RAW],
    "the server's own egress guard (ipaddress) listing every blocked range", "py", key="policy-egress-ranges")
add(P, "scim-idp-group-rule", "valid", [POL, NRG],
    "the server's own SCIM provisioning rule naming the IdP groups and domain required", "py", key="policy-scim-group-rule")
add(P, "dlp-json-policy", "valid", [POL, NRG],
    "the server's own JSON error: DLP findings plus the blocking rule's info types, likelihood threshold and exempt roles",
    "py", key="policy-dlp-json")
add(P, "entitlement-jsonrpc", "valid", [POL],
    "MCPError(-32001, 'Entitlement check failed', data) raised in the tool: a JSON-RPC error whose data lists the orgs "
    "the feature is enabled for and the role required", "py", key="policy-entitlement-jsonrpc")
add(P, "rego-opa-decision", "valid", [POL, AUTH, RAW, NRG],
    "a Rego authorization policy evaluated by regorus; the server returns the decision in the shape of OPA's REST API "
    "answer ({decision_id, result}) with the deny messages (groups required, change window)", "py", key="policy-rego-decision")

# ============================================================== auth-2.json
A = "auth-2.json"
for key, id, probe, sig, how in [
    ("auth-grpc-unauthenticated", "grpc-py-unauthenticated", "valid", [AUTH, RAW, NRG],
     "grpcio 1.85 client against an in-process grpcio server aborting UNAUTHENTICATED; ToolError(f'billing service: {RpcError}')"),
    ("auth-grpc-permission-denied", "grpc-py-envoy-rbac", "valid", [AUTH, RAW, NRG],
     "grpcio server aborting PERMISSION_DENIED with Envoy's RBAC filter text 'RBAC: access denied'; f'{code.name}: {details}'"),
    ("auth-oauth-invalid-client", "oauthlib-invalid-client", "missing", [AUTH, RAW, NRG],
     "requests-oauthlib 2.0 / oauthlib 4.0 client-credentials fetch_token against a local token endpoint answering RFC 6749 "
     "section 5.2 invalid_client"),
    ("auth-httpx-insufficient-scope", "httpx-403-insufficient-scope", "valid", [AUTH, POL, RAW, NRG],
     "httpx 0.28 raise_for_status on a 403 with an RFC 6750 insufficient_scope WWW-Authenticate header (httpx.MockTransport "
     "serving the git server's response); the server appends the header, which names the scope required"),
    ("auth-pyjwt-expired", "pyjwt-expired-signature", "missing", [AUTH, RAW, NRG],
     "PyJWT 2.15 jwt.decode on an expired ID token"),
    ("auth-mtls-cert-required", "nginx-mtls-no-client-cert", "valid", [AUTH, RAW, NRG],
     "requests to a local nginx 1.22 (Debian nginx-light) with ssl_verify_client on, no client certificate sent: nginx's "
     "own 400 page passed through"),
    ("auth-mysql-access-denied", "mysql-access-denied", "valid", [AUTH, RAW, NRG],
     "PyMySQL 1.2 against a private MariaDB 10.11 (services.sh) with a wrong password"),
    ("auth-mysql-french", "mysql-access-denied-french", "valid", [AUTH, RAW, NRG],
     "PyMySQL against MariaDB 10.11 with lc_messages=fr_FR (MariaDB's own French error text)"),
    ("auth-redis-wrongpass", "redis-py-wrongpass", "valid", [AUTH, RAW, NRG],
     "redis-py 8.1 against a private Redis 7.0 with ACL users (services.sh), wrong password"),
    ("auth-redis-noperm", "redis-py-noperm", "missing", [AUTH, RAW, NRG],
     "redis-py against Redis 7.0 whose ACL user may not run FLUSHALL"),
    ("auth-redis-noauth", "redis-py-hello-noauth", "missing", [AUTH, RAW, NRG],
     "redis-py 8.1 (RESP3 HELLO) without credentials against Redis 7.0 requiring a password: Redis's own HELLO refusal"),
    ("auth-mongo-auth-failed", "pymongo-authentication-failed", "valid", [AUTH, RAW, NRG],
     "pymongo 4.20 against a local MongoDB wire-protocol mock answering saslStart with MongoDB's documented "
     "AuthenticationFailed (code 18) reply"),
    ("auth-mqtt-not-authorized", "paho-mqtt-not-authorized", "valid", [AUTH, RAW, NRG],
     "paho-mqtt 2.2 against a private Mosquitto 2.0.11 with a password file (services.sh), wrong password"),
    ("auth-nats-authorization-violation", "nats-authorization-violation", "valid", [AUTH, RAW, NRG],
     "nats-py 2.16 against a private nats-server 2.9.10 with token auth (services.sh), wrong token"),
    ("auth-es-security-exception", "elasticsearch-security-exception", "valid", [AUTH, POL, RAW, NRG],
     "elasticsearch-py 9.5 against a local mock serving Elasticsearch's documented security_exception 403 body (user, "
     "effective roles and the index privileges that would grant the action)"),
    ("auth-postgres-german", "postgres-password-failed-german", "valid", [AUTH, RAW, NRG],
     "psql (libpq 15) against a private PostgreSQL 15 with lc_messages=de_DE.UTF-8 (its own German translation), wrong password"),
    ("auth-saml-aadsts50105", "saml-responder-aadsts50105", "missing", [AUTH, RAW, NRG],
     "python3-saml (OneLogin_Saml2_Response.is_valid, raise_exceptions) on an IdP Response whose Status is Responder/"
     "RequestDenied with Entra ID's documented AADSTS50105 message"),
]:
    add(A, id, probe, sig, how, "py", key=key)
for key, id, probe, sig, how in [
    ("auth-grpcjs-permission-denied", "grpc-js-permission-denied", "valid", [AUTH, RAW, NRG],
     "@grpc/grpc-js 1.14 client against an in-process grpc-js server answering PERMISSION_DENIED in Google's wording"),
    ("auth-node-mtls-unknown-ca", "node-tls-alert-unknown-ca", "missing", [AUTH, RAW, NRG],
     "node:https with a client certificate from another CA against the mTLS endpoint of services.sh (Python ssl, "
     "CERT_REQUIRED): OpenSSL's alert text as Node reports it"),
    ("auth-nginx-mtls-cert-error", "nginx-mtls-certificate-error", "missing", [AUTH, RAW, NRG],
     "node:https with a client certificate from an untrusted CA against nginx 1.22 with ssl_verify_client on: nginx's own 400 page"),
    ("auth-jose-expired", "jose-jwt-expired", "missing", [AUTH, RAW, NRG],
     "jose 6 jwtVerify on an expired token; `${e.code}: ${e.message}`"),
    ("auth-jose-audience", "jose-claim-audience", "missing", [AUTH, RAW, NRG],
     "jose jwtVerify with a token for another audience"),
    ("auth-ioredis-noauth", "ioredis-noauth", "valid", [AUTH, RAW, NRG],
     "ioredis 6 (protocol 2) without a password against Redis 7.0 requiring one"),
]:
    add(A, id, probe, sig, how, "ts", key=key)

# ============================================================== path-2.json
T = "path-2.json"
add(T, "django-safe-join", "traversal", [PATH, POL, RAW, NRG],
    "Django 5.2 django.utils._os.safe_join(MEDIA_ROOT, name) raising SuspiciousFileOperation; f'{type(e).__name__}: {e}'",
    "py", key="path-django-safe-join")
add(T, "django-storage-traversal", "traversal", [PATH, NRG],
    "Django 5.2 FileSystemStorage.get_available_name raising SuspiciousFileOperation; ToolError(str(e))",
    "py", key="path-django-storage")
add(T, "werkzeug-safe-join-none", "traversal", [PATH, POL, RAW, NRG],
    "Werkzeug 3.1 werkzeug.security.safe_join returning None; the server's message names the call and its root",
    "py", key="path-werkzeug-safe-join")
add(T, "express-sendfile-403-stack", "traversal", [PATH, RAW, STACK, NRG],
    "express 5.3 res.sendFile(path, {root}) in development mode: send's ForbiddenError for '..' rendered by finalhandler "
    "with its stack (absolute module paths); the server passes the status and body", "ts", key="path-express-sendfile-403")
add(T, "go-dirfs-invalid-argument", "traversal", [PATH, RAW, NRG], "os.DirFS(root).Open refusing a non-local name (fs.ValidPath)",
    "go", key="dirfs-invalid", sent="twaudit-9b3f0e72/../../../../../../../etc/passwd")
add(T, "go-open-permission-denied", "traversal", [PATH, RAW, NRG],
    "filepath.Join(root, path) then os.Open, run as nobody inside a private mount namespace where /etc/passwd is a "
    "root-only copy (gen/t2/fakepasswd.sh): the OS's own EACCES as *PathError", "go", key="perm-open",
    sent="twaudit-6a2d9e14/../../../../../../../etc/passwd")
add(T, "java-accesscontrolexception", "traversal", [PATH, RAW, NRG],
    "a SecurityManager whose policy grants FilePermission read on /srv/exports/-; new FileInputStream(root + '/' + path); "
    "e.toString()", "java", key="accesscontrol", sent="twaudit-b7e1c420/../../../../../../../etc/passwd")
add(T, "php-flysystem-outside-root", "traversal", [PATH, RAW, NRG],
    "Flysystem 1.1 (Debian php-league-flysystem) Filesystem::read on a Local adapter; get_class($e) . ': ' . $e->getMessage()",
    "php", key="flysystem", sent="twaudit-e0c4b927/../../../../../../../etc/passwd")
add(T, "php-splfileobject-permission-denied", "traversal", [PATH, RAW, NRG],
    "Symfony Filesystem Path::canonicalize(root . '/' . path) then new SplFileObject, run as nobody over the root-only "
    "/etc/passwd copy (gen/t2/fakepasswd.sh); warning turned into an exception", "php", key="splfileobject",
    sent="twaudit-4d8a1b6e/../../../../../../../etc/passwd")
add(T, "ruby-errno-eacces", "traversal", [PATH, RAW, NRG],
    "File.read(File.expand_path(path, root)) run as nobody over the root-only /etc/passwd copy (gen/t2/fakepasswd.sh)",
    "ruby", key="eacces", sent="twaudit-1e6b9c04/../../../../../../../etc/passwd")
add(T, "mono-argumentexception-root", "traversal", [PATH, POL, RAW, NRG],
    "Path.GetFullPath(Path.Combine(root, path)) + StartsWith check throwing ArgumentException(message, nameof(path)); "
    "Mono's Message (with its 'Parameter name:' line)", "dotnet", key="argumentexception-message",
    sent="twaudit-58c2e0f1/../../../../../../../etc/passwd")
add(T, "rust-cap-std-escape", "traversal", [PATH, RAW, NRG],
    "not run here (no Rust build): cap-std's Dir::open on a path that climbs out of the directory fails with "
    "cap-primitives' escape_attempt() io::Error (PermissionDenied, \"a path led outside of the filesystem\"; "
    "bytecodealliance/cap-std cap-primitives fs errors.rs); the rmcp tool returns Err(format!(\"{e:#}\")) of an anyhow "
    "error with context \"failed to open {path}\" (anyhow's alternate Display: \"context: cause\"), which rmcp turns into "
    "CallToolResult::error", "cited",
    text="failed to open twaudit-4f1d8c27/../../../../../../../etc/passwd: a path led outside of the filesystem",
    sent="twaudit-4f1d8c27/../../../../../../../etc/passwd")

# ============================================================== echo-2.json
E = "echo-2.json"
for key, id, probe, sig, how in [
    ("echo-marshmallow-input", "marshmallow-oneof-input", "enum", [ECHO],
     "marshmallow 4.4 Schema.load with validate.OneOf(error='{input} is not a valid sort; pick one of {choices}.'); "
     "f'Invalid arguments: {e.messages}'"),
    ("echo-strptime", "python-strptime", "sql", [ECHO], "datetime.strptime(day, '%Y-%m-%d'); ToolError(str(e))"),
    ("echo-python-int", "python-int-valueerror", "wrong-type", [ECHO, RAW, NRG], "int(limit); f'ValueError: {e}'"),
    ("echo-graphql-variable", "graphql-core-variable-coercion", "wrong-type", [ECHO, RAW, NRG],
     "graphql-core 3.3 graphql_sync with the argument passed as an Int! variable; the GraphQL errors JSON passed through"),
]:
    add(E, id, probe, sig, how, "py", key=key)
for key, id, probe, sig, how in [
    ("echo-joi-pattern", "joi-pattern-base", "sql", [ECHO], "joi 18.3 object schema, string().pattern(); error.message"),
    ("echo-joi-details", "joi-error-details-json", "sql", [ECHO, NRG], "joi 18.3; JSON.stringify(error.details)"),
    ("echo-class-validator-value", "class-validator-value-token", "enum", [ECHO],
     "class-validator 0.15 @IsIn with a message using its $value token; constraint messages joined"),
    ("echo-class-validator-json", "class-validator-errors-json", "above-max", [ECHO, NRG],
     "class-validator 0.15 @IsInt @Max(100); the ValidationError list's {property, value, constraints} as JSON"),
    ("echo-yup-typeerror", "yup-number-typeerror", "wrong-type", [ECHO],
     "yup 1.7 number() default typeError; `${e.name}: ${e.message}`"),
    ("echo-bigint", "node-bigint-syntaxerror", "wrong-type", [ECHO, RAW, NRG], "BigInt(cents); String(e)"),
]:
    add(E, id, probe, sig, how, "ts", key=key)
add(E, "go-json-number-out-of-range", "above-max", [ECHO, RAW, NRG],
    "encoding/json.Unmarshal of the arguments into a struct with an int32 field", "go", key="json-number-range",
    wrap="invalid arguments: {}", sent="987654321987")
add(E, "go-json-negative-into-uint8", "below-min", [ECHO, RAW, NRG],
    "encoding/json.Unmarshal of the arguments into a struct with a uint8 field", "go", key="json-number-negative",
    wrap="invalid arguments: {}", sent="-1")
add(E, "go-json-string-tag", "wrong-type", [ECHO, RAW, NRG],
    "encoding/json.Unmarshal into an int field tagged `json:\"limit,string\"`", "go", key="json-string-tag",
    wrap="invalid arguments: {}", sent="twaudit-f04c7b19")
add(E, "hibernate-validated-value", "sql", [ECHO, NRG],
    "Hibernate Validator 5.3.6 (Debian) with the Tomcat EL: @Pattern(message=\"'${validatedValue}' is not a valid SKU\"); "
    "ConstraintViolation.getMessage()", "java", key="hv-validated-value", sent="twaudit-6f2a9d0b' OR '1'='1' --")
add(E, "spring-fielderror-rejected-value", "above-max", [ECHO, RAW, NRG],
    "Spring 4.3 SpringValidatorAdapter over Hibernate Validator into a BeanPropertyBindingResult; "
    "new BindException(result).getMessage(), as a Spring-based server returns it", "java", key="spring-bindexception",
    sent="987654321987")
add(E, "java-datetimeparseexception", "sql", [ECHO, RAW, NRG], "LocalDate.parse(arg); e.toString()", "java",
    key="datetimeparse-tostring", sent="twaudit-0a5c8e3f' OR '1'='1' --")
add(E, "laravel-input-placeholder", "enum", [ECHO, NRG],
    "Laravel validator (Illuminate 8.83) rule in:open,closed with a custom message using the :input placeholder; the "
    "{message, errors} JSON of a 422 returned as the tool result", "php", key="laravel-input", sent="twaudit-93b0e7c2")
add(E, "php-enum-from-valueerror", "enum", [ECHO, RAW, NRG], "Status::from($arg) on a string-backed enum", "php",
    key="enum-from", sent="twaudit-2f7c9a15")
add(E, "ruby-uri-invalid", "sql", [ECHO, RAW, NRG], "URI.parse(arg)", "ruby", key="uri-invalid",
    sent="twaudit-c2d74f91' OR '1'='1' --")
add(E, "dotnet8-formatexception-value", "wrong-type", [ECHO, NRG],
    "not run here (Mono prints the pre-.NET 8 text): int.Parse on .NET 8+ throws FormatException with "
    "SR.Format_InvalidStringWithValue, \"The input string '{0}' was not in a correct format.\" (dotnet/runtime "
    "System.Private.CoreLib Strings.resx, thrown by Number.ThrowFormatException); the C# tool returns "
    "$\"Invalid limit: {ex.Message}\" in an isError result", "cited",
    text="Invalid limit: The input string 'twaudit-d81f4a07' was not in a correct format.", sent="twaudit-d81f4a07")
add(E, "rmcp-serde-invalid-type", "wrong-type", [ECHO],
    "not run here (no Rust build): rmcp's Parameters<P> extractor maps a serde_json::from_value error to "
    "ErrorData::invalid_params(format!(\"failed to deserialize parameters: {error}\"), None) (modelcontextprotocol/"
    "rust-sdk crates/rmcp/src/handler/server/tool.rs), a JSON-RPC -32602 error without data; serde's invalid_type "
    "Display is \"invalid type: {unexpected}, expected {expected}\" with Unexpected::Str shown as string \"...\" and a u32 "
    "visitor expecting \"u32\"", "cited", channel="jsonrpc-error",
    text='failed to deserialize parameters: invalid type: string "twaudit-7a93e6b1", expected u32', sent="twaudit-7a93e6b1")
add(E, "rmcp-serde-invalid-value", "above-max", [ECHO],
    "not run here (no Rust build): rmcp's Parameters<P> extractor as above; serde's u32 visitor rejects a u64 out of range "
    "with Error::invalid_value(Unexpected::Unsigned(v), &self), shown as \"invalid value: integer `N`, expected u32\"",
    "cited", channel="jsonrpc-error",
    text="failed to deserialize parameters: invalid value: integer `987654321987`, expected u32", sent="987654321987")

# ============================================================== upstream-2.json
U = "upstream-2.json"
for key, id, probe, sig, how in [
    ("upstream-grpc-unavailable", "grpc-py-unavailable", "valid", [RAW, NRG],
     "grpcio 1.85 unary call to a closed port; ToolError(str(RpcError))"),
    ("upstream-redis-refused", "redis-py-connection-refused", "valid", [RAW, NRG], "redis-py 8.1 GET against a closed port"),
    ("upstream-redis-wrongtype", "redis-wrongtype", "valid", [RAW, NRG],
     "redis-py HGETALL on a string key in Redis 7.0: the server's WRONGTYPE reply"),
    ("upstream-mongo-server-selection", "pymongo-server-selection-timeout", "valid", [RAW, NRG],
     "pymongo 4.20 find against a closed port (serverSelectionTimeoutMS=1500); ToolError(str(e))"),
    ("upstream-mongo-duplicate-key", "pymongo-duplicate-key", "valid", [RAW, NRG],
     "pymongo insert_one against the wire-protocol mock answering MongoDB's documented E11000 writeError"),
    ("upstream-es-index-not-found", "elasticsearch-index-not-found", "valid", [RAW, NRG],
     "elasticsearch-py 9.5 search against a mock serving Elasticsearch's documented index_not_found_exception body"),
    ("upstream-es-connection", "elasticsearch-connection-error-repr", "valid", [RAW, NRG],
     "elasticsearch-py 9.5 against a closed port; f'Log search failed: {e!r}'"),
    ("upstream-requests-self-signed", "requests-self-signed-certificate", "valid", [RAW, NRG],
     "requests 2.34 to the self-signed HTTPS endpoint of services.sh"),
    ("upstream-httpx-expired-cert", "httpx-certificate-expired", "valid", [RAW, NRG],
     "httpx 0.28 to an HTTPS endpoint whose certificate expired (CA trusted); f'{type(e).__name__}: {e}'"),
    ("upstream-mysql-no-table", "pymysql-table-doesnt-exist", "valid", [RAW, NRG],
     "PyMySQL against MariaDB 10.11: INSERT into a missing table"),
    ("upstream-nats-no-responders", "nats-no-responders", "valid", [RAW, NRG],
     "nats-py request to a subject nobody serves on nats-server 2.9.10"),
    ("upstream-graphql-unknown-field", "graphql-core-unknown-field", "valid", [RAW, NRG],
     "graphql-core 3.3 executing the server's query against the gateway schema; the errors JSON passed through "
     "(its 'Did you mean' is about the server's own query, not the model's arguments)"),
    ("upstream-graphql-resolver", "graphql-core-resolver-sql-error", "valid", [RAW, NRG],
     "graphql-core 3.3: a resolver raising the database's error; {data, errors} passed through"),
    ("upstream-grpc-deadline-jsonrpc", "grpc-py-deadline-jsonrpc", "valid", [RAW],
     "grpcio call with a 1 s deadline to a slow method; MCPError(-32603, f'{code}: {details}', {grpc_status, debug}) "
     "raised in the tool, a JSON-RPC error"),
]:
    add(U, id, probe, sig, how, "py", key=key)
for key, id, probe, sig, how in [
    ("upstream-grpcjs-deadline", "grpc-js-deadline-exceeded", "valid", [RAW, NRG],
     "@grpc/grpc-js 1.14 unary call with a 500 ms deadline to a slow in-process server; err.message"),
    ("upstream-grpcjs-unavailable", "grpc-js-unavailable", "valid", [RAW, NRG], "@grpc/grpc-js unary call to a closed port"),
    ("upstream-node-altname", "node-tls-altname-invalid", "missing", [RAW, NRG],
     "node:https to a CA-trusted endpoint whose certificate names billing.internal.acme.net only; `${e.code}: ${e.message}`"),
    ("upstream-graphqljs-unknown-field", "graphql-js-unknown-field", "valid", [RAW, NRG],
     "graphql-js 16 executing the server's query; {errors} JSON passed through"),
]:
    add(U, id, probe, sig, how, "ts", key=key)
add(U, "go-x509-unknown-authority", "valid", [RAW, NRG], "net/http GET to the self-signed HTTPS endpoint of services.sh",
    "go", key="x509-unknown-authority", wrap="rates service: {}")
add(U, "java-pkix-path-building", "valid", [RAW, NRG], "java.net.http.HttpClient to the self-signed endpoint; e.toString()",
    "java", key="pkix", wrap="Rates lookup failed: {}")
add(U, "ruby-openssl-verify-failed", "valid", [RAW, NRG], "Net::HTTP with use_ssl to the self-signed endpoint",
    "ruby", key="ssl-verify")

# ============================================================== write
ids = set()
for file, entries in FILES.items():
    for e in entries:
        assert e["id"] not in ids, e["id"]
        ids.add(e["id"])
existing = set()
for f in DEST.glob("*.json"):
    if f.name not in FILES:
        existing |= {e["id"] for e in json.loads(f.read_text())}
assert not ids & existing, ids & existing
for file, entries in FILES.items():
    (DEST / file).write_text(json.dumps(entries, indent=2, ensure_ascii=False) + "\n")
    print(f"{file}: {len(entries)}")
