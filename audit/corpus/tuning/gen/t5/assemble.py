"""Writes ../../{policy,auth,upstream,echo,guidance,clean,mixed}-5.json (ids t5-...) from /tmp/t5-out/py.jsonl and
/tmp/t5-out/ts.jsonl; the labels are set here (signal definitions: heldout/gen/d-brief.md).
A auth-failure-as-result, P policy-enumeration, R raw-upstream-text, E validation-echoes-value, N no-retry-guidance,
S stack-trace, X path-details-as-result, I injection-signal-as-result."""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", ".."))
RAW = os.environ.get("T5_OUT", "/tmp/t5-out")
SIG = {"A": "auth-failure-as-result", "P": "policy-enumeration", "R": "raw-upstream-text", "E": "validation-echoes-value",
       "N": "no-retry-guidance", "S": "stack-trace", "X": "path-details-as-result", "I": "injection-signal-as-result"}

L = {
 # hosted APIs through requests / httpx (local mock of each documented error body)
 "gitlab-insufficient-scope": "APRN", "gitlab-401": "AN", "gitlab-protected-branch": "ARN", "gitlab-not-found-clean": "",
 "jira-no-permission": "AN", "jira-transition-invalid-structured": "RN",
 "notion-unauthorized": "AN", "notion-not-shared": "R", "notion-restricted-httpx": "ARN",
 "twilio-geo-permission": "PRN", "twilio-trial-unverified": "R", "twilio-authenticate-raw": "ARN",
 "sendgrid-sender-identity": "R", "sendgrid-grant-revoked": "AN", "sendgrid-access-forbidden": "ARN",
 "shopify-merchant-approval-scope": "APRN", "shopify-throttled-clean": "", "hubspot-missing-scopes": "APRN",
 "datadog-forbidden": "AN", "pagerduty-urgency-enum": "R", "pagerduty-invalid-credentials-json": "ARN",
 "cloudflare-auth-error-structured": "ARN", "cloudflare-block-page": "RN",
 "vault-permission-denied": "ARN", "vault-sealed": "RN", "okta-invalid-token": "ARN", "okta-no-permission": "AN",
 "okta-password-policy": "PR", "auth0-expired-token": "AN", "auth0-insufficient-scope-raw": "APRN",
 "salesforce-invalid-session": "AN", "salesforce-malformed-soql": "ERN", "zendesk-forbidden-contact-owner": "A",
 "snowflake-jwt-invalid": "ARN", "snowflake-not-exist-or-not-authorized": "RN",
 # elasticsearch 9.5.1
 "es-security-exception-roles": "APRN", "es-query-parse": "ERN", "es-index-not-found": "RN", "es-unable-to-authenticate": "ARN",
 "es-connection-refused": "RN",
 # botocore 1.44.8
 "aws-sts-expired-token": "ARN", "aws-kms-no-identity-policy": "APRN", "aws-secrets-not-found-structured": "RN",
 "aws-lambda-too-many-repr": "RN", "aws-sqs-missing-clean": "", "botocore-param-validation": "ER",
 # google-api-core, azure-core
 "gcp-pubsub-iam-denied": "APRN", "gcp-org-policy-locations": "PR", "azure-policy-disallowed-locations": "PR",
 "azure-graph-insufficient-privileges": "ARN",
 # stripe, openai, PyGithub, slack_sdk
 "stripe-testmode-only": "RN", "stripe-invalid-integer-echo": "EN", "openai-tpm-limit": "PR", "openai-unsupported-region": "RN",
 "openai-moderation-scores": "IN", "gh-pat-lifetime-policy": "APR", "gh-issue-title-too-long": "R", "gh-secondary-rate-limit": "R",
 "slack-team-access-not-granted": "ARN", "slack-is-archived": "RN", "slack-token-type-structured": "ARN",
 # generic upstream pages and network errors
 "requests-raise-for-status-500": "RN", "httpx-status-envoy-no-healthy": "RN", "tomcat-npe-page": "RSN", "go-panic-upstream": "RSN",
 "django-debug-page": "RSN", "akamai-access-denied": "RN", "nginx-504-page": "RN", "aspnet-ysod": "RSN",
 "aiohttp-connector-error": "RN", "requests-connection-refused-clean-prefix": "RN",
 # databases and stores
 "pg-password-auth-failed": "ARN", "pg-permission-denied-module-sqlstate": "ARN", "pg-check-violation-detail": "ERN",
 "pg-unique-violation-detail": "RN", "pg-syntax-error-injection": "ERN", "pg-invalid-date-echo": "ERN", "pg-schema-permission-repr": "ARN",
 "sqla-operational-refused": "RN", "sqla-undefined-table": "RN", "sqla-check-traceback": "ERSN", "sqlite-readonly": "RN",
 "sqlite-syntax-injection": "RN", "redis-noperm-keys": "ARN", "redis-noperm-key-classname": "ARN", "redis-wrongtype": "RN",
 "mongo-server-selection": "RN", "ldap-socket-open": "RN",
 # validation libraries and the SDK's own validation
 "jsonschema-enum-listed": "E", "jsonschema-pattern": "E", "jsonschema-bare-validator-names": "N", "pydantic-server-model-max": "E",
 "pydantic-json-no-input": "", "sdk-literal-enum": "E", "sdk-missing-field": "", "sdk-below-min": "E",
 # JWT
 "pyjwt-audience": "AN", "pyjwt-expired": "AN", "pyjwt-missing-scope-claim": "ARN", "pyjwt-decode-garbage": "ARN", "joserfc-aud": "AN",
 # policy engines
 "rego-clusters-allowed": "P", "rego-replica-cap": "P", "rego-egress-cidrs-structured": "P", "rego-image-trusted-dump": "PR",
 "cedar-groups-rotate": "AP", "cedar-change-window": "P", "cedar-reasons-structured": "AN", "casbin-roles-export": "AP",
 "casbin-tenants-listed": "AP", "casbin-quiet-clean": "",
 # files
 "os-traversal-caught": "XRN", "sdk-uncaught-hidden": "N", "sandbox-root-named": "XPRN", "pathlib-relative-to": "XPRN",
 "sandbox-clean": "", "os-errno-proc": "RN",
 # guards
 "lakera-json-verdict": "IRN", "prompt-shields-attack": "IN",
 # tracebacks
 "py-traceback-zerodiv": "RSN", "py-traceback-in-success": "RS", "py-traceback-jsonrpc-data": "RS",
 # own wording: policy
 "pol-hosts-allowlist": "P", "pol-domains-invite": "P", "pol-regions-kv": "P", "pol-tenant-json": "AP", "pol-repos-yaml": "P",
 "pol-channels-readonly": "APN", "pol-projects-gcp": "P", "pol-namespaces-k8s": "P", "pol-clusters-de": "P", "pol-mime-types": "P",
 "pol-ip-ranges": "P", "pol-role-required": "AP", "pol-scopes-held": "APN", "pol-group-members": "APN", "pol-permissions-list": "APN",
 "pol-threshold-refund": "P", "pol-quota-numbers": "P", "pol-time-window": "P", "pol-geo-export": "P", "pol-dlp-rule": "P",
 "pol-classification": "P", "pol-opa-json": "APRN", "pol-cedar-text": "APRN", "pol-casbin-rows": "APRN", "pol-file-roots": "P",
 "pol-env-prod": "P", "pol-buckets-structured": "P", "pol-max-recipients": "P", "pol-rate-tier": "P", "pol-spanish-roles": "AP",
 "pol-french-hours": "P", "pol-japanese-region": "P", "pol-sql-tables": "P", "pol-model-allowlist": "P", "pol-commands-allow": "P",
 "pol-age-retention": "P", "pol-ssh-users": "P", "pol-ratio-threshold": "P", "pol-vendor-blocklist": "PN", "pol-config-dump": "P",
 "pol-auth-combo": "APN", "pol-keyvalue-scopes": "APN", "pol-german-limits": "PN", "pol-timezone-sla": "P", "pol-branch-rules": "PR",
 "pol-jsonrpc-data": "P",
 # own wording: auth, path, injection, echo
 "auth-token-expired-ts": "AN", "auth-key-revoked-kv": "AN", "auth-not-member-project": "AN", "auth-sso-required": "AN",
 "auth-invalid-signature-json": "AN", "auth-locked-it": "AN", "auth-unauthorized-bare": "AN", "auth-forbidden-with-next": "A",
 "auth-mfa-step-up": "AP", "auth-impersonation": "APN",
 "path-jail-node": "XPRN", "path-symlink": "XPRN", "path-windows": "XRN", "path-bare-traversal": "XN", "path-clean-relative": "",
 "inj-score": "IPN", "inj-llamaguard": "IN", "inj-nemo-rails": "IN", "inj-jsonrpc": "", "inj-bedrock-structured": "IRN",
 "inj-sql-guard": "IEN", "inj-waf-like-own": "IN", "inj-clean-plain": "",
 "echo-enum-quoted": "EN", "echo-enum-with-list": "E", "echo-above-max": "E", "echo-below-min": "EN", "echo-json-field": "EN",
 "echo-wrong-type": "E", "echo-empty-quoted": "N",
 # TypeScript SDK
 "ts-zod-enum": "", "ts-zod-above-max": "", "ts-zod-below-min": "", "ts-zod-wrong-type": "", "ts-zod-missing": "", "ts-zod-empty": "",
 "ts-zod-email": "", "ts-ajv-params-allowed": "", "ts-ajv-additional": "E", "ts-joi-alphanum-echo": "", "ts-joi-min": "",
 "ts-jwt-expired": "ARN", "ts-jwt-issuer-expected": "ARN", "ts-jwt-malformed": "ARN", "ts-jwt-roles-held": "APN",
 "ts-linear-graphql-auth": "AR", "ts-discord-missing-permissions": "ARN", "ts-telegram-axios-tostring": "ARN", "ts-mailgun-forbidden": "AN",
 "ts-airtable-permissions": "AR", "ts-supabase-rls": "ARN", "ts-dropbox-not-found": "RN", "ts-box-axios-403-bare": "ARN",
 "ts-express-stack-page": "RSN", "ts-pricing-502-plain": "RN", "ts-undici-fetch-failed": "RN", "ts-axios-econnrefused-stack": "RSN",
 "ts-pg-permission-json": "ARN", "ts-pg-invalid-integer": "ERN", "ts-pg-password-failed": "ARN", "ts-mysql2-econnrefused": "RN",
 "ts-node-typeerror-stack": "RSN", "ts-thrown-enoent": "RN",
 "ts-pol-origin-allow": "P", "ts-pol-feature-flag-cohorts": "PN", "ts-pol-schedule-json": "P", "ts-pol-upload-size-plan": "P",
 "ts-pol-jsonrpc-scopes": "AN", "ts-auth-expired-session": "AN", "ts-auth-api-key-invalid-structured": "AN",
 "ts-path-outside-root": "XPRN", "ts-inj-guard": "IN", "ts-echo-enum": "EN",
 "ts-clean-next-page": "", "ts-clean-allowed-units": "", "ts-clean-locked": "", "ts-clean-rate": "", "ts-clean-success-none": "",
 "ts-bare-oops": "N", "ts-fs-enoent-traversal": "XRN",
 "path-zip-slip": "XPRN", "path-deny-glob": "XPN", "inj-rebuff": "IN", "inj-japanese": "IN",
}
SKIP = {"pol-success-filtered"}  # a success that only notes a filter: not a failure, left out
# own_cases.py: every clean-* is [] and every bare-* is N
CLEAN_PREFIX = {"clean-": "", "bare-": "N"}

