"""Batch C: writes sdk-c.json, edge-c.json, policy-c.json, clean-c.json from the raw answers in
/tmp/c-out (made by the c-* generators; see c-run-all.sh). Labels are set here, by hand, from
the signal definitions; each entry's text, channel and sent string are the generator's."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
RAW = {}
for f in sorted(os.listdir("/tmp/c-out")):
    tag = f[:-5]
    for k, v in json.load(open(os.path.join("/tmp/c-out", f))).items():
        RAW[f"{tag}/{k}"] = v
V = lambda tag: json.load(open(f"/tmp/c-out/{tag}.json"))["_versions"]

A, P, I, N, U, E, Q, S = ("auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance",
                          "raw-upstream-text", "policy-enumeration", "validation-echoes-value", "stack-trace")
ORDER = [A, P, I, N, U, E, Q, S]

def entry(key, id, probe, signals, produced_by):
    r = RAW[key]
    sig = sorted(set(signals), key=ORDER.index)
    ch, sent, text = r["channel"], r["sent"], r["text"]
    if ch != "error-result":
        assert not ({A, P, I, N} & set(sig)), (id, "result-only signal on " + ch)
    if ch == "success-result":
        assert set(sig) <= {S}, id
    if sent:
        marker = sent[sent.index("twaudit-"):][:16] if "twaudit-" in sent else sent
        assert (marker in text) == (Q in sig), (id, "echo label vs text")
    return {"id": id, "produced_by": produced_by, "channel": ch, "probe": probe, "sent": sent, "text": text, "signals": sig}

ts, tso, py, fmv = V("ts132"), V("ts117"), V("pysdk"), V("fastmcp")
TS = f"MCP TypeScript SDK {ts['sdk']} (McpServer.registerTool, zod {ts['zod']} input schema), node 20, real callTool over the in-memory transport (gen/c-node/sdk-ts.cjs); the SDK's own isError result"
TS3 = f"MCP TypeScript SDK {ts['sdk']} with a zod/v3 schema (zod {ts['zod']} package), real callTool (gen/c-node/sdk-ts.cjs); the SDK's own isError result"
TSO = f"MCP TypeScript SDK {tso['sdk']} (zod {tso['zod']}), real callTool (gen/c-node/sdk-ts.cjs); the SDK's own JSON-RPC error, message as on the wire"
TSH = f"MCP TypeScript SDK {ts['sdk']} + axios 1.21 run here (gen/c-node/sdk-ts.cjs): the handler's error turned into an isError result by McpServer"
PYF = f"mcp {py['mcp']} FastMCP + pydantic {py['pydantic']}, real call over the in-memory transport (gen/c-py-sdk.py); the SDK's own isError result"
PYL = f"mcp {py['mcp']} low-level Server validating the tool's inputSchema with jsonschema {py['jsonschema']}, real call (gen/c-py-sdk.py); the SDK's own isError result"
FMU = f"fastmcp {fmv['fastmcp']} (on mcp {fmv['mcp']}, pydantic {fmv['pydantic']}), mask_error_details=False, real call with fastmcp.Client (gen/c-fastmcp.py)"
FMM = f"fastmcp {fmv['fastmcp']}, mask_error_details=True, real call with fastmcp.Client (gen/c-fastmcp.py)"
SRV = "reference server run here over stdio, driven by the mcp 1.30 client (gen/c-servers.py): "

sdk = [
    entry("ts132/enum", "c-ts132-zod4-enum", "enum", [], TS),
    entry("ts132/missing", "c-ts132-zod4-missing-says-invalid-option", "missing", [], TS),
    entry("ts132/wrong-type", "c-ts132-zod4-wrong-type", "wrong-type", [], TS),
    entry("ts132/above-max", "c-ts132-zod4-too-big", "above-max", [], TS),
    entry("ts132/below-min", "c-ts132-zod4-too-small", "below-min", [], TS),
    entry("ts132/email-sql", "c-ts132-zod4-email", "sql", [], TS),
    entry("ts132/regex-date", "c-ts132-zod4-regex-pattern", "wrong-type", [], TS),
    entry("ts132/url-traversal", "c-ts132-zod4-url", "traversal", [], TS),
    entry("ts132/literal-injection", "c-ts132-zod4-literal", "injection", [], TS),
    entry("ts132/v3-enum", "c-ts132-zod3-enum-received", "enum", [Q], TS3),
    entry("ts132/v3-above-max", "c-ts132-zod3-too-big", "above-max", [], TS3),
    entry("ts132/v3-regex", "c-ts132-zod3-regex-bare-invalid", "wrong-type", [N], TS3 + "; says only 'Invalid' and the argument, not what is expected"),
    entry("ts132/v3-missing", "c-ts132-zod3-required", "missing", [], TS3),
    entry("ts132/v3-literal", "c-ts132-zod3-literal", "enum", [], TS3),
    entry("ts117/enum", "c-ts117-zod-issues-enum-jsonrpc", "enum", [Q], TSO),
    entry("ts117/missing", "c-ts117-zod-issues-required-jsonrpc", "missing", [], TSO),
    entry("ts117/wrong-type", "c-ts117-zod-issues-type-jsonrpc", "wrong-type", [], TSO),
    entry("ts117/above-max", "c-ts117-zod-issues-too-big-jsonrpc", "above-max", [], TSO),
    entry("ts117/regex-date", "c-ts117-zod-issues-regex-jsonrpc", "wrong-type", [], TSO),
    entry("ts117/literal-injection", "c-ts117-zod-issues-literal-received-jsonrpc", "injection", [Q], TSO),
    entry("ts132/handler-json-parse", "c-ts132-handler-json-parse-of-challenge-page", "valid", [U, N], TSH + " (JSON.parse of a CDN challenge page)"),
    entry("ts132/handler-econnrefused", "c-ts132-handler-econnrefused", "valid", [U, N], TSH),
    entry("pysdk/fastmcp-enum", "c-pysdk-fastmcp-literal", "enum", [Q], PYF),
    entry("pysdk/fastmcp-missing", "c-pysdk-fastmcp-missing-echoes-other-args", "missing", [Q], PYF + "; the missing-field error repeats the arguments the caller did send (input_value={...})"),
    entry("pysdk/fastmcp-wrong-type", "c-pysdk-fastmcp-int-parsing", "wrong-type", [Q], PYF),
    entry("pysdk/fastmcp-above-max", "c-pysdk-fastmcp-le", "above-max", [Q], PYF),
    entry("pysdk/fastmcp-pattern-sql", "c-pysdk-fastmcp-pattern", "sql", [Q], PYF),
    entry("pysdk/fastmcp-oversized", "c-pysdk-fastmcp-max-length", "oversized", [Q], PYF),
    entry("pysdk/fastmcp-toolerror-guided", "c-pysdk-fastmcp-toolerror-next-step", "valid", [], PYF + "; ToolError raised by the tool with its own message"),
    entry("pysdk/fastmcp-toolerror-retry-later", "c-pysdk-fastmcp-toolerror-retry-later", "valid", [], PYF + "; ToolError raised by the tool with its own message"),
    entry("pysdk/lowlevel-enum", "c-pysdk-lowlevel-enum", "enum", [Q], PYL),
    entry("pysdk/lowlevel-wrong-type", "c-pysdk-lowlevel-type", "wrong-type", [Q], PYL),
    entry("pysdk/lowlevel-above-max", "c-pysdk-lowlevel-maximum", "above-max", [Q], PYL),
    entry("pysdk/lowlevel-missing", "c-pysdk-lowlevel-required", "missing", [], PYL),
    entry("pysdk/lowlevel-pattern-injection", "c-pysdk-lowlevel-pattern", "injection", [Q], PYL),
    entry("pysdk/lowlevel-oversized", "c-pysdk-lowlevel-too-long", "oversized", [Q], PYL),
    entry("stack/py-lowlevel-mcperror-internal", "c-pysdk-lowlevel-mcperror-becomes-internal-error", "valid", [N], "mcp 1.30 low-level Server (gen/c-stack.py): the handler raised McpError(-32603, 'Internal error', data={traceback}); the SDK sent an isError result with the message only"),
    entry("fastmcp/unmasked-enum", "c-fastmcp-unmasked-literal", "enum", [Q], FMU),
    entry("fastmcp/unmasked-missing", "c-fastmcp-unmasked-missing-argument", "missing", [Q], FMU + "; repeats the arguments the caller did send (input_value={...})"),
    entry("fastmcp/unmasked-wrong-type", "c-fastmcp-unmasked-int-parsing", "wrong-type", [Q], FMU),
    entry("fastmcp/unmasked-pattern-sql", "c-fastmcp-unmasked-pattern", "sql", [Q], FMU),
    entry("fastmcp/masked-above-max", "c-fastmcp-masked-le-still-echoes", "above-max", [Q], FMM + "; masking does not cover argument validation"),
    entry("fastmcp/masked-pattern-injection", "c-fastmcp-masked-pattern-truncated-echo", "injection", [Q], FMM + "; pydantic shortens the long input but keeps its end"),
    entry("fastmcp/unmasked-httpx-dns", "c-fastmcp-unmasked-dns-errno", "valid", [U, N], FMU + "; httpx to an unresolvable internal host"),
    entry("fastmcp/unmasked-sqlite-no-table", "c-fastmcp-unmasked-sqlite", "valid", [U, N], FMU + "; sqlite3 error"),
    entry("fastmcp/unmasked-toolerror-guided", "c-fastmcp-toolerror-next-step", "valid", [], FMU + "; ToolError with the tool's own message"),
    entry("fastmcp/unmasked-empty-exception", "c-fastmcp-unmasked-empty-exception", "valid", [N], FMU + "; RuntimeError() without a message"),
    entry("fastmcp/masked-httpx-dns", "c-fastmcp-masked-generic", "valid", [N], FMM + "; the same DNS failure, masked"),
    entry("servers/fs-head-wrong-type", "c-fs-server-sdk-validation", "wrong-type", [], SRV + "@modelcontextprotocol/server-filesystem 2026.8.31 (its TS SDK's own validation)"),
    entry("servers/github-zod-wrong-type", "c-github-server-zod-errors-jsonrpc", "wrong-type", [], SRV + "@modelcontextprotocol/server-github 2025.4.8 (zod errors JSON in a thrown Error, sent as a JSON-RPC error)"),
    entry("servers/git-log-wrong-type", "c-git-server-pydantic", "wrong-type", [Q], SRV + "mcp-server-git 2026.10.19 (on mcp 2.3)"),
]

WAF = "documented block page served for the host by a loopback proxy, fetched with {lib} in a FastMCP (mcp 1.30) tool run here (gen/c-waf.py, page in gen/c-waf-pages/{page}); {how}"
w = lambda lib, page, how: WAF.format(lib=lib, page=page, how=how)
AP = "run here in a FastMCP (mcp 1.30) tool (gen/c-authpath.py): "
INJP = "run here in a FastMCP (mcp 1.30) tool (gen/c-injection.py): "
STK = "run here (gen/c-stack.py): "
edge = [
    # CDN / WAF pages
    entry("waf/cf-1020-text", "c-waf-cloudflare-1020", "valid", [U, N], w("requests 2.34", "cf-1020.html", "page text (BeautifulSoup) after the URL")),
    entry("waf/cf-1015-text", "c-waf-cloudflare-1015-rate-limited", "valid", [U], w("httpx 0.28", "cf-1015.html", "page text (BeautifulSoup); the page says the ban is temporary")),
    entry("waf/cf-waf-block-text", "c-waf-cloudflare-sorry-blocked", "valid", [U], w("requests 2.34", "cf-blocked.html", "page text; the page's own next step (email the site owner) kept")),
    entry("waf/cf-challenge-jsondecode-traceback", "c-waf-cloudflare-challenge-json-traceback", "valid", [S, U, N], w("requests 2.34 (.json() on the managed-challenge page)", "cf-challenge.html", "traceback.format_exc() of the server module under /opt")),
    entry("waf/cloudfront-waf-httpx", "c-waf-aws-cloudfront-403", "valid", [U], w("httpx 0.28 (raise_for_status)", "cloudfront-waf.html", "the HTTPStatusError text and the page text; the page says to try again later")),
    entry("waf/apigw-waf-requests-403", "c-waf-aws-apigateway-forbidden", "valid", [U, N], w("requests 2.34 (raise_for_status)", "(API Gateway's WAF body {\"message\":\"Forbidden\"})", "the HTTPError text")),
    entry("waf/akamai-raw-html", "c-waf-akamai-reference-18", "valid", [U, N], w("requests 2.34", "akamai.html", "raw body")),
    entry("waf/fastly-text", "c-waf-fastly-varnish-403", "valid", [U, N], w("httpx 0.28", "fastly.html", "page text")),
    entry("waf/imperva-raw-html", "c-waf-imperva-incident", "valid", [U, N], w("requests 2.34", "imperva.html", "raw body")),
    entry("waf/sucuri-text", "c-waf-sucuri-country-block", "valid", [U], w("requests 2.34", "sucuri.html", "page text; the page's own next step (open a ticket) kept")),
    entry("waf/azure-frontdoor-text", "c-waf-azure-front-door", "valid", [U, N], w("httpx 0.28", "azure-frontdoor.html", "status line and page text")),
    entry("waf/f5-asm-text", "c-waf-f5-asm-rejected", "valid", [U], w("requests 2.34 (the ASM answers 200)", "f5-asm.html", "page text; says to consult the administrator")),
    entry("waf/cloud-armor-raw", "c-waf-google-cloud-armor", "valid", [U, N], w("requests 2.34", "cloud-armor.html", "raw body")),
    # reference servers
    entry("servers/fs-read-traversal", "c-fs-server-traversal-allowed-dirs", "traversal", [P, E], SRV + "@modelcontextprotocol/server-filesystem 2026.8.31 with two allowed directories"),
    entry("servers/fs-read-symlink", "c-fs-server-symlink-target", "valid", [P, E], SRV + "@modelcontextprotocol/server-filesystem 2026.8.31, a symlink in the workspace pointing at /etc"),
    entry("servers/fs-write-outside", "c-fs-server-write-outside", "valid", [P, E], SRV + "@modelcontextprotocol/server-filesystem 2026.8.31"),
    entry("servers/fs-move-outside", "c-fs-server-move-outside", "valid", [P, E], SRV + "@modelcontextprotocol/server-filesystem 2026.8.31"),
    entry("servers/fs-enoent", "c-fs-server-enoent", "valid", [U, N], SRV + "@modelcontextprotocol/server-filesystem 2026.8.31, a file that does not exist"),
    entry("servers/github-bad-credentials", "c-github-server-bad-credentials-jsonrpc", "valid", [], SRV + "@modelcontextprotocol/server-github 2025.4.8 (its fetch sent to a loopback mock answering GitHub's documented 401 body); thrown Error sent as a JSON-RPC error"),
    entry("servers/github-pat-not-accessible", "c-github-server-permission-jsonrpc", "valid", [], SRV + "@modelcontextprotocol/server-github 2025.4.8, GitHub's documented 403 body; JSON-RPC error"),
    entry("servers/github-validation-failed", "c-github-server-validation-stack-jsonrpc", "valid", [U, S], SRV + "@modelcontextprotocol/server-github 2025.4.8, GitHub's documented 422 body; its create_issue error with the stack, JSON-RPC error"),
    entry("servers/git-repo-outside", "c-git-server-repo-outside", "traversal", [P, Q], SRV + "mcp-server-git 2026.10.19 --repository /srv/repos/web"),
    entry("servers/git-add-traversal", "c-git-server-add-outside", "traversal", [P, Q], SRV + "mcp-server-git 2026.10.19"),
    entry("servers/git-show-bad-ref", "c-git-server-bad-ref", "enum", [Q, N], SRV + "mcp-server-git 2026.10.19"),
    entry("servers/git-branch-sql", "c-git-server-invalid-ref-chars", "sql", [Q], SRV + "mcp-server-git 2026.10.19"),
    entry("servers/fetch-private-ip", "c-fetch-server-private-address", "valid", [E], SRV + "mcp-server-fetch 2026.10.24 (its SSRF guard on the robots.txt request)"),
    entry("servers/fetch-dns-failure", "c-fetch-server-robots-connection-issue", "valid", [N], SRV + "mcp-server-fetch 2026.10.24, an unresolvable host"),
    entry("servers/fetch-proxy-robots-disallow", "c-fetch-server-robots-disallow", "valid", [E], SRV + "mcp-server-fetch 2026.10.24 through a loopback proxy answering the site's robots.txt"),
    entry("servers/time-tz-enum", "c-time-server-invalid-timezone", "enum", [Q, N], SRV + "mcp-server-time 2026.10.19"),
    # auth
    entry("authpath/auth-httpx-401", "c-auth-httpx-401", "valid", [A, U, N], AP + "httpx 0.28 raise_for_status on the API's 401"),
    entry("authpath/auth-requests-403-scope", "c-auth-requests-403-insufficient-scope", "valid", [A, U, N], AP + "requests 2.34 HTTPError plus the OAuth error_description"),
    entry("authpath/auth-botocore-expired-token", "c-auth-botocore-expired-token", "valid", [A, U, N], AP + "botocore 1.44 (Stubber) ClientError text"),
    entry("authpath/auth-botocore-explicit-deny", "c-auth-botocore-explicit-deny-policy", "valid", [A, U, E, N], AP + "botocore 1.44 (Stubber) ClientError with the documented explicit-deny message naming the policy"),
    entry("authpath/auth-google-api-core-403", "c-auth-google-bigquery-403", "valid", [A, U, N], AP + "google-api-core 2.44 from_http_response on BigQuery's documented 403 body"),
    entry("authpath/auth-google-auth-invalid-grant", "c-auth-google-auth-invalid-grant", "valid", [A, U, N], AP + "google-auth 2.63 RefreshError (token endpoint answered by the loopback proxy)"),
    entry("authpath/auth-pyjwt-expired", "c-auth-pyjwt-expired", "valid", [A, N], AP + "PyJWT ExpiredSignatureError message"),
    entry("authpath/auth-psycopg2-password", "c-auth-psycopg2-password-failed", "valid", [A, U, N], AP + "psycopg2 2.9 against local PostgreSQL 15, wrong password"),
    entry("authpath/auth-psycopg2-insufficient-privilege", "c-auth-psycopg2-insufficient-privilege", "valid", [A, U, N], AP + "psycopg2 2.9 against local PostgreSQL 15, schema without USAGE; class name and message"),
    entry("authpath/auth-redis-wrongpass", "c-auth-redis-wrongpass", "valid", [A, U, N], AP + "redis-py against local redis-server with requirepass"),
    entry("authpath/auth-smtp-535", "c-auth-smtplib-535", "valid", [A, U, N], AP + "smtplib against a loopback SMTP answering Gmail's documented 535 reply"),
    entry("authpath/auth-openai-invalid-key", "c-auth-openai-invalid-key", "valid", [A, U], AP + "openai SDK AuthenticationError (documented 401 body over httpx MockTransport); the message says where to find the key"),
    entry("authpath/auth-own-reconnect-guided", "c-auth-own-reconnect-guided", "valid", [A], AP + "server's own message"),
    entry("authpath/auth-own-permission-denied", "c-auth-own-permission-denied", "valid", [A, N], AP + "server's own message"),
    entry("authpath/auth-own-token-missing-guided", "c-auth-own-token-missing-guided", "valid", [A], AP + "server's own message"),
    entry("authpath/auth-own-bare-forbidden", "c-auth-own-bare-forbidden", "valid", [A, N], AP + "server's own message"),
    # paths
    entry("authpath/path-pathlib-relative-to", "c-path-pathlib-relative-to", "traversal", [P, U], AP + "pathlib's ValueError message (Python 3.11)"),
    entry("authpath/path-tarfile-link-outside", "c-path-tarfile-link-outside", "valid", [P, U, N], AP + "tarfile data filter (Python 3.11) on an archive with a symlink member"),
    entry("authpath/path-jinja-traversal", "c-path-jinja-template-not-found", "traversal", [P, Q, N], AP + "Jinja2 3.1 FileSystemLoader refusing '..' (TemplateNotFound, whose message is the name)"),
    entry("authpath/path-php-open-basedir", "c-path-php-open-basedir", "valid", [P, U, E], AP + "PHP 8.2 CLI with open_basedir, the warnings it raised passed on"),
    entry("authpath/path-own-guided-echo", "c-path-own-guided-echo", "traversal", [P, Q], AP + "server's own message"),
    entry("authpath/path-own-client-roots", "c-path-own-client-roots", "valid", [P, E], AP + "server's own message listing the client's roots"),
    entry("authpath/path-own-symlink", "c-path-own-symlink-outside", "valid", [P], AP + "server's own message (os.path.realpath of a real symlink)"),
    entry("authpath/path-own-windows", "c-path-own-windows-sandbox", "valid", [P], AP + "server's own message (PureWindowsPath)"),
    entry("authpath/path-own-json", "c-path-own-json", "valid", [P], AP + "server's own JSON error"),
    entry("authpath/path-own-german", "c-path-own-german", "valid", [P], AP + "server's own message (German)"),
    entry("authpath/path-git-outside-repo", "c-path-git-cli-outside-repository", "traversal", [P, Q, U], AP + "git 2.x CLI 'add' stderr passed on"),
    # injection / safety verdicts
    entry("injection/openai-azure-content-filter-jailbreak", "c-inj-azure-openai-content-filter", "injection", [I, U], INJP + "openai SDK BadRequestError text on Azure OpenAI's documented content_filter (jailbreak) body"),
    entry("injection/openai-azure-content-filter-message", "c-inj-azure-openai-content-filter-message", "injection", [I, U], INJP + "the vendor's message from the same body passed on"),
    entry("injection/openai-moderation-flagged", "c-inj-openai-moderation", "injection", [I, N], INJP + "openai SDK moderations.create (documented response), server's verdict"),
    entry("injection/azure-contentsafety-severity", "c-inj-azure-content-safety-severity", "injection", [I, N], INJP + "azure-ai-contentsafety 1.0 analyze_text (documented response through the loopback proxy)"),
    entry("injection/azure-contentsafety-blocklist", "c-inj-azure-content-safety-blocklist", "injection", [I, E, N], INJP + "azure-ai-contentsafety 1.0 analyze_text with a blocklist hit; names the list and its item"),
    entry("injection/bedrock-guardrail-prompt-attack", "c-inj-bedrock-guardrail", "injection", [I, N], INJP + "botocore bedrock-runtime ApplyGuardrail (Stubber, documented response)"),
    entry("injection/llama-guard-raw", "c-inj-llama-guard-raw", "valid", [I, U, N], INJP + "a classifier's raw completion passed on"),
    entry("injection/own-pattern-echo", "c-inj-own-pattern-echo", "injection", [I, Q, N], INJP + "server's own regex check"),
    entry("injection/own-bare", "c-inj-own-bare", "injection", [I, N], INJP + "server's own message"),
    entry("injection/own-guided", "c-inj-own-guided", "injection", [I], INJP + "server's own message"),
    entry("injection/own-score-threshold", "c-inj-own-score-threshold", "valid", [I, E, N], INJP + "server's own message with its score and block threshold"),
    entry("injection/own-jailbreak-logged", "c-inj-own-jailbreak-logged", "injection", [I, N], INJP + "server's own message"),
    entry("injection/own-german", "c-inj-own-german", "injection", [I, N], INJP + "server's own message (German)"),
    entry("injection/own-image-safety", "c-inj-own-image-safety", "valid", [I, N], INJP + "server's own message"),
    entry("injection/own-safety-filter-guided", "c-inj-own-safety-filter-guided", "valid", [I], INJP + "server's own message"),
    entry("injection/own-json-verdict", "c-inj-own-json-verdict", "injection", [I, N], INJP + "server's own JSON verdict"),
    entry("injection/own-indirect-guided", "c-inj-own-indirect-guided", "valid", [I], INJP + "server's own message"),
    # stack traces
    entry("ts132/handler-axios-stack", "c-stack-ts-sdk-axios-stack", "valid", [S, U, N], TSH + "; the tool returned e.stack (handler module under /srv/crm-mcp)"),
    entry("stack/py-psycopg2-undefined-column", "c-stack-py-psycopg2-undefined-column", "valid", [S, U, N], STK + "psycopg2 2.9 against local PostgreSQL 15, traceback.format_exc() of a module under /srv"),
    entry("stack/py-requests-dns-chain", "c-stack-py-requests-dns-chain", "valid", [S, U, N], STK + "requests 2.34 to an unresolvable cluster host, chained traceback"),
    entry("stack/py-pydantic-validation", "c-stack-py-pydantic-upstream-payload", "valid", [S, U, N], STK + "pydantic 2.14 ValidationError parsing an upstream payload, traceback"),
    entry("stack/py-keyerror", "c-stack-py-keyerror", "valid", [S, U, N], STK + "KeyError traceback"),
    entry("stack/py-keyerror-in-success", "c-stack-py-keyerror-in-success", "valid", [S], STK + "the same traceback inside a successful structured result"),
    entry("stack/py-sqlite-locked", "c-stack-py-sqlite-locked", "valid", [S, U, N], STK + "sqlite3 'database is locked' traceback"),
    entry("stack/py-asyncio-timeout", "c-stack-py-asyncio-timeout", "valid", [S, U, N], STK + "asyncio.wait_for TimeoutError through a thread pool, traceback"),
    entry("stack/java-npe", "c-stack-java-npe", "valid", [S, U, N], STK + "Java 17 program's uncaught NullPointerException, stderr passed on"),
    entry("stack/java-numberformat-echo", "c-stack-java-numberformat-echo", "wrong-type", [S, U, Q, N], STK + "Java 17 Integer.parseInt on the argument, stderr passed on"),
    entry("stack/java-caused-by-chain", "c-stack-java-caused-by", "valid", [S, U, N], STK + "Java 17 UncheckedIOException caused by NoSuchFileException, stderr passed on"),
    entry("stack/node-typeerror", "c-stack-node-typeerror", "valid", [S, U, N], STK + "node 20 uncaught TypeError, stderr passed on"),
    entry("stack/node-invalid-url-echo", "c-stack-node-invalid-url-echo", "wrong-type", [S, U, Q, N], STK + "node 20 new URL(argument), ERR_INVALID_URL with its input, stderr passed on"),
    entry("stack/node-json-parse-html", "c-stack-node-json-parse-html", "valid", [S, U, N], STK + "node 20 JSON.parse of a CDN challenge page, stderr passed on"),
    entry("stack/php-datetime-echo", "c-stack-php-datetime-echo", "wrong-type", [S, U, Q, N], STK + "PHP 8.2 uncaught DateTimeImmutable exception on the argument, stderr passed on"),
]

PO = "run here in a FastMCP (mcp 1.30) tool (gen/c-policy.py): "
policy = [
    entry("policy/opa-required-roles", "c-pol-opa-required-roles", "valid", [A, E, N], PO + "OPA/Rego decision (regopy 1.5, gen/c-policy.rego), deny messages passed on"),
    entry("policy/opa-bucket-allowlist-echo", "c-pol-opa-bucket-allowlist", "enum", [A, E, Q], PO + "OPA/Rego decision (regopy 1.5), lists the approved buckets"),
    entry("policy/cedar-determining-policy", "c-pol-cedar-determining-policy", "valid", [A, E, N], PO + "cedarpy 4.12 decision; the determining policy's text (gen/c-policy.cedar)"),
    entry("policy/casbin-matched-deny-rule", "c-pol-casbin-deny-rule", "valid", [A, E, N], PO + "pycasbin 1.43 enforce_ex; the matched deny rule"),
    entry("policy/oso-allowed-actions", "c-pol-oso-allowed-actions", "valid", [A, E], PO + "oso 0.27 is_allowed / get_allowed_actions (gen/c-policy.polar)"),
    entry("policy/openai-429-tpm-limit", "c-pol-openai-rate-limit-tpm", "valid", [U, E], PO + "openai SDK RateLimitError text on the documented 429 body; says when to retry"),
    entry("policy/gcp-org-policy-constraint", "c-pol-gcp-org-policy-constraint", "valid", [U, E], PO + "google-api-core 2.44 from_http_response on Compute's documented org-policy constraint body"),
    entry("policy/own-plan-quota", "c-pol-own-plan-quota", "valid", [E], PO + "server's own message"),
    entry("policy/own-egress-allowlist-json", "c-pol-own-egress-allowlist", "valid", [E], PO + "server's own JSON error"),
    entry("policy/own-refund-groups", "c-pol-own-refund-groups", "valid", [A, E], PO + "server's own message"),
    entry("policy/own-region-residency-echo", "c-pol-own-region-residency", "enum", [E, Q], PO + "server's own message"),
    entry("policy/own-deploy-window", "c-pol-own-deploy-window", "valid", [E], PO + "server's own message"),
    entry("policy/own-share-domains", "c-pol-own-share-domains", "valid", [E], PO + "server's own message"),
]

clean = [
    entry("policy/guide-status-enum", "c-clean-status-one-of", "enum", [], PO + "server's own message"),
    entry("policy/guide-date-format", "c-clean-date-format", "wrong-type", [], PO + "server's own message"),
    entry("policy/guide-limit-range", "c-clean-limit-range", "above-max", [], PO + "server's own message"),
    entry("policy/guide-sort-values", "c-clean-sort-values", "enum", [], PO + "server's own message"),
    entry("policy/guide-currency-format", "c-clean-currency-format", "wrong-type", [], PO + "server's own message"),
    entry("policy/guide-not-found-next-step", "c-clean-not-found-next-step", "valid", [], PO + "server's own message"),
    entry("policy/guide-archived", "c-clean-archived-next-step", "valid", [], PO + "server's own message"),
    entry("policy/guide-still-running", "c-clean-still-running", "valid", [], PO + "server's own message"),
    entry("policy/guide-timeout-retry", "c-clean-timeout-retry", "valid", [], PO + "server's own message"),
    entry("policy/guide-rate-wait", "c-clean-rate-wait", "valid", [], PO + "server's own message"),
    entry("policy/guide-past-time", "c-clean-past-time", "valid", [], PO + "server's own message"),
    entry("policy/guide-file-too-large", "c-clean-file-too-large", "valid", [], PO + "server's own message"),
    entry("policy/guide-either-arg", "c-clean-either-arg", "missing", [], PO + "server's own message"),
    entry("policy/guide-exclusive-args", "c-clean-exclusive-args", "valid", [], PO + "server's own message"),
    entry("policy/refuse-no-enumeration", "c-clean-refusal-no-enumeration", "valid", [], PO + "server's own message"),
    entry("policy/guide-merge-conflict", "c-clean-merge-conflict", "valid", [], PO + "server's own message"),
    entry("policy/refuse-refund-above-charge", "c-clean-refund-above-charge", "valid", [], PO + "server's own message"),
    entry("waf/clean-firewall-block", "c-clean-own-words-for-cdn-block", "valid", [], w("requests 2.34", "cf-1020.html", "the server recognises the block (403 + server: cloudflare) and says so in its own words")),
    entry("waf/clean-rate-limited", "c-clean-own-words-for-cdn-rate-limit", "valid", [], w("httpx 0.28", "cf-1015.html", "the server recognises the 429 and says so in its own words")),
    entry("servers/fetch-proxy-robots-403", "c-clean-fetch-server-robots-403", "valid", [], SRV + "mcp-server-fetch 2026.10.24, robots.txt answered 403 by the site's CDN"),
    entry("servers/time-bad-time", "c-clean-time-server-format", "wrong-type", [], SRV + "mcp-server-time 2026.10.19"),
]

def write(name, entries):
    ids = [e["id"] for e in entries]
    assert len(ids) == len(set(ids)), name
    with open(os.path.join(HERE, "..", name), "w", encoding="utf-8") as f:
        json.dump(entries, f, indent=2, ensure_ascii=False)
        f.write("\n")
    print(name, len(entries))

allids = [e["id"] for part in (sdk, edge, policy, clean) for e in part]
assert len(allids) == len(set(allids))
write("sdk-c.json", sdk); write("edge-c.json", edge); write("policy-c.json", policy); write("clean-c.json", clean)
from collections import Counter
c = Counter(s for part in (sdk, edge, policy, clean) for e in part for s in e["signals"])
c["[]"] = sum(1 for part in (sdk, edge, policy, clean) for e in part if not e["signals"])
print(sum(len(p) for p in (sdk, edge, policy, clean)), dict(c))
