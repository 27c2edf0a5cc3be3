#!/usr/bin/env python3
"""Assembles batch 31 (mixed-31.json, meta.json, gen/notes.json).

Usage: SCRATCH=<scratch dir> python3 build.py
Reads $SCRATCH/real_py.json (from gen/real_py.py) and $SCRATCH/real_node.json (from gen/real_node.js):
texts produced by running real libraries. Everything else below is written by hand after the way
each product documents its messages. Canaries are fresh random ones on every run.
"""
import json
import os
import random
import secrets

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCRATCH = os.environ["SCRATCH"]
RP = json.load(open(os.path.join(SCRATCH, "real_py.json"), encoding="utf-8"))
RN = json.load(open(os.path.join(SCRATCH, "real_node.json"), encoding="utf-8"))

A, P, I, R, S, PE, V, N = ("auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
                           "raw-upstream-text", "stack-trace", "policy-enumeration",
                           "validation-echoes-value", "no-retry-guidance")
ER, OK, RPC = "error-result", "success-result", "jsonrpc-error"


def C():
    return "twaudit-" + secrets.token_hex(4)


entries = []


def add(lang, source, produced_by, channel, probe, sent, text, signals, resembles=None, indirect=False):
    entries.append(dict(lang=lang, source=source, produced_by=produced_by, channel=channel, probe=probe,
                        sent=sent, text=text, signals=signals, resembles=resembles, indirect=indirect))


def real(rec, key, script):
    return rec[key]["text"], rec[key]["lib"] + "; run by gen/" + script


def rpc(message, data):
    return message + " " + json.dumps(data, ensure_ascii=False)


HW = "handwritten after {} as documented; assembled by gen/build.py"

# =====================================================================================
# AUTH FAILURES (60), all error-result
# =====================================================================================

# ---- real, English ----
t, pb = real(RP, "pyjwt_expired", "real_py.py")
add("en", "real", pb + " (prefix sentence is the tool's)", ER, "valid", C(),
    "Could not load the invoice list: " + t, [A, R, N])

t, pb = real(RP, "pyjwt_immature", "real_py.py")
add("en", "real", pb + " (iat 7 minutes ahead; wrapper is the tool's)", ER, "valid", None,
    "Rejected the bearer credential on this call. " + t + ". The issuer's clock seems to run ahead of ours.",
    [A, R, N], indirect=True)

t, pb = real(RP, "pyjwt_aud", "real_py.py")
add("en", "real", pb + " (jwt.decode with another audience; wrapper is the tool's)", ER, "valid", None,
    "Payroll sign-in did not go through: " + t + ".", [A, N], indirect=True)

t, pb = real(RN, "jwt_expired", "real_node.js")
add("en", "real", pb + " (error fields serialized by the tool)", ER, "valid", C(),
    "kiosk session check failed " + t, [A, R, N])

t, pb = real(RN, "jwt_badsig", "real_node.js")
add("en", "real", pb + " (token signed with another secret)", ER, "valid", None,
    "Partner call rejected: " + t + ". Ask the partner to issue a fresh credential from their developer portal and retry.",
    [A, R])

t, pb = real(RN, "jwt_nbf", "real_node.js")
add("en", "real", pb + " (nbf 10 minutes ahead)", ER, "missing", None, t, [A, R, N], indirect=True)

t, pb = real(RP, "oauth_invalid_client", "real_py.py")
add("en", "real", pb + " (status and body as returned by create_token_response)", ER, "valid", None,
    "Token endpoint turned the connector away: " + t, [A, R, N], indirect=True)

t, pb = real(RP, "oauth_invalid_grant", "real_py.py")
add("en", "real", pb + " (status and body as returned by create_token_response; wrapper is the tool's)", ER, "valid", C(),
    "Couldn't refresh the accounting connection; the identity provider answered " + t +
    ". Reconnect the organisation under Settings > Integrations, then run the export again.",
    [A, R], indirect=True)

t, pb = real(RP, "oauth_insufficient_scope", "real_py.py")
add("en", "real", pb, ER, "valid", None, "Upstream said: " + t, [A, R, N])

t, pb = real(RP, "oidc_login_required", "real_py.py")
add("en", "real", pb, ER, "empty", "", t, [A, R, N], indirect=True)

t, pb = real(RP, "stripe_sig_mismatch", "real_py.py")
add("en", "real", pb + " (Webhook.construct_event with a forged v1 signature)", ER, "valid", C(),
    "Webhook replay refused. " + t, [A, R, N])

