import traceback

from railmaint_mcp.tools import work_orders

TOOLS = {"close_work_order": work_orders.close_work_order}


def call_tool(name, arguments):
    try:
        return {"isError": False, "text": str(TOOLS[name](arguments))}
    except Exception as exc:
        return {"isError": True, "text": f"Tool {name} failed: {exc!r}\n" + traceback.format_exc()}
