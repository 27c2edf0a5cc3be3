#!/usr/bin/env python3
"""Builds batch BF from the hand-written entries in part_a/b/c.py.

Writes ../mixed-bf.json, ../meta.json and notes.json (this folder). Every text is hand-written
(no library or service was run), so every meta source is "handwritten".
Run: python3 gen/build_bf.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import canary  # noqa: E402
import part_a  # noqa: E402
import part_b  # noqa: E402
import part_c  # noqa: E402

ORDER = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
         "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
         "no-retry-guidance"]


def main():
    raw = part_a.ENTRIES + part_b.ENTRIES + part_c.ENTRIES
    assert [r["n"] for r in raw] == list(range(1, 101)), "entries must be numbered 1..100"
    out, meta, notes = [], {}, {}
    for r in raw:
        eid = f"bf-{r['n']:03d}"
        c = canary(eid)
        sent = None if r["sent"] is None else r["sent"].replace("{C}", c)
        text = r["text"].replace("{C}", c)
        sig = sorted(r["signals"], key=ORDER.index)
        out.append({"id": eid, "produced_by": r["by"], "channel": r["channel"], "probe": r["probe"],
                    "sent": sent, "text": text, "signals": sig})
        meta[eid] = {"language": r["lang"], "source": "handwritten"}
        notes[eid] = {"resembles": r["resembles"], "indirect": bool(r["indirect"])}
    parent = os.path.dirname(HERE)
    with open(os.path.join(parent, "mixed-bf.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(parent, "meta.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
        json.dump(notes, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {len(out)} entries")


if __name__ == "__main__":
    main()
