"""Capture real, model-visible failure text from Python libraries for batch 26.

Run:  PYTHONPATH=/tmp/tw26/py python3 /work/dev-26/gen/real_py.py
Writes /work/dev-26/gen/real_py.json : {key: {"text": ..., "lib": ...}}

Everything here is produced by running the library code: Django / DRF /
simplejwt messages under translation.activate(<lang>), PyJWT exceptions and
tracebacks, requests / slack_sdk / PyGithub against a loopback HTTP server that
answers like the real upstream, casbin / oso / regopy decisions, botocore's
ClientError rendering (Stubber), and an OS PermissionError.
"""
import json
import os
import sys
import threading
import time
import traceback
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, HTTPServer

OUT = {}


def put(key, text, lib):
    OUT[key] = {"text": text, "lib": lib}


def ver(mod):
    from importlib.metadata import version
    return version(mod)


# --------------------------------------------------------------------------- Django setup
import django
from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY="tw26-not-a-secret-key-for-corpus-generation-only-0123456789",
    USE_I18N=True,
    LANGUAGE_CODE="en",
    INSTALLED_APPS=[
        "django.contrib.contenttypes",
        "django.contrib.auth",
        "rest_framework",
        "rest_framework.authtoken",
        "rest_framework_simplejwt",
        "rest_framework_simplejwt.token_blacklist",
    ],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[],
    REST_FRAMEWORK={
        "DEFAULT_AUTHENTICATION_CLASSES": [],
        "UNAUTHENTICATED_USER": None,
    },
    SIMPLE_JWT={"ACCESS_TOKEN_LIFETIME": timedelta(minutes=5)},
    DEFAULT_AUTO_FIELD="django.db.models.AutoField",
)
urlpatterns = []
django.setup()

from django.core.management import call_command
from django.utils import translation

call_command("migrate", verbosity=0)

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import AuthenticationForm
from django.core import validators
from django.core.exceptions import ValidationError as DjValidationError
from rest_framework import exceptions as drf_exc
from rest_framework import serializers
from rest_framework.authentication import TokenAuthentication
from rest_framework.authtoken.models import Token as DrfToken
from rest_framework.permissions import IsAdminUser, IsAuthenticated
from rest_framework.test import APIRequestFactory
from rest_framework.throttling import SimpleRateThrottle
from rest_framework.views import APIView
from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken, TokenError
from rest_framework_simplejwt.serializers import (TokenObtainPairSerializer,
                                                  TokenRefreshSerializer)
from rest_framework_simplejwt.tokens import AccessToken, RefreshToken

User = get_user_model()
DJ = f"Django {ver('django')}"
DRF = f"djangorestframework {ver('djangorestframework')}"
SJWT = f"djangorestframework-simplejwt {ver('djangorestframework-simplejwt')}"

alice = User.objects.create_user("alice", "alice@example.org", "correct horse")
dormant = User.objects.create_user("dormant", "d@example.org", "pw-123456", is_active=False)
factory = APIRequestFactory()


def detail_text(detail):
    """DRF ErrorDetail / dict / list -> plain JSON-able structure."""
    if isinstance(detail, dict):
        return {k: detail_text(v) for k, v in detail.items()}
    if isinstance(detail, list):
        return [detail_text(v) for v in detail]
    return str(detail)


def run_view(view_cls, lang, request=None):
    with translation.override(lang):
        req = request or factory.get("/x", HTTP_ACCEPT_LANGUAGE=lang)
        resp = view_cls.as_view()(req)
        resp.render() if hasattr(resp, "render") else None
        return resp.status_code, detail_text(resp.data)


# --- DRF TokenAuthentication with a token that does not exist (de)
class TokenView(APIView):
    authentication_classes = [TokenAuthentication]
    permission_classes = [IsAuthenticated]

    def get(self, request):
        return None


status, data = run_view(TokenView, "de", factory.get("/x", HTTP_AUTHORIZATION="Token 3f1c2e9ab0d44e7f9d1a0b7c6e5f4a3b2c1d0e9f"))
put("drf_invalid_token_de", data["detail"], f"{DRF} TokenAuthentication, LANGUAGE de, HTTP {status}")

# --- DRF TokenAuthentication where the key belongs to an inactive user (fr)
tok = DrfToken.objects.create(user=dormant)
status, data = run_view(TokenView, "fr", factory.get("/x", HTTP_AUTHORIZATION=f"Token {tok.key}"))
put("drf_user_inactive_fr", data["detail"], f"{DRF} TokenAuthentication, LANGUAGE fr, HTTP {status}")

