# Entries bw-052 ... bw-079: what came from below (drivers, runtimes, HTTP services) and stack traces,
# and their look-alikes.
from common import *

E(52, "en", "get_order tool of a print-on-demand shop MCP server (business not-found, sanitized)",
  ERR, "valid", "twaudit-5a3c9e12",
  "Order twaudit-5a3c9e12 was not found in this store. Call list_orders to see the orders you can read.",
  [], resembles=ECHO)

E(53, "de", "artikel_suchen tool of a German wholesale-shop MCP server passing on a PDO error (MariaDB 10.11, lc_messages=de_DE)",
  ERR, "sql", "' OR '1'='1'; -- twaudit-5c0e7a92",
  "Artikelsuche fehlgeschlagen: SQLSTATE[42000]: Syntax error or access violation: 1064 Fehler in der SQL-Syntax. "
  "Bitte die korrekte Syntax im Handbuch nachschlagen bei ''1'='1'; -- twaudit-5c0e7a92%' ORDER BY bezeichnung LIMIT 50' in Zeile 1",
  [RAW, NR])

E(54, "fr", "exporter_contacts tool of a French event-ticketing MCP server (daily export quota)",
  ERR, "valid", None,
  "Quota d'exports atteint pour aujourd'hui. Il sera réinitialisé à minuit (UTC).",
  [], resembles=NR)

E(55, "en", "get_tide_table tool of a marina-bookings MCP server (Python 3.11 + aiohttp 3.9 traceback returned as text)",
  ERR, "valid", None,
  "Traceback (most recent call last):\n"
  "  File \"/srv/tidebook/tools/tides.py\", line 88, in get_tide_table\n"
  "    async with session.get(url, timeout=timeout) as resp:\n"
  "  File \"/usr/local/lib/python3.11/site-packages/aiohttp/client.py\", line 1197, in __aenter__\n"
  "    self._resp = await self._coro\n"
  "  File \"/usr/local/lib/python3.11/site-packages/aiohttp/client.py\", line 581, in _request\n"
  "    conn = await self._connector.connect(\n"
  "  File \"/usr/local/lib/python3.11/site-packages/aiohttp/connector.py\", line 1025, in _create_direct_connection\n"
  "    raise last_exc\n"
  "aiohttp.client_exceptions.ClientConnectorError: Cannot connect to host tides-api.internal:8443 ssl:default [Connect call failed ('10.20.4.31', 8443)]",
  [STACK, RAW, NR])

E(56, "ru", "status_otpravleniya tool of a Russian parcel-tracking MCP server on Ktor client 2.3 (Kotlin exception passed on)",
  ERR, "valid", None,
  "Не удалось получить статус отправления СДЭК.\n"
  "io.ktor.client.plugins.ClientRequestException: Client request(GET https://api.cdek.ru/v2/orders?cdek_number=1458822391) invalid: 404 Not Found. "
  "Text: \"{\"requests\":[{\"type\":\"GET\",\"state\":\"INVALID\",\"errors\":[{\"code\":\"v2_entity_not_found\",\"message\":\"Entity is not found\"}]}]}\"\n"
  "\tat io.ktor.client.plugins.DefaultResponseValidationKt$addDefaultResponseValidation$1$1.invokeSuspend(DefaultResponseValidation.kt:54)\n"
  "\tat io.ktor.client.plugins.HttpCallValidator$Companion$install$1$1.invokeSuspend(HttpCallValidator.kt:151)",
  [STACK, RAW, NR])

E(57, "en", "margin_report tool of a wholesale-analytics MCP server on the JVM (report built, FX fetch failure attached as a warning)",
  OK, "valid", None,
  "Monthly margin report generated: 412 rows, written to reports/2024-05-margin.xlsx.\n"
  "Warning: live FX rates unavailable, yesterday's rates were used.\n"
  "java.net.SocketTimeoutException: Read timed out\n"
  "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)\n"
  "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)\n"
  "\tat com.northwind.fx.EcbRateClient.fetch(EcbRateClient.java:61)",
  [STACK, RAW])

E(58, "ja", "confirm_reservation tool of a Japanese ryokan-booking MCP server on Rails 7.1 / mysql2 0.5.5",
  ERR, "valid", None,
  "予約の保存中にエラーが発生しました。\n"
  "ActiveRecord::StatementInvalid: Mysql2::Error::ConnectionError: Lost connection to MySQL server during query\n"
  "/app/vendor/bundle/ruby/3.2.0/gems/mysql2-0.5.5/lib/mysql2/client.rb:151:in `_query'\n"
  "/app/vendor/bundle/ruby/3.2.0/gems/mysql2-0.5.5/lib/mysql2/client.rb:151:in `block in query'\n"
  "/app/app/models/reservation.rb:42:in `confirm!'",
  [STACK, RAW, NR])

