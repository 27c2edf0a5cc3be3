"""Texts obtained by running real code and real libraries (batch AA).

Each function returns the exact message a library, runtime or SDK produced; the caller
wraps it the way the tool would. Scratch files go to a fresh mkdtemp folder and its
prefix is replaced by the server path the tool would have run from.
"""
import json
import os
import shutil
import subprocess
import tempfile
import time
import traceback
import warnings

warnings.filterwarnings("ignore")

SCRATCH = tempfile.mkdtemp(prefix="haa-gen-")


def _w(rel, text):
    p = os.path.join(SCRATCH, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)
    return p


# ---------------------------------------------------------------- Django REST framework
_drf_ready = False


def drf(lang, msgid, **fmt):
    """A DRF message translated by DRF's own catalogue."""
    global _drf_ready
    if not _drf_ready:
        import django
        from django.conf import settings
        settings.configure(USE_I18N=True, LANGUAGE_CODE="en",
                           INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth",
                                           "rest_framework"])
        django.setup()
        _drf_ready = True
    from django.utils import translation
    with translation.override(lang):
        s = str(translation.gettext(msgid))
    return s.format(**fmt) if fmt else s


# ---------------------------------------------------------------- MCP Python SDK
def mcp_sdk_validation(tool, args):
    """The text of the isError result the MCP Python SDK returns for bad arguments."""
    import anyio
    from typing import Annotated, Literal
    from pydantic import Field
    from mcp.server.mcpserver import MCPServer
    from mcp.client import Client

    srv = MCPServer("listings")

    @srv.tool()
    def search_listings(city: str, limit: Annotated[int, Field(ge=1, le=200)] = 20) -> str:
        return "ok"

    @srv.tool()
    def list_campaigns(status: Literal["draft", "scheduled", "sent"] = "draft") -> str:
        return "ok"

    out = {}

    async def main():
        async with Client(srv) as c:
            r = await c.call_tool(tool, args)
            out["is_error"] = r.is_error
            out["text"] = "\n".join(b.text for b in r.content if getattr(b, "type", "") == "text")

    anyio.run(main)
    assert out["is_error"]
    return out["text"]


# ---------------------------------------------------------------- botocore via moto
def moto_s3_access_denied():
    os.environ.update(AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing",
                      AWS_DEFAULT_REGION="eu-west-1")
    import boto3
    from moto import mock_aws
    from moto.core import set_initial_no_auth_action_count

    @mock_aws
    @set_initial_no_auth_action_count(4)
    def run():
        iam = boto3.client("iam")
        iam.create_user(UserName="mcp-reader")
        key = iam.create_access_key(UserName="mcp-reader")["AccessKey"]
        pol = iam.create_policy(PolicyName="ro", PolicyDocument=json.dumps(
            {"Version": "2012-10-17",
             "Statement": [{"Effect": "Allow", "Action": "s3:ListBucket", "Resource": "*"}]}))
        iam.attach_user_policy(UserName="mcp-reader", PolicyArn=pol["Policy"]["Arn"])
        s3 = boto3.client("s3", aws_access_key_id=key["AccessKeyId"],
                          aws_secret_access_key=key["SecretAccessKey"])
        try:
            s3.get_object(Bucket="acme-payroll-exports", Key="2025/05/run.csv")
        except Exception as e:  # botocore.exceptions.ClientError
            return str(e)

    return run()


# ---------------------------------------------------------------- hvac against a mocked Vault
def hvac_forbidden():
    import hvac
    import responses
    url = "https://vault.ops.internal:8200"
    with responses.RequestsMock() as rs:
        rs.add(responses.GET, url + "/v1/secret/data/payments/stripe",
               json={"errors": ["1 error occurred:\n\t* permission denied\n\n"]}, status=403)
        c = hvac.Client(url=url, token="hvs.CAESIJx")
        try:
            c.secrets.kv.v2.read_secret_version(path="payments/stripe",
                                                raise_on_deleted_version=True)
        except Exception as e:
            return f"{type(e).__module__}.{type(e).__name__}: {e}"


# ---------------------------------------------------------------- PyJWT
def pyjwt_expired():
    import jwt
    key = "k" * 32
    tok = jwt.encode({"sub": "member-4471", "exp": int(time.time()) - 3600}, key, algorithm="HS256")
    try:
        jwt.decode(tok, key, algorithms=["HS256"])
    except Exception as e:
        return f"{type(e).__module__}.{type(e).__name__}: {e}"


