# Shared helper for the hand-written BG batch. Each part file defines ENTRIES, a list of
# tuples: (num, lang, produced_by, channel, probe, sent, text, signals, resembles, indirect)
import json

SCRIPT_DIR = "/work/held-bg/gen"


def E(num, lang, produced_by, channel, probe, sent, text, signals, resembles=None, indirect=False,
      script="part?.py"):
    return {
        "num": num, "lang": lang,
        "produced_by": f"handwritten imitation of {produced_by}; {SCRIPT_DIR}/{script}",
        "channel": channel, "probe": probe, "sent": sent, "text": text, "signals": signals,
        "resembles": resembles, "indirect": indirect,
    }


def j(obj):
    """Compact JSON the way a server would append structuredContent / error data."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
