"""mixed-j.json: raw upstream texts (real library output where possible), stack traces (real),
validation echoes, path rejections, guard verdicts and clean failures."""
from common import A, ECHO, INJ, NRG, PA, POL, RAW, ST, Builder, hand, jrpc, real  # noqa: F401

ER, SR, JR = "error-result", "success-result", "jsonrpc-error"
b = Builder("gen/gen_mixed.py")
add = b.add


def R(key, how):
    t, lib, sent = real(key)
    return t, f"real output: {lib}, {how}", sent


# ------------------------------------------------------------------ raw upstream (real)
t, pb, _ = R("psycopg_refused", "psycopg.connect() to a closed local port, wrapped by hand")
add("j-mix-vet-psycopg", ER, "valid", "Could not load today's appointments. " + t, [RAW, NRG],
    pb + "; the driver's 'Is the server running...' hint is for the operator, not a next step for the caller")
t, pb, _ = R("requests_refused", "requests.get() to a closed local port")
add("j-mix-rental-requests-refused", ER, "valid", "Availability check failed: " + t, [RAW, NRG], pb)
t, pb, _ = R("httpx_refused", "httpx.get() to a closed local port")
add("j-mix-wind-httpx-refused", ER, "valid", f"Forecast service unreachable ({t})", [RAW, NRG], pb)
t, pb, _ = R("redis_refused", "redis-py GET against a closed local port")
add("j-mix-hotel-redis", ER, "valid", "Room status cache error: " + t, [RAW, NRG], pb)
t, pb, _ = R("sqla_no_table", "SQLAlchemy + sqlite3 query on a missing table")
add("j-mix-genomics-sqla-no-table", ER, "valid", t, [RAW, NRG], pb)
t, pb, _ = R("sqla_unique", "SQLAlchemy + sqlite3 insert hitting a UNIQUE constraint")
add("j-mix-uni-sqla-unique", ER, "valid", "Could not create the application.\n" + t, [RAW, NRG], pb)
t, pb, sent = R("sqla_union", "SQLAlchemy + sqlite3, query built by string formatting with the sql probe's text")
add("j-mix-sqla-union", ER, "sql", t, [RAW, NRG],
    pb + "; labeling choice: the driver error repeats the probe's text inside the SQL statement, but the probe broke no "
    "schema and a database error does not read as a validation error, so no validation-echoes-value", sent=sent)
t, pb, _ = R("boto_nosuchkey", "botocore Stubber, S3 GetObject NoSuchKey")
add("j-mix-news-s3-nosuchkey", ER, "valid",
    "Could not fetch image s3://newsroom-media-prod/2024/06/photos/harbour-fire-0612.jpg: " + t, [RAW, NRG], pb)
