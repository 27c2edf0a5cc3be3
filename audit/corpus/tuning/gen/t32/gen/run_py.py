#!/usr/bin/env python3
"""Runs real software behind a real MCP server (mcp Python SDK 2.3.0, MCPServer + in-process Client)
and records the model-visible text of each answer to gen/real_py.json.

Run with a venv that has: mcp (2.3.0), opa-eval 0.1.1 (regorus), cedarpy 4.12.2, casbin 1.43.0,
Django 5.2 + djangorestframework 3.18, jsonschema 4.26, duckdb, boto3 + moto 5.2.
Usage: SCRATCH=<scratch dir> <venv>/bin/python run_py.py
"""
import asyncio, json, os, sqlite3, subprocess, sys, tempfile, textwrap
from typing import Annotated, Literal

HERE = os.path.dirname(os.path.abspath(__file__))
SCRATCH = os.environ.get("SCRATCH") or tempfile.mkdtemp()
WORK = os.path.join(SCRATCH, "pywork"); os.makedirs(WORK, exist_ok=True)
os.chdir(WORK)
C = json.load(open(os.path.join(HERE, "canaries.json")))

from pydantic import Field
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.exceptions import MCPError

srv = MCPServer("ops-desk")

# ---------------------------------------------------------------- plain tool-author prose
@srv.tool()
def create_payout(beneficiary_iban: str, amount_eur: float) -> str:
    """Pay a supplier."""
    bank = "Revolut"  # looked up from the IBAN's bank code in the real tool
    raise ToolError("payouts only go to accounts at Bunq, Triodos or ABN AMRO right now; "
                    f"this beneficiary banks with {bank}.")

@srv.tool()
def set_environment_config(environment: str, key: str, value: str) -> str:
    """Write a config key."""
    raise MCPError(-32003, f"Environment '{environment}' is locked for this integration",
                   {"environments": {"writable": ["sandbox", "staging"], "read_only": ["prod"]},
                    "integration": "zapier-sync"})

# ---------------------------------------------------------------- OPA / Rego via regorus
import opa_eval
REGO_IMAGES = textwrap.dedent('''
package platform.images
import rego.v1
default allow := false
deny contains msg if {
  not startswith_any(input.image, data.registries)
  msg := concat("", ["image ", input.image, " is not pulled from an approved registry (approved: ", concat(", ", data.registries), ")"])
}
startswith_any(s, prefixes) if { some p in prefixes; startswith(s, p) }
''')
REGO_RESIDENCY = textwrap.dedent('''
package storage.residency
import rego.v1
deny contains msg if {
  input.data_class == "gesundheit"
  not input.location in data.eu_locations
  msg := concat("", ["Speicherort ", input.location, " verstößt gegen die Datenresidenz-Regel DR-07: Gesundheitsdaten bleiben in ", concat(" oder ", data.eu_locations), "."])
}
''')
REGO_FREEZE = textwrap.dedent('''
package release
import rego.v1
deny contains msg if {
  input.target == "prod"
  time.parse_rfc3339_ns(input.now) >= time.parse_rfc3339_ns(data.freeze.start)
  time.parse_rfc3339_ns(input.now) < time.parse_rfc3339_ns(data.freeze.end)
  not input.emergency_cr_approved
  msg := concat("", ["prod deploys frozen: change freeze ", data.freeze.id, " runs ", data.freeze.start, " to ", data.freeze.end, "; exceptions need an approved emergency CR from the ", data.freeze.approvers, " group"])
}
''')
def rego(name, src, data, query):
    p = os.path.join(WORK, name); open(p, "w").write(src)
    return opa_eval.OpaEval(p, json.dumps(data), query)

IMAGES = rego("images.rego", REGO_IMAGES, {"registries": ["ghcr.io/northwind/", "quay.io/northwind/"]}, "data.platform.images.deny")
RESID = rego("residency.rego", REGO_RESIDENCY, {"eu_locations": ["europe-west3", "europe-west4"]}, "data.storage.residency.deny")
FREEZE = rego("freeze.rego", REGO_FREEZE, {"freeze": {"id": "CF-2025-Q4", "start": "2025-12-19T00:00:00Z", "end": "2026-01-05T08:00:00Z", "approvers": "release-managers"}}, "data.release.deny")