t, pb = real(RP, "stripe_tolerance", "real_py.py")
add("en", "real", pb + " (construct_event on a correctly signed event 3 h old; wrapper is the tool's)", ER, "valid", None,
    "The signed delivery you passed can't be accepted: " + t +
    ". Re-sign it with a current timestamp and call replay_event again.", [A], indirect=True)

t, pb = real(RP, "ldap_bind", "real_py.py")
add("en", "real", pb + " (connection.result after a failed simple bind)", ER, "valid", C(),
    "Directory lookup aborted, the service account could not bind: " + t, [A, R, N], indirect=True)

t, pb = real(RP, "smtp_535", "real_py.py")
add("en", "real", pb + " (SMTP.login refused)", ER, "valid", None, "Receipt e-mail not sent. " + t, [A, R, N])

t, pb = real(RP, "requests_401", "real_py.py")
add("en", "real", pb + " (Response.raise_for_status)", ER, "valid", None, "Ledger sync failed: " + t, [A, R, N])

t, pb = real(RP, "tls_cert_required", "real_py.py")
add("en", "real", pb + " (server demands a client certificate, none presented)", ER, "valid", None,
    "Could not reach the clearing house: " + t, [A, R, N], indirect=True)

t, pb = real(RP, "tls_unknown_ca", "real_py.py")
add("en", "real", pb + " (server rejects a client certificate from an unknown CA, TLS 1.2)", ER, "valid", None,
    "The settlement gateway turned down the certificate this service presented: " + t, [A, R, N], indirect=True)

t, pb = real(RP, "boto_nocreds", "real_py.py")
add("en", "real", pb + " (S3 ListObjectsV2 with no credential source)", ER, "traversal", "../../../../var/log/" + C(),
    "Archive listing failed: " + t, [A, R, N])

# ---- real, other languages ----
t, pb = real(RP, "smtp_530", "real_py.py")
add("cs", "real", pb + " (SMTPSenderRefused.args; Czech sentence is the tool's)", ER, "valid", None,
    "Fakturu se nepodařilo odeslat, poštovní server nepřijal zprávu bez přihlášení služby: " + t, [A, R, N])

t, pb = real(RP, "dj_inactive_de", "real_py.py")
add("de", "real", pb + " (prefix sentence is the tool's)", ER, "valid", None,
    "Anmeldung beim Kundenportal nicht möglich. " + t, [A, N], indirect=True)

t, pb = real(RP, "dj_admin_hu", "real_py.py")
add("hu", "real", pb, ER, "valid", None, t, [A, PE], indirect=True)

t, pb = real(RP, "dj_noperm_fi", "real_py.py")
add("fi", "real", pb, ER, "valid", C(), t, [A, N])

t, pb = real(RP, "dj_oldpw_ja", "real_py.py")
add("ja", "real", pb + " (first sentence is the tool's)", ER, "valid", None, "パスワードを変更できませんでした。" + t, [A])

t, pb = real(RP, "dj_login_ptbr", "real_py.py")
add("pt-BR", "real", pb, ER, "valid", None, t, [A])

# ---- handwritten, English ----
add("en", "handwritten", HW.format("a shared-ledger tool's own prose"), ER, "valid", C(),
    "You're signed in, but not as anyone the Harbor Street cash ledger has been shared with. "
    "Ask the ledger's owner to add you, then open it again.", [A], indirect=True)

add("en", "handwritten", HW.format("a document-archive tool's own prose"), ER, "valid", None,
    "The pass you handed over was good until midnight; the archive has been turning it away ever since.",
    [A, N], indirect=True)

add("en", "handwritten", HW.format("a plant-operations workspace tool's own prose"), ER, "valid", C(),
    "Nobody by that identity exists in the Ostrava plant workspace, so nothing in it will open for you.",
    [A, N], indirect=True)

add("en", "handwritten", HW.format("Microsoft Entra ID error AADSTS50076"), ER, "valid", None,
    "AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new location, "
    "you must use multi-factor authentication to access '00000003-0000-0000-c000-000000000000'. "
    "Trace ID: 3f9a2c61-8b0e-4d57-9a11-6e2c0b7d5400 Correlation ID: b71e04d2-5c3a-4f8e-a6d9-2e81c7f09a33 "
    "Timestamp: 2026-11-30 21:14:52Z", [A, R], indirect=True)

add("en", "handwritten", HW.format("Microsoft Entra ID error AADSTS53003 (Conditional Access)"), ER, "valid", None,
    "Sign-in to SharePoint failed. AADSTS53003: Access has been blocked by Conditional Access policies. "
    "The access policy does not allow token issuance. Trace ID: 0c44e7b9-12fd-4a6b-8e3e-91d5f2a07c00 "
    "Correlation ID: 6de0a2f1-9b7c-4c1e-b2a4-55f0e8d3c912", [A, R, N], resembles=PE, indirect=True)

