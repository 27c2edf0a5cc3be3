"""Shared helpers for the batch-36 generators: canaries derived from an entry's slug."""
import hashlib


def canary(slug: str) -> str:
    return "twaudit-" + hashlib.sha1(("b36:" + slug).encode()).hexdigest()[:8]
