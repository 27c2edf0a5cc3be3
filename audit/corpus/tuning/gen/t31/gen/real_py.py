#!/usr/bin/env python3
"""Runs real Python libraries and records the model-visible messages they produce.
Usage: SCRATCH=<mktemp -d folder with venv> $SCRATCH/venv/bin/python real_py.py OUT.json
Each record: key -> {"text": raw library output, "sent": canary or value, "lib": library+version}.
The builder (build.py) wraps some of them in the tool's own sentence, as noted per entry."""
import json, os, sys, secrets, time, subprocess, socket, threading, ssl, sqlite3, base64, binascii
from importlib.metadata import version as V

OUT = sys.argv[1]
SCRATCH = os.environ["SCRATCH"]
rec = {}
def canary():
    return "twaudit-" + secrets.token_hex(4)
def put(key, text, lib, sent=None):
    rec[key] = {"text": text, "sent": sent, "lib": lib}

# ---------------- Django translation catalogs ----------------
import django
from django.conf import settings
settings.configure(USE_I18N=True, LANGUAGE_CODE="en",
                   INSTALLED_APPS=["django.contrib.auth", "django.contrib.contenttypes", "django.contrib.admin"])
django.setup()
from django.utils import translation
from django.utils.translation import gettext as _
from django.contrib.auth.forms import AuthenticationForm, PasswordChangeForm
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth import password_validation as pv
from django.core.exceptions import ValidationError
from django.core import validators
from django.core.paginator import Paginator, EmptyPage, PageNotAnInteger
DJ = "Django " + V("django")
def dj_msgs(exc):
    return " ".join(exc.messages)
with translation.override("de"):
    put("dj_inactive_de", str(AuthenticationForm.error_messages["inactive"]), DJ + " contrib.auth AuthenticationForm 'inactive' (de)")
with translation.override("hu"):
    put("dj_admin_hu", str(AdminAuthenticationForm.error_messages["invalid_login"]) % {"username": _("username")},
        DJ + " contrib.admin AdminAuthenticationForm 'invalid_login' (hu)")
with translation.override("fi"):
    put("dj_noperm_fi", _("You don’t have permission to view or edit anything."), DJ + " contrib.admin index message (fi)")
with translation.override("ja"):
    put("dj_oldpw_ja", str(PasswordChangeForm.error_messages["password_incorrect"]), DJ + " contrib.auth PasswordChangeForm 'password_incorrect' (ja)")
with translation.override("pt-br"):
    put("dj_login_ptbr", str(AuthenticationForm.error_messages["invalid_login"]) % {"username": _("username")},
        DJ + " contrib.auth AuthenticationForm 'invalid_login' (pt-br)")
# look-alikes: password strength on a NEW password, slug, max length, paginator
class U:  # a user object for the similarity validator
    username = "mbergstrom"; first_name = "Maja"; last_name = "Bergström"; email = "maja@example.se"
    class _meta:
        @staticmethod
        def get_field(n):
            from django.contrib.auth.models import User
            return User._meta.get_field(n)
with translation.override("ko"):
    try:
        pv.MinimumLengthValidator(12).validate("Kw9!x")
    except ValidationError as e:
        put("dj_pwshort_ko", dj_msgs(e), DJ + " MinimumLengthValidator(12) (ko)")
with translation.override("sv"):
    errs = []
    for v in (pv.UserAttributeSimilarityValidator(), pv.MinimumLengthValidator(10)):
        try:
            v.validate("mbergst", U)
        except ValidationError as e:
            errs += e.messages
    put("dj_pwsim_sv", " ".join(errs), DJ + " UserAttributeSimilarityValidator + MinimumLengthValidator(10) (sv)")
with translation.override("ru"):
    try:
        validators.validate_slug("склад №3/север")
    except ValidationError as e:
        put("dj_slug_ru", dj_msgs(e), DJ + " validate_slug (ru)")
with translation.override("pl"):
    c = canary(); big = c + "x" * 4992
    try:
        validators.MaxLengthValidator(280)(big)
    except ValidationError as e:
        put("dj_maxlen_pl", dj_msgs(e), DJ + " MaxLengthValidator(280) (pl)", sent=big)
with translation.override("es"):
    p = Paginator(list(range(95)), 20)
    try:
        p.page(0)
    except EmptyPage as e:
        put("dj_page_es", str(e), DJ + " Paginator.page(0) (es)", sent="0")
with translation.override("it"):
    p = Paginator(list(range(95)), 20)
    try:
        p.page(9)
    except EmptyPage as e:
        put("dj_page_it", str(e), DJ + " Paginator.page(9) (it)", sent="9")

