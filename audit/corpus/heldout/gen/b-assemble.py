# Builds upstream.json, stack.json, echo.json, guidance.json, clean-b.json from the raw outputs
# in /tmp/b-out (written by b-run-all.sh) plus a few documented formats quoted below.
import json, os, glob

B = "/tmp/b-out"
HERE = os.path.dirname(os.path.abspath(__file__))
DEST = os.path.dirname(HERE)

def load_json(name):
    return json.load(open(f"{B}/{name}.json"))

def load_tsv(name):
    out = {}
    for line in open(f"{B}/{name}.tsv", encoding="utf-8"):
        line = line.rstrip("\n")
        if "\t" not in line:
            continue
        k, v = line.split("\t", 1)
        # undo the generator's escaping (\\ \n \t)
        res, i = [], 0
        while i < len(v):
            c = v[i]
            if c == "\\" and i + 1 < len(v):
                n = v[i + 1]
                res.append({"n": "\n", "t": "\t", "\\": "\\"}.get(n, "\\" + n)); i += 2
            else:
                res.append(c); i += 1
        out[k] = "".join(res)
    return out

PY = {k: v["text"] for k, v in load_json("py").items()}
PYS = {k: v["sent"] for k, v in load_json("py").items()}
ND = {k: v["text"] for k, v in load_json("node").items()}
NDS = {k: v["sent"] for k, v in load_json("node").items()}
CL = load_json("cloud")
JV = load_tsv("java")
DN = load_tsv("dotnet")
GO = load_tsv("go")
RB = load_tsv("ruby")
PH = load_tsv("php")
HTML = {os.path.basename(p)[6:-5]: open(p, encoding="utf-8", newline="").read() for p in glob.glob(f"{B}/proxy-*.html")}
GOCRASH = {k: open(f"{B}/go-crash-{k}.txt").read() for k in ("index", "nil")}

def js(obj):  # JSON as JSON.stringify / Jackson write it (no spaces)
    return json.dumps(obj, separators=(",", ":"))

E = {"upstream": [], "stack": [], "echo": [], "guidance": [], "clean-b": []}
def add(file, id, produced_by, channel, probe, sent, text, signals):
    E[file].append({"id": id, "produced_by": produced_by, "channel": channel, "probe": probe,
                    "sent": sent, "text": text, "signals": signals})

RAW, NG, ST, EC = "raw-upstream-text", "no-retry-guidance", "stack-trace", "validation-echoes-value"

# ---------------------------------------------------------------- documented formats
SPRING = lambda trace, msg, path: js({"timestamp": "2024-05-14T09:21:07.412+00:00", "status": 500,
    "error": "Internal Server Error", "trace": trace, "message": msg, "path": path})

RUST_PANIC = """thread 'tokio-runtime-worker' panicked at src/tools/notes.rs:57:41:
called `Option::unwrap()` on a `None` value
stack backtrace:
   0: rust_begin_unwind
             at /rustc/4d91de4e48198da2e33413efdcd9cd2cc0c46688/library/std/src/panicking.rs:692:5
   1: core::panicking::panic_fmt
             at /rustc/4d91de4e48198da2e33413efdcd9cd2cc0c46688/library/core/src/panicking.rs:75:14
   2: core::panicking::panic
             at /rustc/4d91de4e48198da2e33413efdcd9cd2cc0c46688/library/core/src/panicking.rs:145:5
   3: core::option::unwrap_failed
             at /rustc/4d91de4e48198da2e33413efdcd9cd2cc0c46688/library/core/src/option.rs:2015:5
   4: notes_mcp::tools::notes::read_note
             at ./src/tools/notes.rs:57:41
   5: notes_mcp::server::NotesServer::call_tool::{{closure}}
             at ./src/server.rs:112:30
note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.
"""

DOTNET8_LINQ = """System.InvalidOperationException: Sequence contains no elements
   at System.Linq.ThrowHelper.ThrowNoElementsException()
   at System.Linq.Enumerable.First[TSource](IEnumerable`1 source)
   at Contoso.Mcp.Billing.Tools.InvoiceTools.GetLatestInvoice(String customerId) in /src/Contoso.Mcp.Billing/Tools/InvoiceTools.cs:line 58
   at Contoso.Mcp.Billing.ToolDispatcher.InvokeAsync(String name, JsonElement arguments) in /src/Contoso.Mcp.Billing/ToolDispatcher.cs:line 41"""

DOTNET8_FORMAT = """System.FormatException: The input string 'twaudit-7c2e91fa' was not in a correct format.
   at System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)
   at System.Int32.Parse(String s)
   at Contoso.Mcp.Billing.Tools.InvoiceTools.ListInvoices(String customerId, String pageSize) in /src/Contoso.Mcp.Billing/Tools/InvoiceTools.cs:line 23
   at Contoso.Mcp.Billing.ToolDispatcher.InvokeAsync(String name, JsonElement arguments) in /src/Contoso.Mcp.Billing/ToolDispatcher.cs:line 41"""

