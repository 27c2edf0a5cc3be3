"""Shared helpers for batch BO generation (handwritten texts + a few real runs)."""
import hashlib


def canary(eid):
    return "twaudit-" + hashlib.sha256(("held-bo/" + eid).encode()).hexdigest()[:8]


def oversized(eid, n, filler="A", prefix="", suffix=""):
    """A very long probe string: canary first, then filler up to n characters."""
    head = prefix + canary(eid)
    body = (filler * (n // max(1, len(filler)) + 2))
    s = head + body
    s = s[: n - len(suffix)] + suffix
    return s


def E(n, lang, channel, probe, sent, text, signals, produced_by,
      resembles=None, indirect=False, source="handwritten"):
    return dict(n=n, lang=lang, channel=channel, probe=probe, sent=sent, text=text,
                signals=signals, produced_by=produced_by, resembles=resembles,
                indirect=indirect, source=source)