add("en", "handwritten", HW.format("Microsoft Entra ID error AADSTS50020"), ER, "valid", None,
    "AADSTS50020: User account 'r.okafor@fabrikam-logistics.com' from identity provider 'live.com' does not exist in tenant "
    "'Contoso Freight' and cannot access the application '8e4d3b62-7a1f-4c09-b5d2-f0a6c1e97d43'(Freight Portal) in that tenant. "
    "The account needs to be added as an external user in the tenant first. Sign out and sign in again with a different "
    "Azure Active Directory user account.", [A, R])

add("en", "handwritten", HW.format("AWS STS ExpiredToken as formatted by botocore"), ER, "valid", None,
    "An error occurred (ExpiredToken) when calling the GetCallerIdentity operation: "
    "The security token included in the request is expired", [A, R, N])

add("en", "handwritten", HW.format("Amazon S3 SignatureDoesNotMatch error body"), ER, "valid", C(),
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we '
    "calculated does not match the signature you provided. Check your key and signing method.</Message>"
    "<AWSAccessKeyId>AKIA4Q7EXAMPLEZT3N2K</AWSAccessKeyId><RequestId>8W2K9D1HQ4V7XR3M</RequestId>"
    "<HostId>nQ3x+Jt0d1fZr8yP6wKcE2mVb9LsA4uH7gT5oYiR0eD=</HostId></Error>", [A, R], indirect=True)

add("en", "handwritten", HW.format("AWS IAM AccessDenied (DynamoDB) as formatted by botocore"), ER, "valid", None,
    "Could not store the order: An error occurred (AccessDeniedException) when calling the PutItem operation: "
    "User: arn:aws:sts::481516234200:assumed-role/mcp-reader/orders-bot is not authorized to perform: dynamodb:PutItem "
    "on resource: arn:aws:dynamodb:eu-west-1:481516234200:table/Orders because no identity-based policy allows the "
    "dynamodb:PutItem action", [A, R, PE, N])

add("en", "handwritten", HW.format("Google BigQuery accessDenied error"), ER, "sql", "' OR 1=1 -- " + C(),
    "Query not started. Access Denied: Project acme-analytics-prod: User does not have bigquery.jobs.create permission "
    "in project acme-analytics-prod.", [A, R, PE, N])

add("en", "handwritten", HW.format("Slack Web API missing_scope response"), ER, "valid", None,
    '{"ok": false, "error": "missing_scope", "needed": "chat:write", "provided": "channels:read,users:read"}',
    [A, R, PE, N])

add("en", "handwritten", HW.format("Slack Web API account_inactive response"), ER, "valid", None,
    'Couldn\'t post the stand-up summary. Slack replied {"ok": false, "error": "account_inactive"}',
    [A, R, N], indirect=True)

add("en", "handwritten", HW.format("GitHub REST API SAML enforcement 403 body"), ER, "valid", None,
    '{"message": "Resource protected by organization SAML enforcement. You must grant your Personal Access token access '
    'to this organization.", "documentation_url": "https://docs.github.com/articles/authenticating-to-a-github-'
    'organization-with-saml-single-sign-on/", "status": "403"}', [A, R], indirect=True)

add("en", "handwritten", HW.format("Heimdal/MIT Kerberos clock-skew error through GSSAPI"), ER, "valid", None,
    "Opening \\\\fs02\\hr failed: GSSAPI Error: Miscellaneous failure (see text) (Clock skew too great) "
    "[KRB5KRB_AP_ERR_SKEW] from KDC dc01.corp.halvorsen.local", [A, R, N], indirect=True)

add("en", "handwritten", HW.format("golang.org/x/crypto/ssh client handshake error"), ER, "valid", None,
    "deploy step 'sync-assets' stopped: ssh: handshake failed: ssh: unable to authenticate, attempted methods "
    "[none publickey], no supported methods remain", [A, R, N], indirect=True)

add("en", "handwritten", HW.format("OpenSSH client publickey refusal"), ER, "traversal", "../../../../root/.ssh/" + C(),
    "release@10.4.2.17: Permission denied (publickey).", [A, R, N], resembles=P, indirect=True)

add("en", "handwritten", HW.format("Apache Kafka SaslAuthenticationException"), ER, "valid", None,
    "Event not published. org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during "
    "authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512", [A, R, N])