# ---------------- PyJWT ----------------
import jwt
PJ = "PyJWT " + V("pyjwt")
key = secrets.token_hex(32)
now = int(time.time())
t = jwt.encode({"sub": "svc-ledger", "exp": now - 3600 * 7, "aud": "ledger-api"}, key, algorithm="HS256")
try:
    jwt.decode(t, key, algorithms=["HS256"], audience="ledger-api")
except Exception as e:
    put("pyjwt_expired", f"{type(e).__module__}.{type(e).__name__}: {e}", PJ)
t = jwt.encode({"sub": "svc-ledger", "iat": now + 420, "aud": "ledger-api"}, key, algorithm="HS256")
try:
    jwt.decode(t, key, algorithms=["HS256"], audience="ledger-api")
except Exception as e:
    put("pyjwt_immature", f"{type(e).__name__}: {e}", PJ)
t = jwt.encode({"sub": "u_8812", "aud": "https://crm.northwind.example"}, key, algorithm="HS256")
try:
    jwt.decode(t, key, algorithms=["HS256"], audience="https://payroll.northwind.example")
except Exception as e:
    put("pyjwt_aud", str(e), PJ)

# ---------------- oauthlib token endpoint ----------------
from oauthlib.oauth2 import BackendApplicationServer, WebApplicationServer, RequestValidator
OL = "oauthlib " + V("oauthlib")
class RV(RequestValidator):
    def authenticate_client(self, request, *a, **k): return False
    def client_authentication_required(self, request, *a, **k): return True
class RV2(RequestValidator):
    def client_authentication_required(self, request, *a, **k): return True
    def authenticate_client(self, request, *a, **k):
        request.client = type("C", (), {"client_id": "mcp-reports"})(); request.client_id = "mcp-reports"; return True
    def validate_grant_type(self, *a, **k): return True
    def validate_refresh_token(self, *a, **k): return False
    def get_original_scopes(self, *a, **k): return ["reports.read"]
h, body, status = BackendApplicationServer(RV()).create_token_response(
    "https://id.example/token", http_method="POST", body="grant_type=client_credentials",
    headers={"Content-Type": "application/x-www-form-urlencoded"})
put("oauth_invalid_client", json.dumps({"status": status, "body": json.loads(body)}), OL + " BackendApplicationServer token endpoint")
h, body, status = WebApplicationServer(RV2()).create_token_response(
    "https://id.example/token", http_method="POST", body="grant_type=refresh_token&refresh_token=" + secrets.token_urlsafe(24),
    headers={"Content-Type": "application/x-www-form-urlencoded"})
put("oauth_invalid_grant", f"{status} {body}", OL + " WebApplicationServer refresh_token grant")
from oauthlib.oauth2.rfc6749.errors import InsufficientScopeError
from oauthlib.openid.connect.core.exceptions import LoginRequired
put("oauth_insufficient_scope", InsufficientScopeError().json, OL + " InsufficientScopeError().json")
e = LoginRequired()
put("oidc_login_required", json.dumps({"error": e.error, "error_description": "The Authorization Server requires End-User authentication.", "status": e.status_code}), OL + " openid LoginRequired (error + status from oauthlib; description text from OIDC Core 3.1.2.6)")

# ---------------- stripe webhook signatures ----------------
import stripe
ST = "stripe-python " + V("stripe")
payload = json.dumps({"id": "evt_" + secrets.token_hex(12), "type": "invoice.paid"})
secret = "whsec_" + secrets.token_hex(16)
ts = int(time.time())
bad = f"t={ts},v1={secrets.token_hex(32)}"
try:
    stripe.Webhook.construct_event(payload, bad, secret)
except Exception as e:
    put("stripe_sig_mismatch", f"{type(e).__module__}.{type(e).__name__}: {e}", ST)
import hmac, hashlib
old = ts - 3 * 3600
sig = hmac.new(secret.encode(), f"{old}.{payload}".encode(), hashlib.sha256).hexdigest()
try:
    stripe.Webhook.construct_event(payload, f"t={old},v1={sig}", secret)
except Exception as e:
    put("stripe_tolerance", str(e), ST)

# ---------------- ldap3 mock bind ----------------
from ldap3 import Server, Connection, MOCK_SYNC
LD = "ldap3 " + V("ldap3")
srv = Server("ldap-mock")
c0 = Connection(srv, user="cn=admin,dc=corp,dc=example", password="x", client_strategy=MOCK_SYNC)
c0.strategy.add_entry("cn=svc-mcp,ou=services,dc=corp,dc=example", {"userPassword": "correct-horse", "sn": "svc"})
c = Connection(srv, user="cn=svc-mcp,ou=services,dc=corp,dc=example", password="stale-password", client_strategy=MOCK_SYNC)
ok = c.bind()
put("ldap_bind", repr(c.result), LD + " MOCK_SYNC bind")

