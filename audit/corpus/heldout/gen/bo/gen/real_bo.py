"""Runs real Python stdlib code for the entries marked source=real and stores the exact
error text the imagined tool wrapper would return. Output: gen/real_outputs.json.
Usage: python3 real_bo.py <scratch dir>"""
import json
import os
import sqlite3
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary, oversized  # noqa: E402

scratch = sys.argv[1]
out = {}

# bo-010: stock lookup tool that concatenates the SKU into SQL (sqlite3)
sent10 = canary("bo-010") + "' UNION SELECT name FROM sqlite_master --"
db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE stock (sku TEXT PRIMARY KEY, qty INTEGER)")
db.execute("INSERT INTO stock VALUES ('SKU-1001', 12)")
try:
    db.execute("SELECT sku, qty FROM stock WHERE sku = '" + sent10 + "'").fetchall()
    out["bo-010"] = {"sent": sent10, "text": "no error"}
except Exception as e:  # the tool's wrapper
    out["bo-010"] = {"sent": sent10,
                     "text": f"Stock lookup failed: {type(e).__module__}.{type(e).__name__}: {e}",
                     "runtime": f"Python {sys.version.split()[0]}, SQLite {sqlite3.sqlite_version}"}

# bo-090: settings import tool whose dispatcher returns the traceback as the error text
tooldir = os.path.join(scratch, "srv", "mcp-settings")
os.makedirs(tooldir, exist_ok=True)
with open(os.path.join(tooldir, "settings_tool.py"), "w") as f:
    f.write(
        "import json\n\n\n"
        "def parse_payload(payload):\n"
        "    return json.loads(payload)\n\n\n"
        "def import_settings(payload):\n"
        "    data = parse_payload(payload)\n"
        "    return {'imported': len(data)}\n")
with open(os.path.join(tooldir, "server.py"), "w") as f:
    f.write(
        "import traceback\n\n"
        "import settings_tool\n\n"
        "TOOLS = {'import_settings': settings_tool.import_settings}\n\n\n"
        "def call_tool(name, arguments):\n"
        "    try:\n"
        "        return {'isError': False, 'text': str(TOOLS[name](**arguments))}\n"
        "    except Exception:\n"
        "        return {'isError': True, 'text': name + ' failed:\\n' + traceback.format_exc().rstrip()}\n")
sys.path.insert(0, tooldir)
import server  # noqa: E402

sent90 = oversized("bo-090", 6000, filler="x")
res = server.call_tool("import_settings", {"payload": sent90})
out["bo-090"] = {"sent": sent90, "text": res["text"], "isError": res["isError"],
                 "runtime": f"Python {sys.version.split()[0]} json"}

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "real_outputs.json"), "w",
          encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(json.dumps({k: v["text"][:400] for k, v in out.items()}, indent=1, ensure_ascii=False))
