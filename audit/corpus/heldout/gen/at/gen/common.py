"""Shared helpers for the batch AT generator scripts (handwritten texts)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PARTS = os.path.join(HERE, "parts")


def entry(id, produced_by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False):
    return {"entry": {"id": id, "produced_by": produced_by, "channel": channel, "probe": probe,
                      "sent": sent, "text": text, "signals": signals},
            "meta": {"language": lang, "source": "handwritten"},
            "note": {"resembles": resembles, "indirect": indirect}}


def js(obj):
    """JSON as a server would serialize it (compact, non-ASCII kept)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def save(name, items):
    os.makedirs(PARTS, exist_ok=True)
    with open(os.path.join(PARTS, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False, indent=1)
    print(f"{name}: {len(items)} entries")
