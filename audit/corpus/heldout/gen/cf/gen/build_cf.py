"""Builds mixed-cf.json, meta.json and gen/notes.json from the handwritten parts."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

entries = []
for name in ("part1", "part2", "part3"):
    try:
        entries += importlib.import_module(name).ENTRIES
    except ModuleNotFoundError:
        pass
entries.sort(key=lambda e: e["n"])

data, meta, notes = [], {}, {}
for e in entries:
    i = f"cf-{e['n']:03d}"
    data.append({"id": i, "produced_by": e["by"], "channel": e["channel"], "probe": e["probe"],
                 "sent": e["sent"], "text": e["text"], "signals": e["signals"]})
    meta[i] = {"language": e["lang"], "source": "handwritten"}
    notes[i] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(ROOT, "mixed-cf.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(len(data), "entries written")
