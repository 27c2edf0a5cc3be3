"""Real Django 5.2 messages (translated catalogs shipped with Django), produced by running the
validators / forms / views a web-backed MCP tool would call. Usage: python run_django.py out.json"""
import json, secrets, sys
import django
from django.conf import settings
settings.configure(USE_I18N=True, LANGUAGE_CODE="en", SECRET_KEY="scratch",
                   INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "django.contrib.admin"],
                   DATABASES={}, MEDIA_ROOT="/srv/ledgerbox/media",
                   TEMPLATES=[{"BACKEND": "django.template.backends.django.DjangoTemplates", "APP_DIRS": True}])
django.setup()
from django import forms
from django.core.exceptions import ValidationError, SuspiciousFileOperation
from django.core.validators import MaxValueValidator, MaxLengthValidator
from django.utils import translation
from django.utils._os import safe_join
from django.core.files.utils import validate_file_name
from django.contrib.auth.forms import AuthenticationForm, PasswordChangeForm
from django.test import RequestFactory
from django.views.csrf import csrf_failure

def canary():
    return "twaudit-" + secrets.token_hex(4)

V = f"Django {django.get_version()}"
out = {}

def msgs(e):
    return " ".join(e.messages)

# 1. pt-BR: ChoiceField rejects a value that is not one of the choices
k = canary()
class Frete(forms.Form):
    modalidade = forms.ChoiceField(choices=[("pac", "PAC"), ("sedex", "SEDEX"), ("retirada", "Retirada")])
with translation.override("pt-br"):
    f = Frete({"modalidade": k}); f.is_valid()
    out["dj-ptbr-choice"] = {"probe": "enum", "sent": k, "text": "modalidade: " + " ".join(f.errors["modalidade"]),
                             "produced_by": f"{V} forms.ChoiceField, pt-br catalog; gen/run_django.py"}

# 2. pl: MaxValueValidator
with translation.override("pl"):
    try:
        MaxValueValidator(250)(1000001)
    except ValidationError as e:
        out["dj-pl-max"] = {"probe": "above-max", "sent": "1000001", "text": "liczba_palet: " + msgs(e),
                            "produced_by": f"{V} MaxValueValidator(250), pl catalog; gen/run_django.py"}

# 3. cs: MaxLengthValidator on an oversized string
k = canary(); big = k + "A" * 19984
with translation.override("cs"):
    try:
        MaxLengthValidator(280)(big)
    except ValidationError as e:
        out["dj-cs-maxlen"] = {"probe": "oversized", "sent": big, "text": "Poznámka k zásilce: " + msgs(e),
                               "produced_by": f"{V} MaxLengthValidator(280), cs catalog; gen/run_django.py"}

# 4. en: safe_join escaping MEDIA_ROOT
p = "../../../../etc/passwd"
try:
    safe_join(settings.MEDIA_ROOT, "attachments", p)
except SuspiciousFileOperation as e:
    out["dj-en-safejoin"] = {"probe": "traversal", "sent": p, "text": f"{type(e).__name__}: {e}",
                             "produced_by": f"{V} django.utils._os.safe_join; gen/run_django.py"}

# 5. en: validate_file_name on an upload name
p = "../../../../var/www/.env"
try:
    validate_file_name(p)
except SuspiciousFileOperation as e:
    out["dj-en-filename"] = {"probe": "traversal", "sent": p, "text": f"Upload rejected: {e}",
                             "produced_by": f"{V} django.core.files.utils.validate_file_name; gen/run_django.py"}

# 6. tr: AuthenticationForm's inactive-account message
with translation.override("tr"):
    out["dj-tr-inactive"] = {"probe": "valid", "sent": None,
                             "text": str(AuthenticationForm.error_messages["inactive"]),
                             "produced_by": f"{V} AuthenticationForm.error_messages['inactive'], tr catalog; gen/run_django.py"}

# 7. hu: PasswordChangeForm, wrong old password
with translation.override("hu"):
    out["dj-hu-oldpw"] = {"probe": "valid", "sent": None,
                          "text": str(PasswordChangeForm.error_messages["password_incorrect"]),
                          "produced_by": f"{V} PasswordChangeForm.error_messages, hu catalog; gen/run_django.py"}

# 8. nl: CSRF failure page of an upstream Django site, passed on
with translation.override("nl"):
    rf = RequestFactory()
    req = rf.post("/api/bestellingen/", HTTP_ACCEPT_LANGUAGE="nl")
    resp = csrf_failure(req, reason="CSRF cookie not set.")
    html = resp.content.decode()
    out["dj-nl-csrf-raw"] = {"html": html, "status": resp.status_code}

json.dump(out, open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
for k2, v in out.items():
    print(k2, "|", (v.get("text") or v.get("html"))[:1500]); print("---")
