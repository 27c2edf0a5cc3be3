"""Shared helpers for the hand-written batch AP texts (provenance)."""
import json


def E(id, lang, produced_by, channel, probe, sent, text, signals, resembles=None, indirect=False):
    return {"id": id, "lang": lang, "produced_by": produced_by, "channel": channel,
            "probe": probe, "sent": sent, "text": text, "signals": signals,
            "resembles": resembles, "indirect": indirect}


def rpc(message, data=None):
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)


def result(text, structured=None):
    """Model-visible text of a tool result: text blocks joined plus JSON of structuredContent."""
    if structured is None:
        return text
    return text + "\n" + json.dumps(structured, ensure_ascii=False)


def hw(what, part):
    return f"handwritten imitation of {what}; gen/{part}"
