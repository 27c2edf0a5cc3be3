#!/usr/bin/env python3
"""Builds batch BX (mixed-bx.json, meta.json, gen/notes.json) from the hand-written entries in
part_a.py, part_b.py, part_c.py. Every text is hand-written (no library or service was run);
the order is a fixed shuffle, canaries are derived from the ids."""
import hashlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

entries = []
for mod in ("part_a", "part_b", "part_c"):
    try:
        m = __import__(mod)
    except ModuleNotFoundError:
        continue
    entries.extend(m.ENTRIES)

random.Random(20240611).shuffle(entries)

out, meta, notes = [], {}, {}
for i, e in enumerate(entries, 1):
    eid = f"bx-{i:03d}"
    hexpart = hashlib.sha256(("bx:" + eid).encode()).hexdigest()[:8]
    sub = lambda s: None if s is None else s.replace("{C}", hexpart)
    out.append({
        "id": eid,
        "produced_by": "handwritten: imitates " + e["by"] + "; gen/build_bx.py",
        "channel": e["ch"],
        "probe": e["probe"],
        "sent": sub(e["sent"]),
        "text": sub(e["text"]),
        "signals": e["sig"],
    })
    meta[eid] = {"language": e["lang"], "source": "handwritten"}
    notes[eid] = {"resembles": e["res"], "indirect": e["ind"]}

with open(os.path.join(ROOT, "mixed-bx.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(out)} entries")
