"""Batch F assembler: reads /tmp/f-out/*.json (raw answers from f-policy.py, f-upstream.py, f-misc.py, f-node.cjs), applies
the hand-set LABELS (by f-brief.md's definitions), writes heldout/{policy,auth,upstream,mixed,clean}-f.json and validates.
Letters: P policy-enumeration, A auth-failure-as-result, U raw-upstream-text, V validation-echoes-value,
I injection-signal-as-result, T path-details-as-result, S stack-trace, N no-retry-guidance."""
import json, os, re
OUT, HERE = "/tmp/f-out", os.path.dirname(os.path.abspath(__file__))
DEST = os.path.dirname(HERE)
SIG = {"P": "policy-enumeration", "A": "auth-failure-as-result", "U": "raw-upstream-text", "V": "validation-echoes-value",
       "I": "injection-signal-as-result", "T": "path-details-as-result", "S": "stack-trace", "N": "no-retry-guidance"}
SKIP = {"f-upstream:up-pg-4"}  # a successful insert that sets up the duplicate; not a failure
LABELS = {
 "f-policy": {
  "pol-casbin-1": "PAN", "pol-casbin-2": "PAN", "pol-casbin-3": "PAN", "pol-casbin-4": "PA", "pol-casbin-5": "PAN",
  "pol-cedar-1": "PAN", "pol-cedar-2": "PAN", "auth-cedar-3": "A", "pol-cedar-4": "PA", "pol-cedar-5": "PA", "auth-cedar-6": "AN",
  "pol-rego-1": "P", "pol-rego-2": "PAN", "pol-rego-3": "PVU", "cln-rego-4": "", "pol-rego-5": "PAN", "pol-rego-6": "PAN",
  "pol-elec-1": "PA", "pol-elec-2": "P", "cln-elec-3": "", "pol-mus-1": "P", "pol-mus-2": "PAN",
  "pol-sport-1": "P", "pol-sport-2": "P", "cln-sport-3": "", "pol-permit-1": "PA", "pol-permit-2": "P",
  "pol-wine-1": "P", "pol-wine-2": "PAN", "pol-rail-1": "P", "pol-rail-2": "P", "cln-rail-3": "",
  "pol-film-1": "PAN", "pol-film-2": "P", "pol-lib-1": "PA", "cln-lib-2": "", "pol-lib-3": "P", "pol-dental-1": "PAN",
  "pol-agri-1": "P", "cln-agri-2": "", "pol-mar-1": "P", "pol-mar-2": "PA", "pol-mar-3": "P", "pol-church-1": "PAN",
  "cln-church-2": "", "pol-water-1": "PA", "pol-sat-1": "P", "pol-pod-1": "P", "pol-pod-2": "P", "cln-mine-1": "",
 },
 "f-upstream": {
  "auth-pg-1": "AUN", "auth-pg-2": "AUN", "up-pg-3": "UVN", "up-pg-5": "UN", "cln-pg-6": "", "up-pg-7": "UVN", "up-pg-8": "UVN",
  "up-sa-9": "UVN", "up-pg-10": "UN", "auth-redis-1": "AUN", "up-redis-2": "UN", "auth-redis-3": "AUN", "up-redis-4": "UN",
  "auth-aws-1": "AUPN", "up-aws-2": "UN", "up-aws-3": "UN", "auth-aws-4": "AUN", "cln-aws-5": "",
  "auth-gcp-1": "AUPN", "up-gcp-2": "UPN", "auth-az-1": "AUPN", "up-az-2": "UN", "auth-gh-1": "AUN", "auth-gh-2": "AUN",
  "auth-slack-1": "AUPN", "up-slack-2": "AUN", "auth-stripe-1": "AUN", "up-stripe-2": "UN", "auth-oai-1": "AUN",
  "up-oai-2": "UP", "inj-oai-3": "IUN", "cln-oai-4": "", "auth-es-1": "AUPN", "up-es-2": "UVN",
  "up-req-1": "UN", "up-req-2": "UN", "auth-httpx-1": "AUN", "auth-httpx-2": "AUN", "up-req-3": "UN", "up-aio-1": "UN",
  "up-mongo-1": "UN", "auth-ldap-1": "AUN", "auth-ldap-2": "A", "auth-jwt-1": "AUN", "auth-jwt-2": "AUN",
  "auth-authlib-1": "APN", "auth-authlib-2": "AN", "auth-authlib-3": "A",
 },
 "f-misc": {
  "echo-sdk-1": "V", "echo-sdk-2": "V", "echo-sdk-3": "V", "echo-sdk-4": "V", "echo-sdk-5": "V", "echo-sdk-6": "V",
  "echo-sdk-7": "V", "sdk-8": "", "echo-pyd-1": "V", "cln-pyd-2": "", "echo-js-1": "V", "echo-js-2": "V",
  "echo-hand-1": "VN", "cln-hand-2": "", "echo-hand-3": "VN", "cln-hand-4": "",
  "path-1": "TPN", "path-2": "TPN", "path-3": "TN", "path-4": "TN", "cln-path-5": "", "path-6": "UN", "path-7": "TUN",
  "path-8": "TP", "path-11": "TPN", "path-12": "TPN", "path-13": "TP", "path-9": "TP", "cln-path-10": "",
  "inj-1": "IN", "inj-2": "IN", "inj-3": "IN", "inj-4": "IN", "inj-5": "IN", "cln-inj-6": "", "inj-7": "IN", "inj-8": "IN",
  "inj-9": "IN", "inj-11": "IN", "cln-inj-10": "",
  "stack-1": "SUN", "stack-2": "SUN", "stack-3": "SUN", "stack-4": "SU", "cln-stack-5": "", "stack-6": "SUN", "stack-8": "SUN", "stack-9": "SUN", "stack-7": "SUN",
  **{f"cln-misc-{k}": "" for k in ["rate", "hours", "dup", "state", "empty", "ja", "code", "conflict", "window", "unsupported",
                                   "pt", "wait", "notfound", "closed", "format", "nl"]},
 },
 "f-node": {
  "zod-1": "", "zod-2": "", "zod-3": "", "zod-4": "", "echo-joi-1": "V", "cln-yup-1": "", "ajv-1": "",
  "auth-jwt-node-1": "AUN", "auth-jwt-node-2": "AUN", "auth-axios-1": "AUPN", "auth-axios-2": "AUN",
  "up-undici-1": "UN", "up-undici-2": "UN", "cln-undici-3": "", "auth-pg-node-1": "AUN", "up-pg-node-2": "UN",
  "up-mysql-1": "UN", "stack-node-1": "SUN", "echo-node-2": "VUN",
 },
}
ORDER = "PAUVITSN"
entries = []
for script, labels in LABELS.items():
    raw = json.load(open(f"{OUT}/{script}.json"))
    missing = set(raw) - set(labels) - {k.split(":")[1] for k in SKIP if k.startswith(script + ":")}
    assert not missing, (script, missing)
    for key, lab in labels.items():
        r = raw[key]
        sigs = [SIG[c] for c in ORDER if c in lab]
        entries.append({"id": f"f-{script[2:]}-{key}", "produced_by": r["produced_by"], "channel": r["channel"], "probe": r["probe"],
                        "sent": r["sent"], "text": r["text"], "signals": sigs})