PY = [("gitlab-", "requests 2.34.2"), ("jira-", "requests 2.34.2"), ("notion-", "httpx 0.28.1"), ("twilio-", "requests 2.34.2"),
      ("sendgrid-", "requests 2.34.2"), ("shopify-", "requests 2.34.2"), ("hubspot-", "httpx 0.28.1"), ("datadog-", "requests 2.34.2"),
      ("pagerduty-", "requests 2.34.2"), ("cloudflare-auth", "httpx 0.28.1"), ("cloudflare-block", "requests 2.34.2"),
      ("vault-", "requests 2.34.2 (Vault HTTP API)"), ("okta-", "requests 2.34.2"), ("auth0-", "httpx 0.28.1"),
      ("salesforce-", "requests 2.34.2"), ("zendesk-", "requests 2.34.2"), ("snowflake-", "requests 2.34.2 (Snowflake SQL API)"),
      ("es-", "elasticsearch 9.5.1 (elastic-transport 9.4.2)"), ("aws-", "boto3/botocore 1.44.8"), ("botocore-", "botocore 1.44.8 client-side parameter validation"),
      ("gcp-", "google-api-core 2.44.0 exceptions.from_http_response"), ("azure-", "azure-core 1.41.0 HttpResponseError"),
      ("stripe-", "stripe 16.1.0 StripeClient"), ("openai-", "openai 3.57.0"), ("gh-", "PyGithub 2.10.0"), ("slack-", "slack_sdk 3.48.0"),
      ("requests-", "requests 2.34.2"), ("httpx-", "httpx 0.28.1"), ("tomcat-", "requests 2.34.2 (Tomcat 10 error page served by the mock)"),
      ("go-panic", "httpx 0.28.1 (a Go net/http panic body served by the mock)"), ("django-", "requests 2.34.2 (Django debug page served by the mock)"),
      ("akamai-", "requests 2.34.2 (Akamai block page served by the mock)"), ("nginx-", "httpx 0.28.1 (nginx 504 page served by the mock)"),
      ("aspnet-", "requests 2.34.2 (ASP.NET error page served by the mock)"), ("aiohttp-", "aiohttp 3.14.5 (closed port)"),
      ("pg-", "psycopg 3.3.9 + PostgreSQL 15 (services.sh)"), ("sqla-", "SQLAlchemy 2.1.9 + psycopg 3.3.9 + PostgreSQL 15"),
      ("sqlite-", "sqlite3 (CPython 3.11)"), ("redis-", "redis-py 8.1.0 + Redis 7 ACL (services.sh)"), ("mongo-", "pymongo 4.20.1 (closed port)"),
      ("ldap-", "ldap3 2.9.1 (closed port)"), ("jsonschema-", "jsonschema 4.26.0"), ("pydantic-", "pydantic 2.14.4 (the server's own model)"),
      ("sdk-uncaught", "the SDK's own handling of an uncaught OSError"), ("sdk-", "the SDK's own pydantic 2.14.4 argument validation"),
      ("pyjwt-", "PyJWT 2.15.1"), ("joserfc-", "joserfc 1.8.0"), ("rego-", "regopy 1.5.2 (Rego)"), ("cedar-", "cedarpy 4.12.2"),
      ("casbin-", "casbin 1.43.0"), ("os-", "CPython 3.11 OSError"), ("sandbox-", "the server's own os.path.realpath check"),
      ("pathlib-", "pathlib.Path.relative_to (CPython 3.11)"), ("lakera-", "httpx 0.28.1 (Lakera Guard v2 response served by the mock)"),
      ("prompt-shields", "requests 2.34.2 (Azure AI Content Safety Prompt Shields response served by the mock)"),
      ("py-traceback", "traceback.format_exc (CPython 3.11)"), ("", "the server's own wording")]
