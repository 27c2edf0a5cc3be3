import asyncio, json
from typing import Literal, Annotated
from pydantic import Field
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
s = MCPServer("demo")
@s.tool()
def get_order(order_id: str, limit: Annotated[int, Field(ge=1, le=100)] = 10, status: Literal["open","closed"]="open") -> str:
    if order_id == "boom":
        raise KeyError(order_id)
    raise ToolError("Order not found.")
async def main():
    async with Client(s) as c:
        for args in [{"order_id":"x"}, {}, {"order_id": 5}, {"order_id":"a","limit":1000001}, {"order_id":"a","status":"twaudit-1234abcd"}, {"order_id":"boom"}]:
            try:
                r = await c.call_tool("get_order", args)
                print(repr(r.is_error if hasattr(r,'is_error') else r.isError), [b.text for b in r.content], getattr(r,'structured_content',None))
            except Exception as e:
                print("EXC", type(e), e, getattr(e,'error',None))
asyncio.run(main())
