#!/usr/bin/env python3
"""Assemble the tuning corpus (../*.json) from what the generators captured in out/.

    sh py.sh; sh ts.sh; sh java.sh; sh go.sh; sh ruby.sh; sh php.sh; sh dotnet.sh; python3 build.py

out/py.jsonl and out/ts.jsonl hold what an MCP client received from the Python and TypeScript SDK
servers (channel and text as the model is shown them). The other runtimes print "=== key ===" sections
of exception text, which this file embeds the way an MCP server on that runtime passes them on (each
entry's produced_by says how). Labels follow /tmp/corpus-spec.md; the conventions used for borderline
cases are in README.md beside this file.
"""

import json
import pathlib
import re

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "out"
DEST = HERE.parent

AUTH, PATH, INJ, NRG = "auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"
RAW, POL, ECHO, STACK = "raw-upstream-text", "policy-enumeration", "validation-echoes-value", "stack-trace"

PROBES = {"missing", "wrong-type", "above-max", "below-min", "empty", "oversized", "traversal", "injection", "sql", "enum", "valid"}


def load_jsonl(name):
    return {d["key"]: d for d in map(json.loads, (OUT / name).read_text().splitlines())}


def load_sections(name):
    text = (OUT / name).read_text()
    parts = re.split(r"^=== (.+?) ===\n", text, flags=re.M)
    return {parts[i]: parts[i + 1].rstrip("\n") for i in range(1, len(parts), 2)}


PY, TS = load_jsonl("py.jsonl"), load_jsonl("ts.jsonl")
RT = {rt: load_sections(f"{rt}.txt") for rt in ("java", "go", "ruby", "php", "dotnet")}

PYSDK = "Python MCP SDK mcp 2.3.0 (MCPServer, ToolError) in gen/py_mcp.py, run by gen/py.sh; text is the CallToolResult content an in-process Client received"
TSSDK = "TypeScript MCP SDK 1.32.2 (McpServer.registerTool, zod 4) in gen/ts_mcp.mjs, run by gen/ts.sh; text is the CallToolResult content an InMemoryTransport client received"
TSLOW = "TypeScript MCP SDK 1.32.2 low-level Server (setRequestHandler, McpError thrown) in gen/ts_mcp.mjs; text is the JSON-RPC error message on the wire, a newline, then its data"


def sent_from(args, probe):
    if probe in ("missing", "valid"):
        return None
    if probe == "empty":
        return ""
    if probe in ("above-max", "below-min"):
        nums = [v for v in args.values() if isinstance(v, (int, float)) and not isinstance(v, bool)]
        return str(nums[0])
    strs = [v for v in args.values() if isinstance(v, str) and "twaudit-" in v]
    return strs[0]


ENTRIES = []


def gen(file, id, key, probe, signals, how, src="py"):
    """An entry captured from the Python or TypeScript MCP server."""
    d = (PY if src == "py" else TS)[key]
    base = {"py": PYSDK, "ts": TSSDK, "low": TSLOW}[src if key not in LOWLEVEL else "low"]
    ENTRIES.append((file, {"id": id, "produced_by": f"{base}; {how}", "channel": d["channel"], "probe": probe,
                           "sent": sent_from(d["args"], probe), "text": d["text"], "signals": signals}))


LOWLEVEL = {"lowlevel-econnrefused", "lowlevel-scopes", "lowlevel-injection", "lowlevel-invalid-params"}


def rt(file, id, runtime, key, probe, sent, signals, how, wrap=lambda t: t, channel="error-result"):
    """An entry from another runtime's real exception text, embedded as that runtime's MCP server would."""
    ENTRIES.append((file, {"id": id, "produced_by": how, "channel": channel, "probe": probe, "sent": sent,
                           "text": wrap(RT[runtime][key]), "signals": signals}))


def ts(file, id, key, probe, signals, how):
    gen(file, id, key, probe, signals, how, src="ts")


# ------------------------------------------------------------------------------------------- auth
gen("auth", "openai-401-incorrect-key", "openai-401", "valid", [AUTH, RAW, NRG],
    "openai 3.57 client against a local mock serving OpenAI's documented 401 invalid_api_key body; ToolError(f'OpenAI request failed: {e}')")
gen("auth", "s3-getobject-iam-denied", "s3-accessdenied", "valid", [AUTH, RAW, NRG],
    "boto3/botocore 1.44 S3 client against a local endpoint serving S3's AccessDenied XML with the IAM denial message format (docs.aws.amazon.com/IAM/latest/UserGuide/troubleshoot_access-denied.html); ToolError(str(ClientError))")
gen("auth", "s3-expired-token", "s3-expiredtoken", "missing", [AUTH, RAW, NRG],
    "botocore Stubber.add_client_error('ExpiredToken'), str(ClientError) as botocore formats it")
