"""Tuning batch 3 (2026-11-29), written by the engineer tuning the detectors: the SDKs' own
argument validation (produced by ts_sdk.mjs and py_sdks.py, their output given as argv[1]
and argv[2]), CDN and WAF block pages passed on by a tool (their documented bodies, the
text a fetch of them returns), and refusals that state what an argument may be. Writes
audit/corpus/tuning/sdk-3.json and edge-3.json."""
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
TUNING = HERE.parent.parent

PROBES = {"wrong-type": "wrong-type", "above-max": "above-max", "enum": "enum", "missing": "missing",
          "format": "wrong-type"}


def sdk_entries(ts, py):
    out = []
    for n, e in enumerate(ts):
        out.append({
            "id": f"t3-ts-sdk-{e['name']}-{e['probe']}-{n}",
            "produced_by": "official TypeScript SDK @modelcontextprotocol/sdk 1.32.2 (McpServer.registerTool, zod 4) over InMemoryTransport, gen/t3/ts_sdk.mjs",
            "channel": e["channel"], "probe": PROBES[e["probe"]], "sent": e["sent"], "text": e["text"],
            # zod's default messages name the argument and the rule, never the value.
            "signals": [],
        })
    for n, e in enumerate(py):
        if "text" not in e:
            continue
        echoes = e["sent"] is not None and e["sent"] in e["text"]
        out.append({
            "id": f"t3-{e['sdk'].split()[0]}-{e['name']}-{e['probe']}-{n}",
            "produced_by": f"{e['sdk']} (pydantic 2.14) in-memory client, gen/t3/py_sdks.py",
            "channel": e["channel"], "probe": PROBES[e["probe"]], "sent": e["sent"], "text": e["text"],
            # pydantic states the rule ("Input should be ...") and repeats the input.
            "signals": ["validation-echoes-value"] if echoes else [],
        })
    return out


RAY = "8e1f2a3b4c5d6e7f"
EDGE = [
    ("cloudflare-1020", "valid", None,
     "Upstream returned 403: Error 1020 Access denied. You do not have access to docs.example.com. The site owner may have set restrictions that prevent you from accessing the site. Ray ID: " + RAY + " • 2026-11-29 01:02:11 UTC • Performance & security by Cloudflare",
     ["raw-upstream-text", "no-retry-guidance"]),
    ("cloudflare-blocked", "valid", None,
     "Fetch failed with 403 Forbidden: Sorry, you have been blocked. You are unable to access example.org. Why have I been blocked? This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution. Cloudflare Ray ID: " + RAY,
     ["raw-upstream-text", "no-retry-guidance"]),
    ("aws-waf-403", "valid", None,
     "Request to https://api.partner.example/v2/quotes failed: 403 Forbidden\n<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center></body></html>\nx-amzn-waf-action: block",
     ["raw-upstream-text", "no-retry-guidance"]),
    ("akamai-reference", "valid", None,
     "Access Denied\nYou don't have permission to access \"http://www.example.com/catalog/\" on this server.\nReference #18.6f2c1402.1764378131.2a9b1c3",
     ["raw-upstream-text", "no-retry-guidance"]),
    ("imperva-incident", "valid", None,
     "The page could not be fetched: Request unsuccessful. Incapsula incident ID: 1234000560123456789-98765432101234567",
     ["raw-upstream-text", "no-retry-guidance"]),
    ("fastly-403", "valid", None,
     "Error fetching page: 403 Forbidden. Varnish cache server. Request blocked. Details: cache-fra-eddf8230045-FRA",
     ["raw-upstream-text", "no-retry-guidance"]),
    ("status-one-of", "enum", "twaudit-3h000001",
     "Unknown status. Status must be one of: open, closed, pending.", []),
    ("sort-expected", "enum", "twaudit-3i000001",
     "Cannot sort by that field; expected one of created_at, updated_at, priority.", []),
    ("date-format", "wrong-type", "twaudit-3j000001",
     "The due date must be a date in the form YYYY-MM-DD.", []),
    ("page-size-range", "above-max", "1000000",
     "page_size must be between 1 and 100.", []),
    ("currency-allowed", "enum", "twaudit-3k000001",
     "Unsupported currency. Supported currencies: USD, EUR, GBP.", []),
    ("units-valid", "enum", "twaudit-3l000001",
     "Invalid unit. Valid units: metric, imperial.", []),
    ("priority-echo", "enum", "twaudit-3m000001",
     "Priority 'twaudit-3m000001' is not valid; use one of low, normal, high.", ["validation-echoes-value"]),
    ("operational-bare", "valid", None, "The export could not be completed.", ["no-retry-guidance"]),
    # A rule the caller can meet, in the server's own words: guidance.
    ("rule-positive", "below-min", "-1", "quantity must be a positive whole number.", []),
    ("rule-required", "missing", None, "title is required.", []),
    ("rule-max-length", "oversized", "twaudit-3n000001", "The note is too long (max 4000 characters).", []),
    ("rule-not-empty", "empty", "", "The search query cannot be empty.", []),
    ("rule-only-chars", "wrong-type", "twaudit-3o000001", "Only letters, digits and dashes are allowed in a slug.", []),
    ("rule-must-match", "wrong-type", "twaudit-3p000001", "The SKU must match the pattern ABC-1234.", []),
    ("rule-at-least", "below-min", "0", "Pages must be at least 1.", []),
    ("rule-pydantic-int", "wrong-type", "twaudit-3q000001",
     "Error executing tool reserve: 1 validation error for reserveArguments\nquantity\n  Input should be a valid integer [type=int_type, input_type=str]", []),
    # A reason with nothing to act on: no guidance.
    ("reason-only-priority", "enum", "7", "Invalid priority.", ["no-retry-guidance"]),
    ("reason-only-ledger", "valid", None, "Ledger service returned an error.", ["no-retry-guidance"]),
    ("reason-only-rejected", "valid", None, "The payment was rejected.", ["no-retry-guidance"]),
    ("reason-only-unavailable", "valid", None, "Reporting is unavailable at the moment.", ["no-retry-guidance"]),
]


def edge_entries():
    return [{
        "id": f"t3-{name}",
        "produced_by": "written by the tuning engineer from the service's documented body (a CDN/WAF block page) or as a server's own refusal, gen/t3/build.py",
        "channel": "error-result", "probe": probe, "sent": sent, "text": text, "signals": signals,
    } for name, probe, sent, text, signals in EDGE]


def main():
    ts = json.loads(pathlib.Path(sys.argv[1]).read_text())
    py = json.loads(pathlib.Path(sys.argv[2]).read_text())
    (TUNING / "sdk-3.json").write_text(json.dumps(sdk_entries(ts, py), indent=1, ensure_ascii=False) + "\n")
    (TUNING / "edge-3.json").write_text(json.dumps(edge_entries(), indent=1, ensure_ascii=False) + "\n")


main()
