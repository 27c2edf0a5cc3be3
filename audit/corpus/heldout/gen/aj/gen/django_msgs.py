# Real Django 5.2 validation/auth/file messages, rendered in the locale a server would run in.
import json, sys, django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth"],
                   DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}},
                   MEDIA_ROOT="/srv/kanzlei-portal/media", SECRET_KEY="x")
django.setup()
from django.utils import translation
from django import forms
from django.core.exceptions import ValidationError, SuspiciousFileOperation

def errs(form_cls, data, lang):
    with translation.override(lang):
        f = form_cls(data)
        f.is_valid()
        return {k: [str(m) for m in v] for k, v in f.errors.items()}

class Quote(forms.Form):
    quantity = forms.IntegerField(min_value=1, max_value=500)
    incoterm = forms.ChoiceField(choices=[("EXW", "EXW"), ("FOB", "FOB"), ("DAP", "DAP")])
    note = forms.CharField(max_length=280, required=False)
    email = forms.EmailField(required=False)
    ref = forms.UUIDField(required=False)

out = {}
cases = json.loads(sys.argv[1])
for key, lang, data in cases:
    out[key] = errs(Quote, data, lang)

# the file storage containment check
from django.core.files.storage import FileSystemStorage
try:
    FileSystemStorage().path("../../../../etc/passwd")
except SuspiciousFileOperation as e:
    out["safe_join"] = f"{type(e).__name__}: {e}"

# the auth form, inactive user and wrong password
from django.contrib.auth.forms import AuthenticationForm
for lang in json.loads(sys.argv[2]):
    with translation.override(lang):
        from django.contrib.auth.models import User
        uname = str(User._meta.get_field("username").verbose_name)
        out["authform_" + lang] = [str(AuthenticationForm.error_messages["invalid_login"] % {"username": uname}), str(AuthenticationForm.error_messages["inactive"])]
print(json.dumps(out, ensure_ascii=False, indent=1))
