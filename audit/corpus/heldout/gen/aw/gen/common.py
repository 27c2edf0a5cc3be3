"""Shared helpers for the hand-written batch AW (see build.py)."""
import hashlib
import json


def canary(n):
    return "twaudit-" + hashlib.md5(f"aw-{n:03d}".encode()).hexdigest()[:8]


def js(obj):
    """JSON as a server would append it (structuredContent or JSON-RPC error data)."""
    return json.dumps(obj, ensure_ascii=False)


def E(n, produced_by, channel, probe, sent, text, signals, lang,
      resembles=None, indirect=False, source="handwritten"):
    c = canary(n)
    if isinstance(sent, str):
        sent = sent.replace("{C}", c)
    text = text.replace("{C}", c)
    return {
        "entry": {"id": f"aw-{n:03d}", "produced_by": produced_by, "channel": channel,
                  "probe": probe, "sent": sent, "text": text, "signals": signals},
        "meta": {"language": lang, "source": source},
        "note": {"resembles": resembles, "indirect": indirect},
    }
