#!/usr/bin/env python3
"""Assembles batch BS from gen/part*.py (handwritten) and gen/real_outputs.json (real runs,
see gen/real_runs.py) into mixed-bs.json, meta.json and gen/notes.json."""
import importlib.util
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from canaries import canary  # noqa: E402

entries = []
for n in range(1, 5):
    p = os.path.join(HERE, f"part{n}.py")
    if not os.path.exists(p):
        continue
    spec = importlib.util.spec_from_file_location(f"part{n}", p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    entries.extend(mod.ENTRIES)

data, meta, notes = [], {}, {}
for i, e in enumerate(entries, 1):
    eid = f"bs-{i:03d}"
    c = canary(eid)
    sent = e["sent"]
    if isinstance(sent, str):
        sent = sent.replace("{C}", c)
    text = e["text"] if isinstance(e["text"], str) else e["text"](c, sent)
    text = text.replace("{C}", c)
    if e.get("expect_id") and e["expect_id"] != eid:
        raise SystemExit(f"{e['expect_id']} landed at {eid}")
    data.append({"id": eid, "produced_by": e["by"], "channel": e["ch"], "probe": e["probe"],
                 "sent": sent, "text": text, "signals": e["sig"]})
    meta[eid] = {"language": e["lang"], "source": e.get("src", "handwritten")}
    notes[eid] = {"resembles": e.get("res"), "indirect": bool(e.get("ind", False))}

with open(os.path.join(ROOT, "mixed-bs.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(f"wrote {len(data)} entries")
