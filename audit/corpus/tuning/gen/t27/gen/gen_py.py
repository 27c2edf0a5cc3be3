"""Generator for the Python-produced entries of batch 27.

Every entry is produced by calling a tool on a real MCP server (mcp Python SDK, MCPServer)
through the SDK's in-memory client, and rendering the CallToolResult / JSON-RPC error the
client receives the way brief.md describes.  Where the failure text comes from a library or
service (Django, Django REST Framework, WTForms, pydantic via MCPServer, PostgreSQL 15 with
localized lc_messages, psycopg, SQLAlchemy, requests/urllib3 with localized glibc strerror,
the JDK's HttpClient, Go's net package) the library is actually run and its exact output is
captured ("source": "real").  Texts written by hand follow the product's documented message
format ("source": "handwritten").

Run with the venv in /tmp/d27b:  /tmp/d27b/venv/bin/python gen/gen_py.py
Needs the scratch PostgreSQL started on /tmp/d27b/pgsock:54327 (see gen/README.md).
"""
import json
import locale
import os
import subprocess
import sys
import traceback
from contextlib import contextmanager
from typing import Annotated, Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import canary, dumps, render_blocks, render_rpc, sent_for  # noqa: E402

# ---------------------------------------------------------------- Django / DRF setup
import django  # noqa: E402
from django.conf import settings  # noqa: E402

urlpatterns = []  # this module doubles as ROOT_URLCONF (no routes: every path is a 404)
settings.configure(
    DEBUG=False,
    USE_I18N=True,
    LANGUAGE_CODE="en",
    ALLOWED_HOSTS=["directory.internal", "testserver"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=["django.middleware.locale.LocaleMiddleware", "django.middleware.common.CommonMiddleware"],
    INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework"],
    DATABASES={"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": "/tmp/d27b/dj.sqlite3"}},
    SECRET_KEY="dev-27b-not-secret",
    TEMPLATES=[{"BACKEND": "django.template.backends.django.DjangoTemplates", "APP_DIRS": True}],
)
django.setup()
sys.modules.setdefault(__name__, sys.modules["__main__"])

import anyio  # noqa: E402
import psycopg  # noqa: E402
import pydantic  # noqa: E402
import requests  # noqa: E402
import rest_framework  # noqa: E402
import sqlalchemy  # noqa: E402
import wtforms  # noqa: E402
from django.contrib.auth.forms import AuthenticationForm  # noqa: E402
from django.contrib.auth.models import Group, User  # noqa: E402
from django.core import validators as djv  # noqa: E402
from django.core.exceptions import ValidationError  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import models as djm  # noqa: E402
from django import forms as djf  # noqa: E402
from django.test import Client as DjClient  # noqa: E402
from django.utils import translation  # noqa: E402
from pydantic import Field  # noqa: E402
from rest_framework import exceptions as drfx  # noqa: E402
from rest_framework import serializers  # noqa: E402

import mcp  # noqa: E402
from mcp import types  # noqa: E402
from mcp.client.client import Client  # noqa: E402
from mcp.server.mcpserver import MCPServer  # noqa: E402
from mcp.server.mcpserver.exceptions import ToolError  # noqa: E402
from mcp.shared.exceptions import MCPError  # noqa: E402

from importlib.metadata import version as _v  # noqa: E402

call_command("migrate", verbosity=0)

V = {k: _v(k) for k in ["mcp", "Django", "djangorestframework", "WTForms", "pydantic", "psycopg", "SQLAlchemy", "requests", "urllib3", "botocore"]}
SDK = f"mcp {V['mcp']} Python SDK MCPServer (in-memory client)"
SCRIPT = "gen/gen_py.py"
PG = "PostgreSQL 15.18 (Debian build, lc_messages={})"

# ---------------------------------------------------------------- helpers


@contextmanager
def c_locale(name):
    """Run glibc calls (strerror, gai_strerror) in a localized LC_ALL, like a server started with LANG=name."""
    old = locale.setlocale(locale.LC_ALL)
    locale.setlocale(locale.LC_ALL, name)
    try:
        yield
    finally:
        locale.setlocale(locale.LC_ALL, old)


def err_result(texts, structured=None):
    if isinstance(texts, str):
        texts = [texts]
    return types.CallToolResult(content=[types.TextContent(type="text", text=t) for t in texts], is_error=True, structured_content=structured)


def ok_result(texts, structured=None):
    if isinstance(texts, str):
        texts = [texts]
    return types.CallToolResult(content=[types.TextContent(type="text", text=t) for t in texts], is_error=False, structured_content=structured)


def pg(lang="C", autocommit=True):
    return psycopg.connect(host="/tmp/d27b/pgsock", port=54327, user="postgres", dbname="shop27",
                           options=f"-c lc_messages={lang}", autocommit=autocommit)


def pg_setup():
    with psycopg.connect(host="/tmp/d27b/pgsock", port=54327, user="postgres", dbname="postgres", autocommit=True) as c:
        c.execute("DROP DATABASE IF EXISTS shop27")
        c.execute("CREATE DATABASE shop27")
    with pg() as c:
        c.execute("""
        CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, email text NOT NULL UNIQUE);
        CREATE TABLE orders (id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id),
                             qty int NOT NULL CHECK (qty > 0), total numeric(10,2) NOT NULL DEFAULT 0);
        CREATE TABLE order_lines (id serial PRIMARY KEY, order_id int NOT NULL REFERENCES orders(id), sku text NOT NULL);
        CREATE TABLE products (id serial PRIMARY KEY, name varchar(64) NOT NULL);
        CREATE TABLE accounts (id int PRIMARY KEY, balance numeric(12,2) NOT NULL);
        INSERT INTO customers (name, email) SELECT 'c'||g, 'c'||g||'@example.com' FROM generate_series(1,20) g;
        INSERT INTO accounts VALUES (1, 1200.00), (2, 80.00);
        """)


ENTRIES = []
TOOLS = {}


def entry(eid, lang, source, produced_by, probe, signals, tool, body, number=None, args=None):
    """Register one entry: `body(sent)` runs inside the MCP tool and returns a CallToolResult or raises."""
    sent = sent_for(eid, probe, number)
    ENTRIES.append(dict(id=eid, lang=lang, source=source, produced_by=produced_by, probe=probe, sent=sent,
                        signals=signals, tool=tool, body=body, args=args))


def hw(eid, lang, probe, signals, tool, text, structured=None, via="result", note="", number=None):
    """A handwritten tool-author message returned through MCPServer."""
    how = {"result": "returned as CallToolResult(isError=True)", "toolerror": "raised as ToolError (SDK adds its prefix)"}[via]
    pb = f"handwritten tool message{(' (' + note + ')') if note else ''}; {how} by {SDK}; {SCRIPT}"

    def body(sent, text=text, structured=structured, via=via):
        if via == "toolerror":
            raise ToolError(text)
        return err_result(text, structured)

    entry(eid, lang, "handwritten", pb, probe, signals, tool, body, number=number)


