#!/usr/bin/env python3
"""Runs real libraries, runtimes and a real PostgreSQL server in a scratch folder and records
the exact error text each produced, for the entries whose meta source is "real".

Usage: SCRATCH=<the folder gen/start_pg.sh used> python3 gen/capture_real.py
Writes gen/real_outputs.json: {key: {"text": ..., "sent": ..., "produced_by": ...}}.
The tool wrappers (the sentence a server puts before the library's message) are part of the
small server code below; the library / database / runtime part is captured verbatim.
"""
import hashlib
import json
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
S = os.environ["SCRATCH"]
PG = ["psql", "-X", "-q", "-h", S, "-p", "55435", "-U", "app", "-d", "postgres",
      "-v", "ON_ERROR_STOP=0"]
OUT = {}


def canary(key):
    return "twaudit-" + hashlib.sha256(("t35/" + key).encode()).hexdigest()[:8]


def rec(key, text, sent, produced_by):
    OUT[key] = {"text": text, "sent": sent, "produced_by": produced_by}


def psql(sql, locale="C.UTF-8"):
    full = f"SET lc_messages = '{locale}';\n" + sql
    p = subprocess.run(PG, input=full, capture_output=True, text=True,
                       env=dict(os.environ, LC_ALL="C.UTF-8"))
    return p.stderr.replace("psql:<stdin>:", "").strip()


def pg_err(sql, locale):
    """Only the error block of the last statement (psql prefixes it with the line number)."""
    raw = psql(sql, locale)
    lines = raw.splitlines()
    # drop the 'N: ' stdin line prefix psql adds to the first line of an error
    out = []
    for ln in lines:
        if ln[:1].isdigit() and ": " in ln:
            ln = ln.split(": ", 1)[1]
        out.append(ln)
    return "\n".join(out)


PGV = "PostgreSQL 15.18 server"

# ---------------------------------------------------------------- PostgreSQL setup
psql("""
DROP TABLE IF EXISTS work_packages, deals, reuniones, audit_log, commenti, attivita,
  tasks, bilagor, memos, kund_paminnelser CASCADE;
DROP ROLE IF EXISTS mcp_reader;
CREATE TABLE work_packages (id uuid PRIMARY KEY, subject text, status_id int, assigned_to_id int);
CREATE TABLE deals (id serial PRIMARY KEY, workspace_id int, external_ref text, name text,
  UNIQUE (workspace_id, external_ref));
INSERT INTO deals (workspace_id, external_ref, name) VALUES (42, 'HS-88121', 'Renouvellement Atlas');
CREATE TABLE reuniones (id serial PRIMARY KEY, titulo text, sala text,
  duracion_minutos int CHECK (duracion_minutos BETWEEN 5 AND 1440));
CREATE TABLE audit_log (id bigserial PRIMARY KEY, actor text, action text, at timestamptz);
CREATE ROLE mcp_reader;
GRANT USAGE ON SCHEMA public TO mcp_reader;
CREATE TABLE attivita (id int PRIMARY KEY, titolo text);
CREATE TABLE commenti (id serial PRIMARY KEY, attivita_id int REFERENCES attivita(id), testo text);
CREATE TABLE tasks (id serial PRIMARY KEY, title text NOT NULL, due_date date NOT NULL);
CREATE TABLE memos (id serial PRIMARY KEY, title varchar(120) NOT NULL, body text);
CREATE TABLE kund_paminnelser (id serial PRIMARY KEY, kontakt_id int, minuter_innan int);
""")

k = "pg-de-uuid"
c = canary(k)
e = pg_err(f"SELECT * FROM work_packages WHERE id = '{c}';",
           "de_DE.UTF-8")
rec(k, "Internal error " + json.dumps({"tool": "get_work_package", "detail": e}, ensure_ascii=False),
    c, f"{PGV}, lc_messages=de_DE.UTF-8, error text as psycopg2/libpq formats it (psql 15); JSON-RPC wrapper of a small OpenProject-style MCP server; gen/capture_real.py")

