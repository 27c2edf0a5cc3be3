import hashlib

def canary(entry_id: str) -> str:
    return "twaudit-" + hashlib.sha256(("dev25:" + entry_id).encode()).hexdigest()[:8]
