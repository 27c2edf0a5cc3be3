"""Helpers shared by the batch-CD generator (all texts are handwritten, modeled on real formats)."""
import json

AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NR = "no-retry-guidance"

ENTRIES = []
SCRIPT = "gen/build_cd.py"


def rpc(message, data=None):
    """JSON-RPC error as the model sees it: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def ok(text, structured=None):
    """A result's text blocks joined, plus the JSON of its structuredContent."""
    if structured is None:
        return text
    return text + "\n" + json.dumps(structured, ensure_ascii=False)


def E(n, lang, made, channel, probe, sent, text, signals, resembles=None, indirect=False):
    ENTRIES.append(dict(
        n=n, lang=lang,
        produced_by="handwritten, modeled on " + made + "; " + SCRIPT,
        channel=channel, probe=probe, sent=sent, text=text, signals=list(signals),
        resembles=resembles, indirect=indirect))
