"""Assembles batch CE from the handwritten parts into mixed-ce.json, meta.json and gen/notes.json."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

entries = []
for part in ("part1", "part2", "part3", "part4"):
    try:
        mod = importlib.import_module(part)
    except ModuleNotFoundError:
        continue
    entries.extend(mod.ENTRIES)

data, meta, notes = [], {}, {}
for i, e in enumerate(entries, 1):
    eid = f"ce-{i:03d}"
    data.append({"id": eid, "produced_by": e["produced_by"], "channel": e["channel"],
                 "probe": e["probe"], "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[eid] = {"language": e["lang"], "source": "handwritten"}
    notes[eid] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(ROOT, "mixed-ce.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(len(data), "entries written")