def bucket(e):
    s = set(e["signals"])
    if not s:
        return "clean"
    if s & {"validation-echoes-value", "injection-signal-as-result", "path-details-as-result", "stack-trace"}:
        return "mixed"
    if "policy-enumeration" in s and "raw-upstream-text" not in s:
        return "policy"
    if "auth-failure-as-result" in s:
        return "auth"
    return "upstream"


# validation
CH = {"error-result", "success-result", "jsonrpc-error"}
PR = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized", "traversal", "injection", "sql"}
ids = [e["id"] for e in entries]
assert len(ids) == len(set(ids)) and all(i.startswith("f-") for i in ids)
for e in entries:
    assert set(e) == {"id", "produced_by", "channel", "probe", "sent", "text", "signals"}
    assert e["channel"] in CH and e["probe"] in PR and (e["sent"] is None or isinstance(e["sent"], str))
    assert isinstance(e["text"], str) and e["text"], e["id"]
    assert set(e["signals"]) <= set(SIG.values())
    assert "no-retry-guidance" not in e["signals"] or e["channel"] == "error-result", e["id"]
    assert "auth-failure-as-result" not in e["signals"] or e["channel"] == "error-result" or True
    if e["sent"] and re.search(r"twaudit-[0-9a-f]{8}", e["sent"]) is None and e["probe"] not in ("above-max", "below-min", "empty"):
        raise AssertionError(("sent without canary", e["id"]))
files = {}
for e in entries:
    files.setdefault(bucket(e), []).append(e)
for b, es in files.items():
    with open(f"{DEST}/{b}-f.json", "w") as f:
        json.dump(es, f, indent=1, ensure_ascii=False)
        f.write("\n")
cnt = {v: sum(v in e["signals"] for e in entries) for v in SIG.values()}
print(len(entries), {b: len(es) for b, es in files.items()}, cnt, "clean", sum(not e["signals"] for e in entries))
