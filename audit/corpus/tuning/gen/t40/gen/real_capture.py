#!/usr/bin/env python3
"""Runs real libraries and servers in a scratch folder and records the error texts they give.

Usage: PGHOST=<scratch socket dir> PGPORT=54329 <venv>/bin/python real_capture.py <out.json>

Needs: PostgreSQL 15 started from a mktemp -d folder (LOCPATH pointing at locales built with
localedef, so lc_messages can be switched per session), the database built by pg_setup.sql,
psycopg2-binary 2.9, duckdb, pydantic 2, jsonschema 4 and node 20.  Every text below is what the
library printed; build.py wraps some of them the way a tool's handler would.
"""
import json
import os
import socket
import sqlite3
import subprocess
import sys
import traceback
import urllib.request

import duckdb
import jsonschema
import psycopg2
import pydantic

OUT = {}
PGHOST = os.environ["PGHOST"]
PGPORT = int(os.environ.get("PGPORT", "54329"))


def pg(user="postgres", db="lakehouse", lang="C"):
    # lc_messages is superuser-only: set it as postgres, then SET ROLE to the tool's role
    c = psycopg2.connect(host=PGHOST, port=PGPORT, user="postgres", dbname=db)
    c.autocommit = True
    cur = c.cursor()
    cur.execute("SET lc_messages = %s", (lang,))
    if user != "postgres":
        cur.execute("SET ROLE " + user)
    return c, cur


def capture(key, fn):
    try:
        fn()
        OUT[key] = {"ok": True}
    except Exception as e:  # noqa: BLE001
        OUT[key] = {"type": type(e).__module__ + "." + type(e).__name__, "str": str(e),
                    "tb": traceback.format_exc()}
        if isinstance(e, psycopg2.Error):
            OUT[key]["pgcode"] = e.pgcode
            OUT[key]["pgerror"] = e.pgerror
            OUT[key]["diag"] = {k: getattr(e.diag, k) for k in (
                "severity", "message_primary", "message_detail", "message_hint",
                "schema_name", "table_name", "constraint_name")}


# ---------------- PostgreSQL, one language per case ----------------
def pg_union_es():
    # search_datasets builds its WHERE clause with string formatting (the careless author)
    c, cur = pg(user="analyst_ro", lang="es_ES.UTF-8")
    term = "twaudit-9c41d7e2' UNION SELECT usename FROM pg_user --"
    cur.execute("SELECT slug, name FROM datasets WHERE name ILIKE '%" + term + "%'")


def pg_limit_de():
    c, cur = pg(user="analyst_ro", lang="de_DE.UTF-8")
    cur.execute("SELECT day, views FROM metrics_daily ORDER BY day LIMIT %s::int", (99999999999,))


def pg_wrongtype_fr():
    c, cur = pg(user="analyst_ro", lang="fr_FR.UTF-8")
    cur.execute("SELECT slug FROM datasets WHERE id = %s::int", ("twaudit-0b7f3e91",))


def pg_denied_ja():
    c, cur = pg(user="analyst_ro", lang="ja_JP.UTF-8")
    cur.execute("SELECT emp_id, amount FROM salaries LIMIT 50")


def pg_timeout_ru():
    c, cur = pg(user="analyst_ro", lang="ru_RU.UTF-8")
    cur.execute("SET statement_timeout = '1s'")
    cur.execute("SELECT count(*) FROM generate_series(1, 400000000)")


def pg_unique_it():
    c, cur = pg(user="postgres", lang="it_IT.UTF-8")
    cur.execute("INSERT INTO datasets (slug, name, owner) VALUES (%s, %s, %s)",
                ("web-sessions", "Web sessions (copy)", "growth"))


def pg_connrefused():
    psycopg2.connect(host="127.0.0.1", port=6543, user="analyst_ro", dbname="lakehouse",
                     connect_timeout=3)


def pg_password():
    psycopg2.connect(host=PGHOST, port=PGPORT, user="etl_writer", dbname="lakehouse",
                     password="twaudit-51ac09e3")


def pg_hint_sv():
    c, cur = pg(user="analyst_ro", lang="sv_SE.UTF-8")
    cur.execute("SELECT date_trunc('day', craeted_at) AS d, count(*) FROM events GROUP BY 1")


