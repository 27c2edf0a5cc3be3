"""Batch K, auth file: credential / session / identity / permission failures and look-alikes.

Run: python3 gen/auth_k.py   (after gen/produce_lib.py has written gen/lib_outputs.json)
Signal letters: A auth-failure-as-result, P path-details-as-result, I injection-signal-as-result,
R raw-upstream-text, S stack-trace, E policy-enumeration, V validation-echoes-value,
N no-retry-guidance.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import build, lib_outputs, write  # noqa: E402

SCRIPT = "gen/auth_k.py"
LIB = lib_outputs()
rows = []


def e(id, lang, by, ch, probe, sent, sig, text):
    rows.append(dict(id=id, lang=lang, by=by, ch=ch, probe=probe, sent=sent, sig=sig, text=text))


def lib(name, wrap="{}"):
    o = LIB[name]
    by = f"{o['library']}: {o['how']} (gen/produce_lib.py); wrapped by {SCRIPT}"
    return by, wrap.replace("{}", o["text"])


ER, SR, JR = "error-result", "success-result", "jsonrpc-error"

# ------------------------------------------------------------------ positives, English
e("k-auth-stripe-rolled-key", "en", "style:Stripe (payment processor) wrapped by a billing tool", ER, "valid", "{C}", "A",
  "Stripe turned the charge away: the secret key this server holds (the one ending in 9Qa) was rolled "
  "on 3 June. Paste the current key from Dashboard > Developers > API keys into STRIPE_SECRET_KEY and "
  "call create_charge again.")
e("k-auth-salesforce-session", "en", "style:Salesforce REST API error body passed through", ER, "valid", "{C}", "ARN",
  'Salesforce query failed: [{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]')
e("k-auth-postgres-password", "en", "style:psycopg2 / libpq connection failure", ER, "valid", "{C}", "ARN",
  'psycopg2.OperationalError: connection to server at "10.40.2.17", port 5432 failed: FATAL:  password '
  'authentication failed for user "reporting_ro"')
e("k-auth-mysql-1045", "en", "style:PyMySQL OperationalError rendered with str()", ER, "valid", "{C}", "ARN",
  "(1045, \"Access denied for user 'mcp_app'@'172.18.0.5' (using password: YES)\")")
e("k-auth-kafka-sasl", "en", "style:librdkafka (confluent-kafka) producer error", ER, "valid", "{C}", "ARN",
  'Publishing to topic orders.v2 failed: KafkaError{code=_AUTHENTICATION,val=-169,str="SASL authentication '
  'error: Authentication failed during authentication due to invalid credentials with SASL mechanism '
  'SCRAM-SHA-512 (after 312ms in state AUTH_REQ)"}')
e("k-auth-azure-rbac", "en", "style:Azure Resource Manager AuthorizationFailed", ER, "valid", "{C}", "ARE",
  "AuthorizationFailed: The client 'c7a1e2d4-5b6f-4a3e-9d8c-1f2e3a4b5c6d' with object id "
  "'c7a1e2d4-5b6f-4a3e-9d8c-1f2e3a4b5c6d' does not have authorization to perform action "
  "'Microsoft.Compute/virtualMachines/start/action' over scope '/subscriptions/9b2f6c1e-0d4a-4e7b-8c3f-"
  "5a6d7e8f9a0b/resourceGroups/rg-prod-weu/providers/Microsoft.Compute/virtualMachines/vm-batch-02' or "
  "the scope is invalid. If access was recently granted, please refresh your credentials.")
e("k-auth-gcp-bigquery", "en", "style:Google Cloud BigQuery client 403", ER, "valid", "{C}", "AREN",
  "403 POST https://bigquery.googleapis.com/bigquery/v2/projects/acme-analytics-prod/jobs?prettyPrint=false: "
  "Permission bigquery.jobs.create denied on resource project acme-analytics-prod (or it may not exist).")
e("k-auth-github-pat", "en", "style:GitHub REST API 403 body passed through", ER, "empty", "", "ARN",
  '{"message":"Resource not accessible by personal access token","documentation_url":'
  '"https://docs.github.com/rest/issues/issues#create-an-issue","status":"403"}')
e("k-auth-slack-scope", "en", "style:Slack Web API error JSON", ER, "valid", "{C}", "AREN",
  'Slack API error: {"ok":false,"error":"missing_scope","needed":"chat:write","provided":'
  '"channels:read,users:read"}')
e("k-auth-google-refresh", "en", "style:Google Drive connector of an MCP server", ER, "valid", "{C}", "A",
  "Google no longer accepts the saved sign-in for this Drive connection: the refresh token was revoked or "
  "has expired. Reconnect Google Drive under Settings > Connections and run the tool again.")
e("k-auth-okta-lockout", "en", "style:Okta-backed identity lookup", ER, "valid", "{C}", "A",
  "The Okta account linked to this assistant is locked out after repeated failed sign-ins. Ask an Okta "
  "administrator to unlock it, then try again.")
e("k-auth-iot-cert-revoked", "en", "style:industrial IoT gateway command API", ER, "valid", "{C}", "AN",
  "Gateway GW-0193 refused the command: the client certificate (CN=edge-bridge-04) this server presents "
  "was revoked on 2024-03-02.")
e("k-auth-tax-portal-idle", "en", "style:a national tax portal session", ER, "valid", "{C}", "AE",
  "Your session on the tax portal was closed for security reasons after 20 minutes without activity. "
  "Sign in again with your digital ID and repeat the request.")
e("k-auth-fhir-scope", "en", "style:SMART on FHIR server OperationOutcome", ER, "valid", "{C}", "AREN",
  '{"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"forbidden","diagnostics":'
  '"The access token does not carry the scope patient/Observation.read required for '
  'Observation?patient={C}"}]}')
e("k-auth-finance-badge", "en", "style:internal enterprise approvals app", ER, "oversized",
  "{C}-" + "x" * 3000, "AEN",
  "Your badge ID isn't enrolled in Finance Approvals. Only members of FIN-APPROVERS can approve invoices.")
e("k-auth-snowflake-privs", "en", "style:Snowflake connector ProgrammingError", ER, "valid", "{C}", "ARN",
  "003001 (42501): SQL access control error:\nInsufficient privileges to operate on schema 'PAYROLL'")
e("k-auth-elastic-roles", "en", "style:Elasticsearch security_exception body", ER, "valid", "{C}", "AREN",
  '{"error":{"root_cause":[{"type":"security_exception","reason":"action [indices:data/read/search] is '
  'unauthorized for user [mcp_reader] with effective roles [viewer] on indices [hr-salaries], this action '
  'is granted by the index privileges [read,all]"}],"type":"security_exception","reason":"action '
  '[indices:data/read/search] is unauthorized for user [mcp_reader] with effective roles [viewer] on '
  'indices [hr-salaries], this action is granted by the index privileges [read,all]"},"status":403}')
e("k-auth-k8s-rbac", "en", "style:Kubernetes API server RBAC refusal", ER, "missing", None, "ARN",
  'pods is forbidden: User "system:serviceaccount:mcp:tools" cannot list resource "pods" in API group "" '
  'in the namespace "kube-system"')
e("k-auth-vault-403", "en", "style:HashiCorp Vault Go client error", ER, "valid", "{C}", "ARN",
  "Error making API request.\n\nURL: GET https://vault.svc.acme.internal:8200/v1/secret/data/payments/stripe"
  "\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* permission denied\n")
e("k-auth-printer-pin", "en", "style:network printer embedded web server wrapper", ER, "valid", "{C}", "AN",
  "The printer's admin panel wants the device PIN before it will change tray settings, and the PIN saved "
  "for printer HP-4F-EAST was refused.")
e("k-auth-openbanking-consent", "en", "style:UK Open Banking AISP aggregator", ER, "valid", "{C}", "AE",
  "The customer's consent to share account data expired on 14 May 2024; consents last 90 days. Send the "
  "customer through the consent journey again to renew it.")
e("k-auth-mfa-stepup", "en", "style:payout platform step-up authentication", ER, "valid", "{C}", "AE",
  "Payouts need a second-factor check from the last 15 minutes, and yours is 47 minutes old. Approve the "
  "push prompt on your phone, then call create_payout again.")
e("k-auth-ehr-btg", "en", "style:hospital EHR (break-the-glass) integration", ER, "valid", "{C}", "AN",
  "This chart is restricted. Opening it needs a break-the-glass reason, and the service account behind "
  "this tool may not break the glass.")
by, t = lib("requests_401", "Could not load the account profile: {}")
e("k-auth-lib-requests-401", "en", by, ER, "valid", "{C}", "ARN", t)
by, t = lib("httpx_403")
e("k-auth-lib-httpx-403", "en", by, ER, "valid", "{C}", "ARN", t)
by, t = lib("boto_sts_expired")
e("k-auth-lib-boto-sts-expired", "en", by, ER, "valid", "{C}", "ARN", t)
by, t = lib("boto_s3_badkey", "Listing claims-archive failed. {}")
e("k-auth-lib-boto-s3-badkey", "en", by, ER, "valid", "{C}", "ARN", t)
by, t = lib("redis_wrongpass", "Session cache unavailable ({})")
e("k-auth-lib-redis-wrongpass", "en", by, ER, "valid", "{C}", "ARN", t)
by, t = lib("smtp_535")
e("k-auth-lib-smtp-535", "en", by, ER, "valid", "{C}", "ARN", t)
by, t = lib("ftp_530", "EDI upload to the partner's FTP failed: {}")
e("k-auth-lib-ftp-530", "en", by, ER, "valid", "{C}", "ARN", t)
by, t = lib("mqtt_notauth")
e("k-auth-lib-mqtt-notauth", "en", by, ER, "valid", "{C}", "AN", t)

# ------------------------------------------------------------------ positives, other languages
e("k-auth-de-datev-session", "de", "style:DATEV (German accounting) connector", ER, "valid", "{C}", "A",
  "Ihre Sitzung im DATEV-Rechenzentrum ist abgelaufen. Bitte melden Sie sich mit Ihrem SmartLogin erneut an "
  "und wiederholen Sie den Vorgang.")
e("k-auth-de-lager-key", "de", "style:German warehouse management system API", ER, "valid", "{C}", "AN",
  "Der hinterlegte API-Schlüssel für das Lagerverwaltungssystem wurde vom Administrator widerrufen.")
e("k-auth-fr-franceconnect", "fr", "style:French public-service portal (FranceConnect login)", ER, "valid", "{C}", "A",
  "Votre connexion FranceConnect n'est plus valable ; reconnectez-vous pour poursuivre la démarche.")
e("k-auth-fr-cardio", "fr", "style:French hospital information system", ER, "valid", "{C}", "AN",
  "Ce compte n'a pas les habilitations requises pour consulter les dossiers du service de cardiologie.")
e("k-auth-es-mercadopago-test", "es", "style:Mercado Pago API wrapper", ER, "valid", "{C}", "A",
  "Mercado Pago rechazó el access token de la aplicación: pertenece a una cuenta de prueba y esta operación "
  "es de producción. Usa las credenciales de producción.")
e("k-auth-es-tesoreria", "es", "style:Spanish-language ERP treasury module", ER, "valid", "{C}", "AEN",
  "Tu usuario no tiene el rol de Tesorería necesario para emitir transferencias.")
e("k-auth-pt-sefaz-cert", "pt", "style:Brazilian NF-e / SEFAZ integration", ER, "valid", "{C}", "AN",
  "O certificado digital e-CNPJ usado na comunicação com a SEFAZ venceu em 12/03/2024.")
e("k-auth-pt-pix-token", "pt", "style:Brazilian bank Pix API", ER, "valid", "{C}", "A",
  "Token OAuth do Pix expirado. Gere um novo token com o client_id e o certificado da sua conta e tente "
  "novamente.")
e("k-auth-ja-token-expired", "ja", "style:Japanese SaaS admin API", ER, "valid", "{C}", "A",
  "認証情報の有効期限が切れています。管理画面でアクセストークンを再発行してから、もう一度実行してください。")
e("k-auth-ja-invoice-view", "ja", "style:Japanese accounting cloud service", ER, "valid", "{C}", "AN",
  "このアカウントには請求書を閲覧する権限がありません。")
e("k-auth-zh-accesskey-disabled", "zh", "style:Chinese cloud provider OpenAPI", ER, "valid", "{C}", "AN",
  "签名校验失败：该 AccessKey 已被禁用。")
e("k-auth-zh-wecom-login", "zh", "style:WeCom (enterprise WeChat) integration", ER, "valid", "{C}", "A",
  "当前登录状态已失效，请重新扫码登录企业微信后再试。")
e("k-auth-ko-token-expired", "ko", "style:Korean consumer app backend", ER, "valid", "{C}", "A",
  "인증 토큰이 만료되었습니다. 다시 로그인한 후 요청해 주세요.")
e("k-auth-nl-digid", "nl", "style:Dutch government service (DigiD login)", ER, "valid", "{C}", "A",
  "Je DigiD-sessie is verlopen. Log opnieuw in om verder te gaan.")
e("k-auth-pl-lockout", "pl", "style:Polish online banking", ER, "valid", "{C}", "AEN",
  "Konto zostało zablokowane po pięciu nieudanych próbach logowania.")
e("k-auth-ru-1c-token", "ru", "style:1C:Enterprise HTTP service", ER, "valid", "{C}", "A",
  "Токен доступа к API 1С был отозван. Обратитесь к администратору базы за новым токеном.")
e("k-auth-tr-muhasebe", "tr", "style:Turkish e-invoice (e-Fatura) portal", ER, "valid", "{C}", "AEN",
  "Bu işlem için yetkiniz yok; fatura iptalini yalnızca Muhasebe grubu üyeleri yapabilir.")

# ------------------------------------------------------------------ look-alikes
e("k-auth-la-crm-throttle", "en", "style:CRM API rate limiting", ER, "valid", "{C}", "",
  "This workspace is sending requests faster than the CRM allows. Wait about 40 seconds and try again.")
e("k-auth-la-invoice-missing", "en", "style:invoicing SaaS", ER, "valid", "{C}", "",
  "No invoice with number {C} in this account. Call list_invoices to see the numbers you can use.")
e("k-auth-la-password-policy", "en", "style:identity provider user-admin API (create_user tool)", ER, "valid", "{C}", "E",
  "That password is too weak for the tenant's password policy: use at least 14 characters, including a "
  "number and a symbol.")
e("k-auth-la-card-declined", "en", "style:card payment processor", ER, "valid", "{C}", "",
  "The customer's bank declined the card. Ask them to pay with another card or to call their bank.")
e("k-auth-la-jwt-inspect", "en", "style:a JWT inspection tool (the expired token is the tool's subject)", SR, "valid", "{C}", "",
  "Decoded token: alg RS256, sub 4471, exp 2024-06-01T10:00:00Z. This token is expired (checked at "
  "2024-06-12T08:30:00Z). Signature: valid.")
e("k-auth-la-jsonrpc-clean", "en", "style:MCP server raising a protocol error for an expired key", JR, "valid", "{C}", "",
  'Authentication required\n{"reason":"The API key for this server has expired; generate a new one in '
  'Settings > API keys."}')
e("k-auth-la-jsonrpc-introspect", "en", "style:MCP server protocol error carrying its IdP response", JR, "valid", "{C}", "R",
  'Unauthorized\n{"introspection_endpoint":"https://idp-int-03.corp.acme.local:8443/oauth2/introspect",'
  '"active":false}')
e("k-auth-la-errno13", "en", "style:Python OSError from a file export tool", ER, "valid", "{C}", "PRN",
  "[Errno 13] Permission denied: '/var/lib/mcp-files/exports/q2-payroll.csv'")
e("k-auth-la-cloudflare-block", "en", "style:Cloudflare block page returned by a fetch tool", ER, "valid", "{C}", "RN",
  '<!DOCTYPE html>\n<html lang="en-US"><head><title>Attention Required! | Cloudflare</title></head><body>'
  '<div id="cf-wrapper"><h1 data-translate="block_headline">Sorry, you have been blocked</h1>'
  '<h2 class="cf-subheadline">You are unable to access shop.example.com</h2>'
  '<div class="cf-footer">Cloudflare Ray ID: <strong>8a1f3c5e9b7d2a40</strong> &bull; Your IP: '
  '198.51.100.23 &bull; Performance &amp; security by Cloudflare</div></div></body></html>')
by, t = lib("requests_timeout")
e("k-auth-la-lib-timeout", "en", by, ER, "valid", "{C}", "RN", t)
by, t = lib("requests_refused", "Token check could not run: {}")
e("k-auth-la-lib-refused", "en", by, ER, "valid", "{C}", "RN", t)
e("k-auth-la-success-session", "en", "style:a server that forgot to set isError", SR, "valid", "{C}", "",
  "Error: your session has expired, please sign in again.")
e("k-auth-la-apikey-type", "en", "style:hand-written argument check in a tool handler", ER, "wrong-type", "12345", "V",
  "api_key must be a string, got 12345.")
e("k-auth-la-de-throttle", "de", "style:German SaaS rate limiter", ER, "valid", "{C}", "",
  "Zu viele Anfragen in kurzer Zeit. Bitte warten Sie eine Minute und versuchen Sie es erneut.")
e("k-auth-la-fr-dossier", "fr", "style:French case-management system", ER, "valid", "{C}", "N",
  "Aucun dossier ne correspond à la référence {C}.")
e("k-auth-la-ja-date", "ja", "style:Japanese booking API validation", ER, "wrong-type", "{C}", "",
  "日付の形式が正しくありません。YYYY-MM-DD 形式で指定してください。")
e("k-auth-la-zh-balance", "zh", "style:Chinese wallet/payment app", ER, "valid", "{C}", "",
  "账户余额不足，无法完成本次支付。请充值后重试。")
e("k-auth-la-pt-user-lookup", "pt", "style:Brazilian HR directory lookup", ER, "valid", "{C}", "N",
  "Nenhum usuário com o e-mail {C}@exemplo.com.br foi encontrado neste diretório.")

if __name__ == "__main__":
    entries, langs = build(rows, SCRIPT)
    write("auth-k.json", entries, langs)
    print(len(entries), "entries written to auth-k.json")
