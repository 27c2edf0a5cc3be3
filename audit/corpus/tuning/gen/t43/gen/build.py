#!/usr/bin/env python3
"""Assembles mixed-43.json, meta.json and gen/notes.json from the part files (ids in order)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

entries = []
for name in ["part1", "part2", "part3", "part4"]:
    if os.path.exists(os.path.join(HERE, name + ".py")):
        entries += __import__(name).ENTRIES

data, meta, notes = [], {}, {}
for n, e in enumerate(entries, 1):
    i = f"t43-{n:03d}"
    data.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                 "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": e["source"]}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(ROOT, "mixed-43.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(len(data), "entries written")
