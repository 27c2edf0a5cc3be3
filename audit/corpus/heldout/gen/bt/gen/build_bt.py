#!/usr/bin/env python3
"""Builds mixed-bt.json, meta.json and gen/notes.json from the handwritten entries."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

entries = []
for mod in ("entries_a", "entries_b"):
    try:
        entries += __import__(mod).ENTRIES
    except ModuleNotFoundError:
        pass

out, meta, notes = [], {}, {}
for e in entries:
    i = f"bt-{e['n']:03d}"
    out.append({"id": i, "produced_by": e["produced_by"], "channel": e["channel"],
                "probe": e["probe"], "sent": e["sent"], "text": e["text"],
                "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

assert [e["n"] for e in entries] == list(range(1, len(entries) + 1)), "numbering"
json.dump(out, open(os.path.join(ROOT, "mixed-bt.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(out), "entries written")
