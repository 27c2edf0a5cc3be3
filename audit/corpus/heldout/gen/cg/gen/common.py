"""Shared helpers for the hand-written CG batch (all texts composed by hand; no service was called)."""
import json

SIG = {
    "A": "auth-failure-as-result",
    "P": "path-details-as-result",
    "I": "injection-signal-as-result",
    "R": "raw-upstream-text",
    "S": "stack-trace",
    "O": "policy-enumeration",
    "E": "validation-echoes-value",
    "N": "no-retry-guidance",
}
ORDER = "APIRSOEN"


def sigs(code):
    """'ARN' -> list of signal names in the brief's order."""
    assert all(c in SIG for c in code), code
    return [SIG[c] for c in ORDER if c in code]


def rpc(message, data):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    return message + " " + json.dumps(data, ensure_ascii=False)


def result(text, structured):
    """Model-visible text of a result with structuredContent."""
    return text + " " + json.dumps(structured, ensure_ascii=False)


def E(n, lang, channel, probe, sent, text, code, produced_by, resembles=None, indirect=False):
    return {
        "n": n, "lang": lang, "channel": channel, "probe": probe, "sent": sent,
        "text": text, "signals": sigs(code),
        "produced_by": "handwritten (modeled on " + produced_by + "); gen/build_cg.py",
        "resembles": None if resembles is None else SIG[resembles],
        "indirect": indirect,
    }
