"""Real outputs, Python side: an MCPServer (mcp 2.3.0, pip --target into a scratch folder)
exposing finance tools that call real libraries (sqlite3, requests, boto3 + moto, stdnum,
zoneinfo, decimal, werkzeug, psql). A client in the same process sends the probes; each
model-visible text (text blocks joined + JSON of structuredContent; or JSON-RPC message + JSON
of data) is written to real_py_out.json keyed by slug.

Run:  PYTHONPATH=<scratch>/py python3 real_py.py <scratch-workdir> <out.json>
"""
import asyncio
import datetime
import decimal
import json
import os
import sqlite3
import subprocess
import sys
import threading
import traceback
import zoneinfo
from typing import Annotated, Literal

import boto3
import requests
from moto import mock_aws
from pydantic import Field
from stdnum import iban as stdiban
from werkzeug.exceptions import BadGateway
from werkzeug.serving import make_server
from werkzeug.wrappers import Request, Response

from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary  # noqa: E402

WORK = sys.argv[1]
OUT = sys.argv[2]
os.makedirs(WORK, exist_ok=True)
DB = os.path.join(WORK, "ledger.db")

srv = MCPServer("ledger-tools")

# ---------------------------------------------------------------- database
con = sqlite3.connect(DB, check_same_thread=False)
con.executescript("""
DROP TABLE IF EXISTS invoices; DROP TABLE IF EXISTS journal;
CREATE TABLE invoices(id INTEGER PRIMARY KEY, number TEXT, customer_ref TEXT, tenant_id INTEGER, total NUMERIC);
CREATE TABLE journal(id INTEGER PRIMARY KEY, entry_ref TEXT UNIQUE, account TEXT, amount NUMERIC);
INSERT INTO invoices(number, customer_ref, tenant_id, total) VALUES ('INV-1001','C-77',1,120.00);
INSERT INTO journal(entry_ref, account, amount) VALUES ('JE-2025-04-0031','1200',250.00);
""")
con.commit()


@srv.tool()
def list_transactions(account: str, limit: Annotated[int, Field(ge=1, le=500)] = 50) -> str:
    """List an account's transactions."""
    return "[]"


@srv.tool()
def get_fx_rate(base: Literal["EUR", "USD", "GBP", "CHF", "JPY"], quote: Literal["EUR", "USD", "GBP", "CHF", "JPY"]) -> str:
    """Reference FX rate."""
    return "1.0"


@srv.tool()
def create_transfer(amount: float, currency: str, iban: str) -> str:
    """Create a SEPA transfer."""
    return "ok"


@srv.tool()
def reconcile_statement(statement_id: str) -> str:
    """Reconcile a bank statement with the ledger."""
    lines = {}
    return lines[statement_id]["matched"]  # KeyError -> masked by the framework


