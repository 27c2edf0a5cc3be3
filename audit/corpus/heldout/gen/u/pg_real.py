"""Real PostgreSQL 15 server messages (Debian postgresql-15, its shipped translations), read through
psycopg2, for batch U.  Needs a throwaway cluster on 127.0.0.1:55432 (superuser password in
/tmp/hu-scratch/pg/pw), started as described in gen/README.md.  Writes gen/out/pg_real.json.
"""
import json, os, sys, time
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary, save
import psycopg2

DSN = "host=127.0.0.1 port=55432 dbname=postgres"
SUPER = DSN + " user=postgres password=" + open("/tmp/hu-scratch/pg/pw").read().strip()
PB = "PostgreSQL 15 (Debian postgresql-15, lc_messages=%s) via psycopg2 " + psycopg2.__version__.split()[0]
out = {}

def put(key, text, pb):
    out[key] = {"text": text, "produced_by": pb}

su = psycopg2.connect(SUPER); su.autocommit = True
cur = su.cursor()
for stmt in ["drop database if exists shop", "create database shop"]:
    cur.execute(stmt)
su.close()
su = psycopg2.connect(SUPER.replace("dbname=postgres", "dbname=shop")); su.autocommit = True
cur = su.cursor()
cur.execute("""
drop role if exists mcp_reader; drop role if exists mcp_app;
create role mcp_app login password 'app-secret';
create role mcp_reader login password 'reader-secret';
create table orders(id integer primary key, customer text, total numeric(10,2));
create table nominas(empleado text, importe numeric);
grant select, insert on orders to mcp_app;
grant select on orders to mcp_reader;
insert into orders values (1001, 'acme', 12.50);
""")

def err(dsn, lang, sql, params=None):
    conn = psycopg2.connect(dsn, options=f"-c lc_messages={lang}")
    try:
        c = conn.cursor()
        c.execute(sql, params)
    except psycopg2.Error as e:
        return e
    finally:
        conn.close()

APP = DSN.replace("dbname=postgres", "dbname=shop") + " user=mcp_app password=app-secret"
# lc_messages is superuser-settable: set it per role the way an operator would
for role, lang in [("mcp_app", "C")]:
    pass

def with_role_lang(role, lang):
    cur.execute(f"alter role {role} set lc_messages = %s", (lang,))

with_role_lang("mcp_app", "ru_RU.UTF-8")
conn = psycopg2.connect(APP); c = conn.cursor()
try:
    c.execute("select id, total from invoices where customer = %s", ("acme",))
except psycopg2.Error as e:
    put("pg_ru_undef", f"psycopg2.errors.{type(e).__name__}: {e}".rstrip(), PB % "ru_RU.UTF-8")
conn.close()

with_role_lang("mcp_app", "ja_JP.UTF-8")
conn = psycopg2.connect(APP); c = conn.cursor()
try:
    c.execute("insert into orders(id, customer, total) values (%s, %s, %s)", (1001, "acme", 9.99))
except psycopg2.Error as e:
    put("pg_ja_unique", str(e).rstrip(), PB % "ja_JP.UTF-8")
conn.close()

with_role_lang("mcp_app", "ko_KR.UTF-8")
conn = psycopg2.connect(APP); c = conn.cursor()
try:
    c.execute("select customer, total from orders where id = %s::integer", (canary("pg_ko_int"),))
except psycopg2.Error as e:
    put("pg_ko_int", str(e).rstrip(), PB % "ko_KR.UTF-8")
conn.close()

with_role_lang("mcp_app", "de_DE.UTF-8")
conn = psycopg2.connect(APP); c = conn.cursor()
sent = "7' OR 1=1 --" + canary("pg_de_sql")
try:
    c.execute("select customer, total from orders where id = " + sent.replace("7'", "7 '", 0))
except psycopg2.Error as e:
    put("pg_de_sql", str(e).rstrip(), PB % "de_DE.UTF-8")
conn.close()

cur.execute("alter role mcp_reader set lc_messages = 'es_ES.UTF-8'")
conn = psycopg2.connect(DSN.replace("dbname=postgres", "dbname=shop") + " user=mcp_reader password=reader-secret"); c = conn.cursor()
try:
    c.execute("select empleado, importe from nominas")
except psycopg2.Error as e:
    put("pg_es_perm", str(e).rstrip(), PB % "es_ES.UTF-8")
conn.close()

# a failed password check is reported in the server's own lc_messages (set in postgresql.conf)
cur.execute("alter system set lc_messages = 'fr_FR.UTF-8'"); cur.execute("select pg_reload_conf()"); time.sleep(1)
try:
    psycopg2.connect(DSN.replace("dbname=postgres", "dbname=shop") + " user=mcp_app password=rotated-yesterday")
except psycopg2.Error as e:
    put("pg_fr_auth", str(e).rstrip(), PB % "fr_FR.UTF-8")
cur.execute("alter system reset lc_messages"); cur.execute("select pg_reload_conf()")

save("pg_real", out)
for k, v in out.items():
    print("==", k, "::", v["text"])
