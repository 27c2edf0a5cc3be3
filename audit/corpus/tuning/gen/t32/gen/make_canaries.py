#!/usr/bin/env python3
"""Makes one fresh random canary per key (twaudit- + 8 hex digits), once; reused by the runners and build.py."""
import json, os, secrets
HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["opa_registry", "jsonschema_enum", "drf_choice_nl", "duckdb_trav", "moto_nosuch", "sqlite_auth",
        "zod_de", "zod_fr", "ajv_enum", "casl", "cedar_js", "ratelimit",
        "h_egress", "h_cors", "h_gatekeeper", "h_guard", "h_username", "h_trav_root", "h_trav_rpc",
        "h_ru_rpc", "h_uk_rpc", "h_vendor", "h_stripe", "h_spicedb", "h_kyverno", "h_he", "h_ar", "h_it",
        "h_nb", "h_tr", "h_cs", "h_pl", "h_zh", "h_ko", "h_sv", "h_fi", "h_da", "h_hu", "h_vi", "h_id", "h_es",
        "h_guard2", "h_sql2", "h_enum2", "h_enum3", "h_enum4", "h_ovr", "h_ovr2", "spare1", "spare2", "spare3"]
path = os.path.join(HERE, "canaries.json")
old = json.load(open(path)) if os.path.exists(path) else {}
used = set(old.values())
for k in KEYS:
    if k not in old:
        while True:
            c = "twaudit-" + secrets.token_hex(4)
            if c not in used:
                break
        old[k] = c; used.add(c)
json.dump(old, open(path, "w"), indent=1)
print(len(old), "canaries")