gen("auth", "gcs-forbidden-service-account", "gcs-403", "valid", [AUTH, RAW, NRG],
    "google-api-core 2.44 exceptions.from_http_response on a Cloud Storage 403 JSON body (cloud.google.com/storage/docs/json_api/v1/status-codes); ToolError(str(exc))")
gen("auth", "azure-arm-authorizationfailed", "azure-authfailed", "valid", [AUTH, RAW, NRG],
    "azure-core 1.41 HttpResponseError(error_format=ODataV4Format) on Azure Resource Manager's AuthorizationFailed body from a local mock (learn.microsoft.com/azure/role-based-access-control/troubleshooting); ToolError(str(e))")
gen("auth", "google-oauth-invalid-grant", "google-invalid-grant", "valid", [AUTH, RAW, NRG],
    "google-auth Credentials.refresh against a local token endpoint answering Google's documented invalid_grant body; str(RefreshError)")
gen("auth", "jira-token-expired-guided", "jira-expired", "valid", [AUTH],
    "a server's own ToolError that says the credential expired and what the model should do next")
ts("auth", "github-401-bad-credentials", "github-401", "missing", [AUTH, RAW, NRG],
   "fetch to a local mock serving GitHub's documented 401 'Bad credentials' body; the server returns status and body")
ts("auth", "stripe-401-axios", "stripe-401", "valid", [AUTH, RAW, NRG],
   "axios 1.21 POST to a local mock serving Stripe's documented invalid API key body; `${err.message}: ${JSON.stringify(err.response.data)}`")
ts("auth", "k8s-status-forbidden", "k8s-forbidden", "valid", [AUTH, RAW, NRG],
   "fetch to a local mock serving a Kubernetes API Status object with the RBAC forbidden message (kubernetes.io/docs/reference/access-authn-authz/rbac); body passed through")
ts("auth", "slack-invalid-auth", "slack-invalid-auth", "valid", [AUTH, RAW, NRG],
   "fetch to a local mock serving Slack Web API's documented {ok:false, error:'invalid_auth'} body; passed through as JSON")
ts("auth", "missing-api-key", "missing-api-key", "missing", [AUTH, NRG],
   "the server's own bearer-key check returning isError")
ts("auth", "mcperror-insufficient-scope-as-result", "mcperror-scopes", "valid", [AUTH, NRG],
   "McpError(-32003, 'insufficient scope') thrown from a registerTool handler, which McpServer turns into an isError result (its data is dropped)")

# ------------------------------------------------------------------------------------------- injection
gen("injection", "azure-prompt-shields-attackdetected", "shield-attack", "injection", [INJ, RAW, NRG],
    "requests POST to a local mock serving Azure AI Content Safety Prompt Shields' documented shieldPrompt response; the JSON is passed through")
gen("injection", "openai-moderation-categories-scores", "moderation-flagged", "injection", [INJ, NRG],
    "openai 3.57 client moderations.create against a local mock serving the documented moderation object; categories and scores read from the typed result")
gen("injection", "azure-content-safety-severity", "azure-cs-severity", "injection", [INJ, NRG],
    "azure-ai-contentsafety 1.0.0 ContentSafetyClient.analyze_text against a local mock serving the documented categoriesAnalysis body")
gen("injection", "lakera-guard-flagged-detector", "lakera-flagged", "injection", [INJ, NRG],
    "requests POST to a local mock serving Lakera Guard v2's documented response with breakdown; detector types named by the server")
gen("injection", "bedrock-guardrail-prompt-attack", "bedrock-assessments", "injection", [INJ, RAW, NRG],
    "boto3 bedrock-runtime apply_guardrail through botocore Stubber (response checked against the service model); assessments JSON passed through")
gen("injection", "llama-guard-unsafe-s14", "llamaguard-unsafe", "injection", [INJ, NRG],
    "a server parsing Llama Guard 3's output format ('unsafe\\nS14', per its model card) into its refusal")
gen("injection", "prompt-injection-guided", "injection-guided", "injection", [INJ],
    "a server's own regex guard whose refusal says the input was detected as prompt injection and what to send instead")
ts("injection", "prompt-guard-jailbreak-score", "promptguard-jailbreak", "injection", [INJ, NRG],
   "a server reporting a transformers text-classification result for Prompt Guard ([{label, score}], labels from its model card)")
ts("injection", "model-armor-pi-jailbreak", "model-armor", "injection", [INJ, RAW, NRG],
   "fetch to a local mock serving Google Model Armor's documented sanitizeUserPrompt result; sanitizationResult passed through")
ts("injection", "is-attack-boolean-json", "is-attack-flag", "injection", [INJ, NRG],
   "the server's own JSON error with a boolean attack flag and a score")
