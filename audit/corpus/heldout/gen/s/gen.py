#!/usr/bin/env python3
"""Produce the real-library texts of batch S.

Run with the scratch venv (/tmp/hs-scratch/venv/bin/python gen.py).  Writes
/tmp/hs-scratch/real.json: {key: {"text": model-visible text, "how": what produced it}}.
Needs: a local PostgreSQL 15 on 127.0.0.1:54329 set up by pgsetup.sql (roles carry
lc_messages), glibc locales generated, unshare(1), java/javac, node (gen_node.js),
elixir (gen_ex.exs), ruby (gen_rb.rb).  Each text is what the named library or runtime
printed; the wrapper words around it (e.g. "Query failed: ") are the tool author's and
are written here in the code.
"""
import asyncio, json, os, subprocess, sys, traceback, linecache, threading
from http.server import BaseHTTPRequestHandler, HTTPServer

HERE = os.path.dirname(os.path.abspath(__file__))
SCR = "/tmp/hs-scratch"
OUT = {}

def put(key, text, how):
    OUT[key] = {"text": text, "how": how}

# ---------------------------------------------------------------- PostgreSQL (server messages localized via role lc_messages)
def pg_server():
    import psycopg
    def run(role, sql, params=None):
        try:
            with psycopg.connect(host="127.0.0.1", port=54329, user=role, dbname="shop") as c:
                c.execute(sql, params) if params is not None else c.execute(sql)
        except psycopg.Error as e:
            return e
    v = f"psycopg {psycopg.__version__} + PostgreSQL 15.18 server"
    e = run("app_de", "SELECT id, name, email FROM customers WHERE id = %s", ["twaudit-4e91c07b"])
    put("pg_de_int", f"Abfrage fehlgeschlagen: {type(e).__module__}.{type(e).__name__}: {e}",
        f"{v}, lc_messages=de_DE; str(psycopg error) with exception class")
    e = run("app_fr", "SELECT sum(amount) AS total FROM public.factures_2023 WHERE customer_id = 1")
    put("pg_fr_table", f"Erreur lors de l'exécution de la requête : {e}", f"{v}, lc_messages=fr_FR; str(error)")
    e = run("app_ja", "SELECT count(*) FROM generate_series(1,50000000)")
    put("pg_ja_timeout", f"psycopg.errors.{type(e).__name__}: {e}", f"{v}, lc_messages=ja_JP, statement_timeout=50ms")
    x = "twaudit-b3d0a5e2' OR 1=1 #"
    e = run("app_ru", f"SELECT id, name, email FROM customers WHERE name = '{x}' AND tenant_id = 7")
    put("pg_ru_sql", f"Ошибка поиска клиента: {e}", f"{v}, lc_messages=ru_RU; query built by string formatting with the probe")
    e = run("app_es", "SELECT empleado, importe FROM nominas WHERE empleado = %s", ["twaudit-77a1f3c9"])
    put("pg_es_perm", f"No se pudo obtener la nómina: {e}", f"{v}, lc_messages=es_ES; role lacks SELECT")
    e = run("app_ko", "INSERT INTO orders(tenant_id, owner, total) VALUES (3, %s, 120)", ["twaudit-0c5de812"])
    put("pg_ko_rls", f"{type(e).__name__}: {e} (SQLSTATE {e.sqlstate})", f"{v}, lc_messages=ko_KR; row-level security WITH CHECK")

def pg_client_sub(loc, dsn):
    import locale, psycopg
    locale.setlocale(locale.LC_ALL, loc)
    try:
        psycopg.connect(dsn, connect_timeout=3)
    except psycopg.Error as e:
        print(json.dumps({"cls": type(e).__name__, "msg": str(e)}))

def sub(args, env_lang=None):
    env = dict(os.environ)
    if env_lang: env["LANG"] = env_lang
    r = subprocess.run([sys.executable, os.path.abspath(__file__)] + args, capture_output=True, text=True, env=env)
    return json.loads(r.stdout.strip().splitlines()[-1])

