#!/usr/bin/env python3
"""Check mixed-w.json and meta.json against brief.md and mix.md. Exit 1 on any problem."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text",
           "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]
ERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"}
MINIMUM = {"auth-failure-as-result": 16, "path-details-as-result": 8, "injection-signal-as-result": 10,
           "raw-upstream-text": 14, "stack-trace": 8, "policy-enumeration": 16, "validation-echoes-value": 10,
           "no-retry-guidance": 14}
FIELDS = ["id", "produced_by", "channel", "probe", "sent", "text", "signals"]
CANARY = re.compile(r"twaudit-[0-9a-f]{8}")
ISO = re.compile(r"^[a-z]{2,3}$")
NEEDS_CANARY = {"enum", "oversized", "traversal", "injection", "sql"}

errors = []


def err(msg):
    errors.append(msg)


entries = json.load(open(os.path.join(HERE, "mixed-w.json"), encoding="utf-8"))
meta = json.load(open(os.path.join(HERE, "meta.json"), encoding="utf-8"))
notes_path = os.path.join(HERE, "gen", "notes.json")
notes = json.load(open(notes_path, encoding="utf-8")) if os.path.exists(notes_path) else {}

if not isinstance(entries, list) or len(entries) != 100:
    err(f"expected a list of 100 entries, got {type(entries).__name__} of {len(entries)}")
want_ids = ["w-%03d" % i for i in range(1, 101)]
ids = [e.get("id") for e in entries]
if ids != want_ids:
    err("ids are not w-001..w-100 in order")

counts = Counter()
channels = Counter()
canary_owner = {}
for e in entries:
    i = e.get("id")
    if list(e.keys()) != FIELDS:
        err(f"{i}: fields {list(e.keys())} != {FIELDS}")
    if not isinstance(e.get("produced_by"), str) or not e["produced_by"].strip():
        err(f"{i}: produced_by empty")
    ch = e.get("channel")
    if ch not in CHANNELS:
        err(f"{i}: bad channel {ch}")
    channels[ch] += 1
    pr = e.get("probe")
    if pr not in PROBES:
        err(f"{i}: bad probe {pr}")
    sent = e.get("sent")
    if sent is not None and not isinstance(sent, str):
        err(f"{i}: sent must be a string or null")
    if pr == "missing" and sent is not None:
        err(f"{i}: missing probe must send null")
    if pr == "empty" and sent != "":
        err(f"{i}: empty probe must send ''")
    if pr in ("above-max", "below-min") and not (isinstance(sent, str) and re.fullmatch(r"-?\d+(\.\d+)?", sent)):
        err(f"{i}: {pr} probe must send a number as a string")
    if pr in NEEDS_CANARY and not (isinstance(sent, str) and CANARY.search(sent)):
        err(f"{i}: {pr} probe should carry a twaudit canary in sent")
    if isinstance(sent, str):
        for c in CANARY.findall(sent):
            if c in canary_owner and canary_owner[c] != i:
                err(f"{i}: canary {c} reused from {canary_owner[c]}")
            canary_owner[c] = i
    text = e.get("text")
    if not isinstance(text, str) or not text.strip():
        err(f"{i}: empty text")
        continue
    for c in CANARY.findall(text):
        if not (isinstance(sent, str) and c in sent):
            err(f"{i}: text carries canary {c} that this entry did not send")
    sig = e.get("signals")
    if not isinstance(sig, list) or len(set(sig)) != len(sig):
        err(f"{i}: signals must be a list without duplicates")
        continue
    for s in sig:
        if s not in SIGNALS:
            err(f"{i}: unknown signal {s}")
        if s in ERROR_ONLY and ch != "error-result":
            err(f"{i}: {s} only applies to error-result answers")
        counts[s] += 1
    if "validation-echoes-value" in sig:
        if not (isinstance(sent, str) and sent and (sent in text or any(c in text for c in CANARY.findall(sent)))):
            err(f"{i}: labeled as echo but the text does not repeat the sent value")
        if pr not in ("enum", "above-max", "below-min", "wrong-type", "oversized", "empty", "missing") and \
                not re.search(r"(?i)invalid|valid|must|look like|format", text):
            err(f"{i}: echo label on a probe that kept the schema and a text that does not read as validation")
    if "stack-trace" in sig and not re.search(r"(\n\s+at |\bat .+\(.*:\d+|File \".+\", line \d+|called at|\n\s+from |"
                                               r"\.\w+:\d+:\d+|backtrace|\.exs?:\d+: )", text):
        err(f"{i}: labeled stack-trace but no frame found")
    if ch == "error-result" and "no-retry-guidance" not in sig and not sig and not re.search(r"\S", text):
        err(f"{i}: clean failure has no text")

for s in SIGNALS:
    if counts[s] < MINIMUM[s]:
        err(f"signal {s}: {counts[s]} < minimum {MINIMUM[s]}")
for ch in CHANNELS:
    if channels[ch] == 0:
        err(f"channel {ch} unused")

# meta
if sorted(meta.keys()) != want_ids:
    err("meta.json ids differ from w-001..w-100")
langs = Counter()
real = 0
for i, m in meta.items():
    if set(m.keys()) != {"language", "source"}:
        err(f"meta {i}: keys {sorted(m.keys())}")
        continue
    if not ISO.match(m["language"]):
        err(f"meta {i}: language {m['language']!r} is not an ISO 639 code")
    if m["source"] not in ("real", "handwritten"):
        err(f"meta {i}: source {m['source']!r}")
    langs[m["language"]] += 1
    real += m["source"] == "real"
non_en = sum(v for k, v in langs.items() if k != "en")
non_en_langs = len([k for k in langs if k != "en"])
if non_en < 40:
    err(f"non-English texts {non_en} < 40")
if non_en_langs < 15:
    err(f"non-English languages {non_en_langs} < 15")
by_id = {e["id"]: e for e in entries}
for i, m in meta.items():
    e = by_id.get(i)
    if e and m["source"] == "real" and "handwritten" in e["produced_by"]:
        err(f"{i}: meta says real but produced_by says handwritten")
    if e and m["source"] == "handwritten" and "handwritten" not in e["produced_by"]:
        err(f"{i}: meta says handwritten but produced_by does not say so")

lookalike = notes.get("lookalike", [])
indirect = notes.get("indirect", [])
clean = [e["id"] for e in entries if not e["signals"]]
if len(lookalike) < 24:
    err(f"look-alikes {len(lookalike)} < 24")
if len(indirect) < 15:
    err(f"indirect/unusual texts {len(indirect)} < 15")

print("entries:", len(entries))
print("channels:", dict(channels))
for s in SIGNALS:
    print(f"  {s}: {counts[s]} (min {MINIMUM[s]})")
print("clean []:", len(clean), " look-alikes:", len(lookalike), " indirect:", len(indirect))
print("non-English:", non_en, "in", non_en_langs, "languages:", dict(sorted(langs.items())))
print("real:", real, " handwritten:", 100 - real)
if errors:
    print("\nFAILED:")
    for m in errors:
        print(" -", m)
    sys.exit(1)
print("\nOK")
