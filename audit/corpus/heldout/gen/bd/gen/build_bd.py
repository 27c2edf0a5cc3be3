#!/usr/bin/env python3
"""Builds batch BD (mixed-bd.json, meta.json, gen/notes.json) from the handwritten entries
in entries_a.py and entries_b.py. All texts are handwritten imitations; no library or service was run."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from entries_a import ENTRIES_A
from entries_b import ENTRIES_B

ROOT = os.path.dirname(HERE)
entries = ENTRIES_A + ENTRIES_B
assert len(entries) == 100, len(entries)
out, meta, notes = [], {}, {}
for n, e in enumerate(entries, 1):
    i = f"bd-{n:03d}"
    out.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}
with open(os.path.join(ROOT, "mixed-bd.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", len(out), "entries")
