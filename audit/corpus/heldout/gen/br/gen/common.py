"""Shared helper for the BR batch: one call per entry; build.py assembles the files."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REAL = json.load(open(os.path.join(HERE, "real_outputs.json"), encoding="utf-8"))


def canary(eid):
    """Stable per-entry canary: twaudit- plus 8 hex digits derived from the id."""
    return "twaudit-" + hashlib.sha256(("br/" + eid).encode()).hexdigest()[:8]


def js(obj):
    """JSON as a server would append it (compact, non-ASCII kept)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def E(n, lang, channel, probe, sent, text, signals, produced_by,
      resembles=None, indirect=False, source="handwritten"):
    eid = f"br-{n:03d}"
    c = canary(eid)
    if isinstance(sent, str):
        sent = sent.replace("§C", c)
    text = text.replace("§C", c)
    return {"id": eid, "produced_by": produced_by, "channel": channel, "probe": probe,
            "sent": sent, "text": text, "signals": signals,
            "_meta": {"language": lang, "source": source},
            "_notes": {"resembles": resembles, "indirect": indirect}}
