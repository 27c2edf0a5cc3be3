#!/usr/bin/env python3
"""Start a throwaway PostgreSQL 15 cluster under /tmp/d23-scratch, provoke errors with psql
in several lc_messages / client locales, and save the raw stderr to /tmp/d23-scratch/pg_real.json.
Run as root; the server runs as the unprivileged 'postgres' user. Stops the server at the end."""
import json, os, subprocess, time

BIN = "/usr/lib/postgresql/15/bin"
BASE = "/tmp/d23-scratch/pg"
DATA = BASE + "/data"
PORT = "55437"
OUT = "/tmp/d23-scratch/pg_real.json"


def as_pg(cmd, **kw):
    return subprocess.run(["runuser", "-u", "postgres", "--"] + cmd, capture_output=True, text=True, **kw)


def su_sql(sql):
    r = as_pg([BIN + "/psql", "-X", "-q", "-h", BASE, "-p", PORT, "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-c", sql])
    if r.returncode:
        raise SystemExit(r.stderr)


def psql(sql, user, lang, db="appdb", pw="app-pass", host="127.0.0.1", port=PORT, pre=None):
    env = dict(os.environ)
    env.update(PGPASSWORD=pw, PGOPTIONS=f"-c lc_messages={lang}", LANG=lang, LC_ALL=lang,
               LANGUAGE="", PGSSLMODE="disable", PGCONNECT_TIMEOUT="3")
    args = [BIN + "/psql", "-X", "-q", "-h", host, "-p", port, "-U", user, "-d", db, "-v", "ON_ERROR_STOP=1"]
    for s in (pre or []):
        args += ["-c", s]
    args += ["-c", sql]
    r = subprocess.run(args, capture_output=True, text=True, env=env)
    return r.stderr.strip()


def setup():
    subprocess.run(["rm", "-rf", BASE])
    os.makedirs(BASE)
    subprocess.run(["chown", "postgres", BASE])
    r = as_pg([BIN + "/initdb", "-D", DATA, "-A", "trust", "--locale=C.UTF-8", "-E", "UTF8"])
    assert r.returncode == 0, r.stderr
    with open(DATA + "/pg_hba.conf", "w") as f:
        f.write("local all postgres trust\n"
                "host appdb mcp_reader 127.0.0.1/32 trust\n"
                "host appdb all 127.0.0.1/32 scram-sha-256\n")
    subprocess.run(["chown", "postgres", DATA + "/pg_hba.conf"])
    r = as_pg([BIN + "/pg_ctl", "-D", DATA, "-l", BASE + "/log", "-w", "-o",
               f"-p {PORT} -k {BASE} -c listen_addresses=127.0.0.1", "start"])
    assert r.returncode == 0, r.stderr + r.stdout
    su_sql("""
CREATE ROLE app LOGIN PASSWORD 'app-pass';
CREATE ROLE mcp_admin LOGIN SUPERUSER PASSWORD 'app-pass';
""")
    su_sql("CREATE DATABASE appdb OWNER postgres")
    su_sql("GRANT SET ON PARAMETER lc_messages TO app")
    r = as_pg([BIN + "/psql", "-X", "-q", "-h", BASE, "-p", PORT, "-d", "appdb", "-v", "ON_ERROR_STOP=1", "-c", """
CREATE SCHEMA billing; CREATE SCHEMA vault_keys;
CREATE TABLE billing.invoices(id serial PRIMARY KEY, customer_email text UNIQUE NOT NULL,
  amount_cents int NOT NULL CHECK (amount_cents >= 0), note text);
CREATE TABLE billing.customers(id int PRIMARY KEY, email text);
CREATE TABLE billing.payments(id serial PRIMARY KEY, customer_id int NOT NULL REFERENCES billing.customers(id), ref text);
CREATE TABLE vault_keys.api_keys(id int, secret text);
CREATE FUNCTION billing.rotate_signing_keys() RETURNS int LANGUAGE sql AS 'SELECT 1';
REVOKE EXECUTE ON FUNCTION billing.rotate_signing_keys() FROM PUBLIC;
CREATE TABLE public.tickets(id serial PRIMARY KEY, owner text NOT NULL, body text);
ALTER TABLE public.tickets ENABLE ROW LEVEL SECURITY;
CREATE POLICY own_rows ON public.tickets USING (owner = current_user) WITH CHECK (owner = current_user);
GRANT SELECT, INSERT ON public.tickets TO app; GRANT USAGE ON SEQUENCE public.tickets_id_seq TO app;
GRANT USAGE ON SCHEMA billing TO app;
GRANT SELECT, INSERT ON billing.invoices, billing.payments TO app;
GRANT USAGE ON SEQUENCE billing.payments_id_seq, billing.invoices_id_seq TO app;
CREATE SEQUENCE billing.credit_note_seq;
CREATE TABLE public.audit_log(id int, msg text);
GRANT SELECT ON public.audit_log TO app;
"""])
    assert r.returncode == 0, r.stderr


def auth_case(lang, sql):
    # auth errors are raised before PGOPTIONS apply; set the server-wide lc_messages first
    su_sql(f"ALTER SYSTEM SET lc_messages = '{lang}'")
    su_sql("SELECT pg_reload_conf()")
    time.sleep(0.5)
    out = sql()
    su_sql("ALTER SYSTEM RESET lc_messages")
    su_sql("SELECT pg_reload_conf()")
    time.sleep(0.3)
    return out


def lock_timeout(lang):
    env = dict(os.environ, PGPASSWORD="app-pass")
    holder = subprocess.Popen([BIN + "/psql", "-X", "-q", "-h", "127.0.0.1", "-p", PORT, "-U", "mcp_admin", "-d", "appdb",
                               "-c", "BEGIN; LOCK TABLE billing.invoices IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(4); COMMIT;"],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1)
    out = psql("SELECT count(*) FROM billing.invoices", "app", lang, pre=["SET lock_timeout = '800ms'"])
    holder.wait()
    return out


