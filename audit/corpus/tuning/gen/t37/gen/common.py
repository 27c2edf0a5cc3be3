"""Shared helpers for batch 37: deterministic canaries per text key."""
import hashlib


def canary(key: str) -> str:
    return "twaudit-" + hashlib.sha256(("batch37:" + key).encode()).hexdigest()[:8]
