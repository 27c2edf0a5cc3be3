"""Runs a real PostgreSQL 15 server (started in a private scratch dir, unix socket only) through
psycopg 3 and records the exact error text a careless MCP tool would hand back.
Usage: python run_pg.py <socket_dir> <out.json>"""
import json, secrets, sys, os, locale
import psycopg

SOCK, OUT = sys.argv[1], sys.argv[2]

def canary():
    return "twaudit-" + secrets.token_hex(4)

admin = psycopg.connect(host=SOCK, user="postgres", dbname="postgres", autocommit=True)
admin.execute("DROP DATABASE IF EXISTS shop")
admin.execute("CREATE DATABASE shop")
admin.close()
c = psycopg.connect(host=SOCK, user="postgres", dbname="shop", autocommit=True)
c.execute("""
CREATE TABLE lagerbestand (artikel_nr int PRIMARY KEY, menge int NOT NULL);
CREATE TABLE clientes (id serial PRIMARY KEY, email text UNIQUE NOT NULL, nombre text);
CREATE TYPE order_status AS ENUM ('new','paid','shipped','cancelled');
CREATE TABLE zakazy (id serial PRIMARY KEY, status order_status NOT NULL, total numeric(12,2));
CREATE TABLE ordini (id int PRIMARY KEY);
CREATE TABLE righe_ordine (id serial PRIMARY KEY, ordine_id int REFERENCES ordini(id), sku text);
CREATE TABLE subscriptions (id serial PRIMARY KEY, plan text, seats int CHECK (seats BETWEEN 1 AND 500));
CREATE TABLE bronjuvannia (id serial PRIMARY KEY, kimnata text NOT NULL, hist text NOT NULL, data_zaizdu date);
CREATE TABLE dingdan (id serial PRIMARY KEY, created_at timestamptz default now(), amount numeric);
CREATE TABLE kunder (id serial PRIMARY KEY, namn text);
""")
c.execute("INSERT INTO clientes (email, nombre) VALUES ('reservas@hotelsolmar.es','Hotel Solmar')")

res = {}

def run(key, lang, sql, params=None, wrap="{e}", setup=None, probe="valid", sent=None):
    c.execute(f"SET lc_messages TO '{lang}.utf8'")
    if setup:
        c.execute(setup)
    try:
        c.execute(sql, params)
        raise SystemExit(f"{key}: no error")
    except psycopg.Error as e:
        text = wrap.format(e=str(e).rstrip(), cls=type(e).__name__)
    c.execute("RESET statement_timeout")
    res[key] = {"probe": probe, "sent": sent, "text": text,
                "produced_by": f"PostgreSQL 15.18 (lc_messages={lang}) via psycopg 3.3.9; gen/run_pg.py case {key}"}

k = canary()
run("pg-de-int", "de_DE", "SELECT menge FROM lagerbestand WHERE artikel_nr = %s::int", (k,),
    wrap="Abfrage des Lagerbestands fehlgeschlagen: {e}", probe="wrong-type", sent=k)
run("pg-fr-rel", "fr_FR", "SELECT numero, montant FROM factures_2023 WHERE client_id = 4471",
    wrap="Impossible de lire les factures : {e}")
k = canary(); email = f"{k}@example.org"
run("pg-es-uniq", "es_ES", "INSERT INTO clientes (email, nombre) VALUES (%s, %s)", ("reservas@hotelsolmar.es", "Hotel Solmar"),
    wrap="No se pudo registrar el cliente.\n{e}", sent="reservas@hotelsolmar.es")
k = canary(); inj = f"' OR 1=1 )) -- {k}"
run("pg-ja-sql", "ja_JP", "SELECT id, name FROM products WHERE name LIKE '%" + inj + "%'",
    wrap="検索に失敗しました: {e}", probe="sql", sent=inj)
k = canary()
run("pg-zh-col", "zh_CN", f'SELECT id, amount FROM dingdan ORDER BY "{k}" DESC LIMIT 20',
    wrap="查询订单出错：{e}", probe="enum", sent=k)
k = canary()
run("pg-ru-enum", "ru_RU", "SELECT id, total FROM zakazy WHERE status = %s::order_status", (k,),
    wrap="{cls}: {e}", probe="enum", sent=k)
run("pg-it-fk", "it_IT", "INSERT INTO righe_ordine (ordine_id, sku) VALUES (%s, %s)", (90817, "CAF-ESP-250"),
    wrap="Errore durante l'aggiunta della riga: {e}")
run("pg-sv-timeout", "sv_SE", "SELECT pg_sleep(2), count(*) FROM kunder", setup="SET statement_timeout = 100",
    wrap="{e}")
run("pg-ko-check", "ko_KR", "INSERT INTO subscriptions (plan, seats) VALUES (%s, %s)", ("team", 0),
    wrap="좌석 수 변경 실패 — {e}")
run("pg-uk-null", "uk_UA", "INSERT INTO bronjuvannia (kimnata, hist, data_zaizdu) VALUES (%s, %s, %s)", ("204", None, "2025-07-14"),
    wrap="Не вдалося створити бронювання. {e}")
json.dump(res, open(OUT, "w"), ensure_ascii=False, indent=1)

