"""Helpers for batch BU (handwritten texts). Each part file defines ENTRIES."""
import json


def sc(text, obj):
    """A tool result: its text block plus the JSON of its structuredContent."""
    return text + "\n" + json.dumps(obj, ensure_ascii=False)


def rpc(message, data):
    """A JSON-RPC error as a model reads it: message plus the JSON of its data."""
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def E(n, lang, produced_by, channel, probe, sent, text, signals, resembles=None, indirect=False):
    return {
        "id": f"bu-{n:03d}",
        "produced_by": produced_by,
        "channel": channel,
        "probe": probe,
        "sent": sent,
        "text": text,
        "signals": signals,
        "_lang": lang,
        "_resembles": resembles,
        "_indirect": indirect,
    }


ERR, OK, RPC = "error-result", "success-result", "jsonrpc-error"
AUTH, PATH, INJ, RAW = ("auth-failure-as-result", "path-details-as-result",
                        "injection-signal-as-result", "raw-upstream-text")
STACK, POL, ECHO, NR = ("stack-trace", "policy-enumeration", "validation-echoes-value",
                        "no-retry-guidance")