E(59, "en", "assign_berth tool of a container-yard MCP server in Go 1.22 (recovered panic text returned as the result)",
  ERR, "valid", None,
  "panic: runtime error: invalid memory address or nil pointer dereference\n"
  "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8e4b2a]\n\n"
  "goroutine 73 [running]:\n"
  "github.com/quaypoint/yardctl/internal/slots.(*Planner).Assign(0x0, {0xc0003a2f00, 0x9})\n"
  "\t/build/internal/slots/planner.go:142 +0x2a\n"
  "github.com/quaypoint/yardctl/internal/mcp.(*Server).handleAssignBerth(0xc0001b6000, {0xb0c3e8, 0xc0004e2a50}, 0xc0002d1c20)\n"
  "\t/build/internal/mcp/tools.go:311 +0x1c5",
  [STACK, RAW, NR])

E(60, "es", "proximo_turno tool of an Argentine clinic-scheduling MCP server on .NET 8 with the Spanish language pack",
  ERR, "valid", None,
  "Error al buscar el próximo turno disponible: System.InvalidOperationException: La secuencia no contiene elementos.\n"
  "   en System.Linq.ThrowHelper.ThrowNoElementsException()\n"
  "   en System.Linq.Enumerable.First[TSource](IEnumerable`1 source)\n"
  "   en Clinica.Agenda.TurnoService.ProximoTurno(Int32 medicoId) en C:\\src\\Clinica.Agenda\\TurnoService.cs:línea 57",
  [STACK, RAW, NR])

E(61, "en", "freight_quote tool of a logistics MCP server passing on a Laravel 10 debug-mode 500 JSON body",
  ERR, "valid", None,
  "Quote service returned 500: {\"message\":\"Division by zero\",\"exception\":\"DivisionByZeroError\","
  "\"file\":\"/var/www/html/app/Services/FreightQuote.php\",\"line\":212,"
  "\"trace\":[{\"file\":\"/var/www/html/app/Http/Controllers/QuoteController.php\",\"line\":48,\"function\":\"calculate\","
  "\"class\":\"App\\\\Services\\\\FreightQuote\",\"type\":\"->\"}]}",
  [STACK, RAW, NR], indirect=True)

E(62, "en", "post_entry tool of a ledger MCP server in Elixir (exception and stacktrace put into JSON-RPC error data)",
  RPC, "valid", None,
  "Internal error {\"exception\":\"** (DBConnection.ConnectionError) tcp recv: closed (the connection was closed by the pool, possibly due to a timeout or because the pool has been terminated)\","
  "\"stacktrace\":\"(db_connection 2.6.0) lib/db_connection.ex:1000: DBConnection.run/3\\n(tally 0.4.1) lib/tally/ledger.ex:77: Tally.Ledger.post_entry/2\\n"
  "(tally 0.4.1) lib/tally/mcp/tools.ex:129: Tally.MCP.Tools.call/3\"}",
  [STACK, RAW], indirect=True)

E(63, "hu", "keszlet_import tool of a Hungarian webshop-inventory MCP server (CSV row check)",
  ERR, "valid", None,
  "A feltöltött CSV 14. sorában 7 oszlop van, de 9 kellene (cikkszám, megnevezés, mennyiség, egységár, áfakulcs, raktár, polc, gyártó, megjegyzés). "
  "Javítsa a sort, és töltse fel újra.",
  [], resembles=STACK)

E(64, "en", "search_code tool of a developer-tools MCP server (successful grep-style search)",
  OK, "valid", None,
  "3 matches for \"InvoiceError\"\n"
  "src/billing/invoice.py:212:        raise InvoiceError(\"total mismatch\")\n"
  "src/billing/errors.py:9:class InvoiceError(Exception):\n"
  "tests/test_invoice.py:48:    with pytest.raises(InvoiceError):",
  [], resembles=STACK)

E(65, "it", "crea_lista tool of an Italian grocery-delivery MCP server (plan limit with an upgrade path)",
  ERR, "valid", None,
  "Hai già 5 liste della spesa attive, il massimo previsto dal piano Base. Elimina una lista oppure passa al piano Famiglia per crearne un'altra.",
  [], resembles=POL)

E(66, "en", "book_pickup tool of a courier-aggregator MCP server passing on an nginx 502 page",
  ERR, "valid", None,
  "Carrier API returned 502:\n<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
  "<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>",
  [RAW, NR])

E(67, "nl", "prijs_ophalen tool of a Dutch price-comparison MCP server passing on a Cloudflare block page (text extracted)",
  ERR, "valid", None,
  "De website van de leverancier weigerde het verzoek.\n"
  "Attention Required! | Cloudflare\nSorry, you have been blocked\n"
  "This website is using a security service to protect itself from online attacks.\n"
  "Cloudflare Ray ID: 8a1f2c3d4e5f6a7b • Your IP: 34.90.12.7 • Performance & security by Cloudflare",
  [RAW, NR], resembles=AUTH)

E(68, "en", "route_driver tool of a last-mile-delivery MCP server in Go passing on a grpc-go status error",
  ERR, "valid", None,
  "rpc error: code = Unavailable desc = connection error: desc = \"transport: Error while dialing: dial tcp 10.42.7.19:50051: connect: connection refused\"",
  [RAW, NR])

