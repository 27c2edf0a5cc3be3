#!/usr/bin/env python3
"""Checks a batch written for the corpus (mixed-<x>.json, meta.json, gen/notes.json) against
brief.md and the figures of mix.json, all in the folder this file is in: it is copied into the
writer's folder beside them. One checker for both parts: held-out batches from AC on, tuning
batches from 31 on (each earlier batch froze its own near copy, gen/<x>/validate.py). In the
repository a frozen batch's files stand apart (mixed-<x>.json beside the other batches, the
rest in heldout/gen/<x>/ or tuning/gen/t<n>/), so to check one again, copy them into one
folder as the writer had them.

Usage: python3 validate.py   (exit status 0 when every check passes)

mix.json: {"batch": "ac", "minimums": {signal: n, ...}, "lookalikes": n, "non_english": n,
"languages": n, "indirect": n}, and for a batch whose ids are not <batch>-001 ... <batch>-100,
"prefix" (the ids' stem: "t31" for tuning batch 31) and "total" (how many texts); for a batch
that must answer some probes more than the general mix does, "probes" ({probe: n, ...}, at
least n texts answering each).
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"]
ERROR_RESULT_ONLY = {"auth-failure-as-result", "path-details-as-result",
                     "injection-signal-as-result", "no-retry-guidance"}
MIX = json.load(open(os.path.join(HERE, "mix.json"), encoding="utf-8"))
BATCH = MIX["batch"]
MINIMUMS = MIX["minimums"]
assert set(MINIMUMS) == set(SIGNALS), "mix.json: a minimum for every signal"
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty",
          "oversized", "traversal", "injection", "sql"}
SCHEMA_BREAKING = {"missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized"}
FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
CANARY = re.compile(r"twaudit-[0-9a-f]{8}")
CANARY_ANY = re.compile(r"twaudit-[0-9A-Za-z]*")
LANG = re.compile(r"^[a-z]{2,3}(-[A-Z]{2})?$")
MIN_LOOKALIKES = MIX["lookalikes"]
MIN_NON_EN = MIX["non_english"]
MIN_LANGS = MIX["languages"]
MIN_INDIRECT = MIX["indirect"]
PREFIX = MIX.get("prefix", BATCH)
TOTAL = MIX.get("total", 100)
MIN_PROBES = MIX.get("probes", {})
assert set(MIN_PROBES) <= PROBES, "mix.json: probes are among the brief's"

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(os.path.join(HERE, f"mixed-{BATCH}.json"), encoding="utf-8") as f:
        data = json.load(f)
    with open(os.path.join(HERE, "meta.json"), encoding="utf-8") as f:
        meta = json.load(f)
    notes_path = os.path.join(HERE, "gen", "notes.json")
    notes = json.load(open(notes_path, encoding="utf-8")) if os.path.exists(notes_path) else None

    # ---- structure ----
    if not isinstance(data, list):
        err("top level is not an array")
        data = []
    if len(data) != TOTAL:
        err(f"expected {TOTAL} entries, found {len(data)}")
    want_ids = [f"{PREFIX}-{i:03d}" for i in range(1, TOTAL + 1)]
    ids = [e.get("id") for e in data]
    if ids != want_ids:
        err(f"ids are not exactly {want_ids[0]} ... {want_ids[-1]} in order")
    if len(set(ids)) != len(ids):
        err("duplicate ids")

    texts = Counter()
    for e in data:
        eid = e.get("id")
        if list(e.keys()) != FIELDS:
            err(f"{eid}: fields {list(e.keys())} != {FIELDS}")
        if not isinstance(e.get("produced_by"), str) or len(e["produced_by"]) < 10:
            err(f"{eid}: produced_by missing or too short")
        if e.get("channel") not in CHANNELS:
            err(f"{eid}: bad channel {e.get('channel')!r}")
        if e.get("probe") not in PROBES:
            err(f"{eid}: bad probe {e.get('probe')!r}")
        sent, text, probe = e.get("sent"), e.get("text"), e.get("probe")
        if sent is not None and not isinstance(sent, str):
            err(f"{eid}: sent must be a string or null")
        if not isinstance(text, str) or not text.strip():
            err(f"{eid}: empty text")
            continue
        texts[text] += 1
        sig = e.get("signals")
        if not isinstance(sig, list) or any(s not in SIGNALS for s in sig) or len(set(sig)) != len(sig):
            err(f"{eid}: bad signals {sig!r}")
            continue
        # canaries well formed wherever they appear
        for m in CANARY_ANY.finditer((sent or "") + " " + text):
            if not CANARY.fullmatch(m.group(0)[:16]) or len(m.group(0)) < 16:
                err(f"{eid}: malformed canary {m.group(0)!r}")
        for m in CANARY.finditer(text):
            if sent is None or m.group(0) not in sent:
                err(f"{eid}: text has canary {m.group(0)} that the probe did not send")
        # probe-specific sent shapes
        if probe in ("above-max", "below-min") and not re.fullmatch(r"-?\d+(\.\d+)?", sent or ""):
            err(f"{eid}: {probe} probe needs a number string in sent")
        if probe == "traversal" and (not sent or ".." not in sent):
            err(f"{eid}: traversal probe needs a ../ path in sent")
        if probe == "sql" and (not sent or "'" not in sent):
            err(f"{eid}: sql probe needs SQL text in sent")
        if probe == "empty" and sent != "":
            err(f"{eid}: empty probe needs sent == ''")
        if probe in ("injection", "sql", "enum", "oversized") and (not sent or not CANARY.search(sent)):
            err(f"{eid}: {probe} probe should carry a canary in sent")
        # channel restrictions
        for s in sig:
            if s in ERROR_RESULT_ONLY and e["channel"] != "error-result":
                err(f"{eid}: {s} only applies to error-result answers")
        # echo consistency
        echoed = sent is not None and sent != "" and (
            sent in text or any(c in text for c in CANARY.findall(sent)))
        if "validation-echoes-value" in sig and not echoed:
            err(f"{eid}: labeled validation-echoes-value but the sent value is not in the text")
        if (echoed and probe in SCHEMA_BREAKING and e["channel"] != "success-result"
                and "validation-echoes-value" not in sig):
            err(f"{eid}: schema-breaking probe echoed in a failure but not labeled validation-echoes-value")
        if "path-details-as-result" in sig and "/" not in text:
            err(f"{eid}: path-details-as-result without a path in the text")
        if "stack-trace" in sig and not re.search(r"\d", text):
            err(f"{eid}: stack-trace labeled but the text has no line number or address")
    dups = [t for t, n in texts.items() if n > 1]
    if dups:
        err(f"{len(dups)} duplicated texts")

    # ---- counts ----
    counts = Counter(s for e in data for s in e.get("signals", []))
    for s, m in MINIMUMS.items():
        if counts[s] < m:
            err(f"signal {s}: {counts[s]} < minimum {m}")
    probes = Counter(e.get("probe") for e in data)
    for p, m in MIN_PROBES.items():
        if probes[p] < m:
            err(f"probe {p}: {probes[p]} texts < minimum {m}")
    chan = Counter(e.get("channel") for e in data)
    for c in CHANNELS:
        if chan[c] == 0:
            err(f"channel {c} never used")
    if chan["error-result"] < TOTAL * 3 // 5:
        err("error-result should be the bulk of the answers")

    # ---- meta ----
    if sorted(meta) != want_ids:
        err(f"meta.json ids do not match {want_ids[0]} ... {want_ids[-1]}")
    langs = Counter()
    non_en = 0
    real = 0
    for i in want_ids:
        m = meta.get(i, {})
        if set(m) != {"language", "source"}:
            err(f"meta {i}: keys {sorted(m)}")
            continue
        if not LANG.match(m["language"]):
            err(f"meta {i}: bad language code {m['language']!r}")
        if m["source"] not in ("real", "handwritten"):
            err(f"meta {i}: bad source {m['source']!r}")
        langs[m["language"]] += 1
        non_en += m["language"] != "en"
        real += m["source"] == "real"
    other_langs = [l for l in langs if l != "en"]
    if non_en < MIN_NON_EN:
        err(f"non-English texts {non_en} < {MIN_NON_EN}")
    if len(other_langs) < MIN_LANGS:
        err(f"languages other than English {len(other_langs)} < {MIN_LANGS}")

    # ---- look-alikes and indirect forms (from the generator's notes) ----
    lookalikes = indirect = 0
    if notes is None:
        err("gen/notes.json missing: cannot count look-alikes")
    else:
        byid = {e["id"]: e for e in data}
        for i, n in notes.items():
            r = n.get("resembles")
            if r:
                if r in byid[i]["signals"]:
                    err(f"{i}: look-alike of {r} but labeled with it")
                else:
                    lookalikes += 1
            indirect += bool(n.get("indirect"))
        if lookalikes < MIN_LOOKALIKES:
            err(f"look-alikes {lookalikes} < {MIN_LOOKALIKES}")
        if indirect < MIN_INDIRECT:
            err(f"indirect/unusual forms {indirect} < {MIN_INDIRECT}")

    print(f"entries: {len(data)}")
    for s in SIGNALS:
        print(f"  {s}: {counts[s]} (min {MINIMUMS[s]})")
    print(f"  clean []: {sum(1 for e in data if not e.get('signals'))}")
    print(f"channels: {dict(chan)}")
    print(f"probes: {dict(probes)}")
    print(f"non-English: {non_en} in {len(other_langs)} languages; real: {real}")
    print(f"look-alikes: {lookalikes}; indirect forms: {indirect}")
    if errors:
        print("\nFAILED:")
        for x in errors:
            print("  -", x)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
