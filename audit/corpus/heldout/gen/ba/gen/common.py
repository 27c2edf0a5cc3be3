"""Shared helpers for the ba batch generator (gen/make_ba.py)."""
import json


def J(obj):
    """JSON of a structuredContent / error data object, as a client would serialize it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def E(id, produced_by, channel, probe, sent, text, signals, lang,
      resembles=None, indirect=False, source="handwritten"):
    return {"id": id, "produced_by": produced_by, "channel": channel, "probe": probe,
            "sent": sent, "text": text, "signals": signals,
            "_lang": lang, "_resembles": resembles, "_indirect": indirect, "_source": source}


AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NORETRY = "no-retry-guidance"
ERR, OK, RPC = "error-result", "success-result", "jsonrpc-error"
HW = "handwritten by gen/make_ba.py"
