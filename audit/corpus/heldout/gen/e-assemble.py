"""Batch E: reads the raw answers in /tmp/e-out/*.json, sets each entry's labels (LABELS, by hand, following
e-brief.md) and writes audit/corpus/heldout/*-e.json. Entries labeled [] go to clean-e.json; the others go to
the file of their main theme (FILE_OF). Setup calls whose answers are not corpus entries are in SKIP."""
import json, os, glob
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..")
P, A, U, G, E, I, T, S = ("policy-enumeration", "auth-failure-as-result", "raw-upstream-text", "no-retry-guidance",
                          "validation-echoes-value", "injection-signal-as-result", "path-details-as-result", "stack-trace")
SKIP = {"up-pg-1", "up-sa-1"}
LABELS = {
 # ---- e-policy.py
 "pol-opa-deny-1": [P, G], "pol-opa-deny-2": [P, A, G], "pol-opa-raw-1": [P, U, G], "gui-sdkmask-1": [G],
 "pol-cedar-1": [P, A, G], "pol-cedar-2": [P, A], "cln-cedar-3": [A],
 "pol-casbin-1": [P, A, U, G], "auth-casbin-2": [A, G],
 "pol-region-1": [P, E], "pol-region-2": [G], "pol-tenant-1": [P], "pol-channel-1": [P], "pol-root-1": [P, T],
 "pol-role-1": [P, A, G], "pol-scope-1": [P, A, G], "pol-group-1": [P, A, G], "pol-quota-1": [P, G], "pol-window-1": [P],
 "pol-geo-1": [P, G], "pol-class-1": [P, G], "pol-config-1": [P], "pol-config-2": [P, A, G], "pol-threshold-1": [P, E],
 "pol-threshold-2": [P, G], "pol-ip-1": [P, U, G], "pol-bucket-1": [P, A], "pol-env-1": [P], "pol-fr-1": [P, A, G],
 "pol-de-1": [P, A, G], "pol-es-1": [P], "pol-email-1": [P], "pol-game-1": [P, E], "pol-iot-1": [P], "pol-cicd-1": [P],
 "pol-hr-1": [P, A], "pol-ads-1": [P, E], "pol-mfa-1": [P, A], "pol-files-1": [P, T], "pol-rate-1": [P, G],
 "pol-k8s-1": [P, U], "pol-sched-1": [P, A], "pol-cms-1": [P, A, G], "pol-bank-1": [P, G], "pol-logi-1": [P],
 "pol-analytics-1": [P], "pol-proj-1": [P, A], "pol-hold-1": [P],
 "cln-pol-1": [A], "cln-pol-2": [], "cln-pol-3": [], "cln-pol-4": [], "cln-pol-5": [], "cln-pol-6": [],
 # ---- e-upstream.py
 "auth-gh-1": [A, U, G], "auth-gh-2": [A, U, G], "auth-slack-1": [A, U, G], "auth-slack-2": [A, P, U, G], "gui-slack-3": [U, G],
 "auth-stripe-1": [A, U, G], "auth-stripe-2": [A, P, U, G], "up-stripe-3": [U, G], "cln-stripe-4": [],
 "auth-openai-1": [A, U], "up-openai-2": [U, P], "inj-openai-3": [I, U],
 "auth-aws-1": [A, U, P, G], "auth-aws-2": [A, U, G], "up-aws-3": [U, G], "up-aws-4": [U],
 "auth-gcp-1": [A, U, P, G], "auth-gcp-2": [A, U, G], "up-gcp-3": [U, P, G], "auth-azure-1": [A, U, P], "up-azure-2": [U],
 "auth-es-1": [A, U, G], "up-es-2": [U, G], "auth-authlib-1": [A, U, G],
 "auth-jwt-1": [A, G], "auth-jwt-2": [A, G], "auth-jwt-3": [A, U, G],
 "auth-http-1": [A, U, G], "auth-http-2": [A, U, G], "up-cf-1": [U, G], "up-nginx-1": [U, G], "up-spring-1": [U, G],
 "up-envoy-1": [U, G], "up-springjson-1": [U, G], "up-requests-1": [U, G], "up-requests-2": [U, G], "up-httpx-1": [U, G],
 "up-aiohttp-1": [U, G], "cln-up-1": [],
 "up-pg-2": [U, G], "echo-pg-3": [U, E, G], "up-pg-4": [U, G], "auth-pg-5": [A, U, G], "up-pg-6": [], "up-pg-6b": [A, U, G],
 "echo-pg-9": [U, E, G], "auth-pg-7": [A, U, G], "cln-pg-8": [], "up-sa-2": [U, G], "up-sa-3": [U, G],
 "auth-redis-1": [A, U, G], "up-redis-2": [U, G], "up-redis-3": [U, G], "auth-redis-4": [A, U, G],
 # ---- e-misc.py
 "echo-sdk-1": [E], "echo-sdk-2": [E], "echo-sdk-3": [E], "gui-sdk-4": [], "echo-sdk-5": [E], "echo-sdk-6": [E], "echo-sdk-7": [E],
 "echo-js-1": [E], "echo-js-2": [E], "echo-js-3": [E], "echo-js-4": [E], "cln-js-5": [], "cln-js-6": [], "cln-js-7": [],
 "path-real-1": [T, P], "path-short-2": [T, E, G], "path-json-3": [T, P], "path-os-4": [U, G], "cln-path-5": [],
 "path-fr-6": [T, G], "path-mail-7": [T, P], "path-ci-8": [T, U, G], "gui-path-9": [G],
 "inj-guard-1": [I, P, G], "inj-guard-2": [I, G], "inj-guard-3": [I, G], "inj-guard-4": [I, G], "inj-guard-5": [I, G],
 "inj-guard-6": [I, G], "inj-guard-7": [I, G], "inj-guard-8": [I, G], "cln-guard-9": [],
 "inj-sql-10": [I, E, G], "inj-waf-11": [I, U, G], "cln-inj-12": [], "cln-sql-13": [],
 "stack-py-1": [S, U, G], "stack-py-2": [S, U, G], "stack-py-3": [S, U, G], "stack-py-4": [S], "cln-stack-5": [], "gui-mask-6": [G],
 "cln-biz-30": [G],
 # ---- e-extra.py
 "path-sym-1": [T, P, U, G], "path-rel-2": [T, P, U, G], "path-bak-3": [T, P, E], "path-log-4": [T, G], "cln-path-6": [],
 "inj-guard-12": [I, G], "inj-guard-13": [I, G], "inj-guard-14": [I, G],
 "stack-tz-1": [S, U, E, G], "stack-dec-2": [S, U, G], "stack-json-3": [S], "stack-cal-4": [S, U, G],
 # ---- e-node.cjs
 "echo-zod-1": [], "echo-zod-2": [], "echo-zod-3": [], "gui-zod-4": [], "echo-joi-1": [E], "echo-joi-2": [E],
 "cln-yup-1": [], "cln-yup-2": [], "cln-ajv-1": [], "gui-ajv-2": [],
 "auth-jwt-node-1": [A, U, G], "auth-jwt-node-2": [A, U, G], "auth-jwt-node-3": [A, U, G],
 "auth-axios-1": [A, U, G], "auth-axios-2": [A, P, G], "up-axios-3": [U, S, G], "up-axios-4": [U, G], "cln-axios-5": [],
 "auth-pg-node-1": [A, U, G], "auth-pg-node-2": [A, U, G], "echo-pg-node-3": [U, E, G],
 "stack-node-1": [S, U, G], "stack-node-2": [E, G], "stack-node-3": [S, U, G],
}
# generic: cln-* from the C list in e-misc.py are [] and gui-N are [G] (set below unless listed above)
def file_of(key, sig):
    if not sig:
        return "clean"
    pre = key.split("-")[0]
    if pre == "pol": return "policy"
    if pre == "auth": return "auth"
    if pre == "up": return "upstream"
    if pre == "gui" or sig == [G]: return "guidance"
    if pre == "echo": return "echo"
    return "mixed"

