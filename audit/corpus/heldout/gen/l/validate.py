#!/usr/bin/env python3
"""Check batch-L corpus files against the rules in brief.md.

Usage: python3 validate.py [policy-l.json guidance-l.json]
Exits non-zero and lists every problem found; prints counts on success.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = sys.argv[1:] or [os.path.join(HERE, "policy-l.json"), os.path.join(HERE, "guidance-l.json")]

SIGNALS = {
    "auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
    "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
    "no-retry-guidance",
}
ISERROR_ONLY = {"auth-failure-as-result", "path-details-as-result",
                "injection-signal-as-result", "no-retry-guidance"}
FAILURE_ONLY = {"policy-enumeration", "validation-echoes-value", "raw-upstream-text"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty",
          "oversized", "traversal", "injection", "sql"}
SCHEMA_BREAKING = {"wrong-type", "above-max", "below-min", "enum", "oversized"}
KEYS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
CANARY = re.compile(r"twaudit-[0-9a-f]{8}(?![0-9a-f])")
CANARY_LOOSE = re.compile(r"twaudit-[0-9A-Za-z]*")
NUMBER = re.compile(r"^-?\d+(\.\d+)?$")

problems = []


def bad(eid, msg):
    problems.append(f"{eid}: {msg}")


def sent_canary(sent):
    if not isinstance(sent, str):
        return None
    found = CANARY.findall(sent)
    return found[0] if len(found) == 1 else None


seen_ids, seen_texts, seen_canaries = {}, {}, {}
per_file = {}

for path in FILES:
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as f:
        try:
            data = json.load(f)
        except json.JSONDecodeError as e:
            problems.append(f"{name}: not valid JSON: {e}")
            continue
    if not isinstance(data, list):
        problems.append(f"{name}: top level is not a JSON array")
        continue
    per_file[name] = data
    for i, e in enumerate(data):
        eid = e.get("id", f"{name}[{i}]") if isinstance(e, dict) else f"{name}[{i}]"
        if not isinstance(e, dict):
            bad(eid, "entry is not an object")
            continue
        if list(e.keys()) != KEYS:
            bad(eid, f"keys {list(e.keys())} != {KEYS}")
        if not isinstance(e.get("id"), str) or not e["id"].startswith("l-"):
            bad(eid, "id must be a string starting with 'l-'")
        if eid in seen_ids:
            bad(eid, f"duplicate id (also in {seen_ids[eid]})")
        seen_ids[eid] = name
        pb = e.get("produced_by")
        if not isinstance(pb, str) or not pb.startswith("written in the style of "):
            bad(eid, "hand-written entry: produced_by must start with 'written in the style of '")
        ch, probe, sent, text, sigs = e.get("channel"), e.get("probe"), e.get("sent"), e.get("text"), e.get("signals")
        if ch not in CHANNELS:
            bad(eid, f"unknown channel {ch!r}")
        if probe not in PROBES:
            bad(eid, f"unknown probe {probe!r}")
        if not isinstance(text, str) or not text.strip():
            bad(eid, "text must be a non-empty string")
            continue
        if text in seen_texts:
            bad(eid, f"duplicate text (also {seen_texts[text]})")
        seen_texts[text] = eid
        if not isinstance(sigs, list) or len(set(sigs)) != len(sigs) or not set(sigs) <= SIGNALS:
            bad(eid, f"signals must be a list of distinct known signals: {sigs!r}")
            continue
        sigs = set(sigs)
        # channel rules
        if ch != "error-result" and sigs & ISERROR_ONLY:
            bad(eid, f"isError-only signal(s) {sorted(sigs & ISERROR_ONLY)} on {ch}")
        if ch == "success-result" and sigs & FAILURE_ONLY:
            bad(eid, f"failure-only signal(s) {sorted(sigs & FAILURE_ONLY)} on a success-result")
        if ch == "jsonrpc-error":
            k = text.find("{")
            try:
                json.loads(text[k:]) if k >= 0 else None
            except json.JSONDecodeError:
                bad(eid, "jsonrpc-error text should be message + JSON of data")
        # probe / sent shape
        if sent is not None and not isinstance(sent, str):
            bad(eid, "sent must be a string or null")
        if probe == "missing" and sent is not None:
            bad(eid, "missing probe must have sent null")
        if probe == "empty" and sent != "":
            bad(eid, "empty probe must send the empty string")
        if probe in ("above-max", "below-min") and not (isinstance(sent, str) and NUMBER.match(sent)):
            bad(eid, "above-max/below-min: sent must be the number as a string")
        if probe == "traversal" and not (isinstance(sent, str) and "../" in sent):
            bad(eid, "traversal probe must send a ../ path")
        if probe == "oversized" and not (isinstance(sent, str) and len(sent) >= 1000):
            bad(eid, "oversized probe must send a long string")
        if probe in ("enum", "wrong-type", "oversized", "traversal", "injection", "sql") and sent_canary(sent) is None:
            bad(eid, f"{probe} probe: sent must carry exactly one canary")
        # canaries
        c = sent_canary(sent)
        if isinstance(sent, str) and sent and not NUMBER.match(sent) and c is None:
            bad(eid, "string sent without exactly one well-formed canary")
        for loose in CANARY_LOOSE.findall(text) + (CANARY_LOOSE.findall(sent) if isinstance(sent, str) else []):
            if not CANARY.fullmatch(loose):
                bad(eid, f"malformed canary {loose[:40]!r}")
        if c:
            if c in seen_canaries:
                bad(eid, f"canary {c} reused (also {seen_canaries[c]})")
            seen_canaries[c] = eid
        for tc in CANARY.findall(text):
            if tc != c:
                bad(eid, f"text carries a canary {tc} that this entry did not send")
        # echo rules
        echoed = isinstance(sent, str) and sent != "" and (sent in text or (c is not None and c in text))
        if "validation-echoes-value" in sigs and not echoed:
            bad(eid, "validation-echoes-value but the sent value does not appear in the text")
        if echoed and probe in SCHEMA_BREAKING and ch != "success-result" and "validation-echoes-value" not in sigs:
            bad(eid, "schema-breaking probe's value is echoed in a failure but validation-echoes-value is missing")
        # signal-specific sanity checks
        if "stack-trace" in sigs and not re.search(r"(\n\s+at |Traceback|File \"|\.java:\d+|\.py\", line)", text):
            bad(eid, "stack-trace labeled but no frame found")
        if "path-details-as-result" in sigs and "/" not in text:
            bad(eid, "path-details-as-result labeled but no path in the text")

# file-level expectations from the brief
pol = per_file.get("policy-l.json", [])
gd = per_file.get("guidance-l.json", [])
if pol:
    pos = [e for e in pol if "policy-enumeration" in e["signals"]]
    pos_err = [e for e in pos if e["channel"] == "error-result"]
    look = [e for e in pol if "policy-enumeration" not in e["signals"]]
    if not (38 <= len(pos_err) <= 46):
        problems.append(f"policy-l.json: {len(pos_err)} isError policy-enumeration entries, expected about 42")
    if not (15 <= len(look) <= 24):
        problems.append(f"policy-l.json: {len(look)} look-alikes, expected about 18")
    for e in pol:
        if not e["id"].startswith(("l-pol-", "l-pla-")):
            problems.append(f"{e['id']}: policy ids are l-pol-* (positive) or l-pla-* (look-alike)")
        if e["id"].startswith("l-pol-") and "policy-enumeration" not in e["signals"]:
            problems.append(f"{e['id']}: l-pol-* entry lacks policy-enumeration")
        if e["id"].startswith("l-pla-") and "policy-enumeration" in e["signals"]:
            problems.append(f"{e['id']}: look-alike labeled policy-enumeration")
if gd:
    if any(e["channel"] != "error-result" for e in gd):
        problems.append("guidance-l.json: every entry should be an isError failure")
    nr = sum("no-retry-guidance" in e["signals"] for e in gd)
    if not (0.35 <= nr / len(gd) <= 0.65):
        problems.append(f"guidance-l.json: {nr}/{len(gd)} without a next step, expected about half")


if problems:
    print("PROBLEMS:")
    for p in problems:
        print("  " + p)
    sys.exit(1)

print("OK: all rules hold")
for name, data in per_file.items():
    cnt = collections.Counter(s for e in data for s in e["signals"])
    print(f"\n{name}: {len(data)} entries")
    print("  channels:", dict(collections.Counter(e["channel"] for e in data)))
    print("  probes:  ", dict(collections.Counter(e["probe"] for e in data)))
    print("  clean ([]):", sum(not e["signals"] for e in data))
    for s in sorted(SIGNALS):
        print(f"  {s:28s} {cnt.get(s, 0)}")
tot = collections.Counter(s for d in per_file.values() for e in d for s in e["signals"])
print(f"\nall: {sum(len(d) for d in per_file.values())} entries")
for s in sorted(SIGNALS):
    print(f"  {s:28s} {tot.get(s, 0)}")
