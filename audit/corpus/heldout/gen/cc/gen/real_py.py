#!/usr/bin/env python3
"""Produces the 'real' texts of batch CC by actually running small Python tool handlers
(stdlib sqlite3, decimal, json) inside a scratch folder, the way a Python MCP server's
generic error wrapper would render them. Usage: python3 real_py.py SCRATCH_DIR
Writes gen/real_out.json ({id: {"sent": ..., "text": ...}})."""
import json
import os
import sys
import textwrap
import traceback
import subprocess

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary  # noqa: E402

scratch = sys.argv[1]
out = {}

# cc-010: a bookshop search tool that builds SQL by string concatenation (sqlite3, stdlib)
import sqlite3  # noqa: E402
sent = "' OR 1=1 -- " + canary("cc-010")
con = sqlite3.connect(os.path.join(scratch, "shop.db"))
con.execute("CREATE TABLE IF NOT EXISTS books(title TEXT, author TEXT)")
try:
    con.execute("SELECT title, author FROM books WHERE (title LIKE '%" + sent + "%') LIMIT 20")
    text = "ok"
except Exception as e:  # the server's wrapper: f"{tool} failed: {type(e).__name__}: {e}"
    text = f"search_books failed: {type(e).__name__}: {e}"
out["cc-010"] = {"sent": sent, "text": text}

# cc-014: an invoicing tool; run a real module from a server-like folder and capture the traceback
mod_dir = os.path.join(scratch, "srv", "ledger", "tools")
os.makedirs(mod_dir, exist_ok=True)
with open(os.path.join(mod_dir, "invoices.py"), "w") as f:
    f.write(textwrap.dedent('''\
        from decimal import Decimal


        def line_total(line):
            return Decimal(line["amount"]) * line["qty"]


        def create_invoice(customer_id, lines):
            total = sum(line_total(l) for l in lines)
            return {"customer_id": customer_id, "total": str(total)}
        '''))
runner = textwrap.dedent(f'''\
    import sys, traceback
    sys.path.insert(0, {mod_dir!r})
    import invoices
    try:
        invoices.create_invoice("C-20418", [{{"amount": "129.90", "qty": 2}}, {{"amount": "12,50", "qty": 1}}])
    except Exception:
        print("Error executing tool create_invoice:\\n" + traceback.format_exc().rstrip())
    ''')
r = subprocess.run([sys.executable, "-c", runner], capture_output=True, text=True, cwd=scratch)
out["cc-014"] = {"sent": None, "text": r.stdout.rstrip()}

# cc-042: a rates tool that json-decodes an upstream answer that came back as an HTML page
html = "<html><head><title>502 Bad Gateway</title></head><body>bad gateway</body></html>"
try:
    json.loads(html)
except Exception as e:
    text = f"get_exchange_rates failed: {type(e).__name__}: {e}"
out["cc-042"] = {"sent": None, "text": text}

here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "real_out.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(json.dumps(out, ensure_ascii=False, indent=1))
