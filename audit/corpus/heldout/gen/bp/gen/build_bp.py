#!/usr/bin/env python3
"""Assembles the BP batch from gen/part*.py into mixed-bp.json, meta.json, gen/notes.json."""
import importlib
import json
import os
import sys

GEN = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(GEN)
sys.path.insert(0, GEN)
import common  # noqa: E402

for p in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(GEN, p + ".py")):
        importlib.import_module(p)

entries = sorted(common.ENTRIES, key=lambda e: e["num"])
out, meta, notes = [], {}, {}
for e in entries:
    i = f"bp-{e['num']:03d}"
    out.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"],
                "probe": e["probe"], "sent": e["sent"], "text": e["text"],
                "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(ROOT, "mixed-bp.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(GEN, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(f"wrote {len(out)} entries")
