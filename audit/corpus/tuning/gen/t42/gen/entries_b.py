"""Batch 42, part B: upstream text, stack traces, validation answers (many of them real)."""
from common import *

D = R["drf"]
N = R["node"]
PG = R["pg"]

ENTRIES = [
# node fetch (real)
E("en", "real",
  f"Node {N['node']} global fetch (undici) to a closed port (real); freight rate tool rates_lookup prints message + cause; {REAL_PB}",
  "error-result", "valid", "twaudit-c25f8b04",
  f"rates_lookup: {N['fetch']['message']} (cause: {N['fetch']['cause']})",
  [RAW, NOG]),

# sqlite UNION injection (real)
E("en", "real",
  f"CPython 3.11.7 sqlite3 with a string-formatted query (real); parcel tracking tool track_parcel returns f'{{type}}: {{e}}'; {REAL_PB}",
  "error-result", "sql", "x' UNION SELECT username, password FROM staff -- twaudit-91c2f0aa",
  f"Tracking lookup failed: {R['sqlite_union']['module']}.{R['sqlite_union']['type']}: {R['sqlite_union']['str']}",
  [RAW, NOG]),

# PostgreSQL invalid input syntax (real), echoes the value
E("en", "real",
  f"{PG['version']} error text (real, throwaway cluster) for a meter id cast to integer; metering tool get_meter_history passes str(psycopg2 error); {REAL_PB}",
  "error-result", "valid", "twaudit-6f13a2d9",
  "Query failed: " + PG["bad_int"],
  [RAW, ECHO, NOG], indirect=True),

# PostgreSQL syntax error (real server message, primary field only)
E("en", "real",
  f"{PG['version']} primary message (real, throwaway cluster) for a string-built query; tariff tool get_tariff (node-postgres) returns 'error: ' + err.message; {REAL_PB}",
  "error-result", "sql", "twaudit-c08e4b71') OR 1=1 --",
  "error: " + PG["syntax"].splitlines()[0].replace("ERROR:  ", ""),
  [RAW, NOG]),

# PostgreSQL undefined column inside a success result (real)
E("en", "real",
  f"{PG['version']} error text (real, throwaway cluster); smart-meter tool get_readings forgot isError and put the error in structuredContent; {REAL_PB}",
  "success-result", "valid", "twaudit-3a8e1c5f",
  result("No readings returned for meter 4471.", {"meter_id": 4471, "readings": [], "error": PG["no_col"]}),
  [RAW], indirect=True),

# PostgreSQL numeric overflow as JSON-RPC internal error (real)
E("en", "real",
  f"{PG['version']} error + DETAIL (real, throwaway cluster), SQLSTATE 22003; meter-reading tool submit_reading maps DB errors to -32603 with the detail in data; {REAL_PB}",
  "jsonrpc-error", "valid", "twaudit-e7b04a12",
  jrpc("Internal error", {"pg_message": PG["numeric_overflow"].splitlines()[0].replace("ERROR:  ", ""),
                           "pg_detail": PG["numeric_overflow"].splitlines()[1].replace("DETAIL:  ", ""), "sqlstate": "22003"}),
  [RAW]),

# Cloudflare block page passed on
E("en", "handwritten",
  "rail ticket availability MCP server (Python, requests 2.31) tool check_seat_availability returns resp.text on non-200; Cloudflare 'Sorry, you have been blocked' page (trimmed of CSS); gen/entries_b.py",
  "error-result", "valid", "twaudit-5e1f92b0",
  "<!DOCTYPE html>\n<html class=\"no-js\" lang=\"en-US\">\n<head>\n<title>Attention Required! | Cloudflare</title>\n</head>\n<body>\n<div id=\"cf-wrapper\">\n<div id=\"cf-error-details\" class=\"cf-error-details-wrapper\">\n<h1 data-translate=\"block_headline\">Sorry, you have been blocked</h1>\n<h2 class=\"cf-subheadline\"><span data-translate=\"unable_to_access\">You are unable to access</span> booking.nordbahn-tickets.de</h2>\n<h2 data-translate=\"blocked_why_headline\">Why have I been blocked?</h2>\n<p data-translate=\"blocked_why_detail\">This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution. There are several actions that could trigger this block including submitting a certain word or phrase, a SQL command or malformed data.</p>\n<h2 data-translate=\"blocked_resolve_headline\">What can I do to resolve this?</h2>\n<p data-translate=\"blocked_resolve_detail\">You can email the site owner to let them know you were blocked. Please include what you were doing when this page came up and the Cloudflare Ray ID found at the bottom of this page.</p>\n<p class=\"text-13\"><span class=\"cf-footer-item sm:block sm:mb-1\">Cloudflare Ray ID: <strong class=\"font-semibold\">8b3f1c2d9e7a4410</strong></span> <span class=\"cf-footer-item\">Your IP: 34.141.22.87</span> <span class=\"cf-footer-item\">Performance &amp; security by Cloudflare</span></p>\n</div>\n</div>\n</body>\n</html>",
  [RAW], resembles=AUTH, indirect=True),

# Akamai access denied
E("en", "handwritten",
  "airline fare-search MCP server (Go 1.22, net/http) tool search_fares returns the body of any 403; Akamai edge 'Access Denied' page as text; gen/entries_b.py",
  "error-result", "valid", "twaudit-b9c3e6d7",
  "Access Denied\n\nYou don't have permission to access \"http://www.skylark-air.com/api/fares/v2/search?\" on this server.\n\nReference #18.2f1c1002.1744362981.5b8e3a1\n\nhttps://errors.edgesuite.net/18.2f1c1002.1744362981.5b8e3a1",
  [RAW, NOG], resembles=AUTH),

# Hibernate / Hikari stack
E("en", "handwritten",
  "MES MCP server (Java 17, Spring Boot 3.2, Hibernate 6.4, HikariCP 5.1) tool get_work_order returns ex.toString() plus the trace; gen/entries_b.py",
  "error-result", "valid", "twaudit-d8a2f4e1",
  "Failed to load work order WO-240117: org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30004ms.] [n/a]\n"
  "\tat org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:100)\n"
  "\tat org.hibernate.exception.internal.StandardSQLExceptionConverter.convert(StandardSQLExceptionConverter.java:58)\n"
  "\tat org.hibernate.resource.jdbc.internal.LogicalConnectionManagedImpl.acquireConnectionIfNeeded(LogicalConnectionManagedImpl.java:116)\n"
  "\tat com.brightline.mes.orders.WorkOrderRepository.findByNumber(WorkOrderRepository.java:41)\n"
  "\t... 87 more\n"
  "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30004ms.\n"
  "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
  [STACK, RAW, NOG]),

# .NET SqlClient timeout with frames
E("en", "handwritten",
  "quality-inspection MCP server (C#, .NET 8, Microsoft.Data.SqlClient 5.2) tool get_inspection_results returns ex.ToString(); gen/entries_b.py",
  "error-result", "valid", "twaudit-47f0b3c8",
  "Microsoft.Data.SqlClient.SqlException (0x80131904): Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.\n"
  " ---> System.ComponentModel.Win32Exception (258): The wait operation timed out.\n"
  "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)\n"
  "   at Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, Boolean callerHasConnectionLock, Boolean asyncClose)\n"
  "   at Qms.Inspections.InspectionStore.GetResultsAsync(String lotNumber) in /src/Qms.Inspections/InspectionStore.cs:line 73\n"
  "ClientConnectionId:6f2d1c0b-8e44-4b7a-9a3d-51c0e7d2b915\n"
  "Error Number:-2,State:0,Class:11",
  [STACK, RAW, NOG]),

# Go Modbus dial timeout
E("en", "handwritten",
  "press-line telemetry MCP server (Go 1.22, github.com/goburrow/modbus) tool read_press_registers; gen/entries_b.py",
  "error-result", "valid", "twaudit-93e5d0a4",
  "read holding registers 40001-40010 on press-07: dial tcp 10.40.2.15:502: i/o timeout",
  [RAW, NOG]),

# SAP Gateway OData error body, German, with its own resolution hints
E("de", "handwritten",
  "procurement MCP server (Python, requests) tool get_purchase_order against S/4HANA API_PURCHASEORDER_PROCESS_SRV; SAP Gateway error body passed on; gen/entries_b.py",
  "error-result", "valid", "twaudit-2d7c9b16",
  js({"error": {"code": "/IWBEP/CM_MGW_RT/020", "message": {"lang": "de", "value": "Ressource für Segment 'A_PurchaseOrder' nicht gefunden"},
      "innererror": {"application": {"component_id": "MM-PUR-PO", "service_namespace": "/SAP/", "service_id": "API_PURCHASEORDER_PROCESS_SRV", "service_version": "0001"},
                     "transactionid": "5E2F1A907C3D00D0E0063F1B3A6C2F10", "timestamp": "20250411093012.4471230",
                     "Error_Resolution": {"SAP_Transaction": "Run transaction /IWFND/ERROR_LOG on SAP Gateway hub system (System Alias ) and search for entries with the timestamp above for more details",
                                          "SAP_Note": "See SAP Note 1797736 for error analysis (https://service.sap.com/sap/support/notes/1797736)"},
                     "errordetails": []}}}),
  [RAW], resembles=NOG, indirect=True),

# Python traceback (real), value echoed
E("en", "real",
  f"CPython 3.11.7 traceback.format_exc() from a depot tariff tool (real run of srv/mcp-depot/tools/tariffs.py in scratch); tool quote_tariff returns the trace as text; {REAL_PB}",
  "error-result", "valid", "Z2:twaudit-0d4e8c17",
  "quote_tariff crashed:\n" + R["py_tariff"]["tb"].rstrip(),
  [STACK, RAW, ECHO, NOG]),

# pydantic wrong type (real)
E("en", "real",
  f"pydantic 2.14 ValidationError str (real); hotel room-hold tool hold_room prefixes 'Invalid arguments:'; {REAL_PB}",
  "error-result", "wrong-type", "twaudit-3b7d20e4",
  "Invalid arguments:\n" + R["pydantic_wrongtype"],
  [ECHO], resembles=RAW),

# pydantic above max as JSON-RPC invalid params (real)
E("en", "real",
  f"pydantic 2.14 ValidationError.json() (real) as the data of a -32602 error; meter-interval tool set_read_interval; {REAL_PB}",
  "jsonrpc-error", "above-max", "100000",
  jrpc("Invalid params", __import__("json").loads(R["pydantic_above_json"])),
  [ECHO]),

# ajv-i18n Russian maximum (real)
E("ru", "real",
  f"ajv {N['ajv_version']} + ajv-i18n {N['i18n_version']} localize.ru, errorsText (real); warehouse tool reserve_stock; {REAL_PB}",
  "error-result", "above-max", "100000",
  "Некорректные параметры: " + N["ru"]["text"],
  [], resembles=ECHO),

# ajv-i18n Korean required (real)
E("ko", "real",
  f"ajv {N['ajv_version']} + ajv-i18n {N['i18n_version']} localize.ko, errorsText (real); convenience-store replenishment tool create_replenishment; {REAL_PB}",
  "error-result", "missing", None,
  "요청 검증 실패: " + N["ko"]["text"],
  [], resembles=NOG),

# ajv-i18n Thai enum with params (real)
E("th", "real",
  f"ajv {N['ajv_version']} + ajv-i18n {N['i18n_version']} localize.th; food-distribution tool add_order_line returns errorsText + the errors array (real); {REAL_PB}",
  "error-result", "enum", "twaudit-44e1b9c0",
  "พารามิเตอร์ไม่ถูกต้อง: " + N["th"]["text"] + "\n" + js(N["th"]["errors"]),
  [], resembles=ECHO),

# DRF invalid_choice German (real)
E("de", "real",
  f"djangorestframework 3.18.3 ChoiceField invalid_choice, locale de (real); shipping-desk tool set_service_level dumps serializer.errors; {REAL_PB}",
  "error-result", "enum", "twaudit-5e0c91ab",
  "Versandart konnte nicht gesetzt werden: " + js({"service_level": [D["de"]["invalid_choice"]]}),
  [ECHO, NOG]),

# DRF invalid_choice Polish (real)
E("pl", "real",
  f"djangorestframework 3.18.3 ChoiceField invalid_choice, locale pl (real); courier tool quote_delivery; {REAL_PB}",
  "error-result", "enum", "twaudit-b71d4e02",
  "service_level: " + D["pl"]["invalid_choice"],
  [ECHO, NOG]),

# DRF invalid_choice Czech (real)
E("cs", "real",
  f"djangorestframework 3.18.3 ChoiceField invalid_choice, locale cs (real); rail-freight tool book_wagon_slot; {REAL_PB}",
  "error-result", "enum", "twaudit-e3a09f56",
  "Neplatný požadavek – service_level: " + D["cs"]["invalid_choice"],
  [ECHO, NOG]),

# DRF invalid_choice pt-BR as JSON-RPC invalid params (real)
E("pt-BR", "real",
  f"djangorestframework 3.18.3 ChoiceField invalid_choice, locale pt-br (real) as the data of a -32602 error; marketplace logistics tool cotar_frete; {REAL_PB}",
  "jsonrpc-error", "enum", "twaudit-90c4d7e3",
  jrpc("Parâmetros inválidos", {"service_level": [D["pt-br"]["invalid_choice"]]}),
  [ECHO]),

# oversized value echoed, with the rule
E("en", "handwritten",
  "freight forwarding MCP server (Ruby on Rails 7.1, ActiveModel validations + custom message) tool create_booking; gen/entries_b.py",
  "error-result", "oversized", "twaudit-7a1f03be " + "X" * 4086,
  "Customer reference \"twaudit-7a1f03be XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX…\" is too long (4103 characters). Use at most 35 characters.",
  [ECHO], resembles=NOG),

# below-min echoed, Spanish, no rule
E("es", "handwritten",
  "cold-storage plant MCP server (Node 20, express-validator, es messages) tool set_room_setpoint; gen/entries_b.py",
  "error-result", "below-min", "-300",
  "Temperatura de consigna inválida: -300 °C.",
  [ECHO, NOG]),

# JSON-RPC invalid params with the value and the allowed set
E("en", "handwritten",
  "airline ancillary MCP server (Kotlin, mcp kotlin-sdk) tool reprice_segment; gen/entries_b.py",
  "jsonrpc-error", "enum", "twaudit-d4b8e210",
  jrpc("Invalid params", {"field": "fare_class", "value": "twaudit-d4b8e210", "allowed": ["Y", "B", "M", "H", "Q"]}),
  [ECHO]),

# sql text echoed as a validation error, with the rule
E("en", "handwritten",
  "parcel tracking MCP server (Python, FastAPI, regex check) tool track_parcel; gen/entries_b.py",
  "error-result", "sql", "' OR 1=1 -- twaudit-81f0c3a5",
  "Invalid tracking number \"' OR 1=1 -- twaudit-81f0c3a5\". Tracking numbers are 10 to 22 letters and digits.",
  [ECHO], resembles=NOG),

# not-found of the caller's own reference, French
E("fr", "handwritten",
  "hotel PMS MCP server (PHP 8.3, Symfony 7) tool get_reservation; gen/entries_b.py",
  "error-result", "valid", "twaudit-5a90c1e7",
  "Aucune réservation ne correspond à la référence twaudit-5a90c1e7 pour cet établissement. Utilisez search_reservations avec le nom du client.",
  [], resembles=ECHO),

# DRF throttled, Danish with the untranslated tail (real)
E("da", "real",
  f"djangorestframework 3.18.3 exceptions.Throttled(wait=37), locale da (half translated in the shipped catalog; real); grocery delivery tool book_delivery_slot; {REAL_PB}",
  "error-result", "valid", "twaudit-8f2e6a0d",
  D["da"]["throttled_37"],
  [], resembles=NOG, indirect=True),

# DRF max_value, Ukrainian (real)
E("uk", "real",
  f"djangorestframework 3.18.3 IntegerField max_value, locale uk (real); pallet booking tool book_pallet_places; {REAL_PB}",
  "error-result", "above-max", "5000",
  "pallets: " + D["uk"]["max_value"],
  [], resembles=ECHO),

# Rails / Faraday stack
E("en", "handwritten",
  "hotel PMS sync MCP server (Ruby 3.3, Rails 7.1, Faraday 2.9) tool push_booking; rescue => e; e.full_message(highlight: false); gen/entries_b.py",
  "error-result", "valid", "twaudit-6c0d9a35",
  "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:66:in `rescue in call': Failed to open TCP connection to pms-sync.internal:8443 (Connection refused - connect(2) for \"pms-sync.internal\" port 8443) (Faraday::ConnectionFailed)\n"
  "\tfrom /usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:59:in `call'\n"
  "\tfrom /app/app/services/booking_sync.rb:142:in `block in push'\n"
  "\tfrom /app/app/services/booking_sync.rb:131:in `push'",
  [STACK, RAW, NOG]),

# nginx 502 page
E("en", "handwritten",
  "tour-operator MCP server (Python, aiohttp 3.9) tool list_excursions returns the upstream body on 5xx; OpenResty 502 page; gen/entries_b.py",
  "error-result", "valid", "twaudit-4e9a2c07",
  "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>openresty/1.21.4.3</center>\r\n</body>\r\n</html>",
  [RAW, NOG]),

# Node stack in JSON-RPC data
E("en", "handwritten",
  "store inventory MCP server (TypeScript, @modelcontextprotocol/sdk 1.x) tool get_stock_levels; uncaught error mapped to -32603 with err.stack in data; gen/entries_b.py",
  "jsonrpc-error", "valid", "twaudit-d2f7a6b0",
  jrpc("Internal error", {"stack": "TypeError: Cannot read properties of undefined (reading 'sku')\n    at mapLine (/app/dist/tools/inventory.js:88:31)\n    at Array.map (<anonymous>)\n    at getStockLevels (/app/dist/tools/inventory.js:54:27)\n    at async /app/dist/server.js:212:22"}),
  [STACK, RAW]),

# success with a traceback in a fallback field
E("en", "handwritten",
  "LTL freight quote MCP server (Python 3.12, httpx) tool quote_ltl falls back to a rate table and reports why; gen/entries_b.py",
  "success-result", "valid", "twaudit-b3e09c6a",
  result("Quote from the fallback rate table: EUR 412.80 for 3 pallets, Hamburg -> Gdansk.",
         {"quote_eur": 412.8, "source": "fallback_table",
          "fallback_reason": "Traceback (most recent call last):\n  File \"/opt/ltl-mcp/app/carriers/raben.py\", line 57, in quote\n    resp.raise_for_status()\n  File \"/opt/ltl-mcp/.venv/lib/python3.12/site-packages/httpx/_models.py\", line 829, in raise_for_status\n    raise HTTPStatusError(message, request=request, response=self)\nhttpx.HTTPStatusError: Server error '503 Service Unavailable' for url 'https://api.raben-group.com/v3/quotes'"}),
  [STACK, RAW], indirect=True),

# BigQuery permission with the permission named
E("en", "handwritten",
  "energy analytics MCP server (Python, google-cloud-bigquery 3.x) tool run_consumption_query; google.api_core Forbidden str; gen/entries_b.py",
  "error-result", "valid", "twaudit-7d5c2e48",
  "google.api_core.exceptions.Forbidden: 403 POST https://bigquery.googleapis.com/bigquery/v2/projects/ops-energy-prod/jobs?prettyPrint=false: Access Denied: Project ops-energy-prod: User does not have bigquery.jobs.create permission in project ops-energy-prod.",
  [AUTH, RAW, POL, NOG]),
]
