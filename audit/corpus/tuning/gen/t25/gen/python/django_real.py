"""Real Django 5.2 / django-allauth output: translated messages from their shipped .mo catalogs,
tracebacks of localized ValidationErrors, and the technical 500 (debug) page in its text form.
Run with the venv python (django + django-allauth installed); writes gen/out/django_real.json."""
import json
import os
import sys
import traceback
from pathlib import Path

sys.path.insert(0, os.path.dirname(__file__))
from canary_mod import canary  # noqa: E402

import django
from django.conf import settings

settings.configure(
    DEBUG=True,
    USE_I18N=True,
    LANGUAGE_CODE="en",
    SECRET_KEY="dev25-not-secret",
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    INSTALLED_APPS=[
        "django.contrib.auth", "django.contrib.contenttypes", "django.contrib.sessions",
        "django.contrib.admin", "django.contrib.messages", "allauth", "allauth.account", "allauth.mfa",
    ],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
    MIDDLEWARE=["allauth.account.middleware.AccountMiddleware"],
    TEMPLATES=[{"BACKEND": "django.template.backends.django.DjangoTemplates", "APP_DIRS": True}],
)
urlpatterns = []
django.setup()

from django import forms  # noqa: E402
from django.core import validators  # noqa: E402
from django.core.exceptions import ValidationError  # noqa: E402
from django.db import models  # noqa: E402
from django.test import RequestFactory  # noqa: E402
from django.utils import translation  # noqa: E402
from django.views import debug  # noqa: E402

out = {}


def tr(lang, msgid, **params):
    from django.utils.translation import gettext
    with translation.override(lang):
        s = gettext(msgid)
    return s % params if params else s


def messages_of(exc: ValidationError, lang):
    with translation.override(lang):
        return [str(m) for m in exc.messages]


# --- auth failures from shipped catalogs -------------------------------------------------
from django.contrib.admin.forms import AdminAuthenticationForm  # noqa: E402
from allauth.account import app_settings as _aas  # noqa: E402,F401
from allauth.account.adapter import DefaultAccountAdapter  # noqa: E402

with translation.override("nl"):
    out["t25-056"] = str(AdminAuthenticationForm.error_messages["invalid_login"]) % {"username": "gebruikersnaam"}
adapter_msgs = DefaultAccountAdapter.error_messages
with translation.override("ja"):
    out["t25-057"] = str(adapter_msgs["account_inactive"])
from allauth.mfa.adapter import DefaultMFAAdapter  # noqa: E402
with translation.override("pl"):
    out["t25-058"] = str(DefaultMFAAdapter.error_messages["incorrect_code"])
with translation.override("ko"):
    out["t25-059"] = str(adapter_msgs["too_many_login_attempts"])
out["t25-060"] = tr("sv", "Please reauthenticate to safeguard your account.")

# --- look-alike validation failures (clean, with the rule) --------------------------------
def run_validator(v, value, lang):
    try:
        v(value)
    except ValidationError as e:
        return messages_of(e, lang)[0]

out["t25-093"] = run_validator(validators.MaxValueValidator(500), 1000001, "uk")
out["t25-094"] = run_validator(validators.MaxLengthValidator(280), "x" * 5000, "cs")
f = forms.ChoiceField(choices=[("open", "open"), ("paused", "paused"), ("closed", "closed")])
try:
    f.clean(canary("t25-095"))
except ValidationError as e:
    out["t25-095"] = messages_of(e, "hu")[0]
mf = models.CharField(max_length=80, blank=False)
try:
    mf.clean("", None)
except ValidationError as e:
    out["t25-096"] = messages_of(e, "vi")[0]
try:
    forms.IntegerField().clean("dua belas")
except ValidationError as e:
    out["t25-097"] = messages_of(e, "id")[0]

# --- tracebacks with localized ValidationError messages -----------------------------------
def shipment_lookup(tracking_id):
    key = models.UUIDField().to_python(tracking_id)
    return {"id": str(key)}


def seat_count(value):
    return models.IntegerField().to_python(value)


def tb_text(fn, arg, lang):
    with translation.override(lang):
        try:
            fn(arg)
        except Exception:
            return traceback.format_exc()

out["t25-047"] = tb_text(shipment_lookup, canary("t25-047"), "es")
out["t25-048"] = tb_text(seat_count, canary("t25-048"), "ru")

# --- technical 500 page (text form, as served to a non-HTML client) ----------------------
def export_view(request):
    rows = {"2024-Q1": 12, "2024-Q2": 9}
    return rows[request.GET["quarter"]]

rf = RequestFactory()
req = rf.get("/mcp/tools/export_sales", {"quarter": canary("t25-052")}, HTTP_ACCEPT="application/json")
try:
    export_view(req)
except Exception:
    resp = debug.technical_500_response(req, *sys.exc_info())
    out["t25-052"] = resp.content.decode()

Path(__file__).resolve().parent.parent.joinpath("out", "django_real.json").write_text(
    json.dumps(out, ensure_ascii=False, indent=1), encoding="utf-8")
print("wrote", len(out))
