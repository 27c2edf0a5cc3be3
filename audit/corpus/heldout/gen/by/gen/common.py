"""Shared helper for the batch-BY generator scripts (handwritten texts plus two real runs)."""

ENTRIES = []


def E(n, produced_by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False,
      source="handwritten"):
    ENTRIES.append({
        "n": n, "produced_by": produced_by, "channel": channel, "probe": probe, "sent": sent,
        "text": text, "signals": signals, "lang": lang, "resembles": resembles,
        "indirect": indirect, "source": source,
    })
