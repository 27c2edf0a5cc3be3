#!/usr/bin/env python3
"""Builds batch BN from the handwritten entries in part1.py and part2.py.
Writes ../mixed-bn.json, ../meta.json and notes.json (all texts handwritten: source "handwritten")."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import ENTRIES  # noqa: E402
import part1  # noqa: E402,F401
import part2  # noqa: E402,F401

FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
entries = sorted(ENTRIES, key=lambda e: e["id"])
out = [{k: e[k] for k in FIELDS} for e in entries]
meta = {e["id"]: {"language": e["_lang"], "source": "handwritten"} for e in entries}
notes = {e["id"]: {"resembles": e["_resembles"], "indirect": e["_indirect"]} for e in entries}

with open(os.path.join(HERE, "..", "mixed-bn.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "..", "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(out)} entries")
