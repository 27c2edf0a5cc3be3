"""Helpers for batch AR: every text is handwritten in the part scripts; this only assembles."""
import hashlib
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PARTS = os.path.join(HERE, "parts")


def canary(eid):
    return "twaudit-" + hashlib.md5(eid.encode()).hexdigest()[:8]


def rpc(message, data):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    return message + " " + json.dumps(data, ensure_ascii=False)


def result(text, structured):
    """Model-visible text of a result: its text blocks plus the JSON of its structuredContent."""
    return text + "\n" + json.dumps(structured, ensure_ascii=False)


def E(eid, produced_by, channel, probe, sent, text, signals, lang, resembles=None, indirect=False):
    return {"id": eid, "produced_by": produced_by, "channel": channel, "probe": probe,
            "sent": sent, "text": text, "signals": signals,
            "_lang": lang, "_resembles": resembles, "_indirect": indirect}


def save_part(name, entries, script):
    os.makedirs(PARTS, exist_ok=True)
    for e in entries:
        e["produced_by"] = e["produced_by"] + f"; gen/{script}"
    with open(os.path.join(PARTS, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(entries, f, ensure_ascii=False, indent=1)
    print(name, len(entries))
