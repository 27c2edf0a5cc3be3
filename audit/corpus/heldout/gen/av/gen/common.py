"""Shared helper for the AV batch generators (handwritten texts; see part*.py)."""
import json

FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]


def E(n, produced_by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False):
    return {
        "entry": {"id": f"av-{n:03d}", "produced_by": produced_by, "channel": channel,
                  "probe": probe, "sent": sent, "text": text, "signals": list(signals)},
        "meta": {"language": lang, "source": "handwritten"},
        "notes": {"resembles": resembles, "indirect": indirect},
    }


def js(obj, compact=True):
    """JSON as a server would serialize it (compact like JSON.stringify, or Python's default)."""
    if compact:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False)