add("en", "handwritten", HW.format("Redis WRONGPASS reply"), ER, "valid", None,
    "Cache warm-up failed: WRONGPASS invalid username-password pair or user is disabled.", [A, R, N])

add("en", "handwritten", HW.format("a sign-in tool's own prose about a second factor"), ER, "missing", None,
    "Your password checked out, but this account also wants the six-digit code from its authenticator app. "
    "Pass it as otp and call sign_in again.", [A], indirect=True)

add("en", "handwritten", HW.format("a secrets-vault tool's own prose about device trust"), ER, "valid", None,
    "This laptop isn't enrolled in Kandji, and the finance vault only opens for company-managed devices.",
    [A, PE, N], indirect=True)

add("en", "handwritten", HW.format("a signing service's own prose"), ER, "valid", C(),
    "The signing key on this request was rotated out on Friday and no longer opens anything here. "
    "Fetch the current one with get_signing_key and send the request again.", [A], indirect=True)

add("en", "handwritten", HW.format("an HR tool's own prose"), ER, "valid", None,
    "Only members of the Payroll Admins group can export payslips.", [A, PE, N])

# ---- handwritten, other languages ----
add("es", "handwritten", HW.format("PostgreSQL es catalog (libpq connection failure)"), ER, "valid", None,
    "No se pudo consultar los pedidos: la conexión al servidor en «pg-pedidos-02.interno» (10.20.4.11), puerto 5432 falló: "
    "FATAL:  la autentificación password falló para el usuario «pedidos_ro»", [A, R, N])

add("fr", "handwritten", HW.format("a French SaaS account-verification message"), ER, "valid", None,
    "Votre adresse e-mail n'a pas encore été vérifiée. Cliquez sur le lien que nous vous avons envoyé, puis relancez la demande.",
    [A], indirect=True)

add("it", "handwritten", HW.format("an Italian e-invoicing gateway client's own prose"), ER, "valid", None,
    "Il canale SDI non ha accettato il certificato client di questo servizio: non risulta firmato da un'autorità che riconosce.",
    [A, N], indirect=True)

add("nl", "handwritten", HW.format("a Dutch bookkeeping tool's own prose"), ER, "valid", C(),
    "Je bent niet aangemeld bij deze administratie. Vraag de eigenaar om je uit te nodigen en probeer het daarna opnieuw.",
    [A], indirect=True)

add("pl", "handwritten", HW.format("a Polish banking portal's lockout message"), ER, "valid", None,
    "Konto zostało tymczasowo zablokowane z powodu nieudanych prób logowania. Odblokuje się automatycznie o 14:45.",
    [A])

add("ru", "handwritten", HW.format("Yandex Direct API error 53 body"), ER, "valid", None,
    '{"error": {"request_id": "8236187362348719872", "error_code": 53, "error_string": "Ошибка авторизации", '
    '"error_detail": "OAuth-токен не существует или срок его действия истёк"}}', [A, R, N], indirect=True)

add("uk", "handwritten", HW.format("a Ukrainian CRM's own prose"), ER, "valid", None,
    "Ваш обліковий запис деактивовано адміністратором організації.", [A, N], indirect=True)

add("zh", "handwritten", HW.format("a Chinese app's single-device login message"), ER, "valid", None,
    "您的账号已在其他设备登录，当前登录状态已失效，请重新登录。", [A], indirect=True)

add("ko", "handwritten", HW.format("a Korean joint-certificate login message"), ER, "valid", None,
    "공동인증서가 만료되어 로그인할 수 없습니다. 인증서를 갱신한 뒤 다시 시도하세요.", [A], indirect=True)

add("tr", "handwritten", HW.format("a Turkish marketplace's ban notice"), ER, "valid", None,
    "Hesabınız topluluk kurallarını ihlal ettiği için kalıcı olarak yasaklandı.", [A, N], indirect=True)

add("sv", "handwritten", HW.format("a Swedish BankID login message"), ER, "valid", None,
    "Ditt BankID är spärrat. Kontakta din bank för att beställa ett nytt.", [A], indirect=True)

add("ar", "handwritten", HW.format("an Arabic banking app's session message"), ER, "valid", None,
    "انتهت صلاحية جلسة تسجيل الدخول. يرجى تسجيل الدخول مرة أخرى.", [A])

add("he", "handwritten", HW.format("a Hebrew project-board tool's own prose"), ER, "valid", C(),
    "המשתמש שלך אינו משויך לארגון הזה, ולכן הלוחות שלו סגורים בפניך.", [A, N], indirect=True)

