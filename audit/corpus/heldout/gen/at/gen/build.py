"""Merges gen/parts/*.json into mixed-at.json, meta.json and gen/notes.json."""
import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
items = []
for p in sorted(glob.glob(os.path.join(HERE, "parts", "part*.json"))):
    items += json.load(open(p, encoding="utf-8"))
items.sort(key=lambda x: x["entry"]["id"])
with open(os.path.join(ROOT, "mixed-at.json"), "w", encoding="utf-8") as f:
    json.dump([x["entry"] for x in items], f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["meta"] for x in items}, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["note"] for x in items}, f, ensure_ascii=False, indent=1)
print(f"built {len(items)} entries")
