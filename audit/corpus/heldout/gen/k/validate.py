#!/usr/bin/env python3
"""Check batch K (auth-k.json, policy-k.json) against the brief's rules; print counts.

Exit status 0 when every rule holds, 1 otherwise. Warnings do not fail the run.
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = ["auth-k.json", "policy-k.json"]
KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"]
ISERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
                "no-retry-guidance"}
SCHEMA_BREAKING = {"missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized"}
STRING_PROBES = {"valid", "wrong-type", "enum", "oversized", "traversal", "injection", "sql"}
CANARY = re.compile(r"twaudit-[0-9a-f]{8}(?![0-9a-fA-F])")
CANARY_ANY = re.compile(r"twaudit-")
NUMERIC = re.compile(r"^-?\d+(\.\d+)?$")
STOCK = ["unauthorized", "invalid token", "access denied", "permission denied", "forbidden"]

errors, warnings = [], []


def err(eid, msg):
    errors.append(f"{eid}: {msg}")


def warn(eid, msg):
    warnings.append(f"{eid}: {msg}")


def canaries(s):
    return CANARY.findall(s) if isinstance(s, str) else []


data = {}
for name in FILES:
    path = os.path.join(HERE, name)
    with open(path, encoding="utf-8") as fh:
        arr = json.load(fh)
    if not isinstance(arr, list):
        err(name, "not a JSON array")
        arr = []
    data[name] = arr

seen_ids, seen_texts, canary_owner = {}, {}, {}
for name, arr in data.items():
    for i, en in enumerate(arr):
        eid = en.get("id", f"{name}[{i}]") if isinstance(en, dict) else f"{name}[{i}]"
        if not isinstance(en, dict):
            err(eid, "entry is not an object")
            continue
        if set(en) != KEYS:
            err(eid, f"keys {sorted(en)} != {sorted(KEYS)}")
            continue
        # ids and texts
        if not isinstance(eid, str) or not eid.startswith("k-"):
            err(eid, "id must start with 'k-'")
        if eid in seen_ids:
            err(eid, f"duplicate id (also in {seen_ids[eid]})")
        seen_ids[eid] = name
        text = en["text"]
        if not isinstance(text, str) or not text.strip():
            err(eid, "text must be a non-empty string")
            continue
        if text in seen_texts:
            err(eid, f"duplicate text (also {seen_texts[text]})")
        seen_texts[text] = eid
        if not isinstance(en["produced_by"], str) or not en["produced_by"].strip():
            err(eid, "produced_by empty")
        # channel / probe / signals
        ch, probe, sent, sigs = en["channel"], en["probe"], en["sent"], en["signals"]
        if ch not in CHANNELS:
            err(eid, f"bad channel {ch!r}")
        if probe not in PROBES:
            err(eid, f"bad probe {probe!r}")
        if not isinstance(sigs, list) or len(set(sigs)) != len(sigs):
            err(eid, "signals must be a list without duplicates")
            sigs = []
        for s in sigs:
            if s not in SIGNALS:
                err(eid, f"unknown signal {s!r}")
        if ch != "error-result":
            bad = ISERROR_ONLY.intersection(sigs)
            if bad:
                err(eid, f"isError-only signal(s) {sorted(bad)} on a {ch} entry")
        # sent
        if sent is not None and not isinstance(sent, str):
            err(eid, "sent must be a string or null")
        if probe == "missing" and sent is not None:
            err(eid, "missing probe should send null")
        if probe == "empty" and sent != "":
            err(eid, "empty probe should send ''")
        if probe in ("above-max", "below-min") and not (isinstance(sent, str) and NUMERIC.match(sent)):
            err(eid, "above-max/below-min sent must be a number as a string")
        if probe in STRING_PROBES and probe != "wrong-type" and not canaries(sent):
            err(eid, f"{probe} probe should carry a canary in sent")
        # canaries: well-formed, owned by one entry, text only repeats its own
        for field in (sent, text):
            if isinstance(field, str):
                if len(CANARY_ANY.findall(field)) != len(canaries(field)):
                    err(eid, "malformed canary (twaudit- must be followed by exactly 8 lowercase hex digits)")
        sent_c = set(canaries(sent))
        for c in sent_c:
            if c in canary_owner and canary_owner[c] != eid:
                err(eid, f"canary {c} reused (also {canary_owner[c]})")
            canary_owner[c] = eid
        foreign = set(canaries(text)) - sent_c
        if foreign:
            err(eid, f"text carries canaries not in sent: {sorted(foreign)}")
        # validation-echoes-value
        echoed = isinstance(sent, str) and sent != "" and sent in text
        if "validation-echoes-value" in sigs and not echoed:
            err(eid, "validation-echoes-value but the sent value is not in the text")
        if echoed and probe in SCHEMA_BREAKING and ch != "success-result" \
                and "validation-echoes-value" not in sigs:
            err(eid, "schema-breaking probe's value echoed in a failure but validation-echoes-value missing")
        if echoed and probe == "valid" and "validation-echoes-value" in sigs:
            warn(eid, "validation-echoes-value on a valid probe: make sure the text reads as a validation error")
        # light sanity checks on a few signals
        if "stack-trace" in sigs and not re.search(r"Traceback|\bat [\w.$<>]+\(|File \"", text):
            warn(eid, "stack-trace labeled but no frame pattern found")
        if re.search(r"Traceback \(most recent call last\)", text) and "stack-trace" not in sigs:
            err(eid, "text has a Python traceback but no stack-trace label")
        if "path-details-as-result" in sigs and "/" not in text and "\\" not in text:
            warn(eid, "path-details-as-result but no path-looking text")

# ------------------------------------------------------------------ report
print("batch K validation")
total = Counter()
for name, arr in data.items():
    c = Counter(s for en in arr for s in en.get("signals", []))
    chans = Counter(en.get("channel") for en in arr)
    probes = Counter(en.get("probe") for en in arr)
    clean = sum(1 for en in arr if not en.get("signals"))
    nonascii = sum(1 for en in arr if re.search(r"[^\x00-\x7f]", en.get("text", "")))
    stock = sum(1 for en in arr if any(p in en.get("text", "").lower() for p in STOCK))
    print(f"\n{name}: {len(arr)} entries ({clean} with no signal); channels {dict(chans)}")
    print(f"  probes {dict(probes)}")
    print(f"  texts with non-ASCII characters: {nonascii}; texts with a stock phrase {STOCK}: {stock}")
    for s in SIGNALS:
        print(f"  {s:28s} {c.get(s, 0)}")
    total.update(c)
    if name == "auth-k.json":
        pos = sum(1 for en in arr if "auth-failure-as-result" in en["signals"])
        print(f"  auth positives {pos}, look-alikes {len(arr) - pos}")
    if name == "policy-k.json":
        pos = sum(1 for en in arr if "policy-enumeration" in en["signals"])
        print(f"  policy positives {pos}, look-alikes {len(arr) - pos}")
print("\nboth files:")
for s in SIGNALS:
    print(f"  {s:28s} {total.get(s, 0)}")

for w in warnings:
    print("WARN", w)
for e in errors:
    print("ERROR", e)
print(f"\n{len(errors)} error(s), {len(warnings)} warning(s)")
sys.exit(1 if errors else 0)
