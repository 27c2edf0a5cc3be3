"""Real MCP Python SDK (mcp 2.3.0, MCPServer) answers, captured through the SDK's in-process
client exactly as a model would read them. Usage: python run_mcp.py out.json"""
import asyncio, json, secrets, sys
from typing import Annotated, Literal
from pydantic import Field
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

def canary():
    return "twaudit-" + secrets.token_hex(4)

srv = MCPServer("bistro-bookings")

@srv.tool()
def reserve_table(party_size: Annotated[int, Field(ge=1, le=20)], date: str, time: str) -> str:
    """Reserve a table."""
    return f"Reserved for {party_size}"

@srv.tool()
def render_invoice_pdf(invoice_id: str) -> str:
    """Render an invoice as PDF."""
    template = {"standard": "inv.html"}
    return template[invoice_id.split("-")[0]]  # KeyError for anything unexpected: a crash

@srv.tool()
def set_menu_language(lang: Literal["de", "en", "fr", "it"]) -> str:
    """Switch the printed menu language."""
    return lang

def model_visible(r):
    parts = [c.text for c in r.content if getattr(c, "type", "") == "text"]
    t = "\n".join(parts)
    if r.structured_content is not None:
        t += ("\n" if t else "") + json.dumps(r.structured_content, ensure_ascii=False)
    return t

async def main():
    out = {}
    async with Client(srv) as c:
        async def call(key, tool, args, probe, sent):
            try:
                r = await c.call_tool(tool, args)
                out[key] = {"channel": "error-result" if r.is_error else "success-result",
                            "probe": probe, "sent": sent, "text": model_visible(r)}
            except Exception as e:  # JSON-RPC error
                err = getattr(e, "error", None)
                text = err.message + ((" " + json.dumps(err.data, ensure_ascii=False)) if err and err.data is not None else "") if err else str(e)
                out[key] = {"channel": "jsonrpc-error", "probe": probe, "sent": sent, "text": text, "exc": type(e).__name__}
            out[key]["produced_by"] = f"mcp 2.3.0 MCPServer (pydantic 2) tool {tool}, in-process Client; gen/run_mcp.py"
        await call("mcp-above-max", "reserve_table", {"party_size": 1000001, "date": "2025-09-12", "time": "19:30"}, "above-max", "1000001")
        await call("mcp-crash", "render_invoice_pdf", {"invoice_id": "INV-2025-0193"}, "valid", "INV-2025-0193")
        k = canary()
        await call("mcp-enum", "set_menu_language", {"lang": k}, "enum", k)
        await call("mcp-missing", "reserve_table", {"party_size": 4, "time": "19:30"}, "missing", None)
        k = canary()
        await call("mcp-unknown", "cancel_reservation_" + k[8:], {"reservation_id": "R-1182"}, "valid", None)
    json.dump(out, open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
    for k2, v in out.items():
        print(k2, v["channel"], "|", v["text"]); print("---")

asyncio.run(main())