# ---------------- SMTP (aiosmtpd server, smtplib client) ----------------
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult
import smtplib
SM = "aiosmtpd " + V("aiosmtpd") + " server + Python " + sys.version.split()[0] + " smtplib client"
def authenticator(server, session, envelope, mechanism, auth_data):
    return AuthResult(success=False, handled=False)
class H:
    async def handle_DATA(self, server, session, envelope): return "250 OK"
_sk = socket.socket(); _sk.bind(("127.0.0.1", 0)); _port = _sk.getsockname()[1]; _sk.close()
ctl = Controller(H(), hostname="127.0.0.1", port=_port, authenticator=authenticator, auth_require_tls=False, auth_required=True)
ctl.start()
port = _port
try:
    s = smtplib.SMTP("127.0.0.1", port); s.ehlo(); s.login("receipts@lisboa-padaria.example", "old-app-password")
except Exception as e:
    put("smtp_535", f"{type(e).__name__}: {e}", SM)
try:
    s = smtplib.SMTP("127.0.0.1", port); s.ehlo(); s.sendmail("faktury@novak-stavby.example", ["ucetni@novak-stavby.example"], "Subject: x\r\n\r\nx")
except Exception as e:
    put("smtp_530", str(e.args) if hasattr(e, "args") else str(e), SM)
ctl.stop()

# ---------------- requests: 401 from a local HTTP server, refused connection ----------------
import requests
from http.server import BaseHTTPRequestHandler, HTTPServer
RQ = "requests " + V("requests")
class HH(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(401); self.send_header("WWW-Authenticate", 'Bearer realm="ledger"'); self.end_headers()
    def log_message(self, *a): pass
hs = HTTPServer(("127.0.0.1", 0), HH); th = threading.Thread(target=hs.serve_forever, daemon=True); th.start()
r = requests.get(f"http://127.0.0.1:{hs.server_port}/api/v2/ledgers/4417/entries?since=2025-05-01")
try:
    r.raise_for_status()
except Exception as e:
    put("requests_401", str(e), RQ + " against a local http.server answering 401")
hs.shutdown()
sk = socket.socket(); sk.bind(("127.0.0.1", 0)); free = sk.getsockname()[1]; sk.close()
try:
    requests.get(f"http://127.0.0.1:{free}/v1/quotes/Q-20931", timeout=3)
except Exception as e:
    put("requests_refused", f"{type(e).__module__}.{type(e).__name__}: {e}", RQ + " against a closed local port")

# ---------------- TLS: client certificate required / unknown CA / server cert untrusted ----------------
TL = "Python " + sys.version.split()[0] + " ssl (" + ssl.OPENSSL_VERSION + ")"
d = os.path.join(SCRATCH, "pki"); os.makedirs(d, exist_ok=True)
def sh(c): subprocess.run(c, shell=True, check=True, cwd=d, capture_output=True)
sh("openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 2 -subj '/CN=Test CA'")
sh("openssl req -newkey rsa:2048 -nodes -keyout srv.key -out srv.csr -subj '/CN=localhost'")
sh("openssl x509 -req -in srv.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out srv.pem -days 2")
sh("openssl req -x509 -newkey rsa:2048 -nodes -keyout rogue.key -out rogue.pem -days 2 -subj '/CN=mcp-client'")
def tls_server(result):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER); ctx.load_cert_chain(os.path.join(d, "srv.pem"), os.path.join(d, "srv.key"))
    ctx.verify_mode = ssl.CERT_REQUIRED; ctx.load_verify_locations(os.path.join(d, "ca.pem"))
    ls = socket.socket(); ls.bind(("127.0.0.1", 0)); ls.listen(5); result["port"] = ls.getsockname()[1]
    def loop():
        for _ in range(3):
            conn, _a = ls.accept()
            try:
                t = ctx.wrap_socket(conn, server_side=True); t.recv(10)
            except Exception:
                pass
            finally:
                conn.close()
    threading.Thread(target=loop, daemon=True).start()
res = {}; tls_server(res); time.sleep(0.2)
def client(cert=None, verify=True):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    if verify:
        ctx.load_verify_locations(os.path.join(d, "ca.pem"))
    else:
        ctx.load_verify_locations(os.path.join(d, "rogue.pem"))
    if cert == "rogue":
        ctx.maximum_version = ssl.TLSVersion.TLSv1_2
    if cert:
        ctx.load_cert_chain(os.path.join(d, cert + ".pem"), os.path.join(d, cert + ".key"))
    s = socket.create_connection(("127.0.0.1", res["port"]))
    t = ctx.wrap_socket(s, server_hostname="localhost")
    t.sendall(b"ping"); t.recv(10)
