#!/usr/bin/env python3
"""Builds batch 42 (mixed-42.json, meta.json, gen/notes.json) from gen/entries_{a,b,c}.py.
Real outputs come from gen/real_outputs.json (written by gen/real_outputs.py in a scratch dir).
Entries are interleaved with a fixed seed so that kinds of answers are not grouped."""
import json, os, random, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import entries_a, entries_b, entries_c

ORDER = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
SIG_ORDER = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text",
             "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]

entries = entries_a.ENTRIES + entries_b.ENTRIES + entries_c.ENTRIES
random.Random(42).shuffle(entries)

batch, meta, notes = [], {}, {}
for i, e in enumerate(entries, 1):
    eid = f"t42-{i:03d}"
    sig = sorted(e["signals"], key=SIG_ORDER.index)
    batch.append({"id": eid, "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
                  "sent": e["sent"], "text": e["text"], "signals": sig})
    meta[eid] = {"language": e["lang"], "source": e["src"]}
    notes[eid] = {"resembles": e["resembles"], "indirect": bool(e["indirect"])}

root = os.path.dirname(HERE)
with open(os.path.join(root, "mixed-42.json"), "w", encoding="utf-8") as f:
    json.dump(batch, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(root, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
    f.write("\n")
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(batch), "entries written")
