"""Stockroom: a warehouse inventory MCP server on the standalone `fastmcp` package.

Held-out test server for toolwright-audit (see ../README.md and ../planted.json). It is
written like an ordinary service built from fastmcp's README; some of its failures are
deliberately the kind real services ship. Do not "fix" it, and never tune the audit on it.
fastmcp-open/ and fastmcp-masked/ are the same service, differing only in
`mask_error_details` (False here).

    python server.py                 # stdio
    python server.py --http 8000     # Streamable HTTP on http://127.0.0.1:8000/mcp
"""

import os
import re
import sqlite3
import sys
import traceback
from pathlib import Path
from typing import Annotated

import httpx
from pydantic import Field

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP(
    "stockroom",
    instructions="Warehouse inventory: look up items, reserve stock, import counts, supplier quotes.",
    mask_error_details=False,
)

IMPORT_DIR = Path(os.environ.get("STOCKROOM_IMPORTS", "/srv/stockroom/imports"))
SUPPLIER_API = os.environ.get("SUPPLIER_API", "https://supplier-api.example.net")
STOREFRONT_API = os.environ.get("STOREFRONT_API", "https://northwind-outlet.shop.example.com/admin/api/2026-10")
CURRENT_USER = os.environ.get("STOCKROOM_USER", "sam@northwind.test")

# Who may delete items (from the company directory).
ROLES = {
    "ana@northwind.test": "inventory-admin",
    "dmitri@northwind.test": "warehouse-lead",
    "sam@northwind.test": "picker",
    "joy@northwind.test": "picker",
}
DELETE_ROLES = ("inventory-admin", "warehouse-lead")

WAREHOUSES = {
    "BER1": {"name": "Berlin Tempelhof", "dock_schedule": ["Mon 07:00 DHL", "Thu 13:00 DB Schenker"]},
    "RTM2": {"name": "Rotterdam Port", "dock_schedule": ["Tue 09:30 Maersk"]},
}

db = sqlite3.connect(":memory:", check_same_thread=False)
db.row_factory = sqlite3.Row
db.executescript(
    """
    CREATE TABLE items (sku TEXT PRIMARY KEY, name TEXT, warehouse TEXT, on_hand INTEGER, reserved INTEGER);
    INSERT INTO items VALUES ('NW-10021', 'Steel shelf bracket 30cm', 'BER1', 420, 20);
    INSERT INTO items VALUES ('NW-10022', 'Steel shelf bracket 45cm', 'BER1', 35, 30);
    INSERT INTO items VALUES ('NW-20310', 'Pallet wrap 500mm', 'RTM2', 96, 0);
    INSERT INTO items VALUES ('NW-31877', 'Label printer ribbon', 'RTM2', 12, 4);
    CREATE TABLE reservations (sku TEXT, quantity INTEGER, order_ref TEXT);
    """
)

INJECTION_GUARD = re.compile(
    r"ignore\s+(all\s+|any\s+|the\s+)?(previous|prior|above|earlier)\s+(instructions|prompts|rules)"
    r"|disregard\s+(all\s+|the\s+|your\s+)?(previous|prior|above|system|earlier)"
    r"|(reveal|print|show|repeat)\s+(me\s+)?(your|the)\s+(system\s+prompt|instructions)"
    r"|system\s+prompt|you\s+are\s+now\s|jailbreak|developer\s+mode"
    r"|</?(system|assistant)>",
    re.IGNORECASE,
)


# --- upstreams ---------------------------------------------------------------------------
# Production talks to the supplier and storefront APIs over HTTPS. This build runs offline:
# the clients are wired to the responses recorded from those APIs (httpx.MockTransport), the
# supplier behind its CDN's bot protection and the storefront after its token was rotated.

SUPPLIER_BLOCK_PAGE = """<!DOCTYPE html>
<html lang="en-US"><head><title>Access denied | supplier-api.example.net used Cloudflare to restrict access</title></head>
<body><div id="cf-wrapper"><div id="cf-error-details">
<h1><span class="cf-error-type">Error</span> <span class="cf-error-code">1020</span></h1>
<h2 class="cf-subheadline">Access denied</h2>
<p>You do not have access to supplier-api.example.net.</p><p>The site owner may have set restrictions that prevent you from accessing the site.</p>
<p>Cloudflare Ray ID: <strong>8e41c7a2dd5f3b19</strong> &bull; Your IP: 203.0.113.48 &bull; Performance &amp; security by Cloudflare</p>
</div></div></body></html>"""


def _recorded_supplier(request: httpx.Request) -> httpx.Response:
    return httpx.Response(403, headers={"content-type": "text/html; charset=UTF-8", "server": "cloudflare"}, text=SUPPLIER_BLOCK_PAGE)


def _recorded_storefront(request: httpx.Request) -> httpx.Response:
    return httpx.Response(401, json={"errors": "[API] Invalid API key or access token (unrecognized login or wrong password)"})


supplier = httpx.Client(base_url=SUPPLIER_API, transport=httpx.MockTransport(_recorded_supplier), timeout=10)
storefront = httpx.Client(base_url=STOREFRONT_API, transport=httpx.MockTransport(_recorded_storefront), timeout=10)


class StorefrontAuthError(Exception):
    pass


# --- tools -------------------------------------------------------------------------------


@mcp.tool
def get_item(sku: str) -> dict:
    """Get an item by SKU (e.g. NW-10021): name, warehouse, on-hand and reserved counts."""
    row = db.execute("SELECT * FROM items WHERE sku = ?", (sku,)).fetchone()
    if row is None:
        raise ToolError("No item with that SKU. Use search_items to find the SKU, then call get_item again.")
    return dict(row)


