import django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=["django.contrib.contenttypes","django.contrib.auth","rest_framework"], LANGUAGE_CODE="en")
django.setup()
from django.utils import translation
from django.core import validators
from django.core.exceptions import ValidationError
from rest_framework import exceptions, serializers
def run(lang, f):
    with translation.override(lang):
        try:
            f()
        except ValidationError as e:
            return e.messages
        except exceptions.APIException as e:
            return str(e.detail)
        except serializers.ValidationError as e:
            return e.detail
for lang in ["de","fr","ja","pl","pt-br","ru","tr","ko","vi","uk"]:
    print(lang, run(lang, lambda: validators.MaxValueValidator(250)(1000001)))
    print(lang, run(lang, lambda: (_ for _ in ()).throw(exceptions.PermissionDenied())))
    print(lang, run(lang, lambda: (_ for _ in ()).throw(exceptions.Throttled(wait=42))))
    class S(serializers.Serializer):
        kind = serializers.ChoiceField(choices=["a","b"])
        n = serializers.IntegerField(max_value=50)
        name = serializers.CharField()
    with translation.override(lang):
        s=S(data={"kind":"twaudit-aaaabbbb","n":"x","name":""}); s.is_valid(); print(lang, dict(s.errors))
