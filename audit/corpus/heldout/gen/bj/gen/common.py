"""Shared helpers for the handwritten batch BJ entries.

Each part file (part1.py ... part4.py) defines ENTRIES, a list built with E(...).
Texts and sent values may contain the placeholder {C}; build.py replaces it with the
entry's canary (twaudit- + 8 hex digits derived from the id).
"""
import hashlib

SIG = {
    "A": "auth-failure-as-result",
    "P": "path-details-as-result",
    "I": "injection-signal-as-result",
    "R": "raw-upstream-text",
    "S": "stack-trace",
    "E": "policy-enumeration",
    "V": "validation-echoes-value",
    "N": "no-retry-guidance",
}
ORDER = "APIRSEVN"

ER, SR, JR = "error-result", "success-result", "jsonrpc-error"


def canary(eid):
    return "twaudit-" + hashlib.sha256(("bj/" + eid).encode()).hexdigest()[:8]


def E(n, produced_by, channel, probe, sent, text, sig, lang, res=None, ind=False):
    return {
        "n": n, "produced_by": produced_by, "channel": channel, "probe": probe,
        "sent": sent, "text": text, "sig": sig, "lang": lang,
        "res": SIG[res] if res else None, "ind": ind,
    }
