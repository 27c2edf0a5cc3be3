"""A product-search tool built on sqlite3 that formats the query with the caller's text and returns repr(exception)."""
import json, secrets, sqlite3, sys
k = "twaudit-" + secrets.token_hex(4)
sent = f"'; DELETE FROM varer WHERE '1'='1' -- {k}"
db = sqlite3.connect(":memory:")
db.execute("CREATE TABLE varer (sku TEXT PRIMARY KEY, navn TEXT, pris INTEGER)")
db.execute("INSERT INTO varer VALUES ('SK-1','Strikkegarn',89)")
try:
    db.execute(f"SELECT sku, navn, pris FROM varer WHERE navn LIKE '%{sent}%'").fetchall()
    text = None
except sqlite3.Error as e:
    text = f"Søket feilet: {e!r}"
json.dump({"sqlite-nb": {"probe": "sql", "sent": sent, "text": text,
           "produced_by": f"Python {sys.version.split()[0]} sqlite3 (SQLite {sqlite3.sqlite_version}); gen/run_sqlite.py"}},
          open(sys.argv[1], "w"), ensure_ascii=False, indent=1)
print(text)
