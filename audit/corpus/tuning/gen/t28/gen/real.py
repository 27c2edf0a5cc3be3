#!/usr/bin/env python3
"""Produce real library output for batch 28 and cache it in gen/real_out.json.

Run with the scratch site-packages on the path, e.g.
    REAL_SITE=/tmp/d28-XXXXXXXX/site python3 gen/real.py
Needs: Django 5.2, djangorestframework 3.18, djangorestframework-simplejwt 5.5, PyJWT 2.x,
jsonschema 4.x (all pip-installed into the scratch folder), plus python3's sqlite3 and go.
Each snippet runs the library for real; the MCP tool wrapper around it is in build.py.
"""
import json
import os
import subprocess
import sys
import tempfile
import traceback
from datetime import timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.environ.get("REAL_SITE", ""))

import django  # noqa: E402
from django.conf import settings  # noqa: E402

settings.configure(
    USE_I18N=True,
    USE_TZ=True,
    SECRET_KEY="batch28-not-a-secret-" + "x" * 40,
    INSTALLED_APPS=[
        "django.contrib.auth",
        "django.contrib.contenttypes",
        "rest_framework",
        "rest_framework_simplejwt",
        "rest_framework_simplejwt.token_blacklist",
    ],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
    AUTHENTICATION_BACKENDS=["django.contrib.auth.backends.AllowAllUsersModelBackend"],
    REST_FRAMEWORK={
        "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework_simplejwt.authentication.JWTAuthentication"],
        "DEFAULT_THROTTLE_RATES": {"user": "3/min", "anon": "3/min"},
        "UNICODE_JSON": True,
    },
    SIMPLE_JWT={"ROTATE_REFRESH_TOKENS": True, "BLACKLIST_AFTER_ROTATION": True},
    CACHES={"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}},
    ROOT_URLCONF=__name__,
    ALLOWED_HOSTS=["*"],
)
django.setup()
urlpatterns = []

from django.contrib.auth import get_user_model  # noqa: E402
from django.contrib.auth.forms import AuthenticationForm  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.utils import translation  # noqa: E402
from rest_framework import serializers  # noqa: E402
from rest_framework.permissions import IsAdminUser, IsAuthenticated  # noqa: E402
from rest_framework.response import Response  # noqa: E402
from rest_framework.test import APIRequestFactory  # noqa: E402
from rest_framework.throttling import UserRateThrottle  # noqa: E402
from rest_framework.views import APIView  # noqa: E402
from rest_framework_simplejwt.tokens import AccessToken, RefreshToken  # noqa: E402
from rest_framework_simplejwt.views import TokenObtainPairView, TokenRefreshView  # noqa: E402

call_command("migrate", verbosity=0)
User = get_user_model()
alice = User.objects.create_user("alice", password="correct horse battery")
bob = User.objects.create_user("bob", password="hunter2-hunter2")
bob.is_active = False
bob.save()

factory = APIRequestFactory()
out = {}


class Orders(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request):
        return Response({"orders": []})


class AdminReport(APIView):
    permission_classes = [IsAdminUser]

    def get(self, request):
        return Response({"rows": []})


class Throttled(APIView):
    permission_classes = [IsAuthenticated]
    throttle_classes = [UserRateThrottle]

    def get(self, request):
        return Response({"ok": True})


def call(view, lang, token=None, method="get", data=None, times=1):
    with translation.override(lang):
        resp = None
        for _ in range(times):
            kw = {"HTTP_AUTHORIZATION": f"Bearer {token}"} if token else {}
            kw["HTTP_ACCEPT_LANGUAGE"] = lang
            req = getattr(factory, method)("/x", data or {}, format="json", **kw)
            resp = view(req)
            resp.render() if hasattr(resp, "render") else None
        return resp.status_code, json.loads(json.dumps(resp.data, ensure_ascii=False))


def expired_access(user):
    t = AccessToken.for_user(user)
    t.set_exp(lifetime=-timedelta(minutes=5))
    return str(t)


# 1. expired access token, JWTAuthentication -> InvalidToken body
for lang in ("fa", "pt-br"):
    out[f"jwt_expired_{lang}"] = call(Orders.as_view(), lang, expired_access(alice))

# 2. valid token for an inactive user
out["jwt_inactive_de"] = call(Orders.as_view(), "de", str(AccessToken.for_user(bob)))
out["jwt_inactive_sl"] = call(Orders.as_view(), "sl", str(AccessToken.for_user(bob)))

# 3. token obtain with the inactive user's credentials
out["obtain_inactive_uk"] = call(TokenObtainPairView.as_view(), "uk", method="post",
                                 data={"username": "bob", "password": "hunter2-hunter2"})

# 4. refresh token reused after rotation (blacklisted)
r = RefreshToken.for_user(alice)
call(TokenRefreshView.as_view(), "tr", method="post", data={"refresh": str(r)})
out["refresh_reused_tr"] = call(TokenRefreshView.as_view(), "tr", method="post", data={"refresh": str(r)})

# 5. IsAdminUser with a valid non-staff user
good = str(AccessToken.for_user(alice))
for lang in ("ko", "th", "vi"):
    out[f"not_admin_{lang}"] = call(AdminReport.as_view(), lang, good)

# 6. no credentials at all
out["no_creds_zh"] = call(Orders.as_view(), "zh-hans")