def pg_client():
    d = sub(["pgclient", "uk_UA.UTF-8", "host=127.0.0.1 port=5433 dbname=crm user=crm_ro"], "uk_UA.UTF-8")
    put("pg_uk_conn", f"Не вдалося виконати запит до CRM.\n{d['cls']}: {d['msg']}", "psycopg 3 + libpq 15 client messages, uk_UA locale; nothing listening on 5433")
    d = sub(["pgclient", "zh_CN.UTF-8", "host=/var/run/postgresql port=5432 dbname=ledger user=ledger_app"], "zh_CN.UTF-8")
    put("pg_zh_sock", f"{d['cls']}: {d['msg']}", "psycopg 3 + libpq 15 client messages, zh_CN locale; socket absent")
    d = sub(["pgclient", "sv_SE.UTF-8", "host=localhost port=6432 dbname=bokning user=bokning_rw"], "sv_SE.UTF-8")
    put("pg_sv_conn", f"Bokningsdatabasen svarar inte just nu ({d['msg']}). Försök igen om några minuter.",
        "psycopg 3 + libpq 15 client messages, sv_SE locale; pgbouncer port closed")

# ---------------------------------------------------------------- OS errors (glibc translations) inside a private mount namespace
def os_errors():
    code = ("import locale,sys\nlocale.setlocale(locale.LC_ALL, sys.argv[1])\n"
            "try:\n    open(sys.argv[2]).read()\nexcept OSError as e:\n    print(type(e).__name__+'|||'+str(e))\n")
    p = f"{SCR}/oserr.py"; open(p, "w").write(code); os.chmod(p, 0o755)
    os.makedirs(f"{SCR}/ns/srv/mcp/files/kvitteringer", exist_ok=True)
    subprocess.run(["chmod", "-R", "a+rX", f"{SCR}/ns"])
    def run(loc, path):
        cmd = (f"mount --bind {SCR}/ns/srv /srv && su nobody -s /bin/sh -c "
               f"\"/usr/bin/python3 {p} {loc} '{path}'\"")
        return subprocess.run(["unshare", "-m", "bash", "-c", cmd], capture_output=True, text=True).stdout.strip().split("|||")
    cls, msg = run("ru_RU.UTF-8", "/srv/mcp/files/../../../../etc/shadow")
    put("os_ru_shadow", f"{cls}: {msg}", "CPython 3.11 OSError text, glibc 2.36 ru strerror; run as nobody in a mount namespace")
    cls, msg = run("nb_NO.UTF-8", "/srv/mcp/files/kvitteringer/twaudit-6f20b9d4.pdf")
    put("os_nb_missing", f"Kunne ikke lese kvitteringen: {msg}", "CPython 3.11 OSError text, glibc 2.36 nb strerror")

# ---------------------------------------------------------------- Java (OpenJDK 17)
def java():
    src = f"{HERE}/AttachmentTool.java"
    subprocess.run(["javac", "-d", f"{SCR}/java/out", src], check=True)
    subprocess.run(["chmod", "-R", "a+rX", f"{SCR}/java", f"{SCR}/ns"])
    os.makedirs(f"{SCR}/ns/opt/app/uploads", exist_ok=True)
    cmd = (f"mount --bind {SCR}/ns/opt /opt && su nobody -s /bin/sh -c "
           f"\"java -cp {SCR}/java/out com.northwind.mcp.tools.AttachmentTool read ../../../etc/shadow\"")
    t = subprocess.run(["unshare", "-m", "bash", "-c", cmd], capture_output=True, text=True).stdout
    put("java_acc", t.rstrip("\n"), "OpenJDK 17.0.15, e.printStackTrace() of a tool handler (gen/AttachmentTool.java), run as nobody")
    t = subprocess.run(["java", "-cp", f"{SCR}/java/out", "com.northwind.mcp.tools.AttachmentTool", "page", "twaudit-5d8c2e19"],
                       capture_output=True, text=True).stdout
    put("java_nfe", t.strip(), "OpenJDK 17.0.15, RuntimeException.toString() of Integer.parseInt (gen/AttachmentTool.java)")

