"""Batch D: sets the labels of every raw answer in /tmp/d-out/*.json and writes the *-d.json files
beside gen/. Each label was set by reading the text against the signal definitions. Answers not
listed here (ambiguous ones that were dropped) are left out.
Run: python3 d-assemble.py"""
import json, os
A, PA, I, R, S, P, E, N = ("auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
                           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value", "no-retry-guidance")
LABELS = {
 "d-upstream": {
  "pg-auth-raw": [A, R, N], "pg-auth-clean": [], "pg-refused": [R, N], "pg-perm-schema": [A, R, N],
  "pg-invalid-int": [E, R, N], "pg-check": [E, R, N], "refund-neg-clean": [], "sqla-undefined": [R, N],
  "sqla-perm-clean": [], "sqlite-unique": [R, N], "sqlite-unique-clean": [], "sqlite-sqli": [R, N],
  "redis-wrongpass": [A, R, N], "redis-refused": [R, N], "mongo-select": [R, N], "ldap-socket": [R, N],
  "smtp-535": [A, R, N], "http-502-html": [R, N], "http-raise": [R, N], "http-dns": [R, N], "http-clean": [],
  "httpx-404": [R, N], "aiohttp-401": [A, R, N], "cloudflare-block": [R, N], "akamai-denied": [R, N],
  "geo-503-clean": [], "s3-accessdenied": [A, R, N], "s3-expired": [A, R, N], "s3-nosuchbucket": [R, N],
  "secrets-denied": [A, R, N], "gcs-403": [A, R, N], "gcp-401": [A, R, N], "google-refresh": [A, R, N],
  "azure-expired": [A, R, N], "azure-409-clean": [], "github-401": [A, R, N], "github-saml": [A, R],
  "github-404-raw": [R, N], "slack-invalid-auth": [A, R, N], "slack-missing-scope": [A, P, R, N],
  "slack-not-in-channel-clean": [], "slack-user-clean": [], "stripe-401": [A, R, N], "stripe-declined": [R, N],
  "stripe-declined-clean": [], "openai-403": [A, R, N], "es-403": [A, P, R, N], "es-400-sqli": [E, R, N],
  "k8s-403": [A, R, N], "k8s-401": [A, N], "aad-refresh": [A, R, N], "jwt-expired": [A, N], "jwt-aud": [A, R, N],
  "jwt-sig": [A, N],
 },
 "d-policy": {
  "opa-region": [P], "opa-egress": [P, R], "opa-namespace": [P, N], "opa-deploy": [A, P, N], "opa-refund": [P],
  "opa-upload": [P], "cedar-text": [A, P, N], "cedar-clean": [], "cedar-bare": [A, N],
  "casbin-roles": [A, P, N], "casbin-perms": [A, P, N], "casbin-admin": [A, P, N],
  "struct-routing": [P], "struct-frequency": [P], "rpc-role": [P], "rpc-expired": [],
  "hand-bucket-allowlist": [P], "hand-repo-org": [P], "hand-github-org": [P], "hand-tool-readonly": [P],
  "hand-quota-exports": [P], "hand-threshold-transfer": [P, N], "hand-window-payroll": [P],
  "hand-tenant-boundary": [A, P, N], "hand-project-boundary": [A, P, N], "hand-scope-required": [A, P, N],
  "hand-group-members": [A, P, N], "hand-permission-named": [A, P, N], "hand-env-locked": [P], "hand-residency": [P],
  "hand-discount-approval": [P, N], "hand-model-allowlist": [P], "hand-export-control": [P, N], "hand-role-held": [A, P, N],
  "hand-attachment-size": [P], "hand-rate-limit-numbers": [P, N], "hand-ip-country": [A, P, N],
  "hand-deny-rule-named": [P], "hand-channels-allowed": [P], "hand-branch-protected": [P], "hand-max-seats": [P, N],
  "hand-age-threshold": [P, N], "hand-dns-zones": [P], "hand-sql-schemas": [P], "hand-file-types-download": [P, N],
  "neg-shipped": [], "neg-missing-fields": [], "neg-slots": [], "neg-did-you-mean": [], "neg-version-conflict": [],
  "neg-unpaid": [], "neg-sort-fields": [], "neg-date-order": [], "neg-currency": [], "neg-wait": [], "neg-maintenance": [],
  "neg-empty-cart": [], "neg-archived": [], "neg-plain-fail": [N], "neg-plain-declined": [N], "neg-dup-name": [],
  "neg-formats": [], "neg-not-found-next": [], "neg-locked-by-user": [], "neg-unsupported-lang": [],
 },
 "d-node": {
  "joi-pattern": [E], "joi-valid": [], "joi-max": [], "joi-details": [E], "yup-oneof": [], "yup-type": [E],
  "yup-max-echo": [E, N], "yup-email": [], "ajv-text": [], "ajv-verbose": [E], "ajv-missing": [],
  "zod-issues-input": [E], "zod-pretty": [], "zod-pretty-enum": [], "hand-date": [E, N], "hand-status": [E, N],
  "hand-page": [E], "hand-page-clean": [], "hand-invalid": [N], "hand-lookup": [], "hand-tag": [E], "hand-empty": [],
  "hand-oversized": [], "hand-oversized-echo": [E, N],
  "axios-401": [A, R, N], "axios-401-body": [A, R, N], "axios-gh-403": [A, P, R, N], "axios-sendgrid-401": [A, N],
  "axios-refused": [R, N], "fetch-apache-500": [R, N], "fetch-refused": [R, N], "fetch-refused-clean": [],
  "pg-auth": [A, R, N], "pg-perm-json": [A, R, N], "pg-perm-clean": [], "pg-sqli-throw": [R, N], "mysql-stack": [S, R, N],
  "jwt-expired": [A, R, N], "jwt-aud": [A, N], "jwt-sig": [A, N], "jwt-clean": [A],
  "stack-typeerror": [S, R, N], "stack-json": [S, R, E, N], "throw-range": [E, N],
 },
 "d-sdk": {
  "pyd-enum": [E], "pyd-above-max": [E], "pyd-missing": [], "pyd-pattern": [E], "sdk-masked": [N],
  "js-enum": [E], "js-max": [E], "hand-format": [E], "hand-weight": [E], "hand-badreq": [E, N], "hand-sort": [E, N],
  "hand-qty": [E], "hand-isodate": [E, N], "stack-chained": [S, R, N], "stack-rpc-data": [S, R], "stack-frame-line": [S, R, N],
  "path-node-eacces": [PA, R, N], "path-realpath": [PA, R, N], "path-relative": [PA],
  "guard-pii": [I, N], "guard-jailbreak-guided": [I],
 },
 "d-misc": {
  "path-safejoin-raw": [PA, P, R, N], "path-safejoin-class": [PA, P, R, N], "path-clean": [], "path-roots": [PA, P],
  "path-bare": [N], "path-oserror": [PA, R, N], "path-symlink": [PA, P, R, N], "path-tarfilter": [PA, R, N],
  "path-notfound": [R, N], "path-rule-clean": [], "path-allowed-dirs": [PA, P, R, N],
  "guard-moderation": [I, N], "guard-moderation-clean": [I], "guard-shields": [I, R, N], "guard-llamaguard": [I, N],
  "guard-regex-echo": [I, E, N], "guard-classifier": [I, N], "guard-struct": [I, N], "guard-soft": [], "guard-unsafe": [I, N],
  "guard-sqli": [I, N], "stack-py-import": [S, R, E, N], "stack-py-frame": [S, R, N], "stack-py-success": [S, R],
  "stack-java": [S, R, E, N], "stack-php": [S, R, N],
  **{f"clean-{k}": [] for k in ["invoice-paid", "retry-later", "need-id", "pick-one", "idempotent", "too-early", "not-found-list",
                                  "busy", "timezone", "page-token", "future-date", "upload-first", "dependent", "partial", "quota-retry-at"]},
 },
}
ORDER = [A, PA, I, R, S, P, E, N]
HERE = os.path.dirname(os.path.abspath(__file__))
files = {}
def dest(script, key, sig):
    if script == "d-policy":
        return "policy-d.json"
    if not sig:
        return "clean-d.json"
    if A in sig:
        return "auth-d.json"
    if sig == [N]:
        return "guidance-d.json"
    if script in ("d-misc", "d-sdk") and (PA in sig or I in sig or S in sig):
        return "mixed-d.json"
    if E in sig and R not in sig:
        return "echo-d.json"
    if R in sig:
        return "upstream-d.json"
    return "echo-d.json"
for script, labels in LABELS.items():
    raw = json.load(open(f"/tmp/d-out/{script}.json"))
    missing = set(labels) - set(raw)
    assert not missing, (script, missing)
    for key, sig in labels.items():
        e = raw[key]
        if N in sig:
            assert e["channel"] == "error-result", (script, key)
        sig = [s for s in ORDER if s in sig]
        short = script[2:]
        files.setdefault(dest(script, key, sig), []).append({
            "id": f"d-{short}-{key}", "produced_by": e["produced_by"], "channel": e["channel"], "probe": e["probe"],
            "sent": e["sent"], "text": e["text"], "signals": sig})
out = os.path.dirname(HERE)
tot = {}
for f, entries in sorted(files.items()):
    with open(os.path.join(out, f), "w") as fh:
        json.dump(entries, fh, indent=1, ensure_ascii=False)
        fh.write("\n")
    print(f, len(entries))
allE = [e for es in files.values() for e in es]
for s in ORDER:
    print(s, sum(s in e["signals"] for e in allE))
print("clean", sum(not e["signals"] for e in allE), "total", len(allE))
