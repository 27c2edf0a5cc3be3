#!/usr/bin/env python3
"""Deterministic probe canary for an entry id: twaudit- + 8 lowercase hex."""
import hashlib, sys

def canary(entry_id: str) -> str:
    return "twaudit-" + hashlib.sha256(("dev25:" + entry_id).encode()).hexdigest()[:8]

if __name__ == "__main__":
    print(canary(sys.argv[1]))
