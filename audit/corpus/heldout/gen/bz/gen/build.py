"""Assembles batch BZ from the hand-written parts into mixed-bz.json, meta.json, gen/notes.json."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
items = []
for name in ["part_a", "part_b", "part_c", "part_d"]:
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError:
        continue
    items.extend(mod.ENTRIES)
items.sort(key=lambda x: x["entry"]["id"])
with open(os.path.join(ROOT, "mixed-bz.json"), "w", encoding="utf-8") as f:
    json.dump([x["entry"] for x in items], f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["meta"] for x in items}, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["note"] for x in items}, f, ensure_ascii=False, indent=1)
print(len(items), "entries")