# Cloudflare's branded 5xx page body (structure from a saved copy of a real page, GitHub
# tanushka1726/react_next app/privacy-policy/page.tsx, className -> class; host, time, ray id ours)
CF_BRANDED = """<!DOCTYPE html>
<html class="no-js" lang="en-US">
<head>
<title>api.fleetops.io | 502: Bad gateway</title>
<meta charset="UTF-8" />
</head>
<body>
<div id="cf-wrapper">
    <div id="cf-error-details" class="p-0">
        <header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-8">
            <h1 class="inline-block sm:block sm:mb-2 font-light text-60 lg:text-4xl text-black-dark leading-tight mr-2">
              <span class="inline-block">Bad gateway</span>
              <span class="code-label">Error code 502</span>
            </h1>
            <div>
               Visit <a href="https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_502&utm_campaign=api.fleetops.io" target="_blank" rel="noopener noreferrer">cloudflare.com</a> for more information.
            </div>
            <div class="mt-3">2024-06-02 08:14:51 UTC</div>
        </header>
        <div class="my-8 bg-gradient-gray">
            <div class="w-240 lg:w-full mx-auto">
                <div class="clearfix md:px-8">
<div id="cf-browser-status" class=" relative w-1/3 md:w-full py-15 md:p-0 md:py-8 md:text-left md:border-solid md:border-0 md:border-b md:border-gray-400 overflow-hidden float-left md:float-none text-center">
  <span class="md:block w-full truncate">You</span>
  <h3 class="md:inline-block mt-3 md:mt-0 text-2xl text-gray-600 font-light leading-1.3">Browser</h3>
  <span class="leading-1.3 text-2xl text-green-success">Working</span>
</div>
<div id="cf-cloudflare-status" class=" relative w-1/3 md:w-full py-15 md:p-0 md:py-8 md:text-left md:border-solid md:border-0 md:border-b md:border-gray-400 overflow-hidden float-left md:float-none text-center">
  <span class="md:block w-full truncate">Frankfurt</span>
  <h3 class="md:inline-block mt-3 md:mt-0 text-2xl text-gray-600 font-light leading-1.3">Cloudflare</h3>
  <span class="leading-1.3 text-2xl text-green-success">Working</span>
</div>
<div id="cf-host-status" class="cf-error-source relative w-1/3 md:w-full py-15 md:p-0 md:py-8 md:text-left md:border-solid md:border-0 md:border-b md:border-gray-400 overflow-hidden float-left md:float-none text-center">
  <span class="md:block w-full truncate">api.fleetops.io</span>
  <h3 class="md:inline-block mt-3 md:mt-0 text-2xl text-gray-600 font-light leading-1.3">Host</h3>
  <span class="leading-1.3 text-2xl text-red-error">Error</span>
</div>
                </div>
            </div>
        </div>
        <div class="w-240 lg:w-full mx-auto mb-8 lg:px-8">
            <div class="clearfix">
                <div class="w-1/2 md:w-full float-left pr-6 md:pb-10 md:pr-0 leading-relaxed">
                    <h2 class="text-3xl font-normal leading-1.3 mb-4">What happened?</h2>
                    <p>The web server reported a bad gateway error.</p>
                </div>
                <div class="w-1/2 md:w-full float-left leading-relaxed">
                    <h2 class="text-3xl font-normal leading-1.3 mb-4">What can I do?</h2>
                    <p class="mb-6">Please try again in a few minutes.</p>
                </div>
            </div>
        </div>
        <div class="cf-error-footer cf-wrapper w-240 lg:w-full py-10 sm:py-4 sm:px-8 mx-auto text-center sm:text-left border-solid border-0 border-t border-gray-300">
  <p class="text-13">
    <span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">8f3a61c2de904b17</strong></span>
    <span class="cf-footer-separator sm:hidden">&bull;</span>
    <span class="cf-footer-item sm:block sm:mb-1"><span>Performance &amp; security by</span> <a rel="noopener noreferrer" href="https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_502&utm_campaign=api.fleetops.io" id="brand_link" target="_blank">Cloudflare</a></span>
  </p>
</div>
</div>
</div>
</body>
</html>
"""

# ================================================================= upstream.json
F = "upstream"
add(F, "psql-cli-trailing-junk-sql", "psql 15 client run here against a local PostgreSQL 15 (gen/b-py.py); stderr passed on by a server that shells out to psql",
    "error-result", "sql", PYS["psql-trailing-junk"], "psql exited with status 1:\n" + PY["psql-trailing-junk"].rstrip("\n"), [RAW, NG])
add(F, "psycopg2-syntax-error-sql", "psycopg2 2.9 against local PostgreSQL 15, run here (gen/b-py.py); server returns f'Database error: {type}: {e}'",
    "error-result", "sql", PYS["pg-sql-syntax"], "Database error: " + PY["pg-sql-syntax"].rstrip("\n"), [RAW, NG])
add(F, "sqlite3-incomplete-input-jsonrpc", "Python 3.11 sqlite3 run here (gen/b-py.py); error mapped to JSON-RPC -32603 with the exception in data",
    "jsonrpc-error", "sql", PYS["sqlite-str"], "Internal error\n" + js({"exception": PY["sqlite-str"]}), [RAW])
add(F, "sqljs-bare-near-syntax-error", "sql.js 1.16 (SQLite wasm) in Node 20, run here (gen/b-node.js); TS SDK result with text = e.message",
    "error-result", "sql", NDS["sqljs-syntax"], ND["sqljs-syntax"], [RAW, NG])
