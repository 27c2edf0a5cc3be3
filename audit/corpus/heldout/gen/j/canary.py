"""Deterministic per-entry canary: twaudit- + 8 hex digits derived from the entry id."""
import hashlib


def canary(entry_id: str) -> str:
    return "twaudit-" + hashlib.sha256(entry_id.encode()).hexdigest()[:8]
