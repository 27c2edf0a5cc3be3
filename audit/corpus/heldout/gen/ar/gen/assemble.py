"""Merges gen/parts/*.json into mixed-ar.json, meta.json and gen/notes.json."""
import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]

entries = []
for p in sorted(glob.glob(os.path.join(HERE, "parts", "part*.json"))):
    entries += json.load(open(p, encoding="utf-8"))
entries.sort(key=lambda e: e["id"])
out, meta, notes = [], {}, {}
for e in entries:
    out.append({k: e[k] for k in FIELDS})
    meta[e["id"]] = {"language": e["_lang"], "source": "handwritten"}
    notes[e["id"]] = {"resembles": e["_resembles"], "indirect": e["_indirect"]}
json.dump(out, open(os.path.join(ROOT, "mixed-ar.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(out), "entries assembled")
