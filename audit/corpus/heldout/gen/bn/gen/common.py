"""Helpers for the handwritten batch BN (all texts are handwritten; nothing here calls a real service)."""
import hashlib
import json

ENTRIES = []


def canary(eid):
    return "twaudit-" + hashlib.sha256(("bn:" + eid).encode()).hexdigest()[:8]


def big(c, unit, length):
    """An oversized probe string: the canary, then `unit` repeated, cut to `length` characters."""
    s = c + unit
    while len(s) < length:
        s += unit
    return s[:length]


def rpc(message, data=None):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def res(text, structured=None):
    """Model-visible text of a result: text blocks plus the JSON of structuredContent."""
    if structured is None:
        return text
    return text + "\n" + json.dumps(structured, ensure_ascii=False)


def E(n, lang, produced_by, channel, probe, sent, text, signals, resembles=None, indirect=False):
    eid = f"bn-{n:03d}"
    c = canary(eid)
    if callable(sent):
        sent = sent(c)
    if isinstance(sent, str):
        sent = sent.replace("{c}", c)
    if callable(text):
        text = text(c)
    text = text.replace("{c}", c)
    ENTRIES.append({
        "id": eid,
        "produced_by": "handwritten: " + produced_by + "; gen/build_bn.py",
        "channel": channel, "probe": probe, "sent": sent, "text": text,
        "signals": signals,
        "_lang": lang, "_resembles": resembles, "_indirect": indirect,
    })
