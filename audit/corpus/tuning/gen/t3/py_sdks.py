"""Tuning batch 3: the Python SDK's (mcp 2.3.0, MCPServer) and FastMCP's (4.2.3) own answers
to arguments that break a tool's signature, through each SDK's in-memory client.
Run with the planted corpus's venv: .venv-audit/bin/python audit/corpus/tuning/gen/t3/py_sdks.py"""
import asyncio
import json
from typing import Literal

from pydantic import Field
from typing import Annotated


def tools(register):
    @register
    def list_tickets(limit: Annotated[int, Field(le=100)], status: Literal["open", "closed"]) -> str:
        return "ok"

    @register
    def get_ticket(ticket_id: int) -> str:
        return "ok"


CALLS = [
    ("list_tickets", {"limit": "twaudit-3e000001", "status": "open"}, "wrong-type", "twaudit-3e000001"),
    ("list_tickets", {"limit": 1000000, "status": "open"}, "above-max", "1000000"),
    ("list_tickets", {"limit": 5, "status": "twaudit-3f000001"}, "enum", "twaudit-3f000001"),
    ("get_ticket", {"ticket_id": "twaudit-3g000001"}, "wrong-type", "twaudit-3g000001"),
    ("get_ticket", {}, "missing", None),
]


async def run_fastmcp():
    from fastmcp import FastMCP, Client
    server = FastMCP("t3")
    tools(server.tool)
    out = []
    async with Client(server) as client:
        for name, args, probe, sent in CALLS:
            r = await client.call_tool(name, args, raise_on_error=False)
            out.append({"sdk": "fastmcp 4.2.3", "name": name, "probe": probe, "sent": sent,
                        "channel": "error-result" if r.is_error else "result",
                        "text": "\n".join(c.text for c in r.content if getattr(c, "text", None))})
    return out


async def run_mcp():
    from mcp.server.mcpserver import MCPServer
    from mcp.client import Client
    server = MCPServer("t3")
    tools(server.tool())
    out = []
    async with Client(server) as client:
        for name, args, probe, sent in CALLS:
            r = await client.call_tool(name, args)
            out.append({"sdk": "mcp 2.3.0", "name": name, "probe": probe, "sent": sent,
                        "channel": "error-result" if r.is_error else "result",
                        "text": "\n".join(c.text for c in r.content if getattr(c, "text", None))})
    return out


async def main():
    out = []
    for run in (run_fastmcp, run_mcp):
        try:
            out += await run()
        except Exception as e:  # the harness, not a text
            out.append({"sdk": run.__name__, "harness_error": repr(e)})
    print(json.dumps(out, indent=1))


asyncio.run(main())
