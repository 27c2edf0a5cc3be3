"""Shared helpers for the batch-42 generator (gen/build.py imports the entry parts)."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
R = json.load(open(os.path.join(HERE, "real_outputs.json"), encoding="utf-8"))

AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NOG = "no-retry-guidance"

REAL_PB = "scratch run of gen/real_outputs.py"


def E(lang, src, produced_by, channel, probe, sent, text, signals, resembles=None, indirect=False):
    return {"lang": lang, "src": src, "produced_by": produced_by, "channel": channel, "probe": probe,
            "sent": sent, "text": text, "signals": list(signals), "resembles": resembles, "indirect": indirect}


def js(obj):
    """Compact JSON the way most servers serialize it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jrpc(message, data):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def result(text, structured):
    """Model-visible text of a result: text blocks joined, plus the JSON of structuredContent."""
    return text + "\n" + json.dumps(structured, ensure_ascii=False)
