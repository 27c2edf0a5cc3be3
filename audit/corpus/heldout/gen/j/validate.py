"""Check the batch-J corpus files against the brief's rules.

Errors (exit 1): schema, ids, unique texts, canaries, channel restrictions, echo labels.
Warnings (printed, for review): a canary or an out-of-range number that appears in a failure
text without validation-echoes-value.
"""
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent
FILES = ["auth-j.json", "policy-j.json", "guidance-j.json", "mixed-j.json"]
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"]
ISERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
                "no-retry-guidance"}
FAILURE_ONLY = {"raw-upstream-text", "policy-enumeration", "validation-echoes-value"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}
CANARY_PROBES = {"enum", "oversized", "traversal", "injection", "sql"}
KEYS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
CANARY_RE = re.compile(r"twaudit-[0-9a-f]{8}(?![0-9a-f])")
CANARY_ANY = re.compile(r"twaudit-[0-9A-Za-z]*")

errors, warnings = [], []
all_ids, all_texts, all_canaries = Counter(), Counter(), Counter()
per_file = {}


def err(eid, msg):
    errors.append(f"{eid}: {msg}")


for name in FILES:
    path = ROOT / name
    data = json.loads(path.read_text())
    assert isinstance(data, list), f"{name} is not a JSON array"
    per_file[name] = data
    for e in data:
        eid = e.get("id", "?")
        if list(e.keys()) != KEYS:
            err(eid, f"keys {list(e.keys())} != {KEYS}")
        if not isinstance(eid, str) or not eid.startswith("j-"):
            err(eid, "id must start with j-")
        all_ids[eid] += 1
        all_texts[e["text"]] += 1
        ch, probe, sent, text, sig = e["channel"], e["probe"], e["sent"], e["text"], e["signals"]
        if ch not in CHANNELS:
            err(eid, f"bad channel {ch}")
        if probe not in PROBES:
            err(eid, f"bad probe {probe}")
        if not isinstance(text, str) or not text.strip():
            err(eid, "empty text")
        if not isinstance(e["produced_by"], str) or not e["produced_by"].strip():
            err(eid, "empty produced_by")
        if not isinstance(sig, list) or len(sig) != len(set(sig)):
            err(eid, "signals must be a list without duplicates")
        for s in sig:
            if s not in SIGNALS:
                err(eid, f"unknown signal {s}")
        # channel restrictions
        if ch != "error-result":
            for s in sig:
                if s in ISERROR_ONLY:
                    err(eid, f"{s} on a {ch}")
        if ch == "success-result":
            for s in sig:
                if s in FAILURE_ONLY:
                    err(eid, f"{s} on a success-result (it needs a failure)")
        # sent by probe
        canary = None
        if probe == "missing":
            if sent is not None:
                err(eid, "missing probe must have sent null")
        elif probe in ("above-max", "below-min"):
            if not (isinstance(sent, str) and re.fullmatch(r"-?\d+(\.\d+)?", sent)):
                err(eid, f"{probe} probe needs the number as a string, got {sent!r}")
        elif probe == "empty":
            if sent != "":
                err(eid, "empty probe must have sent ''")
        elif probe == "wrong-type":
            if sent is None:
                err(eid, "wrong-type probe needs sent")
        if isinstance(sent, str):
            found = CANARY_RE.findall(sent)
            if len(set(found)) > 1:
                err(eid, "more than one canary in sent")
            if found:
                canary = found[0]
                all_canaries[canary] += 1
        if probe in CANARY_PROBES and canary is None:
            err(eid, f"{probe} probe must carry a canary in sent")
        # malformed canaries anywhere
        for m in CANARY_ANY.findall(text) + (CANARY_ANY.findall(sent) if isinstance(sent, str) else []):
            if not CANARY_RE.fullmatch(m):
                err(eid, f"malformed canary {m!r}")
        # only this entry's canary may appear in its text
        for m in set(CANARY_RE.findall(text)):
            if m != canary:
                err(eid, f"text carries a foreign canary {m}")
        # echo label needs the value in the text
        in_text = False
        if isinstance(sent, str) and sent:
            if canary and canary in text:
                in_text = True
            elif probe in ("above-max", "below-min") and re.search(r"(?<![\d.])" + re.escape(sent) + r"(?![\d])", text):
                in_text = True
            elif sent in text:
                in_text = True
        if "validation-echoes-value" in sig and not in_text:
            err(eid, "validation-echoes-value but the sent value is not in the text")
        if in_text and "validation-echoes-value" not in sig and ch != "success-result":
            warnings.append(f"{eid}: sent value appears in the text but no validation-echoes-value (check)")

for k, n in all_ids.items():
    if n > 1:
        err(k, f"duplicate id ({n}x)")
for t, n in all_texts.items():
    if n > 1:
        err("?", f"duplicate text ({n}x): {t[:60]!r}")
for c, n in all_canaries.items():
    if n > 1:
        err(c, f"canary used by {n} entries")

# report
print("entries per file:")
for name, data in per_file.items():
    ch = Counter(e["channel"] for e in data)
    print(f"  {name}: {len(data)}  ({', '.join(f'{k}={v}' for k, v in sorted(ch.items()))})")
print(f"  total: {sum(len(d) for d in per_file.values())}")
print("signals per file:")
for name, data in per_file.items():
    c = Counter(s for e in data for s in e["signals"])
    clean = sum(1 for e in data if not e["signals"])
    print(f"  {name}: " + ", ".join(f"{s}={c[s]}" for s in SIGNALS if c[s]) + f", [] (clean)={clean}")
tot = Counter(s for d in per_file.values() for e in d for s in e["signals"])
print("  total: " + ", ".join(f"{s}={tot[s]}" for s in SIGNALS) +
      f", [] (clean)={sum(1 for d in per_file.values() for e in d if not e['signals'])}")
for w in warnings:
    print("WARN", w)
for x in errors:
    print("ERROR", x)
print(f"{len(errors)} errors, {len(warnings)} warnings")
sys.exit(1 if errors else 0)
