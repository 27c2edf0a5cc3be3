import django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=["django.contrib.contenttypes","django.contrib.auth","rest_framework"], LANGUAGE_CODE="en")
django.setup()
from django.utils import translation
from django.core import validators
from django.core.exceptions import ValidationError
from rest_framework import exceptions, serializers
def dv(lang, v, x):
    with translation.override(lang):
        try: v(x)
        except ValidationError as e: return e.messages
for lang in ["fr","vi","ko","pt-br"]:
    print(lang, dv(lang, validators.validate_ipv46_address, "twaudit-12345678"), dv(lang, validators.StepValueValidator(15), 20), dv(lang, validators.URLValidator(), "twaudit-1"))
    with translation.override(lang):
        class S(serializers.Serializer):
            d = serializers.DateField()
        s=S(data={"d":"30/09/2024"}); s.is_valid(); print(lang, s.errors)
        print(lang, exceptions.ParseError().detail, "|", exceptions.MethodNotAllowed("DELETE").detail, "|", exceptions.UnsupportedMediaType("text/csv").detail)
