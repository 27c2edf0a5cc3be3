#!/usr/bin/env python3
"""Validate mixed-27.json and meta.json against brief.md (format, labels) and mix.md (parts, counts, languages).

Usage: python3 validate.py            exit status 0 when everything passes
"""
import json
import os
import re
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized", "traversal", "injection", "sql"}
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text",
           "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]
ISERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"}
FAILURE_ONLY = {"raw-upstream-text", "policy-enumeration", "validation-echoes-value"}
CANARY = re.compile(r"twaudit-[0-9a-f]{8}")
ISO639_1 = set("""aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo
es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km
kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa
pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk
ur uz ve vi vo wa wo xh yi yo za zh zu""".split())

# mix.md parts, by id range: (first, last, name, required channel(s) or None, predicate on signals, description)
PARTS = [
    (1, 30, "A no-retry-guidance", {"error-result"}, lambda s: "no-retry-guidance" in s, "failures with no next step"),
    (31, 60, "B guidance look-alikes", {"error-result"}, lambda s: "no-retry-guidance" not in s, "look-alikes that give a next step"),
    (61, 85, "C raw-upstream-text", None, lambda s: "raw-upstream-text" in s, "upstream texts passed on"),
    (86, 100, "D raw look-alikes", None, lambda s: "raw-upstream-text" not in s, "look-alikes that are not upstream text"),
    (101, 120, "E echoes", None, lambda s: "validation-echoes-value" in s, "failures echoing the value sent"),
]
SCHEMA_BREAKING = {"wrong-type", "above-max", "below-min", "enum", "empty", "oversized"}

errors = []


def err(msg):
    errors.append(msg)


def load(name):
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return json.load(f)


data = load("mixed-27.json")
meta = load("meta.json")

# ---------------------------------------------------------------- shape and ids
if not isinstance(data, list):
    sys.exit("mixed-27.json is not a JSON array")
expected_ids = [f"t27-{i:03d}" for i in range(1, 121)]
ids = [e.get("id") for e in data]
if len(data) != 120:
    err(f"expected 120 entries, found {len(data)}")
if ids != expected_ids:
    missing = sorted(set(expected_ids) - set(ids))
    extra = sorted(set(ids) - set(expected_ids))
    dup = [k for k, v in Counter(ids).items() if v > 1]
    err(f"ids are not t27-001..t27-120 in order (missing {missing}, extra {extra}, duplicated {dup})")

canaries_seen = Counter()
for e in data:
    eid = e.get("id")
    if list(e.keys()) != FIELDS:
        err(f"{eid}: fields are {list(e.keys())}, expected {FIELDS}")
        continue
    if not isinstance(e["produced_by"], str) or not e["produced_by"].strip():
        err(f"{eid}: empty produced_by")
    elif "gen/" not in e["produced_by"]:
        err(f"{eid}: produced_by does not name its generator script")
    if e["channel"] not in CHANNELS:
        err(f"{eid}: bad channel {e['channel']!r}")
    if e["probe"] not in PROBES:
        err(f"{eid}: bad probe {e['probe']!r}")
    if not isinstance(e["text"], str) or not e["text"].strip():
        err(f"{eid}: empty text")
    sigs = e["signals"]
    if not isinstance(sigs, list) or any(s not in SIGNALS for s in sigs):
        err(f"{eid}: unknown signal in {sigs}")
        continue
    if len(set(sigs)) != len(sigs):
        err(f"{eid}: duplicated signal")

    # ------------------------------------------------------------ probe / sent consistency
    p, sent = e["probe"], e["sent"]
    if sent is not None and not isinstance(sent, str):
        err(f"{eid}: sent must be a string or null")
    if p in ("above-max", "below-min"):
        if not (isinstance(sent, str) and re.fullmatch(r"-?\d+(\.\d+)?", sent)):
            err(f"{eid}: {p} probe must record the number as a string, got {sent!r}")
    elif p == "missing":
        if sent is not None:
            err(f"{eid}: missing probe must have sent null")
    elif p == "empty":
        if sent != "":
            err(f"{eid}: empty probe must have sent \"\"")
    elif p == "oversized":
        if not (isinstance(sent, str) and len(sent) >= 1000 and CANARY.match(sent)):
            err(f"{eid}: oversized probe must send a long string starting with a canary")
    elif p == "traversal":
        if not (isinstance(sent, str) and "../" in sent):
            err(f"{eid}: traversal probe must send a ../ path")
    elif p == "sql":
        if not (isinstance(sent, str) and "'" in sent and CANARY.search(sent)):
            err(f"{eid}: sql probe must send SQL-injection text with a canary")
    elif p == "injection":
        if not (isinstance(sent, str) and CANARY.search(sent)):
            err(f"{eid}: injection probe must carry a canary")
    elif p in ("enum", "wrong-type"):
        if not (isinstance(sent, str) and CANARY.fullmatch(sent)):
            err(f"{eid}: {p} probe should send a bare canary, got {sent!r}")
    elif p == "valid":
        if sent is not None and not CANARY.search(sent):
            err(f"{eid}: valid probe sent a string without a canary")
    if isinstance(sent, str):
        for c in set(CANARY.findall(sent)):
            canaries_seen[c] += 1

    # ------------------------------------------------------------ signal / channel rules from the brief
    for s in sigs:
        if s in ISERROR_ONLY and e["channel"] != "error-result":
            err(f"{eid}: {s} applies only to error-result answers (channel {e['channel']})")
        if s in FAILURE_ONLY and e["channel"] == "success-result":
            err(f"{eid}: {s} applies only to failures (channel success-result)")
    if "validation-echoes-value" in sigs:
        t = e["text"]
        if p in ("above-max", "below-min"):
            if not re.search(r"(?<![\d.])" + re.escape(sent) + r"(?![\d])", t):
                err(f"{eid}: labeled echo but the number {sent} is not in the text")
        elif isinstance(sent, str) and sent:
            c = CANARY.search(sent)
            if not c or c.group(0)[:12] not in t:
                err(f"{eid}: labeled echo but the value sent is not in the text")
        else:
            err(f"{eid}: labeled echo but the probe sent nothing to repeat")
    elif p in SCHEMA_BREAKING and isinstance(sent, str) and sent:
        # a schema-breaking probe whose value shows up in the text should carry the echo label
        c = CANARY.search(sent)
        needle = sent if p in ("above-max", "below-min") else (c.group(0) if c else None)
        if needle and (re.search(r"(?<![\d.])" + re.escape(needle) + r"(?![\d])", e["text"]) if p in ("above-max", "below-min") else needle in e["text"]):
            err(f"{eid}: {p} probe value appears in the text but validation-echoes-value is not labeled")
    if "stack-trace" in sigs and not re.search(r"(Traceback \(most recent call last\)|\n\s+at [\w$.<>/]+\(|File \"[^\"]+\", line \d+)", e["text"]):
        err(f"{eid}: labeled stack-trace but no frame found")
    if "stack-trace" not in sigs and re.search(r"(Traceback \(most recent call last\)|\n\s+at [\w$.<>/]+\([\w.]+:\d+\))", e["text"]):
        err(f"{eid}: text has a stack frame but stack-trace is not labeled")
    if e["channel"] == "jsonrpc-error" and "no-retry-guidance" in sigs:
        err(f"{eid}: no-retry-guidance on a JSON-RPC error")

