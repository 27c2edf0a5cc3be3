"""Runs real libraries/servers in a scratch folder and records the model-visible text of each
answer into gen/real.json. Run with the scratch venv's python (mcp<2, pydantic, psycopg,
jsonschema installed there), with PGHOST/PGPORT pointing at a throwaway PostgreSQL 15 started in
the scratch folder, and LOCPATH pointing at locales compiled there with localedef.

Setup used (all inside a `mktemp -d` scratch folder S):
  python3 -m venv S/venv && S/venv/bin/pip install "mcp<2" jsonschema "psycopg[binary]"
  (cd S && npm install zod@3)
  localedef -i de_DE -f UTF-8 S/locale/de_DE.UTF-8   (and fr_FR es_ES it_IT ja_JP ru_RU sv_SE ko_KR uk_UA zh_CN)
  runuser -u nobody -- env LOCPATH=S/locale initdb -D S/pg/data -U postgres --locale=C.UTF-8 -A trust
  runuser -u nobody -- env LOCPATH=S/locale pg_ctl -D S/pg/data -o "-k S/pg -c listen_addresses='' -p 55432" start

Usage: SCRATCH=S PGHOST=S/pg PGPORT=55432 LOCPATH=S/locale S/venv/bin/python real_outputs.py
Then: python3 build.py
"""
import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import threading
import traceback
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Annotated, Literal

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary  # noqa: E402

import httpx  # noqa: E402
import jsonschema  # noqa: E402
import psycopg  # noqa: E402
from pydantic import Field  # noqa: E402
from mcp.server.fastmcp import FastMCP  # noqa: E402
from mcp.shared.memory import create_connected_server_and_client_session  # noqa: E402
from mcp.shared.exceptions import McpError  # noqa: E402

SCRATCH = os.environ["SCRATCH"]
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = {}


def visible(result):
    parts = [c.text for c in result.content if getattr(c, "type", "") == "text"]
    text = "\n".join(parts)
    if result.structuredContent is not None:
        text += ("\n" if text else "") + json.dumps(result.structuredContent, ensure_ascii=False)
    return text


LAST_ARGS = {}


async def call(server, tool, args):
    LAST_ARGS.clear()
    LAST_ARGS.update(args)
    async with create_connected_server_and_client_session(server._mcp_server) as client:
        try:
            r = await client.call_tool(tool, args)
        except McpError as e:
            data = e.error.data
            text = e.error.message + ("" if data is None else "\n" + json.dumps(data, ensure_ascii=False))
            return "jsonrpc-error", text
        return ("error-result" if r.isError else "success-result"), visible(r)


def record(key, channel_text, produced_by, sent=None):
    ch, text = channel_text
    OUT[key] = {"channel": ch, "text": text, "produced_by": produced_by, "args": dict(LAST_ARGS)}


# ---------- PostgreSQL helpers ----------
def pg(lang_locale):
    conn = psycopg.connect(host=os.environ["PGHOST"], port=os.environ["PGPORT"], user="postgres",
                           dbname="postgres", autocommit=True)
    conn.execute(f"SET lc_messages TO '{lang_locale}'")
    return conn


def pg_setup():
    c = pg("C")
    for stmt in [
        "DROP TABLE IF EXISTS impfungen, eleves_cantine, donaciones, iscrizioni, corsi, shinryo, subvenciones_budget, ansokningar, handlingar, students, court_cases CASCADE",
        "CREATE TABLE impfungen (person_id text, impfstoff text, impf_datum date)",
        "CREATE TABLE eleves_cantine (id serial, nom text, prenom text, classe text)",
        "CREATE TABLE donaciones (id serial, donante text, importe numeric, fecha date)",
        "INSERT INTO donaciones (donante, importe, fecha) SELECT 'd'||g, g, now() FROM generate_series(1,200000) g",
        "CREATE TABLE corsi (id text primary key, titolo text)",
        "CREATE TABLE iscrizioni (studente text, corso_id text references corsi(id))",
        "CREATE TABLE subvenciones_budget (program text, spent numeric, beneficiaries int)",
        "INSERT INTO subvenciones_budget VALUES ('meals', 1200, 0)",
        "CREATE TABLE ansokningar (id text, status text)",
        "CREATE TABLE handlingar (id text, ansokan_id text, status text)",
        "CREATE TABLE students (id serial, name text, grade_level int CHECK (grade_level BETWEEN 0 AND 12))",
        "CREATE TABLE court_cases (docket text, party text)",
    ]:
        c.execute(stmt)
    c.close()