# ---------------------------------------------------------------- pathlib
def pathlib_relative_to():
    from pathlib import PurePosixPath
    try:
        PurePosixPath("/etc/passwd").relative_to("/srv/mcp-notes/vault")
    except ValueError as e:
        return str(e)


# ---------------------------------------------------------------- jsonschema
def jsonschema_enum(value):
    import jsonschema
    try:
        jsonschema.validate({"mode": value}, {"type": "object", "properties": {
            "mode": {"enum": ["pickup", "delivery", "dine_in"]}}})
    except jsonschema.ValidationError as e:
        return e.message


# ---------------------------------------------------------------- redis / pymongo (loopback only)
def redis_refused():
    import redis
    try:
        redis.Redis(host="127.0.0.1", port=6380, socket_connect_timeout=1).get("catalog:top")
    except Exception as e:
        return str(e)


def pymongo_timeout():
    import pymongo
    try:
        pymongo.MongoClient("mongodb://127.0.0.1:27018/", serverSelectionTimeoutMS=500) \
            .crm.contacts.find_one({})
    except Exception as e:
        return f"{type(e).__name__}: {e}"


# ---------------------------------------------------------------- Python tracebacks
def python_traceback_chart():
    pkg = os.path.join(SCRATCH, "py1")
    _w("py1/reporting/__init__.py", "")
    _w("py1/reporting/charts.py",
       "FX = {'usd': 1.0, 'gbp': 1.27}\n\n"
       "def to_usd(amount, currency):\n"
       "    return amount * FX[currency.lower()]\n\n"
       "def render_margin_chart(rows):\n"
       "    series = [to_usd(r['margin'], r['currency']) for r in rows]\n"
       "    return series\n")
    _w("py1/reporting/tools.py",
       "import traceback\n"
       "from reporting import charts\n\n"
       "def build_report(rows):\n"
       "    try:\n"
       "        charts.render_margin_chart(rows)\n"
       "    except Exception:\n"
       "        return traceback.format_exc()\n")
    import sys
    sys.path.insert(0, pkg)
    from reporting import tools
    tb = tools.build_report([{"margin": 1200, "currency": "USD"}, {"margin": 800, "currency": "EUR"}])
    sys.path.remove(pkg)
    return tb.replace(pkg, "/opt/reporting").strip()


def python_traceback_calendar():
    pkg = os.path.join(SCRATCH, "py2")
    _w("py2/calsync/__init__.py", "")
    _w("py2/calsync/events.py",
       "from datetime import datetime\n"
       "from zoneinfo import ZoneInfo\n\n"
       "def normalise(event):\n"
       "    tz = ZoneInfo(event['tz'])\n"
       "    return datetime.fromisoformat(event['start']).replace(tzinfo=tz)\n\n"
       "def create_event(payload):\n"
       "    start = normalise(payload)\n"
       "    return {'start': start.isoformat()}\n")
    _w("py2/calsync/server.py",
       "import traceback\n"
       "from calsync import events\n\n"
       "async def handle_call_tool(name, arguments):\n"
       "    return events.create_event(arguments)\n\n"
       "def dispatch(name, arguments):\n"
       "    import asyncio\n"
       "    try:\n"
       "        return asyncio.run(handle_call_tool(name, arguments))\n"
       "    except Exception:\n"
       "        return traceback.format_exc()\n")
    import sys
    sys.path.insert(0, pkg)
    from calsync import server
    tb = server.dispatch("create_event", {"title": "Dentist", "start": "2025-06-03T09:30:00"})
    sys.path.remove(pkg)
    import asyncio
    stdlib = os.path.dirname(os.path.dirname(asyncio.__file__))
    return tb.replace(pkg, "/home/app/calsync-mcp/src").replace(stdlib, "/usr/local/lib/python3.11").strip()


# ---------------------------------------------------------------- other runtimes
def _run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=120)
    return (p.stdout + p.stderr)


