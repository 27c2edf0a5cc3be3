"""Shared helper for the batch-43 part files: one call per entry, in id order."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REAL = json.load(open(os.path.join(HERE, "real_outputs.json"), encoding="utf-8"))

A = "auth-failure-as-result"
P = "path-details-as-result"
I = "injection-signal-as-result"
R = "raw-upstream-text"
S = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NG = "no-retry-guidance"

ER, OK, RPC = "error-result", "success-result", "jsonrpc-error"


def E(produced_by, channel, probe, sent, text, signals, lang="en", source="handwritten",
      resembles=None, indirect=False):
    return {"produced_by": produced_by, "channel": channel, "probe": probe, "sent": sent,
            "text": text, "signals": list(signals), "lang": lang, "source": source,
            "resembles": resembles, "indirect": indirect}


def rpc(message, data=None):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + " " + json.dumps(data, ensure_ascii=False)


def result(blocks, structured=None):
    """Model-visible text of a tool result: text blocks joined, plus structuredContent's JSON."""
    text = "\n".join(blocks)
    if structured is not None:
        text += "\n" + json.dumps(structured, ensure_ascii=False)
    return text