add("vi", "handwritten", HW.format("a Vietnamese e-wallet's OTP message"), ER, "valid", None,
    "Mã OTP không chính xác hoặc đã hết hạn.", [A, N], indirect=True)

N_AUTH = len(entries)

# =====================================================================================
# LOOK-ALIKES (60): no auth failure
# =====================================================================================

# ---- real ----
t, pb = real(RP, "dj_pwshort_ko", "real_py.py")
add("ko", "real", pb + " (first sentence is the tool's)", ER, "valid", None,
    "새 비밀번호를 설정할 수 없습니다. " + t, [], resembles=A)

t, pb = real(RP, "dj_pwsim_sv", "real_py.py")
add("sv", "real", pb, ER, "valid", None, t, [], resembles=A)

t, pb = real(RP, "dj_slug_ru", "real_py.py")
add("ru", "real", pb + " (first sentence is the tool's)", ER, "valid", RP["dj_slug_ru"]["sent"] or "склад №3/север",
    "Недопустимое имя склада. " + t, [], resembles=I)

t, pb = real(RP, "dj_maxlen_pl", "real_py.py")
add("pl", "real", pb + " (JSON-RPC envelope is the server's)", RPC, "oversized", RP["dj_maxlen_pl"]["sent"],
    rpc("Nieprawidłowe parametry", {"field": "opis", "errors": [t]}), [], resembles=V)

t, pb = real(RP, "dj_page_es", "real_py.py")
add("es", "real", pb + " (JSON-RPC envelope is the server's)", RPC, "below-min", "0",
    rpc("Parámetros no válidos", {"param": "pagina", "detalle": t}), [], resembles=V)

t, pb = real(RP, "dj_page_it", "real_py.py")
add("it", "real", pb, ER, "above-max", "9", t, [N])

t, pb = real(RP, "requests_refused", "real_py.py")
add("en", "real", pb, ER, "valid", None, "Quote lookup failed: " + t, [R, N], resembles=A)

t, pb = real(RP, "tls_verify_failed", "real_py.py")
add("en", "real", pb + " (client does not trust the server's chain)", ER, "valid", None,
    "Could not open the supplier catalogue feed: " + t, [R, N], resembles=A)

t, pb = real(RP, "sqlite_unique_idem", "real_py.py")
add("en", "real", pb + " (second insert of the same idempotency key)", ER, "valid", C(),
    "Payment not recorded: " + t, [R, N], resembles=A)

t, pb = real(RP, "sqlite_fk", "real_py.py")
add("en", "real", pb, ER, "valid", None, "Contact not attached to account 9921 - " + t, [R, N], resembles=A)

t, pb = real(RP, "sqlite_locked", "real_py.py")
add("en", "real", pb + " (another connection holds an exclusive transaction; advice is the tool's)", ER, "valid", None,
    t + " (another import is writing right now; retry in a few seconds)", [R], resembles=A)

t, pb = real(RP, "sqlite_readonly", "real_py.py")
add("en", "real", pb + " (database opened with mode=ro)", ER, "valid", None, "Could not save the draft: " + t,
    [R, N], resembles=A)

t, pb = real(RP, "keyerror_tb", "real_py.py")
add("en", "real", pb, ER, "valid", None, t, [R, S, N], resembles=A)

t, pb = real(RP, "oserr_shadow", "real_py.py")
add("en", "real", pb, ER, "traversal", RP["oserr_shadow"]["sent"], t, [P, R, N], resembles=A)

t, pb = real(RP, "b64_cursor", "real_py.py")
add("en", "real", pb + " (prefix is the tool's)", ER, "valid", RP["b64_cursor"]["sent"],
    "page_token could not be decoded: " + t, [R, N], resembles=A)

t, pb = real(RN, "json_parse", "real_node.js")
add("en", "real", pb + " (JSON-RPC envelope is the server's)", RPC, "wrong-type", RN["json_parse"]["sent"],
    rpc("Invalid params", {"param": "filter", "reason": t}), [V, R], resembles=A)

t, pb = real(RN, "undefined_apikey", "real_node.js")
add("en", "real", pb, ER, "valid", None, t, [R, S, N], resembles=A)

t, pb = real(RN, "eacces", "real_node.js")
add("en", "real", pb + " (error fields serialized by the tool)", ER, "valid", None, t, [P, R, N], resembles=A)

