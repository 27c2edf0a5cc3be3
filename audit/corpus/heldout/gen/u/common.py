"""Shared helpers for the batch-U generators."""
import hashlib, json, os

GEN = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(GEN, "out")


def canary(key: str) -> str:
    """Deterministic probe canary for an entry key: twaudit- + 8 lowercase hex."""
    return "twaudit-" + hashlib.sha256(("hu:" + key).encode()).hexdigest()[:8]


def save(name: str, data: dict) -> None:
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)


def result_text(blocks, structured=None) -> str:
    """Model-visible text of a tool result: text blocks joined, plus JSON of structuredContent."""
    t = "\n".join(blocks)
    if structured is not None:
        t = (t + "\n" if t else "") + json.dumps(structured, ensure_ascii=False)
    return t


def rpc_text(message, data=None) -> str:
    """Model-visible text of a JSON-RPC error: its message plus the JSON of its data."""
    if data is None:
        return message
    return message + "\n" + json.dumps(data, ensure_ascii=False)