dup_canaries = [c for c, n in canaries_seen.items() if n > 1]
if dup_canaries:
    err(f"canaries reused across entries: {dup_canaries}")

# ---------------------------------------------------------------- parts of the mix
by_id = {e["id"]: e for e in data if isinstance(e, dict) and "id" in e}
for first, last, name, chans, pred, desc in PARTS:
    part_ids = [f"t27-{i:03d}" for i in range(first, last + 1)]
    bad = []
    for i in part_ids:
        e = by_id.get(i)
        if e is None:
            continue
        if chans and e["channel"] not in chans:
            bad.append(f"{i} (channel {e['channel']})")
        elif not pred(e["signals"]):
            bad.append(f"{i} (signals {e['signals']})")
    if bad:
        err(f"part {name} ({desc}): {len(bad)} entries break its rule: {bad}")

# ---------------------------------------------------------------- meta and languages
if set(meta.keys()) != set(expected_ids):
    err("meta.json keys differ from the corpus ids")
for i in expected_ids:
    m = meta.get(i)
    if not isinstance(m, dict) or set(m.keys()) != {"language", "source"}:
        err(f"meta {i}: must be {{language, source}}")
        continue
    if m["language"] not in ISO639_1:
        err(f"meta {i}: language {m['language']!r} is not an ISO 639-1 code")
    if m["source"] not in ("real", "handwritten"):
        err(f"meta {i}: source must be real or handwritten")
    e = by_id.get(i)
    if e and m["source"] == "real" and "handwritten" in e["produced_by"].split(";")[0].lower():
        err(f"meta {i}: marked real but produced_by says handwritten")

langs = Counter(m["language"] for m in meta.values() if isinstance(m, dict))
non_en = {k: v for k, v in langs.items() if k != "en"}
if sum(non_en.values()) < 60:
    err(f"only {sum(non_en.values())} non-English texts (need >= 60)")
if len(non_en) < 20:
    err(f"only {len(non_en)} non-English languages (need >= 20)")

# quick script sanity: a text labeled with a non-Latin-script language must contain that script
SCRIPTS = {"ja": r"[\u3040-\u30ff\u4e00-\u9fff]", "zh": r"[\u4e00-\u9fff]", "ko": r"[\uac00-\ud7af]", "ru": r"[\u0400-\u04ff]",
           "uk": r"[\u0400-\u04ff]", "kk": r"[\u0400-\u04ff]", "el": r"[\u0370-\u03ff]", "ar": r"[\u0600-\u06ff]",
           "fa": r"[\u0600-\u06ff]", "he": r"[\u0590-\u05ff]", "th": r"[\u0e00-\u0e7f]"}
for i, m in meta.items():
    rx = SCRIPTS.get(m.get("language"))
    if rx and i in by_id and not re.search(rx, by_id[i]["text"]):
        err(f"{i}: labeled {m['language']} but the text has none of that script")

# ---------------------------------------------------------------- report
sig_counts = Counter(s for e in data for s in e.get("signals", []))
print("entries:", len(data))
print("signals:", dict(sorted(sig_counts.items())))
print("clean ([]):", sum(1 for e in data if not e.get("signals")))
print("channels:", dict(Counter(e.get("channel") for e in data)))
print("probes:", dict(Counter(e.get("probe") for e in data)))
print("non-English texts:", sum(non_en.values()), "in", len(non_en), "languages:", dict(sorted(non_en.items())))
print("real:", sum(1 for m in meta.values() if m.get("source") == "real"))
if errors:
    print(f"\nFAILED: {len(errors)} problem(s)")
    for m in errors:
        print(" -", m)
    sys.exit(1)
print("\nOK")
