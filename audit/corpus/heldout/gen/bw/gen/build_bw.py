#!/usr/bin/env python3
"""Builds mixed-bw.json, meta.json and gen/notes.json from the handwritten entries in part*.py."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402

for name in sorted(f[:-3] for f in os.listdir(HERE) if f.startswith("part") and f.endswith(".py")):
    importlib.import_module(name)

entries = sorted(common.ENTRIES, key=lambda e: e["n"])
nums = [e["n"] for e in entries]
assert len(nums) == len(set(nums)), "duplicate numbers"

out, meta, notes = [], {}, {}
for e in entries:
    i = f"bw-{e['n']:03d}"
    out.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(ROOT, "mixed-bw.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(out)} entries")
