#!/usr/bin/env python3
"""Runs two tiny tool handlers written the way careless MCP servers write them, calls them,
and records the model-visible text they produce (real output of Python's sqlite3 and json).

Output: gen/real_samples.json  {"sqlite": {...}, "traceback": {...}}
"""
import json
import os
import sqlite3
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def tool_stock_level(sku):
    """Handler of a warehouse tool: the table was renamed in a migration, the handler was not."""
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE articoli (sku TEXT PRIMARY KEY, descrizione TEXT)")
    db.execute("CREATE TABLE giacenze_v2 (sku TEXT, magazzino TEXT, qta INTEGER)")
    try:
        row = db.execute("SELECT qta FROM giacenze WHERE sku = ?", (sku,)).fetchone()
        return {"content": [{"type": "text", "text": f"Stock for {sku}: {row[0] if row else 0}"}]}
    except Exception as e:  # passes the driver's error on
        return {"isError": True, "content": [{"type": "text", "text":
                f"Stock lookup failed: {type(e).__module__}.{type(e).__qualname__}: {e}"}]}


UPSTREAM_BODY = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>"


def parse_rates(body):
    return json.loads(body)["rates"]


def tool_exchange_rates(base):
    """Handler of a finance tool: returns the traceback as plain text, without isError."""
    try:
        rates = parse_rates(UPSTREAM_BODY)
        return {"content": [{"type": "text", "text": json.dumps(rates)}]}
    except Exception:
        return {"content": [{"type": "text", "text": traceback.format_exc()}]}


def visible(result):
    return "\n".join(b["text"] for b in result["content"] if b["type"] == "text")


def main():
    out = {
        "sqlite": {"isError": True, "text": visible(tool_stock_level("SKU-88213")),
                   "produced_by": f"real: Python {sys.version.split()[0]} sqlite3 "
                                  f"{sqlite3.sqlite_version}, handler tool_stock_level in gen/real_samples.py"},
        "traceback": {"isError": False, "text": visible(tool_exchange_rates("EUR")),
                      "produced_by": f"real: Python {sys.version.split()[0]} json + traceback.format_exc, "
                                     f"handler tool_exchange_rates in gen/real_samples.py"},
    }
    with open(os.path.join(HERE, "real_samples.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print(json.dumps(out, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