# --- DRF NotAuthenticated (ru)
status, data = run_view(TokenView, "ru")
put("drf_not_authenticated_ru", data["detail"], f"{DRF} IsAuthenticated, LANGUAGE ru, HTTP {status}")


# --- DRF PermissionDenied for a non-admin user (ja)
class AdminView(APIView):
    authentication_classes = [TokenAuthentication]
    permission_classes = [IsAdminUser]

    def get(self, request):
        return None


atok = DrfToken.objects.create(user=alice)
status, data = run_view(AdminView, "ja", factory.get("/x", HTTP_AUTHORIZATION=f"Token {atok.key}"))
put("drf_permission_denied_ja", data["detail"], f"{DRF} IsAdminUser, LANGUAGE ja, HTTP {status}")

# --- DRF Throttled with a wait (ko, vi)
for lang, wait in (("ko", 42), ("id", 17), ("zh_Hans", 600)):
    with translation.override(lang):
        e = drf_exc.Throttled(wait=wait)
        put(f"drf_throttled_{lang}", str(e.detail), f"{DRF} exceptions.Throttled(wait={wait}), LANGUAGE {lang}")


# --- DRF serializer field validation
class ProbeSerializer(serializers.Serializer):
    limit = serializers.IntegerField(min_value=1, max_value=100)
    sort = serializers.ChoiceField(choices=["newest", "oldest", "relevance"])
    title = serializers.CharField(max_length=200)
    note = serializers.CharField()


def ser_errors(lang, data, field):
    with translation.override(lang):
        s = ProbeSerializer(data=data)
        s.is_valid()
        return {field: detail_text(s.errors[field])}


base = {"limit": 10, "sort": "newest", "title": "t", "note": "n"}
put("drf_above_max_it", ser_errors("it", {**base, "limit": 1000001}, "limit"), f"{DRF} IntegerField(max_value=100), LANGUAGE it")
put("drf_below_min_pt", ser_errors("pt_BR", {**base, "limit": -5}, "limit"), f"{DRF} IntegerField(min_value=1), LANGUAGE pt_BR")
put("drf_wrong_type_hu", ser_errors("hu", {**base, "limit": "twaudit-5d0e3a71"}, "limit"), f"{DRF} IntegerField, LANGUAGE hu")
put("drf_choice_nl", ser_errors("nl", {**base, "sort": "twaudit-8b41c0d2"}, "sort"), f"{DRF} ChoiceField, LANGUAGE nl")
nb = dict(base); del nb["note"]
put("drf_required_sv", ser_errors("sv", nb, "note"), f"{DRF} CharField required, LANGUAGE sv")
put("drf_blank_fi", ser_errors("fi", {**base, "note": ""}, "note"), f"{DRF} CharField blank, LANGUAGE fi")
put("drf_max_length_cs", ser_errors("cs", {**base, "title": "twaudit-c7a93e10" + "A" * 9984}, "title"), f"{DRF} CharField(max_length=200), LANGUAGE cs")
put("drf_wrong_type_en_ca", ser_errors("ca", {**base, "limit": "twaudit-19fe27b6"}, "limit"), f"{DRF} IntegerField, LANGUAGE ca")


# --- simplejwt: expired access token through JWTAuthentication (es)
expired = AccessToken.for_user(alice)
expired.set_exp(from_time=datetime.now(timezone.utc) - timedelta(hours=3), lifetime=timedelta(minutes=5))
with translation.override("es"):
    try:
        JWTAuthentication().get_validated_token(str(expired).encode())
    except InvalidToken as e:
        put("sjwt_expired_es", detail_text(e.detail), f"{SJWT} JWTAuthentication.get_validated_token, LANGUAGE es")

# --- simplejwt: inactive user (pl)
with translation.override("pl"):
    tok_d = AccessToken.for_user(dormant)
    try:
        JWTAuthentication().get_user(tok_d)
    except drf_exc.AuthenticationFailed as e:
        put("sjwt_user_inactive_pl", detail_text(e.detail), f"{SJWT} JWTAuthentication.get_user, LANGUAGE pl")

# --- simplejwt: obtain pair with wrong password (ro)
with translation.override("ro"):
    s = TokenObtainPairSerializer(data={"username": "alice", "password": "twaudit-0a6f92c4"})
    try:
        s.is_valid(raise_exception=True)
    except drf_exc.AuthenticationFailed as e:
        put("sjwt_no_active_account_ro", str(e.detail), f"{SJWT} TokenObtainPairSerializer, LANGUAGE ro")