ts("injection", "jailbreak-attempt-logged", "jailbreak-logged", "injection", [INJ, NRG],
   "the server's own refusal sentence")
ts("injection", "mcperror-injection-as-result", "mcperror-injection", "injection", [INJ, NRG],
   "McpError(InvalidRequest, ...) thrown from a registerTool handler, returned by McpServer as an isError result")

# ------------------------------------------------------------------------------------------- paths
gen("path", "pathlib-relative-to-valueerror", "pathlib-relative-to", "traversal", [PATH, POL, RAW, NRG],
    "Python 3.11 pathlib: (root / path).resolve().relative_to(root) raises ValueError; ToolError(str(e))")
gen("path", "python-permissionerror-errno13", "python-permission", "traversal", [PATH, AUTH, RAW, NRG],
    "open(os.path.normpath(join(root, path)), 'a') with the process's euid set to nobody, so the OS's own PermissionError; ToolError(f'Could not write: {e}')")
gen("path", "sandbox-escape-guided", "sandbox-escape-guided", "traversal", [PATH],
    "a server's own check (Path.resolve + is_relative_to) naming the resolved path and saying what to pass instead")
ts("path", "node-outside-project-root", "node-outside-root", "traversal", [PATH, POL, RAW, NRG],
   "path.resolve(root, p) + startsWith check; the refusal has words between the verb and the root")
ts("path", "node-eacces-open", "node-eacces", "traversal", [PATH, AUTH, RAW, NRG],
   "fs.appendFileSync with process.seteuid(65534): Node's own EACCES error message")
ts("path", "server-filesystem-access-denied", "server-filesystem-outside", "traversal", [PATH, AUTH, POL, RAW],
   "the unmodified reference server @modelcontextprotocol/server-filesystem 2026.8.31 over stdio, allowed directory /tmp/twgen-fs/projects, tool read_text_file")
rt("path", "go-path-outside-workspace", "go", "path-escape", "traversal", "twaudit-c4d1e836/../../../../../../../etc/passwd",
   [PATH, POL, RAW, NRG],
   "go 1.19 filepath.Join + filepath.Rel check in gen/shop.go (gen/go.sh); the error string returned as mcp-go would: mcp.NewToolResultError(err.Error())")
rt("path", "java-securityexception-base-directory", "java", "path-security", "traversal", "twaudit-7a1c9e44/../../../../../../../etc/passwd",
   [PATH, POL, RAW],
   "OpenJDK 17 Path.resolve().normalize().startsWith check in gen/Shop.java (gen/java.sh); SecurityException.toString() as the result text")
rt("path", "java-nio-accessdeniedexception", "java", "access-denied", "traversal", "twaudit-7a1c9e44/../../../../../../../etc/passwd",
   [PATH, AUTH, RAW, NRG],
   "OpenJDK 17 Files.newOutputStream(APPEND) run as nobody in gen/Shop.java (gen/java.sh); 'Cannot write export: ' + e",
   wrap=lambda t: "Cannot write export: " + t)
rt("path", "php-open-basedir-restriction", "php", "open-basedir", "traversal", "twaudit-3f8a60d5/../../../../../../../etc/passwd",
   [PATH, POL, RAW],
   "PHP 8.2 CLI with open_basedir=/var/www/html:/tmp, file_get_contents warning captured by set_error_handler in gen/shop.php (gen/php.sh); warning text returned as the result")
rt("path", "dotnet-unauthorizedaccess-path", "dotnet", "unauthorized", "traversal", "twaudit-c2e8a15f/../../../../../../../etc/passwd",
   [PATH, AUTH, RAW, NRG],
   "Mono 6.8 FileStream(FileMode.Append) run as nobody in gen/Shop.cs (gen/dotnet.sh); type name + message as the result text")

# ------------------------------------------------------------------------------------------- policies
gen("policy", "groups-restricted-no-only", "policy-groups", "valid", [POL, AUTH, NRG],
    "the server's own refusal naming the groups that may export and the caller's groups")
gen("policy", "allowed-regions-sentence", "policy-regions", "valid", [POL, NRG],
    "the server's own data-residency refusal listing the regions where the resource type may be created")
gen("policy", "required-role-key-value", "policy-role-kv", "valid", [POL, AUTH, NRG],
    "the server's own permission check with required role=... and the caller's roles")
gen("policy", "threshold-and-blocked-countries", "policy-threshold-blocked", "above-max", [POL, ECHO, NRG],
    "the server's own risk-rule refusal: a security threshold and a blocked list in one sentence, repeating the amount sent")
gen("policy", "sharing-permitted-domains", "policy-domains", "valid", [POL],
    "the server's own refusal listing the permitted recipient domains")
