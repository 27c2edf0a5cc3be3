#!/usr/bin/env python3
"""Assembles the CG batch from the hand-written entries in part*.py.
Writes ../mixed-cg.json, ../meta.json and notes.json. All texts are handwritten (source: handwritten)."""
import glob
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

entries = []
for p in sorted(glob.glob(os.path.join(HERE, "part*.py"))):
    mod = importlib.import_module(os.path.basename(p)[:-3])
    entries.extend(mod.ENTRIES)
entries.sort(key=lambda e: e["n"])
nums = [e["n"] for e in entries]
assert len(nums) == len(set(nums)), "duplicate entry numbers"

data, meta, notes = [], {}, {}
for e in entries:
    i = "cg-%03d" % e["n"]
    data.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                 "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(ROOT, "mixed-cg.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", len(data), "entries")
