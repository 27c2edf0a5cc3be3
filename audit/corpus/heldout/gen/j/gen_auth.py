"""auth-j.json: auth failures returned as isError results, worded the way real services word
them (mostly avoiding the stock words), in several languages; plus look-alikes that are not
auth failures."""
from common import A, ECHO, INJ, NRG, PA, POL, RAW, ST, Builder, hand, jrpc, real  # noqa: F401

ER, SR, JR = "error-result", "success-result", "jsonrpc-error"
b = Builder("gen/gen_auth.py")
add = b.add

# ------------------------------------------------------------------ auth failures (isError)
add("j-auth-vet-session-lapsed", ER, "valid",
    "Your PetChart session lapsed at 09:42. Sign in again on the clinic workstation, then repeat the request.",
    [A], hand("a Python MCP server in front of a veterinary practice-management system"))
add("j-auth-ct-badge-deactivated", ER, "valid",
    "Badge 4471 was deactivated by the gate office on 3 March. Crane schedules are no longer visible to it.",
    [A, NRG], hand("a container-terminal operations MCP server (TypeScript)"))
add("j-auth-court-signature", ER, "valid",
    "The envelope was not accepted: the signature on the submission did not verify against the certificate we hold for your firm.",
    [A, NRG], hand("a court e-filing MCP server"))
add("j-auth-uni-sso-assertion", ER, "valid",
    "SSO assertion rejected by the admissions portal (audience mismatch). Nothing was saved.",
    [A, NRG], hand("a university admissions MCP server"))
add("j-auth-wind-client-cert", ER, "valid",
    '{"ok": false, "code": "CLIENT_CERT_UNTRUSTED", "message": "The SCADA gateway did not accept the certificate this connector presented; it is not signed by a CA the gateway trusts."}',
    [A, NRG], hand("a Go MCP server for a wind-farm SCADA gateway returning its own JSON error"))
add("j-auth-pharm-key-rotated-de", ER, "valid",
    "Ihr Zugangsschlüssel für die Rezeptschnittstelle wurde am 12.05. rotiert und ist nicht mehr gültig. "
    "Hinterlegen Sie den neuen Schlüssel in den Connector-Einstellungen und wiederholen Sie den Abruf.",
    [A], hand("a German pharmacy-dispensing MCP server"))
add("j-auth-rental-otp-fr", ER, "valid",
    "Le code à usage unique saisi ne correspond pas. Saisissez le nouveau code envoyé par SMS au numéro se terminant par 47.",
    [A], hand("a French car-rental MCP server"))
add("j-auth-water-identity-es", ER, "valid",
    "No hemos podido confirmar quién eres: la sesión del portal de lecturas ha caducado.",
    [A, NRG], hand("a Spanish municipal-water MCP server"))
add("j-auth-news-suspended-it", ER, "valid",
    "La tua utenza è stata sospesa dalla caporedazione: non puoi pubblicare né modificare articoli.",
    [A, NRG], hand("an Italian newsroom CMS MCP server"))
add("j-auth-payroll-consent-pt", ER, "valid",
    "O consentimento para acesso aos dados salariais foi retirado pelo colaborador em 02/06. "
    "Peça um novo consentimento através do fluxo de integração de RH.",
    [A], hand("a Portuguese payroll MCP server"))
add("j-auth-genomics-delegation-nl", ER, "valid",
    "De gedelegeerde toegang van dit project tot de sequencerdata is op 30 april verlopen.",
    [A, NRG], hand("a Dutch genomics-lab LIMS MCP server"))
add("j-auth-subtitle-key-ja", ER, "valid",
    "このAPIキーは失効しています。スタジオ管理画面で新しいキーを発行してから、もう一度お試しください。",
    [A], hand("a Japanese subtitle-studio MCP server"))
add("j-auth-rail-frozen-zh", ER, "valid",
    "您的账号已被冻结，无法查看检修工单。",
    [A, NRG], hand("a Chinese railway-maintenance MCP server"))
add("j-auth-crowd-identity-ko", ER, "valid",
    "본인 확인에 실패했습니다. 캠페인 정산 정보를 열람할 수 없습니다.",
    [A, NRG], hand("a Korean crowdfunding MCP server"))
