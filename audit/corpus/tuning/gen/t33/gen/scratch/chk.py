import django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=["django.contrib.contenttypes","django.contrib.auth","rest_framework"], LANGUAGE_CODE="en")
django.setup()
from django.utils import translation
from rest_framework import exceptions
from django.db.models import Field
from django.core import validators
for lang in ["nb","fi","id","cs","sv","da","he","hu","el","it","nl","es","zh-hans","ar"]:
    with translation.override(lang):
        print(lang, str(exceptions.NotAuthenticated().detail), "|", str(exceptions.AuthenticationFailed().detail), "|", str(exceptions.NotFound().detail), "|", str(Field.default_error_messages["blank"]), "|", validators.MaxLengthValidator(280).message % {"limit_value":280,"show_value":5000})
