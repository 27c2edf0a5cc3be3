"""Shared helpers for the batch-L generators.

Every text in this batch is hand-written (in the style of a named product) in the
entry tables of policy_l.py and guidance_l.py. This module only fills in the
per-entry canary and serialises the entries.
"""
import hashlib
import json

AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
ST = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NR = "no-retry-guidance"

ORDER = [AUTH, PATH, INJ, RAW, ST, POL, ECHO, NR]


def canary(entry_id: str) -> str:
    """Deterministic per-entry canary: twaudit- + 8 hex digits."""
    return "twaudit-" + hashlib.sha256(("batch-l/" + entry_id).encode()).hexdigest()[:8]


def fill(s, c):
    if s is None:
        return None
    return s.replace("{c}", c)


def jsonrpc_text(message, data):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    return message + " " + json.dumps(data, ensure_ascii=False)


def build(rows, script):
    out = []
    for row in rows:
        eid, style, channel, probe, sent, text, signals = row
        c = canary(eid)
        out.append({
            "id": eid,
            "produced_by": f"written in the style of {style}; hand-written in {script}",
            "channel": channel,
            "probe": probe,
            "sent": fill(sent, c),
            "text": fill(text, c),
            "signals": sorted(set(signals), key=ORDER.index),
        })
    return out


def write(path, entries):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(entries, f, ensure_ascii=False, indent=1)
        f.write("\n")
