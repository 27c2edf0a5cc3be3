"""Shared helpers for the BL batch generator (handwritten texts)."""
import hashlib
import json

AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NORETRY = "no-retry-guidance"

ER, SR, JE = "error-result", "success-result", "jsonrpc-error"


def J(obj, compact=True):
    if compact:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False)


def canary(n):
    return "twaudit-" + hashlib.sha256(f"bl-{n:03d}".encode()).hexdigest()[:8]


def E(n, lang, style, channel, probe, sent, text, signals, resembles=None, indirect=False, part=""):
    """One entry; '{C}' in sent/text is replaced by the entry's canary."""
    c = canary(n)
    sent = None if sent is None else sent.replace("{C}", c)
    text = text.replace("{C}", c)
    return {
        "n": n, "lang": lang,
        "entry": {
            "id": f"bl-{n:03d}",
            "produced_by": f"handwritten in the style of {style}; gen/{part}",
            "channel": channel, "probe": probe, "sent": sent, "text": text,
            "signals": list(signals),
        },
        "notes": {"resembles": resembles, "indirect": bool(indirect)},
    }
