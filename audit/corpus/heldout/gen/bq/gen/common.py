"""Helpers for batch BQ. Every text in this batch is handwritten (imitating the named library or
service's real error format); nothing was produced by running the library."""
import json

ENTRIES = []

ER, SR, JR = "error-result", "success-result", "jsonrpc-error"


def E(pb, ch, probe, sent, text, sig, lang, res=None, ind=False):
    ENTRIES.append(dict(produced_by=pb + " (handwritten imitation; gen/build_bq.py)", channel=ch,
                        probe=probe, sent=sent, text=text, signals=list(sig), lang=lang,
                        resembles=res, indirect=ind))


def j(obj):
    """compact JSON as a server would append it"""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


A = "auth-failure-as-result"
P = "path-details-as-result"
I = "injection-signal-as-result"
R = "raw-upstream-text"
S = "stack-trace"
PE = "policy-enumeration"
EC = "validation-echoes-value"
N = "no-retry-guidance"
