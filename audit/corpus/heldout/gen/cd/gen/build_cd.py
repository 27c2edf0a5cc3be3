#!/usr/bin/env python3
"""Builds mixed-cd.json, meta.json and gen/notes.json from the handwritten entries in part_a/part_b."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402
import part_a  # noqa: E402,F401
import part_b  # noqa: E402,F401

ROOT = os.path.dirname(HERE)
entries = sorted(common.ENTRIES, key=lambda e: e["n"])
assert [e["n"] for e in entries] == list(range(1, 101)), "numbering"

out, meta, notes = [], {}, {}
for e in entries:
    i = f"cd-{e['n']:03d}"
    out.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

def dump(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")

dump(os.path.join(ROOT, "mixed-cd.json"), out)
dump(os.path.join(ROOT, "meta.json"), meta)
dump(os.path.join(HERE, "notes.json"), notes)
print(len(out), "entries written")
