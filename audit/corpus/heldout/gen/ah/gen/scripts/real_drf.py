"""Runs a tiny Django REST Framework + simplejwt app in-process and records the real
response bodies it gives for a handful of failing requests, in several locales.
Output: real_drf.json  {key: {"lang", "status", "body", "sent"}}"""
import json
import secrets
import sys

import django
from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY="scratch-" + secrets.token_hex(16),
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    USE_I18N=True,
    LANGUAGE_CODE="en",
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework",
                    "rest_framework_simplejwt"],
    MIDDLEWARE=["django.middleware.locale.LocaleMiddleware",
                "django.middleware.common.CommonMiddleware"],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
    CACHES={"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}},
    REST_FRAMEWORK={
        "DEFAULT_AUTHENTICATION_CLASSES": [
            "rest_framework_simplejwt.authentication.JWTAuthentication"],
        "DEFAULT_THROTTLE_RATES": {"user": "2/min"},
    },
    SIMPLE_JWT={"ACCESS_TOKEN_LIFETIME": __import__("datetime").timedelta(minutes=5)},
    DEFAULT_AUTO_FIELD="django.db.models.AutoField",
)
django.setup()

from django.core.management import call_command  # noqa: E402
from django.contrib.auth.models import User  # noqa: E402
from django.urls import path  # noqa: E402
from rest_framework import permissions, serializers, throttling  # noqa: E402
from rest_framework.response import Response  # noqa: E402
from rest_framework.test import APIClient  # noqa: E402
from rest_framework.views import APIView  # noqa: E402
from rest_framework_simplejwt.tokens import AccessToken  # noqa: E402
from rest_framework_simplejwt.views import TokenObtainPairView  # noqa: E402


class ShipmentQuery(serializers.Serializer):
    carrier = serializers.ChoiceField(choices=["dhl", "gls", "dpd", "ups"])
    limit = serializers.IntegerField(min_value=1, max_value=200, required=False)


class Shipments(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        s = ShipmentQuery(data=request.data)
        s.is_valid(raise_exception=True)
        return Response({"ok": True})


class Payroll(APIView):
    permission_classes = [permissions.IsAdminUser]

    def get(self, request):
        return Response({"ok": True})


class Quotes(APIView):
    permission_classes = [permissions.IsAuthenticated]
    throttle_classes = [throttling.UserRateThrottle]

    def get(self, request):
        return Response({"ok": True})


urlpatterns = [
    path("shipments/", Shipments.as_view()),
    path("payroll/", Payroll.as_view()),
    path("quotes/", Quotes.as_view()),
    path("token/", TokenObtainPairView.as_view()),
]

call_command("migrate", verbosity=0)
user = User.objects.create_user("kasia", password="correct horse")
good = str(AccessToken.for_user(user))
expired = AccessToken.for_user(user)
expired.set_exp(lifetime=-__import__("datetime").timedelta(minutes=1))
expired = str(expired)

out = {}


def rec(key, lang, resp, sent=None):
    out[key] = {"lang": lang, "status": resp.status_code,
                "body": resp.content.decode("utf-8"), "sent": sent}


def client(lang, token=None):
    c = APIClient(HTTP_ACCEPT_LANGUAGE=lang)
    if token:
        c.credentials(HTTP_AUTHORIZATION="Bearer " + token)
    return c


# expired bearer token
rec("jwt_expired_de", "de", client("de", expired).get("/payroll/"))
rec("jwt_expired_id", "id", client("id", expired).get("/payroll/"))
# garbage token
rec("jwt_garbage_uk", "uk", client("uk", "eyJhbGciOiJIUzI1NiJ9.e30.x").get("/quotes/"))
# no credentials
rec("noauth_ja", "ja", client("ja").get("/quotes/"))
rec("noauth_el", "el", client("el").get("/quotes/"))
# authenticated but not admin
rec("perm_ko", "ko", client("ko", good).get("/payroll/"))
rec("perm_nb", "nb", client("nb", good).get("/payroll/"))
rec("perm_th", "th", client("th", good).get("/payroll/"))
# wrong password at the token endpoint
rec("login_pl", "pl", client("pl").post("/token/", {"username": "kasia", "password": "nope"},
                                         format="json"))
rec("login_tr", "tr", client("tr").post("/token/", {"username": "kasia", "password": "nope"},
                                         format="json"))
# enum probe with a canary
for lang in ["cs", "vi", "fa", "ca"]:
    c = "twaudit-" + secrets.token_hex(4)
    rec(f"choice_{lang}", lang, client(lang, good).post("/shipments/", {"carrier": c},
                                                          format="json"), c)
# above-max
for lang in ["fi", "ro"]:
    rec(f"max_{lang}", lang, client(lang, good).post("/shipments/", {"carrier": "gls", "limit": 100000},
                                                       format="json"), "100000")
# throttled
u2 = User.objects.create_user("ines", password="pw")
t2 = str(AccessToken.for_user(u2))
for _ in range(3):
    r = client("pt-br", t2).get("/quotes/")
rec("throttle_ptbr", "pt-BR", r)
for _ in range(1):
    r = client("it", t2).get("/quotes/")
rec("throttle_it", "it", r)

json.dump(out, open(sys.argv[1] if len(sys.argv) > 1 else "real_drf.json", "w"),
          ensure_ascii=False, indent=1)
for k, v in out.items():
    print(k, v["status"], v["body"])
