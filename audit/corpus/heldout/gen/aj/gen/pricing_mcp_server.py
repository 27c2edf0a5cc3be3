# A real MCP server (mcp 2.x MCPServer) with tools whose failures are shown as a client sees them.
import asyncio, json, sqlite3, sys, traceback
from typing import Annotated, Literal
from pydantic import Field
import duckdb, requests
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

srv = MCPServer("freight-desk")

@srv.tool()
def list_shipments(page_size: Annotated[int, Field(ge=1, le=200)], carrier: Literal["dhl", "gls", "dpd"]) -> str:
    return "ok"

@srv.tool()
def get_invoice(invoice_no: str) -> str:
    con = sqlite3.connect(":memory:")
    con.execute("create table invoices (no text, customer text, total real)")
    try:
        return str(con.execute(f"select total from invoices where no = '{invoice_no}'").fetchall())
    except sqlite3.Error as e:
        raise ToolError(f"{type(e).__name__}: {e}")

@srv.tool()
def find_part(name: str) -> str:
    con = duckdb.connect()
    con.execute("create table parts (id int, name varchar, qty int)")
    try:
        return str(con.execute(f"select id, qty from parts where (name = '{name}') order by id").fetchall())
    except duckdb.Error as e:
        raise ToolError(str(e))

TARIFFS = {"zone-a": {"base": 4.9}, "zone-b": {"base": 7.2}}
DEBUG = True

def _surcharge(zone, weight):
    return TARIFFS[zone]["per_kg"] * weight

@srv.tool()
def quote_parcel(zone: str, weight_kg: float) -> str:
    try:
        return f"{TARIFFS[zone]['base'] + _surcharge(zone, weight_kg):.2f} EUR"
    except Exception:
        if DEBUG:
            raise ToolError(traceback.format_exc())
        raise ToolError("quote failed")

@srv.tool()
def customs_rate(hs_code: str) -> str:
    try:
        r = requests.get("http://127.0.0.1:8719/v2/tariff", params={"hs": hs_code}, timeout=3)
    except requests.RequestException as e:
        raise ToolError(f"tariff lookup failed: {e!r}")
    return r.text

async def main():
    calls = json.loads(sys.argv[1])
    async with Client(srv) as c:
        for name, args in calls:
            r = await c.call_tool(name, args)
            print(json.dumps({"call": name, "isError": r.is_error, "text": "\n".join(b.text for b in r.content if b.type == "text"),
                              "structured": r.structured_content}, ensure_ascii=False))
asyncio.run(main())