NRG = "no-retry-guidance"
AUTH = "auth-failure-as-result"
POL = "policy-enumeration"
RAW = "raw-upstream-text"
ECHO = "validation-echoes-value"
STACK = "stack-trace"
INJ = "injection-signal-as-result"


def drf_errors(lang, serializer_cls, data):
    with translation.override(lang):
        s = serializer_cls(data=data)
        s.is_valid()
        return json.loads(json.dumps(s.errors, ensure_ascii=False))


def dj_field_error(lang, field, value):
    with translation.override(lang):
        try:
            field.clean(value, None)
        except ValidationError as e:
            return e.messages
    raise AssertionError("no error")


def dj_validator_error(lang, validator, value):
    with translation.override(lang):
        try:
            validator(value)
        except ValidationError as e:
            return e.messages
    raise AssertionError("no error")


# ======================================================================
# PART A (t27-001 .. t27-030): failures with no next step
# PART B (t27-031 .. t27-060): look-alikes in the same domains that give one
# pair i: A = t27-0(i), B = t27-0(30+i)
# ======================================================================

# 1 orders (en)
hw("t27-001", "en", "valid", [NRG], "get_order", "The order could not be found.", via="toolerror")
hw("t27-031", "en", "valid", [], "get_order",
   "No order has that number. Did you take it from the list_orders output? Only numbers listed there can be looked up.",
   structured={"error": {"code": "ORDER_NOT_FOUND"}}, note="instruction as a question")

# 2 invoices (de)
hw("t27-002", "de", "valid", [NRG], "cancel_invoice", "Die Rechnung konnte nicht storniert werden. Der Vorgang wurde abgebrochen.")
hw("t27-032", "de", "valid", [], "cancel_invoice",
   "Die Rechnung ist bereits bezahlt und lässt sich nicht mehr stornieren. Für eine Gutschrift bitte zuerst create_credit_note mit derselben Rechnungsnummer aufrufen.",
   note="instruction with the verb at the end")

# 3 calendar (fr)
hw("t27-003", "fr", "valid", [NRG], "book_slot",
   "Nous sommes sincèrement désolés : la réservation de ce créneau n’a pas pu aboutir. Nous mesurons la gêne que cela peut représenter pour vous et vous remercions chaleureusement de votre patience et de votre compréhension.",
   note="long and polite, no step")
hw("t27-033", "fr", "valid", [], "book_slot",
   "Ce créneau vient d’être réservé par quelqu’un d’autre. Pourquoi ne pas consulter list_free_slots pour en choisir un autre ?",
   note="instruction as a question")

# 4 file storage (ja)
hw("t27-004", "ja", "traversal", [NRG], "read_file", "指定されたパスにはアクセスできません。", via="toolerror",
   note="refuses a path without naming one")
hw("t27-034", "ja", "valid", [], "upload_file",
   "ファイルサイズが 25 MB を超えています。25 MB 以下に分割してから、もう一度アップロードしてください。",
   structured={"code": "FILE_TOO_LARGE"}, note="limit with a step that meets it")

# 5 helpdesk (es)
hw("t27-005", "es", "valid", [NRG], "close_ticket", "No se pudo cerrar el ticket.", via="toolerror")
hw("t27-035", "es", "valid", [], "close_ticket",
   "El ticket no puede cerrarse mientras tenga tareas abiertas. Es necesario que estas se cierren antes con close_task.",
   note="subjunctive instruction")

# 6 CRM (en)
hw("t27-006", "en", "valid", [NRG], "update_contact",
   "We're so sorry — something went wrong while updating this contact. Our team has been notified, and we sincerely apologize for any inconvenience this may cause you. Thank you very much for your patience and understanding.",
   note="long and polite, no step")
hw("t27-036", "en", "valid", [], "create_contact",
   "A contact with this email address already exists in the workspace. The existing record should be updated with update_contact rather than a second one being created.",
   note="instruction in the passive")

# 7 refunds (it)
hw("t27-007", "it", "valid", [NRG], "refund_payment", "Rimborso non riuscito: la transazione è stata rifiutata.")
hw("t27-037", "it", "above-max", [], "refund_payment",
   "L’importo del rimborso supera il residuo rimborsabile della transazione (12,40 EUR). Indica un importo non superiore a 12,40 EUR.",
   number="1000001")

# 8 shipping (pt)
hw("t27-008", "pt", "valid", [NRG], "create_shipping_label",
   "Não foi possível gerar a etiqueta de envio para este pedido.", structured={"status": "error"})
hw("t27-038", "pt", "empty", [], "create_shipping_label",
   "O CEP de destino deve ter exatamente 8 dígitos, sem hífen (ex.: 01310100).", note="rule the argument breaks")

# 9 inventory (nl)
hw("t27-009", "nl", "valid", [NRG], "set_stock", "Het bijwerken van de voorraad is mislukt voor dit artikel.", via="toolerror")
hw("t27-039", "nl", "below-min", [], "set_stock",
   "Als je de voorraad wilt verlagen, gebruik dan adjust_stock met een negatieve hoeveelheid; set_stock neemt alleen hoeveelheden van 0 of meer aan.",
   number="-1", note="conditional instruction")

# 10 HR leave (pl) — A real DRF PermissionDenied
def _a10(sent):
    with translation.override("pl"):
        return err_result(str(drfx.PermissionDenied().detail))


entry("t27-010", "pl", "real", f"Django REST Framework {V['djangorestframework']} PermissionDenied default detail (pl locale) returned as isError result by {SDK}; {SCRIPT}",
      "valid", [AUTH, NRG], "approve_leave_request", _a10)
hw("t27-040", "pl", "valid", [AUTH], "approve_leave_request",
   "Nie masz uprawnień do zatwierdzenia tego wniosku. Przekaż go do akceptacji swojemu przełożonemu za pomocą forward_leave_request.",
   note="permission failure with a next step")

# 11 team chat (ko)
hw("t27-011", "ko", "valid", [AUTH, POL, NRG], "post_message",
   "이 채널에 메시지를 보낼 수 없습니다. 이 채널에는 워크스페이스 관리자만 게시할 수 있습니다.",
   note="names only who may post")
hw("t27-041", "ko", "oversized", [], "post_message",
   "메시지가 4,000자를 넘습니다. 내용을 나누어 여러 번 보내 주세요.", note="limit with a step, verb at the end")