k = "pg-fr-unique"
c = canary(k)
e = pg_err(f"INSERT INTO deals (workspace_id, external_ref, name) VALUES (42, 'HS-88121', '{c}');",
           "fr_FR.UTF-8")
rec(k, "Impossible d'enregistrer l'affaire : " + e, c,
    f"{PGV}, lc_messages=fr_FR.UTF-8, via libpq (psql 15); French wrapper of a CRM MCP tool create_deal; gen/capture_real.py")

k = "pg-es-check"
e = pg_err("INSERT INTO reuniones (titulo, sala, duracion_minutos) VALUES ('Revisión trimestral', 'Sala Norte', 100000);",
           "es_ES.UTF-8")
rec(k, "No se pudo crear la reunión. " + e, "100000",
    f"{PGV}, lc_messages=es_ES.UTF-8, via libpq (psql 15); wrapper of a room-booking MCP tool; gen/capture_real.py")

k = "pg-ja-timeout"
c = canary(k)
e = pg_err("SET statement_timeout = '80ms';\nSELECT pg_sleep(1);", "ja_JP.UTF-8")
rec(k, "課題の検索に失敗しました: " + e, c + "x" * 6000,
    f"{PGV}, lc_messages=ja_JP.UTF-8, statement_timeout hit (psql 15); wrapper of an issue-search MCP tool; gen/capture_real.py")

k = "pg-ru-perm"
e = pg_err("SET ROLE mcp_reader;\nSELECT actor, action, at FROM audit_log ORDER BY at DESC LIMIT 50;",
           "ru_RU.UTF-8")
rec(k, "Не удалось выгрузить журнал действий: " + e, None,
    f"{PGV}, lc_messages=ru_RU.UTF-8, query run as the server's DB role mcp_reader (psql 15); wrapper of an activity-export MCP tool; gen/capture_real.py")

k = "pg-it-fk"
e = pg_err("INSERT INTO commenti (attivita_id, testo) VALUES (987654, 'Ho aggiornato il preventivo');",
           "it_IT.UTF-8")
rec(k, "Impossibile aggiungere il commento: " + e, "987654",
    f"{PGV}, lc_messages=it_IT.UTF-8, via libpq (psql 15); wrapper of a task-comment MCP tool; gen/capture_real.py")

k = "pg-sv-range"
e = pg_err("UPDATE kund_paminnelser SET minuter_innan = '99999999999' WHERE id = 17;", "sv_SE.UTF-8")
rec(k, "Internal error " + json.dumps({"detail": e}, ensure_ascii=False), "99999999999",
    f"{PGV}, lc_messages=sv_SE.UTF-8, via libpq (psql 15); JSON-RPC wrapper of a CRM reminder tool; gen/capture_real.py")

k = "pg-ko-notnull"
e = pg_err("INSERT INTO tasks (title, due_date) VALUES ('분기 검토', NULL);", "ko_KR.UTF-8")
rec(k, "업무를 만들지 못했습니다. " + e, None,
    f"{PGV}, lc_messages=ko_KR.UTF-8, via libpq (psql 15); wrapper of a task-tracker MCP tool; gen/capture_real.py")

k = "pg-uk-varchar"
c = canary(k)
long = c + "ф" * 200
e = pg_err(f"INSERT INTO memos (title, body) VALUES ('{long}', '');", "uk_UA.UTF-8")
rec(k, "Не вдалося зберегти нотатку. " + e, long,
    f"{PGV}, lc_messages=uk_UA.UTF-8, via libpq (psql 15); wrapper of a notes MCP tool; gen/capture_real.py")

k = "pg-zh-relation"
e = pg_err("SELECT id, name, email, owner_id FROM crm_contacts_v2 WHERE owner_id = 311 LIMIT 20;",
           "zh_CN.UTF-8")
