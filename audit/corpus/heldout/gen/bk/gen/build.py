#!/usr/bin/env python3
"""Builds mixed-bk.json, meta.json and gen/notes.json from the handwritten part files."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import importlib
ROOT = os.path.dirname(HERE)

entries = []
for name in ["part1", "part2", "part3", "part4"]:
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError:
        continue
    entries.extend(mod.ENTRIES)

out, meta, notes = [], {}, {}
for i, e in enumerate(entries, 1):
    eid = f"bk-{i:03d}"
    out.append({"id": eid, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[eid] = {"language": e["_lang"], "source": "handwritten"}
    notes[eid] = {"resembles": e["_resembles"], "indirect": e["_indirect"]}

with open(os.path.join(ROOT, "mixed-bk.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(len(out), "entries written")
