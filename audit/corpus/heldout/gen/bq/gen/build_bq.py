#!/usr/bin/env python3
"""Assembles batch BQ from gen/part*.py and writes mixed-bq.json, meta.json and gen/notes.json."""
import json, os, sys, importlib
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common
for name in sorted(f[:-3] for f in os.listdir(HERE) if f.startswith("part") and f.endswith(".py")):
    importlib.import_module(name)
out, meta, notes = [], {}, {}
for i, e in enumerate(common.ENTRIES, 1):
    eid = f"bq-{i:03d}"
    out.append({"id": eid, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[eid] = {"language": e["lang"], "source": "handwritten"}
    notes[eid] = {"resembles": e["resembles"], "indirect": e["indirect"]}
root = os.path.dirname(HERE)
json.dump(out, open(os.path.join(root, "mixed-bq.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(root, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(out), "entries written")