@srv.tool()
def deploy_service(service: str, image: str) -> str:
    """Roll out a new image."""
    deny = IMAGES.evaluate_parsed(json.dumps({"image": image}))
    if deny:
        raise ToolError("admission refused: " + "; ".join(sorted(deny)))
    return "rolled out"

@srv.tool()
def create_bucket(name: str, location: str, data_class: str) -> str:
    """Create a storage bucket."""
    deny = RESID.evaluate_parsed(json.dumps({"location": location, "data_class": data_class}))
    if deny:
        raise ToolError("Bucket nicht angelegt. " + " ".join(sorted(deny)))
    return "ok"

@srv.tool()
def promote_release(release: str, target: str) -> str:
    """Promote a release to an environment."""
    raw = FREEZE.evaluate(json.dumps({"target": target, "now": "2025-12-22T14:03:11Z"}))
    if json.loads(raw):
        raise ToolError("release policy says: " + raw)
    return "promoted"

# ---------------------------------------------------------------- Cedar via cedarpy
import cedarpy
CEDAR_POLICIES = '''
@id("contables-pueden-borrar-borradores")
permit(principal in Rol::"contable", action == Action::"borrar", resource) when { resource.estado == "borrador" };
@id("solo-cierre-fiscal-borra-emitidas")
permit(principal in Rol::"cierre-fiscal", action == Action::"borrar", resource);
@id("nadie-borra-periodos-cerrados")
forbid(principal, action == Action::"borrar", resource) when { resource.periodo_cerrado };
'''
@srv.tool()
def borrar_factura(factura_id: str) -> str:
    """Borra una factura."""
    ents = [{"uid": {"type": "Usuario", "id": "lucia.ferrer"}, "attrs": {}, "parents": [{"type": "Rol", "id": "contable"}]},
            {"uid": {"type": "Rol", "id": "contable"}, "attrs": {}, "parents": []},
            {"uid": {"type": "Factura", "id": factura_id}, "attrs": {"estado": "emitida", "periodo_cerrado": True}, "parents": []}]
    r = cedarpy.is_authorized({"principal": 'Usuario::"lucia.ferrer"', "action": 'Action::"borrar"',
                               "resource": f'Factura::"{factura_id}"', "context": {}}, CEDAR_POLICIES, ents)
    if not r.allowed:
        ids = [r.diagnostics.id_annotations_by_reason.get(x, x) if hasattr(r.diagnostics, "id_annotations_by_reason") else x for x in r.diagnostics.reasons]
        raise ToolError(f"No se puede borrar la factura {factura_id}: Cedar devolvió {r.decision.value} "
                        f"(políticas determinantes: {', '.join(ids)}).")
    return "borrada"

# ---------------------------------------------------------------- Casbin
import casbin
CASBIN_MODEL = '''
[request_definition]
r = sub, dom, obj, act
[policy_definition]
p = sub, dom, obj, act
[role_definition]
g = _, _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub, r.dom) && r.dom == p.dom && r.obj == p.obj && r.act == p.act
'''
CASBIN_POLICY = '''p, responsable_financier, acme-fr, note_de_frais, approuver
p, daf, acme-fr, note_de_frais, approuver
p, salarie, acme-fr, note_de_frais, soumettre
g, camille.roux, salarie, acme-fr
g, yannick.le-goff, responsable_financier, acme-fr
'''
open(os.path.join(WORK, "model.conf"), "w").write(CASBIN_MODEL)
open(os.path.join(WORK, "policy.csv"), "w").write(CASBIN_POLICY)
ENF = casbin.Enforcer(os.path.join(WORK, "model.conf"), os.path.join(WORK, "policy.csv"))

@srv.tool()
def approuver_note_de_frais(note_id: str) -> str:
    """Approuve une note de frais."""
    user, dom = "camille.roux", "acme-fr"
    if not ENF.enforce(user, dom, "note_de_frais", "approuver"):
        roles_ok = sorted({p[0] for p in ENF.get_filtered_policy(1, dom, "note_de_frais", "approuver")})
        mine = ENF.get_roles_for_user_in_domain(user, dom)
        raise ToolError(f"Approbation refusée pour {note_id}. Dans {dom}, approuver une note de frais est réservé aux rôles "
                        f"{' et '.join(roles_ok)} ; vos rôles : {', '.join(mine)}.")
    return "ok"

