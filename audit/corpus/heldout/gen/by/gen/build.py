#!/usr/bin/env python3
"""Assemble batch BY: run the part scripts, write mixed-by.json, meta.json and gen/notes.json."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import ENTRIES  # noqa: E402

for name in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(HERE, name + ".py")):
        importlib.import_module(name)

ENTRIES.sort(key=lambda e: e["n"])
nums = [e["n"] for e in ENTRIES]
assert len(nums) == len(set(nums)), "duplicate numbers"

out, meta, notes = [], {}, {}
for e in ENTRIES:
    i = f"by-{e['n']:03d}"
    out.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": e["source"]}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

root = os.path.dirname(HERE)
with open(os.path.join(root, "mixed-by.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(root, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(f"wrote {len(out)} entries")
