#!/usr/bin/env python3
"""Assembles mixed-br.json, meta.json and gen/notes.json from gen/parts_*.py.
Usage: python3 gen/build.py   (after gen/real_samples.py has written gen/real_outputs.json)"""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

entries = []
for part in ("parts_a", "parts_b", "parts_c", "parts_d"):
    if os.path.exists(os.path.join(HERE, part + ".py")):
        entries += importlib.import_module(part).ENTRIES

meta, notes, out = {}, {}, []
for e in entries:
    meta[e["id"]] = e.pop("_meta")
    notes[e["id"]] = e.pop("_notes")
    out.append(e)

with open(os.path.join(ROOT, "mixed-br.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(f"wrote {len(out)} entries")