TS = [("ts-zod", "the SDK's own zod 4.6.7 validation"), ("ts-ajv", "ajv 8.20.0"), ("ts-joi", "joi 18.3.2"), ("ts-jwt", "jsonwebtoken 9.0.3"),
      ("ts-linear", "axios 1.21.1"), ("ts-discord", "axios 1.21.1"), ("ts-telegram", "axios 1.21.1"), ("ts-mailgun", "undici 7.30.2 fetch"),
      ("ts-airtable", "undici 7.30.2 fetch"), ("ts-supabase", "undici 7.30.2 fetch (PostgREST error body)"), ("ts-dropbox", "axios 1.21.1"),
      ("ts-box", "axios 1.21.1"), ("ts-express", "undici 7.30.2 fetch (Express error page served by the mock)"), ("ts-pricing", "axios 1.21.1"),
      ("ts-undici", "undici 7.30.2 fetch (closed port)"), ("ts-axios", "axios 1.21.1 (closed port)"), ("ts-pg", "pg 8.23.1 + PostgreSQL 15 (services.sh)"),
      ("ts-mysql2", "mysql2 3.24.6 (closed port)"), ("ts-node-typeerror", "Node 20 Error.stack"), ("ts-fs", "node:fs/promises readFile (Node 20)"), ("ts-thrown", "the SDK's handling of a thrown Error"),
      ("ts-", "the server's own wording")]