# --- simplejwt: blacklisted refresh token (tr)
rt = RefreshToken.for_user(alice)
raw_rt = str(rt)
rt.blacklist()
with translation.override("tr"):
    try:
        RefreshToken(raw_rt)
    except TokenError as e:
        put("sjwt_blacklisted_tr", str(e), f"{SJWT} RefreshToken(...) after blacklist(), LANGUAGE tr")

# --- simplejwt: refresh token presented where an access token goes (uk)
rt2 = RefreshToken.for_user(alice)
with translation.override("uk"):
    try:
        AccessToken(str(rt2))
    except TokenError as e:
        put("sjwt_wrong_type_uk", str(e), f"{SJWT} AccessToken(<refresh token>), LANGUAGE uk")

# --- Django AuthenticationForm: inactive account (nl), wrong password (it)
for lang, user, pw, key in (("nl", "dormant", "pw-123456", "dj_inactive_nl"), ("it", "alice", "twaudit-e4b1d9a7", "dj_invalid_login_it")):
    with translation.override(lang):
        f = AuthenticationForm(data={"username": user, "password": pw})
        f.is_valid()
        put(key, " ".join(str(m) for m in f.non_field_errors()), f"{DJ} contrib.auth.forms.AuthenticationForm, LANGUAGE {lang}")
# inactive user only reaches confirm_login_allowed when the backend lets it through:
with translation.override("nl"):
    f = AuthenticationForm(data={"username": "dormant", "password": "pw-123456"})
    try:
        f.confirm_login_allowed(dormant)
    except DjValidationError as e:
        put("dj_inactive_nl", " ".join(e.messages), f"{DJ} AuthenticationForm.confirm_login_allowed, LANGUAGE nl")

# --- Django validators (el, id)
with translation.override("el"):
    try:
        validators.MaxValueValidator(500)(1000001)
    except DjValidationError as e:
        put("dj_max_value_el", e.messages[0], f"{DJ} MaxValueValidator(500), LANGUAGE el")
with translation.override("id"):
    try:
        validators.MinLengthValidator(3)("")
    except DjValidationError as e:
        put("dj_min_length_id", e.messages[0], f"{DJ} MinLengthValidator(3), LANGUAGE id")
with translation.override("da"):
    try:
        forms.IntegerField(min_value=1, max_value=50).clean("0")
    except DjValidationError as e:
        put("dj_min_value_da", e.messages[0], f"{DJ} forms.IntegerField(min_value=1), LANGUAGE da")

# --------------------------------------------------------------------------- PyJWT
import jwt

PYJWT = f"PyJWT {ver('pyjwt')}"
key = "tw26-hs256-secret-key-of-32-bytes!!"
tok = jwt.encode({"sub": "u-1842", "aud": "crm-api", "exp": int(time.time()) - 3600}, key, algorithm="HS256")
sys.path.insert(0, "/tmp/tw26/app")  # a stand-in MCP server package that verifies bearer tokens
from crm_mcp.server import call_tool
res = call_tool("search_contacts", {"query": "twaudit-6a0d2f88"}, {"authorization": "Bearer " + tok}, key)
put("pyjwt_expired_tb", res["content"][0]["text"], f"{PYJWT} via a stand-in MCP handler (crm_mcp.server.call_tool) returning traceback.format_exc()")
tok2 = jwt.encode({"sub": "u-1842", "aud": "billing-api", "exp": int(time.time()) + 3600}, key, algorithm="HS256")
try:
    jwt.decode(tok2, key, algorithms=["HS256"], audience="mcp-gateway")
except jwt.InvalidAudienceError as e:
    put("pyjwt_audience", f"{type(e).__module__}.{type(e).__name__}: {e}", f"{PYJWT} jwt.decode InvalidAudienceError")
tok3 = jwt.encode({"sub": "u-1842", "exp": int(time.time()) + 3600}, "some-other-signing-key-0123456789ab", algorithm="HS256")
try:
    jwt.decode(tok3, key, algorithms=["HS256"])
except jwt.InvalidSignatureError as e:
    put("pyjwt_signature", f"{type(e).__name__}: {e}", f"{PYJWT} jwt.decode InvalidSignatureError")


# --------------------------------------------------------------------------- loopback upstreams
class H(BaseHTTPRequestHandler):
    routes = {}

    def _answer(self):
        for prefix, (code, body, headers) in self.routes.items():
            if self.path.startswith(prefix):
                self.send_response(code)
                for k, v in headers.items():
                    self.send_header(k, v)
                data = body.encode()
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                return
        self.send_response(404)
        self.end_headers()

    do_GET = do_POST = _answer

    def log_message(self, *a):
        pass


