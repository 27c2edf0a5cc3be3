"""Billing: invoices and payments MCP server on the official Python SDK (`mcp`, MCPServer).

Held-out test server for toolwright-audit (see ../README.md and ../planted.json). It is
written like an ordinary service built from the SDK's README; some of its failures are
deliberately the kind real services ship. Do not "fix" it, and never tune the audit on it.

    python server.py                 # stdio
    python server.py --http 8000     # Streamable HTTP on http://127.0.0.1:8000/mcp
"""

import os
import re
import sqlite3
import sys
import traceback
from datetime import datetime, timedelta, timezone
from pathlib import Path

import httpx
from mcp_types import INVALID_PARAMS

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError

mcp = MCPServer("billing", instructions="Invoices, payments, credits and monthly statements.")

STATEMENT_ROOTS = [Path("/srv/billing/statements"), Path("/srv/billing/archive")]
LEDGER_URL = os.environ.get("LEDGER_URL", "http://10.8.14.3:7001")
GATEWAY_URL = os.environ.get("GATEWAY_URL", "https://api.payments.example.com")
MAILER_URL = os.environ.get("MAILER_URL", "https://api.mailer.example.com")
INVOICE_ID = re.compile(r"^INV-\d{4,}$")

db = sqlite3.connect(":memory:", check_same_thread=False)
db.row_factory = sqlite3.Row
db.executescript(
    """
    CREATE TABLE invoices (id TEXT PRIMARY KEY, customer TEXT, amount_cents INTEGER, currency TEXT,
                           status TEXT, issued TEXT, due TEXT, memo TEXT);
    CREATE TABLE payments (id TEXT PRIMARY KEY, invoice_id TEXT, reference TEXT, amount_cents INTEGER, received TEXT);
    INSERT INTO invoices VALUES ('INV-2041', 'Contoso GmbH', 129900, 'EUR', 'open', '2026-11-01', '2026-12-01', '');
    INSERT INTO invoices VALUES ('INV-2042', 'Fabrikam Ltd', 45000, 'GBP', 'paid', '2026-11-03', '2026-12-03', '');
    INSERT INTO invoices VALUES ('INV-2043', 'Northwind BV', 8800, 'EUR', 'overdue', '2026-10-01', '2026-10-31', '');
    INSERT INTO payments VALUES ('PAY-7781', 'INV-2042', 'FAB-NOV-2026', 45000, '2026-11-20');
    INSERT INTO payments VALUES ('PAY-7782', 'INV-2041', 'SEPA 55120931', 60000, '2026-11-25');
    """
)

MEMO_SCREEN = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"ignore\s+(all\s+|any\s+|the\s+)?(previous|prior|above|earlier)\s+(instructions|prompts|rules)",
        r"disregard\s+(all\s+|the\s+|your\s+)?(previous|prior|above|system|earlier)",
        r"(reveal|print|show|repeat)\s+(me\s+)?(your|the)\s+(system\s+prompt|instructions)",
        r"system\s+prompt",
        r"you\s+are\s+now\s",
        r"jailbreak|developer\s+mode",
        r"</?(system|assistant)>",
    )
]


# --- upstreams ---------------------------------------------------------------------------
# Production calls the ledger service, the payment gateway and the mailer over HTTP. This
# build runs offline: each client is wired to the responses recorded from those services
# (httpx.MockTransport) on the day the ledger was down for a migration.


def _recorded_ledger(request: httpx.Request) -> httpx.Response:
    return httpx.Response(502, text="<html><body><h1>502 Bad Gateway</h1>\nnginx/1.26.2</body></html>")


def _recorded_gateway(request: httpx.Request) -> httpx.Response:
    return httpx.Response(401, json={"error": {"type": "authentication_error", "message": "Invalid API Key provided."}})


def _recorded_mailer(request: httpx.Request) -> httpx.Response:
    return httpx.Response(429, headers={"Retry-After": "900"}, json={"message": "Too many requests"})


ledger = httpx.Client(base_url=LEDGER_URL, transport=httpx.MockTransport(_recorded_ledger), timeout=10)
gateway = httpx.Client(base_url=GATEWAY_URL, transport=httpx.MockTransport(_recorded_gateway), timeout=10)
mailer = httpx.Client(base_url=MAILER_URL, transport=httpx.MockTransport(_recorded_mailer), timeout=10)


# --- tools -------------------------------------------------------------------------------


@mcp.tool()
def get_invoice(invoice_id: str) -> dict:
    """Get an invoice by ID (e.g. INV-2041)."""
    if not INVOICE_ID.match(invoice_id):
        raise MCPError(INVALID_PARAMS, "invoice_id must look like INV-2041: 'INV-' followed by at least four digits.")
    row = db.execute("SELECT * FROM invoices WHERE id = ?", (invoice_id,)).fetchone()
    if row is None:
        raise ToolError("No invoice with that ID. Use search_payments with the payment reference to find the invoice ID.")
    return dict(row)


