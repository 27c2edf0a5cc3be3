#!/usr/bin/env python3
"""Runs small stand-in tool handlers against real libraries/runtimes (sqlite3, pathlib, decimal,
pydantic 2, jsonschema 4, Node 20 fs, OpenJDK 17) and records the error text each handler would
return to the model. Run from a scratch dir: python3 real_runs.py <scratch-dir>.
Output: gen/real_outputs.json {key: {"text": ..., "produced_by": ...}}"""
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import traceback
from decimal import Decimal
from pathlib import Path

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from canaries import canary  # noqa: E402

scratch = Path(sys.argv[1]).resolve()
if (scratch / "catalogue.db").exists():
    (scratch / "catalogue.db").unlink()
out = {}

# 1. library catalogue search built by string concatenation (sqlite3)
db = sqlite3.connect(str(scratch / "catalogue.db"))
db.execute("create table books (id integer primary key, title text, shelf text)")
db.execute("insert into books (title, shelf) values ('Buddenbrooks', 'B-12')")
sent = "' UNION SELECT name, sql FROM sqlite_master -- " + canary("bs-031")
try:
    db.execute("SELECT id, title, shelf FROM books WHERE title = '" + sent + "'").fetchall()
    out["sqlite_union"] = {"text": "no error"}
except Exception as e:  # noqa: BLE001
    out["sqlite_union"] = {"text": f"Search failed: {type(e).__module__}.{type(e).__name__}: {e}",
                           "sent": sent}

# 2. unit conversion tool crashing on an unknown unit (Python traceback)
code = r'''
FACTORS = {"g": 1.0, "kg": 1000.0, "oz": 28.3495, "lb": 453.592}

def to_grams(qty, unit):
    return qty * FACTORS[unit]

def scale_ingredient(ingredient, factor):
    grams = to_grams(ingredient["qty"], ingredient["unit"])
    return round(grams * factor, 1)

def handle_call(args):
    return scale_ingredient({"qty": args["qty"], "unit": args["unit"]}, args.get("factor", 1))
'''
(scratch / "recipe_tools").mkdir(exist_ok=True)
(scratch / "recipe_tools" / "scaling.py").write_text(code)
(scratch / "recipe_tools" / "server.py").write_text(
    "import sys, traceback\nimport scaling\n\n"
    "def dispatch(name, args):\n    if name == 'scale_ingredient':\n        return scaling.handle_call(args)\n\n"
    "try:\n    dispatch('scale_ingredient', {'qty': 250, 'unit': sys.argv[1], 'factor': 2})\n"
    "except Exception:\n    sys.stdout.write(traceback.format_exc())\n")
r = subprocess.run([sys.executable, "server.py", canary("bs-044")], cwd=scratch / "recipe_tools",
                   capture_output=True, text=True)
out["py_keyerror_tb"] = {"text": r.stdout}

# 3. pydantic 2 model validation, above-max weight
import pydantic  # noqa: E402
from pydantic import BaseModel, Field  # noqa: E402


class CreateShipment(BaseModel):
    consignee_id: str
    weight_kg: float = Field(gt=0, le=1000)
    pieces: int = Field(ge=1, le=99)


try:
    CreateShipment(consignee_id="C-88412", weight_kg=1000001, pieces=3)
except pydantic.ValidationError as e:
    out["pydantic_above_max"] = {"text": str(e), "version": pydantic.VERSION}

# 4. pathlib containment check leaking ValueError
root = scratch / "tenants" / "acme" / "docs"
root.mkdir(parents=True, exist_ok=True)
req = "../../../../../../../etc/passwd"
try:
    (root / req).resolve().relative_to(root)
except ValueError as e:
    out["pathlib_relative_to"] = {"text": f"ValueError: {e}", "root": str(root)}

# 5. decimal parsing of an amount
try:
    Decimal("12,50 " + canary("bs-058"))
except Exception as e:  # noqa: BLE001
    out["decimal_conversion"] = {"text": f"Could not parse amount: {e!r}"}

# 6. jsonschema enum check (message only)
import jsonschema  # noqa: E402
schema = {"type": "object", "properties": {"service_level": {"enum": ["standard", "express", "freight"]}}}
try:
    jsonschema.validate({"service_level": canary("bs-066")}, schema)
except jsonschema.ValidationError as e:
    out["jsonschema_enum"] = {"text": e.message}

# 7. Node 20 fs.readFile on a missing export
js = r'''
const fs = require("fs/promises");
const path = require("path");
const EXPORTS = path.join(process.argv[2], "exports");
async function getExport(name) {
  return fs.readFile(path.join(EXPORTS, name + ".csv"), "utf8");
}
getExport(process.argv[3]).catch(e => { process.stdout.write(String(e.message)); });
'''
(scratch / "exports").mkdir(exist_ok=True)
(scratch / "export_tool.js").write_text(js)
r = subprocess.run(["node", str(scratch / "export_tool.js"), str(scratch), "payroll-2025-03-" + canary("bs-073")],
                   capture_output=True, text=True)
out["node_enoent"] = {"text": r.stdout}

# 8. OpenJDK 17 helpful NullPointerException with frames
java = r'''
import java.util.*;
public class RoomRates {
    static Map<String, String> seasons = new HashMap<>();
    static String seasonFor(String date) { return seasons.get(date.substring(5, 7)); }
    static double rateFor(String roomType, String date) {
        String season = seasonFor(date).trim();
        return season.equals("high") ? 189.0 : 129.0;
    }
    public static void main(String[] a) {
        seasons.put("07", "high");
        try { rateFor("DZ-SUPERIOR", "2025-11-14"); }
        catch (Exception e) {
            java.io.StringWriter sw = new java.io.StringWriter();
            e.printStackTrace(new java.io.PrintWriter(sw));
            System.out.print(sw);
        }
    }
}
'''
jd = scratch / "java"
jd.mkdir(exist_ok=True)
(jd / "RoomRates.java").write_text(java)
subprocess.run(["javac", "RoomRates.java"], cwd=jd, check=True)
r = subprocess.run(["java", "-cp", str(jd), "RoomRates"], capture_output=True, text=True)
out["java_npe"] = {"text": r.stdout}

with open(os.path.join(HERE, "real_outputs.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
print(json.dumps(out, ensure_ascii=False, indent=1))
