"""Helpers for batch CA. Every text in this batch is handwritten (no library was run);
produced_by names the library/service whose answer the text imitates and the script."""
import json

A = "auth-failure-as-result"
P = "path-details-as-result"
I = "injection-signal-as-result"
R = "raw-upstream-text"
S = "stack-trace"
POL = "policy-enumeration"
E = "validation-echoes-value"
N = "no-retry-guidance"


def js(obj, indent=None):
    """JSON the way a server would serialize structuredContent / error data."""
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def rpc(message, data=None):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    return message if data is None else message + "\n" + js(data)


def entry(n, by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False,
          script="gen/part1.py"):
    return {
        "id": f"ca-{n:03d}",
        "produced_by": f"{by} (handwritten imitation, {script})",
        "channel": channel,
        "probe": probe,
        "sent": sent,
        "text": text,
        "signals": list(signals),
        "_lang": lang,
        "_resembles": resembles,
        "_indirect": indirect,
    }
