#!/usr/bin/env python3
"""Produces the texts marked "real" in meta.json: small mock MCP tool handlers are written
into a scratch folder (mktemp -d), run with the real libraries (CPython 3.11 sqlite3,
traceback, pydantic 2.x, jsonschema 4.x), and the model-visible text each handler would
return is captured into gen/real_samples.json.  Run: python3 gen/real_samples.py <scratch>"""
import json, os, subprocess, sys, textwrap

scratch = sys.argv[1]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "real_samples.json")

files = {
"opt/backstube/tools/inventory.py": '''
import sqlite3, traceback, json

def book_usage(db, sku, qty):
    con = sqlite3.connect(db)
    con.execute("UPDATE stock SET qty = qty - ? WHERE sku = ?", (qty, sku))
    con.commit()

def handle(args):
    try:
        book_usage("/tmp/backstube-empty.db", args["sku"], args["qty"])
        return {"content": [{"type": "text", "text": "ok"}]}
    except Exception:
        return {"isError": True, "content": [{"type": "text", "text": traceback.format_exc()}]}

print(json.dumps(handle({"sku": "MEHL-T550-25KG", "qty": 3})))
''',
"srv/mcp/ledger/server.py": '''
import json, traceback

def resolve_tenant(ctx):
    return ctx["tenant_id"]

def handle(req, ctx):
    try:
        tenant = resolve_tenant(ctx)
        return {"jsonrpc": "2.0", "id": req["id"], "result": {"content": []}}
    except Exception:
        return {"jsonrpc": "2.0", "id": req["id"],
                "error": {"code": -32001, "message": "Server error",
                          "data": {"trace": traceback.format_exc()}}}

print(json.dumps(handle({"id": 7}, {"user": "svc-reconcile"})))
''',
"opt/importer/rows.py": '''
import json, traceback

def parse_row(cells):
    qty = int(cells[4])
    return {"sku": cells[0], "qty": qty}

def import_rows(rows):
    imported, errors = 0, []
    for n, cells in enumerate(rows, start=1):
        try:
            parse_row(cells)
            imported += 1
        except Exception:
            errors.append({"row": n, "error": traceback.format_exc()})
    return {"status": "partial" if errors else "done", "imported": imported,
            "failed": len(errors), "errors": errors}

rows = [["ZW-0%d" % i, "Zwiebel", "kg", "A3", "4"] for i in range(1, 57)]
rows.append(["ZW-057", "Zwiebel rot", "kg", "A3", "12,5"])
rows += [["ZW-%03d" % i, "Lauch", "Stk", "B1", "10"] for i in range(58, 121)]
rows[99][4] = "n/a"
print(json.dumps({"structuredContent": import_rows(rows)}))
''',
"app/shipping/tools.py": '''
import json
from pydantic import BaseModel, ValidationError

class CreateShipmentArgs(BaseModel):
    order_ref: str
    weight_kg: float

try:
    CreateShipmentArgs(order_ref="SO-88213", weight_kg="twaudit-6e2f0a18")
except ValidationError as e:
    print(json.dumps({"isError": True, "content": [{"type": "text", "text": str(e)}]}))
''',
"app/pos/tools.py": '''
import json
import jsonschema

SCHEMA = {"type": "object", "required": ["sku", "quantity"],
          "properties": {"sku": {"type": "string"},
                         "quantity": {"type": "integer", "minimum": 1, "maximum": 999}}}
try:
    jsonschema.validate({"sku": "CAN-33CL-COLA", "quantity": -5}, SCHEMA)
except jsonschema.ValidationError as e:
    where = "/".join(str(p) for p in e.absolute_path)
    print(json.dumps({"isError": True, "content": [{"type": "text",
          "text": f"Invalid arguments: {where}: {e.message}"}]}))
''',
}

out = {}
for rel, src in files.items():
    p = os.path.join(scratch, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w") as f:
        f.write(textwrap.dedent(src))
    r = subprocess.run([sys.executable, p], capture_output=True, text=True, cwd=os.path.dirname(p))
    if r.returncode:
        sys.exit(r.stderr)
    out[rel] = json.loads(r.stdout)
json.dump(out, open(OUT, "w"), ensure_ascii=False, indent=1)
print(json.dumps(out, ensure_ascii=False, indent=1))
