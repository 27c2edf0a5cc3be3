"""Real outputs from the Python MCP SDK (mcp 2.3.0, MCPServer) with pydantic 2.14, requests,
sqlite3 and psycopg 3 against a throwaway PostgreSQL 15 started in a scratch folder.

Run from a scratch copy:  PGHOST=<socket dir> PGPORT=<port> python real_py_mcp.py OUT.json
Every tool below is a deliberately careless or careful handler of the kind retail/logistics MCP
servers ship; the probe client calls each one and records the model-visible text.
"""
import asyncio
import json
import os
import sqlite3
import sys
import threading
import traceback
from http.server import HTTPServer, SimpleHTTPRequestHandler
from typing import Annotated, Literal

import psycopg
import requests
from pydantic import Field

from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary  # noqa: E402

PG = dict(host=os.environ["PGHOST"], port=int(os.environ["PGPORT"]), user="postgres", dbname="postgres")


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *a):
        pass


os.makedirs("www", exist_ok=True)
httpd = HTTPServer(("127.0.0.1", 0), lambda *a, **k: Quiet(*a, directory="www", **k))
HTTP_PORT = httpd.server_address[1]
threading.Thread(target=httpd.serve_forever, daemon=True).start()

# --- fixtures -------------------------------------------------------------------------------
with psycopg.connect(**PG, autocommit=True) as c:
    c.execute("DROP TABLE IF EXISTS products, reservations, bookings, vouchers")
    c.execute("CREATE TABLE products (id serial primary key, sku text, name text, price_cents int)")
    c.execute("INSERT INTO products (sku, name, price_cents) VALUES ('MUG-01','Enamel mug',1290)")
    c.execute("CREATE TABLE reservations (id serial primary key, venue_id int, guest_name text,"
              " party_size int CONSTRAINT reservations_party_size_check CHECK (party_size BETWEEN 1 AND 20),"
              " starts_at timestamptz)")
    c.execute("CREATE TABLE bookings (id uuid primary key, status text)")
    c.execute("CREATE TABLE vouchers (id serial primary key, code text CONSTRAINT vouchers_code_key UNIQUE,"
              " amount_cents int)")
    c.execute("INSERT INTO vouchers (code, amount_cents) VALUES (%s, 500)", (canary("pg-unique"),))

lite = sqlite3.connect(":memory:", check_same_thread=False)
lite.execute("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_email TEXT, total REAL, status TEXT)")

app = MCPServer("parcelhub")


@app.tool()
def quote_freight(weight_kg: Annotated[int, Field(ge=1, le=70)],
                  service: Literal["economy", "standard", "express"]) -> str:
    """Quote a parcel."""
    return "ok"


@app.tool()
def book_table(venue_id: int, party_size: int,
               seating: Literal["indoor", "terrace", "bar", "chef_counter"]) -> str:
    return "ok"


@app.tool()
def schedule_pickup(address_id: str, pickup_date: str, carrier: str = "gls") -> str:
    return "ok"


@app.tool()
def reprice_basket(basket_id: str) -> str:
    lines = []
    return str(sum(lines) / len(lines))  # careless: ZeroDivisionError on an empty basket


@app.tool()
def get_rates(postcode: str) -> str:
    try:
        r = requests.get("http://127.0.0.1:59231/v2/rates", params={"postcode": postcode}, timeout=3)
    except requests.RequestException as e:
        raise ToolError(f"Carrier API call failed: {e}")
    return r.text


@app.tool()
def check_stock(sku: str) -> dict:
    try:
        r = requests.get(f"http://inventory-svc.internal:8080/api/stock/{sku}", timeout=3)
        return {"ok": True, "stock": r.json()}
    except Exception as e:  # noqa: BLE001
        return {"ok": False, "sku": sku, "error": str(e)}


@app.tool()
def search_orders(customer_email: str) -> str:
    try:
        rows = lite.execute(
            f"SELECT id, total, status FROM orders WHERE (customer_email = '{customer_email}' AND status != 'deleted')"
        ).fetchall()
    except Exception as e:  # noqa: BLE001
        raise ToolError(f"{type(e).__name__}: {e}")
    return json.dumps(rows)


@app.tool()
def track_parcel(tracking_number: str) -> str:
    try:
        r = requests.get(f"http://127.0.0.1:{HTTP_PORT}/track/{tracking_number}", timeout=3)
        data = r.json()
        return data["events"][0]["status"]
    except Exception:  # noqa: BLE001
        raise ToolError(traceback.format_exc())


@app.tool()
def rate_card(zone: str) -> str:
    r = requests.get(f"http://127.0.0.1:{HTTP_PORT}/ratecards/{zone}.json", timeout=3)
    if r.status_code != 200:
        raise ToolError(f"Rate service returned {r.status_code}: {r.text}")
    return r.text


