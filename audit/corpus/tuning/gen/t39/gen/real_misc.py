"""Real outputs of Django 5.2 form/model validation in its shipped translations, of jsonschema
4.26 and of pathlib (CPython 3.11), as the tool handlers below would return them.
Run with the scratch venv's python:  python real_misc.py OUT.json
"""
import json
import os
import sys
from pathlib import Path

import django
from django.conf import settings

settings.configure(USE_I18N=True, LANGUAGE_CODE="en", INSTALLED_APPS=[])
django.setup()

from django import forms  # noqa: E402
from django.core.exceptions import ValidationError  # noqa: E402
from django.db import models  # noqa: E402
from django.utils import translation  # noqa: E402
import jsonschema  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary  # noqa: E402


class ReturnForm(forms.Form):
    order_number = forms.CharField(max_length=20)
    reason = forms.ChoiceField(choices=[("damaged", "Beschädigt"), ("wrong_item", "Falscher Artikel"),
                                        ("too_late", "Zu spät")])


class RoomForm(forms.Form):
    room_type = forms.CharField()
    rooms = forms.IntegerField(min_value=1, max_value=9)


class ReviewForm(forms.Form):
    title = forms.CharField(max_length=80)
    body = forms.CharField(max_length=500)


class GuestForm(forms.Form):
    guest_email = forms.EmailField()
    arrival = forms.DateField()


class TipForm(forms.Form):
    tip = forms.DecimalField(min_value=0, max_digits=6, decimal_places=2)


class PortForm(forms.Form):
    port_code = forms.ChoiceField(choices=[("PIR", "Piraeus"), ("HER", "Heraklion"), ("RHO", "Rhodes")])


def form_errors(form_cls, data, lang):
    with translation.override(lang):
        f = form_cls(data)
        f.is_valid()
        return json.dumps({k: [str(m) for m in v] for k, v in f.errors.items()}, ensure_ascii=False)


out = {}
c = canary("dj-de-choice")
out["dj-de-choice"] = dict(probe="enum", sent=c, lang="de",
                           text=form_errors(ReturnForm, {"order_number": "400172318", "reason": c}, "de"))
out["dj-fr-max"] = dict(probe="above-max", sent="1000001", lang="fr",
                        text=form_errors(RoomForm, {"room_type": "double", "rooms": "1000001"}, "fr"))
long = canary("dj-ptbr-len") + " " + "Ótimo hotel " * 1700
out["dj-ptbr-len"] = dict(probe="oversized", sent=long, lang="pt-BR",
                          text=form_errors(ReviewForm, {"title": "Estadia", "body": long}, "pt-br"))
out["dj-it-missing"] = dict(probe="missing", sent=None, lang="it",
                            text=form_errors(GuestForm, {"arrival": "2025-08-14"}, "it"))
out["dj-pl-min"] = dict(probe="below-min", sent="-5", lang="pl",
                        text=form_errors(TipForm, {"tip": "-5"}, "pl"))
c = canary("dj-el-choice")
out["dj-el-choice"] = dict(probe="enum", sent=c, lang="el",
                           text=form_errors(PortForm, {"port_code": c}, "el"))

# model-level UUID validation (echoes the value) in Spanish
c = canary("dj-es-uuid")
with translation.override("es"):
    try:
        models.UUIDField().to_python(c)
    except ValidationError as e:
        out["dj-es-uuid"] = dict(probe="valid", sent=c, lang="es",
                                 text="No se pudo consultar la reserva: " + " ".join(e.messages))

# jsonschema: a careful-ish handler that returns only error.message
schema = {"type": "object", "properties": {"service_level": {"enum": ["economy", "standard", "express", "same_day"]}}}
c = canary("js-enum")
try:
    jsonschema.validate({"service_level": c}, schema)
except jsonschema.ValidationError as e:
    out["js-enum"] = dict(probe="enum", sent=c, lang="en",
                          text=f"Invalid argument service_level: {e.message}")

# pathlib containment check that surfaces the ValueError text
root = Path("/srv/voucher-assets/templates")
sent = "../../../../etc/passwd"
try:
    (root / sent).resolve().relative_to(root)
except ValueError as e:
    out["pathlib"] = dict(probe="traversal", sent=sent, lang="en", text=f"Cannot load voucher template: {e}")

json.dump(out, open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
