#!/usr/bin/env python3
"""Builds batch AY (mixed-ay.json, meta.json, gen/notes.json) from the hand-written entries in
entries_ay.py. Every text is handwritten in the style of the named library or service; nothing
was run to produce them (source = "handwritten" in meta.json)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from entries_ay import ENTRIES  # noqa: E402

A = "auth-failure-as-result"


def jr(message, data=None):
    """JSON-RPC error as the model reads it: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def sr(text, structured=None):
    """A result's text blocks joined, plus the JSON of its structuredContent."""
    if structured is None:
        return text
    return (text + "\n" if text else "") + json.dumps(structured, ensure_ascii=False)


def main():
    out, meta, notes = [], {}, {}
    for n, e in enumerate(ENTRIES, 1):
        eid = f"ay-{n:03d}"
        text = e["text"]
        if e["channel"] == "jsonrpc-error" and isinstance(text, tuple):
            text = jr(*text)
        elif e["channel"] == "success-result" and isinstance(text, tuple):
            text = sr(*text)
        out.append({
            "id": eid,
            "produced_by": "handwritten in the style of " + e["style"] + "; gen/make_ay.py + gen/entries_ay.py",
            "channel": e["channel"],
            "probe": e["probe"],
            "sent": e["sent"],
            "text": text,
            "signals": e["signals"],
        })
        meta[eid] = {"language": e["lang"], "source": "handwritten"}
        notes[eid] = {"resembles": e.get("resembles"), "indirect": bool(e.get("indirect", False))}
    with open(os.path.join(ROOT, "mixed-ay.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(ROOT, "meta.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "notes.json"), "w", encoding="utf-8") as f:
        json.dump(notes, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(len(out), "entries written")


if __name__ == "__main__":
    main()
