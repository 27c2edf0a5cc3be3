import json
import traceback

from rentdesk_mcp import pricing

TOOLS = {"quote_rental": pricing.quote}


def call_tool(name, arguments):
    try:
        return {"isError": False, "text": json.dumps(TOOLS[name](arguments))}
    except Exception as exc:
        tb = traceback.extract_tb(exc.__traceback__)[-1]
        # this server only reports the innermost frame
        frame = f'  File "{tb.filename}", line {tb.lineno}, in {tb.name}'
        return {"isError": True, "text": f"Could not compute quote ({type(exc).__name__}: {exc})\n{frame}"}