add(F, "sqljs-no-such-table", "sql.js 1.16 in Node 20, run here (gen/b-node.js); handler queries a renamed table",
    "error-result", "valid", None, "Error: " + ND["sqljs-notable"], [RAW, NG])
add(F, "requests-connrefused-cluster-host", "requests/urllib3 2.x run here against a closed local port, hostname mapped by a patched getaddrinfo (gen/b-py.py); 'Error: ' + str(e)",
    "error-result", "valid", None, "Error: " + PY["requests-connrefused-host"], [RAW, NG])
add(F, "requests-dns-failure-with-retry-hint", "requests/urllib3 run here, getaddrinfo raising EAI_NONAME as glibc does (gen/b-py.py); server adds its own retry sentence",
    "error-result", "valid", None, "Could not reach the ledger service right now; try again in a minute. Details: " + PY["requests-dns"], [RAW])
add(F, "requests-read-timeout-internal-host", "requests run here against a local listener that never answers (gen/b-py.py)",
    "error-result", "valid", None, PY["requests-readtimeout"], [RAW, NG])
add(F, "httpx-502-internal-url", "httpx raise_for_status() run here against a local server answering 502 (gen/b-py.py)",
    "error-result", "valid", None, PY["httpx-status-502"], [RAW, NG])
add(F, "urllib-urlerror-refused", "urllib.request run here against a closed port (gen/b-py.py)",
    "error-result", "valid", None, "Failed to query GraphQL endpoint: " + PY["urllib-urlerror"], [RAW, NG])
add(F, "node-fetch-failed-econnrefused", "Node 20 undici fetch run here against a closed port (gen/b-node.js); `${e.message}: ${e.cause.message}`",
    "error-result", "valid", None, ND["fetch-failed-cause"], [RAW, NG])
add(F, "node-fetch-cause-json", "Node 20 undici fetch run here (gen/b-node.js); the server returns the error and its cause as JSON",
    "error-result", "valid", None, ND["fetch-failed-cause-code"], [RAW, NG])
add(F, "go-dial-tcp-refused", "Go 1.19 net/http client run here against a closed port (gen/b-go)",
    "error-result", "valid", None, "telemetry unavailable: " + GO["go-dial-refused"], [RAW, NG])
add(F, "go-client-timeout-awaiting-headers", "Go 1.19 net/http client with Timeout run here against a silent listener (gen/b-go)",
    "error-result", "valid", None, GO["go-client-timeout"], [RAW, NG])
add(F, "nginx-502-page-passed-through", "nginx 1.22 run here proxying to a closed port (gen/b-proxies.sh); body verbatim (CRLF)",
    "error-result", "valid", None, "Upstream returned HTTP 502:\n" + HTML["nginx-502"], [RAW, NG])
add(F, "nginx-504-page-bare", "nginx 1.22 run here proxying to a listener that never answers, proxy_read_timeout 2s (gen/b-proxies.sh)",
    "error-result", "valid", None, HTML["nginx-504"], [RAW, NG])
add(F, "haproxy-503-no-server", "HAProxy (Debian 12) run here with its only backend down (gen/b-proxies.sh); body verbatim",
    "error-result", "valid", None, HTML["haproxy-503"], [RAW, NG])
add(F, "haproxy-504-in-jsonrpc-data", "HAProxy run here, server timeout 2s (gen/b-proxies.sh); body put in JSON-RPC error data",
    "jsonrpc-error", "valid", None, "Upstream error\n" + js({"status": 504, "body": HTML["haproxy-504"]}), [RAW])
add(F, "cloudflare-unbranded-502", "documented format: Cloudflare's own 502 (unbranded, per Cloudflare docs 'Error 502 or 504'), the nginx page as run here with the server line 'cloudflare'",
    "error-result", "valid", None, HTML["nginx-502"].replace("nginx/1.22.1", "cloudflare"), [RAW, NG])
add(F, "cloudflare-branded-502-page", "documented format: Cloudflare branded 5xx page (structure from a saved real page, see b-assemble.py); contains Cloudflare's own 'Please try again in a few minutes.'",
    "error-result", "valid", None, "Request to https://api.fleetops.io/v2/vehicles failed (502):\n" + CF_BRANDED, [RAW])
add(F, "aws-lambda-notfound-arn", "botocore 1.44 ClientError run here via Stubber, message in AWS's documented Lambda format (gen/b-py.py)",
    "error-result", "valid", None, "Error: " + PY["boto-lambda-notfound"], [RAW, NG])
add(F, "azure-arm-resource-notfound", "azure-core 1.41 HttpResponseError run here against a local stub answering ARM's documented error body (gen/b-cloud.py)",
    "error-result", "valid", None, "Failed to read database: " + CL["azure-notfound"], [RAW, NG])
add(F, "gcs-object-notfound-jsonrpc", "google-api-core 2.44 from_http_response run here against a local stub with GCS's documented error body (gen/b-cloud.py)",
    "jsonrpc-error", "valid", None, "Tool execution failed\n" + js({"error": CL["gcs-notfound"]}), [RAW])
add(F, "gcp-run-conflict-project-id", "google-api-core 2.44 run here against a local stub (gen/b-cloud.py); Cloud Run 409 body in Google's documented error format",
    "error-result", "valid", None, CL["gcp-run-conflict"], [RAW, NG])
