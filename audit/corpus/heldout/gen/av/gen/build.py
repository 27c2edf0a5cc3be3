#!/usr/bin/env python3
"""Assembles the AV batch from gen/part*.py into mixed-av.json, meta.json and gen/notes.json."""
import glob
import importlib.util
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

entries, meta, notes = [], {}, {}
for path in sorted(glob.glob(os.path.join(HERE, "part*.py"))):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for item in mod.ITEMS:
        e = item["entry"]
        entries.append(e)
        meta[e["id"]] = item["meta"]
        notes[e["id"]] = item["notes"]

entries.sort(key=lambda e: e["id"])
# self-checks: accidental echoes and stray canaries
for e in entries:
    s, t = e["sent"], e["text"]
    if s and s in t and "validation-echoes-value" not in e["signals"]:
        print("note: sent value appears in", e["id"], e["channel"], e["probe"])
    for c in re.findall(r"twaudit-[0-9a-f]{8}", t):
        if not s or c not in s:
            print("stray canary in", e["id"])

with open(os.path.join(ROOT, "mixed-av.json"), "w", encoding="utf-8") as f:
    json.dump(entries, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(entries)} entries")