# ---- handwritten: CDN / WAF pages ----
add("en", "handwritten", HW.format("Cloudflare error 1006 page"), ER, "valid", None,
    "Upstream returned HTTP 403:\n<!DOCTYPE html><html><head><title>Access denied | shop.tallinn-tea.example used "
    "Cloudflare to restrict access</title></head><body><div id=\"cf-error-details\"><h1>Error 1006</h1>"
    "<h2>Access denied</h2><p>The owner of this website (shop.tallinn-tea.example) has banned your IP address "
    "(198.51.100.23).</p><p>Cloudflare Ray ID: 8e7f1c2a9b3d41f0 &bull; Your IP: 198.51.100.23 &bull; "
    "Performance &amp; security by Cloudflare</p></div></body></html>", [R, N], resembles=A)

add("en", "handwritten", HW.format("Akamai edge 'Access Denied' page"), ER, "valid", C(),
    "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission "
    "to access \"http&#58;&#47;&#47;www&#46;northgate-outdoor&#46;example&#47;api&#47;cart&#47;\" on this server.<P>\n"
    "Reference&#32;&#35;18&#46;6f3c1b17&#46;1764541234&#46;2b9e4d1\n</BODY>\n</HTML>", [R, N], resembles=A)

add("en", "handwritten", HW.format("Amazon CloudFront 403 error page"), ER, "valid", None,
    "403 ERROR\nThe request could not be satisfied.\nRequest blocked. We can't connect to the server for this app or "
    "website at this time. There might be too much traffic or a configuration error. Try again later, or contact the "
    "app or website owner.\nGenerated by cloudfront (CloudFront)\nRequest ID: Xk2pW9cQ1vLr8sT3nYbZ0dHf6aJm4uEg7RiOoK5wA==",
    [R], resembles=A)

# ---- handwritten: paths and sandboxes ----
add("en", "handwritten", HW.format("a file tool's sandbox check"), ER, "traversal", "../../../../etc/passwd",
    "Refused: ../../../../etc/passwd resolves to /etc/passwd, outside the project. Paths must stay under projects/atlas/.",
    [P, PE], resembles=A)

add("de", "handwritten", HW.format("a German file tool's sandbox check"), ER, "traversal", "../../etc/hosts",
    "Zugriff verweigert: Der Pfad „/etc/hosts“ liegt außerhalb des freigegebenen Arbeitsbereichs.", [P, N], resembles=A)

add("fr", "handwritten", HW.format("GNU coreutils cp under LANG=fr_FR.UTF-8"), ER, "valid", None,
    "cp: impossible d'ouvrir '/var/lib/facturation/exports/clients-2025.csv' en lecture: Permission non accordée",
    [P, R, N], resembles=A, indirect=True)

add("ja", "handwritten", HW.format("a Japanese agent sandbox's path check"), ER, "traversal", "../../home/deploy/.ssh/id_ed25519",
    "パス「/home/deploy/.ssh/id_ed25519」はサンドボックスの外にあるため読み取れません。", [P, N], resembles=A)

# ---- handwritten: tokens in other senses ----
add("en", "handwritten", HW.format("OpenAI chat completions context_length_exceeded message"), ER, "oversized",
    C() + " " + "lorem ipsum dolor " * 300,
    "This model's maximum context length is 128000 tokens. However, your messages resulted in 131442 tokens. "
    "Please reduce the length of the messages.", [], resembles=A)

add("en", "handwritten", HW.format("Anthropic Messages API invalid_request_error body"), RPC, "oversized",
    C() + " " + "quarterly report text " * 250,
    rpc("Prompt too long for the summarizer; split the document and call summarize once per section.",
        {"upstream_status": 400, "upstream_body": {"type": "error", "error": {
            "type": "invalid_request_error", "message": "prompt is too long: 210345 tokens > 200000 maximum"}}}),
    [R], resembles=A)

add("zh", "handwritten", HW.format("a Chinese LLM gateway's length message"), ER, "oversized", C() + "测试" * 2000,
    "输入内容超出模型上下文长度（最多 32768 个 token），请删减后重试。", [], resembles=A)

add("en", "handwritten", HW.format("a search tool's continuation-token message"), ER, "valid", C(),
    "That continuation token is stale: the result set changed after it was issued. "
    "Start the listing again without continuation_token.", [], resembles=A)

cc = C()
add("en", "handwritten", HW.format("Azure Cosmos DB invalid continuation token, wrapped as JSON-RPC"), RPC, "valid", cc,
    rpc("Invalid continuation token", {"continuation": cc, "hint": "pass the value from the previous page unchanged"}),
    [V], resembles=A)

add("en", "handwritten", HW.format("a reporting tool's page_token check"), ER, "valid", C(),
    "page_token belongs to a different query (one sorted by created_at), so it can't be used here.", [N], resembles=A)