add(F, "k8s-apiexception-pod-notfound", "kubernetes Python client 37 ApiException run here against a local stub returning a documented k8s Status (gen/b-py.py)",
    "error-result", "valid", None, PY["k8s-notfound"].rstrip("\n"), [RAW, NG])
add(F, "psql-connection-refused", "psql 15 run here against a closed port (gen/b-py.py); stderr verbatim",
    "error-result", "valid", None, PY["psql-connrefused"].rstrip("\n"), [RAW, NG])
add(F, "ruby-net-http-econnrefused", "Ruby 3.1 Net::HTTP run here against a closed port (gen/b-ruby/gen.rb)",
    "error-result", "valid", None, RB["ruby-econnrefused"], [RAW, NG])
add(F, "php-file-get-contents-refused", "PHP 8.2 file_get_contents run here against a closed port, error_get_last() message (gen/b-php/gen.php)",
    "error-result", "valid", None, PH["php-fgc"], [RAW, NG])
add(F, "httpx-connect-error-classname-jsonrpc", "httpx ConnectError run here (gen/b-py.py), class name and message in JSON-RPC error",
    "jsonrpc-error", "valid", None, PY["httpx-connect-repr"], [RAW])

# ================================================================= stack.json
F = "stack"
add(F, "python-sqlite-traceback", "Python 3.11 traceback.format_exc() of a sqlite3 error, handler code run under a deployed file name (gen/b-py.py)",
    "error-result", "sql", PYS["sqlite-traceback"], PY["sqlite-traceback"], [ST, RAW, NG])
add(F, "python-requests-chained-traceback", "Python 3.11 chained traceback of requests ConnectionError, run here (gen/b-py.py)",
    "error-result", "valid", None, "Error calling tool stock_level:\n" + PY["requests-traceback"], [ST, RAW, NG])
add(F, "python-traceback-in-success-json", "Python 3.11 traceback run here (gen/b-py.py); the tool returns it inside a normal (non-error) result",
    "success-result", "valid", None, json.dumps({"month": "2024-05", "status": "error", "detail": PY["py-attr-traceback"]}), [ST])
add(F, "python-traceback-jsonrpc-data", "Python 3.11 traceback run here (gen/b-py.py) put in JSON-RPC error data",
    "jsonrpc-error", "valid", None, "Internal error\n" + js({"traceback": PY["py-attr-traceback"]}), [ST, RAW])
add(F, "node-typeerror-stack-in-success", "Node 20 V8 stack run here (gen/b-node.js); returned as {ok:false,error:e.stack} without isError",
    "success-result", "valid", None, js({"ok": False, "error": ND["node-typeerror-stack"]}), [ST])
add(F, "node-rangeerror-stack", "Node 20 V8 stack run here (gen/b-node.js); isError result with e.stack",
    "error-result", "valid", None, ND["node-rangeerror-stack"], [ST, RAW, NG])
add(F, "node-fetch-failed-stack", "Node 20 undici fetch stack run here (gen/b-node.js)",
    "error-result", "valid", None, ND["fetch-failed-stack"], [ST, RAW, NG])
add(F, "sqljs-stack-jsonrpc", "sql.js stack in Node 20 run here (gen/b-node.js), stack in JSON-RPC error data",
    "jsonrpc-error", "sql", NDS["sqljs-stack"], ND["sqljs-syntax"] + "\n" + js({"stack": ND["sqljs-stack"]}), [ST, RAW])
add(F, "jvm-npe-printstacktrace", "Java 17 run here (gen/b-java), helpful NPE message, printStackTrace() text",
    "error-result", "valid", None, JV["java-npe-trace"].rstrip("\n"), [ST, RAW, NG])
add(F, "spring-boot-error-json-trace", "JVM trace from Java 17 run here (gen/b-java), in Spring Boot's documented error body (include-stacktrace=always), JSON-encoded",
    "error-result", "valid", None,
    "Billing API returned 500: " + SPRING(JV["java-ise-trace"], JV["java-ise-msg"], "/api/invoices/INV-2291/close"), [ST, RAW, NG])
add(F, "spring-boot-json-double-escaped-jsonrpc", "Java 17 trace run here (gen/b-java) in a Spring Boot error body, passed as a string inside JSON-RPC error data (escaped twice)",
    "jsonrpc-error", "valid", None,
    "Upstream error\n" + js({"status": 500, "body": SPRING(JV["java-npe-trace"], "Internal Server Error", "/api/invoices/INV-2291")}), [ST, RAW])
add(F, "mono-nre-with-file-lines", "mono 6.8 run here with --debug (gen/b-dotnet), Exception.ToString()",
    "error-result", "valid", None, DN["mono-nre-tostring"].rstrip(), [ST, RAW, NG])
add(F, "mono-keynotfound-tostring", "mono 6.8 run here with --debug (gen/b-dotnet), Exception.ToString()",
    "error-result", "valid", None, DN["mono-keynotfound-tostring"].rstrip(), [ST, RAW, NG])
add(F, "dotnet8-linq-first-line-numbers", "documented format: .NET 8 exception ToString() with ':line N' frames (as in published .NET 8 traces); app frames ours",
    "error-result", "valid", None, DOTNET8_LINQ, [ST, RAW, NG])
add(F, "go-uncaught-panic-exit-2", "Go 1.19 -trimpath binary run here (gen/b-go), crash stderr returned by a wrapper that restarts the server",
    "error-result", "valid", None, "server process exited (exit status 2):\n" + GOCRASH["index"], [ST, RAW, NG])