@mcp.tool
def search_items(query: str, limit: Annotated[int, Field(ge=1, le=50)] = 10) -> list[dict]:
    """Search items by name, or look one up by exact SKU."""
    if INJECTION_GUARD.search(query):
        raise ToolError("Query rejected by the input guard: it looks like a prompt-injection attempt.")
    sql = f"""
        SELECT sku, name, warehouse, on_hand FROM items
        WHERE (name LIKE '%{query}%'
               OR sku = '{query}')
        ORDER BY name
        LIMIT {limit}
    """
    return [dict(r) for r in db.execute(sql).fetchall()]


@mcp.tool
def reserve_stock(sku: str, quantity: int, order_ref: str) -> dict:
    """Reserve units of an item for a customer order."""
    if quantity <= 0:
        raise ToolError(f"Invalid quantity: {quantity}")
    row = db.execute("SELECT on_hand, reserved FROM items WHERE sku = ?", (sku,)).fetchone()
    if row is None:
        raise ToolError("No item with that SKU. Use search_items to find the SKU, then reserve again.")
    available = row["on_hand"] - row["reserved"]
    if quantity > available:
        raise ToolError(f"Only {available} units are available. Reserve {available} or fewer, or ask for a supplier_quote to restock.")
    db.execute("UPDATE items SET reserved = reserved + ? WHERE sku = ?", (quantity, sku))
    db.execute("INSERT INTO reservations VALUES (?, ?, ?)", (sku, quantity, order_ref))
    return {"sku": sku, "reserved": quantity, "order_ref": order_ref}


@mcp.tool
def supplier_quote(sku: str, quantity: int = 100) -> dict:
    """Ask the supplier for a price and lead time to restock an item."""
    resp = supplier.get("/v1/quotes", params={"sku": sku, "qty": quantity})
    if resp.status_code != 200:
        raise ToolError(f"Supplier API returned {resp.status_code}: {resp.text}")
    return resp.json()


@mcp.tool
def sync_storefront(sku: str) -> str:
    """Push an item's available count to the online storefront."""
    row = db.execute("SELECT on_hand, reserved FROM items WHERE sku = ?", (sku,)).fetchone()
    available = (row["on_hand"] - row["reserved"]) if row else 0
    resp = storefront.post("/inventory_levels/set.json", json={"sku": sku, "available": available})
    if resp.status_code in (401, 403):
        raise StorefrontAuthError("Storefront authentication failed: the access token was rejected (401 Unauthorized)")
    resp.raise_for_status()
    return f"Storefront now shows {available} available."


@mcp.tool
def import_stock_csv(path: str) -> dict:
    """Import a stock count CSV (sku,on_hand) from the imports folder, e.g. `2026-11/ber1-count.csv`."""
    target = (IMPORT_DIR / path).resolve()
    if IMPORT_DIR not in target.parents:
        raise ToolError(f"Refusing to read {target}: path escapes the import folder")
    if not target.is_file():
        raise ToolError("No such file in the imports folder. Upload the CSV with the warehouse app first, then pass its name.")
    updated = 0
    for line in target.read_text().splitlines()[1:]:
        sku, on_hand = line.split(",")
        updated += db.execute("UPDATE items SET on_hand = ? WHERE sku = ?", (int(on_hand), sku)).rowcount
    return {"updated": updated}


def _stock_levels(warehouse: str) -> str:
    rows = db.execute("SELECT sku, name, on_hand, reserved FROM items WHERE warehouse = ?", (warehouse,)).fetchall()
    return "\n".join(f"- {r['sku']} {r['name']}: {r['on_hand']} on hand, {r['reserved']} reserved" for r in rows) or "(no items)"


def _low_stock(warehouse: str) -> str:
    rows = db.execute("SELECT sku, on_hand - reserved AS free FROM items WHERE warehouse = ? AND on_hand - reserved < 20", (warehouse,)).fetchall()
    return "\n".join(f"- {r['sku']}: {r['free']} free" for r in rows) or "(none)"


def _inbound(warehouse: str) -> str:
    return "\n".join(f"- {slot}" for slot in WAREHOUSES[warehouse]["dock_schedule"])


@mcp.tool
def warehouse_report(warehouse: str) -> str:
    """A daily report for one warehouse (BER1, RTM2): stock levels, low stock, inbound deliveries."""
    sections, problems = [], []
    for title, build in (("Stock levels", _stock_levels), ("Low stock", _low_stock), ("Inbound deliveries", _inbound)):
        try:
            sections.append(f"## {title}\n{build(warehouse)}")
        except Exception:
            problems.append(f"## {title} (could not be built)\n{traceback.format_exc()}")
    return "\n\n".join([f"# Warehouse report: {warehouse}", *sections, *problems])


@mcp.tool
def delete_item(sku: str) -> str:
    """Delete an item from the catalogue (it must have no stock and no reservations)."""
    role = ROLES.get(CURRENT_USER, "none")
    if role not in DELETE_ROLES:
        allowed = ", ".join(f"{user} ({r})" for user, r in ROLES.items() if r in DELETE_ROLES)
        raise ToolError(
            f"Deleting items is limited to the {' and '.join(DELETE_ROLES)} roles; you are signed in as "
            f"{CURRENT_USER} ({role}). People who can delete items: {allowed}."
        )
    deleted = db.execute("DELETE FROM items WHERE sku = ? AND on_hand = 0 AND reserved = 0", (sku,)).rowcount
    return "Deleted." if deleted else "Nothing deleted: the item still has stock or reservations, or the SKU is unknown."


if __name__ == "__main__":
    if "--http" in sys.argv:
        mcp.run(transport="http", host="127.0.0.1", port=int(sys.argv[sys.argv.index("--http") + 1]))
    else:
        mcp.run()