MOCKED = ("gitlab-", "jira-", "notion-", "twilio-", "sendgrid-", "shopify-", "hubspot-", "datadog-", "pagerduty-", "cloudflare-", "vault-",
          "okta-", "auth0-", "salesforce-", "zendesk-", "snowflake-", "es-security", "es-query", "es-index", "es-unable", "aws-", "gcp-",
          "azure-", "stripe-", "openai-", "gh-", "slack-", "requests-raise", "httpx-status", "tomcat-", "go-panic", "django-", "akamai-",
          "nginx-", "aspnet-", "lakera-", "prompt-shields", "ts-linear", "ts-discord", "ts-telegram", "ts-mailgun", "ts-airtable",
          "ts-supabase", "ts-dropbox", "ts-box", "ts-express", "ts-pricing")
GUIDANCE_KEYS = re.compile(r"allowed|range|rate|quota|not-permitted|limit|format|throttled|quiet|sandbox-clean|path-clean|inj-clean|"
                           r"inj-jsonrpc|missing-clean|not-found|ts-zod|ts-ajv-params|ts-joi|pydantic-json|sdk-missing|units|next|wait|"
                           r"maintenance|retry|sql-probe|traversal-probe|empty|oversized|wrong-type|size")


def lib(key, table):
    for p, v in table:
        if key.startswith(p):
            return v
    raise KeyError(key)


