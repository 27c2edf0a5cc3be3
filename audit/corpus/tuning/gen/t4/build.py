"""Writes ../../*-4.json (ids t4-...) from out/py.jsonl and out/ts.jsonl; labels are set here.
A auth-failure-as-result, P policy-enumeration, R raw-upstream-text, E validation-echoes-value,
N no-retry-guidance, S stack-trace, X path-details-as-result."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", ".."))
SIG = {"A": "auth-failure-as-result", "P": "policy-enumeration", "R": "raw-upstream-text", "E": "validation-echoes-value",
       "N": "no-retry-guidance", "S": "stack-trace", "X": "path-details-as-result"}

L = {
 # GitHub (PyGithub 2.10.0)
 "gh-bad-credentials": "ARN", "gh-saml-sso": "ARN", "gh-not-found": "RN", "gh-rate-limit": "RN", "gh-ip-allowlist": "ARN",
 "gh-accepted-permissions": "APRN", "gh-branch-protection": "PRN", "gh-json-body-not-found": "RN",
 # Slack (slack_sdk 3.48.0)
 "slack-invalid-auth": "ARN", "slack-missing-scope": "APN", "slack-token-revoked": "AN", "slack-channel-not-found": "RN",
 "slack-restricted-action": "ARN", "slack-ratelimited-clean": "",
 # Stripe (stripe 16.1.0)
 "stripe-invalid-key": "ARN", "stripe-restricted-key": "APRN", "stripe-card-declined": "N", "stripe-no-such-customer-json": "RN",
 "stripe-amount-too-large": "",
 # OpenAI (openai 3.57.0)
 "openai-invalid-key": "ARN", "openai-model-not-found": "ERN", "openai-context-length": "R", "openai-insufficient-quota": "RN",
 "openai-missing-scopes": "APRN",
 # AWS (boto3 1.44.8 + moto 5.2.5, IAM auth on)
 "aws-s3-access-denied": "ARN", "aws-invalid-access-key": "ARN", "aws-signature-mismatch": "ARN", "aws-dynamodb-not-authorized": "ARN",
 "aws-s3-no-such-key": "RN",
 # Google (google-api-core 2.44.0, google-auth 2.63.0)
 "gcp-gcs-permission-denied": "ARN", "gcp-bq-unauthenticated-repr": "ARN", "gcp-vpc-sc": "ARN", "gcp-quota-exceeded": "RN",
 "gcp-refresh-invalid-grant": "ARN",
 # Azure (azure-storage-blob 12.31.1, azure-core 1.41.0, requests for the AAD token endpoint)
 "azure-blob-permission-mismatch": "ARN", "azure-blob-authentication-failed": "ARN", "azure-blob-container-not-found": "RN",
 "azure-arm-authorization-failed": "ARN", "azure-keyvault-forbidden": "ARN", "azure-aad-invalid-client-secret": "ARN",
 "azure-aad-conditional-access": "ARN",
 # Kubernetes (kubernetes 37.0.1)
 "k8s-forbidden-secrets": "ARN", "k8s-unauthorized-dump": "ARN", "k8s-resourcequota": "PRN", "k8s-podsecurity": "PR",
 "k8s-limitrange": "PR", "k8s-namespace-not-found": "RN",
 # JWT / OAuth (PyJWT 2.15.1, joserfc, Authlib 1.9.10)
 "jwt-expired": "AN", "jwt-audience-classname": "ARN", "jwt-bad-signature": "AN", "jwt-missing-tenant-claim": "AN",
 "jwt-immature-module-path": "ARN", "joserfc-invalid-issuer": "AN", "oauth-invalid-client": "AN", "oauth-invalid-grant": "AN",
 "oauth-invalid-scope-granted-list": "APN",
 # LDAP (ldap3 2.9.1 MOCK_SYNC)
 "ldap-invalid-credentials": "ARN", "ldap-bind-result-structured": "ARN",
 # PostgreSQL (psycopg2-binary 2.9.13, PostgreSQL 15), MySQL (PyMySQL 1.2.4), Redis (redis-py 8.1.0, Redis 7)
 "pg-password-failed": "ARN", "pg-permission-denied-table": "ARN", "pg-invalid-input-integer": "ERN",
 "pg-check-constraint-primary": "RN", "pg-permission-denied-update": "ARN", "pg-connection-refused-classname": "RN",
 "mysql-connection-refused-repr": "RN", "redis-wrongpass": "ARN", "redis-noperm-command": "ARN", "redis-noperm-key": "ARN",
 # SMTP (smtplib + aiosmtpd 1.4.6), SSH (paramiko 5.1.0)
 "smtp-auth-535": "ARN", "smtp-recipient-domain-policy": "PR", "ssh-auth-failed": "ARN", "ssh-host-key-unknown": "RN",
 # HTTP clients (requests 2.34.2, httpx 0.28.1)
 "http-nginx-502-page": "RN", "http-spring-500-json": "RN", "httpx-envoy-503": "RN", "requests-connection-refused": "RN",
 "httpx-connect-error-class": "RN", "requests-read-timeout": "RN",
 # policy engines (regopy 1.5.2, cedarpy 4.12.2, casbin 1.43.0)
 "rego-namespace-allowed": "P", "rego-replicas-threshold": "P", "rego-freeze-window": "P", "rego-decision-dump": "PRN",
 "rego-invite-domains": "P", "rego-upload-types-structured": "P", "rego-tenant-projects": "AP", "rego-webhook-hosts": "P",
 "rego-webhook-quiet-clean": "", "sdk-deploy-replicas-above-max": "E",
 "cedar-approver-threshold": "APN", "cedar-decision-only": "AN", "cedar-policy-text-dump": "APRN",
 "casbin-roles-in-tenant": "APN", "casbin-policy-rows": "APRN", "casbin-clean-next-step": "",
 # jsonschema 4.26.0, pydantic 2.14.4 through the SDK
 "jsonschema-enum-message": "E", "jsonschema-pattern-message": "E", "jsonschema-maximum-full": "E", "jsonschema-minimum-message": "E",
 "jsonschema-errors-structured-noecho": "N", "jsonschema-count-clean": "",
 "sdk-pydantic-wrong-type-int": "E", "sdk-pydantic-above-max": "E", "sdk-pydantic-below-min": "E", "sdk-pydantic-literal": "E",
 "sdk-pydantic-missing": "", "sdk-pydantic-datetime": "E", "sdk-pydantic-missing-when": "",
 "sdk-pydantic-pattern": "E", "sdk-pydantic-float-above": "E", "sdk-pydantic-enum-class": "E", "sdk-pydantic-uuid": "E",
 "sdk-pydantic-bool": "E", "sdk-pydantic-max-length": "E", "botocore-param-type": "ER", "botocore-param-min": "E",
 "botocore-param-table-length": "N", "pg-invalid-date": "ERN", "pg-invalid-uuid": "ERN", "jsonschema-type-message": "E",
 "pydantic-errors-json": "EN", "pydantic-errors-text": "E",
 # the server's own wording: policy positives
 "own-pol-regions-residency": "P", "own-pol-buckets-writable": "P", "own-pol-namespaces-json": "P", "own-pol-env-prod-blocked": "P",
 "own-pol-repos-allowlist": "AP", "own-pol-orgs-sso": "AP", "own-pol-root-dir": "XPR", "own-pol-email-domains-fr": "P",
 "own-pol-filetypes-blocked": "P", "own-pol-required-role": "APN", "own-pol-required-scopes-sentence": "APN",
 "own-pol-groups-de": "APN", "own-pol-permission-named": "APN", "own-pol-threshold-refund": "P", "own-pol-quota-monthly": "PN",
 "own-pol-time-window": "P", "own-pol-deny-rule-condition": "APN", "own-pol-tenant-boundary": "APN", "own-pol-ip-ranges": "APRN",
 "own-pol-countries": "P", "own-pol-models-allowed": "P", "own-pol-jsonrpc-scopes": "P", "own-pol-jsonrpc-tenant": "P",
 "own-pol-channels-posting": "AP", "own-pol-max-rows": "P", "own-pol-rate-policy": "P", "own-pol-project-owner-list": "APN",
 "own-pol-es-privileges": "APN", "own-pol-spanish-rol": "APN", "own-pol-instance-types": "P", "own-pol-secret-paths": "AP",
 "own-pol-branch-push": "P", "own-pol-age-japanese": "P",
 # hard negatives for policy
 "neg-pol-enum-guidance": "", "neg-pol-enum-sort": "", "neg-pol-formats": "", "neg-pol-timezones": "", "neg-pol-missing-fields": "",
 "neg-pol-missing-fields-noguidance": "N", "neg-pol-next-step-shipped": "", "neg-pol-ask-admin": "", "neg-pol-languages": "",
 "neg-pol-range": "", "neg-pol-date-window-arg": "", "neg-pol-currencies-supported": "", "neg-pol-conflict": "",
 "neg-pol-business-rule": "", "neg-pol-not-found-next": "", "neg-pol-required-fields-list": "", "neg-pol-user-own-list": "",
 "neg-pol-file-extension-guidance": "", "neg-pol-states-needed": "", "neg-pol-capacity": "", "neg-pol-holidays": "",
 "neg-pol-weekend-bare": "N", "neg-pol-lockfile": "",
 # auth in the server's words, and its negatives
 "own-auth-session-expired": "AN", "own-auth-key-revoked-json": "AN", "own-auth-account-locked-fr": "AN", "own-auth-not-member": "AN",
 "own-auth-mfa-required": "AN", "own-auth-jsonrpc-unauth": "", "neg-auth-os-permission": "XN", "neg-auth-not-found-404": "N",
 "neg-auth-disabled-feature": "",
 # guidance phrasings / clean
 "clean-retry-after": "", "clean-use-instead": "", "clean-you-can": "", "clean-call-first": "", "clean-wait-seconds": "",
 "clean-must-be": "", "clean-cannot-be-empty": "", "clean-too-long": "", "clean-no-results-success": "", "clean-success-empty": "",
 "clean-ask-owner": "", "clean-german": "", "clean-spanish": "", "clean-pick-one-of-ids": "", "clean-idempotent": "",
 "clean-jsonrpc-retry": "", "clean-structured-hint": "", "clean-offline-maintenance": "", "clean-format-example": "",
 "clean-confirm-needed": "", "clean-dependency": "", "clean-bare-no-guidance": "N", "clean-bare-unknown-error": "N",
 "clean-bare-jsonstatus": "N",
 # TypeScript
 "ts-zod-enum": "", "ts-zod-above-max": "", "ts-zod-wrong-type": "", "ts-zod-missing": "", "ts-zod-email": "", "ts-zod-empty": "",
 "ts-ajv-enum-text": "N", "ts-ajv-max-text": "", "ts-ajv-verbose-data": "EN", "ts-joi-pattern": "E", "ts-joi-max": "",
 "ts-joi-details-structured": "EN", "ts-yup-typeerror": "E", "ts-yup-oneof": "", "ts-yup-all-classname": "R",
 "ts-jose-claim-aud": "ARN", "ts-jose-expired": "AN", "ts-jsonwebtoken-audience-expected": "ARN",
 "ts-jsonwebtoken-invalid-signature": "AN", "ts-octokit-bad-credentials": "ARN", "ts-octokit-accepted-permissions": "APRN",
 "ts-octokit-not-found": "RN", "ts-slack-not-in-channel": "ARN", "ts-slack-missing-scope": "APRN",
 "ts-slack-account-inactive": "ARN", "ts-stripe-expired-key": "ARN", "ts-stripe-balance-insufficient": "RN",
 "ts-openai-token-invalidated": "ARN", "ts-openai-project-no-access": "ARN", "ts-fetch-express-html-500": "RSN",
 "ts-fetch-failed-cause": "RN", "ts-pg-password-failed": "ARN", "ts-pg-permission-json": "ARN", "ts-pg-invalid-integer": "ERN",
 "ts-clean-tracking": "", "ts-clean-paused": "", "ts-clean-success": "",
}

PY_LIBS = {"gh-": "PyGithub 2.10.0", "slack-": "slack_sdk 3.48.0", "stripe-": "stripe 16.1.0", "openai-": "openai 3.57.0",
           "aws-": "boto3 1.44.8 + moto 5.2.5 (IAM auth enforced, in-process)", "gcp-": "google-api-core 2.44.0 / google-auth 2.63.0",
           "azure-": "azure-core 1.41.0 / azure-storage-blob 12.31.1", "k8s-": "kubernetes 37.0.1", "jwt-": "PyJWT 2.15.1",
           "joserfc-": "joserfc (Authlib 1.9.10's JOSE)", "oauth-": "Authlib 1.9.10 OAuth2Session", "ldap-": "ldap3 2.9.1 MOCK_SYNC",
           "pg-": "psycopg2-binary 2.9.13 + PostgreSQL 15 (services.sh)", "mysql-": "PyMySQL 1.2.4 (closed port)",
           "redis-": "redis-py 8.1.0 + Redis 7 ACL (services.sh)", "smtp-": "smtplib (CPython 3.11) + aiosmtpd 1.4.6",
           "ssh-": "paramiko 5.1.0 (client and in-process server)", "http-": "requests 2.34.2", "httpx-": "httpx 0.28.1",
           "requests-": "requests 2.34.2", "rego-": "regopy 1.5.2 (Rego)", "cedar-": "cedarpy 4.12.2", "casbin-": "casbin 1.43.0",
           "jsonschema-": "jsonschema 4.26.0", "botocore-": "botocore 1.44.8 client-side parameter validation",
           "pydantic-": "pydantic 2.14.4 (the server's own model)", "sdk-": "the SDK's own pydantic 2.14.4 argument validation",
           "own-": "the server's own wording", "neg-": "the server's own wording", "clean-": "the server's own wording"}
TS_LIBS = {"ts-zod": "the SDK's own zod 4.6.7 validation", "ts-ajv": "ajv 8.20.0", "ts-joi": "joi 18.3.2", "ts-yup": "yup 1.7.1",
           "ts-jose": "jose 6.2.18", "ts-jsonwebtoken": "jsonwebtoken 9.0.3", "ts-octokit": "@octokit/rest 22.0.1",
           "ts-slack": "@slack/web-api 8.2.0", "ts-stripe": "stripe-node 23.1.0", "ts-openai": "openai-node 6.49.0",
           "ts-fetch": "Node 20 fetch (undici)", "ts-pg": "pg 8.23.1 + PostgreSQL 15 (services.sh)", "ts-clean": "the server's own wording"}
MOCKED = ("gh-", "slack-", "stripe-", "openai-", "gcp-", "azure-", "k8s-", "oauth-", "http-", "httpx-envoy", "ts-octokit", "ts-slack",
          "ts-stripe", "ts-openai", "ts-fetch-express")


def lib(key, table):
    for p, v in sorted(table.items(), key=lambda kv: -len(kv[0])):
        if key.startswith(p):
            return v
    raise KeyError(key)


def file_for(sig, key):
    if key.startswith(("own-pol", "neg-pol", "rego-", "cedar-", "casbin-")) or (("P" in sig) and "A" not in sig):
        return "policy"
    if "A" in sig or key.startswith(("neg-auth", "own-auth")):
        return "auth"
    if "E" in sig or key.startswith(("jsonschema", "botocore", "pydantic", "sdk-", "ts-zod", "ts-ajv", "ts-joi", "ts-yup")):
        return "echo"
    if "R" in sig or "S" in sig:
        return "upstream"
    if sig == "":
        return "clean"
    return "guidance"


def main():
    files = {}
    seen = set()
    for src, table, sdk, script in (("py.jsonl", PY_LIBS, "Python MCP SDK mcp 2.3.0 (MCPServer, ToolError, CallToolResult)", "gen/t4/py_t4.py"),
                                    ("ts.jsonl", TS_LIBS, "TypeScript MCP SDK @modelcontextprotocol/sdk 1.32.2 (McpServer.registerTool)", "gen/t4/ts_t4.mjs")):
        for line in open(os.path.join(HERE, "out", src)):
            d = json.loads(line)
            k = d["key"]
            if k not in L:
                raise SystemExit(f"unlabeled: {k}")
            seen.add(k)
            sig = L[k]
            if d["channel"] != "error-result":
                sig = sig.replace("N", "").replace("A", "")  # only for isError results
            text = d["text"].lstrip("\n")
            pb = f"{sdk} in {script}, run by gen/t4/run.sh; text is what an in-memory Client received; {lib(k, table)}"
            if k.startswith(MOCKED):
                pb += "; the upstream is a local mock serving the service's documented error body"
            e = {"id": "t4-" + k, "produced_by": pb, "channel": d["channel"], "probe": d["probe"], "sent": d["sent"],
                 "text": text, "signals": [SIG[c] for c in sig]}
            files.setdefault(file_for(sig, k), []).append(e)
    missing = set(L) - seen
    if missing:
        raise SystemExit(f"labels without output: {sorted(missing)}")
    for name, entries in files.items():
        with open(os.path.join(OUT, f"{name}-4.json"), "w") as f:
            json.dump(entries, f, indent=1, ensure_ascii=False)
            f.write("\n")
        print(name, len(entries))


if __name__ == "__main__":
    main()
