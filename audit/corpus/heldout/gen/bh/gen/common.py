"""Shared helper for the BH batch generator (all texts handwritten)."""
import json

def J(obj):
    """Compact JSON as a server would append structuredContent / error data."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))

def E(n, lang, channel, probe, sent, text, signals, produced, resembles=None, indirect=False):
    return {
        "n": n, "lang": lang, "channel": channel, "probe": probe, "sent": sent,
        "text": text, "signals": signals,
        "produced_by": "handwritten after " + produced + "; gen/build_bh.py",
        "resembles": resembles, "indirect": indirect,
    }
