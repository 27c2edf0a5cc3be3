"""Shared helpers for batch CC: deterministic canaries and the entry constructor."""
import hashlib


def canary(eid, n=0):
    h = hashlib.sha1(f"cc-batch/{eid}/{n}".encode()).hexdigest()[:8]
    return f"twaudit-{h}"


ENTRIES = []


def E(num, lang, produced_by, channel, probe, sent, text, signals,
      resembles=None, indirect=False, source="handwritten"):
    eid = f"cc-{num:03d}"
    c = canary(eid)
    if sent is not None:
        sent = sent.replace("{C}", c)
    text = text.replace("{C}", c)
    ENTRIES.append(dict(id=eid, lang=lang, produced_by=produced_by, channel=channel,
                        probe=probe, sent=sent, text=text, signals=list(signals),
                        resembles=resembles, indirect=indirect, source=source))