add(F, "go-nil-deref-sigsegv-jsonrpc", "Go 1.19 binary run here (gen/b-go), crash stderr in JSON-RPC error",
    "jsonrpc-error", "valid", None, "Server crashed\n" + js({"stderr": GOCRASH["nil"]}), [ST, RAW])
add(F, "go-recovered-goroutine-stack", "Go 1.19 run here (gen/b-go): recover() + debug.Stack() returned as the tool error",
    "error-result", "valid", None, GO["go-recover-goroutine"], [ST, RAW, NG])
add(F, "go-debug-stack-in-success", "Go 1.19 run here (gen/b-go): recovered panic with debug.Stack() placed in a normal result",
    "success-result", "valid", None, js({"vehicle": "VH-12", "tagged": False, "debug": GO["go-recover-nilmap"]}), [ST])
add(F, "ruby-nomethod-backtrace", "Ruby 3.1 run here (gen/b-ruby/gen.rb), Exception#full_message(highlight: false)",
    "error-result", "valid", None, RB["ruby-nomethod-full"].rstrip("\n"), [ST, RAW, NG])
add(F, "php-pdoexception-string", "PHP 8.2 + pdo_sqlite run here (gen/b-php/gen.php), (string)$e",
    "error-result", "sql", "twaudit-0a6c3e95' OR '1'='1' --", PH["php-pdo-string"], [ST, RAW, NG])
add(F, "php-unhandled-match-error", "PHP 8.2 run here (gen/b-php/gen.php), (string)$e for an unknown tool name inside match",
    "error-result", "valid", None, PH["php-unhandled-match"], [ST, RAW, NG])
add(F, "rust-panic-backtrace", "documented format: Rust 1.85 panic with RUST_BACKTRACE=1 (as in The Rust Programming Language, listing 9-2); app frames ours",
    "error-result", "valid", None, "MCP server process crashed (exit code 101). stderr:\n" + RUST_PANIC, [ST, RAW, NG])

# ================================================================= echo.json
F = "echo"
add(F, "fastmcp-pydantic-int-parsing", "mcp 1.30 FastMCP + pydantic 2.14, real call over the in-memory transport (gen/b-py.py)",
    "error-result", "wrong-type", PYS["fastmcp-wrongtype"], PY["fastmcp-wrongtype"], [EC])
add(F, "fastmcp-pydantic-le-above-max", "mcp 1.30 FastMCP + pydantic 2.14, real call (gen/b-py.py)",
    "error-result", "above-max", PYS["fastmcp-abovemax"], PY["fastmcp-abovemax"], [EC])
add(F, "fastmcp-pydantic-literal-enum", "mcp 1.30 FastMCP + pydantic 2.14, real call (gen/b-py.py)",
    "error-result", "enum", PYS["fastmcp-enum"], PY["fastmcp-enum"], [EC])
add(F, "pydantic-pattern-with-classname", "pydantic 2.14 run here (gen/b-py.py), f'{module}.{class}: {e}'",
    "error-result", "sql", PYS["pydantic-pattern-classname"], PY["pydantic-pattern-classname"], [EC, RAW])
add(F, "jsonschema-type-full-str", "jsonschema (Python) validate() run here, str(e) with schema dump (gen/b-py.py)",
    "error-result", "wrong-type", PYS["jsonschema-wrongtype-full"], PY["jsonschema-wrongtype-full"], [EC])
add(F, "jsonschema-enum-jsonrpc", "jsonschema (Python) run here, e.message in JSON-RPC -32602 data (gen/b-py.py)",
    "jsonrpc-error", "enum", PYS["jsonschema-enum-msg"], "Invalid params\n" + js({"detail": PY["jsonschema-enum-msg"]}), [EC])
add(F, "jsonschema-maximum", "jsonschema (Python) run here, e.message (gen/b-py.py)",
    "error-result", "above-max", PYS["jsonschema-abovemax-msg"], "Invalid arguments: " + PY["jsonschema-abovemax-msg"], [EC])
add(F, "zod3-enum-received", "zod 3 API (zod/v3 in zod 4.6) run here (gen/b-node.js), issues joined as 'path: message'",
    "error-result", "enum", NDS["zod3-enum"], ND["zod3-enum"], [EC])
add(F, "joi-pattern-with-value", "Joi 18 run here (gen/b-node.js), error.message",
    "error-result", "injection", NDS["joi-pattern"], ND["joi-pattern"], [EC])
add(F, "ajv-verbose-got-value", "ajv 8 (verbose) run here (gen/b-node.js); server formats `${path} ${message} (got ${data})`",
    "error-result", "above-max", NDS["ajv-verbose-fmt"], ND["ajv-verbose-fmt"], [EC])
add(F, "hibernate-validator-pattern-rejected-value", "Hibernate Validator 5.3.6 run here (gen/b-java); server formats each violation Spring-style 'Field error in object … rejected value […]'",
    "error-result", "sql", "twaudit-5a93d1b7' OR '1'='1' --", JV["hv-pattern-fieldstyle"], [EC])
add(F, "hibernate-validator-max-rejected-value-jsonrpc", "Hibernate Validator 5.3.6 run here (gen/b-java), Spring-style line in a JSON-RPC error",
    "jsonrpc-error", "above-max", "987654321987", JV["hv-max-fieldstyle"], [EC])