# ---------------------------------------------------------------- Django / DRF / simplejwt (their own translations)
def django_msgs():
    import django
    from django.conf import settings
    settings.configure(SECRET_KEY="k" * 50, USE_I18N=True, DATABASES={}, LANGUAGE_CODE="en",
                       INSTALLED_APPS=["django.contrib.contenttypes", "django.contrib.auth", "rest_framework", "rest_framework_simplejwt"])
    django.setup()
    from django.utils import translation
    from rest_framework import exceptions, serializers
    from rest_framework.views import exception_handler
    from rest_framework.renderers import JSONRenderer
    from rest_framework_simplejwt.authentication import JWTAuthentication
    from django import forms
    from django.contrib.auth.forms import AuthenticationForm
    import rest_framework
    v = f"Django {django.get_version()} / DRF {rest_framework.VERSION}"
    def body(exc):
        r = exception_handler(exc, {})
        return r.status_code, JSONRenderer().render(r.data).decode()
    with translation.override("pl"):
        st, b = body(exceptions.NotAuthenticated())
        put("drf_pl_401", b, f"{v}, pl translation, DRF exception_handler + JSONRenderer body")
    with translation.override("nl"):
        st, b = body(exceptions.PermissionDenied())
        put("drf_nl_403", f"Backend antwoordde {st}: {b}", f"{v}, nl translation")
    with translation.override("ar"):
        st, b = body(exceptions.PermissionDenied())
        put("drf_ar_403", json.loads(b)["detail"], f"{v}, ar translation, detail only")
    with translation.override("tr"):
        st, b = body(exceptions.Throttled(wait=56))
        put("drf_tr_429", json.loads(b)["detail"], f"{v}, tr translation of Throttled(wait=56)")
    with translation.override("pt-br"):
        try:
            JWTAuthentication().get_validated_token(b"eyJhbGciOiJIUzI1NiJ9.eyJ0d2F1ZGl0IjoiMSJ9.x")
        except Exception as e:
            st, b = body(e)
            import rest_framework_simplejwt as sj
            put("jwt_ptbr", f"HTTP {st} da API de pedidos: {b}", f"{v} + djangorestframework-simplejwt, pt_BR translation, InvalidToken body")
    class S(serializers.Serializer):
        status = serializers.ChoiceField(choices=["open", "in_progress", "resolved"])
    class L(serializers.Serializer):
        limit = serializers.IntegerField(max_value=500, min_value=1)
    with translation.override("cs"):
        s = S(data={"status": "twaudit-91be04d7"}); s.is_valid()
        put("drf_cs_choice", JSONRenderer().render(s.errors).decode(), f"{v}, cs translation, serializer.errors")
    with translation.override("hu"):
        s = L(data={"limit": 1000001}); s.is_valid()
        put("drf_hu_max", "A lekérdezés paraméterei hibásak: " + s.errors["limit"][0], f"{v}, hu translation, max_value error")
    class F(forms.Form):
        kanal = forms.ChoiceField(choices=[("email", "E-mail"), ("sms", "SMS")])
    with translation.override("ru"):
        f = F(data={"kanal": "twaudit-2a7e6c31"}); f.is_valid()
        put("dj_ru_choice", json.dumps(f.errors.get_json_data(), ensure_ascii=False), f"{v}, ru translation, forms.ChoiceField errors.get_json_data()")
    from django.utils._os import safe_join
    try:
        safe_join("/srv/app/media", "attachments/../../../../etc/twaudit-8e5f0b3d")
    except Exception as e:
        put("dj_safe_join", f"{type(e).__name__}: {e}", f"{v}, django.utils._os.safe_join SuspiciousFileOperation str")
    with translation.override("de"):
        put("dj_de_inactive", str(AuthenticationForm.error_messages["inactive"]), f"{v}, de translation, AuthenticationForm 'inactive'")

