"""Assembles gen/part*.py into mixed-aw.json, meta.json and gen/notes.json."""
import glob
import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

items = []
for path in sorted(glob.glob(os.path.join(HERE, "part*.py"))):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    items.extend(mod.PART)
items.sort(key=lambda x: x["entry"]["id"])

with open(os.path.join(ROOT, "mixed-aw.json"), "w", encoding="utf-8") as f:
    json.dump([x["entry"] for x in items], f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["meta"] for x in items}, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump({x["entry"]["id"]: x["note"] for x in items}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(items)} entries")
