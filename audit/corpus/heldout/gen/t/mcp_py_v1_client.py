"""Calls the FastMCP v1 server (gen/mcp_py_v1_server.py) over stdio with probe arguments and
records exactly what a model would read (text blocks joined + structuredContent JSON, isError),
or the JSON-RPC error.  Run: /tmp/ht-scratch/venv1/bin/python gen/mcp_py_v1_client.py
-> /tmp/ht-scratch/out/mcp_py_v1.json"""
import asyncio, json, os, sys
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import McpError

HERE = os.path.dirname(os.path.abspath(__file__))
CALLS = {
    "enum": ("list_bookings", {"court": "twaudit-2c9d41f6"}),
    "above_max": ("list_bookings", {"court": "A", "limit": 1000001}),
    "below_min": ("list_bookings", {"court": "B", "limit": -7}),
    "missing": ("list_bookings", {"limit": 10}),
    "wrong_type": ("list_bookings", {"court": "A", "limit": "twaudit-7e03ab58"}),
    "sql": ("member_lookup", {"name": "twaudit-a4f1c7e2' OR 1=1"}),
    "sql_ok": ("member_lookup", {"name": "Ana Ruiz"}),
    "ledger": ("ledger_balance", {"account_id": "twaudit-e5d2a913"}),
    "traversal": ("read_note", {"path": "../../../../etc/passwd"}),
    "notfound": ("read_note", {"path": "reports/twaudit-6f02b8d4.md"}),
    "export_traversal": ("export_report", {"path": "../../../../root/.bash_history"}),
    "renew": ("renew_session", {"member_id": "M-20418"}),
    "unknown_tool": ("delete_member", {"member_id": "twaudit-0f5e8c21"}),
}


def visible(res):
    parts = [c.text for c in res.content if getattr(c, "type", None) == "text"]
    text = "\n".join(parts)
    sc = getattr(res, "structuredContent", None)
    if sc:
        text += ("\n" if text else "") + json.dumps(sc, ensure_ascii=False)
    return text


async def main():
    # deploy the server file the way it would sit on a host, then launch it over stdio
    import shutil
    os.makedirs("/tmp/ht-scratch/srv/club_desk", exist_ok=True)
    shutil.copy(os.path.join(HERE, "mcp_py_v1_server.py"), "/tmp/ht-scratch/srv/club_desk/server.py")
    params = StdioServerParameters(command=sys.executable, args=["/tmp/ht-scratch/srv/club_desk/server.py"])
    out = {}
    async with stdio_client(params) as (r, w):
        async with ClientSession(r, w) as s:
            await s.initialize()
            for k, (tool, args) in CALLS.items():
                try:
                    res = await s.call_tool(tool, args)
                    out[k] = {"channel": "error-result" if res.isError else "success-result",
                              "text": visible(res), "tool": tool, "args": args}
                except McpError as e:
                    d = e.error
                    t = d.message + ("\n" + json.dumps(d.data, ensure_ascii=False) if d.data is not None else "")
                    out[k] = {"channel": "jsonrpc-error", "code": d.code, "text": t, "tool": tool, "args": args}
    json.dump(out, open("/tmp/ht-scratch/out/mcp_py_v1.json", "w"), ensure_ascii=False, indent=1)
    for k, v in out.items():
        print("=====", k, v["channel"]); print(v["text"][:1500])

asyncio.run(main())