@srv.tool()
def close_period(period: str) -> str:
    """Close an accounting period."""
    other = sqlite3.connect(DB, timeout=0)
    blocker = sqlite3.connect(DB, timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        other.execute("UPDATE journal SET account = account WHERE 1=0")
    except sqlite3.Error as e:
        raise MCPError(-32603, "Ledger backend unavailable",
                       {"cause": f"{type(e).__module__}.{type(e).__name__}: {e}", "db": DB, "period": period})
    finally:
        blocker.rollback()
    return "closed"


@srv.tool()
def find_invoice(customer_ref: str) -> str:
    """Find invoices for a customer reference (careless string-built SQL)."""
    q = f"SELECT number, total FROM invoices WHERE customer_ref = '{customer_ref}' AND tenant_id = ?"
    try:
        rows = con.execute(q, (1,)).fetchall()
    except sqlite3.Error as e:
        raise ToolError(f"Query failed: {e}")
    return json.dumps(rows)


@srv.tool()
def list_invoices(sort_by: str = "number") -> str:
    """List invoices sorted by a column."""
    try:
        rows = con.execute(f"SELECT number, total FROM invoices ORDER BY {sort_by}").fetchall()
    except sqlite3.OperationalError as e:
        raise ToolError(f"sqlite3.OperationalError: {e}")
    return json.dumps(rows)


@srv.tool()
def vat_summary(fiscal_year: str) -> str:
    """VAT summary for a fiscal year (YYYY)."""
    try:
        datetime.datetime.strptime(fiscal_year, "%Y")
    except ValueError as e:
        raise ToolError(f"{type(e).__name__}: {e}")
    return "{}"


@srv.tool()
def market_hours(exchange_tz: str) -> str:
    """Trading hours for an exchange time zone."""
    try:
        zoneinfo.ZoneInfo(exchange_tz)
    except Exception as e:
        raise ToolError(f"{type(e).__name__}: {e}")
    return "{}"


@srv.tool()
def get_live_rate(pair: str) -> str:
    """Live FX rate from the internal rates service."""
    try:
        r = requests.get(f"http://fx-rates.internal:8080/v1/rates?pair={pair}", timeout=3)
    except requests.RequestException as e:
        raise ToolError(str(e))
    return r.text


@srv.tool()
def fetch_statement_archive(account: str, month: str) -> str:
    """Archived PDF statement from S3."""
    s3 = boto3.client("s3", region_name="eu-central-1")
    try:
        s3.get_object(Bucket="acme-statements-archive", Key=f"{account}/{month}.pdf")
    except Exception as e:
        raise ToolError(str(e))
    return "ok"


@srv.tool()
def record_payment(idempotency_key: str, amount_cents: int) -> str:
    """Record an incoming payment once."""
    ddb = boto3.client("dynamodb", region_name="eu-central-1")
    try:
        ddb.put_item(TableName="payments-ledger",
                     Item={"pk": {"S": idempotency_key}, "amount": {"N": str(amount_cents)}},
                     ConditionExpression="attribute_not_exists(pk)")
    except Exception as e:
        raise ToolError(str(e))
    return "recorded"


@srv.tool()
def post_journal(account: str, amount: str) -> str:
    """Post a journal line (careless: returns the traceback)."""
    try:
        value = decimal.Decimal(amount).quantize(decimal.Decimal("0.01"))
        return f"posted {value}"
    except Exception:
        raise ToolError(traceback.format_exc())


@srv.tool()
def validate_iban(iban: str) -> str:
    """Check an IBAN."""
    try:
        stdiban.validate(iban)
    except Exception as e:
        raise ToolError(f"{type(e).__name__}: {e}")
    return "valid"


CORE_URL = {}


@srv.tool()
def core_banking_balance(account: str) -> str:
    """Balance from the core banking gateway."""
    r = requests.get(f"{CORE_URL['u']}/accounts/{account}/balance", timeout=5)
    if r.status_code != 200:
        raise ToolError(f"core banking error {r.status_code}: {r.text}")
    return r.text


@srv.tool()
def import_journal(entries: list[dict]) -> dict:
    """Import journal lines; reports per-row errors."""
    done, errors = 0, []
    for i, e in enumerate(entries, 1):
        try:
            con.execute("INSERT INTO journal(entry_ref, account, amount) VALUES (?,?,?)",
                        (e["entry_ref"], e["account"], e["amount"]))
            done += 1
        except sqlite3.Error as ex:
            errors.append({"row": i, "error": f"sqlite3.{type(ex).__name__}: {ex}"})
    con.rollback()
    return {"imported": done, "failed": len(errors), "errors": errors}


@srv.tool()
def decrypt_card_token(token: str) -> str:
    """Decrypt a stored card token with KMS."""
    kms = boto3.client("kms", region_name="eu-central-1")
    try:
        kms.decrypt(CiphertextBlob=token.encode(), KeyId="arn:aws:kms:eu-central-1:123456789012:key/7d2f0c4e-9b1a-4c3e-8f55-2a9e6b1d0c77")
    except Exception as e:
        raise MCPError(-32603, "KMS decrypt failed", {"error": str(e)})
    return "ok"


@srv.tool()
def ledger_health() -> str:
    """Ping the reporting database."""
    p = subprocess.run(["psql", "-w", "-h", "127.0.0.1", "-p", "5499", "-U", "ledger_ro", "-d", "reporting", "-c", "select 1"],
                       capture_output=True, text=True, env={**os.environ, "PGCONNECT_TIMEOUT": "3"})
    if p.returncode != 0:
        raise ToolError(p.stderr.strip())
    return p.stdout


def visible(res) -> tuple[str, str]:
    parts = [c.text for c in res.content if getattr(c, "type", "") == "text"]
    sc = getattr(res, "structured_content", None)
    text = "\n".join(parts)
    if sc is not None:
        text = text + ("\n" if text else "") + json.dumps(sc, ensure_ascii=False)
    return ("error-result" if res.is_error else "success-result"), text


PROBES = [
    # slug, tool, args, probe, sent
    ("rpy_limit", "list_transactions", {"account": "DE-OPS-01", "limit": 1000001}, "above-max", "1000001"),
    ("rpy_fxenum", "get_fx_rate", {"base": canary("rpy_fxenum"), "quote": "USD"}, "enum", canary("rpy_fxenum")),
    ("rpy_missing", "create_transfer", {"amount": 120.5, "currency": "EUR"}, "missing", None),
    ("rpy_unexpected", "reconcile_statement", {"statement_id": "st_2025_04_0012"}, "valid", None),
    ("rpy_locked", "close_period", {"period": "2025-04"}, "valid", None),
    ("rpy_sql", "find_invoice", {"customer_ref": "' OR 1=1 -- " + canary("rpy_sql")}, "sql", "' OR 1=1 -- " + canary("rpy_sql")),
    ("rpy_sort", "list_invoices", {"sort_by": canary("rpy_sort")}, "valid", canary("rpy_sort")),
    ("rpy_strptime", "vat_summary", {"fiscal_year": canary("rpy_strptime")}, "valid", canary("rpy_strptime")),
    ("rpy_tz", "market_hours", {"exchange_tz": canary("rpy_tz")}, "valid", canary("rpy_tz")),
    ("rpy_dns", "get_live_rate", {"pair": "EURUSD"}, "valid", None),
    ("rpy_s3", "fetch_statement_archive", {"account": "acct_55120", "month": "2025-03"}, "valid", None),
    ("rpy_ddb", "record_payment", {"idempotency_key": "pay_4f1e0b", "amount_cents": 129900}, "valid", None),
    ("rpy_trace", "post_journal", {"account": "4000", "amount": ""}, "empty", ""),
    ("rpy_iban", "validate_iban", {"iban": canary("rpy_iban")}, "valid", canary("rpy_iban")),
    ("rpy_html", "core_banking_balance", {"account": "0012-448190"}, "valid", None),
    ("rpy_partial", "import_journal", {"entries": [
        {"entry_ref": "JE-2025-04-0030", "account": "1200", "amount": 99.0},
        {"entry_ref": "JE-2025-04-0031", "account": "1200", "amount": 250.0},
        {"entry_ref": "JE-2025-04-0032", "account": "4000", "amount": -349.0}]}, "valid", None),
    ("rpy_kms", "decrypt_card_token", {"token": "ctok_9f2a11b0"}, "valid", None),
    ("rpy_psql", "ledger_health", {}, "valid", None),
]


def start_core_gateway():
    @Request.application
    def app(request):
        return Response(BadGateway().get_body(), status=502, content_type="text/html; charset=utf-8")
    server = make_server("127.0.0.1", 0, app)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    CORE_URL["u"] = f"http://127.0.0.1:{server.server_port}"


async def main():
    start_core_gateway()
    out = {}
    with mock_aws():
        s3 = boto3.client("s3", region_name="eu-central-1")
        s3.create_bucket(Bucket="acme-statements-archive",
                         CreateBucketConfiguration={"LocationConstraint": "eu-central-1"})
        ddb = boto3.client("dynamodb", region_name="eu-central-1")
        ddb.create_table(TableName="payments-ledger", KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
                         AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
                         BillingMode="PAY_PER_REQUEST")
        ddb.put_item(TableName="payments-ledger", Item={"pk": {"S": "pay_4f1e0b"}, "amount": {"N": "129900"}})
        async with Client(srv) as c:
            for slug, tool, args, probe, sent in PROBES:
                try:
                    res = await c.call_tool(tool, args)
                    channel, text = visible(res)
                except MCPError as e:
                    channel = "jsonrpc-error"
                    text = e.message + ("\n" + json.dumps(e.data, ensure_ascii=False) if e.data is not None else "")
                out[slug] = {"channel": channel, "probe": probe, "sent": sent, "text": text,
                             "produced_by": f"mcp 2.3.0 MCPServer 'ledger-tools', tool {tool} (gen/real_py.py)"}
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)


asyncio.run(main())