def pg_div_zh():
    c, cur = pg(user="analyst_ro", lang="zh_CN.UTF-8")
    cur.execute("SELECT day, views / sessions AS views_per_session FROM metrics_daily")


def pg_check_uk():
    c, cur = pg(user="analyst_ro", lang="uk_UA.UTF-8")
    cur.execute("INSERT INTO jobs (name, priority, state) VALUES (%s, %s, 'queued')",
                ("reindex-products", -5))


def pg_func_ko():
    c, cur = pg(user="analyst_ro", lang="ko_KR.UTF-8")
    cur.execute("SELECT percentile(0.95) WITHIN GROUP (ORDER BY value) FROM events")


# ---------------- DuckDB ----------------
def duck_sandbox():
    con = duckdb.connect()
    con.execute("SET allowed_directories = ['/srv/lake/exports']")
    con.execute("SET enable_external_access = false")
    con.execute("SELECT * FROM read_csv_auto('/srv/lake/exports/../../../../etc/passwd')")


def duck_catalog():
    con = duckdb.connect()
    con.execute("CREATE TABLE page_views (day DATE, path VARCHAR, views BIGINT)")
    con.execute("SELECT * FROM \"twaudit-6e02b4fa\" LIMIT 10")


def duck_convert():
    con = duckdb.connect()
    con.execute("CREATE TABLE page_views (day DATE, path VARCHAR, views BIGINT)")
    con.execute("INSERT INTO page_views VALUES ('2024-05-01', '/pricing', 913)")
    con.execute("SELECT * FROM page_views WHERE views > CAST(? AS BIGINT)", ["twaudit-a83d5c10"]).fetchall()


def duck_binder():
    con = duckdb.connect()
    con.execute("CREATE TABLE orders (order_id BIGINT, amount DECIMAL(10,2), created_at TIMESTAMP)")
    con.execute("SELECT sum(ammount) FROM orders")


# ---------------- SQLite ----------------
def sqlite_token():
    c = sqlite3.connect(":memory:")
    c.execute("CREATE TABLE tracks (id INTEGER PRIMARY KEY, title TEXT, artist TEXT)")
    sort = "' OR 1=1 -- twaudit-5b21e0d4"
    c.execute("SELECT id, title FROM tracks ORDER BY " + sort)


# ---------------- Python runtime ----------------
SEARCH_FILE = "/srv/catalog-mcp/catalog_mcp/tools/search.py"
SERVER_FILE = "/srv/catalog-mcp/catalog_mcp/server.py"
SERVER_SRC = '''
async def call_tool(name, arguments):
    handler = TOOLS[name]
    return await handler(**arguments)

def dispatch(name, arguments):
    import asyncio
    return asyncio.run(call_tool(name, arguments))
'''
SEARCH_SRC = '''
def _hits(resp):
    return [h["_source"] for h in resp["hits"]["hits"]]

async def search_products(query, size=20):
    resp = {"took": 3, "timed_out": False, "error": {"type": "index_not_found_exception"}}
    return _hits(resp)
'''


def py_keyerror():
    import linecache
    for fn, src in ((SEARCH_FILE, SEARCH_SRC), (SERVER_FILE, SERVER_SRC)):
        lines = src.splitlines(True)
        linecache.cache[fn] = (len(src), None, lines, fn)
    ns = {}
    exec(compile(SEARCH_SRC, SEARCH_FILE, "exec"), ns)
    sv = {"TOOLS": {"search_products": ns["search_products"]}}
    exec(compile(SERVER_SRC, SERVER_FILE, "exec"), sv)
    try:
        sv["dispatch"]("search_products", {"query": "running shoes"})
    except KeyError as e:
        tb = e.__traceback__
        while tb is not None and tb.tb_frame.f_code.co_filename != SERVER_FILE:
            tb = tb.tb_next  # drop this harness's own frames
        OUT["py_keyerror"] = {"type": "KeyError", "str": str(e),
                              "tb": "".join(traceback.format_exception(type(e), e, tb))}
        return


def py_pydantic():
    class SimilaritySearch(pydantic.BaseModel):
        collection: str
        query: str
        top_k: int = pydantic.Field(10, ge=1, le=100)
    SimilaritySearch(collection="support-articles", query="reset password", top_k=1000001)