# 7. throttling (fourth call within a minute at 3/min)
for lang in ("fr", "zh-hans"):
    from django.core.cache import cache
    cache.clear()
    out[f"throttled_{lang}"] = call(Throttled.as_view(), lang, good, times=4)


# 8. serializer validation
class ExportArgs(serializers.Serializer):
    format = serializers.ChoiceField(choices=["csv", "xlsx", "json"])
    limit = serializers.IntegerField(min_value=1, max_value=500)


def validate(lang, data):
    with translation.override(lang):
        s = ExportArgs(data=data)
        s.is_valid()
        return json.loads(json.dumps(s.errors, ensure_ascii=False))


out["choice_nl"] = validate("nl", {"format": "twaudit-5e0c91a7", "limit": 10})
out["maxval_it"] = validate("it", {"format": "csv", "limit": 1000001})
out["maxval_da"] = validate("da", {"format": "csv", "limit": 99999})

# 9. Django AuthenticationForm
for lang in ("lt", "el", "cs"):
    with translation.override(lang):
        pw = "hunter2-hunter2" if lang != "cs" else "wrong-password"
        who = "bob" if lang != "cs" else "alice"
        f = AuthenticationForm(data={"username": who, "password": pw})
        f.is_valid()
        out[f"authform_{lang}"] = [str(e) for e in f.non_field_errors()]

# 10. PyJWT
import jwt  # noqa: E402
import time  # noqa: E402

key = "station-secret-" + "k" * 32
now = int(time.time())
exp_tok = jwt.encode({"sub": "presenter-17", "exp": now - 3600}, key, algorithm="HS256")


def decode_presenter(token):
    return jwt.decode(token, key, algorithms=["HS256"])


def check_session(token):
    return decode_presenter(token)


try:
    check_session(exp_tok)
except Exception:  # noqa: BLE001
    tb = traceback.format_exc()
    site = os.environ.get("REAL_SITE", "") or os.path.dirname(os.path.dirname(jwt.__file__))
    out["pyjwt_expired_tb"] = (tb.replace(site.rstrip("/"), "/srv/mcp-playout/.venv/lib/python3.11/site-packages")
                               .replace(os.path.join(HERE, "real.py"), "/srv/mcp-playout/app/session.py"))

nbf_tok = jwt.encode({"sub": "courier-88", "nbf": now + 86400}, key, algorithm="HS256")
try:
    jwt.decode(nbf_tok, key, algorithms=["HS256"])
except Exception as e:  # noqa: BLE001
    out["pyjwt_nbf"] = [type(e).__module__ + "." + type(e).__name__, str(e)]

aud_tok = jwt.encode({"sub": "svc-warehouse", "aud": "api://inventory"}, key, algorithm="HS256")
try:
    jwt.decode(aud_tok, key, algorithms=["HS256"], audience="api://billing")
except Exception as e:  # noqa: BLE001
    out["pyjwt_aud"] = [type(e).__name__, str(e)]

# 11. jsonschema
import jsonschema  # noqa: E402

schema = {"type": "object", "properties": {
    "interval": {"enum": ["daily", "weekly", "monthly"]},
    "page_size": {"type": "integer", "minimum": 1, "maximum": 1000}}}
try:
    jsonschema.validate({"interval": "twaudit-0b7d4e21"}, schema)
except jsonschema.ValidationError as e:
    out["jsonschema_enum"] = e.message
try:
    jsonschema.validate({"page_size": 1000001}, schema)
except jsonschema.ValidationError as e:
    out["jsonschema_max"] = e.message

# 12. sqlite with a string-built query (the probe's SQL text)
import sqlite3  # noqa: E402

db = sqlite3.connect(":memory:")
db.execute("create table parcels (ref text, status text)")
probe2 = "twaudit-91c0d5e8' AND 1=CONVERT(int,@@version)--"
try:
    db.execute(f"select status from parcels where ref = '{probe2}' limit 1")
except Exception as e:  # noqa: BLE001
    out["sqlite_syntax"] = [type(e).__module__ + "." + type(e).__name__, str(e)]

# 13. Go net/http client against a closed loopback port
go_src = r'''package main
import ("fmt"; "net/http"; "time")
func main() {
	c := &http.Client{Timeout: 2 * time.Second}
	_, err := c.Get("http://127.0.0.1:8791/v2/stations/twaudit-6a1f03bd/schedule")
	fmt.Print(err)
}
'''
with tempfile.TemporaryDirectory() as d:
    p = os.path.join(d, "main.go")
    open(p, "w").write(go_src)
    env = dict(os.environ, GOCACHE=os.path.join(d, "cache"), GOPATH=os.path.join(d, "gopath"), GOFLAGS="-mod=mod")
    try:
        res = subprocess.run(["go", "run", p], capture_output=True, text=True, timeout=300, env=env, cwd=d)
        out["go_refused"] = res.stdout.strip() or res.stderr.strip()
    except Exception as e:  # noqa: BLE001
        out["go_refused"] = None
        print("go failed:", e, file=sys.stderr)

with open(os.path.join(HERE, "real_out.json"), "w", encoding="utf-8") as fh:
    json.dump(out, fh, ensure_ascii=False, indent=1)
print(json.dumps(out, ensure_ascii=False, indent=1))
