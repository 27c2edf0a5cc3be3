"""Shared helpers for batch 9 generator (/work/gen-9/gen.py)."""
import hashlib

SIG = {
    "P": "policy-enumeration",
    "A": "auth-failure-as-result",
    "N": "no-retry-guidance",
    "V": "validation-echoes-value",
    "R": "raw-upstream-text",
    "S": "stack-trace",
    "X": "path-details-as-result",
    "I": "injection-signal-as-result",
}
ORDER = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
         "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
         "no-retry-guidance"]


def canary(key):
    return "twaudit-" + hashlib.sha256(("gen9/" + key).encode()).hexdigest()[:8]


def entry(eid, text, sigs, probe="valid", sent=None, channel="error-result", produced_by=None):
    c = canary(eid)
    text = text.replace("{C}", c)
    if isinstance(sent, str):
        sent = sent.replace("{C}", c)
    signals = sorted({SIG[s] for s in sigs.split()} if sigs else set(), key=ORDER.index)
    if channel != "error-result":
        assert "no-retry-guidance" not in signals, eid
    return {"id": eid, "produced_by": produced_by, "channel": channel, "probe": probe,
            "sent": sent, "text": text, "signals": signals}


def hand(style):
    return "hand-written in the style of %s; /work/gen-9/gen.py (texts in /work/gen-9/hand_*.py)" % style