# 12 CI (en)
hw("t27-012", "en", "valid", [NRG], "start_pipeline", "Pipeline could not be started for commit 9f3c2e1.",
   structured={"status": "failed", "commit": "9f3c2e1"})
hw("t27-042", "en", "valid", [], "start_pipeline",
   "A pipeline for this commit is already queued. Should you need its progress, get_pipeline_status will report it.",
   note="conditional with inversion")

# 13 deployments (sv) — B real DRF Throttled (partly untranslated in sv)
hw("t27-013", "sv", "valid", [NRG], "create_deployment", "Driftsättningen kunde inte slutföras.")


def _b13(sent):
    with translation.override("sv"):
        return err_result(str(drfx.Throttled(wait=540).detail))


entry("t27-043", "sv", "real", f"Django REST Framework {V['djangorestframework']} Throttled(wait=540) detail (sv locale; second sentence untranslated upstream) returned by {SDK}; {SCRIPT}",
      "valid", [], "create_deployment", _b13)

# 14 DNS (cs) — B real Django MinValueValidator
hw("t27-014", "cs", "valid", [NRG], "create_dns_record", "Záznam DNS se nepodařilo vytvořit.", via="toolerror")


def _b14(sent):
    msgs = dj_validator_error("cs", djv.MinValueValidator(60), int(sent))
    return err_result(dumps({"ttl": msgs}))


entry("t27-044", "cs", "real", f"Django {V['Django']} MinValueValidator(60) message (cs locale) as form-errors JSON via {SDK}; {SCRIPT}",
      "below-min", [], "create_dns_record", _b14, number="0")

# 15 email (tr) — B real DRF blank
hw("t27-015", "tr", "valid", [NRG], "send_email", "E-posta gönderilemedi.")


class _MailS(serializers.Serializer):
    to = serializers.CharField()
    subject = serializers.CharField(required=False)


def _b15(sent):
    return err_result(dumps(drf_errors("tr", _MailS, {"to": sent})))


entry("t27-045", "tr", "real", f"Django REST Framework {V['djangorestframework']} serializer errors for CharField(blank) (tr locale) via {SDK}; {SCRIPT}",
      "empty", [], "send_email", _b15)

# 16 translation (ru)
hw("t27-016", "ru", "injection", [INJ, NRG], "translate_text", "Запрос отклонён: текст заблокирован фильтром безопасности.",
   note="content guard verdict, no step")
hw("t27-046", "ru", "enum", [], "translate_text",
   "Код языка указывается в формате ISO 639-1 — например, de, fr или ja.", note="rule stated indirectly")

# 17 geocoding (zh)
hw("t27-017", "zh", "valid", [NRG], "geocode_address", "地址解析失败。", via="toolerror")
hw("t27-047", "zh", "valid", [], "geocode_address",
   "未找到该地址。如果要查询中国大陆以外的地址，请在 country 参数中填写国家代码。", note="conditional instruction")

# 18 weather (ar)
hw("t27-018", "ar", "valid", [NRG], "get_forecast",
   "نعتذر منك، لم نتمكن من الحصول على بيانات الطقس لهذا الموقع. نشكرك على تفهمك وصبرك.", note="polite, no step")
hw("t27-048", "ar", "valid", [], "get_forecast",
   "خدمة التوقعات متوقفة حالياً للصيانة، ويمكنك إعادة المحاولة بعد الساعة 14:00 بتوقيت غرينتش.", note="time to come back")

# 19 library loans (fi)
hw("t27-019", "fi", "valid", [NRG], "renew_loan", "Lainan uusiminen epäonnistui.")
hw("t27-049", "fi", "valid", [], "renew_loan",
   "Niteeseen on varaus, joten lainaa ei voi nyt uusia. Jos tarvitset niteen pidemmäksi aikaa, voit varata sen uudelleen place_hold-työkalulla.",
   note="conditional instruction")

# 20 hotel (el)
hw("t27-020", "el", "valid", [NRG], "book_room", "Η κράτηση δεν ήταν δυνατό να ολοκληρωθεί.", via="toolerror")
hw("t27-050", "el", "valid", [], "book_room",
   "Η ημερομηνία αναχώρησης πρέπει να είναι μεταγενέστερη της ημερομηνίας άφιξης.", note="rule the argument breaks")

# 21 flights (hu) — B is produced by gen_node.mjs (ajv-i18n hu)
hw("t27-021", "hu", "valid", [NRG], "search_flights", "A járatkeresés sikertelen volt.")

# 22 bank transfers (ro)
hw("t27-022", "ro", "valid", [NRG], "create_transfer", "Transferul a fost respins.", structured={"status": "rejected"})
hw("t27-052", "ro", "valid", [], "create_transfer",
   "Suma depășește cât mai puteți transfera astăzi din acest cont (5.000 RON pe zi). Restul îl puteți programa pentru mâine cu schedule_transfer.",
   note="business rule with a step that meets it")

# 23 clinic appointments (he)
hw("t27-023", "he", "valid", [NRG], "book_appointment",
   "אנו מתנצלים, לא ניתן היה לקבוע את התור המבוקש. תודה רבה על הסבלנות וההבנה.", note="polite, no step")
hw("t27-053", "he", "valid", [], "book_appointment",
   "ניתן לקבוע תורים עד 30 יום מראש. נא לבחור תאריך מוקדם יותר.", note="rule with instruction")

# 24 school grades (uk) — B real Django MaxValueValidator
hw("t27-024", "uk", "valid", [NRG], "set_grade", "Не вдалося зберегти оцінку.", via="toolerror")


def _b24(sent):
    msgs = dj_validator_error("uk", djv.MaxValueValidator(12), int(sent))
    return err_result(dumps({"grade": msgs}))


entry("t27-054", "uk", "real", f"Django {V['Django']} MaxValueValidator(12) message (uk locale) as form-errors JSON via {SDK}; {SCRIPT}",
      "above-max", [], "set_grade", _b24, number="1000001")

# 25 recipes (vi)
hw("t27-025", "vi", "valid", [NRG], "save_recipe", "Không thể lưu công thức.")
hw("t27-055", "vi", "valid", [], "add_ingredient",
   "Chưa có công thức nào để thêm nguyên liệu. Hãy gọi create_recipe trước để lấy recipe_id.", note="tool to call first")

# 26 playlists (id)
hw("t27-026", "id", "valid", [NRG], "add_track", "Gagal menambahkan lagu ke daftar putar.", via="toolerror")
hw("t27-056", "id", "valid", [], "add_track",
   "Daftar putar ini sudah berisi 500 lagu. Hapus beberapa lagu terlebih dahulu atau buat daftar putar baru dengan create_playlist.",
   note="limit with a step")

