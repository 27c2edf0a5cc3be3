#!/usr/bin/env python3
"""Builds mixed-bh.json, meta.json and gen/notes.json from the handwritten entries in part*.py."""
import importlib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

entries = []
for name in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(HERE, name + ".py")):
        entries += importlib.import_module(name).ENTRIES
entries.sort(key=lambda e: e["n"])
nums = [e["n"] for e in entries]
assert len(nums) == len(set(nums)), "duplicate numbers"

data, meta, notes = [], {}, {}
for e in entries:
    i = f"bh-{e['n']:03d}"
    data.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"],
                 "probe": e["probe"], "sent": e["sent"], "text": e["text"],
                 "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

def dump(obj, path):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")

dump(data, os.path.join(ROOT, "mixed-bh.json"))
dump(meta, os.path.join(ROOT, "meta.json"))
dump(notes, os.path.join(HERE, "notes.json"))
print(len(data), "entries written")
