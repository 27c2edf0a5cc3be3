"""Helper for batch BK: every text here is handwritten, imitating the error formats of the
libraries/services named in produced_by. Nothing was run against a real service."""
import json


def E(product, channel, probe, sent, text, signals, lang, resembles=None, indirect=False):
    return {
        "produced_by": f"handwritten imitation of {product}; gen/build.py",
        "channel": channel, "probe": probe, "sent": sent, "text": text,
        "signals": signals, "_lang": lang, "_resembles": resembles, "_indirect": indirect,
    }


def J(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NR = "no-retry-guidance"
