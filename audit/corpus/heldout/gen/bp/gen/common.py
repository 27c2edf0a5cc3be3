"""Shared helpers for the BP batch generator (all texts are handwritten imitations)."""
import hashlib

ENTRIES = []


def canary(num):
    h = hashlib.sha1(f"held-bp-{num}".encode()).hexdigest()[:8]
    return f"twaudit-{h}"


def E(num, produced_by, channel, probe, sent, text, signals, lang,
      resembles=None, indirect=False):
    c = canary(num)
    if sent is not None:
        sent = sent.replace("{C}", c)
    text = text.replace("{C}", c)
    ENTRIES.append({
        "num": num, "produced_by": produced_by, "channel": channel, "probe": probe,
        "sent": sent, "text": text, "signals": signals, "lang": lang,
        "resembles": resembles, "indirect": indirect,
    })
