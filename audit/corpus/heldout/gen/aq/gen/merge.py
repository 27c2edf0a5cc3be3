"""Merge gen/part*.py into mixed-aq.json, meta.json and gen/notes.json."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import part1, part2, part3, part4, part5  # noqa: E402

entries = part1.ENTRIES + part2.ENTRIES + part3.ENTRIES + part4.ENTRIES + part5.ENTRIES
FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
out, meta, notes = [], {}, {}
for e in entries:
    out.append({k: e[k] for k in FIELDS})
    meta[e["id"]] = {"language": e["_lang"], "source": "handwritten"}
    notes[e["id"]] = {"resembles": e["_resembles"], "indirect": bool(e["_indirect"])}
root = os.path.dirname(HERE)
with open(os.path.join(root, "mixed-aq.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(root, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "entries written")
