"""Assembles batch BM from gen/part*.py and writes mixed-bm.json, meta.json, gen/notes.json."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

items = []
for part in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(HERE, part + ".py")):
        items.extend(importlib.import_module(part).ITEMS)

items.sort(key=lambda x: x["entry"]["id"])
entries = [x["entry"] for x in items]
meta = {x["entry"]["id"]: x["meta"] for x in items}
notes = {x["entry"]["id"]: x["notes"] for x in items}

with open(os.path.join(ROOT, "mixed-bm.json"), "w", encoding="utf-8") as f:
    json.dump(entries, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(entries)} entries")
