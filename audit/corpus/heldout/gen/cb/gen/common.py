"""Shared helpers for batch CB. Each part file appends entries with E(); build.py writes the outputs."""
import hashlib

ENTRIES = []


def canary(n):
    return "twaudit-" + hashlib.sha1(f"cb-batch-{n}-canary".encode()).hexdigest()[:8]


def E(lang, channel, probe, sent, signals, produced_by, text, resembles=None, indirect=False,
      source="handwritten"):
    n = len(ENTRIES) + 1
    c = canary(n)
    if isinstance(sent, str):
        sent = sent.replace("@C@", c)
    text = text.replace("@C@", c)
    ENTRIES.append({
        "entry": {"id": f"cb-{n:03d}", "produced_by": produced_by, "channel": channel,
                  "probe": probe, "sent": sent, "text": text, "signals": list(signals)},
        "meta": {"language": lang, "source": source},
        "notes": {"resembles": resembles, "indirect": indirect},
    })