@app.tool()
def search_products(query: str) -> str:
    try:
        with psycopg.connect(**PG) as c:
            rows = c.execute(
                f"SELECT sku, name, price_cents FROM products WHERE name ILIKE '%{query}%' ORDER BY name"
            ).fetchall()
    except psycopg.Error as e:
        raise ToolError(f"Database error: {e}")
    return json.dumps(rows)


@app.tool()
def reserve_table(venue_id: int, guest_name: str, party_size: int, starts_at: str) -> str:
    try:
        with psycopg.connect(**PG) as c:
            c.execute("INSERT INTO reservations (venue_id, guest_name, party_size, starts_at)"
                      " VALUES (%s, %s, %s, %s)", (venue_id, guest_name, party_size, starts_at))
    except psycopg.Error as e:
        raise ToolError(f"Could not save reservation: {e}")
    return "reserved"


@app.tool()
def get_booking(booking_id: str) -> str:
    try:
        with psycopg.connect(**PG) as c:
            row = c.execute("SELECT status FROM bookings WHERE id = %s::uuid", (booking_id,)).fetchone()
    except psycopg.Error as e:
        raise MCPError(code=-32603, message="Internal error",
                       data={"detail": str(e).strip(), "sqlstate": e.sqlstate})
    return row[0] if row else "not found"


@app.tool()
def create_voucher(code: str, amount_cents: int) -> str:
    try:
        with psycopg.connect(**PG) as c:
            c.execute("INSERT INTO vouchers (code, amount_cents) VALUES (%s, %s)", (code, amount_cents))
    except psycopg.Error as e:
        raise ToolError(str(e))
    return "created"


@app.tool()
def loyalty_balance(member_id: str) -> dict:
    try:
        with psycopg.connect(host="127.0.0.1", port=5433, user="loyalty_ro", dbname="loyalty",
                             connect_timeout=3) as c:
            bal = c.execute("SELECT points FROM members WHERE id = %s", (member_id,)).fetchone()
        return {"member_id": member_id, "points": bal[0] if bal else 0}
    except psycopg.Error as e:
        return {"member_id": member_id, "points": None, "error": str(e).strip()}


def visible(result) -> str:
    parts = [b.text for b in result.content if getattr(b, "type", "") == "text"]
    if result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False))
    return "\n".join(parts)


CALLS = [
    # key, tool, args, probe, sent
    ("py-above-max", "quote_freight", {"weight_kg": 1000001, "service": "standard"}, "above-max", "1000001"),
    ("py-enum", "book_table", {"venue_id": 88, "party_size": 4, "seating": canary("py-enum")}, "enum", canary("py-enum")),
    ("py-missing", "schedule_pickup", {"pickup_date": "2025-06-12", "carrier": "gls"}, "missing", None),
    ("py-crash", "reprice_basket", {"basket_id": "bsk_71002"}, "valid", "bsk_71002"),
    ("py-refused", "get_rates", {"postcode": "10115"}, "valid", "10115"),
    ("py-dns", "check_stock", {"sku": canary("py-dns")}, "valid", canary("py-dns")),
    ("py-sqlite", "search_orders", {"customer_email": canary("py-sqlite") + "' OR 1=1 --"}, "sql", canary("py-sqlite") + "' OR 1=1 --"),
    ("py-trace", "track_parcel", {"tracking_number": "JJD0002249511"}, "valid", "JJD0002249511"),
    ("py-html", "rate_card", {"zone": "DE-3"}, "valid", "DE-3"),
    ("pg-union", "search_products", {"query": canary("pg-union") + "' UNION SELECT usename, passwd FROM pg_shadow --"}, "sql", canary("pg-union") + "' UNION SELECT usename, passwd FROM pg_shadow --"),
    ("pg-check", "reserve_table", {"venue_id": 12, "guest_name": "Ines Baptista", "party_size": 1000001, "starts_at": "2025-07-04 19:30+01"}, "above-max", "1000001"),
    ("pg-uuid", "get_booking", {"booking_id": canary("pg-uuid")}, "valid", canary("pg-uuid")),
    ("pg-unique", "create_voucher", {"code": canary("pg-unique"), "amount_cents": 500}, "valid", canary("pg-unique")),
    ("pg-refused", "loyalty_balance", {"member_id": "M-2291044"}, "valid", "M-2291044"),
]


async def main(out):
    res = {}
    async with Client(app) as client:
        for key, tool, args, probe, sent in CALLS:
            try:
                r = await client.call_tool(tool, args)
                res[key] = {"channel": "error-result" if r.is_error else "success-result",
                            "probe": probe, "sent": sent, "text": visible(r), "tool": tool}
            except MCPError as e:
                err = e.error
                text = err.message + ("\n" + json.dumps(err.data, ensure_ascii=False) if err.data is not None else "")
                res[key] = {"channel": "jsonrpc-error", "probe": probe, "sent": sent, "text": text, "tool": tool}
    json.dump(res, open(out, "w"), ensure_ascii=False, indent=1)


import logging  # noqa: E402
logging.disable(logging.CRITICAL)
asyncio.run(main(sys.argv[1]))