t, pb, _ = R("boto_condcheck", "botocore Stubber, DynamoDB UpdateItem ConditionalCheckFailedException")
add("j-mix-payroll-ddb-condcheck", ER, "valid", "Approving run 2024-06 failed: " + t, [RAW, NRG], pb)
t, pb, _ = R("boto_lambda", "botocore Stubber, Lambda Invoke ResourceNotFoundException with an ARN")
add("j-mix-subtitle-lambda-arn", ER, "valid", "Burn-in job could not start. " + t, [RAW, NRG], pb)
t, pb, _ = R("boto_throttle", "botocore Stubber, CloudWatch PutMetricData Throttling")
add("j-mix-recycle-cw-throttle", ER, "valid", "Weighing saved but metrics push failed: " + t, [RAW, NRG], pb)
t, pb, _ = R("grpc_unavailable", "grpcio unary call to a closed local port")
add("j-mix-ct-grpc-unavailable", ER, "valid", "BerthPlanner.AssignWindow failed: " + t, [RAW, NRG], pb)
t, pb, _ = R("pymongo_timeout", "pymongo find_one() against a closed local port")
add("j-mix-water-pymongo", ER, "valid", "Leak report lookup failed: " + t, [RAW, NRG], pb)
t, pb, _ = R("requests_502", "requests raise_for_status() against a local mock returning nginx's 502 page")
t2, _, _ = R("requests_502_body", "")
add("j-mix-rail-502-nginx", ER, "valid", t + "\n" + t2, [RAW, NRG], pb + "; the body appended by the server")
t, pb, _ = R("httpx_500_body", "httpx raise_for_status() against a local mock returning a .NET-style 500 JSON body")
add("j-mix-court-500-body", ER, "valid", t, [RAW, NRG], pb + "; MDN link not treated as a next step")
t, pb, _ = R("aiohttp_refused", "aiohttp ClientSession.get() to a closed local port")
add("j-mix-pharm-aiohttp", ER, "valid", "Dispensing queue unavailable: " + t, [RAW, NRG], pb)
t, pb, _ = R("requests_timeout", "requests.get() with a 0.5 s read timeout against a slow local mock")
add("j-mix-subtitle-read-timeout", ER, "valid", "Render status unknown: " + t, [RAW, NRG], pb)
t, pb, _ = R("requests_dns", "requests.get() to an internal host name that does not resolve here")
add("j-mix-payroll-dns", ER, "valid", "Ledger sync failed: " + t, [RAW, NRG], pb)
t, pb, _ = R("node_fetch", "Node's global fetch() to a closed local port; the server formats message and cause")
add("j-mix-recycle-node-fetch", ER, "valid", t, [RAW, NRG], pb)
add("j-mix-rail-pgx-dial", ER, "valid",
    "failed to connect to `host=10.0.3.17 user=railmaint database=assets`: dial error (dial tcp 10.0.3.17:5432: connect: connection refused)",
    [RAW, NRG], hand("a Go MCP server passing on a pgx v5 connect error"))

# ------------------------------------------------------------------ stack traces (real)
t, pb, _ = R("py_trace_vet", "a Python tool handler raising KeyError, the server returning traceback.format_exc(); path prefix rewritten to /opt/mcp")
add("j-mix-vet-py-trace", ER, "valid", t, [RAW, ST, NRG], pb)
t, pb, _ = R("py_trace_water_success", "a Python report builder that appends a caught traceback to its success text; path prefix rewritten")
add("j-mix-water-success-trace", SR, "valid", t, [ST], pb + "; success-result, so only stack-trace applies")
t, pb, _ = R("node_trace_news", "a Node tool handler hitting a TypeError, err.stack returned; path prefix rewritten")
add("j-mix-news-node-trace", ER, "valid", t, [RAW, ST, NRG], pb)
t, pb, sent = R("node_json_parse", "a Node tool handler calling JSON.parse on the probe's string, err.stack returned; path prefix rewritten")
add("j-mix-crowd-node-json", ER, "wrong-type", t, [RAW, ST, ECHO, NRG],
    pb + "; probe sent a plain string where a JSON object goes; the parse error repeats it and reads as 'not valid JSON', "
    "so validation-echoes-value", sent=sent)
t, pb, _ = R("py_trace_rail", "a Python tool handler whose server returns repr(exc) plus traceback; path prefix rewritten")
add("j-mix-rail-jsonrpc-trace", JR, "valid", jrpc("Internal error", {"tool": "close_work_order", "traceback": t}),
    [RAW, ST], pb + "; sent on the JSON-RPC channel as error data")
t, pb, _ = R("py_frame_rental", "a Python server that reports only the innermost frame; path prefix rewritten")
add("j-mix-rental-one-frame", ER, "below-min", t, [RAW, ST, NRG], pb, sent="0")

# ------------------------------------------------------------------ validation echoes
t, pb, sent = R("pydantic", "pydantic model validation of the tool arguments, str(ValidationError)")
add("j-mix-pydantic", ER, "wrong-type", t, [RAW, ECHO], pb + "; model class name and pydantic's error URL count as raw; "
    "'Input should be a valid integer' is a rule, so guidance", sent=sent)
