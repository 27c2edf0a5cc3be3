#!/usr/bin/env python3
"""Validates /work/dev-25/mixed-25.json against the brief's format and batch 25's mix.

Checks: 100 entries; ids t25-001..t25-100, unique; keys exactly {id, produced_by, channel, probe,
sent, text, signals}; channel/probe/signal values from the brief; signals only on the channels the
brief allows; canaries are `twaudit-` + 8 lowercase hex; above-max/below-min `sent` is an integer
string; meta.json covers every id with a language and real/handwritten.
Prints per-signal counts, the clean count, channels, probes, non-English texts and languages, and
whether the mix's minimums are met. Exits 1 on any error or unmet minimum."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "mixed-25.json"
META = HERE / "meta.json"

KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"]
# where each signal may appear, by the brief's definitions
ALLOWED = {
    "auth-failure-as-result": {"error-result"},
    "path-details-as-result": {"error-result"},
    "injection-signal-as-result": {"error-result"},
    "no-retry-guidance": {"error-result"},
    "raw-upstream-text": {"error-result", "jsonrpc-error"},      # any failure
    "policy-enumeration": {"error-result", "jsonrpc-error"},     # any failure
    "validation-echoes-value": {"error-result", "jsonrpc-error"},  # a failure
    "stack-trace": CHANNELS,                                       # any answer
}
CANARY_ANY = re.compile(r"twaudit-[0-9A-Za-z]*")
CANARY_OK = re.compile(r"^twaudit-[0-9a-f]{8}$")
CANARY_FIND = re.compile(r"twaudit-[0-9a-f]{8}(?![0-9a-zA-Z])")
INT_STR = re.compile(r"^-?[0-9]+$")
AUTH_WORDS = re.compile(r"unauthori[sz]ed|forbidden|permission denied|access denied", re.I)

MIN = {"injection-signal-as-result": 30, "stack-trace": 25, "auth-failure-as-result": 20,
       "look-alikes": 25, "non-english": 45, "languages": 15}

errors, warnings = [], []


def err(msg):
    errors.append(msg)


def main():
    entries = json.loads(DATA.read_text(encoding="utf-8"))
    meta = json.loads(META.read_text(encoding="utf-8")) if META.exists() else None
    if not isinstance(entries, list):
        err("top level is not a JSON array")
        entries = []
    if len(entries) != 100:
        err(f"expected 100 entries, found {len(entries)}")
    want_ids = [f"t25-{i:03d}" for i in range(1, 101)]
    ids = [e.get("id") for e in entries if isinstance(e, dict)]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        err(f"duplicate ids: {dup}")
    if sorted(ids) != want_ids:
        err(f"ids are not exactly t25-001..t25-100 (missing {sorted(set(want_ids) - set(ids))[:5]}, "
            f"extra {sorted(set(ids) - set(want_ids))[:5]})")

    sig_count, chan_count, probe_count = Counter(), Counter(), Counter()
    clean = lookalikes = 0
    canary_owner = {}
    for e in entries:
        if not isinstance(e, dict):
            err("an entry is not an object")
            continue
        eid = e.get("id", "?")
        if set(e) != KEYS:
            err(f"{eid}: keys {sorted(e)} != {sorted(KEYS)}")
            continue
        ch, pr, sent, text, sigs = e["channel"], e["probe"], e["sent"], e["text"], e["signals"]
        if not isinstance(e["produced_by"], str) or not e["produced_by"].strip():
            err(f"{eid}: produced_by must be a non-empty string")
        if ch not in CHANNELS:
            err(f"{eid}: bad channel {ch!r}")
        if pr not in PROBES:
            err(f"{eid}: bad probe {pr!r}")
        if not isinstance(text, str) or not text:
            err(f"{eid}: text must be a non-empty string")
            text = ""
        if sent is not None and not isinstance(sent, str):
            err(f"{eid}: sent must be a string or null")
        if not isinstance(sigs, list) or len(set(sigs)) != len(sigs):
            err(f"{eid}: signals must be a list without repeats")
            sigs = []
        for s in sigs:
            if s not in SIGNALS:
                err(f"{eid}: unknown signal {s!r}")
            elif ch not in ALLOWED[s]:
                err(f"{eid}: signal {s} not allowed on channel {ch}")
        # probe-specific sent rules
        if pr in ("above-max", "below-min"):
            if not (isinstance(sent, str) and INT_STR.match(sent)):
                err(f"{eid}: {pr} needs sent as an integer string, got {sent!r}")
        if pr == "empty" and sent != "":
            err(f"{eid}: empty probe should send the empty string")
        if pr == "oversized" and not (isinstance(sent, str) and len(sent) >= 1000):
            err(f"{eid}: oversized probe should send a long string")
        # canaries
        sent_canaries = set()
        for field, val in (("sent", sent), ("text", text)):
            if isinstance(val, str):
                for m in CANARY_ANY.finditer(val):
                    tok = m.group(0)
                    if not CANARY_OK.match(tok[:16]) or (len(tok) > 16):
                        err(f"{eid}: malformed canary in {field}: {tok[:40]!r}")
        if isinstance(sent, str):
            sent_canaries = set(CANARY_FIND.findall(sent))
            if pr not in ("above-max", "below-min", "empty") and sent and not sent_canaries:
                err(f"{eid}: string sent without a canary: {sent[:40]!r}")
            for c in sent_canaries:
                if c in canary_owner and canary_owner[c] != eid:
                    err(f"{eid}: canary {c} reused from {canary_owner[c]}")
                canary_owner[c] = eid
        for c in set(CANARY_FIND.findall(text)):
            if c not in sent_canaries:
                err(f"{eid}: text repeats canary {c} that the probe did not send")
        if "validation-echoes-value" in sigs:
            if not (isinstance(sent, str) and sent and (sent in text or any(c in text for c in sent_canaries))):
                err(f"{eid}: validation-echoes-value but the sent value is not in the text")
        if "auth-failure-as-result" in sigs and AUTH_WORDS.search(text):
            warnings.append(f"{eid}: auth text uses one of the words the mix asks to avoid")
        sig_count.update(sigs)
        chan_count[ch] += 1
        probe_count[pr] += 1
        if not sigs:
            clean += 1
        if not {"injection-signal-as-result", "stack-trace", "auth-failure-as-result"} & set(sigs):
            lookalikes += 1

    langs = Counter()
    real = Counter()
    if meta is None:
        err("meta.json missing")
    else:
        for i in want_ids:
            m = meta.get(i)
            if not m or not m.get("language") or m.get("source") not in ("real", "handwritten"):
                err(f"meta.json: {i} needs language and source real|handwritten")
                continue
            langs[m["language"]] += 1
            real[m["source"]] += 1
        extra = set(meta) - set(want_ids)
        if extra:
            err(f"meta.json has unknown ids {sorted(extra)[:5]}")
    non_en = sum(c for l, c in langs.items() if l != "en")
    non_en_langs = sorted(l for l in langs if l != "en")

    print(f"entries: {len(entries)}")
    print("signals:")
    for s in SIGNALS:
        print(f"  {s:28s} {sig_count[s]}")
    print(f"clean (no signal): {clean}")
    print(f"look-alikes (no injection/stack/auth signal): {lookalikes}")
    print("channels: " + ", ".join(f"{k}={v}" for k, v in sorted(chan_count.items())))
    print("probes:   " + ", ".join(f"{k}={v}" for k, v in sorted(probe_count.items())))
    print(f"non-English texts: {non_en}; languages other than English: {len(non_en_langs)} ({', '.join(non_en_langs)})")
    print("per language: " + ", ".join(f"{k}={v}" for k, v in sorted(langs.items())))
    print(f"sources: real={real['real']}, handwritten={real['handwritten']}")

    got = {"injection-signal-as-result": sig_count["injection-signal-as-result"], "stack-trace": sig_count["stack-trace"],
           "auth-failure-as-result": sig_count["auth-failure-as-result"], "look-alikes": lookalikes,
           "non-english": non_en, "languages": len(non_en_langs)}
    print("mix minimums:")
    for k, v in MIN.items():
        ok = got[k] >= v
        print(f"  {k:28s} {got[k]:3d} >= {v:3d}  {'ok' if ok else 'NOT MET'}")
        if not ok:
            err(f"mix minimum not met: {k} {got[k]} < {v}")
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("RESULT:", "OK" if not errors else f"{len(errors)} error(s)")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
