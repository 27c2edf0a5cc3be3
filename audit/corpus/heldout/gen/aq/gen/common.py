"""Shared helper for the handwritten batch AQ. Each part file builds a list of entries."""
import json


def J(obj):
    """JSON as a server would serialize it (compact, non-ASCII kept)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def E(id, produced_by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False):
    return {
        "id": id, "produced_by": produced_by, "channel": channel, "probe": probe, "sent": sent,
        "text": text, "signals": signals,
        "_lang": lang, "_resembles": resembles, "_indirect": indirect,
    }
