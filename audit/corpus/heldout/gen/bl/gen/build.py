"""Assembles the BL batch from gen/part*.py into mixed-bl.json, meta.json and gen/notes.json."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

items = []
for name in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(HERE, name + ".py")):
        items += importlib.import_module(name).ENTRIES
items.sort(key=lambda x: x["n"])

data = [it["entry"] for it in items]
meta = {it["entry"]["id"]: {"language": it["lang"], "source": "handwritten"} for it in items}
notes = {it["entry"]["id"]: it["notes"] for it in items}

with open(os.path.join(ROOT, "mixed-bl.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(data)} entries")
