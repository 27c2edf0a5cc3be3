#!/usr/bin/env python3
"""Checks /work/heldout-t/mixed-t.json against the brief's format and batch T's mix.

Usage: python3 gen/validate.py [path/to/mixed-t.json]
Exit status 0 when every check passes and every minimum of mix.md is met.
Side file gen/meta.json gives, per id: language (ISO code, "en" = English), kind
(real | real-sdk-authored | catalog | handwritten), real (bool: text produced by running the
library/runtime) and form (how the signal is stated; anything but "plain" is indirect/unusual).
"""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "mixed-t.json")
META = os.path.join(HERE, "meta.json")

CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"]
# The brief: these four are defined only for isError results.
ERROR_RESULT_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
                     "no-retry-guidance"}
# raw-upstream-text / policy-enumeration / validation-echoes-value: "any failure" (a failure may also
# come back without isError, so any channel); stack-trace: "any answer".
KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
CANARY_ANY = re.compile(r"twaudit-")
CANARY_OK = re.compile(r"twaudit-[0-9a-f]{8}(?![0-9a-f])")

MIN = {"auth-failure-as-result": 16, "path-details-as-result": 10, "injection-signal-as-result": 8,
       "raw-upstream-text": 12, "stack-trace": 6, "policy-enumeration": 14,
       "validation-echoes-value": 12, "no-retry-guidance": 14}
MIN_CLEAN, MIN_NON_EN, MIN_LANGS, MIN_UNUSUAL = 24, 40, 15, 15

errors, warnings = [], []
err = errors.append
warn = warnings.append

data = json.load(open(PATH, encoding="utf-8"))
if not isinstance(data, list):
    sys.exit("top level is not a JSON array")
if len(data) != 100:
    err(f"expected 100 entries, found {len(data)}")

ids = [e.get("id") for e in data]
want = [f"t-{i:03d}" for i in range(1, 101)]
if len(set(ids)) != len(ids):
    err("duplicate ids: " + ", ".join(sorted(k for k, v in Counter(ids).items() if v > 1)))
if sorted(i for i in ids if isinstance(i, str)) != want:
    missing = sorted(set(want) - set(ids)); extra = sorted(set(i for i in ids if isinstance(i, str)) - set(want))
    err(f"ids are not exactly t-001..t-100 (missing {missing[:5]}, unexpected {extra[:5]})")

for e in data:
    i = e.get("id", "?")
    if set(e) != KEYS:
        err(f"{i}: keys {sorted(e)} != {sorted(KEYS)}")
        continue
    if e["channel"] not in CHANNELS:
        err(f"{i}: bad channel {e['channel']!r}")
    if e["probe"] not in PROBES:
        err(f"{i}: bad probe {e['probe']!r}")
    if not isinstance(e["produced_by"], str) or not e["produced_by"].strip():
        err(f"{i}: empty produced_by")
    else:
        scripts = re.findall(r"gen/[\w./-]+\.(?:py|mjs|sh|java|rb)", e["produced_by"])
        if not scripts:
            err(f"{i}: produced_by names no script under gen/")
        for s in scripts:
            if not os.path.exists(os.path.join(HERE, "..", s)):
                err(f"{i}: produced_by names {s}, which does not exist")
    if not isinstance(e["text"], str) or not e["text"].strip():
        err(f"{i}: empty text")
    if e["sent"] is not None and not isinstance(e["sent"], str):
        err(f"{i}: sent must be a string or null")
    sig = e["signals"]
    if not isinstance(sig, list):
        err(f"{i}: signals is not a list"); continue
    if len(set(sig)) != len(sig):
        err(f"{i}: duplicate signals")
    for s in sig:
        if s not in SIGNALS:
            err(f"{i}: unknown signal {s!r}")
        elif s in ERROR_RESULT_ONLY and e["channel"] != "error-result":
            err(f"{i}: {s} is only defined for error-result answers (channel {e['channel']})")
    # canaries
    for field in ("sent", "text"):
        v = e[field] or ""
        for m in CANARY_ANY.finditer(v):
            if not CANARY_OK.match(v, m.start()):
                err(f"{i}: malformed canary in {field}: {v[m.start():m.start()+20]!r}")
    # numbers for range probes
    if e["probe"] in ("above-max", "below-min"):
        if not (isinstance(e["sent"], str) and re.fullmatch(r"-?\d+", e["sent"])):
            err(f"{i}: {e['probe']} needs sent as an integer string, got {e['sent']!r}")
    if e["probe"] in ("empty",) and e["sent"] not in ("", None):
        warn(f"{i}: empty probe with non-empty sent")
    # sanity: an echo label should have something to echo
    if "validation-echoes-value" in sig:
        s = e["sent"] or ""
        canaries = CANARY_OK.findall(s)
        if not s or not (s in e["text"] or any(c in e["text"] for c in canaries)):
            warn(f"{i}: labelled validation-echoes-value but the text does not contain the sent value")

meta = json.load(open(META, encoding="utf-8")) if os.path.exists(META) else {}
if set(meta) != set(want):
    err("meta.json does not cover exactly t-001..t-100")

# ------------------------------------------------------------------ report
sigc = Counter(s for e in data for s in e.get("signals", []))
clean = sum(1 for e in data if e.get("signals") == [])
chan = Counter(e.get("channel") for e in data)
probe = Counter(e.get("probe") for e in data)
langs = Counter(m["language"] for m in meta.values())
non_en = sum(v for k, v in langs.items() if k != "en")
distinct_non_en = sorted(k for k in langs if k != "en")
kinds = Counter(m["kind"] for m in meta.values())
real = sum(1 for m in meta.values() if m.get("real"))
unusual = sum(1 for m in meta.values() if m.get("form", "plain") != "plain")

print(f"file: {os.path.abspath(PATH)}")
print(f"entries: {len(data)}")
print("per-signal counts:")
for s in SIGNALS:
    flag = "" if sigc[s] >= MIN[s] else f"   < minimum {MIN[s]}"
    print(f"  {s:30s} {sigc[s]:3d}{flag}")
print(f"clean ([]): {clean}" + ("" if clean >= MIN_CLEAN else f"   < minimum {MIN_CLEAN}"))
print("channels: " + ", ".join(f"{k} {v}" for k, v in chan.most_common()))
print("probes:   " + ", ".join(f"{k} {v}" for k, v in probe.most_common()))
print(f"non-English texts: {non_en} in {len(distinct_non_en)} languages ({', '.join(distinct_non_en)})")
print("kinds: " + ", ".join(f"{k} {v}" for k, v in kinds.most_common()))
print(f"from real library/runtime output: {real} (plus {kinds.get('real-sdk-authored', 0)} real SDK runs carrying tool-author wording, "
      f"{kinds.get('catalog', 0)} verbatim catalog strings)")
print(f"indirect/unusual form: {unusual}")

short = [s for s in SIGNALS if sigc[s] < MIN[s]]
if short: err("below minimum: " + ", ".join(short))
if clean < MIN_CLEAN: err(f"clean look-alikes {clean} < {MIN_CLEAN}")
if non_en < MIN_NON_EN: err(f"non-English {non_en} < {MIN_NON_EN}")
if len(distinct_non_en) < MIN_LANGS: err(f"languages {len(distinct_non_en)} < {MIN_LANGS}")
if unusual < MIN_UNUSUAL: err(f"unusual-form texts {unusual} < {MIN_UNUSUAL}")
if set(chan) != CHANNELS: err("not every channel is used")

for w in warnings:
    print("warning:", w)
if errors:
    for x in errors:
        print("ERROR:", x)
    sys.exit(1)
print("OK: format valid and all minimums met")
