#!/usr/bin/env python3
"""Runs three small tool handlers for real (Python stdlib sqlite3/traceback, pydantic 2)
in a scratch directory and records the exact text each produced, for build_am.py.
Usage: python3 real_am.py <scratch_dir>  -> writes gen/real_outputs.json"""
import hashlib, json, os, sqlite3, sys, textwrap, traceback, importlib

HERE = os.path.dirname(os.path.abspath(__file__))

def canary(key):
    return "twaudit-" + hashlib.md5(key.encode()).hexdigest()[:8]

scratch = sys.argv[1]
out = {}

# 1. a CSV stock importer whose per-row failures are appended to a successful result
app = os.path.join(scratch, "app", "importer")
os.makedirs(app, exist_ok=True)
open(os.path.join(scratch, "app", "__init__.py"), "w").close()
open(os.path.join(app, "__init__.py"), "w").close()
with open(os.path.join(app, "rows.py"), "w") as f:
    f.write(textwrap.dedent('''\
        def parse_row(row):
            sku = row["sku"].strip()
            qty = int(row["qty"])
            return {"sku": sku, "qty": qty}
        '''))
with open(os.path.join(app, "job.py"), "w") as f:
    f.write(textwrap.dedent('''\
        import traceback
        from app.importer.rows import parse_row

        def run_import(rows):
            ok, warnings = 0, []
            for i, r in enumerate(rows, start=2):
                try:
                    parse_row(r)
                    ok += 1
                except Exception:
                    warnings.append(f"row {i}:\\n" + traceback.format_exc())
            return ok, warnings
        '''))
sys.path.insert(0, scratch)
job = importlib.import_module("app.importer.job")
data = [{"sku": f"BOLT-M{n}", "qty": str(n * 10)} for n in range(3, 12)]
data.insert(4, {"sku": "NUT-M8", "qty": "n/a"})
ok, warnings = job.run_import(data)
out["real-import-trace"] = (f"Imported {ok} of {len(data)} rows into warehouse WH-02.\n"
                            "Warnings:\n" + "".join(warnings)).rstrip()

# 2. a notes search that builds its SQL by string formatting, answering {"ok": false, ...}
db = sqlite3.connect(os.path.join(scratch, "notes.db"))
db.execute("create table notes (id integer primary key, tag text, body text)")
tag = canary("real-sqlite") + "')) OR 1=1 --"
try:
    db.execute(f"SELECT id, body FROM notes WHERE (tag = '{tag}') ORDER BY id").fetchall()
    res = {"ok": True}
except sqlite3.Error as e:
    res = {"ok": False, "error": f"{type(e).__name__}: {e}"}
out["real-sqlite"] = {"sent": tag, "text": json.dumps(res)}

# 3. a ticket tool whose arguments are validated by pydantic, the error passed on as is
from pydantic import BaseModel, Field, ValidationError
class CreateTicketArgs(BaseModel):
    subject: str = Field(max_length=200)
    body: str = ""
long = canary("real-pydantic") + "A" * 5000
try:
    CreateTicketArgs(subject=long)
except ValidationError as e:
    out["real-pydantic"] = {"sent": long, "text": str(e)}

with open(os.path.join(HERE, "real_outputs.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print("ok", list(out))