add(F, "go-atoi-wrapped", "Go 1.19 strconv.Atoi run here (gen/b-go), fmt.Errorf(\"invalid page_size: %w\")",
    "error-result", "wrong-type", "twaudit-9b3e6f07", GO["go-atoi-wrapped"], [EC, RAW, NG])
add(F, "go-parseint-out-of-range", "Go 1.19 strconv.ParseInt(s, 10, 32) run here (gen/b-go)",
    "error-result", "above-max", "987654321987", GO["go-parseint-range"], [EC, RAW, NG])
add(F, "go-parseint-syntax-jsonrpc", "Go 1.19 strconv.ParseInt run here (gen/b-go), err.Error() as JSON-RPC message",
    "jsonrpc-error", "wrong-type", "twaudit-c70a5d21", GO["go-parseint-syntax"], [EC, RAW])
add(F, "java-numberformatexception", "Java 17 Long.parseLong run here (gen/b-java), e.toString()",
    "error-result", "wrong-type", "twaudit-b5e0d93c", JV["java-nfe"], [EC, RAW, NG])
add(F, "dotnet8-formatexception-with-trace", "documented format: .NET 8 FormatException ('The input string '…' was not in a correct format.') ToString() with ':line N' frames; app frames ours",
    "error-result", "wrong-type", "twaudit-7c2e91fa", DOTNET8_FORMAT, [EC, ST, RAW, NG])
add(F, "dotnet8-formatexception-message-jsonrpc", "documented format: .NET 8 FormatException.Message as a JSON-RPC error message",
    "jsonrpc-error", "wrong-type", "twaudit-b81f04d6", "The input string 'twaudit-b81f04d6' was not in a correct format.", [EC])
add(F, "ruby-integer-argumenterror", "Ruby 3.1 Integer() run here (gen/b-ruby/gen.rb), \"#{e.class}: #{e.message}\"",
    "error-result", "wrong-type", "twaudit-f41b0c86", RB["ruby-integer"], [EC, RAW, NG])
add(F, "ruby-json-parsererror", "Ruby 3.1 JSON.parse run here on the filter argument (gen/b-ruby/gen.rb)",
    "error-result", "sql", "twaudit-8e2d7a13' OR '1'='1' --", RB["ruby-json"], [EC, RAW, NG])
add(F, "php-datetime-parse-failure", "PHP 8.2 DateTimeImmutable run here (gen/b-php/gen.php), get_class($e).': '.$e->getMessage()",
    "error-result", "sql", "twaudit-5f8e2b47' OR '1'='1' --", PH["php-datetime"], [EC, RAW, NG])
add(F, "postgres-integer-out-of-range", "psycopg2 against local PostgreSQL 15 run here (gen/b-py.py), str(e)",
    "error-result", "above-max", PYS["pg-out-of-range"], PY["pg-out-of-range"].rstrip("\n"), [EC, RAW, NG])
add(F, "postgres-check-violation-enum", "psycopg2 against local PostgreSQL 15 run here (gen/b-py.py), class name + str(e)",
    "error-result", "enum", PYS["pg-check-enum"], PY["pg-check-enum"].rstrip("\n"), [EC, RAW, NG])
add(F, "aws-dynamodb-validationexception", "botocore 1.44 ClientError run here via Stubber, message in DynamoDB's documented ValidationException format (gen/b-py.py)",
    "error-result", "sql", PYS["boto-ddb-validation"], PY["boto-ddb-validation"], [EC, RAW])
add(F, "python-int-literal-valueerror", "Python 3.11 int() run here (gen/b-py.py), f'{type(e).__name__}: {e}'",
    "error-result", "wrong-type", PYS["py-int-literal"], PY["py-int-literal"], [EC, RAW, NG])
add(F, "server-invalid-email-with-example", "server's own check (f-string message as servers write it)",
    "error-result", "sql", "twaudit-2e9c40d8' OR '1'='1' --",
    "Invalid email 'twaudit-2e9c40d8' OR '1'='1' --': expected an address like name@example.com.", [EC])
add(F, "server-unknown-status-bare", "server's own check (f-string message as servers write it)",
    "error-result", "enum", "twaudit-a47d1e03", "Unknown status 'twaudit-a47d1e03'", [EC, NG])
add(F, "server-limit-too-large-bare", "server's own check (f-string message as servers write it)",
    "error-result", "above-max", "987654321987", "limit 987654321987 is too large", [EC, NG])

# ================================================================= guidance.json
F = "guidance"
add(F, "operation-failed", "generic catch-all message, as many servers return it",
    "error-result", "valid", None, "Operation failed", [NG])
add(F, "internal-error-result", "generic catch-all message in an isError result",
    "error-result", "missing", None, "Internal error", [NG])
add(F, "something-went-wrong", "generic catch-all message",
    "error-result", "valid", None, "Something went wrong.", [NG])
add(F, "unexpected-error-occurred", "generic catch-all message",
    "error-result", "empty", "", "An unexpected error occurred.", [NG])
add(F, "tool-failed-with-code", "generic message with an internal code",
    "error-result", "valid", None, "Tool execution failed (code 17)", [NG])