add("pt-BR", "handwritten", HW.format("a Brazilian ERP's pagination message"), ER, "valid", C(),
    "O cursor de paginação expirou (cada cursor vale por 10 minutos). Refaça a consulta sem o parâmetro cursor.",
    [], resembles=A)

add("en", "handwritten", HW.format("a filter-expression parser"), RPC, "sql", "' OR 1=1 -- " + C(),
    rpc("Filter syntax error", {"position": 1,
                                "detail": "unexpected token \"'\" (expected a field name, '(' or NOT)"}),
    [], resembles=I)

add("nb", "handwritten", HW.format("a Norwegian design-system tool"), ER, "valid", None,
    "Designtokenet «color.brand.primary» finnes ikke i temaet «mørk».", [N], resembles=A)

add("id", "handwritten", HW.format("an Indonesian crypto exchange"), ER, "valid", None,
    "Token USDX tidak terdaftar di bursa ini.", [N], resembles=A)

# ---- handwritten: keys in other senses ----
add("en", "handwritten", HW.format("PostgreSQL unique_violation via a driver"), ER, "valid", None,
    "Webhook endpoint not saved: duplicate key value violates unique constraint \"webhook_endpoints_url_key\"",
    [R, N], resembles=A)

add("en", "handwritten", HW.format("Go text/template with missingkey=error"), ER, "valid", None,
    "render failed: template: invoice:14:22: executing \"invoice\" at <.Customer.TaxID>: map has no entry for key \"TaxID\"",
    [R, N], resembles=A)

add("ro", "handwritten", HW.format("a Romanian import tool"), ER, "valid", None,
    "Cheia „sku” lipsește din rândul 14 al fișierului importat. Adăugați coloana și reimportați fișierul.",
    [], resembles=A)

# ---- handwritten: session, locked, expired, denied, forbidden, signature in other senses ----
add("en", "handwritten", HW.format("a support-chat tool"), ER, "valid", None,
    "This support chat ended after 30 minutes without a reply from you. Start a new conversation with open_chat.",
    [], resembles=A)

add("da", "handwritten", HW.format("a Danish fitness-booking tool"), ER, "valid", None,
    "Sessionen 'Aftenyoga' den 12. juni er fuldt booket (20/20). Skriv dig på ventelisten med join_waitlist.",
    [], resembles=A)

add("en", "handwritten", HW.format("an invoicing tool's edit lock"), ER, "valid", None,
    "Invoice INV-2291 is locked while Priya Raman edits it. It unlocks when she saves or after 15 minutes of inactivity.",
    [], resembles=A)

add("th", "handwritten", HW.format("a Thai airline seat-selection tool"), ER, "valid", None,
    "ที่นั่ง 14C ถูกล็อกไว้ให้ผู้โดยสารอีกท่านที่กำลังชำระเงิน โปรดลองใหม่อีกครั้งในอีก 8 นาที", [], resembles=A)

add("fr", "handwritten", HW.format("a French shop's coupon check"), ER, "valid", None,
    "Le code promo PRINTEMPS25 a expiré le 31 mars 2025.", [N], resembles=A)

add("ja", "handwritten", HW.format("a Japanese quoting tool"), ER, "valid", None,
    "見積書 Q-7731 の有効期限（2026年10月31日）が過ぎています。create_quote で新しい見積書を作成してください。",
    [], resembles=A)

add("en", "handwritten", HW.format("a lending tool's decision message"), ER, "valid", None,
    "Application LN-40417 was declined: debt-to-income ratio 52% exceeds the 43% maximum for this product.",
    [PE, N], resembles=A)

add("tr", "handwritten", HW.format("a Turkish credit-application status tool"), OK, "valid", None,
    '{"basvuru_no": "KR-40417", "durum": "reddedildi", "gerekce": "Yetersiz kredi geçmişi", '
    '"karar_tarihi": "2026-11-28"}', [], resembles=A)

add("en", "handwritten", HW.format("a tagging tool's name rule"), RPC, "valid", "q3/" + C(),
    rpc("Forbidden character '/' in tag name", {
                                                "rule": "tags may contain letters, digits, dashes and dots"}),
    [], resembles=A)

add("de", "handwritten", HW.format("a German PDF-forms tool"), ER, "valid", None,
    "Das Signaturfeld „Unterschrift_Kunde“ auf Seite 3 ist bereits signiert; ein signiertes Feld kann nicht "
    "erneut ausgefüllt werden.", [], resembles=A)

