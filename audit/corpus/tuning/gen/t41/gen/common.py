"""Shared helpers for batch 41: canaries, entry constructors, real-output loading."""
import hashlib, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
CH = {"E": "error-result", "S": "success-result", "J": "jsonrpc-error"}
SIG = {"auth": "auth-failure-as-result", "path": "path-details-as-result",
       "inj": "injection-signal-as-result", "raw": "raw-upstream-text", "stack": "stack-trace",
       "policy": "policy-enumeration", "echo": "validation-echoes-value", "noretry": "no-retry-guidance"}
REAL = {}
for f in ("real_py.json", "real_node.json"):
    REAL.update(json.load(open(os.path.join(HERE, f), encoding="utf-8")))


def tid(n):
    return f"t41-{n:03d}"


def canary(key):
    return "twaudit-" + hashlib.sha1(("41:" + key).encode()).hexdigest()[:8]


def H(n, ch, probe, sent, text, sigs, lang, pb, resembles=None, indirect=False):
    """A handwritten entry; {C} in sent/text is this entry's canary."""
    c = canary(tid(n))
    sent = None if sent is None else sent.replace("{C}", c)
    return {"id": tid(n), "produced_by": pb + " (handwritten as the product documents its messages)",
            "channel": CH[ch], "probe": probe, "sent": sent, "text": text.replace("{C}", c),
            "signals": [SIG[s] for s in sigs],
            "_meta": {"language": lang, "source": "handwritten"},
            "_notes": {"resembles": SIG[resembles] if resembles else None, "indirect": indirect}}


def R(n, slot, ch, probe, sigs, lang, resembles=None, indirect=False, pb_extra=""):
    """An entry whose text was produced by running the library (gen/real_py.py, gen/real_node.js)."""
    r = REAL[slot]
    return {"id": tid(n), "produced_by": r["produced_by"] + pb_extra,
            "channel": CH[ch], "probe": probe, "sent": r["sent"], "text": r["text"],
            "signals": [SIG[s] for s in sigs],
            "_meta": {"language": lang, "source": "real"},
            "_notes": {"resembles": SIG[resembles] if resembles else None, "indirect": indirect}}