rec(k, "查询联系人失败：" + e, None,
    f"{PGV}, lc_messages=zh_CN.UTF-8, via libpq (psql 15); wrapper of a CRM MCP tool; gen/capture_real.py")

# ---------------------------------------------------------------- sqlite3
db = os.path.join(S, "tasks.sqlite3")
con = sqlite3.connect(db)
con.execute("CREATE TABLE IF NOT EXISTS tasks (id INTEGER PRIMARY KEY, title TEXT, archived INT)")
con.commit()
k = "sqlite-incomplete"
c = canary(k)
q = "' OR 1=1 -- " + c
try:
    con.execute(f"SELECT id, title FROM tasks WHERE (title LIKE '%{q}%' AND archived = 0)").fetchall()
except Exception as ex:  # noqa
    rec(k, f"Search failed: {type(ex).__name__}: {ex}", q,
        f"Python {sys.version.split()[0]} sqlite3 (SQLite {sqlite3.sqlite_version}), query built by string formatting; gen/capture_real.py")

k = "sqlite-locked"
a = sqlite3.connect(db, timeout=0)
a.execute("BEGIN EXCLUSIVE")
b = sqlite3.connect(db, timeout=0)
try:
    b.execute("INSERT INTO tasks (title, archived) VALUES ('Budget review notes', 0)")
except Exception as ex:
    rec(k, f"Could not save note: {ex}", canary(k),
        f"Python {sys.version.split()[0]} sqlite3 (SQLite {sqlite3.sqlite_version}), second writer while another holds an exclusive lock; gen/capture_real.py")
a.rollback()

# ---------------------------------------------------------------- Python tracebacks
app = os.path.join(S, "opt", "caldav-mcp", "caldav_mcp")
os.makedirs(os.path.join(app, "tools"), exist_ok=True)
open(os.path.join(app, "__init__.py"), "w").close()
open(os.path.join(app, "tools", "__init__.py"), "w").close()
with open(os.path.join(app, "tools", "events.py"), "w") as f:
    f.write('''COLORS = {"tomato": "#D50000", "flamingo": "#E67C73", "tangerine": "#F4511E",
          "banana": "#F6BF26", "sage": "#33B679", "basil": "#0B8043"}


def _color_hex(name):
    return COLORS[name]


def set_event_color(event_uid, color):
    props = {"X-APPLE-CALENDAR-COLOR": _color_hex(color)}
    return {"uid": event_uid, "props": props}
''')
with open(os.path.join(app, "server.py"), "w") as f:
    f.write('''import sys, traceback
from caldav_mcp.tools import events


def call_tool(name, args):
    try:
        return {"content": events.set_event_color(**args)}
    except Exception:
        return {"isError": True, "content": traceback.format_exc()}


if __name__ == "__main__":
    r = call_tool("set_event_color", {"event_uid": "7f3c2e10-4a1b@cal.example", "color": sys.argv[1]})
    sys.stdout.write(r["content"])
''')
k = "py-keyerror-trace"
c = canary(k)
p = subprocess.run([sys.executable, "-m", "caldav_mcp.server", c], cwd=os.path.join(S, "opt", "caldav-mcp"),
                   capture_output=True, text=True)
rec(k, p.stdout.strip(), c,
    f"Python {sys.version.split()[0]}, a small CalDAV MCP server returning traceback.format_exc() as the result text; gen/capture_real.py")

