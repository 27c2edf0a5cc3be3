"""Batch 42, part A: credential / permission failures and policy boundaries."""
from common import *

D = R["drf"]

ENTRIES = [
# 1 MyGeotab JSON-RPC error passed on raw
E("en", "handwritten",
  "fleet-telematics MCP server (TypeScript, mg-api-js 3.x) tool get_vehicle_positions; written after the MyGeotab JSON-RPC error format; gen/entries_a.py",
  "error-result", "valid", "twaudit-4c81e0f2",
  "MyGeotab call Get<DeviceStatusInfo> failed: " + js({"error": {"message": "Incorrect login credentials", "name": "JSONRPCError",
      "errors": [{"message": "Incorrect login credentials", "name": "InvalidUserException"}]}, "jsonrpc": "2.0", "requestIndex": 0}),
  [AUTH, RAW, NOG]),

# 4 upstream DRF 401 body in Japanese, passed on with the HTTP line
E("ja", "handwritten",
  f"djangorestframework 3.18.3 AuthenticationFailed detail, locale ja (string taken from a real run; the HTTP framing is written), as the 401 body of the WMS partner API; MCP tool allocate_shipment (Python httpx) passes status + body; {REAL_PB}",
  "error-result", "valid", "twaudit-7f0c2d8e",
  "HTTP 401 Unauthorized - POST https://api.kura-wms.jp/v1/shipments/allocate\n" + js({"detail": D["ja"]["authfail"]}),
  [AUTH, RAW, NOG]),

# 5 NetSuite REST 401 body with its own 'see the Login Audit Trail' pointer
E("en", "handwritten",
  "manufacturing ERP bridge (Node 20, fetch) tool create_work_order against NetSuite REST Record API; written after NetSuite's documented 401 error body; gen/entries_a.py",
  "error-result", "valid", "twaudit-e41b90c3",
  "NetSuite returned 401: " + js({"type": "https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.2", "title": "Unauthorized", "status": 401,
      "o:errorDetails": [{"detail": "Invalid login attempt. For more details, see the Login Audit Trail in the NetSuite UI at Setup > Users/Roles > User Management > View Login Audit Trail.",
                          "o:errorCode": "INVALID_LOGIN"}]}),
  [AUTH, RAW], resembles=NOG, indirect=True),

# 7 revoked API key, Brazilian Portuguese
E("pt-BR", "handwritten",
  "smart-meter gateway MCP server (Go 1.22) tool read_meter, pt-BR message catalog; gen/entries_a.py",
  "error-result", "empty", "",
  "Não foi possível consultar o medidor 0044718: a chave de API utilizada foi revogada pelo administrador da conta.",
  [AUTH, NOG]),

# 8 locked account with the lockout policy's thresholds; a time to come back
E("en", "handwritten",
  "haulage dispatch portal MCP server (Kotlin, Ktor 2.3) tool assign_load; gen/entries_a.py",
  "error-result", "valid", "twaudit-c39e1a04",
  "Sign-in for k.owens@northgate-haulage.co.uk is locked: 5 failed attempts within 15 minutes (security policy SEC-04). The lock lifts automatically 30 minutes after the last attempt.",
  [AUTH, POL], resembles=NOG),

# 9 Italian session expired with a next step
E("it", "handwritten",
  "supplier portal MCP server for a packaging plant (Java 17, Spring Boot 3.2, messages_it.properties) tool confirm_delivery_schedule; gen/entries_a.py",
  "error-result", "valid", "twaudit-86f4b2d1",
  "Sessione scaduta. Effettua di nuovo l'accesso al portale fornitori e ripeti l'operazione.",
  [AUTH], resembles=NOG),

# 10 badge not on the access list (indirect)
E("en", "handwritten",
  "plant scheduling MCP server (C#, ASP.NET Core 8) tool move_production_slot; gen/entries_a.py",
  "error-result", "valid", "twaudit-3e7a05c9",
  "Your badge ID isn't on the access list for Plant 3 line scheduling.",
  [AUTH, NOG], indirect=True),

# 11 appKey disabled, Chinese
E("zh", "handwritten",
  "OTA hotel-distribution connector (Java, Spring Cloud, zh_CN message bundle) tool push_room_inventory; gen/entries_a.py",
  "error-result", "oversized", "twaudit-f10d6c83" + "房型描述" * 1500,
  "签名校验失败：appKey 23871456 已被停用，请求被拒绝。",
  [AUTH, NOG]),

# 14 sandbox key used against production (indirect), next step given
E("en", "handwritten",
  "ferry booking partner API MCP wrapper (Ruby 3.3, Sinatra) tool create_booking; gen/entries_a.py",
  "error-result", "valid", "twaudit-6b3f8d10",
  "This key was issued for your sandbox tenant (sbx-harbor-7). Live bookings need a production key: generate one under Partner Portal > API keys and call create_booking with it.",
  [AUTH], resembles=NOG, indirect=True),

# 16 1C right required, Russian
E("ru", "handwritten",
  "1C:Enterprise 8.3 HTTP-service bridge (Python) tool post_goods_receipt; message as 1C's access-rights check reports it; gen/entries_a.py",
  "error-result", "valid", "twaudit-48ac0e95",
  "Недостаточно прав для проведения документа «Поступление товаров и услуг» № ЭК-00412. Требуется право «Проведение» (роль «Кладовщик»).",
  [AUTH, POL, NOG]),

# 18 redis NOAUTH (real reply text)
E("en", "real",
  f"{R['redis_version'].split(' sha')[0]} reply to GET on an instance with requirepass (real, throwaway instance); surfaced by the route-planning tool get_route_plan as ioredis formats ReplyError; {REAL_PB}",
  "error-result", "valid", "twaudit-b0d4a7e2",
  "get_route_plan failed: ReplyError: " + R["redis_noauth"].strip().lstrip("-"),
  [AUTH, RAW, NOG]),

# 19 PostgreSQL permission denied (real server text)
E("en", "real",
  f"{R['pg']['version']} error for SELECT as a role without grants (real, throwaway cluster); tariff tool get_tariff passes str(psycopg error); {REAL_PB}",
  "error-result", "valid", "twaudit-7ce35f01",
  "tariff lookup failed: " + R["pg"]["perm"],
  [AUTH, RAW, NOG]),

# 21 DRF PermissionDenied, Greek (real)
E("el", "real",
  f"djangorestframework 3.18.3 exceptions.PermissionDenied, locale el; ferry operator tool cancel_booking; {REAL_PB}",
  "error-result", "wrong-type", "48",
  "Δεν ήταν δυνατή η ακύρωση της κράτησης PIR-77120: " + D["el"]["perm"],
  [AUTH, NOG]),

# 22 only a named group may
E("en", "handwritten",
  "cold-chain warehouse MCP server (Python, FastAPI) tool release_excursion_hold; gen/entries_a.py",
  "error-result", "valid", "twaudit-0e8f31b5",
  "Only members of Cold Chain Supervisors can override a temperature excursion hold.",
  [AUTH, POL, NOG]),

# 23 travel policy threshold with a rule the booking can meet
E("de", "handwritten",
  "corporate travel booking MCP server (Java, Quarkus, messages_de) tool book_flight; gen/entries_a.py",
  "error-result", "valid", "twaudit-a7d15c60",
  "Buchung abgelehnt: Laut Reiserichtlinie ist Business Class erst ab einer Flugzeit von 6 Stunden erlaubt (Strecke MUC–LHR: 1 h 55 min).",
  [POL], resembles=NOG),

# 24 Azure Policy deny passed on raw
E("en", "handwritten",
  "energy-management infra MCP server (Python, azure-mgmt-resource 23.x) tool deploy_historian; ARM error body as Azure returns RequestDisallowedByPolicy; gen/entries_a.py",
  "error-result", "valid", "twaudit-3d9e0a71",
  "Deployment failed: " + js({"error": {"code": "RequestDisallowedByPolicy", "target": "ems-historian-02",
      "message": "Resource 'ems-historian-02' was disallowed by policy. Policy identifiers: '" + js([{"policyAssignment": {"name": "Allowed locations",
          "id": "/subscriptions/6c1f0e2a-93b7-4d1e-b0a4-2f7c8e915d30/providers/Microsoft.Authorization/policyAssignments/allowed-locations-ot"},
          "policyDefinition": {"name": "Allowed locations", "id": "/providers/Microsoft.Authorization/policyDefinitions/e56962a6-4747-49cd-b67b-bf8b01975c4c"}}]) + "'."}}),
  [RAW, POL, NOG], indirect=True),

# 25 only named roles may, French
E("fr", "handwritten",
  "WMS MCP server (PHP 8.3, Symfony 7, translations messages.fr.xlf) tool close_goods_receipt; gen/entries_a.py",
  "error-result", "valid", "twaudit-c8b20f4e",
  "Seuls les rôles « chef_de_quai » et « superviseur_entrepot » peuvent clôturer une réception.",
  [AUTH, POL, NOG]),

# 26 returns policy count limit, no step
E("es", "handwritten",
  "e-commerce returns MCP server (Node 20, NestJS, i18n es) tool create_return; gen/entries_a.py",
  "error-result", "valid", "twaudit-61f7d9a3",
  "Devolución rechazada. La política de devoluciones permite como máximo 3 devoluciones por cliente en un periodo de 30 días.",
  [POL, NOG]),

# 27 discount above a threshold needs a role; the argument can be lowered
E("it", "handwritten",
  "B2B food-distribution order desk MCP server (Python, Django 4.2) tool apply_discount; gen/entries_a.py",
  "error-result", "valid", "twaudit-94e0b2c7",
  "Sconto non applicato: per i clienti del canale B2B gli sconti oltre il 15% possono essere concessi solo dal ruolo \"Responsabile commerciale\".",
  [AUTH, POL], resembles=NOG),

# 29 Kubernetes RBAC forbidden, raw
E("en", "handwritten",
  "plant OT operations MCP server (Go 1.22, client-go v0.30) tool restart_bridge; apiserver Status message passed on; gen/entries_a.py",
  "error-result", "valid", "twaudit-7b1e3a58",
  "kubectl rollout restart failed: deployments.apps \"scada-bridge\" is forbidden: User \"system:serviceaccount:ops-tools:mcp-runner\" cannot patch resource \"deployments\" in API group \"apps\" in the namespace \"plant-ot-line3\"",
  [AUTH, RAW, NOG], indirect=True),

# 30 parcel locker size limit with a step
E("pl", "handwritten",
  "parcel-locker shipping MCP server (Python, Flask-Babel pl) tool create_locker_shipment; gen/entries_a.py",
  "error-result", "valid", "twaudit-0c5a7e92",
  "Przesyłka nie zmieści się w paczkomacie: największa skrytka to gabaryt C (41 x 38 x 64 cm, do 25 kg). Wybierz dostawę kurierem albo podziel przesyłkę na dwie paczki.",
  [], resembles=POL),

# 31 S3 explicit deny in a bucket policy
E("en", "handwritten",
  "EDI gateway MCP server (Python, boto3 1.34) tool upload_asn; botocore ClientError string; gen/entries_a.py",
  "error-result", "valid", "twaudit-d3a61f08",
  "Upload of ASN-558120 failed: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::481230996217:assumed-role/mcp-edi-writer/i-0c7a9e3f2b51d8e44 is not authorized to perform: s3:PutObject on resource: \"arn:aws:s3:::harborline-edi-inbound/asn/2025/04/ASN-558120.xml\" with an explicit deny in a resource-based policy",
  [AUTH, RAW, POL, NOG], indirect=True),

# 32 geofence set, the allowed values stated
E("en", "handwritten",
  "last-mile driver app backend MCP server (Elixir, Phoenix 1.7) tool clock_in; gen/entries_a.py",
  "error-result", "valid", "twaudit-8e27c4b1",
  "Clock-in refused: you are 2.4 km from the nearest depot. Drivers can clock in only inside the depot geofences DEP-NORTH, DEP-HARBOR and DEP-AIRPORT.",
  [POL], resembles=NOG),

# 33 credit ceiling, Romanian
E("ro", "handwritten",
  "food wholesale ERP MCP server (C#, .NET 8, resources ro-RO) tool confirm_sales_order; gen/entries_a.py",
  "error-result", "valid", "twaudit-5c90e3d7",
  "Comanda nu poate fi confirmată: plafonul de credit al clientului este depășit (sold curent 48.210 RON, plafon 50.000 RON conform politicii de credit).",
  [POL, NOG]),

# 34 pre-trade risk limit
E("en", "handwritten",
  "power trading desk MCP server (Python, FastAPI) tool place_intraday_order; gen/entries_a.py",
  "error-result", "valid", "twaudit-b6f0a2e9",
  "Order rejected by pre-trade risk check: desk INTRADAY-2 may hold at most 250 MWh per hourly block (risk policy RP-7). This order would take block 18:00-19:00 to 310 MWh.",
  [POL], resembles=NOG),

# 35 allowed regions, Turkish
E("tr", "handwritten",
  "3PL transport planning MCP server (Java, Spring Boot, messages_tr) tool plan_dispatch; gen/entries_a.py",
  "error-result", "valid", "twaudit-39d8c1f5",
  "Sevkiyat planlanamadı: Bu depodan yalnızca Marmara ve Ege bölgelerine sevkiyat planlanabilir.",
  [POL], resembles=NOG),

# 36 manager approval to seek
E("en", "handwritten",
  "grocery store back-office MCP server (Ruby on Rails 7.1) tool issue_refund; gen/entries_a.py",
  "error-result", "valid", "twaudit-e0b5d93a",
  "Refunds above $200 need a store manager's approval. Send refund RF-10422 for approval with request_refund_approval; it goes through as soon as a manager approves it.",
  [], resembles=POL),

# 37 only a named group may, Vietnamese
E("vi", "handwritten",
  "freight dispatch MCP server (Node 20, i18next vi) tool assign_driver; gen/entries_a.py",
  "error-result", "valid", "twaudit-4a7e0c62",
  "Chỉ tài khoản thuộc nhóm \"Điều phối miền Nam\" mới được phân công tài xế cho chuyến hàng này.",
  [AUTH, POL, NOG]),

# 38 egress allowlist for a URL argument
E("en", "handwritten",
  "carrier tracking-page fetcher MCP server (Python, httpx + egress proxy check) tool fetch_carrier_page; gen/entries_a.py",
  "error-result", "valid", "https://carrier-api.fedex.com/track/v1/trackingnumbers?ref=twaudit-c1e84f3b",
  "Outbound request blocked: host carrier-api.fedex.com is not in the egress allowlist [api.ups.com, wwwcie.ups.com, api-eu.dhl.com, express.api.dhl.com].",
  [POL], resembles=NOG),

# 39 discount cap, Finnish
E("fi", "handwritten",
  "retail pricing MCP server (Python, Django 4.2, fi locale) tool set_campaign_discount; gen/entries_a.py",
  "error-result", "valid", "twaudit-07fb9d24",
  "Alennusta ei voitu tallentaa: hinnoittelupolitiikka sallii kampanjatuotteille enintään 20 %:n alennuksen.",
  [POL], resembles=NOG),

# 40 shift rule, Hungarian
E("hu", "handwritten",
  "manufacturing workforce scheduling MCP server (Java, Spring, messages_hu) tool assign_shift; gen/entries_a.py",
  "error-result", "valid", "twaudit-6e3a9b71",
  "A beosztás nem menthető: a munkavédelmi szabályzat 4.2. pontja szerint egy dolgozó legfeljebb 6 egymást követő éjszakai műszakot kaphat.",
  [POL], resembles=NOG),

# 41 missing scope as a JSON-RPC error
E("en", "handwritten",
  "fleet dispatch MCP server (TypeScript, @modelcontextprotocol/sdk 1.x, custom McpError) tool dispatch_vehicle; gen/entries_a.py",
  "jsonrpc-error", "valid", "twaudit-a3c07e5d",
  jrpc("Forbidden: missing scope", {"required_scope": "fleet:dispatch:write", "granted_scopes": ["fleet:read", "fleet:dispatch:read"]}),
  [POL], resembles=AUTH),

# 42 loyalty tier restriction, Indonesian
E("id", "handwritten",
  "grocery e-commerce MCP server (Go 1.22, go-i18n id) tool apply_voucher; gen/entries_a.py",
  "error-result", "valid", "twaudit-52d8f0a6",
  "Voucher HEMAT50 hanya berlaku untuk member tier Gold dan Platinum.",
  [POL, NOG]),

# 43 JSON-RPC unauthorized (the protocol-level form)
E("en", "handwritten",
  "hotel channel-manager MCP server (Python, mcp 1.x SDK, raises McpError(-32001)) tool update_availability; gen/entries_a.py",
  "jsonrpc-error", "valid", "twaudit-0f9e2b84",
  jrpc("Unauthorized", {"reason": "token_expired", "www_authenticate": "Bearer error=\"invalid_token\", error_description=\"The access token expired\""}),
  [], resembles=AUTH),

# 44 permission word in prose, not an auth failure
E("en", "handwritten",
  "parcel shipping MCP server (Python, FastAPI) tool create_shipment; gen/entries_a.py",
  "error-result", "valid", "twaudit-8d41c6e7",
  "The consignee hasn't given permission for safe-place delivery on this parcel. Choose a service with signature on delivery (SIG or SIG-ADULT) and call create_shipment again.",
  [], resembles=AUTH),

# 45 OPC UA BadUserAccessDenied (indirect: status-code vocabulary)
E("en", "handwritten",
  "press-line MCP server (Python, asyncua 1.1) tool write_setpoint; asyncua ua.UaStatusCodeError string; gen/entries_a.py",
  "error-result", "valid", "twaudit-1c7b5e39",
  "Write to ns=3;s=Press07.Setpoint.Tonnage rejected: \"User does not have permission to perform the requested operation.\"(BadUserAccessDenied)",
  [AUTH, RAW, NOG], indirect=True),

# 46 Sabre SOAP fault, expired security token
E("en", "handwritten",
  "GDS fare-quote MCP server (Java 11, Apache CXF 3.5) tool price_itinerary; SOAP fault as Sabre Web Services returns it; gen/entries_a.py",
  "error-result", "valid", "twaudit-f4a28d16",
  "<soap-env:Envelope xmlns:soap-env=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap-env:Header><eb:MessageHeader xmlns:eb=\"http://www.ebxml.org/namespaces/messageHeader\" eb:version=\"1.0\" soap-env:mustUnderstand=\"1\"><eb:ConversationId>mcp-fare-7710</eb:ConversationId><eb:Action>ErrorRS</eb:Action></eb:MessageHeader></soap-env:Header><soap-env:Body><soap-env:Fault><faultcode>soap-env:Client.InvalidSecurityToken</faultcode><faultstring>Invalid or Expired binary security token: Shared/IDL:IceSess\\/SessMgr:1\\.0.IDL/Common/!ICESMS\\/RESE!ICESMSLB\\/RES.LB!1744362981322!8840!13</faultstring></soap-env:Fault></soap-env:Body></soap-env:Envelope>",
  [AUTH, RAW, NOG]),
]
