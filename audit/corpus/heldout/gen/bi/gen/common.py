"""Shared helpers for the hand-written batch BI (all texts written by hand, nothing was run)."""
import json

AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NOGUIDE = "no-retry-guidance"
ORDER = [AUTH, PATH, INJ, RAW, STACK, POL, ECHO, NOGUIDE]

ER, SR, JE = "error-result", "success-result", "jsonrpc-error"


def j(obj, **kw):
    """JSON the way a server would serialize it (compact unless told otherwise)."""
    kw.setdefault("ensure_ascii", False)
    kw.setdefault("separators", (",", ":"))
    return json.dumps(obj, **kw)


def E(produced_by, channel, probe, sent, text, signals, lang="en", resembles=None, indirect=False):
    return dict(produced_by=produced_by, channel=channel, probe=probe, sent=sent, text=text,
                signals=[s for s in ORDER if s in signals], lang=lang,
                resembles=resembles, indirect=indirect)