add(F, "fastmcp-keyerror-bare", "mcp 1.30 FastMCP run here (gen/b-py.py): handler KeyError wrapped as 'Error executing tool x: {e}'",
    "error-result", "valid", None, PY["fastmcp-keyerror"], [NG])
add(F, "fastmcp-empty-exception-message", "mcp 1.30 FastMCP run here (gen/b-py.py): RuntimeError() without a message",
    "error-result", "valid", None, PY["fastmcp-empty-message"], [NG])
add(F, "python-attributeerror-bare", "Python 3.11 AttributeError run here (gen/b-py.py), 'Error: ' + str(e)",
    "error-result", "valid", None, "Error: " + PY["py-attr-bare"], [NG])
add(F, "python-index-error-bare", "Python 3.11 IndexError run here (gen/b-py.py), str(e)",
    "error-result", "valid", None, PY["py-index"], [NG])
add(F, "ts-sdk-handler-typeerror", "MCP TypeScript SDK 1.32 run here (gen/b-node.js): handler TypeError turned into an isError result by the SDK",
    "error-result", "valid", None, ND["sdk-handler-typeerror"].replace("[isError] ", ""), [NG])
add(F, "node-error-undefined", "Node 20 run here (gen/b-node.js): 'Error: ' + e.message on a thrown plain object",
    "error-result", "valid", None, ND["node-error-undefined"], [NG])
add(F, "node-error-object-object", "Node 20 run here (gen/b-node.js): 'Error: ' + e on a thrown plain object",
    "error-result", "valid", None, ND["node-object-object"], [NG])
add(F, "axios-status-500", "axios 1.x run here against a local server answering 500 (gen/b-node.js), e.message",
    "error-result", "valid", None, ND["axios-500"], [RAW, NG])
add(F, "mono-formatexception-no-value", "mono 6.8 run here (gen/b-dotnet): Int32.Parse on the probe; Mono's message does not repeat the value",
    "error-result", "wrong-type", "twaudit-e1f7a2c4", DN["mono-format-msg"], [RAW, NG])
add(F, "mono-overflowexception-no-value", "mono 6.8 run here (gen/b-dotnet): Int32.Parse of the above-max probe",
    "error-result", "above-max", "987654321987", DN["mono-overflow-msg"], [RAW, NG])
add(F, "dotnet-nre-message-only", "mono 6.8 run here (gen/b-dotnet): NullReferenceException.Message",
    "error-result", "valid", None, DN["mono-nre-msg"], [NG])
add(F, "java-exception-message-only", "Java 17 run here (gen/b-java): IllegalStateException.getMessage()",
    "error-result", "valid", None, JV["java-ise-msg"], [NG])
add(F, "ruby-nomethod-message-only", "Ruby 3.1 run here (gen/b-ruby/gen.rb): NoMethodError#message",
    "error-result", "valid", None, RB["ruby-nomethod-msg"], [NG])
add(F, "validation-words-only-inside-traceback", "Python 3.11 + pydantic 2.14 run here (gen/b-py.py): upstream data fails model validation; the message only attaches the traceback",
    "error-result", "valid", None, "Could not load the invoice.\n\n" + PY["py-pydantic-in-traceback"], [ST, RAW, NG])
add(F, "validation-word-only-in-json-dump", "server's own result: a sentence plus a JSON dump of its internal state",
    "error-result", "valid", None,
    "Could not create the ticket.\n" + js({"status": "failed", "errors": [{"code": "validation_failed", "field": "priority"}]}), [NG])
add(F, "structured-validation-field-no-message", "server's own result: text content plus structuredContent serialized as a second text block (MCP backward-compatible form)",
    "error-result", "valid", None,
    "Request rejected.\n" + js({"validation": {"passed": False, "checks": 3, "failed": 1, "ruleset": "v2"}}), [NG])
add(F, "export-precondition-failed-bare", "server's own wording of a failed step, no next step",
    "error-result", "valid", None, "Export job could not be started: precondition failed.", [NG])

# ================================================================= clean-b.json
F = "clean-b"
add(F, "pydantic-hide-input-le", "pydantic 2.14 run here with hide_input_in_errors=True (gen/b-py.py); states the maximum, does not repeat the value",
    "error-result", "above-max", PYS["pydantic-hidden-input"], PY["pydantic-hidden-input"], [])
add(F, "zod3-too-big", "zod 3 API run here (gen/b-node.js)",
    "error-result", "above-max", NDS["zod3-max"], ND["zod3-max"], [])
add(F, "zod4-invalid-type", "zod 4.6 run here (gen/b-node.js)",
    "error-result", "wrong-type", NDS["zod4-type"], ND["zod4-type"], [])
add(F, "ts-sdk-input-validation-too-big", "MCP TypeScript SDK 1.32 + zod 4 run here (gen/b-node.js), real isError result",
    "error-result", "above-max", NDS["sdk-abovemax"], ND["sdk-abovemax"].replace("[isError] ", ""), [])
add(F, "ts-sdk-input-validation-type", "MCP TypeScript SDK 1.32 + zod 4 run here (gen/b-node.js), real isError result",
    "error-result", "wrong-type", NDS["sdk-wrongtype"], ND["sdk-wrongtype"].replace("[isError] ", ""), [])
add(F, "joi-valid-email", "Joi 18 run here (gen/b-node.js)",
    "error-result", "sql", NDS["joi-email"], ND["joi-email"], [])
