# Renders Django REST framework's own (translated) error messages for a few languages.
import json, sys
import django
from django.conf import settings
settings.configure(USE_I18N=True, INSTALLED_APPS=["django.contrib.contenttypes","django.contrib.auth","rest_framework"],
                   LANGUAGE_CODE="en", REST_FRAMEWORK={})
django.setup()
from django.utils import translation
from rest_framework import exceptions, serializers

class S(serializers.Serializer):
    status = serializers.ChoiceField(choices=["open", "closed", "pending"])
    limit = serializers.IntegerField(min_value=1, max_value=100)
    name = serializers.CharField(max_length=64)

out = {}
for lang in ["de","fr","es","pt-br","it","nl","pl","sv","cs","tr","ru","uk","ja","ko","zh-hans","hu","el","fi","da","nb","ro","vi","id","he","ar"]:
    with translation.override(lang):
        d = {}
        d["not_authenticated"] = str(exceptions.NotAuthenticated().detail)
        d["auth_failed"] = str(exceptions.AuthenticationFailed().detail)
        d["permission_denied"] = str(exceptions.PermissionDenied().detail)
        d["throttled"] = [str(x) for x in [exceptions.Throttled(wait=42).detail]]
        s = S(data={"status": sys.argv[1], "limit": int(sys.argv[2]), "name": "ok"})
        s.is_valid()
        d["errors"] = {k: [str(e) for e in v] for k, v in s.errors.items()}
        s2 = S(data={"status": "open", "limit": 5, "name": ""})
        s2.is_valid()
        d["errors_blank"] = {k: [str(e) for e in v] for k, v in s2.errors.items()}
        out[lang] = d
print(json.dumps(out, ensure_ascii=False, indent=1))