@srv.tool()
def list_access_rules(domain: str) -> dict:
    """Return the access rules of a domain (the caller asked for them)."""
    return {"domain": domain, "rules": [dict(zip(["role", "domain", "object", "action"], p)) for p in ENF.get_filtered_policy(1, domain)],
            "assignments": [dict(zip(["user", "role", "domain"], g)) for g in ENF.get_filtered_grouping_policy(2, domain)]}

# ---------------------------------------------------------------- sqlite3
DB = sqlite3.connect(":memory:", check_same_thread=False)
DB.executescript("create table orders(id, total); create table order_lines(order_id, sku); create table products(sku, name); create table payroll(emp, salary);")
READABLE = ("orders", "order_lines", "products")
def _authz(action, a1, a2, dbname, src):
    if action == sqlite3.SQLITE_READ and a1 not in READABLE:
        return sqlite3.SQLITE_DENY
    return sqlite3.SQLITE_OK
DB.set_authorizer(_authz)

@srv.tool()
def run_report(where_clause: str) -> str:
    """Run a read-only report over orders."""
    try:
        DB.execute(f"select id, total from orders where {where_clause}").fetchall()
    except sqlite3.DatabaseError as e:
        raise ToolError(f"{type(e).__module__}.{type(e).__name__}: {e}\n"
                        f"Report queries see the orders, order_lines and products tables; nothing else is readable here.")
    return "ok"

RO = os.path.join(WORK, "catalog.db")
if not os.path.exists(RO):
    c = sqlite3.connect(RO); c.execute("create table tags(name)"); c.commit(); c.close()
@srv.tool()
def add_tag(name: str) -> str:
    """Add a catalogue tag."""
    c = sqlite3.connect(f"file:{RO}?mode=ro", uri=True)
    try:
        c.execute("insert into tags values (?)", (name,))
    except sqlite3.Error as e:
        raise ToolError(f"OperationalError: {e}")
    return "ok"

# ---------------------------------------------------------------- duckdb
import duckdb
@srv.tool()
def preview_csv(path: str) -> str:
    """Preview a CSV from the exports area."""
    con = duckdb.connect(); con.execute("SET enable_external_access=false")
    try:
        return str(con.execute(f"SELECT * FROM read_csv('{path}') LIMIT 5").fetchall())
    except duckdb.Error as e:
        raise ToolError(str(e))

# ---------------------------------------------------------------- jsonschema / pydantic (through the SDK)
import jsonschema
NEWSLETTER_SCHEMA = {"type": "object", "properties": {"status": {"enum": ["draft", "scheduled", "sent"]}}}
@srv.tool()
def filter_newsletters(status: str) -> str:
    """List newsletters by status."""
    try:
        jsonschema.validate({"status": status}, NEWSLETTER_SCHEMA)
    except jsonschema.ValidationError as e:
        raise ToolError(e.message)
    return "[]"

@srv.tool()
def transfer_funds(from_account: str, to_account: str, amount_cents: Annotated[int, Field(ge=1, le=100000000)]) -> str:
    """Move money between own accounts."""
    return "ok"