gen("policy", "jsonrpc-deploy-guard-environments", "policy-jsonrpc-envs", "valid", [POL],
    "MCPError(-32001, 'Forbidden', data) raised in the tool: a JSON-RPC error whose data lists allowed/blocked environments and the required group")
ts("policy", "ip-allowlist-cidrs", "ip-allowlist", "valid", [POL, AUTH, RAW, NRG],
   "the server's own source-address allowlist refusal")
ts("policy", "opa-decision-deny-reasons", "opa-deny", "valid", [POL, AUTH, RAW, NRG],
   "fetch to a local mock serving an Open Policy Agent Data API decision (www.openpolicyagent.org/docs/latest/rest-api); result passed through")
ts("policy", "bucket-allowlist", "bucket-allowlist", "valid", [POL, NRG],
   "the server's own bucket allowlist refusal naming its ALLOWED_BUCKETS")
ts("policy", "required-role-single-word", "role-single", "valid", [POL, AUTH, NRG],
   "the server's own refusal naming the one role required")
ts("policy", "lockout-threshold", "lockout-threshold", "valid", [POL, AUTH],
   "the server's own sign-in refusal spelling out the lockout rule's thresholds and its duration")
ts("policy", "jsonrpc-required-scopes", "lowlevel-scopes", "valid", [POL],
   "McpError(-32003, 'insufficient scope', {required_scopes, granted_scopes})")
ts("policy", "invitation-groups-limited", "invite-groups", "valid", [POL, AUTH, NRG],
   "the server's own refusal listing the groups that may invite, without the word 'only'")
ts("policy", "egress-allowed-blocked-hosts", "egress-hosts", "valid", [POL, RAW],
   "the server's own egress policy refusal listing allowed and blocked hosts")

# ------------------------------------------------------------------------------------------- upstream
gen("upstream", "postgres-syntax-error-caret", "pg-syntax", "sql", [RAW, NRG],
    "psycopg2 2.9 against a local PostgreSQL 15 with an f-string query; ToolError(f'Database error: {e}')")
gen("upstream", "libpq-connection-refused", "pg-refused-host", "valid", [RAW, NRG],
    "psycopg2.connect(hostaddr=127.0.0.1, port 5999, nothing listening): libpq's own message; ToolError(str(e))")
gen("upstream", "postgres-password-auth-failed", "pg-password", "valid", [AUTH, RAW, NRG],
    "psycopg2.connect with a wrong password against the local PostgreSQL 15; ToolError(f'Could not run report: {e}')")
gen("upstream", "requests-connectionpool-refused", "requests-refused", "valid", [RAW, NRG],
    "requests 2.x GET to a closed loopback port; ToolError(f'Inventory service unavailable: {e}')")
gen("upstream", "lambda-function-not-found-arn", "lambda-notfound", "valid", [RAW, NRG],
    "botocore Stubber.add_client_error('ResourceNotFoundException') with Lambda's not-found message and ARN; str(ClientError)")
gen("upstream", "werkzeug-500-html-page", "werkzeug-500", "sql", [RAW, NRG],
    "an upstream Flask 3.1 app crashing (KeyError) behind the tool, called through its test client; Werkzeug's own 500 page passed through")
ts("upstream", "undici-fetch-failed-econnrefused", "fetch-econnrefused", "valid", [RAW, NRG],
   "Node 20 fetch to a closed loopback port: `${e.message}: ${e.cause.message}`")
ts("upstream", "mcperror-econnrefused-as-result", "mcperror-econnrefused", "missing", [RAW, NRG],
   "node:net connect to a closed Redis port; McpError(InternalError, err.message) thrown in a registerTool handler, returned as an isError result")
ts("upstream", "jsonrpc-econnrefused-data", "lowlevel-econnrefused", "missing", [RAW],
   "node:net connect to a closed Redis port; McpError(InternalError, err.message, {code, errno, syscall, address, port})")
ts("upstream", "nginx-502-bad-gateway-page", "nginx-502", "valid", [RAW, NRG],
   "nginx 1.22.1 (Debian nginx-light) proxying to a closed port, its own 502 page fetched by the tool and passed through")
ts("upstream", "filesystem-server-enoent", "server-filesystem-missing", "valid", [RAW, NRG],
   "the unmodified reference server @modelcontextprotocol/server-filesystem 2026.8.31 over stdio, read_text_file on a file that does not exist")
rt("upstream", "ruby-net-http-econnrefused", "ruby", "econnrefused", "valid", None, [RAW, NRG],
   "Ruby 3.1 Net::HTTP.get to a closed port in gen/shop.rb (gen/ruby.sh); \"#{e.class}: #{e.message}\" as the result text")