# ---------------------------------------------------------------- jsonschema / pydantic
def validators():
    import jsonschema, pydantic
    from typing import Literal
    schema = {"type": "object", "properties": {"status": {"enum": ["draft", "published", "archived"]},
              "limit": {"type": "integer", "minimum": 1, "maximum": 1000}}}
    try:
        jsonschema.validate({"status": "twaudit-3c7f1e08"}, schema)
    except jsonschema.ValidationError as e:
        put("js_enum", "Invalid params\n" + json.dumps({"field": "status", "reason": e.message}),
            f"jsonschema {__import__('importlib.metadata').metadata.version('jsonschema')} ValidationError.message in a JSON-RPC -32602 error's data")
    try:
        jsonschema.validate({"limit": 1000001}, schema)
    except jsonschema.ValidationError as e:
        put("js_max", "Invalid params: " + e.message + "\n" + json.dumps({"path": list(e.absolute_path), "validator": e.validator}),
            f"jsonschema {__import__('importlib.metadata').metadata.version('jsonschema')} ValidationError in a JSON-RPC -32602 error")
    M = pydantic.create_model("create_ticketArguments", title=(str, ...), priority=(Literal["low", "medium", "high"], ...))
    try:
        M(title="Printer on floor 3 jams", priority="twaudit-8a41d6f3")
    except pydantic.ValidationError as e:
        put("pyd_lit", f"Error executing tool create_ticket: {e}", f"pydantic {pydantic.VERSION} ValidationError str, FastMCP-style prefix")