# 27 IoT (da) — A real DRF AuthenticationFailed
def _a27(sent):
    with translation.override("da"):
        return err_result(str(drfx.AuthenticationFailed().detail))


entry("t27-027", "da", "real", f"Django REST Framework {V['djangorestframework']} AuthenticationFailed default detail (da locale) via {SDK}; {SCRIPT}",
      "valid", [AUTH, NRG], "set_thermostat", _a27)
hw("t27-057", "da", "valid", [AUTH], "set_thermostat",
   "Adgangstokenet til termostaten er udløbet. Forny det med refresh_device_token, og send derefter kommandoen igen.",
   note="expired credential with a next step")

# 28 wiki (nb) — A real Django AuthenticationForm 'inactive'
def _a28(sent):
    with translation.override("nb"):
        return err_result(str(AuthenticationForm.error_messages["inactive"]))


entry("t27-028", "nb", "real", f"Django {V['Django']} AuthenticationForm error_messages['inactive'] (nb locale) via {SDK}; {SCRIPT}",
      "valid", [AUTH, NRG], "edit_page", _a28)
hw("t27-058", "nb", "valid", [], "edit_page",
   "Siden redigeres av en annen bruker akkurat nå. Prøv igjen om et par minutter.", note="time to come back")

# 29 analytics (th)
hw("t27-029", "th", "valid", [NRG], "build_report", "ไม่สามารถสร้างรายงานได้")
hw("t27-059", "th", "valid", [], "build_report",
   "ช่วงวันที่ต้องไม่เกิน 90 วัน กรุณาแบ่งช่วงวันที่เป็นช่วงย่อยแล้วเรียกใช้อีกครั้ง", note="limit with a step")

# 30 feature flags (en): both produced by gen_node.mjs (TypeScript SDK + zod)

# ======================================================================
# PART C (t27-061 .. t27-085): upstream text passed on
# ======================================================================


def _pg_err(lang, sql_text, params=None, prefix=""):
    with pg(lang) as c:
        try:
            c.execute(sql_text, params)
        except psycopg.Error as e:
            return prefix + str(e)
    raise AssertionError("no error")


def _c61(sent):
    return err_result(_pg_err("de_DE.utf8", "SELECT id, total FROM orders_archive WHERE customer_id = 17 ORDER BY id DESC LIMIT 20",
                              prefix="Abfrage fehlgeschlagen: "))