rt("upstream", "go-dial-refused-cluster-host", "go", "dial-refused", "valid", None, [RAW, NRG],
   "go 1.19 net/http Client.Get of an in-cluster URL (the dialer maps it to a closed loopback port) in gen/shop.go; err.Error() via mcp.NewToolResultError")
rt("upstream", "php-pdo-sqlstate", "php", "pdo", "sql", "twaudit-a07d4e19' OR '1'='1' --", [RAW, NRG],
   "PHP 8.2 PDO (SQLite) with a concatenated query in gen/shop.php (gen/php.sh); get_class($e) . ': ' . $e->getMessage()")

# ------------------------------------------------------------------------------------------- stack traces


def spring_error_body(trace, message, path):
    # Spring Boot's DefaultErrorAttributes with server.error.include-stacktrace=always, as Jackson writes it
    return json.dumps({"timestamp": "2025-03-14T09:12:44.031+00:00", "status": 500, "error": "Internal Server Error",
                       "trace": trace, "message": message, "path": path}, separators=(",", ":"))


def coreclr(mono_trace):
    """Render Mono's frames in CoreCLR's documented Exception.ToString() layout
    (learn.microsoft.com/dotnet/api/system.exception.stacktrace: '   at Type.Method(Args) in File:line N')."""
    lines = mono_trace.splitlines()
    head = lines[0].rstrip() + ("" if lines[0].rstrip().endswith(".") else ".")
    out = [head]
    for l in lines[1:]:
        m = re.match(r"\s+at (\S+) \((.*?)\) \[0x[0-9a-f]+\] in (.+):(\d+)\s*$", l)
        args = ", ".join(a.replace("System.String", "String") for a in m.group(2).split(", ")) if m.group(2) else ""
        file = m.group(3).replace("/tmp/billing/src/", "/src/")
        out.append(f"   at {m.group(1)}({args}) in {file}:line {m.group(4)}")
    return "\n".join(out)


gen("stack", "python-traceback-in-success", "traceback-success", "injection", [STACK],
    "csv row unpacking fails; the tool returns a success result with traceback.format_exc() appended")
gen("stack", "python-traceback-jsonrpc-data", "jsonrpc-traceback", "valid", [STACK, RAW],
    "MCPError(-32603, 'Internal error', {'traceback': traceback.format_exc()}): a JSON-RPC error with the trace escaped in its data")
ts("stack", "node-typeerror-stack", "node-stack", "valid", [STACK, RAW, NRG],
   "the handler returns fail(e.stack) for a TypeError")
ts("stack", "express-dev-error-page-stack", "express-html-stack", "valid", [STACK, RAW, NRG],
   "an upstream Express 5.3 app in development mode whose default error handler renders the stack in HTML; body passed through")
rt("stack", "jvm-trace-in-spring-json-body", "java", "export-trace", "wrong-type", "twaudit-e12f6c08",
   [STACK, RAW, ECHO, NRG],
   "OpenJDK 17 trace from gen/Shop.java (gen/java.sh), escaped in Spring Boot's DefaultErrorAttributes JSON body (include-stacktrace=always) that the tool passes through",
   wrap=lambda t: "Order service returned 500: " + spring_error_body(t.rstrip("\n"), "export failed for customer cus_1042", "/api/v1/orders/export"))
rt("stack", "jvm-trace-in-spring-json-success", "java", "export-trace", "wrong-type", "twaudit-e12f6c08", [STACK],
   "the same OpenJDK 17 trace in the same Spring Boot error body, returned by a passthrough tool as a success result with the upstream status",
   wrap=lambda t: "HTTP 500\n" + spring_error_body(t.rstrip("\n"), "export failed for customer cus_1042", "/api/v1/orders/export"),
   channel="success-result")
rt("stack", "jvm-connectexception-trace", "java", "connect-trace", "valid", None, [STACK, RAW, NRG],
   "OpenJDK 17 HttpURLConnection to a closed port in gen/Shop.java (gen/java.sh); printStackTrace text after the server's first line",
   wrap=lambda t: "Ledger service call failed:\n" + t.rstrip("\n"))
rt("stack", "mono-nullreference-trace", "dotnet", "nre-trace", "valid", None, [STACK, RAW, NRG],
   "Mono 6.8 (mcs -debug, mono --debug) NullReferenceException in gen/Shop.cs (gen/dotnet.sh); ex.ToString() as the result text")
rt("stack", "dotnet-coreclr-trace-line-n", "dotnet", "nre-trace", "valid", None, [STACK, RAW, NRG],
   "the Mono trace's frames rendered in CoreCLR's documented ToString layout ('in File:line N', learn.microsoft.com/dotnet/api/system.exception.stacktrace) by gen/build.py; prefixed by the server",
   wrap=lambda t: "Billing API error: " + coreclr(t))
