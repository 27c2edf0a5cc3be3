"""Deterministic probe canaries for batch BS: twaudit- + 8 hex digits derived from the entry id."""
import hashlib


def canary(eid: str) -> str:
    return "twaudit-" + hashlib.sha256(("bs-canary:" + eid).encode()).hexdigest()[:8]