add("en", "handwritten", HW.format("a PDF signature-inspection tool"), OK, "valid", None,
    "Checked 2 signature fields in contract-2291.pdf.\n" + json.dumps({"signatures": [
        {"field": "Sig_Supplier", "signer": "CN=Jonas Weber, O=Weber Logistik GmbH", "valid": True},
        {"field": "Sig_Customer", "signer": "CN=Amaka Obi", "valid": False,
         "reason": "document modified after signing"}]}), [], resembles=A)

add("hu", "handwritten", HW.format("a Hungarian expense tool"), ER, "valid", None,
    "Az EXP-8812 költségigényt a jóváhagyó elutasította: hiányzik a számla.", [N], resembles=A)

# ---- handwritten: policy refusals about values ----
add("en", "handwritten", HW.format("a storage tool's retention policy"), RPC, "above-max", "400",
    rpc("Retention of 400 days is beyond what the compliance policy allows for this bucket class",
        {"max_days": 365, "received": 400}), [PE, V], resembles=A)

cc = C()
add("nl", "handwritten", HW.format("a Dutch deployment tool's data-residency policy"), ER, "enum", cc,
    f"Regio '{cc}' valt buiten het dataresidentiebeleid. Toegestaan: eu-west-1, eu-north-1.", [PE, V], resembles=A)

add("cs", "handwritten", HW.format("a Czech analytics tool's export policy"), ER, "valid", None,
    "Export více než 50 000 řádků zakazují zásady ochrany dat pro tento projekt.", [PE, N], resembles=A)

# ---- handwritten: password strength on a new password ----
add("uk", "handwritten", HW.format("a Ukrainian account-settings tool"), ER, "valid", None,
    "Новий пароль має містити щонайменше одну цифру та одну велику літеру.", [], resembles=A)

# ---- handwritten: successes listing logins, keys, sessions ----
add("en", "handwritten", HW.format("an identity admin tool's login history"), OK, "valid", None,
    "Last 3 sign-ins for amara.k:\n" + json.dumps({"logins": [
        {"at": "2026-11-30T08:12:44Z", "ip": "203.0.113.24", "app": "Outlook", "result": "success"},
        {"at": "2026-11-29T23:02:10Z", "ip": "192.0.2.77", "app": "VPN", "result": "failed", "reason": "wrong password"},
        {"at": "2026-11-29T17:40:03Z", "ip": "203.0.113.24", "app": "Teams", "result": "success"}]}),
    [], resembles=A)

add("vi", "handwritten", HW.format("a Vietnamese developer dashboard"), OK, "valid", None,
    "Bạn có 3 khóa API: ci-deploy (dùng lần cuối 2 giờ trước), zapier (đã thu hồi ngày 03/11), local-dev (chưa từng dùng).",
    [], resembles=A)

add("ar", "handwritten", HW.format("an Arabic account-security page"), OK, "valid", None,
    "لديك 3 جلسات نشطة: متصفح كروم على ماك (الرياض، الآن)، تطبيق آيفون (جدة، قبل ساعتين)، فايرفوكس على لينكس (الدمام، قبل 5 أيام).",
    [], resembles=A)

add("en", "handwritten", HW.format("a git-hosting tool listing SSH keys"), OK, "valid", None,
    json.dumps({"ssh_keys": [
        {"title": "laptop-2026", "fingerprint": "SHA256:q3Vd0lJcX2m8bYtP1fKx7RZ0n5u9oGhE4wL6sAi2TcM", "last_used": "2026-11-30"},
        {"title": "ci-runner", "fingerprint": "SHA256:Z8eK1pQw4rT7yU2iO9aS5dF3gH6jL0zX1cV8bN4mQ2E", "last_used": None}]}),
    [], resembles=A)

# ---- handwritten: not found ----
add("en", "handwritten", HW.format("a CRM tool's not-found"), RPC, "valid", C(),
    rpc("Customer not found", {"hint": "use search_customers to look them up by name"}), [], resembles=A)

add("he", "handwritten", HW.format("a Hebrew project tool's not-found"), ER, "valid", C(),
    "לא נמצא פרויקט עם המזהה הזה.", [N], resembles=A)

assert N_AUTH == 60, N_AUTH
assert len(entries) == 120, len(entries)

# ---------------- interleave deterministically and write ----------------
order = list(range(120))
random.Random(31).shuffle(order)
out, meta, notes = [], {}, {}
for n, i in enumerate(order, 1):
    e = entries[i]
    eid = f"t31-{n:03d}"
    out.append({"id": eid, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[eid] = {"language": e["lang"], "source": e["source"]}
    notes[eid] = {"resembles": e["resembles"], "indirect": e["indirect"]}
json.dump(out, open(os.path.join(ROOT, "mixed-31.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print("wrote", len(out))