rt("stack", "go-panic-goroutine-stack", "go", "panic-stack", "valid", None, [STACK, RAW, NRG],
   "go 1.19 recovered index-out-of-range panic with runtime/debug.Stack() in gen/shop.go (gen/go.sh); returned via mcp.NewToolResultError",
   wrap=lambda t: "internal error: " + t.rstrip("\n"))
rt("stack", "ruby-nomethoderror-backtrace", "ruby", "nomethod-trace", "valid", None, [STACK, RAW, NRG],
   "Ruby 3.1 NoMethodError#full_message (highlight: false) in gen/shop.rb (gen/ruby.sh), as the result text")
rt("stack", "php-uncaught-exception-trace", "php", "uncaught", "wrong-type", "twaudit-6d2f0a8c", [STACK, RAW, NRG],
   "PHP 8.2 RuntimeException rendered as PHP renders an uncaught exception (\"PHP Fatal error:  Uncaught \" . $e) in gen/shop.php (gen/php.sh)")

# ------------------------------------------------------------------------------------------- echoes
gen("echo", "pydantic-int-parsing-input-value", "pydantic-int", "wrong-type", [ECHO],
    "the SDK's own argument validation (pydantic 2.14 ValidationError) for an int parameter")
gen("echo", "pydantic-less-than-equal", "pydantic-le", "above-max", [ECHO],
    "the SDK's own argument validation for Field(ge=1, le=100)")
gen("echo", "pydantic-literal-error", "pydantic-literal", "enum", [ECHO],
    "the SDK's own argument validation for a Literal['asc','desc'] parameter")
gen("echo", "pydantic-float-parsing", "pydantic-float", "wrong-type", [ECHO],
    "the SDK's own argument validation for a float parameter")
gen("echo", "jsonschema-not-one-of", "jsonschema-enum", "injection", [ECHO],
    "jsonschema 4.26 validate(); ToolError(f'Invalid order: {e.message}')")
gen("echo", "jsonschema-greater-than-maximum", "jsonschema-max", "above-max", [ECHO],
    "jsonschema 4.26 validate() on a maximum; ToolError(f'Invalid order: {e.message}')")
gen("echo", "jsonschema-full-str", "jsonschema-full", "sql", [ECHO],
    "jsonschema 4.26 validate(); ToolError(str(e)) with the schema and instance dump")
gen("echo", "own-invalid-value-no-guidance", "own-echo-noguide", "sql", [ECHO, NRG],
    "the server's own check: f\"Invalid percent '{percent}'\"")
gen("echo", "fromisoformat-guided", "isoformat-guided", "sql", [ECHO],
    "datetime.fromisoformat's ValueError followed by the server's own example of a valid value")
gen("echo", "below-min-got-value", "below-min-echo", "below-min", [ECHO],
    "the server's own range check repeating the value it got")
gen("echo", "fastapi-422-input-echo", "fastapi-422", "sql", [ECHO, RAW, NRG],
    "an upstream FastAPI 0.165 endpoint (limit: int) called through its TestClient; its 422 body passed through")
ts("echo", "ajv-verbose-errors-json", "ajv-verbose", "sql", [ECHO, NRG],
   "ajv 8.20 (allErrors, verbose) errors mapped to {instancePath, keyword, message, data} and returned as JSON")
ts("echo", "zod-reportinput-issue-echo", "zod-reportinput-echo", "sql", [ECHO],
   "the server's own zod 4 schema, safeParse(args, {reportInput: true}); each issue as `${path}: ${message} (got ${JSON.stringify(input)})`")
ts("echo", "own-color-check-echo", "own-color-echo", "sql", [ECHO],
   "the server's own regex check repeating the value, with the expected format")
ts("echo", "postgres-invalid-input-syntax", "pg-node-invalid-int", "sql", [ECHO, RAW, NRG],
   "node-postgres 8.23 against the local PostgreSQL 15 with a template-literal query; `Database error: ${e.message}`")
rt("echo", "java-numberformatexception-message", "java", "nfe-message", "wrong-type", "twaudit-4b7d21e9", [ECHO, NRG],
   "OpenJDK 17 Integer.parseInt in gen/Shop.java (gen/java.sh); 'Invalid limit: ' + e.getMessage()",
   wrap=lambda t: "Invalid limit: " + t)
rt("echo", "java-enum-valueof", "java", "enum-message", "enum", "twaudit-90c3aa51", [ECHO, RAW, NRG],
   "OpenJDK 17 Enum.valueOf in gen/Shop.java (gen/java.sh); e.getMessage() as the result text")
rt("echo", "go-strconv-atoi", "go", "atoi", "wrong-type", "twaudit-61f0b8d2", [ECHO, RAW, NRG],
   "go 1.19 strconv.Atoi in gen/shop.go (gen/go.sh); mcp.NewToolResultError(fmt.Sprintf(\"invalid limit: %v\", err))",
   wrap=lambda t: "invalid limit: " + t)
