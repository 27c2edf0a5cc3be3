"""Helpers for building batch CE by hand. Every text here is handwritten (no library was run)."""
import json


def sc(text, structured):
    """Model-visible text of a result: text blocks joined, then the JSON of structuredContent."""
    return text + "\n" + json.dumps(structured, ensure_ascii=False)


def rpc(message, data=None):
    """Model-visible text of a JSON-RPC error: message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def E(produced_by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False):
    return dict(produced_by=produced_by, channel=channel, probe=probe, sent=sent, text=text,
                signals=signals, lang=lang, resembles=resembles, indirect=indirect)


AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NORETRY = "no-retry-guidance"
