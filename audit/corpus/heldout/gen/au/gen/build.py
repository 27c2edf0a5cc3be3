#!/usr/bin/env python3
"""Assembles mixed-au.json, meta.json and gen/notes.json from the part files p*.py."""
import glob
import importlib.util
import json
import os

from common import C, canary

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

entries = []
for path in sorted(glob.glob(os.path.join(HERE, "p[0-9]*.py"))):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    entries.extend(mod.ENTRIES)
entries.sort(key=lambda e: e["n"])

out, meta, notes = [], {}, {}
for e in entries:
    eid = f"au-{e['n']:03d}"
    c = canary(eid)
    sent = e["sent"].replace(C, c) if isinstance(e["sent"], str) else e["sent"]
    text = e["text"].replace(C, c)
    out.append({"id": eid, "produced_by": e["produced_by"], "channel": e["channel"],
                "probe": e["probe"], "sent": sent, "text": text, "signals": e["signals"]})
    meta[eid] = {"language": e["lang"], "source": "handwritten"}
    notes[eid] = {"resembles": e["resembles"], "indirect": e["indirect"]}

with open(os.path.join(ROOT, "mixed-au.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(out)} entries")