def node_fetch_failed():
    _w("node/commands/lookup.mjs",
       "import util from 'node:util';\n"
       "export async function lookupStock(sku) {\n"
       "  const res = await fetch(`http://127.0.0.1:9207/stock/_search?q=sku:${sku}`);\n"
       "  return res.json();\n"
       "}\n"
       "try { await lookupStock('SKU-4471'); } catch (e) { console.log(util.inspect(e)); }\n")
    out = _run(["node", "commands/lookup.mjs"], os.path.join(SCRATCH, "node"))
    return out.replace(os.path.join(SCRATCH, "node"), "/srv/stock-bot").strip()


def java_number_format(value):
    _w("java/QuoteService.java",
       "public class QuoteService {\n"
       "  static int parseQuantity(String raw) { return Integer.parseInt(raw); }\n"
       "  static String createQuote(String sku, String qty) { return sku + \"x\" + parseQuantity(qty); }\n"
       "  public static void main(String[] a) {\n"
       "    try { createQuote(\"PAL-EU-1200\", \"" + value + "\"); }\n"
       "    catch (Exception e) { e.printStackTrace(); }\n"
       "  }\n"
       "}\n")
    out = _run(["java", "QuoteService.java"], os.path.join(SCRATCH, "java"))
    lines = [l for l in out.splitlines() if "jdk.internal.reflect" not in l
             and "java.lang.reflect" not in l and "javac.launcher" not in l]
    return "\n".join(lines).strip()


def ruby_no_method():
    _w("ruby/app/services/booking.rb",
       "module Barber\n"
       "  class Booking\n"
       "    def initialize(slots) = @slots = slots\n"
       "    def reserve(barber, day)\n"
       "      slot = @slots[[barber, day]]\n"
       "      \"Booked #{barber} at #{slot[:starts_at].strftime('%H:%M')}\"\n"
       "    end\n"
       "  end\n"
       "end\n"
       "begin\n"
       "  Barber::Booking.new({}).reserve(\"Nico\", nil)\n"
       "rescue => e\n"
       "  puts e.full_message(highlight: false)\n"
       "end\n")
    return _run(["ruby", "app/services/booking.rb"], os.path.join(SCRATCH, "ruby")).strip()


def php_division_by_zero():
    _w("php/src/MarginReport.php",
       "<?php\n"
       "namespace Acme\\Reports;\n"
       "final class MarginReport {\n"
       "    public function marginPct(int $revenue, int $cost): int { return intdiv(($revenue - $cost) * 100, $revenue); }\n"
       "    public function build(array $rows): array { return array_map(fn($r) => $this->marginPct($r['revenue'], $r['cost']), $rows); }\n"
       "}\n"
       "try { (new MarginReport())->build([['revenue' => 1200, 'cost' => 800], ['revenue' => 0, 'cost' => 0]]); }\n"
       "catch (\\Throwable $e) { echo get_class($e), ': ', $e->getMessage(), ' in ', $e->getFile(), ':', $e->getLine(), \"\\nStack trace:\\n\", $e->getTraceAsString(), \"\\n\"; }\n")
    out = _run(["php", "src/MarginReport.php"], os.path.join(SCRATCH, "php"))
    return out.replace(os.path.join(SCRATCH, "php"), "/var/www/margin-mcp").strip()


def go_panic():
    _w("go/main.go",
       "package main\n\n"
       "import \"fmt\"\n\n"
       "type Leg struct{ From, To string }\n\n"
       "func pickLeg(legs []Leg, i int) Leg { return legs[i] }\n\n"
       "func main() {\n"
       "\tlegs := []Leg{{\"HAM\", \"FRA\"}, {\"FRA\", \"LIS\"}, {\"LIS\", \"OPO\"}}\n"
       "\tfmt.Println(pickLeg(legs, 3))\n"
       "}\n")
    env = dict(os.environ, GOCACHE=os.path.join(SCRATCH, "gocache"), GOPATH=os.path.join(SCRATCH, "gopath"),
               GO111MODULE="off")
    p = subprocess.run(["go", "run", "main.go"], cwd=os.path.join(SCRATCH, "go"),
                       capture_output=True, text=True, timeout=300, env=env)
    out = p.stdout + p.stderr
    out = "\n".join(l for l in out.splitlines() if not l.startswith("exit status"))
    return out.replace(os.path.join(SCRATCH, "go"), "/build/itinerary-mcp").strip()


def cleanup():
    shutil.rmtree(SCRATCH, ignore_errors=True)
