#!/usr/bin/env python3
"""Runs every real piece of software used for batch AJ with fresh canaries and stores what a client
would see in real_outputs.json (next to this file). Scratch layout: $SCRATCH/{venv,node,srv,gen}."""
import json, os, secrets, subprocess, sys
S = os.environ.get("SCRATCH", "/tmp/tmp.esfglWth90")
GEN = os.path.join(S, "gen")
PY = os.path.join(S, "venv/bin/python")
def can(): return "twaudit-" + secrets.token_hex(4)
def run(cmd, cwd=None, env=None):
    e = dict(os.environ); e.update(env or {})
    return subprocess.run(cmd, cwd=cwd, env=e, capture_output=True, text=True, timeout=300).stdout
out = {}
c = {k: can() for k in ["enum_carrier", "sql_invoice", "sql_part", "nl_choice", "fi_note", "hu_uuid",
                        "uk_score", "ko_room", "zhtw_zone", "it_guests", "php_rabatt", "java_seats",
                        "fmt", "tpl"]}
out["canaries"] = c
# 1. the Python MCP server (mcp 2.x MCPServer)
calls = [["list_shipments", {"page_size": 1000001, "carrier": "gls"}],
         ["get_invoice", {"invoice_no": c["sql_invoice"] + "' OR customer_id=1 --"}],
         ["find_part", {"name": c["sql_part"] + "' OR 1=1 --"}],
         ["quote_parcel", {"zone": "zone-b", "weight_kg": 2.5}],
         ["customs_rate", {"hs_code": "847130"}]]
out["sent"] = {"sql_invoice": calls[1][1]["invoice_no"], "sql_part": calls[2][1]["name"]}
lines = run([PY, "pricing_mcp/server.py", json.dumps(calls)], cwd=os.path.join(S, "srv")).splitlines()
out["pymcp"] = [json.loads(l) for l in lines if l.startswith("{")]
# the same server with the wrapper that hides exceptions (mcp 2.x default for unexpected errors)
calls2 = [["get_ledger_total", {"invoice_no": "RE-2024-0193"}]]
out["pymcp_plain"] = [json.loads(l) for l in run([PY, "pricing_mcp/server_plain.py", json.dumps(calls2)], cwd=os.path.join(S, "srv")).splitlines() if l.startswith("{")]
# 2. Django
long_note = c["fi_note"] + "x" * 400
out["sent"]["fi_note"] = long_note
cases = [["pl_max", "pl", {"quantity": "1000001", "incoterm": "EXW"}],
         ["nl_choice", "nl", {"quantity": "5", "incoterm": c["nl_choice"]}],
         ["fi_len", "fi", {"quantity": "5", "incoterm": "EXW", "note": long_note}],
         ["hu_uuid", "hu", {"quantity": "5", "incoterm": "EXW", "ref": c["hu_uuid"]}]]
out["django"] = json.loads(run([PY, os.path.join(GEN, "django_msgs.py"), json.dumps(cases), json.dumps(["sv", "el"])]))
# 3. jsonschema, json, botocore, Flask upstream, sqlite
misc = run([PY, os.path.join(GEN, "py_misc.py")], env={"CANARY_FMT": c["fmt"]})
first, last = misc.rsplit("\n{", 1) if misc.strip().endswith("}") and "\n{" in misc else (misc, "")
out["misc"] = json.loads(misc[:misc.rindex('\n{"sqlite_unique"')])
out["misc"].update(json.loads(misc[misc.rindex('{"sqlite_unique"'):]))
# 4. TypeScript MCP SDK + zod locales
nd = os.path.join(S, "node")
def zod(locale, tool, args):
    r = run(["node", "node_mcp_zod.mjs", locale, json.dumps([[tool, args]])], cwd=nd)
    return json.loads(r.splitlines()[0])
out["zod"] = {
    "ja": zod("ja", "book_room", {"nights": -1, "room_type": "single", "guest": "Sato"}),
    "tr": zod("tr", "schedule_pickup", {"weight_kg": 5, "postcode": ""}),
    "uk": zod("uk", "rate_wine", {"wine_id": "chx-2015", "score": c["uk_score"]}),
    "ar": zod("ar", "schedule_pickup", {"weight_kg": 1000001, "postcode": "10115"}),
    "ko": zod("ko", "book_room", {"nights": 2, "room_type": c["ko_room"], "guest": "Kim"}),
}
# 5. Express, node:fs, ajv + ajv-i18n
ajv_cases = [["ru", {"guests": 40, "date": "2025-03-01"}], ["sk", {"guests": 0, "date": "2025-05-10"}],
             ["zh-TW", {"guests": 3, "date": "2025-07-04", "table_zone": c["zhtw_zone"]}],
             ["it", {"guests": c["it_guests"], "date": "2025-01-01"}]]
out["node"] = json.loads(run(["node", os.path.join(GEN, "node_misc.js"), json.dumps(ajv_cases)], cwd=nd,
                             env={"NODE_PATH": os.path.join(nd, "node_modules"), "CANARY_TPL": c["tpl"],
                                  "APP_JS": os.path.join(S, "srv/label-printer/app.js")}))
# 6. PHP
pd = os.path.join(S, "srv/mandanten-upload")
out["php_basedir"] = run(["php", "-d", f"open_basedir={S}/srv/www/tenant-uploads/acme:{S}/srv/www/shared-tmp", "read.php", "../../../../etc/passwd"], cwd=pd)
out["php_typeerror"] = run(["php", "total.php", c["php_rabatt"]], cwd=pd)
# 7. Java
jd = os.path.join(S, "srv/kiosk-java")
out["java"] = run(["java", "-cp", "out", "no.fjordbuss.SeatService", c["java_seats"]], cwd=jd)
# 8. Go
gd = os.path.join(S, "srv/go-dispatch")
out["go_dial"] = run(["go", "run", ".", "dial"], cwd=gd, env={"GOPROXY": "off", "GOFLAGS": "-mod=mod"})
out["go_panic"] = run(["go", "run", ".", "panic"], cwd=gd, env={"GOPROXY": "off", "GOFLAGS": "-mod=mod"})
# 9. Ruby as an unprivileged user (the scratch folder is opened for the run and closed again)
os.chmod(S, 0o755)
try:
    out["ruby"] = run(["runuser", "-u", "nobody", "--", "ruby", os.path.join(GEN, "ruby_eacces.rb")])
finally:
    os.chmod(S, 0o700)
json.dump(out, open(os.path.join(GEN, "real_outputs.json"), "w"), ensure_ascii=False, indent=1)
print("ok")