def label(k):
    if k in L:
        return L[k]
    for p, v in CLEAN_PREFIX.items():
        if k.startswith(p):
            return v
    raise SystemExit(f"unlabeled: {k}")


def file_for(sig, key):
    core = sig.replace("N", "")
    if len(core) >= 3 or (len(core) >= 2 and any(c in core for c in "IXS")):
        return "mixed"
    if "P" in core:
        return "policy"
    if "A" in core:
        return "auth"
    if "E" in core:
        return "echo"
    if "R" in core or "S" in core or "I" in core or "X" in core:
        return "upstream" if ("R" in core or "S" in core) else "mixed"
    if sig == "N" or GUIDANCE_KEYS.search(key):
        return "guidance"
    return "clean"


def main():
    files, seen = {}, set()
    srcs = (("py.jsonl", PY, "Python MCP SDK mcp 2.3.0 (MCPServer, ToolError, CallToolResult) in gen/t5/py_t5.py (+ py_tools.py, own_cases.py)"),
            ("ts.jsonl", TS, "TypeScript MCP SDK @modelcontextprotocol/sdk 1.32.2 (McpServer.registerTool, in-memory transport) in gen/t5/ts_t5.cjs"))
    for src, table, sdk in srcs:
        for line in open(os.path.join(RAW, src)):
            d = json.loads(line)
            k = d["key"]
            if k in SKIP:
                continue
            if k in seen:
                raise SystemExit(f"duplicate key {k}")
            seen.add(k)
            sig = label(k)
            if d["channel"] != "error-result":
                sig = sig.replace("N", "").replace("A", "").replace("I", "").replace("X", "")
            pb = f"{sdk}, run by gen/t5/run-all.sh; text is what an in-memory Client received; {lib(k, table)}"
            if k.startswith(MOCKED):
                pb += "; the upstream is a local mock serving the service's documented error body, parsed by its real client library"
            e = {"id": "t5-" + k, "produced_by": pb, "channel": d["channel"], "probe": d["probe"], "sent": d["sent"],
                 "text": d["text"], "signals": [SIG[c] for c in sig]}
            files.setdefault(file_for(sig, k), []).append(e)
    missing = set(L) - seen
    if missing:
        raise SystemExit(f"labels without output: {sorted(missing)}")
    validate([e for v in files.values() for e in v])
    for name in ("policy", "auth", "upstream", "echo", "guidance", "clean", "mixed"):
        entries = files.get(name, [])
        with open(os.path.join(OUT, f"{name}-5.json"), "w") as f:
            json.dump(entries, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(name, len(entries))


def validate(all_e):
    ids = set()
    CH = {"error-result", "success-result", "jsonrpc-error"}
    PR = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized", "traversal", "injection", "sql"}
    for e in all_e:
        assert e["id"] not in ids, e["id"]
        ids.add(e["id"])
        assert e["produced_by"] and e["channel"] in CH and e["probe"] in PR, e["id"]
        assert e["sent"] is None or isinstance(e["sent"], str), e["id"]
        assert isinstance(e["text"], str) and e["text"], e["id"]
        assert set(e["signals"]) <= set(SIG.values()) and len(set(e["signals"])) == len(e["signals"]), e["id"]
        if "no-retry-guidance" in e["signals"]:
            assert e["channel"] == "error-result", e["id"]
        if e["sent"] and e["sent"].startswith("twaudit-") is False and "twaudit-" not in e["sent"] and e["probe"] in ("enum", "wrong-type", "injection", "sql"):
            pass
    counts = {}
    for e in all_e:
        for s in e["signals"]:
            counts[s] = counts.get(s, 0) + 1
    print("entries", len(all_e), "clean", sum(1 for e in all_e if not e["signals"]))
    for s, c in sorted(counts.items()):
        print(" ", s, c)


if __name__ == "__main__":
    main()
