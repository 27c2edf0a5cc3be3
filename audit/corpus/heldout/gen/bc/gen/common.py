"""Shared helpers for the batch BC generators."""
import hashlib


def canary(key):
    """Deterministic probe canary for an entry key (twaudit- + 8 hex digits)."""
    return "twaudit-" + hashlib.sha256(("held-bc/" + key).encode()).hexdigest()[:8]