H.routes = {
    "/api/chat.postMessage": (200, json.dumps({"ok": False, "error": "token_revoked"}), {"Content-Type": "application/json"}),
    "/user/repos": (401, json.dumps({"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}), {"Content-Type": "application/json"}),
    "/repos/": (401, json.dumps({"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"}), {"Content-Type": "application/json"}),
    "/v2/contacts": (401, json.dumps({"error": "invalid_token", "error_description": "The access token expired"}), {"Content-Type": "application/json", "WWW-Authenticate": 'Bearer error="invalid_token"'}),
}
srv = HTTPServer(("127.0.0.1", 0), H)
port = srv.server_address[1]
threading.Thread(target=srv.serve_forever, daemon=True).start()
LOCAL = f"http://127.0.0.1:{port}"

import requests

try:
    r = requests.get(f"{LOCAL}/v2/contacts?owner=twaudit-2b7e90c1", timeout=5)
    r.raise_for_status()
except requests.HTTPError as e:
    # the tool ran against crm.internal.example.net in production; only the base URL is replaced
    put("requests_401", (str(e).replace(LOCAL, "https://crm.internal.example.net"), r.text),
        f"requests {ver('requests')} HTTPError (loopback stand-in, base URL rewritten)")

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

try:
    WebClient(token="xoxb-000000000000-0000000000000-twaudit5c1", base_url=f"{LOCAL}/api/").chat_postMessage(channel="C0123ABCD", text="hi")
except SlackApiError as e:
    put("slack_token_revoked", str(e).replace(f"{LOCAL}/api/", "https://slack.com/api/"),
        f"slack_sdk {ver('slack_sdk')} SlackApiError (loopback stand-in, base URL rewritten)")

from github import Auth, Github, GithubException

try:
    g = Github(auth=Auth.Token("ghp_twaudit4e7d0b93expiredtokenxxxxxxxx"), base_url=f"{LOCAL}", retry=None)
    g.get_repo("acme/billing").get_issues()
except GithubException as e:
    put("github_bad_credentials", str(e), f"PyGithub {ver('pygithub')} GithubException (loopback stand-in)")
srv.shutdown()

# --------------------------------------------------------------------------- casbin
import casbin

gen_dir = os.path.dirname(os.path.abspath(__file__))
model_path = os.path.join(gen_dir, "casbin_model.conf")
policy_path = os.path.join(gen_dir, "casbin_policy.csv")
with open(model_path, "w") as f:
    f.write("""[request_definition]
r = sub, obj, act

[policy_definition]
p = sub, obj, act, eft

[role_definition]
g = _, _

[policy_effect]
e = some(where (p.eft == allow)) && !some(where (p.eft == deny))

[matchers]
m = g(r.sub, p.sub) && keyMatch(r.obj, p.obj) && r.act == p.act
""")
with open(policy_path, "w") as f:
    f.write("""p, accountant, invoices, read, allow
p, accountant, invoices, write, allow
p, contractor, invoices, write, deny
g, marc.dubois, accountant
g, marc.dubois, contractor
""")
enf = casbin.Enforcer(model_path, policy_path)
ok, explain = enf.enforce_ex("marc.dubois", "invoices", "write")
put("casbin_deny", {"allowed": ok, "explain": explain}, f"casbin {ver('casbin')} Enforcer.enforce_ex")

# --------------------------------------------------------------------------- oso
from oso import Oso, ForbiddenError, NotFoundError


class UserO:
    def __init__(self, name, role):
        self.name, self.role = name, role


class Report:
    def __init__(self, owner):
        self.owner = owner


o = Oso()
o.register_class(UserO, name="User")
o.register_class(Report)
o.load_str("""
allow(actor: User, "read", report: Report) if report.owner = actor.name;
allow(actor: User, "delete", report: Report) if report.owner = actor.name and actor.role = "owner";
""")
try:
    o.authorize(UserO("kim", "member"), "delete", Report("kim"))
except ForbiddenError as e:
    put("oso_forbidden", str(e), f"oso {ver('oso')} Oso.authorize")
try:
    o.authorize(UserO("kim", "member"), "read", Report("lee"))
except NotFoundError as e:
    put("oso_notfound", str(e), f"oso {ver('oso')} Oso.authorize")

# --------------------------------------------------------------------------- regopy (OPA Rego)
import regopy

rego = regopy.Interpreter()
rego.add_module("mcp.authz", """
package mcp.authz

default allow := false

required_role := "finance-approver"

allow if required_role in input.token.roles

reasons contains msg if {
    not required_role in input.token.roles
    msg := sprintf("نقش لازم «%s» در توکن نیست؛ نقش‌های توکن: %v", [required_role, input.token.roles])
}
""")
rego.set_input_term(json.dumps({"token": {"sub": "u-5521", "roles": ["viewer", "expenses-submitter"]}, "action": "approve"}))
out = rego.query("x = data.mcp.authz.allow; r = data.mcp.authz.reasons")
put("opa_fa", json.loads(str(out)), f"regopy {ver('regopy')} (OPA Rego interpreter) Interpreter.query")

rego2 = regopy.Interpreter()
rego2.add_module("gw.token", """
package gw.token

default valid := false

valid if {
    input.token.aud == "mcp-gateway"
    input.token.exp > input.now
}

deny contains "토큰이 만료되었습니다" if input.token.exp <= input.now
deny contains "이 토큰은 다른 서비스용으로 발급되었습니다" if input.token.aud != "mcp-gateway"
""")
rego2.set_input_term(json.dumps({"token": {"aud": "reporting-ui", "exp": 1717000000}, "now": 1717003600}))
out2 = rego2.query("v = data.gw.token.valid; d = data.gw.token.deny")
put("opa_ko", json.loads(str(out2)), f"regopy {ver('regopy')} (OPA Rego interpreter) Interpreter.query")

# region allow-list (policy only) and the gatekeeper-library k8sallowedrepos rule
rego3 = regopy.Interpreter()
rego3.add_module("storage.residency", """
package storage.residency

allowed_regions := ["eu-west-3", "eu-central-1"]

deny contains msg if {
    not input.region in allowed_regions
    msg := sprintf("la politique de l'organisation n'autorise la création de buckets que dans les régions %v", [allowed_regions])
}
""")
rego3.set_input_term(json.dumps({"bucket": "twaudit-31c5e8f0-exports", "region": "us-east-1"}))
out3 = rego3.query("d = data.storage.residency.deny")
put("opa_fr_regions", json.loads(str(out3)), f"regopy {ver('regopy')} (OPA Rego interpreter) Interpreter.query")

rego4 = regopy.Interpreter()
rego4.add_module("k8sallowedrepos", """
package k8sallowedrepos

violation contains {"msg": msg} if {
    some container in input.review.object.spec.containers
    not strings.any_prefix_match(container.image, input.parameters.repos)
    msg := sprintf("container <%v> has an invalid image repo <%v>, allowed repos are %v", [container.name, container.image, input.parameters.repos])
}
""")
rego4.set_input_term(json.dumps({"parameters": {"repos": ["ghcr.io/acme/", "registry.acme.io/"]},
                                 "review": {"object": {"spec": {"containers": [{"name": "api", "image": "docker.io/twaudit-5e8a12c3/api:latest"}]}}}}))
out4 = rego4.query("v = data.k8sallowedrepos.violation")
put("opa_gatekeeper_repos", json.loads(str(out4)), f"regopy {ver('regopy')} evaluating the gatekeeper-library k8sallowedrepos rule")

# --------------------------------------------------------------------------- botocore ClientError (Stubber)
import botocore.session
from botocore.stub import Stubber

bs = botocore.session.get_session()
cog = bs.create_client("cognito-idp", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="y")
with Stubber(cog) as st:
    st.add_client_error("initiate_auth", service_error_code="NotAuthorizedException",
                        service_message="Refresh Token has been revoked", http_status_code=400)
    try:
        cog.initiate_auth(AuthFlow="REFRESH_TOKEN_AUTH", ClientId="4tq1vsl6bq0c2m1n9k3j5h7g8f",
                          AuthParameters={"REFRESH_TOKEN": "eyJ..."})
    except cog.exceptions.NotAuthorizedException as e:
        put("cognito_revoked", str(e), f"botocore {ver('botocore')} ClientError via Stubber (documented Cognito message)")
s3 = bs.create_client("s3", region_name="eu-central-1", aws_access_key_id="x", aws_secret_access_key="y")
with Stubber(s3) as st:
    st.add_client_error("get_object", service_error_code="ExpiredToken",
                        service_message="The provided token has expired.", http_status_code=400)
    try:
        s3.get_object(Bucket="acme-reports-prod", Key="2025/q1/summary.pdf")
    except Exception as e:
        put("s3_expired_token", f"{type(e).__name__}: {e}", f"botocore {ver('botocore')} ClientError via Stubber (documented S3 message)")

with open(os.path.join(gen_dir, "real_py.json"), "w") as f:
    json.dump(OUT, f, ensure_ascii=False, indent=1)
print(len(OUT), "captures")
for k, v in OUT.items():
    print("==", k, "|", v["lib"])
    print(v["text"] if isinstance(v["text"], str) else json.dumps(v["text"], ensure_ascii=False))
