"""Shared helpers for the hand-written batch BZ (all texts are written by hand, not captured)."""
import hashlib
import json

A = "auth-failure-as-result"
P = "path-details-as-result"
I = "injection-signal-as-result"
R = "raw-upstream-text"
S = "stack-trace"
POL = "policy-enumeration"
V = "validation-echoes-value"
N = "no-retry-guidance"


def canary(n):
    return "twaudit-" + hashlib.md5(f"bz-{n:03d}".encode()).hexdigest()[:8]


def E(script, n, lang, produced_by, channel, probe, sent, text, signals,
      resembles=None, indirect=False, structured=None, rpc_data=None):
    c = canary(n)
    if sent is not None:
        sent = sent.replace("{C}", c)
    text = text.replace("{C}", c)
    if structured is not None:
        text = text + "\n" + json.dumps(structured, ensure_ascii=False).replace("{C}", c)
    if rpc_data is not None:
        text = text + "\n" + json.dumps(rpc_data, ensure_ascii=False).replace("{C}", c)
    return {
        "entry": {"id": f"bz-{n:03d}", "produced_by": "handwritten (not captured): " + produced_by + "; /work/held-bz/gen/" + script,
                  "channel": channel, "probe": probe, "sent": sent, "text": text, "signals": signals},
        "meta": {"language": lang, "source": "handwritten"},
        "note": {"resembles": resembles, "indirect": indirect},
    }
