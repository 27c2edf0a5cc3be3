from common import E, rpc, result, hw

P = "part5.py"
A = "auth-failure-as-result"; PA = "path-details-as-result"; INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"; ST = "stack-trace"; POL = "policy-enumeration"
ECHO = "validation-echoes-value"; NR = "no-retry-guidance"

ENTRIES = [
E("ap-081", "nb", hw("a Norwegian ticketing MCP server on the Vipps ePayment API, problem+json passed on", P),
  "error-result", "valid", "twaudit-9d1f3b5e",
  'Vipps avviste betalingen: {"type":"https://developer.vippsmobilepay.com/docs/APIs/epayment-api/problems#validation-error","title":"Bad Request","status":400,"detail":"Invalid phone number","instance":"/epayment/v1/payments","traceId":"9f4e1b2a7c3d","extraDetails":null}',
  [RAW, NR]),

E("ap-082", "en", hw("a craft-brewery ERP MCP server in PHP (Guzzle 7) returning the uncaught exception", P),
  "error-result", "valid", "twaudit-2a4c6e8f",
  "GuzzleHttp\\Exception\\ServerException: Server error: `POST https://erp.brewhouse.local/api/v1/batches` resulted in a `502 Bad Gateway` response:\n<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\n(truncated...)\n in /var/www/mcp/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113\nStack trace:\n#0 /var/www/mcp/vendor/guzzlehttp/guzzle/src/Middleware.php(72): GuzzleHttp\\Exception\\RequestException::create()\n#1 /var/www/mcp/vendor/guzzlehttp/promises/src/Promise.php(209): GuzzleHttp\\Middleware::GuzzleHttp\\{closure}()\n#2 /var/www/mcp/src/Tools/LogBatch.php(47): GuzzleHttp\\Client->request()",
  [RAW, ST, NR]),

E("ap-083", "en", hw("a CI status MCP server reporting a failed build (success)", P),
  "success-result", "valid", "twaudit-7e9a1c3d",
  "Build 8812 failed at step 'unit-tests' (exit code 1) after 6m12s. Full log: https://ci.example.org/builds/8812/log. Trace ID 4bf92f3577b34da6a3ce929d0e0e4736.",
  [], resembles=ST),

E("ap-084", "ro", hw("a Romanian accounting MCP server exporting invoices, retention policy", P),
  "error-result", "valid", "s3://twaudit-0f2b4d6a-export",
  "Operațiune refuzată: conform politicii de retenție, exportul este permis doar către bucket-urile s3://arhiva-facturi-ro și s3://backup-contabilitate.",
  [POL]),

E("ap-085", "en", hw("a platform-engineering MCP server deploying to Kubernetes behind a Kyverno-style namespace policy", P),
  "error-result", "valid", "twaudit-c3e5a7b9",
  result("Deployment to namespace 'payments-prod' is denied by policy restrict-namespaces: service account deploy-bot may only target staging, qa and preview-*.",
         {"policy": "restrict-namespaces", "subject": "system:serviceaccount:ci:deploy-bot", "allowed_namespaces": ["staging", "qa", "preview-*"]}),
  [A, POL]),

E("ap-086", "cs", hw("a Czech fintech database-migration MCP server, change-freeze window", P),
  "error-result", "valid", "twaudit-5a7c9e1b",
  "Spuštění migrace v prostředí 'produkce' je v době měsíční uzávěrky (25.–31. den v měsíci) zakázáno. Povolená prostředí: vyvoj, test.",
  [POL], indirect=True),

E("ap-087", "en", hw("a remittance MCP server with an AML review rule", P),
  "error-result", "valid", "twaudit-e7b9d1f3",
  "Held for review: this payee has received 27,300 EUR in the last 30 days, above the 25,000 EUR a first-time payee may receive before AML rule R-17 requires a compliance check.",
  [POL, NR], indirect=True),

E("ap-088", "ja", hw("a Japanese ryokan booking MCP server (Spring AI MCP server, Java 21) putting the exception into JSON-RPC error data", P),
  "jsonrpc-error", "valid", "twaudit-1b3d5f7a",
  rpc("内部エラーが発生しました", {
      "exception": "org.springframework.dao.DataIntegrityViolationException",
      "message": "could not execute statement [ERROR: duplicate key value violates unique constraint \"uk_reservation_room_date\"]",
      "trace": ["jp.co.yadoya.booking.service.ReservationService.create(ReservationService.java:77)",
                "jp.co.yadoya.booking.mcp.ReserveRoomTool.call(ReserveRoomTool.java:41)",
                "io.modelcontextprotocol.server.McpAsyncServer.lambda$toolsCallRequestHandler$13(McpAsyncServer.java:412)"]}),
  [RAW, ST], indirect=True),

E("ap-089", "id", hw("an Indonesian marketplace-sync MCP server (Tokopedia), sanitized rate limit", P),
  "error-result", "valid", "twaudit-8f0b2d4c",
  "Gagal memperbarui stok: batas permintaan ke Tokopedia sudah tercapai. Coba lagi dalam 60 detik.",
  [], resembles=POL),

E("ap-090", "vi", hw("a Vietnamese food-delivery MCP server, own enum check", P),
  "error-result", "enum", "twaudit-0d2f4b6a",
  "Giá trị 'twaudit-0d2f4b6a' không hợp lệ cho trường 'phuong_thuc_thanh_toan'. Chỉ chấp nhận: cod, momo, vnpay, chuyen_khoan.",
  [ECHO], resembles=POL),

E("ap-091", "en", hw("a Rust (rmcp 0.2) warehouse MCP server whose serde_json error becomes the invalid-params message", P),
  "jsonrpc-error", "missing", None,
  rpc("failed to deserialize parameters: missing field `warehouse_id` at line 1 column 42"),
  [RAW], resembles=ST),

E("ap-092", "it", hw("an Italian pharmacy loyalty MCP server that reports validation failures without isError", P),
  "success-result", "valid", "twaudit-7b9d1f3e",
  "Errore: il codice fiscale «twaudit-7b9d1f3e» non è valido.",
  [ECHO]),

E("ap-093", "en", hw("a fitness-club membership MCP server, own format check", P),
  "error-result", "sql", "twaudit-5e7a9c1b'; DROP TABLE members; --",
  "Member ID must be 8–12 letters or digits.",
  [], resembles=INJ),

E("ap-094", "en", hw("a B2B order-portal MCP server with a ModSecurity CRS-style input check", P),
  "error-result", "sql", "twaudit-2c4e6a8d' UNION SELECT password FROM users --",
  "Input rejected: SQL injection pattern in 'customer_ref' (CRS rule 942100, anomaly score 10).",
  [INJ, NR]),

E("ap-095", "pt-BR", hw("a Brazilian food-truck ordering MCP server on Firestore (Firebase JS SDK 10), error kept in a success", P),
  "success-result", "valid", "twaudit-4d6f8b0a",
  "Falha ao salvar o pedido: FirebaseError: [code=permission-denied]: Missing or insufficient permissions.",
  [RAW], resembles=A),

E("ap-096", "en", hw("a news-archive search MCP server, own range check", P),
  "error-result", "above-max", "100000",
  "limit must be at most 500; got 100000.",
  [ECHO], resembles=POL),

E("ap-097", "fr", hw("a French law-firm file MCP server that raises a JSON-RPC error with the resolved path in data", P),
  "jsonrpc-error", "traversal", "../../../../etc/passwd",
  rpc("Chemin invalide : en dehors du dossier partagé du cabinet", {"chemin_resolu": "/etc/passwd", "racine": "/srv/partage/cabinet-durand"}),
  [POL, RAW], resembles=PA),

E("ap-098", "en", hw("a dog-kennel boarding MCP server in Elixir (Phoenix, Ecto 3.11) returning Exception.format/3", P),
  "error-result", "valid", "twaudit-9e1a3c5b",
  "** (Ecto.NoResultsError) expected at least one result but got none in query:\n\nfrom r0 in Kennel.Boarding.Reservation,\n  where: r0.id == ^\"twaudit-9e1a3c5b\"\n\n    (ecto 3.11.1) lib/ecto/repo/queryable.ex:164: Ecto.Repo.Queryable.one!/3\n    (kennel 0.4.2) lib/kennel_web/mcp/tools/reservation.ex:38: KennelWeb.MCP.Tools.Reservation.call/2\n    (hermes_mcp 0.9.1) lib/hermes/server/handlers/tools.ex:52: Hermes.Server.Handlers.Tools.handle_call_tool/3",
  [ST, RAW, NR]),

E("ap-099", "en", hw("a BI report-export MCP server, own path normalization check", P),
  "error-result", "traversal", "twaudit-6c8e0a2b/../../shared/hr/salaries.xlsx",
  "Export destination reports/twaudit-6c8e0a2b/../../shared/hr/salaries.xlsx resolves to shared/hr/salaries.xlsx, which is outside your reports/ folder. Pick a file name without '..'.",
  [PA, POL, ECHO]),

E("ap-100", "de", hw("a German utilities billing MCP server (success with no results)", P),
  "success-result", "valid", "twaudit-3a5c7e9f",
  "Keine offenen Rechnungen für Kunde twaudit-3a5c7e9f gefunden.",
  [], resembles=ECHO),
]