add("j-auth-recycle-key-revoked-pl", ER, "valid",
    "Klucz dostępu do systemu ważenia został unieważniony. Wygeneruj nowy klucz w panelu administratora i spróbuj ponownie.",
    [A], hand("a Polish recycling-centre weighbridge MCP server"))
add("j-auth-hotel-session-tr", ER, "valid",
    "Oturumunuzun süresi doldu. Kat hizmetleri paneline yeniden giriş yapıp işlemi tekrarlayın.",
    [A], hand("a Turkish hotel-housekeeping MCP server"))
add("j-auth-hotel-not-entitled", ER, "valid",
    "Your property group isn't entitled to the Linen Forecast module, so no forecast was generated.",
    [A, NRG], hand("a hotel-housekeeping SaaS MCP server (tenant entitlement)"))
add("j-auth-payroll-role-held", ER, "valid",
    "Payslips of other employees are visible to payroll administrators and the HR director only. You are signed in as a line manager.",
    [A, POL, NRG], hand("a payroll MCP server; names roles who may and the role held, no next step"))
add("j-auth-genomics-scope", ER, "valid",
    "This integration's grant covers samples:read only; releasing variant calls requires samples:release.",
    [A, POL, NRG], hand("a genomics LIMS MCP server; scope held and required, no instruction"))
add("j-auth-court-second-factor", ER, "valid",
    "Second-factor check failed for clerk account j.okafor: the code from your authenticator app did not match. "
    "Enter the current six-digit code (codes change every 30 seconds).",
    [A], hand("a court e-filing MCP server"))
add("j-auth-ct-logfmt-revoked", ER, "valid",
    'level=error ts=2024-06-11T07:14:03Z msg="gate api refused credentials" reason=key_revoked key_id=ak_7f3e21 '
    "upstream=gate-api.int.ect-rtm.local:8443",
    [A, RAW, NRG], hand("a Go MCP server that returns its logfmt log line as the error (internal host name)"))
t, lib, _ = real("requests_401")
add("j-auth-rental-upstream-401", ER, "valid",
    "Reservation lookup failed: " + t,
    [A, RAW, NRG], f"real output: {lib} raise_for_status() against a local mock partner API returning 401 with a JSON body, wrapped by hand as a Python MCP server would")
t, lib, _ = real("httpx_403")
add("j-auth-water-upstream-403", ER, "valid",
    "Could not read meter ZW-118204. " + t,
    [A, RAW, NRG], f"real output: {lib} raise_for_status() against a local mock telemetry API returning 403; "
    "labeling choice: the MDN 'for more information' link is not treated as a next step")
add("j-auth-pharm-device-cert", ER, "valid",
    "Dispensing terminal DT-03 is no longer enrolled: its device certificate was revoked during last night's audit.",
    [A, NRG], hand("a pharmacy-dispensing MCP server"))
add("j-auth-news-groups-de", ER, "valid",
    "Eilmeldungen freigeben dürfen nur Mitglieder der Gruppen „Chef vom Dienst“ und „Nachtredaktion“.",
    [A, POL, NRG], hand("a German newsroom CMS MCP server; names only who may"))
add("j-auth-uni-role-fr", ER, "valid",
    "Votre rôle « consultation des dossiers » ne permet pas de modifier une décision d'admission. "
    "Demandez au service des admissions de vous attribuer le rôle « jury » si vous devez statuer.",
    [A, POL], hand("a French university-admissions MCP server; names role held and required, with a next step"))
add("j-auth-wind-inactivity-es", ER, "valid",
    "Tu sesión en el portal del parque se cerró por inactividad. Vuelve a iniciar sesión con tu cuenta corporativa y repite la consulta.",
    [A], hand("a Spanish wind-farm portal MCP server"))
add("j-auth-rail-badge-it", ER, "valid",
    "Il tesserino del tecnico risulta disattivato. Contatta il coordinamento turni (interno 4410) per farlo riattivare.",
    [A], hand("an Italian railway-maintenance MCP server"))
add("j-auth-crowd-frozen-pt", ER, "valid",
    "A sua conta de criador está congelada enquanto analisamos uma contestação de pagamento.",
    [A, NRG], hand("a Portuguese crowdfunding MCP server (locked account)"))
