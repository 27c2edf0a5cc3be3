"""Shared helpers for the batch-38 generators."""
import hashlib


def canary(eid):
    """A stable probe canary per entry id: twaudit- plus 8 hex digits."""
    return "twaudit-" + hashlib.md5(("b38/" + eid).encode()).hexdigest()[:8]