# ---------------------------------------------------------------- Django / DRF (real translated messages)
import django
from django.conf import settings
settings.configure(USE_I18N=True, LANGUAGE_CODE="en",
                   INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework"])
django.setup()
from django.utils import translation
from django.core import validators
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework import exceptions as drf_exc, serializers

def _vmsgs(fn):
    try:
        fn(); return None
    except ValidationError as e:
        return " ".join(e.messages)

@srv.tool()
def carica_contratto(nome_file: str, contenuto_b64: str) -> str:
    """Carica un contratto firmato."""
    with translation.override("it"):
        m = _vmsgs(lambda: validators.FileExtensionValidator(["pdf", "p7m"])(SimpleUploadedFile(nome_file, b"x")))
    if m:
        raise ToolError(m)
    return "ok"

@srv.tool()
def order_kouti(posotita: int) -> str:
    """Παραγγελία κουτιών."""
    with translation.override("el"):
        m = _vmsgs(lambda: validators.MaxValueValidator(500)(posotita))
    if m:
        raise ToolError(m)
    return "ok"

@srv.tool()
def ustaw_haslo_wifi(haslo: str) -> str:
    """Ustawia hasło sieci gościnnej."""
    with translation.override("pl"):
        m = _vmsgs(lambda: validators.MinLengthValidator(8)(haslo))
    if m:
        raise ToolError(m)
    return "ok"

def _drf(lang, make):
    with translation.override(lang):
        return str(make().detail)

@srv.tool()
def sendungen_suchen(suchbegriff: str) -> str:
    """Sendungen suchen."""
    raise ToolError(_drf("de", lambda: drf_exc.Throttled(41)))

@srv.tool()
def exportar_clientes(segmento: str) -> str:
    """Exporta clientes."""
    raise ToolError(_drf("pt-br", lambda: drf_exc.PermissionDenied()))

@srv.tool()
def zaiko_shoukai(sku: str) -> str:
    """在庫照会"""
    raise ToolError(_drf("ja", lambda: drf_exc.NotAuthenticated()))

@srv.tool()
def facturi_lista(luna: str) -> str:
    """Listează facturile."""
    raise ToolError(_drf("ro", lambda: drf_exc.AuthenticationFailed()))

@srv.tool()
def bestelling_status_wijzigen(bestelling_id: str, status: str) -> str:
    """Wijzig de status van een bestelling."""
    f = serializers.ChoiceField(choices=["open", "verzonden", "geannuleerd"])
    with translation.override("nl"):
        try:
            f.run_validation(status)
        except serializers.ValidationError as e:
            raise ToolError(" ".join(str(x) for x in e.detail))
    return "ok"

# ---------------------------------------------------------------- AWS (moto)
os.environ.update(AWS_ACCESS_KEY_ID="testing", AWS_SECRET_ACCESS_KEY="testing", AWS_DEFAULT_REGION="eu-west-1")
import boto3
from moto import mock_aws
_mock = mock_aws(); _mock.start()
_s3 = boto3.client("s3", region_name="eu-west-1")
_s3.create_bucket(Bucket="kestrel-invoices", CreateBucketConfiguration={"LocationConstraint": "eu-west-1"})
_s3.put_bucket_policy(Bucket="kestrel-invoices", Policy=json.dumps({
    "Version": "2012-10-17",
    "Statement": [
        {"Sid": "ReadForFinanceRole", "Effect": "Allow", "Principal": {"AWS": "arn:aws:iam::123456789012:role/finance-readers"},
         "Action": ["s3:GetObject"], "Resource": "arn:aws:s3:::kestrel-invoices/*"},
        {"Sid": "DenyInsecureTransport", "Effect": "Deny", "Principal": "*", "Action": "s3:*",
         "Resource": ["arn:aws:s3:::kestrel-invoices", "arn:aws:s3:::kestrel-invoices/*"],
         "Condition": {"Bool": {"aws:SecureTransport": "false"}}}]}))
from botocore.exceptions import ClientError

@srv.tool()
def download_export(bucket: str, key: str) -> str:
    """Fetch an export file."""
    try:
        _s3.get_object(Bucket=bucket, Key=key)
    except ClientError as e:
        raise ToolError(str(e))
    return "ok"

@srv.tool()
def provision_archive_bucket(name: str) -> str:
    """Create an archive bucket."""
    try:
        _s3.create_bucket(Bucket=name)
    except ClientError as e:
        raise ToolError(f"S3 said: {e}")
    return "ok"

@srv.tool()
def get_bucket_policy(bucket: str) -> dict:
    """Return a bucket's policy document."""
    return {"bucket": bucket, "policy": json.loads(_s3.get_bucket_policy(Bucket=bucket)["Policy"])}

# ---------------------------------------------------------------- a real MemoryError under an address-space limit
WORKER = textwrap.dedent('''
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (384 * 1024 * 1024, 384 * 1024 * 1024))
def rasterize(pages, dpi):
    frames = []
    for p in range(pages):
        frames.append(bytearray(int(8.27 * dpi) * int(11.69 * dpi) * 4))
    return frames
def render(doc_id):
    return rasterize(pages=120, dpi=300)
render(sys.argv[1])
''')
open(os.path.join(WORK, "render_worker.py"), "w").write(WORKER)

@srv.tool()
def render_thumbnails(document_id: str) -> str:
    """Render page thumbnails."""
    p = subprocess.run([sys.executable, os.path.join(WORK, "render_worker.py"), document_id], capture_output=True, text=True)
    if p.returncode:
        raise ToolError("render worker failed (worker limit: 384 MiB address space):\n" + p.stderr.strip())
    return "ok"

# ---------------------------------------------------------------- probes
CASES = [
    ("py_payout", "create_payout", {"beneficiary_iban": "LT12 3250 0234 5678 9012", "amount_eur": 1840.0}, "valid", None),
    ("py_env", "set_environment_config", {"environment": "prod", "key": "SYNC_BATCH", "value": "500"}, "valid", "prod"),
    ("py_opa_registry", "deploy_service", {"service": "orders-api", "image": f"docker.io/{C['opa_registry']}/orders-api:2.3"}, "valid", f"docker.io/{C['opa_registry']}/orders-api:2.3"),
    ("py_opa_residency", "create_bucket", {"name": "patientenakten-archiv", "location": "us-east1", "data_class": "gesundheit"}, "valid", "us-east1"),
    ("py_opa_freeze", "promote_release", {"release": "2025.12.3", "target": "prod"}, "valid", "prod"),
    ("py_cedar", "borrar_factura", {"factura_id": "F-2024-0913"}, "valid", "F-2024-0913"),
    ("py_casbin", "approuver_note_de_frais", {"note_id": "NDF-88412"}, "valid", None),
    ("py_sqlite_auth", "run_report", {"where_clause": f"id='{C['sqlite_auth']}' UNION SELECT emp, salary FROM payroll --"}, "sql", f"{C['sqlite_auth']}' UNION SELECT emp, salary FROM payroll --"),
    ("py_sqlite_ro", "add_tag", {"name": "spring-sale"}, "valid", "spring-sale"),
    ("py_duckdb", "preview_csv", {"path": f"../../../../etc/{C['duckdb_trav']}"}, "traversal", f"../../../../etc/{C['duckdb_trav']}"),
    ("py_jsonschema", "filter_newsletters", {"status": C["jsonschema_enum"]}, "enum", C["jsonschema_enum"]),
    ("py_pydantic", "transfer_funds", {"from_account": "CHK-1", "to_account": "SAV-2", "amount_cents": 100000001}, "above-max", "100000001"),
    ("py_django_ext_it", "carica_contratto", {"nome_file": "contratto_fornitura.docm", "contenuto_b64": "UEsDBBQ="}, "valid", "contratto_fornitura.docm"),
    ("py_django_max_el", "order_kouti", {"posotita": 1200}, "above-max", "1200"),
    ("py_django_minlen_pl", "ustaw_haslo_wifi", {"haslo": ""}, "empty", ""),
    ("py_drf_throttle_de", "sendungen_suchen", {"suchbegriff": "Paket 4471"}, "valid", None),
    ("py_drf_perm_pt", "exportar_clientes", {"segmento": "varejo-sul"}, "valid", None),
    ("py_drf_notauth_ja", "zaiko_shoukai", {"sku": "JP-22981"}, "valid", None),
    ("py_drf_badcreds_ro", "facturi_lista", {"luna": "2025-03"}, "valid", None),
    ("py_drf_choice_nl", "bestelling_status_wijzigen", {"bestelling_id": "B-55120", "status": C["drf_choice_nl"]}, "enum", C["drf_choice_nl"]),
    ("py_moto_nosuch", "download_export", {"bucket": f"{C['moto_nosuch']}-exports", "key": "q3/ledger.csv"}, "valid", f"{C['moto_nosuch']}-exports"),
    ("py_moto_location", "provision_archive_bucket", {"name": "kestrel-cold-archive"}, "valid", None),
    ("py_moto_policy", "get_bucket_policy", {"bucket": "kestrel-invoices"}, "valid", None),
    ("py_memory", "render_thumbnails", {"document_id": "DOC-77310"}, "valid", None),
]

def visible(r):
    parts = [b.text for b in r.content if getattr(b, "type", "") == "text"]
    if r.structured_content is not None:
        parts.append(json.dumps(r.structured_content, ensure_ascii=False))
    return "\n".join(parts)

async def main():
    out = {}
    async with Client(srv) as c:
        for key, tool, args, probe, sent in CASES:
            try:
                r = await c.call_tool(tool, args)
                out[key] = {"channel": "error-result" if r.is_error else "success-result", "text": visible(r),
                            "probe": probe, "sent": sent, "tool": tool}
            except MCPError as e:
                t = e.error.message + ("\n" + json.dumps(e.error.data, ensure_ascii=False) if e.error.data is not None else "")
                out[key] = {"channel": "jsonrpc-error", "text": t, "probe": probe, "sent": sent, "tool": tool}
    json.dump(out, open(os.path.join(HERE, "real_py.json"), "w"), indent=1, ensure_ascii=False)
    for k, v in out.items():
        print("==", k, v["channel"]); print(v["text"])

asyncio.run(main())
_mock.stop()
