import re
PATTERNS = {
    "PI-001": re.compile(r"ignore (all )?(previous|prior|above) instructions", re.I),
    "PI-002": re.compile(r"you are now (in )?(developer|DAN) mode", re.I),
    "PI-003": re.compile(r"reveal (your|the) (system prompt|hidden instructions)", re.I),
}
class PromptInjectionError(Exception):
    pass
def check(text: str) -> None:
    for rule, pat in PATTERNS.items():
        if pat.search(text):
            raise PromptInjectionError(f"input matched rule {rule} ({pat.pattern!r})")