rt("echo", "go-strconv-parseint-range", "go", "parseint-range", "above-max", "987654321987", [ECHO, RAW, NRG],
   "go 1.19 strconv.ParseInt(s, 10, 32) in gen/shop.go (gen/go.sh); err.Error() as the result text")
rt("echo", "ruby-integer-argumenterror", "ruby", "integer", "wrong-type", "twaudit-8e3b5a06", [ECHO, RAW, NRG],
   "Ruby 3.1 Kernel#Integer in gen/shop.rb (gen/ruby.sh); \"#{e.class}: #{e.message}\"")
rt("echo", "php-datetime-parse-echo", "php", "datetime", "sql", "twaudit-b5c91e02' OR '1'='1' --", [ECHO, NRG],
   "PHP 8.2 new DateTimeImmutable() in gen/shop.php (gen/php.sh); $e->getMessage() as the result text")
rt("echo", "dotnet-enum-parse-requested-value", "dotnet", "enum-parse", "enum", "twaudit-d3a08f17", [ECHO, NRG],
   "Mono 6.8 Enum.Parse in gen/Shop.cs (gen/dotnet.sh); 'Invalid currency: ' + e.Message",
   wrap=lambda t: "Invalid currency: " + t)

# ------------------------------------------------------------------------------------------- no guidance
gen("guidance", "sdk-crash-generic-text", "sdk-crash", "missing", [NRG],
    "a KeyError inside the tool: the SDK hides the crash and sends only 'Error executing tool <name>'")
gen("guidance", "operation-failed", "operation-failed", "valid", [NRG],
    "the server's own ToolError('Operation failed')")
gen("guidance", "validation-word-only-in-json-blob", "json-blob-noguide", "valid", [NRG],
    "the server's own sentence with an attached JSON details blob whose only validation words are inside it")
gen("guidance", "validation-word-only-in-traceback", "traceback-settings", "valid", [NRG, STACK, RAW],
    "the server's settings fail pydantic validation; ToolError('PDF export failed.\\n' + traceback.format_exc())")
gen("guidance", "guardrail-blocked-message-only", "bedrock-blocked-message", "injection", [NRG],
    "boto3 bedrock-runtime apply_guardrail through botocore Stubber; only the guardrail's configured blocked message is returned, no verdict")
ts("guidance", "validation-word-only-in-structuredcontent", "structured-stack", "valid", [NRG, STACK, RAW],
   "the handler returns text 'Feed refresh failed.' with structuredContent {ok:false, error:{name, message, stack}}; text = content text, newline, structuredContent JSON")
ts("guidance", "object-object", "object-object", "valid", [NRG],
   "fail(String(obj)): JavaScript's '[object Object]'")
ts("guidance", "error-undefined", "error-undefined", "valid", [NRG],
   "fail(`Error: ${undefined}`)")
ts("guidance", "request-timed-out", "timed-out", "missing", [NRG],
   "the server's own 'Request timed out' with no retry advice")
rt("guidance", "dotnet-formatexception-message", "dotnet", "int-parse", "wrong-type", "twaudit-5b2e9c40", [NRG],
   "Mono 6.8 int.Parse in gen/Shop.cs (gen/dotnet.sh); e.Message as the result text")
rt("guidance", "ruby-date-error-invalid-date", "ruby", "date", "sql", "twaudit-5e0c7b3a' OR '1'='1' --", [NRG, RAW],
   "Ruby 3.1 Date.iso8601 in gen/shop.rb (gen/ruby.sh); \"#{e.class}: #{e.message}\"")

