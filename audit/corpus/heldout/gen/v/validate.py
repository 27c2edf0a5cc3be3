"""Checks /work/heldout-v/mixed-v.json against the brief's format and prints counts."""
import json, re, sys, collections
F = "/work/heldout-v/mixed-v.json"; M = "/work/heldout-v/gen/meta.json"
CH = {"error-result", "success-result", "jsonrpc-error"}
PR = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized", "traversal", "injection", "sql"}
SIG = ["auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "raw-upstream-text",
       "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]
ERR_ONLY = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result", "no-retry-guidance"}
FAIL_ONLY = {"raw-upstream-text", "policy-enumeration", "validation-echoes-value"}  # "any failure"
KEYS = {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
CAN = re.compile(r"twaudit-[0-9a-fA-F]+")
errs = []
data = json.load(open(F)); meta = json.load(open(M))
if len(data) != 100: errs.append(f"{len(data)} entries, want 100")
ids = [e.get("id") for e in data]
if ids != [f"v-{i:03d}" for i in range(1, 101)]: errs.append("ids not v-001..v-100 in order")
if len(set(ids)) != len(ids): errs.append("duplicate ids")
for e in data:
    i = e.get("id")
    if set(e) != KEYS: errs.append(f"{i}: keys {sorted(e)}"); continue
    if e["channel"] not in CH: errs.append(f"{i}: channel {e['channel']}")
    if e["probe"] not in PR: errs.append(f"{i}: probe {e['probe']}")
    if not isinstance(e["text"], str) or not e["text"]: errs.append(f"{i}: empty text")
    if not isinstance(e["produced_by"], str) or "/work/heldout-v/gen/" not in e["produced_by"]: errs.append(f"{i}: produced_by lacks script path")
    if not isinstance(e["signals"], list) or len(set(e["signals"])) != len(e["signals"]): errs.append(f"{i}: signals")
    for s in e["signals"]:
        if s not in SIG: errs.append(f"{i}: unknown signal {s}")
        if s in ERR_ONLY and e["channel"] != "error-result": errs.append(f"{i}: {s} on {e['channel']}")
        if s in FAIL_ONLY and e["channel"] == "success-result": errs.append(f"{i}: {s} on a success")
    if e["sent"] is not None and not isinstance(e["sent"], str): errs.append(f"{i}: sent not string/null")
    if e["probe"] in ("above-max", "below-min") and not (isinstance(e["sent"], str) and re.fullmatch(r"-?\d+", e["sent"])):
        errs.append(f"{i}: {e['probe']} sent must be an integer string")
    for fld in ("sent", "text"):
        v = e[fld] or ""
        for m in CAN.finditer(v):
            tok = m.group(0)
            if not re.fullmatch(r"twaudit-[0-9a-f]{8}", tok[:16]) or (len(tok) > 16 and re.match(r"[0-9a-f]", tok[16])):
                errs.append(f"{i}: bad canary {tok} in {fld}")
    if i not in meta: errs.append(f"{i}: missing in meta.json")
cnt = collections.Counter(s for e in data for s in e["signals"])
print("signals:"); [print(f"  {s}: {cnt[s]}") for s in SIG]
print("clean ([]):", sum(1 for e in data if not e["signals"]))
print("channels:", dict(collections.Counter(e["channel"] for e in data)))
print("probes:", dict(collections.Counter(e["probe"] for e in data)))
langs = collections.Counter(meta[e["id"]]["language"] for e in data if e["id"] in meta)
print("non-English texts:", sum(v for k, v in langs.items() if k != "en"), "| distinct non-English languages:", len([k for k in langs if k != "en"]), "| distinct languages:", len(langs))
print("real-code entries:", sum(1 for e in data if meta.get(e["id"], {}).get("source") == "real"), "| handwritten:", sum(1 for e in data if meta.get(e["id"], {}).get("source") == "handwritten"))
MIN = {"auth-failure-as-result": 14, "path-details-as-result": 10, "injection-signal-as-result": 10, "raw-upstream-text": 14,
       "stack-trace": 8, "policy-enumeration": 14, "validation-echoes-value": 10, "no-retry-guidance": 14}
for s, m in MIN.items():
    if cnt[s] < m: errs.append(f"minimum not met: {s} {cnt[s]} < {m}")
if sum(v for k, v in langs.items() if k != "en") < 40: errs.append("fewer than 40 non-English")
if len([k for k in langs if k != "en"]) < 15: errs.append("fewer than 15 non-English languages")
if set(e["channel"] for e in data) != CH: errs.append("not all channels used")
if errs: print("ERRORS:"); [print("  " + x) for x in errs]; sys.exit(1)
print("OK")
