"""Helper for the handwritten batch BW. Every text here was written by hand (no library or
service was run); each entry's produced_by names the tool and the error format it imitates."""

ENTRIES = []


def E(n, lang, produced_by, channel, probe, sent, text, signals, resembles=None, indirect=False):
    import inspect, os
    src = os.path.basename(inspect.stack()[1].filename)
    ENTRIES.append({
        "n": n, "lang": lang,
        "produced_by": produced_by + f"; handwritten (nothing run), gen/{src} via gen/build_bw.py",
        "channel": channel, "probe": probe, "sent": sent, "text": text, "signals": signals,
        "resembles": resembles, "indirect": indirect,
    })


AUTH = "auth-failure-as-result"
PATH = "path-details-as-result"
INJ = "injection-signal-as-result"
RAW = "raw-upstream-text"
STACK = "stack-trace"
POL = "policy-enumeration"
ECHO = "validation-echoes-value"
NR = "no-retry-guidance"
ERR, OK, RPC = "error-result", "success-result", "jsonrpc-error"
