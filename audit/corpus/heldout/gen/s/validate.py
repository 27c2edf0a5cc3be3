#!/usr/bin/env python3
import json, re, collections
d = json.load(open("/work/heldout-s/mixed-s.json"))
CH = {"error-result", "success-result", "jsonrpc-error"}
PR = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized", "traversal", "injection", "sql"}
SIG = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text", "stack-trace",
       "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]
ERR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"}
KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
assert isinstance(d, list) and len(d) == 100
ids = [e["id"] for e in d]
assert len(set(ids)) == 100 and set(ids) == {f"s-{i:03d}" for i in range(1, 101)}
for e in d:
    assert set(e) == KEYS, e["id"]
    assert e["channel"] in CH and e["probe"] in PR, e["id"]
    assert all(s in SIG for s in e["signals"]) and len(e["signals"]) == len(set(e["signals"])), e["id"]
    assert isinstance(e["text"], str) and e["text"], e["id"]
    assert e["sent"] is None or isinstance(e["sent"], str), e["id"]
    if e["channel"] != "error-result":
        assert not (set(e["signals"]) & ERR_ONLY), e["id"]
    for part in (e["sent"] or "", e["text"]):
        for c in re.findall(r"twaudit-(.{0,9})", part):
            assert re.fullmatch(r"[0-9a-f]{8}(?![0-9a-f]).?", c, re.S), (e["id"], c)
    if e["probe"] in ("above-max", "below-min"):
        assert re.fullmatch(r"-?\d+", e["sent"]), e["id"]
cnt = collections.Counter(s for e in d for s in e["signals"])
print("per-signal counts:")
for s in SIG: print(f"  {s}: {cnt[s]}")
print("clean []:", sum(1 for e in d if not e["signals"]))
print("channels:", dict(collections.Counter(e["channel"] for e in d)))
print("probes:", dict(collections.Counter(e["probe"] for e in d)))
meta = json.load(open("/tmp/hs-scratch/meta.json"))
langs = collections.Counter(m["lang"] for m in meta)
non_en = sum(v for k, v in langs.items() if k != "en")
print("non-English texts:", non_en, "languages other than English:", len(langs) - 1, dict(langs))
print("real library output:", sum(m["real"] for m in meta), "handwritten:", sum(not m["real"] for m in meta))
canaries = [c for e in d for c in re.findall(r"twaudit-[0-9a-f]{8}", e["sent"] or "")]
print("distinct canaries in sent:", len(set(canaries)), "of", len(canaries))
