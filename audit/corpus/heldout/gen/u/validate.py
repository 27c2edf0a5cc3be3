"""Check /work/heldout-u/mixed-u.json against the brief's format and batch U's mix.
Run: python3 gen/validate.py   (exit status 1 on any error or unmet minimum)
"""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "mixed-u.json")
META = os.path.join(HERE, "meta.json")

CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized", "traversal", "injection", "sql"}
SIGNALS = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text",
           "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]
ERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"}
KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
CANARY_FULL = re.compile(r"twaudit-[0-9a-f]{8}")
MINIMUMS = {"auth-failure-as-result": 14, "path-details-as-result": 10, "injection-signal-as-result": 10, "raw-upstream-text": 14,
            "stack-trace": 8, "policy-enumeration": 14, "validation-echoes-value": 10, "no-retry-guidance": 14}

errors, warnings = [], []
def err(msg): errors.append(msg)

entries = json.load(open(DATA, encoding="utf-8"))
meta = json.load(open(META, encoding="utf-8"))

if not isinstance(entries, list) or len(entries) != 100:
    err(f"expected a list of 100 entries, got {len(entries) if isinstance(entries, list) else type(entries).__name__}")
ids = [e.get("id") for e in entries]
if ids != [f"u-{i:03d}" for i in range(1, 101)]:
    err("ids are not exactly u-001..u-100 in order")
if len(set(ids)) != len(ids):
    err("duplicate ids: " + ", ".join(k for k, v in Counter(ids).items() if v > 1))

for e in entries:
    eid = e.get("id")
    if set(e) != KEYS:
        err(f"{eid}: keys {sorted(e)} != {sorted(KEYS)}")
        continue
    if e["channel"] not in CHANNELS:
        err(f"{eid}: bad channel {e['channel']!r}")
    if e["probe"] not in PROBES:
        err(f"{eid}: bad probe {e['probe']!r}")
    if not isinstance(e["text"], str) or not e["text"].strip():
        err(f"{eid}: empty text")
    if not isinstance(e["produced_by"], str) or "gen/" not in e["produced_by"]:
        err(f"{eid}: produced_by must name the generating script")
    sent = e["sent"]
    if sent is not None and not isinstance(sent, str):
        err(f"{eid}: sent must be a string or null")
    sig = e["signals"]
    if not isinstance(sig, list) or len(set(sig)) != len(sig):
        err(f"{eid}: signals must be a list without duplicates")
        continue
    for s in sig:
        if s not in SIGNALS:
            err(f"{eid}: unknown signal {s!r}")
        elif s in ERROR_ONLY and e["channel"] != "error-result":
            err(f"{eid}: {s} is only for error-result answers (channel {e['channel']})")
    # canaries: every twaudit- in sent must be a full canary; every full canary in the text must be one the probe sent
    if isinstance(sent, str):
        for m in re.finditer(r"twaudit-", sent):
            if not CANARY_FULL.match(sent, m.start()):
                err(f"{eid}: malformed canary in sent at {m.start()}")
    sent_canaries = set(CANARY_FULL.findall(sent or ""))
    for c in set(CANARY_FULL.findall(e["text"])):
        if c not in sent_canaries:
            err(f"{eid}: text carries canary {c} that the probe did not send")
    for m in re.finditer(r"twaudit-([0-9a-f]*)", e["text"]):
        if len(m.group(1)) < 8 and not any(c.startswith(m.group(0)) for c in sent_canaries):
            err(f"{eid}: truncated canary {m.group(0)} in text is no prefix of a sent canary")
        elif len(m.group(1)) < 8:
            warnings.append(f"{eid}: text shows the sent canary truncated ({m.group(0)}...) as the library printed it")
    if e["probe"] in ("above-max", "below-min"):
        if not (isinstance(sent, str) and re.fullmatch(r"-?\d+", sent)):
            err(f"{eid}: {e['probe']} needs sent as an integer string, got {sent!r}")
    if e["probe"] == "empty" and sent != "":
        err(f"{eid}: empty probe should send an empty string")
    # light consistency checks on labels
    if "validation-echoes-value" in sig:
        probe_vals = sent_canaries or ({sent} if sent else set())
        if not any(v in e["text"] or (v.startswith("twaudit-") and v[:16] in e["text"]) for v in probe_vals):
            err(f"{eid}: labeled validation-echoes-value but the text does not repeat what was sent")
    if eid not in meta:
        err(f"{eid}: missing from meta.json")

if set(meta) != set(ids):
    err("meta.json ids differ from the corpus ids")

# ------------------------------------------------------------ report
sigc = Counter(s for e in entries for s in e["signals"])
clean = sum(1 for e in entries if not e["signals"])
chans = Counter(e["channel"] for e in entries)
probes = Counter(e["probe"] for e in entries)
langs = Counter(m["language"] for m in meta.values())
non_en = sum(v for k, v in langs.items() if k != "en")
distinct_non_en = sorted(k for k in langs if k != "en")
real = sum(1 for m in meta.values() if m["source"] == "real")
indirect = sum(1 for m in meta.values() if m.get("indirect"))
lookalikes = sum(1 for i, m in meta.items()
                 if m.get("lookalike_of") and not set(m["lookalike_of"]) & set(next(e for e in entries if e["id"] == i)["signals"]))

print("entries:", len(entries))
print("per-signal counts:")
for s in SIGNALS:
    print(f"  {s:28s} {sigc[s]:3d}   (minimum {MINIMUMS[s]})")
print("clean (signals == []):", clean)
print("channels:", dict(sorted(chans.items())))
print("probes:", dict(sorted(probes.items())))
print(f"non-English texts: {non_en}; distinct non-English languages: {len(distinct_non_en)} ({', '.join(distinct_non_en)})")
print("languages incl. English:", len(langs))
print("indirect / unusual form:", indirect)
print("look-alikes (show none of the signal they resemble):", lookalikes)
print(f"from real library/tool output: {real}; handwritten: {len(entries) - real}")

for s, m in MINIMUMS.items():
    if sigc[s] < m:
        err(f"mix minimum not met: {s} {sigc[s]} < {m}")
if non_en < 40: err(f"mix minimum not met: non-English {non_en} < 40")
if len(distinct_non_en) < 15: err(f"mix minimum not met: languages {len(distinct_non_en)} < 15")
if indirect < 15: err(f"mix minimum not met: indirect {indirect} < 15")
if lookalikes < 24: err(f"mix minimum not met: look-alikes {lookalikes} < 24")
if set(chans) != CHANNELS: err("not every channel is used")

for w in warnings:
    print("note:", w)
if errors:
    print(f"\n{len(errors)} ERROR(S):")
    for x in errors:
        print("  -", x)
    sys.exit(1)
print("\nOK: format valid, all mix minimums met")
