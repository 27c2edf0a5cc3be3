import json, collections, glob
ids = set(); per_sig = collections.Counter(); files = {}
for p in sorted(glob.glob("/work/gen-10/out/*.json")):
    d = json.load(open(p)); assert isinstance(d, list)
    files[p] = len(d)
    for e in d:
        assert set(e) == {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}, e["id"]
        assert e["id"] not in ids, e["id"]; ids.add(e["id"])
        for s in e["signals"]: per_sig[s] += 1
        if not e["signals"]: per_sig["[] (clean)"] += 1
        if "auth-10" in p: assert "auth-failure-as-result" in e["signals"] and e["channel"] == "error-result", e["id"]
        else: assert "auth-failure-as-result" not in e["signals"], e["id"]
for p, n in files.items(): print(p, n)
print("total", len(ids))
for s, n in per_sig.most_common(): print(f"  {s}: {n}")