for key, cert, verify in [("tls_cert_required", None, True), ("tls_unknown_ca", "rogue", True), ("tls_verify_failed", None, False)]:
    try:
        client(cert, verify)
        put(key, "no error", TL)
    except Exception as e:
        put(key, f"{type(e).__module__}.{type(e).__name__}: {e}", TL)

# ---------------- botocore without credentials ----------------
import botocore.session
BC = "botocore " + V("botocore")
os.environ.pop("AWS_ACCESS_KEY_ID", None); os.environ["AWS_CONFIG_FILE"] = "/nonexistent"; os.environ["AWS_SHARED_CREDENTIALS_FILE"] = "/nonexistent"
os.environ["AWS_EC2_METADATA_DISABLED"] = "true"
try:
    bs = botocore.session.get_session().create_client("s3", region_name="eu-west-1")
    bs.list_objects_v2(Bucket="invoices-archive-eu")
except Exception as e:
    put("boto_nocreds", f"{type(e).__module__}.{type(e).__name__}: {e}", BC)

# ---------------- sqlite3 ----------------
SQ = "Python sqlite3 (SQLite " + sqlite3.sqlite_version + ")"
db = os.path.join(SCRATCH, "shop.db")
if os.path.exists(db): os.remove(db)
cx = sqlite3.connect(db); cx.execute("PRAGMA foreign_keys=ON")
cx.executescript("""create table idempotency_keys(key text primary key, request_hash text);
create table accounts(id integer primary key); create table contacts(id integer primary key, account_id integer references accounts(id));
insert into idempotency_keys values('k1','h1');""")
try:
    cx.execute("insert into idempotency_keys values('k1','h2')")
except Exception as e:
    put("sqlite_unique_idem", f"{type(e).__module__}.{type(e).__name__}: {e}", SQ)
try:
    cx.execute("insert into contacts(account_id) values(9921)")
except Exception as e:
    put("sqlite_fk", f"{type(e).__name__}: {e}", SQ)
cx.commit()
a = sqlite3.connect(db, timeout=0); a.execute("begin exclusive")
b = sqlite3.connect(db, timeout=0)
try:
    b.execute("insert into accounts values(5)")
except Exception as e:
    put("sqlite_locked", f"{type(e).__module__}.{type(e).__name__}: {e}", SQ)
a.rollback(); a.close(); b.close(); cx.close()
ro = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
try:
    ro.execute("insert into accounts values(6)")
except Exception as e:
    put("sqlite_readonly", f"{type(e).__name__}: {e}", SQ)

# ---------------- a KeyError traceback from a tool handler ----------------
app = os.path.join(SCRATCH, "srv", "mcp_billing"); os.makedirs(app, exist_ok=True)
open(os.path.join(app, "handlers.py"), "w").write(
"""import json

def load_profile(raw):
    profile = json.loads(raw)
    return profile

def refresh_dashboard(raw):
    profile = load_profile(raw)
    token = profile["session_token"]
    return {"ok": True, "token_len": len(token)}
""")
p = subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, %r); import handlers; handlers.refresh_dashboard('{\"user\": \"ana\"}')" % app],
                   capture_output=True, text=True)
put("keyerror_tb", p.stderr.strip(), "CPython " + sys.version.split()[0] + " traceback from a handler reading a missing dict key")

# ---------------- OS permission denied (process dropped to uid 65534) ----------------
base = os.path.join(SCRATCH, "srv", "exports"); os.makedirs(base, exist_ok=True)
trav = "../../../../etc/shadow"
code = "import os; os.setgid(65534); os.setuid(65534); open(os.path.join(%r, %r))" % (base, trav)
p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
put("oserr_shadow", p.stderr.strip().splitlines()[-1], "CPython " + sys.version.split()[0] + " open() as uid 65534", sent=trav)

# ---------------- base64url pagination cursor (base64url of a JSON object) ----------------
c = canary()
try:
    json.loads(base64.urlsafe_b64decode(c).decode("utf-8"))
except Exception as e:
    put("b64_cursor", f"{type(e).__name__}: {e}", "CPython " + sys.version.split()[0] + " base64.urlsafe_b64decode + bytes.decode + json.loads", sent=c)

json.dump(rec, open(OUT, "w"), ensure_ascii=False, indent=1)
print("records:", len(rec))