def main():
    setup()
    C = {}
    # --- permission failures of the server's own account
    C["pg-table-de"] = psql("SELECT id, email FROM billing.customers WHERE id = 42", "app", "de_DE.UTF-8")
    C["pg-schema-fr"] = psql("SELECT * FROM vault_keys.api_keys WHERE id = 1", "app", "fr_FR.UTF-8")
    C["pg-audit-update-en"] = psql("UPDATE public.audit_log SET msg = 'twaudit-3c9d1e07' WHERE id = 7", "app", "C.UTF-8")
    C["pg-seq-es"] = psql("SELECT nextval('billing.credit_note_seq')", "app", "es_ES.UTF-8")
    C["pg-func-ja"] = psql("SELECT billing.rotate_signing_keys()", "app", "ja_JP.UTF-8")
    C["pg-rls-ru"] = psql("INSERT INTO public.tickets(owner, body) VALUES ('support', 'twaudit-5f0a92c4')", "app", "ru_RU.UTF-8")
    C["pg-owner-en"] = psql("ALTER TABLE billing.invoices ADD COLUMN twaudit_a1 int", "app", "C.UTF-8")
    C["pg-table-sv"] = psql("DELETE FROM billing.customers WHERE id = 42", "app", "sv_SE.UTF-8")
    C["pg-table-uk"] = psql("SELECT email FROM billing.customers WHERE email = 'twaudit-8b41d6e2'", "app", "uk_UA.UTF-8")
    C["pg-truncate-ko"] = psql("TRUNCATE billing.invoices", "app", "ko_KR.UTF-8")
    C["pg-pwfail-zh"] = auth_case("zh_CN.UTF-8", lambda: psql("SELECT 1", "app", "zh_CN.UTF-8", pw="stale-rotated-pass"))
    C["pg-norole-ko"] = auth_case("ko_KR.UTF-8", lambda: psql("SELECT 1", "mcp_reader", "ko_KR.UTF-8"))
    C["pg-nohba-it"] = auth_case("it_IT.UTF-8", lambda: psql("SELECT 1", "app", "it_IT.UTF-8", db="postgres"))
    C["pg-pwfail-de"] = auth_case("de_DE.UTF-8", lambda: psql("SELECT 1", "app", "de_DE.UTF-8", pw="expired"))
    # --- look-alikes
    C["pg-norel-de"] = psql("SELECT * FROM billing.invoice_lines WHERE invoice_id = 12", "app", "de_DE.UTF-8")
    C["pg-nocol-fr"] = psql("SELECT customer_mail FROM billing.invoices", "app", "fr_FR.UTF-8")
    C["pg-syntax-es"] = psql("SELECT * FROM billing.invoices WHERE customer_email = ''twaudit-e27c4b19' OR 1=1 --'", "app", "es_ES.UTF-8")
    C["pg-unterminated-ja"] = psql("SELECT * FROM billing.invoices WHERE note = 'twaudit-0d6f3a85'' OR ''1''=''1", "app", "ja_JP.UTF-8")
    psql("INSERT INTO billing.invoices(customer_email, amount_cents) VALUES ('twaudit-91ab7c3e@example.com', 100)", "app", "C.UTF-8")
    C["pg-unique-it"] = psql("INSERT INTO billing.invoices(customer_email, amount_cents) VALUES ('twaudit-91ab7c3e@example.com', 500)", "app", "it_IT.UTF-8")
    C["pg-check-ja"] = psql("INSERT INTO billing.invoices(customer_email, amount_cents, note) VALUES ('twaudit-4e8d2a6b@example.com', -1000001, 'refund')", "app", "ja_JP.UTF-8")
    C["pg-notnull-ru"] = psql("INSERT INTO billing.invoices(customer_email, amount_cents) VALUES (NULL, 100)", "app", "ru_RU.UTF-8")
    C["pg-fk-zh"] = psql("INSERT INTO billing.payments(customer_id, ref) VALUES (999999, 'twaudit-6a3b0f58')", "app", "zh_CN.UTF-8")
    C["pg-readonly-ko"] = psql("INSERT INTO public.tickets(owner, body) VALUES ('app', 'x')", "app", "ko_KR.UTF-8",
                               pre=["SET default_transaction_read_only = on"])
    C["pg-stmt-timeout-sv"] = psql("SELECT pg_sleep(2)", "app", "sv_SE.UTF-8", pre=["SET statement_timeout = '250ms'"])
    C["pg-lock-timeout-uk"] = lock_timeout("uk_UA.UTF-8")
    C["pg-badint-pt"] = psql("SELECT * FROM billing.invoices WHERE id = 'twaudit-b5c27e90'", "app", "pt_BR.UTF-8")
    C["pg-refused-de"] = psql("SELECT 1", "app", "de_DE.UTF-8", port="5")
    C["pg-readfile-en"] = psql("SELECT pg_read_file('../../../../root/twaudit-c4e19a73.csv')", "mcp_admin", "C.UTF-8")
    C["pg-readfile-fr"] = psql("COPY billing.customers FROM '/root/twaudit-7d02b5e1/customers.csv' CSV", "mcp_admin", "fr_FR.UTF-8")
    r = as_pg([BIN + "/pg_ctl", "-D", DATA, "-m", "fast", "-w", "stop"])
    C["_stopped"] = r.stdout.strip()
    json.dump(C, open(OUT, "w"), ensure_ascii=False, indent=1)
    for k, v in C.items():
        print(k, "=>", v)


if __name__ == "__main__":
    main()
