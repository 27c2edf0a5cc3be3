"""Assembles mixed-ca.json, meta.json and gen/notes.json from the part files."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.dirname(HERE)

entries = []
for name in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(HERE, name + ".py")):
        mod = __import__(name)
        entries.extend(mod.ENTRIES)
entries.sort(key=lambda e: e["id"])

out, meta, notes = [], {}, {}
for e in entries:
    out.append({k: e[k] for k in ("id", "produced_by", "channel", "probe", "sent", "text", "signals")})
    meta[e["id"]] = {"language": e["_lang"], "source": "handwritten"}
    notes[e["id"]] = {"resembles": e["_resembles"], "indirect": bool(e["_indirect"])}

with open(os.path.join(ROOT, "mixed-ca.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "entries written")
