import traceback

from petchart_mcp.tools import vaccinations

TOOLS = {"record_vaccination": vaccinations.record_vaccination}


def call_tool(name, arguments):
    try:
        return {"isError": False, "text": str(TOOLS[name](arguments))}
    except Exception:
        return {"isError": True, "text": traceback.format_exc()}
