#!/usr/bin/env python3
"""Builds mixed-ba.json, meta.json and gen/notes.json from gen/part1..4.py.
Run gen/real_ba.py first (it writes gen/real_outputs.json used by part2)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import part1, part2, part3, part4

entries = part1.ENTRIES + part2.ENTRIES + part3.ENTRIES + part4.ENTRIES
out, meta, notes = [], {}, {}
for e in entries:
    out.append({k: e[k] for k in ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]})
    meta[e["id"]] = {"language": e["_lang"], "source": e["_source"]}
    notes[e["id"]] = {"resembles": e["_resembles"], "indirect": e["_indirect"]}
ROOT = os.path.dirname(HERE)
json.dump(out, open(os.path.join(ROOT, "mixed-ba.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(meta, open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
json.dump(notes, open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
print(len(out), "entries;", sum(e["channel"] == "success-result" for e in out), "success-result")