def run_sql(locale, sql, params=None):
    c = pg(locale)
    try:
        c.execute(sql, params)
        return None
    except psycopg.Error as e:
        return e
    finally:
        c.close()


async def main():
    pg_setup()

    # 1. German: Gesundheitsamt vaccination register, column that does not exist
    srv = FastMCP("impfregister")

    @srv.tool()
    def impfstatus_abfragen(person_id: str) -> str:
        """Impfstatus einer Person aus dem Impfregister."""
        c = pg("de_DE.UTF-8")
        try:
            rows = c.execute("SELECT impfstoff, impfdatum_letzte FROM impfungen WHERE person_id = %s",
                             (person_id,)).fetchall()
        finally:
            c.close()
        return json.dumps(rows)

    k = "pg-de-column"
    record(k, await call(srv, "impfstatus_abfragen", {"person_id": canary(k)}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages de_DE), gen/real_outputs.py")

    # 2. French: school canteen registration, SQL built by string concatenation, sql probe
    srv = FastMCP("cantine-scolaire")

    @srv.tool()
    def rechercher_eleve(nom: str) -> str:
        """Recherche un élève inscrit à la cantine par son nom."""
        c = pg("fr_FR.UTF-8")
        try:
            rows = c.execute("SELECT id, nom, prenom, classe FROM eleves_cantine WHERE (nom = '" + nom + "')").fetchall()
        finally:
            c.close()
        return json.dumps(rows)

    k = "pg-fr-sql"
    record(k, await call(srv, "rechercher_eleve", {"nom": canary(k) + "' OR 1=1 --"}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages fr_FR), gen/real_outputs.py")

    # 3. Spanish: food-bank donor report hits statement_timeout
    srv = FastMCP("banco-alimentos-informes")

    @srv.tool()
    def informe_donaciones(anio: int) -> str:
        """Informe anual de donaciones."""
        c = pg("es_ES.UTF-8")
        try:
            c.execute("SET statement_timeout = '5ms'")
            rows = c.execute("SELECT donante, sum(importe) FROM donaciones d1 CROSS JOIN generate_series(1,50) "
                             "WHERE extract(year from fecha) = %s GROUP BY donante ORDER BY 2 DESC", (anio,)).fetchall()
        finally:
            c.close()
        return json.dumps(rows, default=str)

    record("pg-es-timeout", await call(srv, "informe_donaciones", {"anio": 2024}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages es_ES), gen/real_outputs.py")

    # 4. Italian: enrollment with foreign key violation
    srv = FastMCP("iscrizioni-corsi")

    @srv.tool()
    def iscrivi_studente(matricola: str, corso_id: str) -> str:
        """Iscrive uno studente a un corso."""
        c = pg("it_IT.UTF-8")
        try:
            c.execute("INSERT INTO iscrizioni (studente, corso_id) VALUES (%s, %s)", (matricola, corso_id))
        finally:
            c.close()
        return "ok"

    k = "pg-it-fk"
    record(k, await call(srv, "iscrivi_studente", {"matricola": "S0048213", "corso_id": canary(k)}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages it_IT), gen/real_outputs.py")

    # 5. Japanese: clinic records, table missing after a migration
    srv = FastMCP("clinic-records")

    @srv.tool()
    def get_visit_history(patient_no: str) -> str:
        """診療履歴を取得します。"""
        c = pg("ja_JP.UTF-8")
        try:
            rows = c.execute("SELECT * FROM shinryo_kiroku WHERE patient_no = %s", (patient_no,)).fetchall()
        finally:
            c.close()
        return json.dumps(rows)

    k = "pg-ja-relation"
    record(k, await call(srv, "get_visit_history", {"patient_no": canary(k)}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages ja_JP), gen/real_outputs.py")

    # 6. Russian: grant budget per beneficiary, division by zero
    srv = FastMCP("grant-budget")

    @srv.tool()
    def cost_per_beneficiary(program: str) -> str:
        """Стоимость программы на одного получателя."""
        c = pg("ru_RU.UTF-8")
        try:
            row = c.execute("SELECT spent / beneficiaries FROM subvenciones_budget WHERE program = %s",
                            (program,)).fetchone()
        finally:
            c.close()
        return str(row)

    record("pg-ru-div0", await call(srv, "cost_per_beneficiary", {"program": "meals"}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages ru_RU), gen/real_outputs.py")

    # 7. Swedish: municipal permit application, ambiguous column in a join
    srv = FastMCP("bygglov")

    @srv.tool()
    def arende_status(arende_id: str) -> str:
        """Status för ett bygglovsärende."""
        c = pg("sv_SE.UTF-8")
        try:
            rows = c.execute("SELECT status FROM ansokningar a JOIN handlingar h ON h.ansokan_id = a.id "
                             "WHERE a.id = %s", (arende_id,)).fetchall()
        finally:
            c.close()
        return json.dumps(rows)

    k = "pg-sv-ambiguous"
    record(k, await call(srv, "arende_status", {"arende_id": canary(k)}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages sv_SE), gen/real_outputs.py")

    # 8. Korean: student registry, check constraint, below-min probe
    srv = FastMCP("student-registry")

    @srv.tool()
    def add_student(name: str, grade_level: int) -> str:
        """학생을 등록합니다."""
        c = pg("ko_KR.UTF-8")
        try:
            c.execute("INSERT INTO students (name, grade_level) VALUES (%s, %s)", (name, grade_level))
        finally:
            c.close()
        return "등록되었습니다"

    record("pg-ko-check", await call(srv, "add_student", {"name": "김민준", "grade_level": -7}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages ko_KR), gen/real_outputs.py")

    # 9. Chinese: court docket search with concatenated SQL, sql probe
    srv = FastMCP("court-docket")

    @srv.tool()
    def search_docket(party: str) -> str:
        """按当事人查询案件。"""
        c = pg("zh_CN.UTF-8")
        try:
            rows = c.execute("SELECT docket FROM court_cases WHERE party LIKE '%" + party + "%'").fetchall()
        finally:
            c.close()
        return json.dumps(rows)

    k = "pg-zh-sql"
    record(k, await call(srv, "search_docket", {"party": canary(k) + "' UNION SELECT usename, passwd FROM pg_shadow --"}),
           "mcp 1.x FastMCP + psycopg 3 against PostgreSQL 15 (lc_messages zh_CN), gen/real_outputs.py")

    # 10. Italian libpq: host of the civil registry DB cannot be resolved
    srv = FastMCP("anagrafe")

    @srv.tool()
    def certificato_residenza(codice_fiscale: str) -> str:
        """Emette un certificato di residenza."""
        os.environ["LC_MESSAGES"] = "it_IT.UTF-8"
        psycopg.connect(host="db-anagrafe.comune.interno", port=5432, user="anagrafe_ro",
                        dbname="anagrafe", connect_timeout=3)
        return "ok"

    env_before = dict(os.environ)
    os.environ["LANGUAGE"] = "it"
    os.environ["LC_ALL"] = "it_IT.UTF-8"
    record("libpq-it-dns", await call(srv, "certificato_residenza", {"codice_fiscale": "RSSMRA80A01H501U"}),
           "mcp 1.x FastMCP + psycopg 3 / libpq 15 client (LC_ALL it_IT), unresolvable host, gen/real_outputs.py")
    os.environ.clear()
    os.environ.update(env_before)

    # 10b. Italian libpq through psql (careless shell-out tool)
    srv = FastMCP("anagrafe-psql")

    @srv.tool()
    def stato_famiglia(codice_fiscale: str) -> str:
        """Stato di famiglia dall'anagrafe comunale."""
        env = dict(os.environ, LC_ALL="it_IT.UTF-8", LANGUAGE="it", PGCONNECT_TIMEOUT="3")
        p = subprocess.run(["psql", "-h", "db-anagrafe.comune.interno", "-U", "anagrafe_ro", "-d", "anagrafe",
                            "-tAc", "SELECT 1"], capture_output=True, text=True, env=env)
        if p.returncode:
            raise RuntimeError(p.stderr.strip())
        return p.stdout

    record("libpq-it-psql", await call(srv, "stato_famiglia", {"codice_fiscale": "RSSMRA80A01H501U"}),
           "mcp 1.x FastMCP shelling out to psql 15 (LC_ALL it_IT), unresolvable host, gen/real_outputs.py")

    # 11. FastMCP + pydantic: above-max
    srv = FastMCP("trial-finder")

    @srv.tool()
    def search_trials(condition: str, max_results: Annotated[int, Field(ge=1, le=100)] = 20) -> str:
        """Search open clinical trials."""
        return "[]"

    record("pyd-above-max", await call(srv, "search_trials", {"condition": "type 2 diabetes", "max_results": 1000001}),
           "mcp 1.x FastMCP (pydantic 2 argument validation), gen/real_outputs.py")

    # 12. FastMCP + pydantic: enum
    srv = FastMCP("bed-management")

    @srv.tool()
    def list_beds(ward: str, unit_type: Literal["inpatient", "outpatient", "emergency"]) -> str:
        """List free beds in a ward."""
        return "[]"

    k = "pyd-enum"
    record(k, await call(srv, "list_beds", {"ward": "4B", "unit_type": canary(k)}),
           "mcp 1.x FastMCP (pydantic 2 argument validation), gen/real_outputs.py")

    # 13. FastMCP + pydantic: missing argument
    srv = FastMCP("legal-aid-intake")

    @srv.tool()
    def open_intake(client_name: str, matter_type: str, county: str) -> str:
        """Open a legal-aid intake."""
        return "ok"

    record("pyd-missing", await call(srv, "open_intake", {"client_name": "Dana Whitfield", "matter_type": "eviction"}),
           "mcp 1.x FastMCP (pydantic 2 argument validation), gen/real_outputs.py")

    # 14. sqlite3: donor CRM with concatenated SQL, sql probe
    dbp = os.path.join(SCRATCH, "donors.sqlite")
    con = sqlite3.connect(dbp)
    con.execute("CREATE TABLE IF NOT EXISTS donors (id INTEGER PRIMARY KEY, name TEXT, email TEXT, total REAL)")
    con.commit()
    con.close()
    srv = FastMCP("donor-crm")

    @srv.tool()
    def find_donor(name: str) -> str:
        """Find a donor by name."""
        con = sqlite3.connect(dbp)
        try:
            rows = con.execute(f"SELECT id, name, total FROM donors WHERE name = '{name}'").fetchall()
        finally:
            con.close()
        return json.dumps(rows)

    k = "sqlite-sql"
    record(k, await call(srv, "find_donor", {"name": canary(k) + "' OR 1=1)"}),
           "mcp 1.x FastMCP + Python sqlite3 (SQLite 3.40), gen/real_outputs.py")

    # 15. sqlite3: volunteer signup, UNIQUE constraint
    con = sqlite3.connect(dbp)
    con.execute("CREATE TABLE IF NOT EXISTS volunteers (id INTEGER PRIMARY KEY, email TEXT UNIQUE, shift TEXT)")
    con.execute("INSERT OR IGNORE INTO volunteers (email, shift) VALUES ('m.okafor@example.org', 'sat-am')")
    con.commit()
    con.close()
    srv = FastMCP("volunteer-shifts")

    @srv.tool()
    def register_volunteer(email: str, shift: str) -> str:
        """Register a volunteer for a shift."""
        con = sqlite3.connect(dbp)
        try:
            con.execute("INSERT INTO volunteers (email, shift) VALUES (?, ?)", (email, shift))
            con.commit()
        finally:
            con.close()
        return "registered"

    record("sqlite-unique", await call(srv, "register_volunteer", {"email": "m.okafor@example.org", "shift": "sat-pm"}),
           "mcp 1.x FastMCP + Python sqlite3 (SQLite 3.40), gen/real_outputs.py")

    # 16. open() on a relative path: legal document store, traversal probe
    docroot = os.path.join(SCRATCH, "matters")
    os.makedirs(docroot, exist_ok=True)
    srv = FastMCP("matter-docs")

    @srv.tool()
    def read_exhibit(path: str) -> str:
        """Read an exhibit from the matter folder."""
        old = os.getcwd()
        os.chdir(SCRATCH)
        try:
            with open(os.path.join("matters", path), encoding="utf-8") as f:
                return f.read()
        finally:
            os.chdir(old)

    record("open-traversal", await call(srv, "read_exhibit", {"path": "../../../../../var/lib/pgsql/data/pg_hba.conf"}),
           "mcp 1.x FastMCP + Python open() on a relative path, gen/real_outputs.py")

    # 17. httpx to a closed loopback port: benefits eligibility API
    srv = FastMCP("benefits-eligibility")

    @srv.tool()
    async def check_snap_eligibility(household_id: str) -> str:
        """Check SNAP eligibility for a household."""
        async with httpx.AsyncClient(timeout=3) as client:
            r = await client.get(f"http://127.0.0.1:8091/eligibility/v2/households/{household_id}")
            return r.text

    k = "httpx-refused"
    record(k, await call(srv, "check_snap_eligibility", {"household_id": canary(k)}),
           "mcp 1.x FastMCP + httpx 0.28 (closed loopback port), gen/real_outputs.py")

    # 18. gradebook: traceback returned as the tool's text
    srv = FastMCP("gradebook")
    ns = {"traceback": traceback}
    exec(compile(
        "GRADES = {'MATH-201': {'s-1001': 88}}\n"
        "def lookup(course, student_id):\n"
        "    return GRADES[course][student_id]\n"
        "def final_grade_impl(course, student_id):\n"
        "    try:\n"
        "        return {'grade': lookup(course, student_id)}\n"
        "    except Exception:\n"
        "        raise RuntimeError('grade lookup failed\\n' + traceback.format_exc())\n",
        "/opt/gradebook/app/tools/grades.py", "exec"), ns)

    @srv.tool()
    def final_grade(course: str, student_id: str) -> dict:
        """Final grade for a student in a course."""
        return ns["final_grade_impl"](course, student_id)

    k = "trace-keyerror"
    record(k, await call(srv, "final_grade", {"course": "MATH-201", "student_id": canary(k)}),
           "mcp 1.x FastMCP, exception text carries traceback.format_exc(), gen/real_outputs.py")

    # 19. stdlib http.server's real error page passed on: permit API
    class H(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_error(503, "Service Unavailable", "Permit backend is in maintenance mode")

        def log_message(self, *a):
            pass

    httpd = HTTPServer(("127.0.0.1", 0), H)
    port = httpd.server_address[1]
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    srv = FastMCP("permit-status")

    @srv.tool()
    async def permit_status(permit_no: str) -> str:
        """Status of a building permit."""
        async with httpx.AsyncClient(timeout=3) as client:
            r = await client.get(f"http://127.0.0.1:{port}/api/permits/{permit_no}")
        if r.status_code >= 400:
            raise RuntimeError(f"permit service returned {r.status_code}: {r.text}")
        return r.text

    k = "html-503"
    record(k, await call(srv, "permit_status", {"permit_no": "BP-2024-118734"}),
           "mcp 1.x FastMCP + httpx against Python http.server send_error(503), gen/real_outputs.py")
    httpd.shutdown()

    # 20. jsonschema: e-filing summary oversized
    schema = {"type": "object", "properties": {"summary": {"type": "string", "maxLength": 2000}}}
    k = "jsonschema-oversized"
    big = canary(k) + "A" * 2100
    try:
        jsonschema.validate({"summary": big}, schema)
        msg = "valid"
    except jsonschema.ValidationError as e:
        msg = str(e)
    OUT[k] = {"channel": "error-result", "text": "Filing rejected: " + msg,
              "produced_by": "jsonschema 4.x str(ValidationError), wrapped by the e-filing server, gen/real_outputs.py",
              "args": {"summary": big}}

    # 21. Java: NumberFormatException trace (school transport service)
    k = "java-nfe"
    jdir = os.path.join(SCRATCH, "java")
    os.makedirs(jdir, exist_ok=True)
    src = os.path.join(jdir, "RouteLookup.java")
    with open(src, "w") as f:
        f.write("""
public class RouteLookup {
    static int parseStop(String s) { return Integer.parseInt(s); }
    public static void main(String[] a) {
        try { parseStop(a[0]); } catch (Exception e) { e.printStackTrace(); }
    }
}
""")
    p = subprocess.run(["java", src, canary(k)], capture_output=True, text=True, timeout=120)
    OUT[k] = {"channel": "error-result", "text": p.stderr.strip(),
              "produced_by": "OpenJDK 17 single-file launch of a route lookup, printStackTrace() returned as text, gen/real_outputs.py",
              "args": {"stop_number": canary(k)}}

    # 22. zod enum message (node)
    k = "zod-enum"
    js = ("const {z}=require('zod');const s=z.object({level:z.enum(['primary','lower_secondary','upper_secondary'])});"
          f"const r=s.safeParse({{level:'{canary(k)}'}});console.log(r.error.message);")
    p = subprocess.run(["node", "-e", js], capture_output=True, text=True, cwd=SCRATCH, timeout=60)
    OUT[k] = {"channel": "error-result", "text": p.stdout.strip(),
              "produced_by": "zod 3 safeParse error.message (node 20), returned by a curriculum server, gen/real_outputs.py",
              "args": {"level": canary(k)}}

    # 23. pathlib containment check (grant files), traversal probe
    from pathlib import Path
    srv = FastMCP("grant-files")
    ROOT = Path("/srv/grants/shared")

    @srv.tool()
    def read_grant_file(path: str) -> str:
        """Read a file from the shared grants folder."""
        target = (ROOT / path).resolve()
        target.relative_to(ROOT)
        return target.read_text()

    record("pathlib-relative-to", await call(srv, "read_grant_file", {"path": "../../../etc/passwd"}),
           "mcp 1.x FastMCP + pathlib (Python 3.11) resolve().relative_to() containment check, gen/real_outputs.py")

    # 24. node TypeError stack (telehealth availability), filename set as deployed
    k = "node-typeerror"
    js = r"""const vm=require('vm');
const code=`function pickSlots(resp){ return resp.schedule.slots.filter(s=>s.free); }
function getAvailability(resp){
  const list = pickSlots(resp);
  return list;
}
getAvailability({status:'ok', clinician:'CLIN'});`.replace('CLIN', process.argv[2]);
try { new vm.Script(code, {filename: '/usr/src/app/dist/tools/availability.js'}).runInThisContext(); }
catch (e) { const l = e.stack.split('\n'); const i = l.findIndex(x => x.startsWith('TypeError')); console.log(l.slice(i, i + 4).join('\n')); }
"""
    with open(os.path.join(SCRATCH, "availability_probe.js"), "w") as f:
        f.write(js)
    p = subprocess.run(["node", "availability_probe.js", canary(k)], capture_output=True, text=True, cwd=SCRATCH, timeout=60)
    OUT[k] = {"channel": "error-result", "text": p.stdout.strip(),
              "produced_by": "node 20 vm.Script TypeError stack (first frames), returned by a telehealth server, gen/real_outputs.py",
              "args": {"clinician_id": canary(k)}}

    with open(os.path.join(HERE, "real.json"), "w", encoding="utf-8") as f:
        json.dump(OUT, f, ensure_ascii=False, indent=1)


asyncio.run(main())
