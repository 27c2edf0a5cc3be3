"""Validate batch I files and print counts per signal."""
import json, os, re, collections, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import SIGNALS, CHANNELS, PROBES, ISERROR_ONLY
base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
allids, total = set(), collections.Counter()
for f in ["policy-i.json", "near-i.json", "mixed-i.json"]:
    data = json.load(open(os.path.join(base, f)))
    c = collections.Counter()
    for e in data:
        assert set(e) == {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}, e["id"]
        assert e["id"].startswith("i-") and e["id"] not in allids, e["id"]
        allids.add(e["id"])
        assert set(e["signals"]) <= SIGNALS and e["channel"] in CHANNELS and e["probe"] in PROBES
        if e["channel"] != "error-result":
            assert not set(e["signals"]) & ISERROR_ONLY, e["id"]
        for m in re.findall(r"twaudit-[0-9a-fA-F]*", e["text"] + (e["sent"] or "")):
            assert re.fullmatch(r"twaudit-[0-9a-f]{8}", m), (e["id"], m)
        c.update(e["signals"] or ["(clean [])"])
    total.update(c)
    print(f, len(data), dict(sorted(c.items())))
print("all", len(allids), dict(sorted(total.items())))
