"""Shared helpers for the AU batch generator scripts (handwritten texts)."""
import hashlib
import json

C = "\u00a7C"  # placeholder for the probe's canary, filled in by build.py


def canary(eid):
    return "twaudit-" + hashlib.sha256(("au-canary-" + eid).encode()).hexdigest()[:8]


def jr(message, data=None):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def sc(text, obj):
    """Model-visible text of a result: text blocks plus the JSON of structuredContent."""
    return text + "\n" + json.dumps(obj, ensure_ascii=False)


def E(n, produced_by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False):
    return {"n": n, "produced_by": produced_by, "channel": channel, "probe": probe, "sent": sent,
            "text": text, "signals": signals, "lang": lang, "resembles": resembles,
            "indirect": indirect}