# ---------------------------------------------------------------- HTTP clients, Vault, AWS, gRPC, MinIO, Cassandra, NATS, Kafka, Kubernetes
def services():
    import requests, hvac, botocore.session
    from botocore.stub import Stubber
    from requests.adapters import BaseAdapter
    from requests.models import Response
    class Fake(BaseAdapter):
        def __init__(self, status, body, reason):
            super().__init__(); self.s, self.b, self.r = status, body, reason
        def send(self, request, **kw):
            r = Response(); r.status_code = self.s; r.reason = self.r; r._content = self.b.encode()
            r.url = request.url; r.request = request; r.headers["Content-Type"] = "application/json"; return r
        def close(self): pass
    s = requests.Session(); s.mount("https://", Fake(403, '{"errors":["1 error occurred:\\n\\t* permission denied\\n\\n"]}', "Forbidden"))
    c = hvac.Client(url="https://vault.service.consul:8200", token="hvs.CAESIJ", session=s)
    try:
        c.secrets.kv.v2.read_secret_version(path="payments/stripe", mount_point="kv", raise_on_deleted_version=True)
    except Exception as e:
        put("hvac_403", f"{type(e).__module__}.{type(e).__name__}: {e}", f"hvac {__import__('importlib.metadata').metadata.version('hvac')} Forbidden str; Vault 403 body fed by a requests adapter")
    s2 = requests.Session(); s2.mount("https://", Fake(403, '{"message":"403 Forbidden"}', "Forbidden"))
    r = s2.get("https://gitlab.corp.northwind.io/api/v4/projects/88/repository/files/deploy%2Fvalues-prod.yaml/raw?ref=main")
    try:
        r.raise_for_status()
    except requests.HTTPError as e:
        put("req_gitlab", f"{e}\n{r.text}", f"requests {requests.__version__} HTTPError str + GitLab-shaped body from a fake adapter")
    sess = botocore.session.get_session()
    s3 = sess.create_client("s3", region_name="eu-central-1", aws_access_key_id="AKIAX", aws_secret_access_key="y")
    with Stubber(s3) as st:
        st.add_client_error("get_object", service_error_code="ExpiredToken", service_message="The provided token has expired.", http_status_code=400)
        try:
            s3.get_object(Bucket="contracts-signed", Key="2024/twaudit-1f9e33c0.pdf")
        except Exception as e:
            put("aws_expired", str(e), f"botocore {botocore.__version__} ClientError str (Stubber; error code and message supplied by the script as S3 sends them)")
    kms = sess.create_client("kms", region_name="eu-central-1", aws_access_key_id="AKIAX", aws_secret_access_key="y")
    with Stubber(kms) as st:
        st.add_client_error("decrypt", service_error_code="AccessDeniedException", http_status_code=400,
            service_message="User: arn:aws:sts::381492650117:assumed-role/mcp-tools-runner/i-0d3f5a2b9c1e47a60 is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-central-1:381492650117:key/5b1f3c2e-9a0d-4e6b-8f21-7c3d9e0a4b15 because no identity-based policy allows the kms:Decrypt action")
        try:
            kms.decrypt(CiphertextBlob=b"x")
        except Exception as e:
            put("aws_kms", f"decrypt_field failed: {e}", f"botocore {botocore.__version__} ClientError str (Stubber); message text modeled on AWS IAM wording")
    # gRPC
    import grpc
    from concurrent import futures
    def adjust(req, ctx):
        ctx.abort(grpc.StatusCode.PERMISSION_DENIED, 'principal "svc-mcp-gateway" lacks role inventory.adjuster on warehouse WH-07 (granted: inventory.viewer)')
    srv = grpc.server(futures.ThreadPoolExecutor(2))
    srv.add_generic_rpc_handlers((grpc.method_handlers_generic_handler("inventory.v1.InventoryService",
        {"AdjustStock": grpc.unary_unary_rpc_method_handler(adjust)}),))
    port = srv.add_insecure_port("127.0.0.1:0"); srv.start()
    ch = grpc.insecure_channel(f"127.0.0.1:{port}")
    try:
        ch.unary_unary("/inventory.v1.InventoryService/AdjustStock")(b"\x0a\x05SKU-1", timeout=5)
    except grpc.RpcError as e:
        put("grpc_perm", str(e), f"grpcio {grpc.__version__} _InactiveRpcError str; in-process server aborting with PERMISSION_DENIED and a details string written in the script")
    srv.stop(0)
    # MinIO via a loopback fake S3 endpoint
    from minio import Minio
    xml = (b'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied.</Message>'
           b'<Key>2024/q3/twaudit-e5a0c4b7.csv</Key><BucketName>finance-exports</BucketName><Resource>/finance-exports/2024/q3/twaudit-e5a0c4b7.csv</Resource>'
           b'<RequestId>1801A3C6E1F2B9D4</RequestId><HostId>dd9025bab4ad464b049177c95eb6ebf374d3b3fd1af9251148b658df7ac2e3e8</HostId></Error>')
    class H(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(403); self.send_header("Content-Type", "application/xml"); self.send_header("Content-Length", str(len(xml)))
            self.send_header("x-amz-request-id", "1801A3C6E1F2B9D4"); self.end_headers(); self.wfile.write(xml)
        do_HEAD = do_GET
        def log_message(self, *a): pass
    hs = HTTPServer(("127.0.0.1", 0), H); threading.Thread(target=hs.serve_forever, daemon=True).start()
    m = Minio(f"127.0.0.1:{hs.server_port}", access_key="mcp-reader", secret_key="x" * 20, secure=False, region="us-east-1")
    try:
        m.get_object("finance-exports", "2024/q3/twaudit-e5a0c4b7.csv")
    except Exception as e:
        put("minio_403", f"{type(e).__name__}: {e}", f"minio-py S3Error str; S3-shaped XML from a loopback fake endpoint")
    hs.shutdown()
    # Cassandra
    from cassandra.cluster import Cluster
    try:
        Cluster(["127.0.0.1"], port=19042, connect_timeout=2).connect("telemetry")
    except Exception as e:
        put("cass_nohost", f"{type(e).__module__}.{type(e).__name__}: {e}", "cassandra-driver NoHostAvailable str; nothing on 127.0.0.1:19042")
    # NATS
    import nats
    async def nc():
        try:
            async def _err(e): pass
            await asyncio.wait_for(nats.connect("nats://127.0.0.1:14222", allow_reconnect=False, connect_timeout=1, max_reconnect_attempts=1, error_cb=_err), 10)
        except Exception as e:
            return e
    e = asyncio.run(nc())
    put("nats_conn", f"publish to orders.created failed: {type(e).__name__}: {e}", "nats-py connect error; nothing on 127.0.0.1:14222")
    # Kafka
    from kafka.errors import TopicAuthorizationFailedError
    e = TopicAuthorizationFailedError("payments.ledger.v2")
    put("kafka_topic", f"Kunne ikke publisere hendelsen: {type(e).__name__}: {e}", "kafka-python error class str (constructed as the client raises it)")
    # Kubernetes
    from kubernetes.client.exceptions import ApiException
    class R:
        status = 403; reason = "Forbidden"
        data = json.dumps({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure",
            "message": 'secrets is forbidden: User "system:serviceaccount:mcp-tools:runner" cannot list resource "secrets" in API group "" in the namespace "payments"',
            "reason": "Forbidden", "details": {"kind": "secrets"}, "code": 403}).encode()
        from urllib3 import HTTPHeaderDict
        headers = HTTPHeaderDict({"Audit-Id": "7c1d9f0e-2b4a-4f7e-9d3c-0a8e5b6f1c24", "Cache-Control": "no-cache, private",
                    "Content-Type": "application/json", "X-Kubernetes-Pf-Flowschema-Uid": "5e0a3c2d-1f4b-4a6e-8c9d-2b7f0e1a3d5c",
                    "Date": "Tue, 14 Jan 2025 09:41:27 GMT", "Content-Length": "281"})
    put("k8s_403", f"Failed to list secrets: {ApiException(http_resp=R())}", "kubernetes-python ApiException str; Status body modeled on a real RBAC denial")

# ---------------------------------------------------------------- Python tracebacks (real traceback module, virtual file names registered in linecache)
def py_tracebacks():
    fn = "/srv/app/mcp_server/tools/loyalty.py"
    src = '''import decimal

RATES = {"silver": decimal.Decimal("0.01"), "gold": decimal.Decimal("0.02")}

def points_for(order):
    tier = order["member"]["tier"]
    return (decimal.Decimal(order["total"]) * RATES[tier]).quantize(decimal.Decimal("1"))

def redeem(args, db):
    order = db.get_order(args["order_id"])
    earned = points_for(order)
    return {"points": int(earned)}
'''
    linecache.cache[fn] = (len(src), None, src.splitlines(True), fn)
    g = {}; exec(compile(src, fn, "exec"), g)
    class DB:
        def get_order(self, oid): return {"id": oid, "total": "84.90", "member": {"tier": "platinum"}}
    try:
        g["redeem"]({"order_id": "A-20931"}, DB())
    except Exception as e:
        tb = "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next)).rstrip()  # drop this generator's own frame
        put("py_tb_keyerror", "Tool 'redeem_points' raised an exception:\n" + tb, "CPython 3.11 traceback.format_exception() minus the generator's own outer frame (handler source registered under /srv/app via linecache)")
    fn2 = "/opt/enricher/app/geo.py"
    src2 = '''import ipaddress

def lookup(ip, reader):
    addr = ipaddress.ip_address(ip)
    return reader.city(str(addr))
'''
    linecache.cache[fn2] = (len(src2), None, src2.splitlines(True), fn2)
    g2 = {}; exec(compile(src2, fn2, "exec"), g2)
    try:
        g2["lookup"]("10.0.300.7", None)
    except Exception as e:
        tb = "".join(traceback.format_exception(type(e), e, e.__traceback__.tb_next)).rstrip()
    body = {"rows": 3, "enriched": 2, "warnings": [{"row": 2, "field": "client_ip", "traceback": tb}]}
    put("py_tb_success", "Enriched 2 of 3 rows.\n" + json.dumps({"structuredContent": body}["structuredContent"], indent=2),
        "CPython 3.11 traceback.format_exception() minus the generator's outer frame, inside a success result's structuredContent")

# ---------------------------------------------------------------- other runtimes
def others():
    def run(cmd, cwd=HERE):
        return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    os.environ["NODE_PATH"] = f"{SCR}/node/node_modules"
    r = run(["node", os.path.join(HERE, "gen_node.js")], cwd=f"{SCR}/node")
    for k, v in json.loads(r.stdout).items():
        put(k, v["text"], v["how"])
    r = run(["elixir", os.path.join(HERE, "gen_ex.exs")])
    put("ex_stack", r.stdout.rstrip(), "Elixir 1.14 / OTP 25, Exception.format/3 of a KeyError raised inside a Task (gen/gen_ex.exs)")
    r = run(["ruby", os.path.join(HERE, "gen_rb.rb")])
    put("rb_stack", r.stdout.rstrip(), "Ruby 3.1, class: message + application backtrace lines (gen/gen_rb.rb)")

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "pgclient":
        pg_client_sub(sys.argv[2], sys.argv[3]); sys.exit(0)
    for f in (pg_server, pg_client, os_errors, java, django_msgs, validators, services, py_tracebacks, others):
        try:
            f()
        except Exception:
            traceback.print_exc()
    json.dump(OUT, open(f"{SCR}/real.json", "w"), ensure_ascii=False, indent=1)
    print(len(OUT), "texts")
