import traceback

from crm_mcp.auth import current_user


def call_tool(name, arguments, headers, key):
    try:
        user = current_user(headers, key)
        return {"isError": False, "content": [{"type": "text", "text": f"{name} ok for {user}"}]}
    except Exception:
        return {"isError": True, "content": [{"type": "text", "text": "Token verification failed:\n" + traceback.format_exc()}]}
