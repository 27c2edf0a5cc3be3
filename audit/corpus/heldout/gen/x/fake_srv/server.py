"""Stand-in dispatcher for the export tool, used only to obtain a real Python traceback."""
import traceback
from tools import export


def call_tool(name, args):
    try:
        return {"ok": True, **export.export_invoices(args["month"])}
    except Exception:
        return {"ok": False, "month": args["month"], "rows": 0, "error": traceback.format_exc()}
