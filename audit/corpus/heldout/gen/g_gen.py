#!/usr/bin/env python3
"""Generate batch G of the audit corpus: policy-g.json, near-g.json, mixed-g.json.

Run with the venv that has regopy, cedarpy and casbin:  /work/gen-g/venv/bin/python /work/gen-g/g_gen.py
Hand-written texts are in g_hand.py; engine-produced texts in g_engines.py.
Canaries are derived from the entry id, so the output is stable across runs.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import g_engines  # noqa: E402
import g_hand  # noqa: E402

OUT = "/work/gen-g/out"
SIGNALS = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"}
ISERROR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
                "no-retry-guidance"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}


def canary(eid):
    return "twaudit-" + hashlib.sha1(eid.encode()).hexdigest()[:8]


def build(rows):
    out = []
    for suffix, channel, probe, sent, text, signals, by in rows:
        eid = "g-" + suffix
        c = canary(eid)
        if sent == "C":
            sent_v = c
        elif isinstance(sent, str):
            sent_v = sent.replace("{c}", c)
        else:
            sent_v = sent
        text_v = text.replace("{c}", c)
        assert channel in CHANNELS, eid
        assert probe in PROBES, eid
        assert set(signals) <= SIGNALS, (eid, signals)
        if channel != "error-result":
            assert not (set(signals) & ISERROR_ONLY), (eid, signals)
        if "validation-echoes-value" in signals:
            assert sent_v and sent_v in text_v, eid
        out.append({"id": eid, "produced_by": by, "channel": channel, "probe": probe,
                    "sent": sent_v, "text": text_v, "signals": sorted(signals)})
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    policy = build(g_engines.all_engine_entries(canary) + g_hand.POLICY)
    near = build(g_hand.NEAR)
    mixed = build(g_hand.MIXED)
    ids = [e["id"] for e in policy + near + mixed]
    dup = {i for i in ids if ids.count(i) > 1}
    assert not dup, dup
    for e in policy:
        assert "policy-enumeration" in e["signals"], e["id"]
    for e in near:
        assert "policy-enumeration" not in e["signals"], e["id"]
    for name, data in (("policy-g.json", policy), ("near-g.json", near), ("mixed-g.json", mixed)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(name, len(data))


if __name__ == "__main__":
    main()
