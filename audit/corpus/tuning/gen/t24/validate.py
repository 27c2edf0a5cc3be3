#!/usr/bin/env python3
"""Validate /work/dev-24/mixed-24.json against the brief's format and batch 24's mix.

Usage: python3 validate.py [mixed-24.json] [meta.json]
Exits non-zero on any format error or unmet minimum.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "mixed-24.json")
meta_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "meta.json")

KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}
ERR = {"error-result"}
FAIL = {"error-result", "jsonrpc-error"}
ANY = CHANNELS
SIGNAL_CHANNELS = {
    "auth-failure-as-result": ERR,
    "path-details-as-result": ERR,
    "injection-signal-as-result": ERR,
    "no-retry-guidance": ERR,
    "raw-upstream-text": FAIL,
    "policy-enumeration": FAIL,
    "validation-echoes-value": FAIL,
    "stack-trace": ANY,
}
CANARY = re.compile(r"twaudit-[0-9a-f]{8}")
CANARY_ANY = re.compile(r"twaudit-[0-9A-Za-z]*")
AUTH_WORDS = re.compile(r"unauthori[sz]ed|forbidden|permission denied|access denied|not allowed", re.I)

errors = []


def err(msg):
    errors.append(msg)


data = json.load(open(path, encoding="utf-8"))
if not isinstance(data, list):
    sys.exit("top level is not a JSON array")
if len(data) != 100:
    err(f"expected 100 entries, found {len(data)}")

ids = [e.get("id") for e in data]
want = [f"t24-{i:03d}" for i in range(1, 101)]
if len(set(ids)) != len(ids):
    err("duplicate ids: " + ", ".join(sorted(i for i, n in collections.Counter(ids).items() if n > 1)))
if sorted(ids) != want:
    err(f"ids are not exactly t24-001..t24-100 (missing {sorted(set(want) - set(ids))[:5]}, extra {sorted(set(ids) - set(want))[:5]})")

sig_counts = collections.Counter()
chan_counts = collections.Counter()
probe_counts = collections.Counter()
clean = 0
auth_without_words = 0
for e in data:
    eid = e.get("id", "?")
    if set(e.keys()) != KEYS:
        err(f"{eid}: keys {sorted(e.keys())} != {sorted(KEYS)}")
        continue
    if not isinstance(e["produced_by"], str) or not e["produced_by"].strip():
        err(f"{eid}: produced_by must be a non-empty string")
    if not isinstance(e["text"], str) or not e["text"].strip():
        err(f"{eid}: text must be a non-empty string")
    if e["channel"] not in CHANNELS:
        err(f"{eid}: bad channel {e['channel']!r}")
    if e["probe"] not in PROBES:
        err(f"{eid}: bad probe {e['probe']!r}")
    sent = e["sent"]
    if sent is not None and not isinstance(sent, str):
        err(f"{eid}: sent must be a string or null")
    if e["probe"] in ("above-max", "below-min"):
        if not (isinstance(sent, str) and re.fullmatch(r"-?\d+", sent)):
            err(f"{eid}: {e['probe']} needs sent as an integer string, got {sent!r}")
    if e["probe"] == "empty" and sent != "":
        err(f"{eid}: empty probe should send an empty string")
    if e["probe"] in ("enum", "wrong-type", "oversized", "injection", "sql", "traversal") and not (
            isinstance(sent, str) and CANARY.search(sent)):
        err(f"{eid}: {e['probe']} probe should carry a canary in sent")
    for field in ("sent", "text"):
        v = e[field]
        if isinstance(v, str):
            for m in CANARY_ANY.finditer(v):
                tok = m.group(0)
                # a truncated canary (e.g. "twaudit-1a2b" followed by an ellipsis) is allowed in text
                if not CANARY.fullmatch(tok[:16]) and not (field == "text" and re.fullmatch(r"twaudit-[0-9a-f]{0,8}", tok)):
                    err(f"{eid}: malformed canary {tok!r} in {field}")
                elif len(tok) > 16 and field == "sent":
                    err(f"{eid}: canary {tok!r} in sent is longer than 8 hex digits")
    sigs = e["signals"]
    if not isinstance(sigs, list):
        err(f"{eid}: signals must be a list")
        continue
    if len(set(sigs)) != len(sigs):
        err(f"{eid}: duplicate signals")
    for s in sigs:
        if s not in SIGNAL_CHANNELS:
            err(f"{eid}: unknown signal {s!r}")
        elif e["channel"] not in SIGNAL_CHANNELS[s]:
            err(f"{eid}: signal {s} not allowed on channel {e['channel']}")
    # echoes must actually contain what was sent (canary, possibly truncated, or the number)
    if "validation-echoes-value" in sigs and isinstance(sent, str):
        c = CANARY.search(sent)
        needle = c.group(0)[:12] if c else sent
        if needle not in e["text"]:
            err(f"{eid}: labelled echo but text does not contain {needle!r}")
    sig_counts.update(sigs)
    chan_counts[e["channel"]] += 1
    probe_counts[e["probe"]] += 1
    if not sigs:
        clean += 1
    if "auth-failure-as-result" in sigs and not AUTH_WORDS.search(e["text"]):
        auth_without_words += 1

# meta.json: per-id language and real/handwritten
langs = collections.Counter()
real = 0
try:
    meta = json.load(open(meta_path, encoding="utf-8"))
except FileNotFoundError:
    meta = {}
    err("meta.json missing")
for eid in want:
    m = meta.get(eid)
    if not m or "language" not in m or "real" not in m:
        err(f"{eid}: meta.json lacks language/real")
        continue
    langs[m["language"]] += 1
    real += bool(m["real"])
non_en = sum(n for l, n in langs.items() if not l.lower().startswith("en"))
non_en_langs = sorted(l for l in langs if not l.lower().startswith("en"))

print("entries:", len(data))
print("per-signal counts:")
for s in SIGNAL_CHANNELS:
    print(f"  {s:28s} {sig_counts[s]}")
print("clean ([]):", clean)
print("channels:", dict(chan_counts))
print("probes:", dict(probe_counts))
print(f"auth failures without unauthorized/forbidden/permission denied/access denied/not allowed: {auth_without_words}")
print(f"non-English texts: {non_en}; distinct non-English languages: {len(non_en_langs)} ({', '.join(non_en_langs)})")
print(f"distinct languages incl. English: {len(langs)}")
print(f"real (run or published catalog): {real}; handwritten: {100 - real}")

# the mix's minimums
MIN = [("auth-failure-as-result", sig_counts["auth-failure-as-result"], 35),
       ("validation-echoes-value", sig_counts["validation-echoes-value"], 20),
       ("auth without the five phrases", auth_without_words, 20),
       ("clean look-alikes", clean, 25),
       ("non-English texts", non_en, 45),
       ("non-English languages", len(non_en_langs), 15)]
nr_other = sum(1 for e in data if isinstance(e.get("signals"), list) and "no-retry-guidance" in e["signals"]
               and "auth-failure-as-result" not in e["signals"] and "validation-echoes-value" not in e["signals"])
MIN.append(("no-retry (not auth, not echo)", nr_other, 20))
for name, have, need in MIN:
    ok = have >= need
    print(f"  {'OK ' if ok else 'LOW'} {name}: {have} (min {need})")
    if not ok:
        err(f"mix minimum not met: {name} {have} < {need}")

if errors:
    print("\nERRORS:")
    for x in errors:
        print("  -", x)
    sys.exit(1)
print("\nvalid")
