#!/usr/bin/env python3
"""Assemble mixed-41.json, meta.json and gen/notes.json from gen/p1.py ... p4.py."""
import importlib, json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
entries = []
for part in ("p1", "p2", "p3", "p4"):
    try:
        entries += importlib.import_module(part).ENTRIES
    except ModuleNotFoundError:
        pass
entries.sort(key=lambda e: e["id"])
FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
out = [{k: e[k] for k in FIELDS} for e in entries]
meta = {e["id"]: e["_meta"] for e in entries}
notes = {e["id"]: e["_notes"] for e in entries}
root = os.path.dirname(HERE)
json.dump(out, open(os.path.join(root, "mixed-41.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(root, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(out), "entries written")