def py_pydantic_missing():
    # the argument model FastMCP derives for create_index(name, dimension, metric)
    Args = pydantic.create_model("create_indexArguments", name=(str, ...), dimension=(int, ...),
                                 metric=(str, "cosine"))
    Args.model_validate({"dimension": 768, "metric": "cosine"})


def py_jsonschema():
    schema = {"type": "object", "properties": {
        "order": {"type": "string", "enum": ["asc", "desc"]},
        "field": {"type": "string"}}, "required": ["field"]}
    jsonschema.validate({"field": "published_at", "order": "twaudit-c41f0a7b"}, schema)


def py_dns():
    socket.getaddrinfo("clickhouse-prod-02.dw.internal", 8123)


def py_urlopen():
    urllib.request.urlopen("http://127.0.0.1:8108/collections/podcasts/documents/search?q=x",
                           timeout=3)


SCRATCH = os.environ["SCRATCH"]


def node(key, src, filename):
    """Writes the handler to SCRATCH+filename, calls it from a small server.js beside it and
    records the error; the scratch prefix is then rewritten to the deploy path."""
    path = SCRATCH + filename
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(src)
    root = SCRATCH + "/" + filename.strip("/").split("/")[0]
    server = os.path.join(os.path.dirname(os.path.dirname(path)), "server.js")
    with open(server, "w") as f:
        f.write("const handler=require(" + json.dumps(path) + ");\n"
                "async function callTool(args){\n  return await handler(args);\n}\n"
                "callTool({}).catch(e=>{process.stdout.write(JSON.stringify({name:e.name,"
                "message:e.message,stack:e.stack,cause:e.cause?{name:e.cause.name,"
                "message:e.cause.message,code:e.cause.code,stack:e.cause.stack}:null}))});\n")
    p = subprocess.run(["node", server], capture_output=True, text=True, timeout=30)
    out = (p.stdout or json.dumps({"stderr": p.stderr})).replace(SCRATCH, "")
    OUT[key] = json.loads(out)


def main():
    for k, f in [("pg_union_es", pg_union_es), ("pg_limit_de", pg_limit_de),
                 ("pg_wrongtype_fr", pg_wrongtype_fr), ("pg_denied_ja", pg_denied_ja),
                 ("pg_timeout_ru", pg_timeout_ru), ("pg_unique_it", pg_unique_it),
                 ("pg_connrefused", pg_connrefused), ("pg_password", pg_password),
                 ("pg_hint_sv", pg_hint_sv), ("pg_div_zh", pg_div_zh), ("pg_check_uk", pg_check_uk),
                 ("pg_func_ko", pg_func_ko),
                 ("duck_sandbox", duck_sandbox), ("duck_catalog", duck_catalog),
                 ("duck_convert", duck_convert), ("duck_binder", duck_binder),
                 ("sqlite_token", sqlite_token), ("py_keyerror", py_keyerror),
                 ("py_pydantic", py_pydantic), ("py_pydantic_missing", py_pydantic_missing), ("py_jsonschema", py_jsonschema),
                 ("py_dns", py_dns), ("py_urlopen", py_urlopen)]:
        if k == "py_keyerror":
            f()
            continue
        capture(k, f)
    node("node_fetch", "module.exports = async function searchAssets(args) {\n"
         "  const r = await fetch('http://127.0.0.1:9200/media-assets/_search', {method: 'POST'});\n"
         "  return r.json();\n};\n", "/app/dist/tools/searchAssets.js")
    node("node_json", "module.exports = async function upsertVectors(args) {\n"
         "  const body = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title>';\n"
         "  return JSON.parse(body);\n};\n", "/app/dist/clients/vectorClient.js")
    node("node_undef", "module.exports = async function topQueries(args) {\n"
         "  const resp = {data: {}};\n  const top = resp.data.results\n    .map(r => r.score);\n"
         "  return top;\n};\n", "/opt/mcp-analytics/build/tools/topQueries.js")
    OUT["_versions"] = {"psycopg2": psycopg2.__version__, "duckdb": duckdb.__version__,
                        "pydantic": pydantic.VERSION, "jsonschema": __import__("importlib.metadata").metadata.version("jsonschema"),
                        "sqlite": sqlite3.sqlite_version, "python": sys.version.split()[0],
                        "node": subprocess.run(["node", "--version"], capture_output=True,
                                               text=True).stdout.strip()}
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        json.dump(OUT, f, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