k = "py-success-trace"
with open(os.path.join(app, "tools", "sync.py"), "w") as f:
    f.write('''import traceback


def _sync_one(ev):
    return {"uid": ev["uid"], "start": ev["start"].isoformat()}


def sync_calendar(events):
    done, warnings = 0, []
    for ev in events:
        try:
            _sync_one(ev)
            done += 1
        except Exception:
            warnings.append(traceback.format_exc())
    return done, warnings
''')
sys.path.insert(0, os.path.join(S, "opt", "caldav-mcp"))
from caldav_mcp.tools.sync import sync_calendar
import datetime as _dt
evs = [{"uid": f"ev{i}", "start": _dt.datetime(2025, 3, 10 + i % 5, 9)} for i in range(11)]
evs.insert(7, {"uid": "ev-orphan-0311", "start": None})
done, warns = sync_calendar(evs)
rec(k, json.dumps({"synced": done, "skipped": len(warns), "warnings": warns}, indent=1), None,
    f"Python {sys.version.split()[0]}, calendar sync tool collecting traceback.format_exc() per failed item into its success result; gen/capture_real.py")

k = "py-relative-to"
from pathlib import PurePosixPath
root = PurePosixPath("/srv/notes/u_4821")
sent = "../../../../etc/passwd"
import posixpath
resolved = PurePosixPath(posixpath.normpath(str(root / sent)))
try:
    resolved.relative_to(root)
except ValueError as ex:
    rec(k, f"ValueError: {ex}", sent,
        f"Python {sys.version.split()[0]} pathlib.PurePosixPath.relative_to, message passed through by a notes MCP tool read_note; gen/capture_real.py")

k = "py-zoneinfo"
c = canary(k)
import zoneinfo
try:
    zoneinfo.ZoneInfo(c)
except Exception as ex:
    rec(k, f"Could not create event: {type(ex).__name__}: {ex}", c,
        f"Python {sys.version.split()[0]} zoneinfo, message passed through by a calendar MCP tool create_event; gen/capture_real.py")

k = "py-json-empty"
try:
    json.loads("")
except Exception as ex:
    rec(k, f"Failed to load responses for form 'Kundenfeedback Q1': {type(ex).__name__}: {ex}", canary(k),
        f"Python {sys.version.split()[0]} json, json.loads on an empty body, as a forms API answering 204 gives it; gen/capture_real.py")

# ---------------------------------------------------------------- requests
import requests
k = "requests-dns"
try:
    requests.get("http://taiga-api.internal:8000/api/v1/userstories?project=12", timeout=3)
except Exception as ex:
    msg = str(ex)
    import re as _re
    msg = _re.sub(r"0x[0-9a-f]+", "0x7f3a91c2d450", msg)  # the only edit: pin the object address
    rec(k, f"Error listing user stories: {msg}", canary(k),
        f"requests {requests.__version__} / urllib3 against an unresolvable internal host name; gen/capture_real.py")

k = "requests-timeout"
srv = socket.socket()
srv.bind(("127.0.0.1", 0))
srv.listen(5)
port = srv.getsockname()[1]
held = []
threading.Thread(target=lambda: held.append(srv.accept()), daemon=True).start()
try:
    requests.post(f"http://127.0.0.1:{port}/api/v1/documents/convert", json={"format": "pdf"}, timeout=0.5)
except Exception as ex:
    rec(k, f"Conversion failed: {ex}", canary(k),
        f"requests {requests.__version__} against a local socket that never answers (timeout=0.5); gen/capture_real.py")

# ---------------------------------------------------------------- pydantic
import pydantic
from pydantic import BaseModel, Field, ValidationError


class CreateEventArgs(BaseModel):
    calendar_id: str
    title: str = Field(max_length=200)
    start: str
    end: str


k = "pydantic-long"
c = canary(k)
sent = c + "a" * 4800
try:
    CreateEventArgs(calendar_id="team-ops", title=sent, start="2025-03-14T10:00", end="2025-03-14T11:00")
except ValidationError as ex:
    rec(k, str(ex), sent, f"pydantic {pydantic.VERSION} ValidationError str(), returned as the tool result; gen/capture_real.py")


class SetReminderArgs(BaseModel):
    event_id: str
    reminder_minutes: int = Field(ge=0, le=40320)


k = "pydantic-int"
c = canary(k)
try:
    SetReminderArgs(event_id="evt_5521", reminder_minutes=c)
