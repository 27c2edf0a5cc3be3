#!/usr/bin/env python3
"""Runs small tool-like code paths against real libraries (CPython stdlib, pydantic, jsonschema,
Node.js) in a scratch folder and records the exact error text each produced, so that the
entries marked source=real in meta.json carry text those libraries really wrote.
Output: gen/real_outputs.json  {key: text}
Usage: python3 gen/real_samples.py <scratch-dir>
(The scratch folder's name appears in the recorded tracebacks, so it differs from run to run.)
"""
import ipaddress
import json
import os
import sqlite3
import subprocess
import sys
import urllib.request

import jsonschema
import pydantic

HERE = os.path.dirname(os.path.abspath(__file__))
scratch = sys.argv[1]
out = {}

# 1. a code-runner tool: runs the submitted snippet with python3 and returns its stderr
snippet = "twaudit-c0ffee5a"
os.makedirs(os.path.join(scratch, "runner"), exist_ok=True)
src = os.path.join(scratch, "runner", "snippet.py")
with open(src, "w") as f:
    f.write(snippet + "\n")
p = subprocess.run([sys.executable, src], capture_output=True, text=True, cwd=os.path.join(scratch, "runner"))
out["py_nameerror"] = {"stderr": p.stderr, "rc": p.returncode, "python": sys.version.split()[0]}

# 2. a recipe search tool that builds SQL by string concatenation (sqlite3)
db = sqlite3.connect(":memory:")
db.execute("create table recipes (id integer primary key, title text, cuisine text)")
term = "twaudit-5e0b93d1' OR 1=1 --"
try:
    db.execute("select id, title from recipes where (cuisine = 'it' and title = '" + term + "') order by title")
    out["sqlite"] = None
except sqlite3.Error as e:
    out["sqlite"] = {"type": type(e).__name__, "msg": str(e), "sqlite": sqlite3.sqlite_version}

# 3. a firewall-rule tool parsing an address with ipaddress
try:
    ipaddress.ip_address("twaudit-4d7e21a9")
except ValueError as e:
    out["ipaddress"] = {"type": type(e).__name__, "msg": str(e)}

# 4. an exchange-rate tool calling a local rates service that is down
try:
    urllib.request.urlopen("http://127.0.0.1:9/v1/rates?base=EUR", timeout=3)
except Exception as e:
    out["urllib"] = {"type": type(e).__name__, "msg": str(e)}

# 5. a pricing tool that gets an HTML page where it expected JSON
try:
    json.loads("<html><head><title>503 Service Unavailable</title></head></html>")
except json.JSONDecodeError as e:
    out["jsondecode"] = {"type": type(e).__name__, "msg": str(e)}

# 6. pydantic v2 model for a table-booking tool, sent a string where an int goes
class Booking(pydantic.BaseModel):
    restaurant_id: str
    guests: int = pydantic.Field(ge=1, le=12)
try:
    Booking(restaurant_id="r-118", guests="twaudit-8b1f0c6e")
except pydantic.ValidationError as e:
    out["pydantic_int"] = {"str": str(e), "errors": json.loads(e.json(include_url=False)), "version": pydantic.VERSION}

# 7. pydantic above-max
try:
    Booking(restaurant_id="r-118", guests=250)
except pydantic.ValidationError as e:
    out["pydantic_max"] = {"str": str(e), "errors": json.loads(e.json(include_url=False))}

# 8. jsonschema enum check for a shipping tool
schema = {"type": "object", "properties": {"service": {"enum": ["standard", "express", "same_day"]}},
          "required": ["service"]}
try:
    jsonschema.validate({"service": "twaudit-a93c5e10"}, schema)
except jsonschema.ValidationError as e:
    out["jsonschema_enum"] = {"msg": e.message, "path": list(e.absolute_path)}

# 9. Node.js stock handler reading a property of undefined
js_dir = os.path.join(scratch, "zaiko", "dist", "handlers")
os.makedirs(js_dir, exist_ok=True)
js = os.path.join(js_dir, "stock.js")
with open(js, "w") as f:
    f.write("""'use strict';
const items = new Map();
function findItem(code) {
  return items.get(code);
}
function updateStock(code, delta) {
  const item = findItem(code);
  const sku = item.sku;
  return { sku, qty: item.qty + delta };
}
try {
  updateStock(process.argv[2], 5);
} catch (e) {
  process.stdout.write(e.stack);
}
""")
p = subprocess.run(["node", js, "twaudit-71e2b0d4"], capture_output=True, text=True)
out["node_typeerror"] = {"stack": p.stdout, "node": subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()}

with open(os.path.join(HERE, "real_outputs.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(json.dumps(out, ensure_ascii=False, indent=1))