E(69, "sv", "starta_vm tool of a Swedish warehouse-IT MCP server passing on an Azure Resource Manager AuthorizationFailed (azure-mgmt-compute)",
  ERR, "valid", None,
  "Kunde inte starta den virtuella maskinen: (AuthorizationFailed) The client 'mcp-lager@nordlager.onmicrosoft.com' with object id "
  "'5c1e9a2b-7d44-4f0e-9b1a-2e6f83c0d917' does not have authorization to perform action 'Microsoft.Compute/virtualMachines/start/action' "
  "over scope '/subscriptions/3f2c8a10-6b7e-4c59-a0d2-91e4b7f35c68/resourceGroups/rg-lager-prod/providers/Microsoft.Compute/virtualMachines/vm-wms-01' "
  "or the scope is invalid. If access was recently granted, please refresh your credentials.\nCode: AuthorizationFailed",
  [AUTH, RAW, POL])

E(70, "en", "run_query tool of a data-warehouse MCP server passing on a snowflake-connector-python error",
  ERR, "valid", None,
  "250001 (08001): Failed to connect to DB: qk48211.eu-central-1.snowflakecomputing.com:443. Incorrect username or password was specified.",
  [AUTH, RAW, NR])

E(71, "pl", "szukaj_ofert tool of a Polish real-estate listings MCP server passing on an OpenSearch 404 body",
  ERR, "valid", None,
  "Wyszukiwanie ofert nie powiodło się: {\"error\":{\"root_cause\":[{\"type\":\"index_not_found_exception\",\"reason\":\"no such index [oferty-2024.06]\","
  "\"index\":\"oferty-2024.06\",\"resource.id\":\"oferty-2024.06\",\"resource.type\":\"index_or_alias\",\"index_uuid\":\"_na_\"}],"
  "\"type\":\"index_not_found_exception\",\"reason\":\"no such index [oferty-2024.06]\",\"index\":\"oferty-2024.06\","
  "\"resource.id\":\"oferty-2024.06\",\"resource.type\":\"index_or_alias\",\"index_uuid\":\"_na_\"},\"status\":404}",
  [RAW, NR])

E(72, "en", "get_price tool of a B2B pricing MCP server (own message naming the internal service host)",
  ERR, "valid", None,
  "Couldn't get a price: pricing-svc-2.prod.eu-west.internal stopped answering after 30 s.",
  [RAW, NR], indirect=True)

E(73, "uk", "stvoryty_ttn tool of a Ukrainian shop MCP server passing on a Nova Poshta API 2.0 response body",
  ERR, "valid", None,
  "Нова пошта не прийняла запит: {\"success\":false,\"data\":[],\"errors\":[\"Document number is not correct\"],\"warnings\":[],\"info\":[],"
  "\"messageCodes\":[],\"errorCodes\":[\"20000200510\"],\"warningCodes\":[],\"infoCodes\":[]}",
  [RAW, NR])

E(74, "en", "sync_calendar tool of a salon front-desk MCP server (failure reported inside a plain result)",
  OK, "valid", None,
  "{\"ok\":false,\"error\":\"read ECONNRESET\",\"upstream\":\"caldav://10.0.3.14:5232/calendars/frontdesk\"}",
  [RAW], indirect=True)

E(75, "vi", "tao_don_giao tool of a Vietnamese e-shop MCP server passing on a GHN shipping API 400 body",
  ERR, "valid", None,
  "Không thể tạo đơn giao hàng. GHN trả về: {\"code\":400,\"message\":\"Số điện thoại người nhận không hợp lệ\",\"data\":null,\"code_message\":\"PHONE_INVALID\"}",
  [RAW, NR])

E(76, "en", "schedule_collection tool of a parcel-locker MCP server (sanitized upstream outage)",
  ERR, "valid", None,
  "The courier's booking system is down for scheduled maintenance until 02:00 UTC. Try again after that.",
  [], resembles=RAW)

E(77, "ar", "dafe_fatura tool of a Saudi utility-billing MCP server (sanitized payment-gateway outage)",
  ERR, "valid", None,
  "تعذّر الاتصال بخدمة الدفع في الوقت الحالي. يُرجى المحاولة مرة أخرى بعد دقيقتين.",
  [], resembles=RAW)

E(78, "en", "reserve_stock tool of a warehouse MCP server on psycopg 3.1 (exception put into JSON-RPC error data)",
  RPC, "valid", None,
  "Internal error {\"cause\":\"psycopg.errors.SerializationFailure: could not serialize access due to concurrent update\","
  "\"context\":\"UPDATE stock_levels SET qty = qty - %s WHERE sku = %s\"}",
  [RAW])

E(79, "he", "kviat_tor tool of an Israeli clinic-appointments MCP server (upstream failure, nothing passed on)",
  ERR, "valid", None,
  "קביעת התור נכשלה: מערכת המרפאה החזירה שגיאה.",
  [NR], resembles=RAW)