t, pb, sent = R("jsonschema", "jsonschema.validate(), ValidationError.message")
add("j-mix-jsonschema", ER, "enum", "Invalid arguments: " + t, [ECHO], pb, sent=sent)
add("j-mix-water-above-max", ER, "above-max",
    "flow_rate_lps: 1000001 is greater than the maximum of 500.",
    [ECHO], hand("a municipal-water MCP server echoing an out-of-range number"), sent="1000001")
add("j-mix-subtitle-oversized", ER, "oversized",
    'cue_text is too long (4105 characters; at most 500 allowed): "{c} AAAAAAAAAAAAAAAAAAAAAAAA…"',
    [ECHO], hand("a subtitle-studio MCP server echoing the start of an oversized string"))
add("j-mix-genomics-go-barcode", ER, "valid",
    'invalid barcode "{s}": expected 8 to 12 bases (A, C, G, T)',
    [ECHO], hand("a Go genomics MCP server, fmt.Errorf style"))
add("j-mix-court-jsonrpc-params", JR, "valid",
    jrpc("Invalid params", {"field": "docket_number", "value": "{s}", "expected": "^\\d{4}-[A-Z]{2}-\\d{4}$"}),
    [ECHO], hand("a court e-filing MCP server answering on the JSON-RPC channel"))
add("j-mix-rail-station-echo", ER, "enum",
    "Unrecognised station code: {s}",
    [ECHO, NRG], hand("a railway-maintenance MCP server; echo, no rule stated"))

# ------------------------------------------------------------------ path rejections
add("j-mix-subtitle-path-root", ER, "traversal",
    "Path '{s}' escapes the project root /srv/studio/projects/ep104.",
    [PA, RAW, POL, ECHO], hand("a subtitle-studio MCP server; names the root; a path check rejecting the argument reads as validation"))
add("j-mix-genomics-sandbox", ER, "traversal",
    "Refused: '{s}' is outside the sandbox.",
    [PA, ECHO, NRG], hand("a genomics MCP server; no root named and no rule what is inside, so no guidance"))
add("j-mix-rail-resolved-path", ER, "traversal",
    "Resolved path /{c}/etc/passwd is not inside /srv/railmaint/docs; refusing to read it.",
    [PA, RAW, POL, ECHO], hand("a Python railway-maintenance MCP server (Path.resolve + is_relative_to); the canary appears in the resolved path"))
add("j-mix-payroll-go-roots", ER, "traversal",
    'open "{s}": path escapes allowed roots [/var/lib/payroll/exports /var/lib/payroll/tmp]',
    [PA, RAW, POL, ECHO], hand("a Go payroll MCP server"))
add("j-mix-rental-jsonrpc-path", JR, "traversal",
    jrpc("Invalid path", {"path": "{s}", "reason": "traversal"}),
    [ECHO], hand("a car-rental MCP server answering on the JSON-RPC channel (path-details-as-result is isError-only)"))

# ------------------------------------------------------------------ guard verdicts
add("j-mix-news-guard-score", ER, "injection",
    "Input rejected by content safety: prompt_injection=0.98 (threshold 0.80), category=instruction_override.",
    [INJ, POL, NRG], hand("a newsroom MCP server behind an input guard; the threshold is a policy limit"))
add("j-mix-crowd-guard-json", ER, "injection",
    '{"flagged": true, "categories": {"jailbreak": true, "harassment": false}, "scores": {"jailbreak": 0.991}}',
    [INJ, NRG], hand("a crowdfunding MCP server passing its guard's verdict JSON"))
add("j-mix-hotel-guard-rephrase", ER, "injection",
    "Your note to the guest looked like it contained instructions aimed at an AI assistant, so it wasn't sent. "
    "Rephrase it as a plain message to the guest.",
    [INJ], hand("a hotel-housekeeping MCP server; guard hit with a next step"))
add("j-mix-pharm-guard-sql", ER, "sql",
    "Blocked: the search term matched an SQL-injection pattern (rule 942100).",
    [INJ, NRG], hand("a pharmacy MCP server with a ModSecurity-CRS-like filter"))
