"""Shared helpers for the batch-39 generators."""
import hashlib


def canary(key: str) -> str:
    """Deterministic probe canary: twaudit- + 8 hex digits."""
    return "twaudit-" + hashlib.sha256(("t39:" + key).encode()).hexdigest()[:8]
