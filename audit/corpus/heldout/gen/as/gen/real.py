"""Runs two small FastMCP servers in memory (mcp 1.30.0, pydantic 2.x) and records the
model-visible text of the answers to two probes: as-018 (wrong-type) and as-060 (a valid call
whose user code fails inside the sandbox tool). Output: gen/real_out.json.
Run with a venv that has 'mcp<2' installed:  <venv>/bin/python gen/real.py
"""
import asyncio, json, os, traceback, hashlib
from mcp.server.fastmcp import FastMCP
from mcp.shared.memory import create_connected_server_and_client_session
from mcp.types import CallToolResult, TextContent

HERE = os.path.dirname(os.path.abspath(__file__))


def canary(eid):
    return "twaudit-" + hashlib.sha256(("held-as/" + eid).encode()).hexdigest()[:8]


thermo = FastMCP("home-climate")


@thermo.tool()
def set_thermostat(room: str, target_c: float) -> str:
    """Set the target temperature of a room."""
    return f"{room} set to {target_c} C"


sandbox = FastMCP("notebook-sandbox")


@sandbox.tool()
def run_python(code: str) -> CallToolResult:
    """Run a snippet of Python in the notebook sandbox."""
    env = {}
    try:
        exec(compile(code, "<cell>", "exec"), env)
    except Exception:
        return CallToolResult(isError=True, content=[TextContent(type="text", text=traceback.format_exc())])
    return CallToolResult(content=[TextContent(type="text", text=str(env.get("result")))])


def visible(res):
    parts = [c.text for c in res.content if getattr(c, "type", "") == "text"]
    if res.structuredContent:
        parts.append(json.dumps(res.structuredContent, ensure_ascii=False))
    return "\n".join(parts), bool(res.isError)


async def main():
    out = {}
    async with create_connected_server_and_client_session(thermo._mcp_server) as s:
        sent = canary("as-018")
        res = await s.call_tool("set_thermostat", {"room": "nursery", "target_c": sent})
        out["as-018"] = {"sent": sent, "text": visible(res)[0], "isError": visible(res)[1]}
    async with create_connected_server_and_client_session(sandbox._mcp_server) as s:
        code = "rows = [12, 7, 0]\nrates = [100 / r for r in rows]\nresult = sum(rates)\n"
        res = await s.call_tool("run_python", {"code": code})
        out["as-060"] = {"sent": None, "text": visible(res)[0], "isError": visible(res)[1]}
    json.dump(out, open(os.path.join(HERE, "real_out.json"), "w"), ensure_ascii=False, indent=1)
    print(json.dumps(out, ensure_ascii=False, indent=1))


asyncio.run(main())
