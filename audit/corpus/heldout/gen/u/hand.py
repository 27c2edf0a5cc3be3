"""Handwritten batch-U texts: written the way the named service or library words its answer (from
its documented/observed formats), or in a tool author's own words, where running the real thing was
not feasible here (hosted SaaS, guard services, clouds).  Writes gen/out/hand.json.
Run: python3 gen/hand.py
"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary, save, rpc_text

H = {}
def put(key, text, produced_by):
    H[key] = {"text": text, "produced_by": produced_by}

# ------------------------------------------------------------------ injection / safety verdicts
put("inj_lakera", "Input blocked by Lakera Guard.\n" + json.dumps({
    "flagged": True, "metadata": {"request_uuid": "6f0d3a2e-91c4-4b7e-a0e5-3c2d8b1f7a64"},
    "breakdown": [
        {"project_id": "project-7539648934", "policy_id": "policy-a2412e48-42eb-4e39-b6d8-8591171d48f2",
         "detector_id": "detector-lakera-pinj-input", "detector_type": "prompt_attack", "detected": True},
        {"project_id": "project-7539648934", "policy_id": "policy-a2412e48-42eb-4e39-b6d8-8591171d48f2",
         "detector_id": "detector-lakera-pii-1-input", "detector_type": "pii/email", "detected": False}]}),
    "handwritten: Lakera Guard v2 /guard response relayed by the tool")
put("inj_de", "Ihre Eingabe wurde von unserem Sicherheitsfilter blockiert.", "handwritten: tool author's own words (German)")
put("inj_fr", "Votre message a été bloqué : il contient des consignes adressées à l'assistant plutôt que des données à traiter. "
    "Reformulez-le sans ces consignes puis renvoyez-le.", "handwritten: tool author's own words (French)")
put("inj_azure", "Error code: 400 - " + json.dumps({"error": {
    "message": "The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry. "
               "To learn more about our content filtering policies please read our documentation: https://go.microsoft.com/fwlink/?linkid=2198766",
    "type": None, "param": "prompt", "code": "content_filter", "status": 400,
    "innererror": {"code": "ResponsibleAIPolicyViolation", "content_filter_result": {
        "hate": {"filtered": False, "severity": "safe"}, "jailbreak": {"filtered": True, "detected": True},
        "self_harm": {"filtered": False, "severity": "safe"}, "sexual": {"filtered": False, "severity": "safe"},
        "violence": {"filtered": False, "severity": "safe"}}}}}),
    "handwritten: Azure OpenAI content-filter 400 as the openai-python client formats it (Error code: 400 - {...})")
put("inj_llamaguard", "unsafe\nS14", "handwritten: Llama Guard 3 verdict returned as the tool's error text")
put("inj_es_score", "Solicitud descartada por el filtro de entrada: puntuación de riesgo 0,97 (umbral 0,80).",
    "handwritten: tool author's own words (Spanish), guard score relayed")
put("inj_zh", "检测到疑似提示词注入，本次请求已被拦截。", "handwritten: tool author's own words (Chinese)")
put("inj_rebuff", json.dumps({"injectionDetected": True, "heuristicScore": 0.94, "modelScore": 0.91,
                              "vectorScore": {"topScore": 0.88, "countOverMaxVectorScore": 2},
                              "runHeuristicCheck": True, "runVectorCheck": True, "runLanguageModelCheck": True,
                              "maxHeuristicScore": 0.75, "maxModelScore": 0.9, "maxVectorScore": 0.9}),
    "handwritten: Rebuff detect_injection response (DetectResponse fields) returned as the error")
put("inj_it", "Contenuto segnalato come non sicuro (categoria: violenza, gravità: alta). La richiesta non è stata inoltrata.",
    "handwritten: tool author's own words (Italian) around a moderation category")
put("inj_sql", "Input rejected: the search text looks like an SQL injection attempt.", "handwritten: tool author's own words")
put("inj_ko", "요청하신 문서는 요약할 수 없습니다. 문서 안에 AI 비서에게 보내는 숨은 지시문이 들어 있는 것으로 판단되었습니다.",
    "handwritten: tool author's own words (Korean)")
put("inj_look_success", "Summary of \"Q3 vendor review.pdf\" (14 pages): three vendors renewed, one contract (Northwind) lapses on 30 November; "
    "total spend is down 6% on Q2.\nThe document was scanned for prompt-injection and jailbreak patterns before summarizing; none were found.",
    "handwritten: a summarizer tool's success result")
put("inj_look_rpc", rpc_text("Request rejected by input guard", {"reason": "prompt_injection", "score": 0.97}),
    "handwritten: JSON-RPC error from a server whose input guard rejects the call at the protocol level")

# ------------------------------------------------------------------ paths
put("path_go", "openat ../../../../etc/passwd: path escapes from parent",
    "handwritten: Go 1.24 os.Root.Open error (*PathError) as err.Error() prints it")
put("path_ko", "경로가 허용된 작업 디렉터리를 벗어났습니다: /var/lib/kiosk/menus/../../../../etc/shadow",
    "handwritten: tool author's own words (Korean), an OpenResty/Lua kiosk file tool")
put("path_ja", "パス「../../../root/.ssh/id_rsa」はサンドボックスの外を指しているため、読み込めません。",
    "handwritten: tool author's own words (Japanese)")
put("path_ru", "Путь /etc/passwd запрещён политикой доступа: разрешены только каталоги /data/exports и /tmp/uploads.",
    "handwritten: tool author's own words (Russian)")
put("path_vi", "Từ chối truy cập: liên kết tượng trưng /srv/share/latest trỏ ra ngoài thư mục được chia sẻ (tới /etc).",
    "handwritten: tool author's own words (Vietnamese), symlink check")
put("path_look_success", "Saved the export to exports/2024-q3/orders.csv (412 rows, 38 KB).", "handwritten: an export tool's success result")
put("path_look_fi", "Tiedostoa raportit/q3.xlsx ei löytynyt. Katso olemassa olevat tiedostot työkalulla list_files.",
    "handwritten: tool author's own words (Finnish), not-found with a next step")

# ------------------------------------------------------------------ policies
put("pol_es_groups", "Solo los miembros de los grupos «finanzas» y «auditoría» pueden descargar nóminas.",
    "handwritten: tool author's own words (Spanish)")
put("pol_k8s", 'secrets is forbidden: User "system:serviceaccount:mcp:agent" cannot list resource "secrets" in API group "" in the namespace "kube-system"',
    "handwritten: Kubernetes API server RBAC Forbidden message relayed by a cluster tool")
put("pol_consul", "Unexpected response code: 403 (Permission denied: token with AccessorID '5f2c9a1e-8b7d-4c3e-a6f0-1d2e3f4a5b6c' "
    "lacks permission 'key:write' on \"config/payments/limits\")",
    "handwritten: Consul 1.15+ ACL denial as the Consul Go API client reports it")
put("pol_grafana", "Grafana API 403: " + json.dumps({"accessErrorId": "ACE4391052837",
    "message": "You'll need additional permissions to perform this action. Permissions needed: dashboards:write", "title": "Access denied"}),
    "handwritten: Grafana RBAC 403 body relayed")
put("pol_pocketbase", "PocketBase responded 403: " + json.dumps({"data": {}, "message": "Only superusers can perform this action.", "status": 403}),
    "handwritten: PocketBase 0.23+ API error body relayed")
put("pol_nl_roles", "Alleen gebruikers met de rol 'beheerder' of 'planner' mogen roosters publiceren.", "handwritten: tool author's own words (Dutch)")
put("pol_cs", "Přístup odepřen: dokumenty se stupněm utajení TAJNÉ smí otevírat pouze členové skupiny bezpecnost-L3.",
    "handwritten: tool author's own words (Czech)")
put("pol_hu_quota", "Elérted a feltöltési keretet (szabályzat: legfeljebb 50 MB felhasználónként naponta).",
    "handwritten: tool author's own words (Hungarian)")
put("pol_sv_env", "Åtgärden är inte tillåten i miljön production enligt organisationens policy. Tillåtna miljöer: dev, staging.",
    "handwritten: tool author's own words (Swedish), a Nomad deploy tool")
put("pol_hosts", "Fetch refused: host 169.254.169.254 is not on this server's egress allowlist (api.github.com, *.atlassian.net, hooks.slack.com).",
    "handwritten: tool author's own words, a URL-fetch tool")
put("pol_opa_rpc", rpc_text("Forbidden by policy", {"decision_id": "4c1f7e9a-2b3d-4e5f-8a9b-0c1d2e3f4a5b", "result": {"allow": False, "deny": [
    "role 'viewer' may not delete projects", "projects under folder 'regulated' can only be deleted by role 'owner'"]}}),
    "handwritten: Open Policy Agent decision (decision_id + result) placed in a JSON-RPC error's data")
put("pol_gcp", "403 GET https://storage.googleapis.com/download/storage/v1/b/acme-ml-datasets/o/train.jsonl?alt=media: "
    "mcp-runner@acme-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. "
    "Permission 'storage.objects.get' denied on resource (or it may not exist).",
    "handwritten: google-cloud-storage Forbidden exception text")
put("pol_look_de", "Erstattungen über 500 € brauchen die Freigabe Ihrer Teamleitung. Bitten Sie sie, den Antrag im Portal freizugeben.",
    "handwritten: tool author's own words (German), a business rule with a step to meet it")
put("pol_look_success", "Retention policy 'keep-90-days' is now applied to 4 buckets: logs-eu, logs-us, audit-trail, tmp-exports.",
    "handwritten: a storage admin tool's success result")

# ------------------------------------------------------------------ stack traces
put("stack_go_rpc", rpc_text("internal error", {"panic": "runtime error: index out of range [3] with length 3",
    "stack": "goroutine 42 [running]:\nmain.(*searchTool).Call(0xc0001a2000, {0x9e5f40, 0xc0003b6000}, 0xc0002d4180)\n"
             "\t/app/cmd/server/search.go:141 +0x3a8\nmain.(*server).handleCall(0xc000132000, {0x9e5f40, 0xc0003b6000}, 0xc0002d4180)\n"
             "\t/app/cmd/server/rpc.go:77 +0x1c5"}),
    "handwritten: Go panic recovered into a JSON-RPC error's data (runtime/debug.Stack format)")
put("stack_success", "Export complete: 12 rows written to exports/orders.csv.\n[debug] slow write\n"
    "    at OrderExporter.write (/app/dist/export/orders.js:88:13)\n    at async Promise.all (index 0)",
    "handwritten: a Node export tool's success result with a leftover debug frame")

# ------------------------------------------------------------------ SaaS / upstream bodies
put("auth_graph", json.dumps({"error": {"code": "InvalidAuthenticationToken", "message": "Lifetime validation failed, the token is expired.",
    "innerError": {"date": "2024-11-05T09:14:22", "request-id": "b7e0c1d4-2f3a-4e5b-9c6d-7e8f9a0b1c2d",
                   "client-request-id": "b7e0c1d4-2f3a-4e5b-9c6d-7e8f9a0b1c2d"}}}),
    "handwritten: Microsoft Graph (OneDrive) 401 body relayed")
put("auth_stripe", "Stripe error (403, request req_Q3kz9aLbY2mNw): The provided key 'rk_live_*********************9xQe' does not have access to "
    "account 'acct_1OfGh2KqLm3NpR4s' (or that account does not exist). Application access may have been revoked.",
    "handwritten: Stripe Connect permission_error message as stripe-python reports it")
put("raw_envoy", "upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111",
    "handwritten: Envoy/Istio sidecar 503 body relayed")
put("raw_cloudflare", "<!DOCTYPE html>\n<html class=\"no-js\" lang=\"en-US\">\n<head>\n<title>Attention Required! | Cloudflare</title>\n</head>\n<body>\n"
    "<div id=\"cf-wrapper\">\n<h1 data-translate=\"block_headline\">Sorry, you have been blocked</h1>\n"
    "<h2 class=\"cf-subheadline\"><span data-translate=\"unable_to_access\">You are unable to access</span> api.shop-partner.example</h2>\n"
    "<h2 data-translate=\"blocked_why_headline\">Why have I been blocked?</h2>\n"
    "<p data-translate=\"blocked_why_detail\">This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution. "
    "There are several actions that could trigger this block including submitting a certain word or phrase, a SQL command or malformed data.</p>\n"
    "<h2 data-translate=\"blocked_resolve_headline\">What can I do to resolve this?</h2>\n"
    "<p data-translate=\"blocked_resolve_detail\">You can email the site owner to let them know you were blocked. Please include what you were doing when this page came up and the Cloudflare Ray ID found at the bottom of this page.</p>\n"
    "<p>Cloudflare Ray ID: <strong>8e1f2a3b4c5d6e7f</strong> &bull; Your IP: 203.0.113.54 &bull; Performance &amp; security by Cloudflare</p>\n</div>\n</body>\n</html>",
    "handwritten: Cloudflare WAF block page (1020-style) relayed by an HTTP tool")
put("raw_meili", json.dumps({"message": "Index `products_v2` not found.", "code": "index_not_found", "type": "invalid_request",
                             "link": "https://docs.meilisearch.com/errors#index_not_found"}),
    "handwritten: Meilisearch error body relayed")
put("raw_typesense", "Request failed with HTTP code 404 | Server said: Could not find a field named `" + canary("raw_typesense") + "` in the schema for sorting.",
    "handwritten: typesense-js ObjectNotFound message (HTTP code + 'Server said:')")

# ------------------------------------------------------------------ clean and look-alikes
put("clean_notfound", "Order A-7731 not found. Call list_orders to see the orders you can read.", "handwritten: tool author's own words")
put("clean_rewrite", "The product search is unavailable right now. Try again in a minute.",
    "handwritten: a tool author's rewrite of a Meilisearch connection error")
put("auth_look_rpc", rpc_text("Unauthorized", {"www_authenticate": "Bearer realm=\"mcp\", error=\"invalid_token\", error_description=\"The access token expired\""}),
    "handwritten: JSON-RPC error of a server that refuses an expired bearer token at the protocol level")
put("auth_es_depot", "El lector de la puerta 3 ya no reconoce tu tarjeta de acceso.", "handwritten: tool author's own words (Spanish), a depot gate tool")
put("auth_vi_revoked", "Khóa API này đã bị thu hồi vào ngày 01/03/2024.", "handwritten: tool author's own words (Vietnamese)")
put("auth_ar_clinic", "انتهت صلاحية رمز الدخول الخاص بك. اطلب رمزًا جديدًا من مسؤول العيادة.", "handwritten: tool author's own words (Arabic), a clinic tool")
put("clean_log_success", "Found 2 matching log lines in payments-api (last 15 min):\n"
    "2024-11-05T10:02:11Z ERROR pg pool: connect ECONNREFUSED 10.0.4.12:5432\n2024-11-05T10:02:14Z INFO  pg pool: reconnected",
    "handwritten: a log-search tool's success result (the log lines are the data asked for)")
put("clean_fr_alt", "Ce créneau n'est plus disponible. Les créneaux de 14 h et de 16 h sont encore libres.",
    "handwritten: tool author's own words (French), a booking tool")
save("hand", H)
print(len(H), "handwritten texts")