add(F, "joi-max-500", "Joi 18 run here (gen/b-node.js); 500 is the limit, not the probe value",
    "error-result", "above-max", NDS["joi-max"], ND["joi-max"], [])
add(F, "ajv-errorstext-max", "ajv 8 errorsText() run here (gen/b-node.js)",
    "error-result", "above-max", NDS["ajv-errorstext"], "Invalid arguments: " + ND["ajv-errorstext"], [])
add(F, "hibernate-validator-max-message", "Hibernate Validator 5.3.6 run here (gen/b-java), 'path: message'",
    "error-result", "above-max", "987654321987", JV["hv-max-msg"], [])
add(F, "hibernate-validator-email-message", "Hibernate Validator 5.3.6 run here (gen/b-java), 'path: message'",
    "error-result", "sql", "twaudit-27f4c0e9' OR '1'='1' --", JV["hv-email-msg"], [])
add(F, "hibernate-validator-pattern-message-jsonrpc", "Hibernate Validator 5.3.6 run here (gen/b-java), 'path: message' as a JSON-RPC error",
    "jsonrpc-error", "sql", "twaudit-5a93d1b7' OR '1'='1' --", JV["hv-pattern-msg"], [])
add(F, "rate-limit-retry-after", "server's own message",
    "error-result", "valid", None, "Rate limit reached: 30 requests per minute for search_flights. Retry after 42 seconds.", [])
add(F, "timeout-retry-later", "server's own message",
    "error-result", "valid", None, "The carrier's tracking service did not answer within 20 seconds. This is usually temporary: retry in a minute or two.", [])
add(F, "not-found-call-search", "server's own message",
    "error-result", "valid", None, "No customer matches that ID. Call search_customers with a name or email to find the right ID.", [])
add(F, "provider-outage-plain-words", "server's own message",
    "error-result", "valid", None, "Payments are temporarily unavailable because our payment provider is having an outage. Nothing was charged. Try again in about 10 minutes.", [])
add(F, "db-unreachable-plain-with-fallback", "server's own message",
    "error-result", "valid", None, "The inventory database cannot be reached at the moment. Your change was not applied; retry in 5 minutes, or call get_cached_stock for the last known levels.", [])
add(F, "innocent-error-word", "server's own message",
    "error-result", "valid", None, "No error logs found for service `checkout` in the last 24h. Widen the window with `since` (for example \"7d\") and call again.", [])
add(F, "innocent-exception-word", "server's own message (business term)",
    "error-result", "valid", None, "Cannot file a shipping exception for an order that was already delivered. Use open_return for delivered orders.", [])
add(F, "counts-not-echoes", "server's own message; the numbers are a limit and a count, not the value sent",
    "error-result", "valid", None, "Too many line items: an invoice holds at most 250 lines and this one would have 1,204. Split it into several invoices.", [])
add(F, "enum-stated-as-guidance", "server's own message",
    "error-result", "enum", "twaudit-93b0e5c7", "`format` must be one of: pdf, csv, xlsx.", [])
add(F, "token-limit-split", "server's own message",
    "error-result", "oversized", "twaudit-d05a7f21xxxxxxxxxxxxxxxxxxxx", "The text is longer than the 8,000-token limit of summarize_text. Split it into parts under that size and summarize each part.", [])
add(F, "missing-arg-with-example", "server's own message",
    "error-result", "missing", None, "Missing required argument `query`: pass the text to search for, e.g. {\"query\": \"overdue invoices\"}.", [])
add(F, "empty-title-length", "server's own message",
    "error-result", "empty", "", "`title` cannot be empty; give 1 to 120 characters.", [])
add(F, "business-role-shift", "server's own message (role in a business sense)",
    "error-result", "valid", None, "Shift 2024-06-03 already has someone in the team-lead role. Pick another role (for example cashier) or another date.", [])
add(F, "jsonrpc-invalid-params-range", "server's own JSON-RPC -32602 with data",
    "jsonrpc-error", "above-max", "987654321987", "Invalid params: `limit` must be an integer from 1 to 100\n" + js({"field": "limit", "expected": "integer 1..100"}), [])
add(F, "overloaded-http-503-retry", "server's own message mentioning an HTTP status in plain words",
    "error-result", "valid", None, "Service temporarily overloaded (HTTP 503). Please retry after 10 seconds.", [])
add(F, "conflict-reread-resubmit", "server's own message",
    "error-result", "valid", None, "This document was changed by someone else after you read it. Call get_document again, apply your edit to the new version, and resubmit.", [])

# ---------------------------------------------------------------- write
ids = [e["id"] for f in E.values() for e in f]
assert len(ids) == len(set(ids)), "duplicate ids"
for f, entries in E.items():
    for e in entries:
        if e["probe"] in ("wrong-type", "enum", "sql", "injection", "oversized", "traversal") and e["sent"]:
            assert "twaudit-" in e["sent"], e["id"]
        if e["channel"] != "error-result":
            assert not {"no-retry-guidance"} & set(e["signals"]), e["id"]
        if e["channel"] == "success-result":
            assert set(e["signals"]) <= {"stack-trace"}, e["id"]
    with open(os.path.join(DEST, f + ".json"), "w", encoding="utf-8") as fh:
        json.dump(entries, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(f, len(entries))