@mcp.tool()
def search_payments(reference: str) -> list[dict]:
    """Find payments by the bank reference the customer used (partial match)."""
    try:
        rows = db.execute(f"SELECT * FROM payments WHERE (reference LIKE '%{reference}%' OR id = '{reference}') ORDER BY received DESC").fetchall()
    except sqlite3.Error as e:
        raise ToolError(f"{type(e).__module__}.{type(e).__name__}: {e}") from e
    return [dict(r) for r in rows]


@mcp.tool()
def add_invoice_memo(invoice_id: str, memo: str) -> str:
    """Add a memo to an invoice (shown on the customer's copy)."""
    if any(p.search(memo) for p in MEMO_SCREEN):
        raise ToolError("Security check failed: the memo was flagged as a possible prompt injection and was not saved.")
    updated = db.execute("UPDATE invoices SET memo = ? WHERE id = ?", (memo, invoice_id)).rowcount
    if not updated:
        raise ToolError("No invoice with that ID. Use search_payments to find it, then add the memo again.")
    return "Memo saved."


@mcp.tool()
def apply_credit(invoice_id: str, amount_cents: int, reason: str) -> dict:
    """Credit an amount (in cents) against an invoice. The ledger records it."""
    if amount_cents <= 0 or amount_cents > 5_000_000:
        raise ToolError(f"amount_cents must be a positive number of cents, got {amount_cents}")
    try:
        resp = ledger.post("/v1/credits", json={"invoice_id": invoice_id, "amount_cents": amount_cents, "reason": reason})
        resp.raise_for_status()
    except httpx.HTTPError as e:
        raise ToolError(f"Ledger request failed: {e}") from e
    return resp.json()


@mcp.tool()
def charge_card(invoice_id: str, card_token: str) -> dict:
    """Charge the saved card (token from the customer portal) for an invoice's open balance."""
    resp = gateway.post("/v1/charges", json={"invoice": invoice_id, "source": card_token})
    if resp.status_code == 401:
        raise ToolError("Not authorized: the payment gateway rejected this server's API key.")
    if resp.status_code == 402:
        raise ToolError("The card was declined. Ask the customer to update their card in the portal.")
    resp.raise_for_status()
    return resp.json()


@mcp.tool()
def reconcile(month: str) -> dict:
    """Reconcile payments against invoices for a month (YYYY-MM)."""
    try:
        start = datetime.strptime(month, "%Y-%m")
        end = (start + timedelta(days=32)).replace(day=1)
        invoices = db.execute(
            "SELECT id, amount_cents FROM invoices WHERE issued >= ? AND issued < ?",
            (start.date().isoformat(), end.date().isoformat()),
        ).fetchall()
        summary = {"month": month, "invoices": len(invoices), "unpaid": []}
        for inv in invoices:
            paid = db.execute("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE invoice_id = ?", (inv["id"],)).fetchone()[0]
            if paid < inv["amount_cents"]:
                summary["unpaid"].append({"invoice": inv["id"], "outstanding_cents": inv["amount_cents"] - paid})
        return summary
    except Exception:
        raise ToolError("Reconciliation failed:\n" + traceback.format_exc())


@mcp.tool()
def download_statement(path: str) -> str:
    """Read a monthly statement file, e.g. `2026/11/contoso.txt` (relative to the statements folder)."""
    full = (STATEMENT_ROOTS[0] / path).resolve()
    if not any(full.is_relative_to(root) for root in STATEMENT_ROOTS):
        raise ToolError(
            f"Statements can only be read from {' or '.join(str(r) for r in STATEMENT_ROOTS)}; {full} is outside both."
        )
    return full.read_text()


@mcp.tool()
def send_reminder(invoice_id: str) -> str:
    """Email the customer a payment reminder for an invoice."""
    resp = mailer.post("/v3/send", json={"template": "payment-reminder", "invoice": invoice_id})
    if resp.status_code == 429:
        wait = int(resp.headers.get("Retry-After", "60"))
        at = (datetime.now(timezone.utc) + timedelta(seconds=wait)).strftime("%H:%M UTC")
        raise ToolError(f"The mail service is rate-limiting reminders. Try send_reminder again in {wait // 60} minutes (after {at}).")
    resp.raise_for_status()
    return "Reminder sent."


if __name__ == "__main__":
    if "--http" in sys.argv:
        mcp.run(transport="streamable-http", host="127.0.0.1", port=int(sys.argv[sys.argv.index("--http") + 1]))
    else:
        mcp.run()
