"""Shared helpers for batch BT (handwritten texts). Canaries are derived from the id."""
import hashlib

AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NR = "no-retry-guidance"

GEN = "gen/build_bt.py"


def canary(n):
    return "twaudit-" + hashlib.sha256(f"held-bt-{n:03d}".encode()).hexdigest()[:8]


def E(n, lang, channel, probe, sent, text, signals, produced_by, resembles=None, indirect=False):
    c = canary(n)
    if sent is not None:
        sent = sent.replace("{C}", c)
    text = text.replace("{C}", c)
    return {
        "n": n, "lang": lang, "channel": channel, "probe": probe, "sent": sent,
        "text": text, "signals": signals, "produced_by": produced_by + "; " + GEN,
        "resembles": resembles, "indirect": indirect,
    }