except ValidationError as ex:
    rec(k, "Invalid params " + json.dumps({"errors": json.loads(ex.json(include_url=False))}), c,
        f"pydantic {pydantic.VERSION} ValidationError.json(), sent as JSON-RPC -32602 data; gen/capture_real.py")

# ---------------------------------------------------------------- jsonschema
import jsonschema
from importlib.metadata import version as _v
schema = {"type": "object", "properties": {
    "status": {"type": "string", "enum": ["draft", "sent", "completed", "voided"]},
    "description": {"type": "string", "maxLength": 500}}}
k = "jsonschema-enum"
c = canary(k)
try:
    jsonschema.validate({"status": c}, schema)
except jsonschema.ValidationError as ex:
    rec(k, "Invalid params " + json.dumps({"path": "status", "message": ex.message}), c,
        f"jsonschema {_v('jsonschema')} ValidationError.message as JSON-RPC -32602 data; gen/capture_real.py")

k = "jsonschema-long"
c = canary(k)
sent = c + "b" * 560
try:
    jsonschema.validate({"description": sent}, schema)
except jsonschema.ValidationError as ex:
    rec(k, str(ex), sent, f"jsonschema {_v('jsonschema')} str(ValidationError) returned as the tool result; gen/capture_real.py")

# ---------------------------------------------------------------- moto / boto3
os.environ.update(AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing", AWS_DEFAULT_REGION="eu-west-1")
import boto3
import botocore
from moto import mock_aws
from importlib.metadata import version as _ver
with mock_aws():
    s3 = boto3.client("s3", region_name="eu-west-1")
    s3.create_bucket(Bucket="helpdesk-attachments-prod",
                     CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
    k = "moto-s3"
    try:
        s3.get_object(Bucket="helpdesk-attachments-prod", Key="tickets/10482/screenshot-2025-03-11.png")
    except botocore.exceptions.ClientError as ex:
        rec(k, f"Could not download attachment: {ex}", None,
            f"boto3 {boto3.__version__} / botocore {botocore.__version__} against moto {_ver('moto')} (mock_aws); gen/capture_real.py")

    ddb = boto3.client("dynamodb", region_name="eu-west-1")
    ddb.create_table(TableName="kanban-cards", KeySchema=[{"AttributeName": "card_id", "KeyType": "HASH"}],
                     AttributeDefinitions=[{"AttributeName": "card_id", "AttributeType": "S"}],
                     BillingMode="PAY_PER_REQUEST")
    ddb.put_item(TableName="kanban-cards", Item={"card_id": {"S": "c-2291"}, "column": {"S": "Doing"}, "version": {"N": "8"}})
    k = "moto-ddb"
    try:
        ddb.put_item(TableName="kanban-cards",
                     Item={"card_id": {"S": "c-2291"}, "column": {"S": "Review"}, "version": {"N": "8"}},
                     ConditionExpression="version = :v", ExpressionAttributeValues={":v": {"N": "7"}})
    except botocore.exceptions.ClientError as ex:
        rec(k, f"move_card failed: {ex}", None,
            f"boto3 {boto3.__version__} / botocore {botocore.__version__} against moto {_ver('moto')} (mock_aws); gen/capture_real.py")

    ses = boto3.client("ses", region_name="eu-west-1")
    k = "moto-ses"
    try:
        ses.send_email(Source="noreply@forms.northwind-events.eu",
                       Destination={"ToAddresses": ["owner@northwind-events.eu"]},
                       Message={"Subject": {"Data": "New response"}, "Body": {"Text": {"Data": "x"}}})
    except botocore.exceptions.ClientError as ex:
        rec(k, "Notification failed " + json.dumps({"error": str(ex)}), canary(k),
            f"boto3 {boto3.__version__} / botocore {botocore.__version__} against moto {_ver('moto')} (mock_aws), sent as JSON-RPC -32603; gen/capture_real.py")

# ---------------------------------------------------------------- Node.js
nd = os.path.join(S, "srv", "meet-mcp", "dist")
os.makedirs(nd, exist_ok=True)
with open(os.path.join(nd, "handlers.js"), "w") as f:
    f.write('''"use strict";
function normalizeAttendees(meeting) {
  return meeting.details.attendees.map((a) => a.email.toLowerCase());
}
async function rescheduleMeeting(args, store) {
  const meeting = store.get(args.meetingId) || { id: args.meetingId };
  const emails = normalizeAttendees(meeting);
  return { id: meeting.id, notified: emails.length };
}
module.exports = { rescheduleMeeting };
''')
with open(os.path.join(nd, "server.js"), "w") as f:
    f.write('''"use strict";
const { rescheduleMeeting } = require("./handlers");
async function callTool(name, args) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await rescheduleMeeting(args, new Map())) }] };
  } catch (err) {
    return { isError: true, content: [{ type: "text", text: err.stack }] };
  }
}
callTool("reschedule_meeting", { meetingId: "mtg_88213", start: "2025-03-18T09:30:00Z" })
  .then((r) => process.stdout.write(r.content[0].text));
''')
k = "node-typeerror"
p = subprocess.run(["node", "server.js"], cwd=nd, capture_output=True, text=True)
rec(k, p.stdout.strip(), None, f"Node.js {subprocess.run(['node','--version'],capture_output=True,text=True).stdout.strip()}, a small meetings MCP server returning err.stack; gen/capture_real.py")

k = "node-fetch"
js = '''
fetch("http://127.0.0.1:4873/v2/boards/411/cards", {method: "POST", body: "{}"})
 .catch((e) => process.stdout.write(JSON.stringify({message: e.message, data: {cause: String(e.cause)}})));
'''
p = subprocess.run(["node", "-e", js], capture_output=True, text=True)
d = json.loads(p.stdout)
rec(k, d["message"] + " " + json.dumps(d["data"]), canary(k),
    "Node.js built-in fetch (undici) to a closed local port, sent as JSON-RPC -32603 message + data; gen/capture_real.py")

k = "node-json-html"
js = '''
try { JSON.parse("<!DOCTYPE html>\\n<html><head><title>503 Service Unavailable</title></head></html>"); }
catch (e) { process.stdout.write("Could not read the form schema: " + e.name + ": " + e.message); }
'''
p = subprocess.run(["node", "-e", js], capture_output=True, text=True)
rec(k, p.stdout, canary(k), "Node.js JSON.parse on an HTML error page the forms backend answered; gen/capture_real.py")

# ---------------------------------------------------------------- Werkzeug error pages
import flask
from flask import Flask, abort
import werkzeug
fapp = Flask("signing_backend")


@fapp.route("/api/envelopes/<eid>/void", methods=["GET"])
def void_get(eid):
    return "ok"


@fapp.route("/api/envelopes/<eid>/audit")
def audit(eid):
    abort(401)


cl = fapp.test_client()
r = cl.post("/api/envelopes/env_7Hq2/void")
k = "werkzeug-405"
rec(k, f"Signing backend answered {r.status}:\n" + r.get_data(as_text=True), None,
    f"Flask {_ver('flask')} / Werkzeug {_ver('werkzeug')} default 405 page, relayed by an e-signature MCP tool; gen/capture_real.py")
r = cl.get("/api/envelopes/env_7Hq2/audit")
k = "werkzeug-401"
rec(k, f"Signing backend answered {r.status}:\n" + r.get_data(as_text=True), None,
    f"Flask {_ver('flask')} / Werkzeug {_ver('werkzeug')} default 401 page, relayed by an e-signature MCP tool; gen/capture_real.py")

with open(os.path.join(HERE, "real_outputs.json"), "w", encoding="utf-8") as f:
    json.dump(OUT, f, ensure_ascii=False, indent=1)
print(len(OUT), "captured")
