"""Shared helpers for batch BM. Every text in this batch is handwritten (no library or service
was run); each entry's produced_by names what the text imitates and the part script it lives in.

Placeholders: "@C@" in sent/text becomes the entry's canary (twaudit- + 8 hex digits derived
from the id). A text may also be a function of the final sent string (for echoes of a long
value, byte counts and the like)."""
import hashlib
import json

SIG = {
    "A": "auth-failure-as-result",
    "P": "path-details-as-result",
    "I": "injection-signal-as-result",
    "R": "raw-upstream-text",
    "S": "stack-trace",
    "Po": "policy-enumeration",
    "E": "validation-echoes-value",
    "N": "no-retry-guidance",
}
ORDER = ["A", "P", "I", "R", "S", "Po", "E", "N"]
CH = {"E": "error-result", "S": "success-result", "J": "jsonrpc-error"}


def canary(eid):
    return "twaudit-" + hashlib.sha256(("held-" + eid).encode()).hexdigest()[:8]


def jr(message, data=None):
    """JSON-RPC error as the model sees it: the message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def entry(num, lang, ch, probe, sent, text, sigs, by, resembles=None, indirect=False,
          script="gen/part?.py"):
    eid = f"bm-{num:03d}"
    c = canary(eid)
    if isinstance(sent, str):
        sent = sent.replace("@C@", c)
    if callable(text):
        text = text(sent)
    text = text.replace("@C@", c)
    sig_names = [SIG[k] for k in ORDER if k in sigs]
    assert len(sig_names) == len(sigs), (eid, sigs)
    if resembles is not None:
        resembles = SIG[resembles]
    return {
        "entry": {
            "id": eid,
            "produced_by": f"handwritten; imitates {by}; {script}",
            "channel": CH[ch],
            "probe": probe,
            "sent": sent,
            "text": text,
            "signals": sig_names,
        },
        "meta": {"language": lang, "source": "handwritten"},
        "notes": {"resembles": resembles, "indirect": bool(indirect)},
    }
