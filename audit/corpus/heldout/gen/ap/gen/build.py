"""Merge gen/part*.py into mixed-ap.json, meta.json and gen/notes.json."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import part1, part2, part3, part4, part5

entries = part1.ENTRIES + part2.ENTRIES + part3.ENTRIES + part4.ENTRIES + part5.ENTRIES
out, meta, notes = [], {}, {}
for e in entries:
    out.append({k: e[k] for k in ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]})
    meta[e["id"]] = {"language": e["lang"], "source": "handwritten"}
    notes[e["id"]] = {"resembles": e["resembles"], "indirect": e["indirect"]}
root = os.path.dirname(HERE)
with open(os.path.join(root, "mixed-ap.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(root, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(len(out), "entries written")
