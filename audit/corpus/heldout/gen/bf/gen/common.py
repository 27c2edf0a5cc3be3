"""Shared helpers for the hand-written batch BF (see build_bf.py)."""
import hashlib
import json


def canary(eid):
    """Deterministic probe canary for an entry id: twaudit- + 8 hex digits."""
    return "twaudit-" + hashlib.sha1(("bf:" + eid).encode()).hexdigest()[:8]


def rpc(message, data=None):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + " " + json.dumps(data, ensure_ascii=False)


def E(n, lang, channel, probe, sent, text, signals, by, resembles=None, indirect=False):
    """One entry, before canary substitution ({C} in sent/text becomes the entry's canary)."""
    return dict(n=n, lang=lang, channel=channel, probe=probe, sent=sent, text=text,
                signals=signals, by=by, resembles=resembles, indirect=indirect)


AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NORETRY = "no-retry-guidance"
