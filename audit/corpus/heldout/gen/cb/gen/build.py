"""Builds mixed-cb.json, meta.json and gen/notes.json from the part files."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common
import importlib
for part in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(HERE, part + ".py")):
        importlib.import_module(part)
root = os.path.dirname(HERE)
entries = [x["entry"] for x in common.ENTRIES]
with open(os.path.join(root, "mixed-cb.json"), "w", encoding="utf-8") as f:
    json.dump(entries, f, ensure_ascii=False, indent=1)
with open(os.path.join(root, "meta.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["meta"] for x in common.ENTRIES}, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["notes"] for x in common.ENTRIES}, f, ensure_ascii=False, indent=1)
print(len(entries), "entries written")
