"""Shared helpers for batch CF (all texts handwritten)."""
import hashlib

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
SCRIPT = "gen/build_cf.py"
TRAV = "../../../../etc/passwd"


def canary(n):
    return "twaudit-" + hashlib.sha1(f"cf-{n:03d}".encode()).hexdigest()[:8]


def entry(n, lang, channel, probe, sent, text, sigs, by, resembles=None, indirect=False):
    c = canary(n)
    if sent is not None:
        sent = sent.replace("{C}", c)
    text = text.replace("{C}", c)
    return {
        "n": n, "lang": lang, "channel": channel, "probe": probe, "sent": sent,
        "text": text, "signals": [SIG[s] for s in ORDER if s in sigs],
        "by": f"handwritten; modeled on {by}; {SCRIPT}",
        "resembles": SIG[resembles] if resembles else None, "indirect": indirect,
    }
