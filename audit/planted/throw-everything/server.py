"""Kv: a key-value MCP server on the official Python SDK's low-level `Server` (mcp 2.x).

Part of toolwright-audit's recall corpus: EVERY failure is raised as a JSON-RPC error
(`MCPError`), never returned as an `isError` result, so the model never gets to read one
(planted: `never-returns-result`). The messages themselves are clean: no echoed values, no
internals, guidance where it helps. planted.json has the details. Stdio only.

    python server.py
"""

import anyio
import mcp_types as types
from mcp_types import INTERNAL_ERROR, INVALID_PARAMS

from mcp.server import Server, ServerRequestContext
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError

NOT_FOUND = -32004
CONFLICT = -32009
store: dict[str, int] = {"visits": 3, "quota": 40}
MAX_KEYS = 64

TOOLS = [
    types.Tool(
        name="get_value",
        description="Read the integer stored under a key.",
        input_schema={
            "type": "object",
            "properties": {"key": {"type": "string", "minLength": 1, "maxLength": 64}},
            "required": ["key"],
        },
    ),
    types.Tool(
        name="set_value",
        description="Store an integer (0-1000) under a key.",
        input_schema={
            "type": "object",
            "properties": {
                "key": {"type": "string", "minLength": 1, "maxLength": 64},
                "value": {"type": "integer", "minimum": 0, "maximum": 1000},
            },
            "required": ["key", "value"],
        },
    ),
    types.Tool(
        name="increment",
        description="Add 1 to the integer stored under a key.",
        input_schema={
            "type": "object",
            "properties": {"key": {"type": "string"}},
            "required": ["key"],
        },
    ),
]


async def list_tools(ctx: ServerRequestContext, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
    return types.ListToolsResult(tools=TOOLS)


def _key(args: dict) -> str:
    key = args.get("key")
    if not isinstance(key, str) or not 1 <= len(key) <= 64:
        raise MCPError(INVALID_PARAMS, "key: must be a string of 1 to 64 characters")
    return key


async def call_tool(ctx: ServerRequestContext, params: types.CallToolRequestParams) -> types.CallToolResult:
    args = params.arguments or {}
    if params.name == "get_value":
        key = _key(args)
        if key not in store:
            raise MCPError(NOT_FOUND, "No value under that key. Call set_value first.")
        return types.CallToolResult(content=[types.TextContent(type="text", text=str(store[key]))])
    if params.name == "set_value":
        key = _key(args)
        value = args.get("value")
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000:
            raise MCPError(INVALID_PARAMS, "value: must be an integer from 0 to 1000")
        if key not in store and len(store) >= MAX_KEYS:
            raise MCPError(CONFLICT, "The store is full. Delete a key before adding a new one.")
        store[key] = value
        return types.CallToolResult(content=[types.TextContent(type="text", text="ok")])
    if params.name == "increment":
        key = _key(args)
        if key not in store:
            raise MCPError(NOT_FOUND, "No value under that key. Call set_value first.")
        if store[key] >= 1000:
            raise MCPError(INTERNAL_ERROR, "The value is already at its maximum of 1000.")
        store[key] += 1
        return types.CallToolResult(content=[types.TextContent(type="text", text=str(store[key]))])
    raise MCPError(INVALID_PARAMS, "Unknown tool. Call tools/list to see the available tools.")


server = Server("kv", version="1.0.0", on_list_tools=list_tools, on_call_tool=call_tool)


async def main() -> None:
    async with stdio_server() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


if __name__ == "__main__":
    anyio.run(main)