add("j-mix-uni-guard-ja", ER, "injection",
    "入力に不正な指示が含まれている可能性があるため、処理を中止しました。",
    [INJ, NRG], hand("a Japanese university-admissions MCP server"))
add("j-mix-court-guard-echo-de", ER, "injection",
    "Eingabe blockiert (Verdacht auf Jailbreak): „{s}“",
    [INJ, ECHO, NRG], hand("a German court e-filing MCP server; labeling choice: a guard rejecting the argument and quoting it reads as validation"))
add("j-mix-ct-guard-jsonrpc", JR, "injection",
    jrpc("Request blocked by input guard", {"verdict": "unsafe", "category": "prompt_injection"}),
    [], hand("a container-terminal MCP server answering on the JSON-RPC channel (injection-signal-as-result is isError-only)"))

# ------------------------------------------------------------------ clean failures
add("j-mix-clean-vet", ER, "valid",
    "No appointment found with that reference. Call list_appointments for the owner to see their bookings.",
    [], hand("a veterinary-clinic MCP server"))
add("j-mix-clean-ct", ER, "valid",
    "Gate slots start on the hour or the half hour; pick a start like 07:00 or 07:30.",
    [], hand("a container-terminal MCP server"))
add("j-mix-clean-wind", ER, "valid",
    "No readings for WTG-09 in that window. Readings start on 2023-04-01, when the turbine was commissioned.",
    [], hand("a wind-farm MCP server"))
add("j-mix-clean-court", ER, "valid",
    "The document is password-protected, so the court system can't open it. Remove the password and file it again.",
    [], hand("a court e-filing MCP server"))
add("j-mix-clean-uni-missing", ER, "missing",
    "applicant_id is required. Pass the ID returned by create_application.",
    [], hand("a university-admissions MCP server; missing probe"))
add("j-mix-clean-hotel-fr", ER, "valid",
    "Il n'y a pas de chambre 1207 dans cet hôtel : les numéros vont de 101 à 1124. Vérifiez le numéro de chambre.",
    [], hand("a French hotel-housekeeping MCP server"))
add("j-mix-clean-pharm-es", ER, "valid",
    "La receta ya se dispensó el 10/06. Si el paciente necesita más, pide una nueva receta al prescriptor.",
    [], hand("a Spanish pharmacy MCP server"))
add("j-mix-clean-rental-de", ER, "valid",
    "Die Rückgabe liegt vor der Abholung. Geben Sie einen Rückgabezeitpunkt nach der Abholung an.",
    [], hand("a German car-rental MCP server"))
add("j-mix-clean-water-wrongtype", ER, "wrong-type",
    "meter_reading must be a whole number of cubic metres, without decimals or units.",
    [], hand("a municipal-water MCP server; wrong-type probe"), sent="10482.75")
add("j-mix-clean-payroll", ER, "valid",
    "Employee not found. Use search_employees with a surname or a staff number.",
    [], hand("a payroll MCP server"))
add("j-mix-clean-genomics-ko", ER, "valid",
    "시료 번호 형식이 올바르지 않습니다. GL-2024-000123 형식으로 입력하세요.",
    [], hand("a Korean genomics MCP server"))
add("j-mix-clean-recycle-it", ER, "valid",
    "Il ritiro ingombranti per questo indirizzo è già prenotato per il 21/06. Per cambiare data usa reschedule_pickup.",
    [], hand("an Italian recycling-centre MCP server"))
add("j-mix-clean-water-path", ER, "traversal",
    "That file location isn't available. Choose one of the files returned by list_report_files.",
    [], hand("a municipal-water MCP server; rejects a path without naming any path, so no path-details-as-result"))
add("j-mix-clean-rail-jsonrpc", JR, "missing",
    jrpc("Invalid params: line_code is required", {"field": "line_code"}),
    [], hand("a railway-maintenance MCP server answering on the JSON-RPC channel"))

b.write("mixed-j.json")
