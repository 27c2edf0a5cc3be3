#!/usr/bin/env python3
"""Builds mixed-bj.json, meta.json and gen/notes.json from the handwritten part files."""
import importlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from common import SIG, ORDER, canary  # noqa: E402

entries = []
for name in ("part1", "part2", "part3", "part4"):
    if os.path.exists(os.path.join(HERE, name + ".py")):
        entries += importlib.import_module(name).ENTRIES

entries.sort(key=lambda e: e["n"])
nums = [e["n"] for e in entries]
assert len(nums) == len(set(nums)), "duplicate entry numbers"

data, meta, notes = [], {}, {}
for e in entries:
    eid = f"bj-{e['n']:03d}"
    c = canary(eid)
    sent = e["sent"].replace("{C}", c) if isinstance(e["sent"], str) else None
    text = e["text"].replace("{C}", c)
    sig = [SIG[k] for k in ORDER if k in e["sig"]]
    assert len(e["sig"]) == len(set(e["sig"])) and all(k in ORDER for k in e["sig"]), eid
    data.append({"id": eid, "produced_by": e["produced_by"], "channel": e["channel"],
                 "probe": e["probe"], "sent": sent, "text": text, "signals": sig})
    meta[eid] = {"language": e["lang"], "source": "handwritten"}
    notes[eid] = {"resembles": e["res"], "indirect": bool(e["ind"])}

with open(os.path.join(ROOT, "mixed-bj.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"wrote {len(data)} entries")
