#!/usr/bin/env python3
"""Runs small, deliberately naive tool handlers against real libraries (Python 3.11 stdlib
sqlite3 / traceback, pydantic 2, jsonschema) and records the exact text each handler would hand
back as an isError tool result. Output: gen/real_samples.json (read by build.py)."""
import json
import linecache
import os
import sqlite3
import sys
import traceback
from enum import Enum

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary  # noqa: E402

OUT = {}

# --- E13: recipe search tool that concatenates the query into SQL (sqlite3) ---
def search_recipes(db, q):
    sql = f"SELECT id, name, cuisine FROM recipes WHERE name LIKE '%{q}%' ORDER BY name"
    return db.execute(sql).fetchall()

db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT, cuisine TEXT)")
db.execute("INSERT INTO recipes (name, cuisine) VALUES ('Shakshuka', 'maghrebi')")
sent13 = f"x' UNION SELECT name FROM sqlite_master -- {canary('E13')}"
try:
    search_recipes(db, sent13)
except Exception as e:  # what the naive handler does
    OUT["E13"] = {"sent": sent13,
                  "text": f"Error executing tool search_recipes: {type(e).__module__}.{type(e).__name__}: {e}"}

# --- E14: shipment lookup whose carrier map misses a code; handler returns format_exc() ---
SRC = '''CARRIER_PORTALS = {
    "POSTNL": "https://jouw.postnl.nl/track-and-trace/",
    "DHL_PARCEL_NL": "https://my.dhlparcel.nl/",
}


def tracking_url(shipment):
    base = CARRIER_PORTALS[shipment["carrier"]]
    return base + shipment["barcode"]


def get_shipment(shipment_id, store):
    shipment = store[shipment_id]
    shipment["tracking_url"] = tracking_url(shipment)
    return shipment
'''
FN = "/srv/verzend-mcp/verzend/tools/shipments.py"
linecache.cache[FN] = (len(SRC), None, SRC.splitlines(True), FN)
ns = {}
exec(compile(SRC, FN, "exec"), ns)
# the server's dispatcher, which catches everything and hands back format_exc()
DSRC = '''import traceback


def call_tool(name, args, tools, store):
    try:
        return {"content": [{"type": "text", "text": str(tools[name](store=store, **args))}]}
    except Exception:
        return {"isError": True, "content": [{"type": "text", "text":
                "Error executing tool " + name + ":\\n" + traceback.format_exc().rstrip()}]}
'''
DFN = "/srv/verzend-mcp/verzend/server.py"
linecache.cache[DFN] = (len(DSRC), None, DSRC.splitlines(True), DFN)
dns = {}
exec(compile(DSRC, DFN, "exec"), dns)
store = {"SHP-20931": {"carrier": "DHL_EXPRESS_NL", "barcode": "JVGL0612345678"}}
res = dns["call_tool"]("get_shipment", {"shipment_id": "SHP-20931"},
                       {"get_shipment": ns["get_shipment"]}, store)
OUT["E14"] = {"sent": None, "text": res["content"][0]["text"]}

# --- E15: report export tool validating its arguments with pydantic 2 ---
from pydantic import BaseModel, ValidationError  # noqa: E402


class ExportFormat(str, Enum):
    csv = "csv"
    xlsx = "xlsx"
    parquet = "parquet"


class ExportRequest(BaseModel):
    report_id: str
    format: ExportFormat

sent15 = canary("E15")
try:
    ExportRequest(report_id="rep_77", format=sent15)
except ValidationError as e:
    OUT["E15"] = {"sent": sent15, "text": f"Error executing tool export_report: {e}"}

# --- E16: newsletter digest tool validating with jsonschema ---
import jsonschema  # noqa: E402

schema = {"type": "object",
          "properties": {"frequency": {"type": "string", "enum": ["daily", "weekly", "monthly"]}},
          "required": ["frequency"]}
sent16 = canary("E16")
try:
    jsonschema.validate({"frequency": sent16}, schema)
except jsonschema.ValidationError as e:
    OUT["E16"] = {"sent": sent16, "text": str(e)}

OUT["_versions"] = {"python": sys.version.split()[0], "sqlite": sqlite3.sqlite_version,
                    "pydantic": __import__("pydantic").VERSION,
                    "jsonschema": getattr(jsonschema, "__version__", "unknown")}
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "real_samples.json")
with open(path, "w", encoding="utf-8") as f:
    json.dump(OUT, f, ensure_ascii=False, indent=1)
print(json.dumps(OUT, ensure_ascii=False, indent=1))