add("j-auth-subtitle-magic-link-nl", ER, "valid",
    "We konden je identiteit niet bevestigen: deze inloglink is al gebruikt. Vraag via het aanmeldscherm een nieuwe link aan.",
    [A], hand("a Dutch subtitle-studio MCP server"))
add("j-auth-recycle-roles-ja", ER, "valid",
    "計量データの修正は場長および副場長のみが行えます。",
    [A, POL, NRG], hand("a Japanese recycling-centre MCP server; names only who may"))
add("j-auth-hotel-credential-zh", ER, "valid",
    "您的登录凭证已过期，请在前台系统中重新登录后再同步房态。",
    [A], hand("a Chinese hotel-housekeeping MCP server"))
add("j-auth-vet-key-swapped-ko", ER, "valid",
    "연동 키가 교체되어 더 이상 사용할 수 없습니다. 병원 관리자 화면에서 새 키를 복사해 연동 설정에 붙여 넣으세요.",
    [A], hand("a Korean veterinary-clinic MCP server"))
add("j-auth-court-sso-pl", ER, "valid",
    "Potwierdzenie tożsamości z systemu logowania sądu zostało odrzucone.",
    [A, NRG], hand("a Polish court e-filing MCP server"))
add("j-auth-payroll-delegation-tr", ER, "valid",
    "Muhasebe bürosuna verilen yetki devrinin süresi 31 Mart'ta doldu; bordro verilerine erişim kapatıldı.",
    [A, NRG], hand("a Turkish payroll MCP server (delegated grant expired)"))
add("j-auth-ct-tenant-jsonapi", ER, "valid",
    'Upstream stowage service answered 403: {"errors":[{"status":"403","code":"tenant_not_entitled",'
    '"title":"This tenant is not licensed for vessel stowage data"}]}',
    [A, RAW, NRG], hand("a TypeScript MCP server passing on an upstream JSON:API error body"))
t, lib, _ = real("boto_sig")
add("j-auth-subtitle-s3-signature", ER, "valid",
    "Delivery upload failed: " + t,
    [A, RAW], f"real output: {lib} ClientError from a botocore Stubber (S3 PutObject, SignatureDoesNotMatch) wrapped by hand; "
    "AWS's own 'Check your key and signing method.' counts as a next step")
add("j-auth-genomics-saml-de", ER, "valid",
    "**Anmeldung abgelehnt**\n\nDie SAML-Assertion des Instituts wurde abgelehnt (Zeitstempel außerhalb des gültigen Fensters).",
    [A, NRG], hand("a German genomics-lab MCP server, markdown-ish"))
add("j-auth-crowd-identity-check", ER, "valid",
    "> Payout blocked\nWe couldn't confirm who you are: the identity check on file expired on 1 June.\n"
    "Re-run the identity check from Settings → Payouts → Verify, then call schedule_payout again.",
    [A], hand("a crowdfunding MCP server"))

# ------------------------------------------------------------------ look-alikes (not auth)
add("j-auth-x-rental-extend", ER, "valid",
    "This reservation can't be extended: the car is booked by another customer from Friday 10:00. "
    "Return it by then, or book a different vehicle with create_reservation.",
    [], hand("a car-rental MCP server; business refusal with a next step"))
add("j-auth-x-hotel-out-of-order", ER, "valid",
    "Housekeeping update refused: room 512 is out of order (water damage reported 06:10).",
    [NRG], hand("a hotel-housekeeping MCP server; business refusal, 'refused' but not auth"))
add("j-auth-x-subtitle-oserror", ER, "valid",
    "Export failed: [Errno 13] Permission denied: '/srv/subtitles/exports/EP104_fr.srt'",
    [PA, RAW, NRG], hand("a Python MCP server passing on an OS PermissionError (a path matter, not auth)"))
add("j-auth-x-news-eacces", ER, "valid",
    "EACCES: permission denied, open '/var/lib/newsroom/uploads/2024/06/photo-8812.jpg'",
    [PA, RAW, NRG], hand("a Node MCP server passing on an fs EACCES error (a path matter, not auth)"))