raw = {}
for f in sorted(glob.glob("/tmp/e-out/e-*.json")):
    raw.update(json.load(open(f)))
files = {k: [] for k in ["policy", "auth", "upstream", "guidance", "echo", "mixed", "clean"]}
for key, v in raw.items():
    if key in SKIP:
        continue
    if key in LABELS:
        sig = LABELS[key]
    elif key.startswith("cln-"):
        sig = []
    elif key.startswith("gui-"):
        sig = [G]
    else:
        raise SystemExit(f"no label for {key}")
    if G in sig and v["channel"] != "error-result":
        raise SystemExit(f"{key}: no-retry-guidance on {v['channel']}")
    ent = {"id": "e-" + key, "produced_by": v["produced_by"], "channel": v["channel"], "probe": v["probe"],
           "sent": v["sent"], "text": v["text"], "signals": sig}
    files[file_of(key, sig)].append(ent)
missing = set(LABELS) - set(raw)
if missing:
    raise SystemExit(f"labels without answers: {missing}")
ids = [e["id"] for es in files.values() for e in es]
assert len(ids) == len(set(ids))
for name, es in files.items():
    with open(os.path.join(OUT, f"{name}-e.json"), "w") as f:
        json.dump(es, f, indent=1, ensure_ascii=False)
        f.write("\n")
cnt = {s: 0 for s in (P, A, U, G, E, I, T, S)}
for es in files.values():
    for e in es:
        for s in e["signals"]:
            cnt[s] += 1
print("entries", len(ids), {k: len(v) for k, v in files.items()})
print(cnt)
