#!/usr/bin/env python3
"""Assembles batch CC: mixed-cc.json, meta.json and gen/notes.json from gen/entries_*.py,
with the real texts taken from gen/real_out.json (written by gen/real_py.py)."""
import glob
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import common  # noqa: E402

for path in sorted(glob.glob(os.path.join(HERE, "entries_*.py"))):
    importlib.import_module(os.path.basename(path)[:-3])

real = json.load(open(os.path.join(HERE, "real_out.json"), encoding="utf-8"))
entries = sorted(common.ENTRIES, key=lambda e: e["id"])
data, meta, notes = [], {}, {}
for e in entries:
    if e["id"] in real:
        r = real[e["id"]]
        e["text"] = r["text"]
        if e["sent"] == "PLACEHOLDER":
            e["sent"] = r["sent"]
    assert "PLACEHOLDER" not in e["text"], e["id"]
    data.append({k: e[k] for k in ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]})
    meta[e["id"]] = {"language": e["lang"], "source": e["source"]}
    notes[e["id"]] = {"resembles": e["resembles"], "indirect": e["indirect"]}

def dump(obj, path):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")

dump(data, os.path.join(ROOT, "mixed-cc.json"))
dump(meta, os.path.join(ROOT, "meta.json"))
dump(notes, os.path.join(HERE, "notes.json"))
print(f"wrote {len(data)} entries")