entry("t27-061", "de", "real", f"{PG.format('de_DE.utf8')} via psycopg {V['psycopg']}, str(UndefinedTable) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "list_archived_orders", _c61)


def _c62(sent):
    return err_result(_pg_err("fr_FR.utf8", "INSERT INTO order_lines (order_id, sku) VALUES (48213, 'SKU-7781')",
                              prefix="Impossible d’ajouter la ligne de commande : "))


entry("t27-062", "fr", "real", f"{PG.format('fr_FR.utf8')} via psycopg {V['psycopg']}, str(ForeignKeyViolation) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "add_order_line", _c62)


def _c63(sent):
    return err_result(_pg_err("es_ES.utf8", "SELECT id, qty, total FROM orders WHERE id = %s", (sent,),
                              prefix="Error al consultar el pedido: "))


entry("t27-063", "es", "real", f"{PG.format('es_ES.utf8')} via psycopg {V['psycopg']} (canary bound to an integer column), str(InvalidTextRepresentation) passed on by {SDK}; {SCRIPT}",
      "wrong-type", [RAW, ECHO], "get_order", _c63)


def _c64(sent):
    with pg("ja_JP.utf8") as c:
        c.execute("SET statement_timeout = '200ms'")
        try:
            c.execute("SELECT pg_sleep(2)")
        except psycopg.Error as e:
            return err_result("売上レポートの集計に失敗しました: " + str(e))


entry("t27-064", "ja", "real", f"{PG.format('ja_JP.utf8')} via psycopg {V['psycopg']}, str(QueryCanceled) after statement_timeout, passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "sales_report", _c64)


def _c65(sent):
    return err_result(_pg_err("ru_RU.utf8", "SELECT id, name, region FROM customers ORDER BY id LIMIT 50",
                              prefix="Ошибка базы данных: "))


entry("t27-065", "ru", "real", f"{PG.format('ru_RU.utf8')} via psycopg {V['psycopg']}, str(UndefinedColumn) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "list_customers", _c65)


def _c66(sent):
    with c_locale("it_IT.utf8"):
        try:
            requests.get("http://127.0.0.1:3500/v1.0/invoke/pricing/method/quote", params={"sku": sent}, timeout=3)
        except requests.RequestException as e:
            return err_result("Impossibile contattare il servizio prezzi: " + str(e))


entry("t27-066", "it", "real", f"requests {V['requests']} / urllib3 {V['urllib3']} ConnectionError with glibc strerror in it_IT.utf8, passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "get_price", _c66)


def _c67(sent):
    with c_locale("pl_PL.utf8"):
        try:
            requests.get("http://pricing.svc.cluster.local/v2/quote", params={"sku": sent}, timeout=3)
        except requests.RequestException as e:
            return err_result("Nie udało się pobrać wyceny: " + str(e))


entry("t27-067", "pl", "real", f"requests {V['requests']} / urllib3 {V['urllib3']} name-resolution failure with glibc gai_strerror in pl_PL.utf8, passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "get_quote", _c67)


def _c68(sent):
    with c_locale("ko_KR.utf8"):
        try:
            open("/var/lib/exporter/reports/2024-q3.csv", encoding="utf-8").read()
        except OSError as e:
            return err_result("보고서를 내보내지 못했습니다: " + str(e))


entry("t27-068", "ko", "real", f"Python 3.11 FileNotFoundError with glibc strerror in ko_KR.utf8, passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "export_report", _c68)


def _c69(sent):
    with c_locale("tr_TR.utf8"):
        try:
            psycopg.connect(host="db-primary.internal", port=5432, user="app", dbname="crm", connect_timeout=3)
        except psycopg.Error as e:
            return err_result("Veritabanına bağlanılamadı: " + str(e))


entry("t27-069", "tr", "real", f"psycopg {V['psycopg']} connect() to an unresolvable internal host, gai_strerror in tr_TR.utf8, passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "find_customer", _c69)

hw("t27-070", "en", "valid", [AUTH, RAW, NRG], "create_issue",
   'GitHub API request failed (403): {"message":"Resource not accessible by personal access token","documentation_url":"https://docs.github.com/rest/issues/issues#create-an-issue","status":"403"}',
   note="GitHub REST API error body as documented")
hw("t27-071", "en", "valid", [RAW], "list_pull_requests",
   'GitHub API request failed (403): {"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 8C41:2F0A:1B3D4E5:1C6F7A8:66A0B1C2.","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits","status":"403"}',
   note="GitHub secondary-rate-limit body as documented; carries its own wait instruction")
hw("t27-072", "en", "valid", [RAW, NRG], "fetch_vendor_catalog",
   "Upstream returned HTTP 403:\n<!DOCTYPE html>\n<html lang=\"en-US\">\n<head><title>Access denied | api.vendor-catalog.example used Cloudflare to restrict access</title></head>\n<body>\n<div id=\"cf-wrapper\">\n<h1><span class=\"cf-error-type\">Error</span> <span class=\"cf-error-code\">1020</span></h1>\n<h2 class=\"cf-subheadline\">Access denied</h2>\n<p>This website is using a security service to protect itself from online attacks.</p>\n<p>Cloudflare Ray ID: <strong>8a1f3c2b9d4e7f60</strong> &bull; Your IP: <span>198.51.100.23</span> &bull; Performance &amp; security by Cloudflare</p>\n</div>\n</body>\n</html>",
   note="Cloudflare 1020 block page as Cloudflare documents it")


def _c73(sent):
    import botocore.session
    from botocore.stub import Stubber
    s = botocore.session.get_session().create_client("lambda", region_name="eu-west-1",
                                                     aws_access_key_id="x", aws_secret_access_key="x")
    st = Stubber(s)
    st.add_client_error("invoke", service_error_code="ResourceNotFoundException", http_status_code=404,
                        service_message="Function not found: arn:aws:lambda:eu-west-1:123456789012:function:invoice-renderer:live")
    st.activate()
    try:
        s.invoke(FunctionName="invoice-renderer:live", Payload=b"{}")
    except Exception as e:
        return err_result("Rendering failed: " + str(e))


entry("t27-073", "en", "handwritten",
      f"botocore {V['botocore']} ClientError formatting (real) around a stubbed Lambda ResourceNotFoundException message written as AWS documents it; via {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "render_invoice_pdf", _c73)


def _c74(sent):
    out = subprocess.run(["java", "-cp", "/tmp/d27b/javaout", "com.acme.crm.ContactSyncClient"], capture_output=True, text=True, timeout=60).stdout
    return err_result("Contact sync failed: " + out.rstrip("\n"))


entry("t27-074", "en", "real", f"OpenJDK 17.0.15 java.net.http.HttpClient ConnectException stack trace (gen/java/com/acme/crm/ContactSyncClient.java) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, STACK, NRG], "sync_contacts", _c74)

# t27-075: Node fetch failure, produced by gen_node.mjs


def _c76(sent):
    c = DjClient(HTTP_HOST="directory.internal")
    r = c.get("/api/v1/people/" + sent, HTTP_ACCEPT_LANGUAGE="fr")
    return err_result(f"Directory service returned {r.status_code}:\n" + r.content.decode())


entry("t27-076", "en", "real", f"Django {V['Django']} default 404 page (DEBUG=False, rendered by the test client for a directory API) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "get_person", _c76)


def _c77(sent):
    eng = sqlalchemy.create_engine("postgresql+psycopg://postgres@/shop27?host=/tmp/d27b/pgsock&port=54327",
                                   connect_args={"options": "-c lc_messages=de_DE.utf8"})
    try:
        with eng.connect() as conn:
            conn.execute(sqlalchemy.text("SELECT id, name, segment FROM customers WHERE email = :email"), {"email": "c7@example.com"})
    except sqlalchemy.exc.SQLAlchemyError as e:
        return err_result(str(e))
    finally:
        eng.dispose()


entry("t27-077", "de", "real", f"SQLAlchemy {V['SQLAlchemy']} + psycopg {V['psycopg']}, {PG.format('de_DE.utf8')}, str(ProgrammingError) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "get_customer_segment", _c77)


def _c78(sent):
    return err_result(_pg_err("it_IT.utf8", "INSERT INTO orders (customer_id, qty, total) VALUES (17, %s, 0)", (int(sent),)))


entry("t27-078", "it", "real", f"{PG.format('it_IT.utf8')} via psycopg {V['psycopg']}, str(CheckViolation) with its DETAIL passed on by {SDK}; {SCRIPT}",
      "below-min", [RAW, ECHO, NRG], "create_order", _c78, number="-1")


def _c79(sent):
    c1, c2 = pg("uk_UA.utf8", autocommit=False), pg("uk_UA.utf8", autocommit=False)
    try:
        c1.execute("BEGIN ISOLATION LEVEL REPEATABLE READ")
        c1.execute("SELECT balance FROM accounts WHERE id = 1").fetchone()
        c2.execute("UPDATE accounts SET balance = balance - 10 WHERE id = 1")
        c2.commit()
        try:
            c1.execute("UPDATE accounts SET balance = balance - 25 WHERE id = 1")
        except psycopg.Error as e:
            return err_result("Помилка під час списання коштів: " + str(e))
    finally:
        c1.close()
        c2.close()


entry("t27-079", "uk", "real", f"{PG.format('uk_UA.utf8')} via psycopg {V['psycopg']}, str(SerializationFailure) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "charge_account", _c79)


def _c80(sent):
    return err_result(_pg_err("sv_SE.utf8", "UPDATE orders SET total = %s WHERE id = 1", (int(sent),), prefix="Kunde inte uppdatera ordern: "))


entry("t27-080", "sv", "real", f"{PG.format('sv_SE.utf8')} via psycopg {V['psycopg']}, str(NumericValueOutOfRange) with DETAIL passed on by {SDK}; {SCRIPT}",
      "above-max", [RAW], "update_order_total", _c80, number="1000000000")


def _c81(sent):
    return err_result(_pg_err("zh_CN.utf8", "INSERT INTO products (name) VALUES (%s)", (sent,), prefix="保存商品失败："))


entry("t27-081", "zh", "real", f"{PG.format('zh_CN.utf8')} via psycopg {V['psycopg']}, str(StringDataRightTruncation) passed on by {SDK}; {SCRIPT}",
      "oversized", [RAW], "create_product", _c81)


IMPORTER_SRC = """import csv
import io


def _index_by_email(rows):
    seen = {}
    for row in rows:
        seen[row["email"]] = row["owner_id"]
    return seen


def import_contacts(raw_csv):
    rows = list(csv.DictReader(io.StringIO(raw_csv)))
    return _index_by_email(rows)
"""

RUNNER_SRC = """import traceback
from contacts_mcp import importer

try:
    importer.import_contacts("mail,owner_id\\nb@example.com,4\\n")
except Exception:
    print("Import failed:\\n" + traceback.format_exc().rstrip("\\n"))
"""


def _c82(sent):
    """Run the importer module in a child interpreter; rewrite the scratch checkout path to the deployment path /srv/."""
    base = "/tmp/d27b/srv"
    os.makedirs(base + "/contacts_mcp", exist_ok=True)
    open(base + "/contacts_mcp/__init__.py", "w").close()
    with open(base + "/contacts_mcp/importer.py", "w") as f:
        f.write(IMPORTER_SRC)
    with open(base + "/run_import.py", "w") as f:
        f.write(RUNNER_SRC)
    out = subprocess.run([sys.executable, "run_import.py"], cwd=base, capture_output=True, text=True).stdout
    return err_result(out.rstrip("\n").replace(base + "/", "/srv/"))


entry("t27-082", "en", "real", f"CPython 3.11 traceback.format_exc() of a KeyError in the tool's importer module (checkout path rewritten to /srv/), returned by {SDK}; {SCRIPT}",
      "valid", [RAW, STACK, NRG], "import_contacts", _c82)


def _c83(sent):
    out = subprocess.run(["go", "run", os.path.join(HERE, "go", "dial.go")], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "GOCACHE": "/tmp/d27b/gocache", "GOPATH": "/tmp/d27b/gopath"}).stdout
    raise MCPError(code=-32603, message="Internal error", data={"tool": "get_session", "cause": out})


entry("t27-083", "en", "real", f"Go 1.19.8 net.DialTimeout error text (gen/go/dial.go) in the data of a JSON-RPC error raised through {SDK}; {SCRIPT}",
      "valid", [RAW], "get_session", _c83)


def _c84(sent):
    raise MCPError(code=-32603, message="Upstream request failed", data={
        "request": "GET https://management.azure.com/subscriptions/3f2b8c1e-7d4a-4e9b-a6c5-1b2d3e4f5a6b/resourceGroups/rg-prod-weu/providers/Microsoft.Compute/virtualMachines/vm-web-01?api-version=2024-03-01",
        "status": 404,
        "body": {"error": {"code": "ResourceNotFound", "message": "The Resource 'Microsoft.Compute/virtualMachines/vm-web-01' under resource group 'rg-prod-weu' was not found. For more details please go to https://aka.ms/ARMResourceNotFoundFix"}}})


entry("t27-084", "en", "handwritten", f"Azure Resource Manager ResourceNotFound body as Azure documents it, in the data of a JSON-RPC error raised through {SDK}; {SCRIPT}",
      "valid", [RAW], "restart_vm", _c84)


def _c85(sent):
    eng = sqlalchemy.create_engine("sqlite:////tmp/d27b/shipments.db")
    try:
        with eng.connect() as conn:
            conn.execute(sqlalchemy.text("SELECT id, carrier, tracking_no FROM shipments WHERE order_id = :oid"), {"oid": 48213})
    except sqlalchemy.exc.SQLAlchemyError as e:
        return err_result(str(e))


entry("t27-085", "en", "real", f"SQLAlchemy {V['SQLAlchemy']} + sqlite3 (SQLite {__import__('sqlite3').sqlite_version}), str(OperationalError) passed on by {SDK}; {SCRIPT}",
      "valid", [RAW, NRG], "track_shipment", _c85)

# ======================================================================
# PART D (t27-086 .. t27-100): look-alikes that are not upstream text
# ======================================================================


def _d86(sent):
    try:
        psycopg.connect(host="/tmp/d27b/pgsock", port=54399, user="app", dbname="orders", connect_timeout=2)
    except psycopg.OperationalError:
        return err_result("The order database is temporarily unavailable. Try again in about a minute.")


entry("t27-086", "en", "handwritten", f"tool author's rewording of a psycopg OperationalError (the real error is caught, not shown); {SDK}; {SCRIPT}",
      "valid", [], "get_order", _d86)


def _d87(sent):
    try:
        requests.get("http://127.0.0.1:3501/payments/v1/authorize", timeout=2)
    except requests.RequestException:
        return err_result("Der Zahlungsdienst hat nicht rechtzeitig geantwortet. Bitte in 30 Sekunden erneut versuchen.")


entry("t27-087", "de", "handwritten", f"tool author's rewording of a requests ConnectionError (caught, not shown); {SDK}; {SCRIPT}",
      "valid", [], "authorize_payment", _d87)
hw("t27-088", "fr", "valid", [NRG], "pay_invoice", "La facture FAC-2024-0193 a déjà été réglée le 3 mars.",
   note="names only the caller's own record")


def _d89(sent):
    data = {"query": "status:5xx service:checkout", "matches": [
        {"ts": "2024-06-11T08:14:02Z", "host": "web-03.eu-west", "level": "error",
         "line": "upstream timed out (110: Connection timed out) while reading response header from upstream, client: 203.0.113.7, server: shop.example.com, request: \"POST /api/checkout HTTP/1.1\", upstream: \"http://10.0.4.12:8080/checkout\""},
        {"ts": "2024-06-11T08:14:09Z", "host": "web-01.eu-west", "level": "error",
         "line": "connect() failed (111: Connection refused) while connecting to upstream, client: 198.51.100.40, upstream: \"http://10.0.4.12:8080/checkout\""}],
        "total": 2}
    return ok_result(f"2 log lines match 'status:5xx service:checkout'.", data)


entry("t27-089", "en", "handwritten", f"success result of a log-search tool whose data are nginx error-log lines (nginx's documented format); {SDK}; {SCRIPT}",
      "valid", [], "search_logs", _d89)


def _d90(sent):
    return ok_result("共有フォルダ「マニュアル」内のファイル（3件）", {"files": [
        {"path": "/srv/share/マニュアル/運用手順書_v3.pdf", "size": 482113},
        {"path": "/srv/share/マニュアル/障害対応フロー.xlsx", "size": 90211},
        {"path": "/srv/share/マニュアル/エラーコード一覧.md", "size": 12004}]})


entry("t27-090", "ja", "handwritten", f"success result of a file-listing tool (paths, error words in file names); {SDK}; {SCRIPT}",
      "valid", [], "list_files", _d90)


def _d91(sent):
    import sqlite3
    db = "/tmp/d27b/locked.db"
    a = sqlite3.connect(db, timeout=0.1)
    a.execute("CREATE TABLE IF NOT EXISTS t (x)")
    a.execute("BEGIN EXCLUSIVE")
    b = sqlite3.connect(db, timeout=0.1)
    try:
        b.execute("SELECT * FROM t").fetchall()
    except sqlite3.OperationalError:
        return err_result("La base de datos está ocupada en este momento. Vuelva a intentarlo en unos segundos.")
    finally:
        a.rollback()
        a.close()
        b.close()


entry("t27-091", "es", "handwritten", f"tool author's rewording of sqlite3 'database is locked' (caught, not shown); {SDK}; {SCRIPT}",
      "valid", [], "list_reservations", _d91)
hw("t27-092", "it", "valid", [NRG], "update_order", "L’ordine n. 100482 risulta già spedito e non può più essere modificato.",
   note="names only the caller's own record")


def _d93(sent):
    return ok_result("Активные оповещения: 2", {"alerts": [
        {"id": "ALRT-5531", "severity": "critical", "host": "api-gw-02.prod.internal", "summary": "Ошибка 502 Bad Gateway: доля ошибок 7,4 % за 5 минут"},
        {"id": "ALRT-5529", "severity": "warning", "host": "db-replica-1.prod.internal", "summary": "Отставание репликации 48 с; ERROR: canceling statement due to conflict with recovery"}]})


entry("t27-093", "ru", "handwritten", f"success result of a monitoring tool listing alerts (hosts and error words are the data asked for); {SDK}; {SCRIPT}",
      "valid", [], "list_alerts", _d93)
hw("t27-094", "zh", "valid", [], "upload_attachment", "存储服务暂时不可用，请过几分钟再试。",
   note="rewording of an object-store outage")
hw("t27-095", "ko", "valid", [NRG], "change_shipping_address", "주문 2024-11-0087의 배송지는 이미 확정되어 변경할 수 없습니다.",
   note="names only the caller's own record")


def _d96(sent):
    import socket
    addrs = sorted({ai[4][0] for ai in socket.getaddrinfo("localhost", 443, proto=socket.IPPROTO_TCP)})
    return ok_result(dumps({"host": "localhost", "port": 443, "addresses": addrs}))


entry("t27-096", "en", "real", f"success result of a resolve tool: real socket.getaddrinfo('localhost') output; {SDK}; {SCRIPT}",
      "valid", [], "resolve_host", _d96)


class _RangeArgs(pydantic.BaseModel):
    date_from: __import__("datetime").date


def _d97(sent):
    try:
        _RangeArgs(date_from=sent)
    except pydantic.ValidationError:
        return err_result("Pole „date_from” ma nieprawidłowy format. Podaj datę w formacie RRRR-MM-DD.")


entry("t27-097", "pl", "handwritten", f"tool author's rewording of a pydantic {V['pydantic']} ValidationError (caught; names the field only); {SDK}; {SCRIPT}",
      "wrong-type", [], "list_invoices", _d97)


def _d98(sent):
    with c_locale("nl_NL.utf8"):
        try:
            requests.get("http://127.0.0.1:3502/couriers/postnl/v1/slots", timeout=2)
        except requests.RequestException:
            return err_result("De koeriersdienst is op dit moment niet bereikbaar. Probeer het over vijf minuten opnieuw.")


entry("t27-098", "nl", "handwritten", f"tool author's rewording of a requests ConnectionError (caught, not shown); {SDK}; {SCRIPT}",
      "valid", [], "get_delivery_slots", _d98)


def _d99(sent):
    src = "def parse_amount(s):\n    return round(float(s.replace(',', '.')), 2)\n\n\ndef test_parse_amount_thousands():\n    assert parse_amount('1.234,50') == 1234.5\n"
    os.makedirs("/tmp/d27b/ci_job", exist_ok=True)
    with open("/tmp/d27b/ci_job/test_amounts.py", "w") as f:
        f.write(src)
    r = subprocess.run([sys.executable, "-c", "import test_amounts as t; t.test_parse_amount_thousands()"], cwd="/tmp/d27b/ci_job",
                       capture_output=True, text=True)
    log = r.stderr.replace("/tmp/d27b/ci_job/", "/builds/shop/payments/")
    lines = ["$ python -c 'import test_amounts as t; t.test_parse_amount_thousands()'"] + log.rstrip("\n").split("\n") + [f"Job failed: exit code {r.returncode}"]
    return ok_result("Log of job #88213 (stage: test, status: failed):\n" + "\n".join(lines))


entry("t27-099", "en", "real", f"success result of a CI-log tool whose data is a real CPython 3.11 traceback from a failing test (paths rewritten to the CI checkout); {SDK}; {SCRIPT}",
      "valid", [STACK], "get_job_log", _d99)
hw("t27-100", "tr", "valid", [NRG], "create_refund_request", "#4471 numaralı siparişiniz için iade talebi oluşturulamadı.",
   note="names only the caller's own record")

# ======================================================================
# PART E (t27-101 .. t27-120): echoes of the value sent
# ======================================================================
# t27-101 / t27-102: real MCPServer argument validation (pydantic)

entry("t27-101", "en", "real", f"{SDK} argument validation (pydantic {V['pydantic']}) for Annotated[int, Field(ge=1, le=100)]; {SCRIPT}",
      "above-max", [ECHO], "list_orders", None, number="1000001", args="limit")
entry("t27-102", "en", "real", f"{SDK} argument validation (pydantic {V['pydantic']}) for Annotated[str, Field(max_length=200)]; {SCRIPT}",
      "oversized", [ECHO], "create_note", None, args="title")


class _GreekS(serializers.Serializer):
    status = serializers.ChoiceField(choices=["open", "pending", "closed"])


def _e103(sent):
    return err_result(dumps(drf_errors("el", _GreekS, {"status": sent})))


entry("t27-103", "el", "real", f"Django REST Framework {V['djangorestframework']} ChoiceField invalid_choice (el locale) as serializer-errors JSON via {SDK}; {SCRIPT}",
      "enum", [ECHO, NRG], "list_tickets", _e103)


def _e104(sent):
    return err_result(" ".join(dj_field_error("fr", djm.UUIDField(), sent)))


entry("t27-104", "fr", "real", f"Django {V['Django']} models.UUIDField invalid message (fr locale) via {SDK}; {SCRIPT}",
      "wrong-type", [ECHO], "get_document", _e104)


def _e105(sent):
    f = djm.CharField(max_length=20, choices=[("draft", "draft"), ("sent", "sent"), ("paid", "paid")])
    return err_result("入力エラー（status）: " + " ".join(dj_field_error("ja", f, sent)))


entry("t27-105", "ja", "real", f"Django {V['Django']} model field invalid_choice (ja locale; value shown with repr quotes) via {SDK}; {SCRIPT}",
      "enum", [ECHO, NRG], "list_invoices", _e105)


class _OwnerS(serializers.Serializer):
    owner = serializers.SlugRelatedField(slug_field="username", queryset=User.objects.all())


def _e106(sent):
    return err_result(dumps(drf_errors("ru", _OwnerS, {"owner": sent})))


entry("t27-106", "ru", "real", f"Django REST Framework {V['djangorestframework']} SlugRelatedField does_not_exist (ru locale) as serializer-errors JSON via {SDK}; {SCRIPT}",
      "valid", [ECHO, NRG], "assign_ticket", _e106)


def _e107(sent):
    f = djf.ModelMultipleChoiceField(queryset=Group.objects.all())
    with translation.override("es"):
        try:
            f.clean([sent])
        except ValidationError as e:
            return err_result(dumps({"errors": {"groups": e.messages}}))


entry("t27-107", "es", "real", f"Django {V['Django']} forms.ModelMultipleChoiceField invalid_pk_value (es locale) via {SDK}; {SCRIPT}",
      "wrong-type", [ECHO, NRG], "set_user_groups", _e107)

# t27-108 .. t27-110: gen_node.mjs (zod zh-CN, ajv-i18n pl, ajv-i18n ko)


def _e111(sent):
    class F(wtforms.Form):
        class Meta:
            locales = ["kk"]
        tags = wtforms.SelectMultipleField(choices=[("news", "news"), ("promo", "promo")])

    class D(dict):
        def getlist(self, k):
            return self.get(k, [])
    f = F(formdata=D(tags=[sent]))
    f.validate()
    return err_result(dumps(f.errors))


entry("t27-111", "kk", "real", f"WTForms {V['WTForms']} SelectMultipleField pre_validate message (kk locale) via {SDK}; {SCRIPT}",
      "enum", [ECHO, NRG], "tag_subscriber", _e111)


def _e112(sent):
    return err_result(" ".join(dj_field_error("pt-br", djm.IntegerField(), sent)))


entry("t27-112", "pt", "real", f"Django {V['Django']} models.IntegerField invalid message (pt-br locale) via {SDK}; {SCRIPT}",
      "wrong-type", [ECHO], "set_quantity", _e112)


class _DutchS(serializers.Serializer):
    sort = serializers.ChoiceField(choices=["newest", "oldest", "price"])


def _e113(sent):
    return err_result(dumps(drf_errors("nl", _DutchS, {"sort": sent})))


entry("t27-113", "nl", "real", f"Django REST Framework {V['djangorestframework']} ChoiceField invalid_choice (nl locale) as serializer-errors JSON via {SDK}; {SCRIPT}",
      "enum", [ECHO, NRG], "search_products", _e113)


def _e114(sent):
    shown = sent[:40] + "…"
    return err_result(f'Invalid title "{shown}" ({len(sent)} characters).')


entry("t27-114", "en", "handwritten", f"handwritten tool message quoting the value cut short; {SDK}; {SCRIPT}",
      "oversized", [ECHO, NRG], "rename_board", _e114)


def _e115(sent):
    raise MCPError(code=-32602, message="Ogiltigt värde för parametern sort", data={"parameter": "sort", "value": sent})


entry("t27-115", "sv", "handwritten", f"handwritten JSON-RPC invalid-params error raised through {SDK}; {SCRIPT}",
      "enum", [ECHO], "list_listings", _e115)


def _e116(sent):
    return err_result(f'customer_id must be a positive integer; got "{sent}".')


entry("t27-116", "en", "handwritten", f"handwritten tool message quoting the SQL-probe value; {SDK}; {SCRIPT}",
      "sql", [ECHO], "get_customer", _e116)


def _e117(sent):
    f = djm.CharField(max_length=20, choices=[("asc", "asc"), ("desc", "desc")])
    return err_result(dumps({"order": dj_field_error("fa", f, sent)}))


entry("t27-117", "fa", "real", f"Django {V['Django']} model field invalid_choice (fa locale) via {SDK}; {SCRIPT}",
      "enum", [ECHO, NRG], "list_payments", _e117)


def _e118(sent):
    return err_result(" ".join(dj_field_error("de", djm.UUIDField(), sent)))


entry("t27-118", "de", "real", f"Django {V['Django']} models.UUIDField invalid message (de locale, „…“ quotes) via {SDK}; {SCRIPT}",
      "wrong-type", [ECHO], "get_contract", _e118)


def _e119(sent):
    return err_result(f"ค่า quantity ต้องไม่น้อยกว่า 1 (ได้รับ {sent})")


entry("t27-119", "th", "handwritten", f"handwritten tool message repeating the out-of-range number; {SDK}; {SCRIPT}",
      "below-min", [ECHO], "add_to_cart", _e119, number="-1")


def _e120(sent):
    f = djm.CharField(max_length=20, choices=[("card", "card"), ("cash", "cash")])
    return err_result(dumps({"method": dj_field_error("ar", f, sent)}))


entry("t27-120", "ar", "real", f"Django {V['Django']} model field invalid_choice (ar locale) via {SDK}; {SCRIPT}",
      "enum", [ECHO, NRG], "record_payment", _e120)


# ---------------------------------------------------------------- run everything through MCPServer
def build_server(e):
    """One MCPServer per entry, exposing the entry's tool under its public name."""
    srv = MCPServer("batch27")
    if e["body"] is None and e["tool"] == "list_orders":
        @srv.tool(name="list_orders")
        def list_orders(limit: Annotated[int, Field(ge=1, le=100)], status: str = "open") -> str:
            return "[]"
    elif e["body"] is None and e["tool"] == "create_note":
        @srv.tool(name="create_note")
        def create_note(title: Annotated[str, Field(max_length=200)], body: str = "") -> str:
            return "ok"
    else:
        body = e["body"]

        def tool_fn(value: Any = None) -> types.CallToolResult:
            return body(value)
        srv.add_tool(tool_fn, name=e["tool"])
    return srv


async def run_one(e):
    sent = e["sent"]
    if e["body"] is None:
        args = {e["args"]: (int(sent) if e["probe"] in ("above-max", "below-min") else sent)}
    else:
        args = {} if e["probe"] == "missing" else {"value": sent}
    async with Client(build_server(e)) as c:
        try:
            r = await c.call_tool(e["tool"], args)
            texts = [b.text for b in r.content if getattr(b, "type", None) == "text"]
            text = render_blocks(texts, r.structured_content)
            channel = "error-result" if r.is_error else "success-result"
        except MCPError as err:
            text = render_rpc(err.error.message, err.error.data)
            channel = "jsonrpc-error"
    return {"id": e["id"], "produced_by": e["produced_by"], "channel": channel, "probe": e["probe"],
            "sent": sent, "text": text, "signals": e["signals"],
            "_meta": {"language": e["lang"], "source": e["source"]}}


async def run_all():
    return [await run_one(e) for e in ENTRIES]


if __name__ == "__main__":
    pg_setup()
    res = anyio.run(run_all)
    with open(os.path.join(HERE, "out", "py.json"), "w", encoding="utf-8") as f:
        json.dump(res, f, ensure_ascii=False, indent=1)
    print(len(res), "entries")