add("j-auth-x-crowd-akamai", ER, "valid",
    "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \n"
    "You don't have permission to access \"http&#58;&#47;&#47;api&#46;backerhub&#46;example&#47;v1&#47;pledges\" on this server.<P>\n"
    "Reference&#32;&#35;18&#46;6f2e1cb8&#46;1718012345&#46;1a2b3c4d\n</BODY>\n</HTML>\n",
    [RAW, NRG], hand("an Akamai edge block page passed on as the result (CDN/WAF page: raw, not auth)"))
add("j-auth-x-recycle-cloudflare", ER, "valid",
    "Access denied | weighbridge.ecoparc.example used Cloudflare to restrict access\n\nError 1020\n"
    "Ray ID: 8a1b2c3d4e5f6789 • 2024-06-10 08:14:22 UTC\n\nWhat happened?\n"
    "This website is using a security service to protect itself from online attacks.\n\n"
    "Cloudflare Ray ID: 8a1b2c3d4e5f6789 • Your IP: 203.0.113.7 • Performance & security by Cloudflare",
    [RAW, NRG], hand("a Cloudflare 1020 page rendered to text and passed on (CDN/WAF page: raw, not auth)"))
add("j-auth-x-wind-site-access", ER, "valid",
    "Access to WTG-11 is closed: the crane pad flooded overnight and the site road is shut. "
    "Schedule the gearbox inspection for WTG-11 on or after 18 June.",
    [], hand("a wind-farm maintenance MCP server; 'access' means physical site access"))
add("j-auth-x-rail-track-access", ER, "valid",
    "Track access for km 42.1–44.8 is not available on 14 June: that possession has already been granted to the overhead-line team.",
    [NRG], hand("a railway-maintenance MCP server; 'access'/'granted' in the track-possession sense"))
add("j-auth-x-vet-jsonrpc-401", JR, "valid",
    jrpc("Unauthorized", {"code": -32001, "reason": "bearer token expired", "www_authenticate": "Bearer error=\"invalid_token\""}),
    [], hand("a veterinary MCP server answering on the JSON-RPC channel (the right channel, so not auth-failure-as-result)"))
add("j-auth-x-payroll-jsonrpc-403", JR, "valid",
    jrpc("Forbidden: insufficient role", {"required_role": "payroll_admin", "held_roles": ["line_manager"]}),
    [POL], hand("a payroll MCP server answering on the JSON-RPC channel; names roles, so policy-enumeration still applies"))
add("j-auth-x-subtitle-success-tokens", SR, "valid",
    "Transcript aligned: 1,482 tokens across 212 cues. Session token refreshed for the next batch (valid until 14:00 UTC).",
    [], hand("a subtitle-studio MCP server success text that mentions tokens"))
add("j-auth-x-genomics-success-perms", SR, "valid",
    '{"updated": true, "run": "GL-RUN-2024-117", "permissions": {"lab-tech": "read"}, "note": "Access key unchanged."}',
    [], hand("a genomics MCP server success (structuredContent) that mentions permissions and an access key"))
add("j-auth-x-pharm-unauthorised-med", ER, "valid",
    "Dispensing stopped: this item is an unauthorised medicine in Sweden (no marketing authorisation). "
    "Use check_alternatives to find an authorised equivalent.",
    [], hand("a pharmacy-dispensing MCP server; 'unauthorised' is a regulatory status of the product"))
add("j-auth-x-uni-credential-eval", ER, "valid",
    "Application incomplete: the applicant's credential evaluation from WES hasn't arrived yet. "
    "The admission decision can be recorded once it is attached.",
    [], hand("a university-admissions MCP server; 'credential' means an academic credential"))
add("j-auth-x-court-sealed", ER, "valid",
    "Case 2024-CV-0831 is sealed; documents cannot be filed to it electronically.",
    [NRG], hand("a court e-filing MCP server; a property of the case, not of the caller's credential"))
add("j-auth-x-ct-quote-expired", ER, "valid",
    "The quote for the Hamburg–Gdańsk feeder slot expired at 12:00 and prices have changed. Call get_slot_quote again for a current price.",
    [], hand("a container-terminal MCP server; 'expired' refers to a price quote"))
add("j-auth-x-water-prepay-token", ER, "valid",
    "Top-up code 4471-9920-1183 has already been loaded onto meter ZW-118204. Buy a new top-up with create_topup.",
    [], hand("a municipal-water MCP server; a prepayment top-up code, not a credential"))

b.write("auth-j.json")
