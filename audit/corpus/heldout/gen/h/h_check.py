"""Checks the batch H files: JSON arrays, unique ids, fields, labels, canaries; prints counts."""
import collections, json, re, sys
ALLOWED = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text",
           "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized", "traversal", "injection", "sql"}
ids, tot = set(), collections.Counter()
ok = True
for f in ("auth-h.json", "near-h.json", "mixed-h.json"):
    arr = json.load(open("/work/gen-h/out/" + f, encoding="utf-8"))
    assert isinstance(arr, list)
    c = collections.Counter()
    for e in arr:
        assert set(e) == {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}, e["id"]
        assert e["id"].startswith("h-") and e["id"] not in ids, e["id"]
        ids.add(e["id"])
        assert e["channel"] in ("error-result", "success-result", "jsonrpc-error")
        assert e["probe"] in PROBES, e["id"]
        assert set(e["signals"]) <= ALLOWED and len(set(e["signals"])) == len(e["signals"])
        if e["channel"] != "error-result":
            for s in ("no-retry-guidance", "auth-failure-as-result", "path-details-as-result", "injection-signal-as-result"):
                assert s not in e["signals"], e["id"]
        if f.startswith("auth"):
            assert "auth-failure-as-result" in e["signals"], e["id"]
        else:
            assert "auth-failure-as-result" not in e["signals"], e["id"]
        for m in re.findall(r"twaudit[-_][0-9a-f]{8}", e["text"]):
            if not (e["sent"] and m in e["sent"]):
                print("canary in text not in sent:", e["id"], m); ok = False
        if e["sent"] and "twaudit" in e["sent"] and not re.search(r"twaudit[-_][0-9a-f]{8}", e["sent"]) and e["sent"] != "twaudit":
            print("bad canary in sent", e["id"], e["sent"]); ok = False
        if "validation-echoes-value" in e["signals"]:
            assert e["sent"] and (e["sent"] in e["text"] or re.search(r"twaudit[-_][0-9a-f]{8}", e["text"])), e["id"]
        if "CANARY" in e["text"] or "127.0.0.1:0" in e["text"]:
            print("placeholder left", e["id"]); ok = False
        for s in e["signals"]:
            c[s] += 1; tot[s] += 1
    print(f, len(arr), dict(c))
print("total", len(ids), dict(sorted(tot.items())))
sys.exit(0 if ok else 1)
