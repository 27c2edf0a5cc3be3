"""Real Django 5.2 / Django REST framework 3.18 / simplejwt 5.5 output, captured via the
Django test client (LocaleMiddleware + Accept-Language) and Django forms under
translation.override().  Run with the venv in /tmp/ht-scratch/venv:
    /tmp/ht-scratch/venv/bin/python gen/py_django_drf.py  -> /tmp/ht-scratch/out/django_drf.json
"""
import json, sys, datetime
import django
from django.conf import settings

settings.configure(
    DEBUG=False, SECRET_KEY="x" * 50, ALLOWED_HOSTS=["*"], ROOT_URLCONF=__name__,
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework",
                    "rest_framework_simplejwt"],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
    MIDDLEWARE=["django.middleware.locale.LocaleMiddleware", "django.middleware.common.CommonMiddleware"],
    USE_I18N=True, LANGUAGE_CODE="en",
    AUTHENTICATION_BACKENDS=["django.contrib.auth.backends.AllowAllUsersModelBackend"],
    REST_FRAMEWORK={"DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework_simplejwt.authentication.JWTAuthentication"]},
)
django.setup()

from django.urls import path
from django.core.management import call_command
from django.contrib.auth.models import User
from django.contrib.auth.forms import AuthenticationForm
from django.utils import translation
from django import forms
from django.test import Client
from rest_framework import serializers, permissions, throttling
from rest_framework.views import APIView
from rest_framework.response import Response
from rest_framework_simplejwt.tokens import AccessToken


class OrderQuery(serializers.Serializer):
    status = serializers.ChoiceField(choices=["open", "shipped", "cancelled"])
    limit = serializers.IntegerField(min_value=1, max_value=100, required=False)
    query = serializers.CharField(required=False)
    customer = serializers.PrimaryKeyRelatedField(queryset=User.objects.all(), required=False)
    owner = serializers.SlugRelatedField(slug_field="username", queryset=User.objects.all(), required=False)


class Orders(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        s = OrderQuery(data=request.data)
        s.is_valid(raise_exception=True)
        return Response({"ok": True})


class AdminOnly(APIView):
    permission_classes = [permissions.IsAdminUser]

    def post(self, request):
        return Response({"ok": True})


class OneShot(throttling.SimpleRateThrottle):
    rate = "1/min"
    scope = "x"

    def get_cache_key(self, request, view):
        return "k"


class Throttled(APIView):
    permission_classes = [permissions.AllowAny]
    throttle_classes = [OneShot]

    def get(self, request):
        return Response({"ok": True})


urlpatterns = [path("orders/", Orders.as_view()), path("admin-only/", AdminOnly.as_view()),
               path("throttled/", Throttled.as_view())]

call_command("migrate", verbosity=0)
alice = User.objects.create_user("alice", password="pw-correct-horse")
bob = User.objects.create_user("bob", password="pw2", is_active=False)

out = {}
c = Client()

def good_token(user):
    return str(AccessToken.for_user(user))

def expired_token(user):
    t = AccessToken.for_user(user)
    t.set_exp(from_time=datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=3),
              lifetime=datetime.timedelta(minutes=5))
    return str(t)

def call(method, url, lang, token=None, data=None):
    kw = {"HTTP_ACCEPT_LANGUAGE": lang}
    if token:
        kw["HTTP_AUTHORIZATION"] = "Bearer " + token
    if method == "post":
        r = c.post(url, data=json.dumps(data or {}), content_type="application/json", **kw)
    else:
        r = c.get(url, **kw)
    return {"status": r.status_code, "body": r.content.decode("utf-8"),
            "www_authenticate": r.headers.get("WWW-Authenticate"), "lang": lang}

# 1 not authenticated
for lang in ["ja", "hu", "id"]:
    out[f"notauth_{lang}"] = call("post", "/orders/", lang, data={"status": "open"})
# 2 expired JWT
for lang in ["fr", "ru", "uk", "tr", "es"]:
    out[f"expired_{lang}"] = call("post", "/orders/", lang, token=expired_token(alice), data={"status": "open"})
# 3 garbage token containing canary
for lang in ["pl", "he"]:
    out[f"badtoken_{lang}"] = call("post", "/orders/", lang, token="twaudit-5b2e90c1", data={"status": "open"})
# 4 permission denied (not admin)
for lang in ["pl", "cs", "ko", "de", "zh-hans"]:
    out[f"perm_{lang}"] = call("post", "/admin-only/", lang, token=good_token(alice))
# 5 validation errors
tok = good_token(alice)
for lang in ["de", "fr", "sv", "ko", "nl", "it", "pt-br", "fi", "el", "vi", "th", "da"]:
    out[f"choice_{lang}"] = call("post", "/orders/", lang, token=tok, data={"status": "twaudit-3c7f01ad"})
    out[f"max_{lang}"] = call("post", "/orders/", lang, token=tok, data={"status": "open", "limit": 1000001})
    out[f"min_{lang}"] = call("post", "/orders/", lang, token=tok, data={"status": "open", "limit": -5})
    out[f"blank_{lang}"] = call("post", "/orders/", lang, token=tok, data={"status": "open", "query": ""})
    out[f"missing_{lang}"] = call("post", "/orders/", lang, token=tok, data={"limit": 5})
    out[f"pk_{lang}"] = call("post", "/orders/", lang, token=tok, data={"status": "open", "customer": "twaudit-9e41d2b7"})
    out[f"slug_{lang}"] = call("post", "/orders/", lang, token=tok, data={"status": "open", "owner": "twaudit-61af0c3e"})
    out[f"wrongtype_{lang}"] = call("post", "/orders/", lang, token=tok, data={"status": "open", "limit": "twaudit-0d8b7e22"})
# 6 throttled
for lang in ["it", "nl", "ro"]:
    c.get("/throttled/")
    out[f"throttle_{lang}"] = call("get", "/throttled/", lang)

# 7 Django auth form (invalid login / inactive) and forms.ChoiceField
for lang in ["tr", "cs", "sk", "lt", "nb", "ar", "bg", "ca"]:
    with translation.override(lang):
        f = AuthenticationForm(data={"username": "alice", "password": "twaudit-e2b6c0d4"})
        f.is_valid()
        out[f"login_{lang}"] = {"errors": [str(e) for e in f.non_field_errors()], "lang": lang}
        f2 = AuthenticationForm(data={"username": "bob", "password": "pw2"})
        f2.is_valid()
        out[f"inactive_{lang}"] = {"errors": [str(e) for e in f2.non_field_errors()], "lang": lang}
        class F(forms.Form):
            region = forms.ChoiceField(choices=[("eu", "EU"), ("us", "US")])
            regions = forms.MultipleChoiceField(choices=[("eu", "EU"), ("us", "US")])
        f3 = F(data={"region": "twaudit-47c0e9d5", "regions": ["twaudit-47c0e9d5"]})
        f3.is_valid()
        out[f"formchoice_{lang}"] = {"errors": {k: [str(e) for e in v] for k, v in f3.errors.items()}, "lang": lang}

json.dump(out, open("/tmp/ht-scratch/out/django_drf.json", "w"), ensure_ascii=False, indent=1)
print(len(out), "captures")
