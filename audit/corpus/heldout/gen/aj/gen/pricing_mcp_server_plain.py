# The same kind of tool without any error handling: mcp 2.x MCPServer reports only that the tool failed.
import asyncio, json, sqlite3, sys
from mcp import Client
from mcp.server.mcpserver import MCPServer
srv = MCPServer("buchhaltung")

@srv.tool()
def get_ledger_total(invoice_no: str) -> str:
    con = sqlite3.connect("/tmp/does-not-exist-dir/ledger.db")
    return str(con.execute("select total from invoices where no = ?", (invoice_no,)).fetchall())

async def main():
    async with Client(srv) as c:
        for name, args in json.loads(sys.argv[1]):
            r = await c.call_tool(name, args)
            print(json.dumps({"call": name, "isError": r.is_error, "text": "\n".join(b.text for b in r.content if b.type == "text"),
                              "structured": r.structured_content}, ensure_ascii=False))
asyncio.run(main())
