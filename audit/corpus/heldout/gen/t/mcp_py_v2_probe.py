"""mcp 2.3 (MCPServer, the renamed FastMCP) connected in-process with mcp.Client: what a crash
and a deliberate ToolError look like to the model.  Run with /tmp/ht-scratch/venv/bin/python
-> /tmp/ht-scratch/out/mcp_py_v2.json"""
import asyncio, json
from typing import Literal
from pydantic import Field
import requests
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

srv = MCPServer("depot-stock")

@srv.tool()
def stock_level(sku: str) -> str:
    """Stock level for a SKU from the warehouse service."""
    return requests.get(f"http://wms.depot.internal:8080/api/stock/{sku}", timeout=2).text

@srv.tool()
def reserve(sku: str, qty: int = Field(ge=1, le=50)) -> str:
    """Reserve stock."""
    if sku.startswith("twaudit"):
        raise ToolError(f"No article {sku} in this depot. Use search_articles to find the SKU first.")
    return "ok"

@srv.tool()
def pick_list(zone: Literal["north", "south", "cold"]) -> str:
    """Pick list for a zone."""
    return "empty"

async def main():
    out = {}
    async with Client(srv) as c:
        for k, (t, a) in {"crash": ("stock_level", {"sku": "A-100"}),
                          "notfound": ("reserve", {"sku": "twaudit-90b3e1d7", "qty": 2}),
                          "above_max": ("reserve", {"sku": "A-100", "qty": 1000001}),
                          "enum": ("pick_list", {"zone": "twaudit-c2e8f4a1"})}.items():
            try:
                r = await c.call_tool(t, a)
                text = "\n".join(x.text for x in r.content if x.type == "text")
                sc = getattr(r, "structured_content", None) or getattr(r, "structuredContent", None)
                if sc:
                    text += "\n" + json.dumps(sc, ensure_ascii=False)
                out[k] = {"channel": "error-result" if (getattr(r, "is_error", None) or getattr(r, "isError", None)) else "success-result", "text": text}
            except Exception as e:
                out[k] = {"channel": "exception", "text": repr(e)}
    json.dump(out, open("/tmp/ht-scratch/out/mcp_py_v2.json", "w"), ensure_ascii=False, indent=1)
    for k, v in out.items():
        print("=====", k, v["channel"]); print(v["text"])

asyncio.run(main())
