#!/usr/bin/env python3
"""Builds batch AZ (mixed-az.json, meta.json, gen/notes.json) from hand-written entries.

Every text here is hand-written in imitation of the named library / service; nothing was run.
Placeholders: {C} becomes the entry's canary (twaudit-<8 hex>, derived from the id);
{LONG} (only in `sent`) becomes a long string that starts with the canary.
"""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCRIPT = "/work/held-az/gen/build_az.py"

ENTRIES = []  # filled by the parts below


def canary(eid):
    return "twaudit-" + hashlib.sha256(("held-" + eid).encode()).hexdigest()[:8]


def long_value(c, n):
    filler = ("Handmade ceramic mug, glazed in small batches, dishwasher safe, "
              "each piece slightly different. ")
    s = c + " " + filler
    while len(s) < n:
        s += filler
    return s[:n]


def success(text, structured=None):
    if structured is None:
        return text
    return text + "\n" + json.dumps(structured, ensure_ascii=False)


def rpc(message, data=None):
    if data is None:
        return message
    return message + " " + json.dumps(data, ensure_ascii=False)


def add(n, lang, channel, probe, sent, text, signals, produced_by,
        resembles=None, indirect=False, long_len=None):
    ENTRIES.append(dict(n=n, lang=lang, channel=channel, probe=probe, sent=sent, text=text,
                        signals=signals, produced_by=produced_by, resembles=resembles,
                        indirect=indirect, long_len=long_len))


from entries_a import define as define_a  # noqa: E402
from entries_b import define as define_b  # noqa: E402
from entries_c import define as define_c  # noqa: E402
from entries_d import define as define_d  # noqa: E402


def build():
    for d in (define_a, define_b, define_c, define_d):
        d(add, success, rpc)
    ENTRIES.sort(key=lambda e: e["n"])
    data, meta, notes = [], {}, {}
    for e in ENTRIES:
        eid = f"az-{e['n']:03d}"
        c = canary(eid)
        sent = e["sent"]
        if sent is not None:
            if "{LONG}" in sent:
                sent = sent.replace("{LONG}", long_value(c, e["long_len"]))
            sent = sent.replace("{C}", c)
        text = e["text"].replace("{C}", c)
        if "{SENTLEN}" in text:
            text = text.replace("{SENTLEN}", f"{len(sent):,}")
        if "{SENTHEAD}" in text:
            text = text.replace("{SENTHEAD}", sent[:48])
        data.append({"id": eid,
                     "produced_by": e["produced_by"] + "; " + SCRIPT,
                     "channel": e["channel"], "probe": e["probe"], "sent": sent,
                     "text": text, "signals": e["signals"]})
        meta[eid] = {"language": e["lang"], "source": "handwritten"}
        notes[eid] = {"resembles": e["resembles"], "indirect": e["indirect"]}
    with open(os.path.join(ROOT, "mixed-az.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
        json.dump(notes, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"wrote {len(data)} entries")


if __name__ == "__main__":
    build()
