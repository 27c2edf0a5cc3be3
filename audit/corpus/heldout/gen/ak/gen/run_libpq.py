"""libpq's own (client-side) connection error, localized by the client process's locale.
Run: LANGUAGE=cs LC_ALL=cs_CZ.utf8 python run_libpq.py out.json
The MCP server (hand-modelled) wraps it as a JSON-RPC internal error: text = message + JSON of data."""
import json, sys, locale
import psycopg
locale.setlocale(locale.LC_ALL, "")
try:
    psycopg.connect(host="/var/run/postgresql", port=5433, user="fakturace_ro", dbname="fakturace", connect_timeout=2)
except psycopg.Error as e:
    msg = "Interní chyba serveru"
    data = {"tool": "najdi_fakturu", "cause": str(e).strip()}
    text = msg + " " + json.dumps(data, ensure_ascii=False)
json.dump({"libpq-cs": {"probe": "valid", "sent": None, "text": text,
           "produced_by": "libpq 15 (Czech catalog) via psycopg 3.3.9, wrapped as JSON-RPC -32603; gen/run_libpq.py"}},
          open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
print(text)
