"""Regenerate batch 9: run with /work/gen-9/.venv/bin/python /work/gen-9/gen.py
Writes out/policy-9.json, out/near-9.json, out/mixed-9.json."""
import json, os, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import entry, hand, canary
import libs, hand_policy, hand_near, hand_mixed

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "out")


def from_hand(prefix, rows):
    res = []
    for row in rows:
        suffix, style, text, sigs, probe, sent = row[:6]
        channel = row[6] if len(row) > 6 else "error-result"
        eid = "t9-%s-%s" % (prefix, suffix)
        if probe == "oversized":
            sent = "{C}" + "A" * 4096
        res.append(entry(eid, text, sigs, probe=probe, sent=sent, channel=channel, produced_by=hand(style)))
    return res


files = {
    "policy-9.json": libs.policy_entries() + from_hand("pol", hand_policy.POLICY),
    "near-9.json": libs.near_entries() + from_hand("near", hand_near.NEAR),
    "mixed-9.json": libs.mixed_entries() + from_hand("mix", hand_mixed.MIXED),
}
os.makedirs(OUT, exist_ok=True)
for name, entries in files.items():
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(entries, f, ensure_ascii=False, indent=1)
        f.write("\n")