# ------------------------------------------------------------------------------------------- clean (hard negatives)
gen("clean", "token-limit-guided", "clean-token-limit", "valid", [], "the server's own message: a token limit with what to pass or call instead")
gen("clean", "path-must-be-relative", "clean-path-relative", "traversal", [], "the server's own rule for the path argument, naming no path of the server")
gen("clean", "rate-limit-retry-after", "clean-rate-limit", "valid", [], "the server's own rate-limit message with the retry time")
gen("clean", "not-found-next-tool", "clean-not-found", "sql", [], "the server's own not-found naming the tools to call")
gen("clean", "business-rule-approval", "clean-business-rule", "valid", [], "the server's own business rule the user can act on")
gen("clean", "only-in-ordinary-sentence-hours", "clean-only-hours", "valid", [], "the server's own business rule with 'only' and 'allowed'-like wording")
gen("clean", "page-token-expired", "clean-page-token", "valid", [], "the server's own pagination message ('token', 'expired') with the next step")
gen("clean", "jsonrpc-authentication-required", "clean-jsonrpc-auth", "valid", [], "MCPError(-32001, 'Authentication required', hint): an auth failure on the JSON-RPC channel, where it is the right channel")
gen("clean", "enum-as-guidance", "clean-sort-enum", "sql", [], "the server's own message stating an argument's allowed values, not repeating the value")
gen("clean", "pydantic-field-required", "pydantic-missing", "missing", [], "the SDK's own argument validation for missing required fields (no canary to echo)")
gen("clean", "invalid-json-guided-no-echo", "json-decode-guided", "sql", [], "json.JSONDecodeError details plus the server's example, not repeating the value")
ts("clean", "only-png-or-jpeg", "clean-only-png", "valid", [], "the server's own format rule with 'only' and the next step")
ts("clean", "timeout-retry-later", "clean-timeout-retry", "valid", [], "the server's own timeout message saying when to retry")
ts("clean", "slot-blocked-by-meeting", "clean-blocked-slot", "valid", [], "'blocked' in a calendar sense, with the tool to call")
ts("clean", "expense-denied-success", "clean-denied-expense", "valid", [], "a success result reporting a business decision with 'denied'")
ts("clean", "characters-not-allowed", "clean-not-allowed-chars", "valid", [], "an argument format rule listing characters 'not allowed'")
ts("clean", "quota-with-reset", "clean-quota", "valid", [], "a usage quota with its reset date and the tool to check it")
ts("clean", "provider-unavailable-retry", "clean-provider-unavailable", "valid", [], "an upstream outage said in the server's words with a retry time")
ts("clean", "no-path-between-stops", "clean-no-path", "traversal", [], "'path' in a routing sense, with what to try next")
ts("clean", "zod-injection-field-name", "clean-injection-ml", "wrong-type", [], "zod's own argument error through the SDK; 'injection' is a field name")
ts("clean", "attack-stat-range", "clean-attack-range", "above-max", [], "'attack' as a game stat with its allowed range, not repeating the value")
ts("clean", "no-stack-trace-attached-success", "clean-no-stack-success", "valid", [], "a success result mentioning 'stack trace' with no trace")
ts("clean", "reviewer-role-business", "clean-reviewer-role", "valid", [], "'role' in a business sense, with the tools to call")
ts("clean", "empty-search-term", "clean-empty-term", "empty", [], "the server's own message for an empty argument with an example")
ts("clean", "zod-expected-number", "zod-wrong-type", "wrong-type", [], "zod 4 argument validation through McpServer (no value repeated)")
ts("clean", "zod-too-big", "zod-above-max", "above-max", [], "zod 4 .max(100) through McpServer")
ts("clean", "zod-invalid-option-enum", "zod-enum", "enum", [], "zod 4 enum through McpServer: allowed values as guidance, no echo")
ts("clean", "zod-missing-required", "zod-missing", "missing", [], "zod 4 required fields through McpServer")
ts("clean", "ajv-errorstext-maximum", "ajv-text", "above-max", [], "ajv 8.20 errorsText(): the rule, not the value")
ts("clean", "jsonrpc-injection-detected", "lowlevel-injection", "injection", [], "McpError(InvalidRequest, 'Request rejected: prompt injection detected in message') from a low-level Server: a JSON-RPC error, where injection reporting is not a signal")
ts("clean", "jsonrpc-invalid-params-guided", "lowlevel-invalid-params", "sql", [], "McpError(InvalidParams, ...) with the expected format and the tool to call")


def check(entry):
    assert entry["probe"] in PROBES, entry
    assert entry["channel"] in ("error-result", "success-result", "jsonrpc-error"), entry
    s = set(entry["signals"])
    if entry["channel"] != "error-result":
        assert not s & {AUTH, PATH, INJ, NRG}, entry["id"]
    if entry["channel"] == "success-result":
        assert s <= {STACK}, entry["id"]
    if ECHO in s:
        sent = entry["sent"]
        canary = re.search(r"twaudit-[0-9a-f]{8}", sent or "")
        assert (canary and canary.group(0) in entry["text"]) or (sent and sent in entry["text"]), entry["id"]
    if entry["sent"] and entry["probe"] not in ("above-max", "below-min", "empty"):
        assert re.search(r"twaudit-[0-9a-f]{8}", entry["sent"]), entry["id"]


def main():
    files = {}
    ids = set()
    for file, e in ENTRIES:
        check(e)
        assert e["id"] not in ids, e["id"]
        ids.add(e["id"])
        files.setdefault(file, []).append(e)
    for file, entries in files.items():
        (DEST / f"{file}.json").write_text(json.dumps(entries, indent=2, ensure_ascii=False) + "\n")
        print(f"{file}.json: {len(entries)}")


if __name__ == "__main__":
    main()
