#!/usr/bin/env python3
"""Builds mixed-bv.json, meta.json and gen/notes.json from the hand-written entry lists
in gen/entries_*.py. Every text is handwritten (no library or service was run).
Placeholders: @C@ -> the probe's canary (derived from the id), @LONG@ -> filler that makes
an oversized string."""
import hashlib, json, os, sys, importlib.util

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ORDER = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
         "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
         "no-retry-guidance"]
FILLER = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
          "incididunt ut labore et dolore magna aliqua. ")


def canary(eid):
    return "twaudit-" + hashlib.sha256(("held-bv:" + eid).encode()).hexdigest()[:8]


def fill(s, eid):
    if s is None:
        return None
    s = s.replace("@C@", canary(eid))
    if "@LONG@" in s:
        s = s.replace("@LONG@", (FILLER * 40)[:4096 - len(s) + 6])
    return s


def load(name):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.ENTRIES


entries = []
for part in ("entries_a", "entries_b", "entries_c", "entries_d"):
    if os.path.exists(os.path.join(HERE, part + ".py")):
        entries += load(part)

data, meta, notes = [], {}, {}
for i, e in enumerate(entries, 1):
    eid = f"bv-{i:03d}"
    sig = [s for s in ORDER if s in e["sig"]]
    assert len(sig) == len(e["sig"]), (eid, e["sig"])
    data.append({
        "id": eid,
        "produced_by": e["pb"] + f"; gen/{e.get('_part', 'entries')}.py",
        "channel": e["ch"],
        "probe": e["pr"],
        "sent": fill(e["sent"], eid),
        "text": fill(e["text"], eid),
        "signals": sig,
    })
    meta[eid] = {"language": e["lang"], "source": "handwritten"}
    notes[eid] = {"resembles": e.get("res"), "indirect": bool(e.get("ind", False))}

with open(os.path.join(ROOT, "mixed-bv.json"), "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, indent=1)
with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
    json.dump(meta, f, ensure_ascii=False, indent=1)
with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
    json.dump(notes, f, ensure_ascii=False, indent=1)
print(len(data), "entries written")
