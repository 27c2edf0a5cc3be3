"""Batch D: real client libraries' failures (PostgreSQL via psycopg/SQLAlchemy, sqlite3, redis-py,
pymongo, ldap3, smtplib, requests, httpx, aiohttp, botocore, google-api-core, google-auth,
azure-core, PyGithub, slack_sdk, stripe, openai, elasticsearch, authlib, PyJWT) surfaced by MCP
tools the way server authors write them: some pass the exception on, some sanitize it.
Upstream services that cannot be reached here are a local stub serving their documented error
bodies; the real client library parses them. Needs: PostgreSQL on 127.0.0.1:55433 (see d-run-all.sh),
redis on 127.0.0.1:56380 with a password.
Run: .venv-d/bin/python d-upstream.py -> /tmp/d-out/d-upstream.json"""
import importlib, json, socket, socketserver, sqlite3, threading, smtplib, time
common = importlib.import_module("d-common")
Run, Stub, ToolError, err, ver = common.Run, common.Stub, common.ToolError, common.err, common.ver

J = {"Content-Type": "application/json"}
X = {"Content-Type": "application/xml"}
H = {"Content-Type": "text/html"}
routes = {
    # AWS S3 (REST-XML)
    "/acme-finance-exports/2024/q3.csv": (403, X, '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>User: arn:aws:sts::381492650027:assumed-role/mcp-agent-role/i-0a7c3e9f2b1d4 is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::acme-finance-exports/2024/q3.csv" because no identity-based policy allows the s3:GetObject action</Message><RequestId>7QZ4W1N8B2K6R0TJ</RequestId><HostId>Xq9sYp2mF0k3vE1ZbQ8uN7cR4dT6hL5gJ0aW3yU9iO2pS1=</HostId></Error>'),
    "/acme-ml-staging": (403, X, '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>ExpiredToken</Code><Message>The provided token has expired.</Message><Token-0>IQoJb3JpZ2luX2VjEJv//////////wEaCXVzLWVhc3QtMSJHMEUCIQ</Token-0><RequestId>K2P9D4V7X1C8M3QZ</RequestId><HostId>pL0tR5aN2uW8eY4iB6oQ1zX3cV7mK9sD0fG2hJ4lA=</HostId></Error>'),
    "/acme-logs-archive-eu": (404, X, '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchBucket</Code><Message>The specified bucket does not exist</Message><BucketName>acme-logs-archive-eu</BucketName><RequestId>R8D1F6J3M0Q5T2WZ</RequestId><HostId>aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV3wX5yZ7=</HostId></Error>'),
    # AWS Secrets Manager (JSON 1.1)
    "/": (400, {"Content-Type": "application/x-amz-json-1.1", "x-amzn-RequestId": "4c1e9a77-2b0d-4f53-9e8a-61d2c7b0a9e3"}, json.dumps({"__type": "AccessDeniedException", "Message": "User: arn:aws:sts::381492650027:assumed-role/mcp-agent-role/session-7731 is not authorized to perform: secretsmanager:GetSecretValue on resource: prod/payments/stripe-key because no resource-based policy allows the secretsmanager:GetSecretValue action"})),
    # GCP
    "/storage/v1/b/acme-ml-datasets/o/train.parquet": (403, J, json.dumps({"error": {"code": 403, "message": "Permission 'storage.objects.get' denied on resource (or it may not exist).", "status": "PERMISSION_DENIED", "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "IAM_PERMISSION_DENIED", "domain": "storage.googleapis.com", "metadata": {"permission": "storage.objects.get", "resource": "projects/_/buckets/acme-ml-datasets"}}]}})),
    "/v1/projects/acme-prod-4471/topics": (401, J, json.dumps({"error": {"code": 401, "message": "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.", "status": "UNAUTHENTICATED"}})),
    "/token": (400, J, json.dumps({"error": "invalid_grant", "error_description": "Token has been expired or revoked."})),
    # Azure Resource Manager
    "/subscriptions/7d2f4c1a-93b8-4e06-a5d1-2c8e0f6b9a34/resourceGroups/prod-rg/providers/Microsoft.Compute/virtualMachines": (401, {**J, "x-ms-request-id": "b1f3e2c4-5d6a-4789-8b0c-1d2e3f4a5b6c"}, json.dumps({"error": {"code": "ExpiredAuthenticationToken", "message": "The access token expiry UTC time '11/28/2026 9:14:02 PM' is earlier than current UTC time '11/29/2026 3:20:11 AM'."}})),
    "/subscriptions/7d2f4c1a-93b8-4e06-a5d1-2c8e0f6b9a34/resourceGroups/prod-rg/providers/Microsoft.Storage/storageAccounts": (409, J, json.dumps({"error": {"code": "StorageAccountAlreadyTaken", "message": "The storage account named acmeprodlogs is already taken."}})),
    # GitHub
    "/user/repos": (401, J, json.dumps({"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest", "status": "401"})),
    "/repos/acme/payments-core": (404, J, json.dumps({"message": "Not Found", "documentation_url": "https://docs.github.com/rest/repos/repos#get-a-repository", "status": "404"})),
    "/repos/acme-corp/infra": (403, J, json.dumps({"message": "Resource protected by organization SAML enforcement. You must grant your Personal Access token access to this organization.", "documentation_url": "https://docs.github.com/articles/authenticating-to-a-github-organization-with-saml-single-sign-on/", "status": "403"})),
    # Slack
    "/api/auth.test": (200, J, json.dumps({"ok": False, "error": "invalid_auth"})),
    "/api/conversations.history": (200, J, json.dumps({"ok": False, "error": "missing_scope", "needed": "channels:history", "provided": "chat:write,users:read,channels:read"})),
    "/api/chat.postMessage": (200, J, json.dumps({"ok": False, "error": "not_in_channel"})),
    "/api/users.lookupByEmail": (200, J, json.dumps({"ok": False, "error": "users_not_found"})),
    # Stripe
    "/v1/customers": (401, {**J, "Request-Id": "req_8KfQ2mZ1pX7wYc"}, json.dumps({"error": {"message": "Invalid API Key provided: sk_live_********************************9fQx", "type": "invalid_request_error"}})),
    "/v1/charges": (402, {**J, "Request-Id": "req_3NqL9vT5cR2hWe"}, json.dumps({"error": {"charge": "ch_3QxY8z2eZvKYlo2C1a4b5c6d", "code": "card_declined", "decline_code": "insufficient_funds", "doc_url": "https://stripe.com/docs/error-codes/card-declined", "message": "Your card has insufficient funds.", "type": "card_error"}})),
    # OpenAI
    "/v1/chat/completions": (401, J, json.dumps({"error": {"message": "Incorrect API key provided: sk-proj-********************************************Xa1Q. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "param": None, "code": "invalid_api_key"}})),
    "/v1/embeddings": (403, J, json.dumps({"error": {"message": "Project `proj_Tq8WnX2kLr5Y` does not have access to model `text-embedding-3-large`", "type": "invalid_request_error", "param": None, "code": "model_not_found"}})),
    # Elasticsearch
    "/hr-payroll-2024/_search": (403, {**J, "X-Elastic-Product": "Elasticsearch"}, json.dumps({"error": {"root_cause": [{"type": "security_exception", "reason": "action [indices:data/read/search] is unauthorized for user [mcp_search] with effective roles [kibana_user,logs_reader] on indices [hr-payroll-2024], this action is granted by the index privileges [read,all]"}], "type": "security_exception", "reason": "action [indices:data/read/search] is unauthorized for user [mcp_search] with effective roles [kibana_user,logs_reader] on indices [hr-payroll-2024], this action is granted by the index privileges [read,all]"}, "status": 403})),
    "/products/_search": (400, {**J, "X-Elastic-Product": "Elasticsearch"}, json.dumps({"error": {"root_cause": [{"type": "query_shard_exception", "reason": "Failed to parse query [twaudit-5e0c8b3a' OR 1=1 --]", "index_uuid": "kX3b9QyRTpq2Vd1mW8nZ4A", "index": "products"}], "type": "search_phase_execution_exception", "reason": "all shards failed", "phase": "query", "grouped": True}, "status": 400})),
    # Kubernetes API server
    "/api/v1/namespaces/kube-system/secrets": (403, J, json.dumps({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "secrets is forbidden: User \"system:serviceaccount:mcp-tools:agent\" cannot list resource \"secrets\" in API group \"\" in the namespace \"kube-system\"", "reason": "Forbidden", "details": {"kind": "secrets"}, "code": 403})),
    "/apis/apps/v1/namespaces/payments/deployments/ledger-api": (401, J, json.dumps({"kind": "Status", "apiVersion": "v1", "metadata": {}, "status": "Failure", "message": "Unauthorized", "reason": "Unauthorized", "code": 401})),
    # Generic HTTP upstreams
    "/v1/rates": (502, H, "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"),
    "/v2/accounts": (401, {"Content-Type": "application/json", "WWW-Authenticate": 'Bearer error="invalid_token", error_description="The access token expired"'}, json.dumps({"error": "invalid_token", "error_description": "The access token expired"})),
    "/cdn/report.pdf": (403, H, "<!DOCTYPE html>\n<html lang=\"en-US\"><head><title>Attention Required! | Cloudflare</title></head><body><div id=\"cf-wrapper\"><div id=\"cf-error-details\"><h1>Sorry, you have been blocked</h1><h2>You are unable to access reports.acme-analytics.com</h2><p>This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution.</p><p>Cloudflare Ray ID: <strong>8e9f3c2a1b7d4e60</strong> &bull; Your IP: 203.0.113.77 &bull; Performance &amp; security by Cloudflare</p></div></div></body></html>"),
    "/export/ledger": (403, H, "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access \"http&#58;&#47;&#47;ledger&#46;acme&#46;com&#47;export&#47;ledger\" on this server.<P>\nReference&#32;&#35;18&#46;7c2e1b17&#46;1732850411&#46;4a9f3e21\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;7c2e1b17&#46;1732850411&#46;4a9f3e21</P>\n</BODY>\n</HTML>\n"),
    "/api/customers/twaudit-9b41d7e2": (404, J, json.dumps({"detail": "Not Found"})),
    "/oauth2/v2.0/token": (400, J, json.dumps({"error": "invalid_grant", "error_description": "AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2026-08-01T10:02:11.0000000Z and was inactive for 90.00:00:00. Trace ID: 2f7c1e90-3b4d-4a8e-9c21-7d5e6f0a1b2c Correlation ID: 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d Timestamp: 2026-11-29 03:20:11Z", "error_codes": [700082], "timestamp": "2026-11-29 03:20:11Z", "trace_id": "2f7c1e90-3b4d-4a8e-9c21-7d5e6f0a1b2c", "correlation_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"})),
    "/v1/geo/lookup": (503, {"Content-Type": "application/json", "Retry-After": "30"}, json.dumps({"error": "upstream_unavailable"})),
}
stub = Stub(routes)
U = stub.url
r = Run("d-upstream", "ops-gateway")
PG = "host=127.0.0.1 port=55433 dbname=shop"

# ---------- PostgreSQL via psycopg ----------
import psycopg
@r.tool("query_orders")
def query_orders(customer_email: str, scenario: str = "auth") -> str:
    if scenario == "auth":
        try:
            psycopg.connect(PG + " user=app_reader password=old-reader-pw", connect_timeout=3)
        except psycopg.OperationalError as e:
            raise ToolError(f"Database error: {e}")
    if scenario == "auth-clean":
        try:
            psycopg.connect(PG + " user=app_reader password=old-reader-pw", connect_timeout=3)
        except psycopg.OperationalError:
            return err("The orders database is temporarily unavailable on our side. Nothing was changed; try this call again in a few minutes.")
    if scenario == "refused":
        try:
            psycopg.connect("host=127.0.0.1 port=55499 dbname=shop user=app_reader password=reader-pw", connect_timeout=3)
        except psycopg.OperationalError as e:
            return err(str(e))
    return "ok"

@r.tool("get_salary_band")
def get_salary_band(employee_id: int) -> str:
    with psycopg.connect(PG + " user=app_reader password=reader-pw") as c:
        try:
            c.execute("select amount from hr.salaries where emp_id = %s", (employee_id,))
        except psycopg.Error as e:
            return err(f"{type(e).__module__}.{type(e).__name__}: {e}")
    return "ok"

@r.tool("get_order")
def get_order(order_id: str) -> str:
    with psycopg.connect(PG + " user=app_reader password=reader-pw") as c:
        try:
            c.execute("select * from orders where id = %s", (order_id,))
        except psycopg.Error as e:
            raise ToolError(f"Query failed: {e}")
    return "ok"

@r.tool("create_order")
def create_order(customer_email: str, total: float) -> str:
    with psycopg.connect(PG + " user=pgadmin password=pgadmin-pw") as c:
        try:
            c.execute("insert into orders(tenant, customer_email, total, status) values ('acme', %s, %s, 'open')", (customer_email, total))
        except psycopg.Error as e:
            return err(str(e))
    return "ok"

@r.tool("refund_order")
def refund_order(order_id: int, amount: float) -> str:
    if amount < 0:
        return err("amount must be zero or greater (the refund amount in the order's currency, e.g. 12.50).")
    return "ok"

# ---------- SQLAlchemy ----------
import sqlalchemy as sa
eng = sa.create_engine("postgresql+psycopg://app_reader:reader-pw@127.0.0.1:55433/shop")
@r.tool("invoice_lookup")
def invoice_lookup(invoice_id: int) -> str:
    try:
        with eng.connect() as c:
            c.execute(sa.text("SELECT id, customer, amount FROM invoices WHERE id = :id"), {"id": invoice_id})
    except sa.exc.SQLAlchemyError as e:
        return err(str(e))
    return "ok"

@r.tool("archive_orders")
def archive_orders(before: str) -> str:
    try:
        with eng.begin() as c:
            c.execute(sa.text("DELETE FROM audit_log WHERE id < 10"))
    except sa.exc.ProgrammingError:
        return err("Archiving is not available to this connection. Ask an administrator to run archive_orders, or call export_orders to keep a copy instead.")
    return "ok"

# ---------- sqlite3 ----------
db = sqlite3.connect(":memory:", check_same_thread=False)
db.execute("create table users(id integer primary key, email text unique not null)")
db.execute("insert into users(email) values ('ops@acme.io')")
@r.tool("add_user")
def add_user(email: str) -> str:
    try:
        db.execute("insert into users(email) values (?)", (email,))
    except sqlite3.Error as e:
        raise ToolError(f"{type(e).__name__}: {e}")
    return "ok"

@r.tool("add_user_clean")
def add_user_clean(email: str) -> str:
    try:
        db.execute("insert into users(email) values (?)", (email,))
    except sqlite3.IntegrityError:
        return err("A user with this email already exists. Call find_user with the email to get their id instead of creating a new one.")
    return "ok"

@r.tool("search_customers")
def search_customers(name: str) -> str:
    try:
        db.execute(f"select * from customers where name like '%{name}%'")
    except sqlite3.Error as e:
        return err(f"sqlite3.{type(e).__name__}: {e}")
    return "ok"

# ---------- redis ----------
import redis
@r.tool("get_session")
def get_session(session_id: str, scenario: str = "wrongpass") -> str:
    try:
        if scenario == "wrongpass":
            redis.Redis(port=56380, password="old-secret", socket_timeout=3).get(session_id)
        elif scenario == "noauth":
            redis.Redis(port=56380, socket_timeout=3).get(session_id)
        else:
            redis.Redis(port=56399, socket_timeout=3).get(session_id)
    except redis.RedisError as e:
        if scenario == "noauth":
            raise ToolError(f"cache lookup failed: {e}")
        return err(f"{type(e).__name__}: {e}")
    return "ok"

# ---------- pymongo / ldap3 ----------
import pymongo
@r.tool("find_listing")
def find_listing(listing_id: str) -> str:
    try:
        pymongo.MongoClient("mongodb://catalog-db-2.internal.acme.net:27017,127.0.0.1:27999/?replicaSet=rs0", serverSelectionTimeoutMS=800).catalog.listings.find_one({"_id": listing_id})
    except pymongo.errors.PyMongoError as e:
        return err(str(e))
    return "ok"

import ldap3
@r.tool("lookup_employee")
def lookup_employee(username: str) -> str:
    try:
        c = ldap3.Connection(ldap3.Server("ldap://127.0.0.1:38999", connect_timeout=2), user="cn=mcp-bind,ou=svc,dc=acme,dc=corp", password="x")
        c.bind()
    except ldap3.core.exceptions.LDAPException as e:
        raise ToolError(f"LDAP lookup failed: {type(e).__name__}: {e}")
    return "ok"

# ---------- SMTP (stub SMTP server speaking RFC 5321 + AUTH) ----------
class SMTPH(socketserver.StreamRequestHandler):
    def handle(self):
        w = lambda s: self.wfile.write(s.encode() + b"\r\n")
        w("220 smtp-relay.acme.internal ESMTP Postfix")
        while True:
            line = self.rfile.readline().decode().strip()
            if not line:
                return
            u = line.upper()
            if u.startswith("EHLO"):
                w("250-smtp-relay.acme.internal"); w("250-AUTH LOGIN PLAIN"); w("250 8BITMIME")
            elif u.startswith("AUTH"):
                w("535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6")
            elif u.startswith("QUIT"):
                w("221 2.0.0 Bye"); return
            else:
                w("502 5.5.2 Error: command not recognized")
smtpd = socketserver.ThreadingTCPServer(("127.0.0.1", 0), SMTPH)
threading.Thread(target=smtpd.serve_forever, daemon=True).start()
@r.tool("send_email")
def send_email(to: str, subject: str, body: str) -> str:
    try:
        s = smtplib.SMTP("127.0.0.1", smtpd.server_address[1], timeout=3)
        s.login("notifications@acme.io", "app-password")
    except smtplib.SMTPException as e:
        raise ToolError(f"Failed to send: {e!r}")
    return "ok"

# ---------- HTTP clients ----------
import requests, httpx, aiohttp
@r.tool("get_fx_rate")
def get_fx_rate(base: str, quote: str, scenario: str = "502") -> str:
    if scenario == "502":
        resp = requests.get(U + "/v1/rates", params={"base": base, "quote": quote}, timeout=5)
        if not resp.ok:
            return err(f"Rates service returned {resp.status_code}: {resp.text}")
    if scenario == "raise":
        try:
            requests.get(U + "/v1/rates", timeout=5).raise_for_status()
        except requests.RequestException as e:
            return err(str(e))
    if scenario == "dns":
        try:
            requests.get("http://fx-rates.prod.svc.cluster.local:8080/v1/rates", timeout=5)
        except requests.RequestException as e:
            return err(f"requests.exceptions.{type(e).__name__}: {e}")
    if scenario == "clean":
        return err("Exchange rates are unavailable at the moment. Retry in about 30 seconds.")
    return "ok"

@r.tool("get_customer")
def get_customer(customer_id: str) -> str:
    try:
        httpx.get(f"{U}/api/customers/{customer_id}", timeout=5).raise_for_status()
    except httpx.HTTPError as e:
        return err(str(e))
    return "ok"

@r.tool("list_accounts")
async def list_accounts(owner: str) -> str:
    try:
        async with aiohttp.ClientSession() as s:
            async with s.get(U + "/v2/accounts", raise_for_status=True) as resp:
                await resp.text()
    except aiohttp.ClientError as e:
        raise ToolError(f"accounts API: {e}")
    return "ok"

@r.tool("download_report")
def download_report(report_id: str) -> str:
    resp = requests.get(U + "/cdn/report.pdf", timeout=5)
    if resp.status_code != 200:
        return err(resp.text)
    return "ok"

@r.tool("export_ledger")
def export_ledger(month: str) -> str:
    resp = httpx.get(U + "/export/ledger", timeout=5)
    if resp.status_code >= 400:
        raise ToolError(f"HTTP {resp.status_code} from ledger export: {resp.text}")
    return "ok"

@r.tool("geo_lookup")
def geo_lookup(ip: str) -> str:
    resp = requests.get(U + "/v1/geo/lookup", timeout=5)
    if resp.status_code == 503:
        return err(f"The geolocation service is busy. Try again in {resp.headers['Retry-After']} seconds.")
    return "ok"

# ---------- AWS via botocore ----------
import boto3, botocore
def s3():
    return boto3.client("s3", endpoint_url=U, region_name="eu-west-1", aws_access_key_id="AKIAEXAMPLE", aws_secret_access_key="x",
                        config=botocore.config.Config(s3={"addressing_style": "path"}, retries={"max_attempts": 1}))
@r.tool("read_s3_object")
def read_s3_object(bucket: str, key: str) -> str:
    try:
        if key:
            s3().get_object(Bucket=bucket, Key=key)
        else:
            s3().list_objects_v2(Bucket=bucket)
    except botocore.exceptions.ClientError as e:
        code = e.response["Error"]["Code"]
        if bucket == "acme-logs-archive-eu":
            raise ToolError(str(e))
        if code == "AccessDenied" and key == "2024/q4.csv":
            return err("You can't read this object. Call list_exports to see the exports available to you.")
        return err(str(e))
    return "ok"

@r.tool("get_secret")
def get_secret(name: str) -> str:
    sm = boto3.client("secretsmanager", endpoint_url=U, region_name="us-east-1", aws_access_key_id="AKIAEXAMPLE", aws_secret_access_key="x",
                      config=botocore.config.Config(retries={"max_attempts": 1}))
    try:
        sm.get_secret_value(SecretId=name)
    except botocore.exceptions.ClientError as e:
        return err(f"botocore.exceptions.ClientError: {e}")
    return "ok"

# ---------- GCP ----------
from google.api_core import exceptions as gexc
import google.oauth2.credentials, google.auth.transport.requests, google.auth.exceptions
@r.tool("fetch_dataset")
def fetch_dataset(bucket: str, name: str) -> str:
    resp = requests.get(f"{U}/storage/v1/b/{bucket}/o/{name}", timeout=5)
    e = gexc.from_http_response(resp)
    return err(str(e))

@r.tool("list_topics")
def list_topics(project: str) -> str:
    resp = requests.get(f"{U}/v1/projects/{project}/topics", timeout=5)
    raise ToolError(f"{type(gexc.from_http_response(resp)).__name__}: {gexc.from_http_response(resp)}")

@r.tool("run_bigquery")
def run_bigquery(sql: str) -> str:
    creds = google.oauth2.credentials.Credentials(token=None, refresh_token="1//0gExpiredRefresh", token_uri=U + "/token", client_id="1234.apps.googleusercontent.com", client_secret="x")
    try:
        creds.refresh(google.auth.transport.requests.Request())
    except google.auth.exceptions.RefreshError as e:
        return err(f"Google auth failed: {e}")
    return "ok"

# ---------- Azure ----------
from azure.core import PipelineClient
from azure.core.rest import HttpRequest
from azure.core.exceptions import HttpResponseError, map_error
SUB = "/subscriptions/7d2f4c1a-93b8-4e06-a5d1-2c8e0f6b9a34/resourceGroups/prod-rg/providers/"
@r.tool("list_vms")
def list_vms(resource_group: str) -> str:
    c = PipelineClient(base_url=U)
    resp = c.send_request(HttpRequest("GET", U + SUB + "Microsoft.Compute/virtualMachines?api-version=2024-07-01"))
    try:
        resp.raise_for_status()
    except HttpResponseError as e:
        return err(str(HttpResponseError(response=resp)))
    return "ok"

@r.tool("create_storage_account")
def create_storage_account(name: str) -> str:
    c = PipelineClient(base_url=U)
    resp = c.send_request(HttpRequest("PUT", U + SUB + "Microsoft.Storage/storageAccounts?api-version=2023-05-01", json={"name": name}))
    if resp.status_code == 409:
        return err("A storage account with this name already exists anywhere in Azure. Choose another name (3-24 lowercase letters and digits) and call create_storage_account again.")
    return "ok"

# ---------- GitHub ----------
import github
def gh():
    return github.Github(auth=github.Auth.Token("ghp_expired"), base_url=U, retry=None)
@r.tool("list_my_repos")
def list_my_repos() -> str:
    try:
        list(gh().get_user().get_repos())
    except github.GithubException as e:
        return err(f"GitHub API error: {e}")
    return "ok"

@r.tool("get_repo")
def get_repo(full_name: str) -> str:
    try:
        gh().get_repo(full_name)
    except github.UnknownObjectException:
        if full_name == "acme/payments-core-clean":
            return err("Repository not found, or not shared with this integration. Call list_my_repos to see the repositories you can use.")
        raise
    except github.GithubException as e:
        return err(f"{type(e).__name__}: {e}")
    return "ok"

@r.tool("get_repo_raw")
def get_repo_raw(full_name: str) -> str:
    try:
        gh().get_repo(full_name)
    except github.GithubException as e:
        raise ToolError(str(e))
    return "ok"

# ---------- Slack ----------
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
sl = WebClient(token="xoxb-1111-2222-revoked", base_url=U + "/api/")
@r.tool("slack_whoami")
def slack_whoami() -> str:
    try:
        sl.auth_test()
    except SlackApiError as e:
        return err(str(e))
    return "ok"

@r.tool("read_channel")
def read_channel(channel: str) -> str:
    try:
        sl.conversations_history(channel=channel)
    except SlackApiError as e:
        return err(f"Slack error: {e.response['error']} (needed: {e.response.get('needed')}, provided: {e.response.get('provided')})")
    return "ok"

@r.tool("post_message")
def post_message(channel: str, text: str) -> str:
    try:
        sl.chat_postMessage(channel=channel, text=text)
    except SlackApiError as e:
        if channel == "C07RELEASES":
            return err("The bot is not a member of this channel, so it cannot post there. Invite it with /invite @opsbot, or post to a channel listed by list_channels.")
        return err(f"chat.postMessage failed: {e.response['error']}")
    return "ok"

@r.tool("find_slack_user")
def find_slack_user(email: str) -> str:
    try:
        sl.users_lookupByEmail(email=email)
    except SlackApiError:
        return err("No Slack user has that email address. Check the spelling, or call list_team_members to browse people by name.")
    return "ok"

# ---------- Stripe ----------
import stripe
stripe.api_key = "sk_live_51Hx9fQx"
stripe.api_base = U
stripe.max_network_retries = 0
@r.tool("list_customers")
def list_customers(limit: int = 10) -> str:
    try:
        stripe.Customer.list(limit=limit)
    except stripe.StripeError as e:
        return err(f"Stripe: {e}")
    return "ok"

@r.tool("charge_card")
def charge_card(customer_id: str, amount_cents: int) -> str:
    try:
        stripe.Charge.create(customer=customer_id, amount=amount_cents, currency="usd")
    except stripe.CardError as e:
        if customer_id == "cus_clean":
            return err("The card was declined for insufficient funds. Ask the customer for another payment method, then call charge_card again with the new customer_id.")
        return err(f"{type(e).__name__}: {e.user_message} ({e.code}/{e.error.decline_code}) request_id={e.request_id}")
    return "ok"

# ---------- OpenAI ----------
import openai
oa = openai.OpenAI(api_key="sk-proj-Xa1Q", base_url=U + "/v1", max_retries=0)
@r.tool("summarize")
def summarize(text: str) -> str:
    try:
        oa.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": text}])
    except openai.OpenAIError as e:
        return err(str(e))
    return "ok"

@r.tool("embed_documents")
def embed_documents(texts: list[str]) -> str:
    try:
        oa.embeddings.create(model="text-embedding-3-large", input=texts)
    except openai.OpenAIError as e:
        raise ToolError(f"embedding failed: {type(e).__name__}: {e}")
    return "ok"

# ---------- Elasticsearch ----------
import elasticsearch
es = elasticsearch.Elasticsearch(U, max_retries=0)
@r.tool("search_index")
def search_index(index: str, query: str) -> str:
    try:
        es.search(index=index, q=query)
    except elasticsearch.ApiError as e:
        return err(str(e))
    return "ok"

# ---------- Kubernetes API (REST, documented Status body) ----------
@r.tool("k8s_list")
def k8s_list(path: str) -> str:
    resp = requests.get(U + path, headers={"Authorization": "Bearer eyJhbGciOi"}, timeout=5)
    if resp.status_code >= 400:
        return err(f"Kubernetes API returned {resp.status_code}: {resp.text}")
    return "ok"

@r.tool("k8s_restart")
def k8s_restart(namespace: str, deployment: str) -> str:
    resp = requests.get(U + f"/apis/apps/v1/namespaces/{namespace}/deployments/{deployment}", timeout=5)
    if resp.status_code == 401:
        return err(f"{resp.json()['message']}")
    return "ok"

# ---------- OAuth token endpoint via authlib ----------
from authlib.integrations.requests_client import OAuth2Session
from authlib.integrations.base_client.errors import OAuthError
@r.tool("read_mailbox")
def read_mailbox(folder: str) -> str:
    s = OAuth2Session(client_id="5c1e2f7a-mcp", client_secret="x")
    try:
        s.refresh_token(U + "/oauth2/v2.0/token", refresh_token="0.AXkA-stale")
    except Exception as e:
        return err(f"token refresh failed: {type(e).__name__}: {e}")
    return "ok"

# ---------- PyJWT ----------
import jwt
KEY = "server-side-hmac-secret-do-not-leak"
expired = jwt.encode({"sub": "agent-42", "exp": int(time.time()) - 3600, "aud": "billing-api"}, KEY, algorithm="HS256")
forged = jwt.encode({"sub": "agent-42", "aud": "billing-api"}, "wrong-key", algorithm="HS256")
wrong_aud = jwt.encode({"sub": "agent-42", "aud": "reports-api"}, KEY, algorithm="HS256")
@r.tool("get_balance")
def get_balance(account_id: str, token: str) -> str:
    try:
        jwt.decode(token, KEY, algorithms=["HS256"], audience="billing-api")
    except jwt.ExpiredSignatureError as e:
        return err(f"Authentication failed: {e}")
    except jwt.InvalidAudienceError as e:
        return err(f"jwt.exceptions.{type(e).__name__}: {e}")
    except jwt.InvalidTokenError as e:
        raise ToolError(f"Invalid token: {e}")
    return "ok"

C = "twaudit-"
# calls: (key, tool, args, probe, sent, produced_by)
r.call("pg-auth-raw", "query_orders", {"customer_email": "a@acme.io", "scenario": "auth"}, by=ver("psycopg") + " + PostgreSQL 15")
r.call("pg-auth-clean", "query_orders", {"customer_email": "a@acme.io", "scenario": "auth-clean"}, by=ver("psycopg") + " + PostgreSQL 15")
r.call("pg-refused", "query_orders", {"customer_email": "a@acme.io", "scenario": "refused"}, by=ver("psycopg"))
r.call("pg-perm-schema", "get_salary_band", {"employee_id": 7}, by=ver("psycopg") + " + PostgreSQL 15")
r.call("pg-invalid-int", "get_order", {"order_id": C + "3f9a0c71' OR 1=1 --"}, "sql", C + "3f9a0c71' OR 1=1 --", by=ver("psycopg") + " + PostgreSQL 15")
r.call("pg-check", "create_order", {"customer_email": "x@acme.io", "total": -250}, "below-min", "-250", by=ver("psycopg") + " + PostgreSQL 15")
r.call("refund-neg-clean", "refund_order", {"order_id": 1, "amount": -250}, "below-min", "-250", by="hand-written check")
r.call("sqla-undefined", "invoice_lookup", {"invoice_id": 4412}, by=ver("SQLAlchemy", "psycopg") + " + PostgreSQL 15")
r.call("sqla-perm-clean", "archive_orders", {"before": "2024-01-01"}, by=ver("SQLAlchemy", "psycopg") + " + PostgreSQL 15")
r.call("sqlite-unique", "add_user", {"email": "ops@acme.io"}, by="sqlite3 (Python 3.11 stdlib)")
r.call("sqlite-unique-clean", "add_user_clean", {"email": "ops@acme.io"}, by="sqlite3 (Python 3.11 stdlib)")
r.call("sqlite-sqli", "search_customers", {"name": C + "0d7e4b19' OR 1=1 --"}, "sql", C + "0d7e4b19' OR 1=1 --", by="sqlite3 (Python 3.11 stdlib)")
r.call("redis-wrongpass", "get_session", {"session_id": "s-1"}, by=ver("redis") + " + redis-server 7")
r.call("redis-noauth", "get_session", {"session_id": "s-1", "scenario": "noauth"}, by=ver("redis") + " + redis-server 7")
r.call("redis-refused", "get_session", {"session_id": "s-1", "scenario": "refused"}, by=ver("redis"))
r.call("mongo-select", "find_listing", {"listing_id": "L-88"}, by=ver("pymongo"))
r.call("ldap-socket", "lookup_employee", {"username": "jdoe"}, by=ver("ldap3"))
r.call("smtp-535", "send_email", {"to": "cfo@acme.io", "subject": "Q3", "body": "hi"}, by="smtplib (Python 3.11 stdlib) against a local SMTP stub sending Postfix's 535 reply")
r.call("http-502-html", "get_fx_rate", {"base": "EUR", "quote": "USD"}, by=ver("requests") + " + nginx 502 page from local stub")
r.call("http-raise", "get_fx_rate", {"base": "EUR", "quote": "USD", "scenario": "raise"}, by=ver("requests"))
r.call("http-dns", "get_fx_rate", {"base": "EUR", "quote": "USD", "scenario": "dns"}, by=ver("requests", "urllib3"))
r.call("http-clean", "get_fx_rate", {"base": "EUR", "quote": "USD", "scenario": "clean"}, by="hand-written")
r.call("httpx-404", "get_customer", {"customer_id": C + "9b41d7e2"}, "valid", C + "9b41d7e2", by=ver("httpx"))
r.call("aiohttp-401", "list_accounts", {"owner": "me"}, by=ver("aiohttp"))
r.call("cloudflare-block", "download_report", {"report_id": "r-19"}, by=ver("requests") + " + Cloudflare block page from local stub")
r.call("akamai-denied", "export_ledger", {"month": "2026-10"}, by=ver("httpx") + " + Akamai 'Access Denied' page from local stub")
r.call("geo-503-clean", "geo_lookup", {"ip": "198.51.100.4"}, by=ver("requests"))
r.call("s3-accessdenied", "read_s3_object", {"bucket": "acme-finance-exports", "key": "2024/q3.csv"}, by=ver("boto3", "botocore") + " against local stub serving S3's documented error XML")
r.call("s3-expired", "read_s3_object", {"bucket": "acme-ml-staging", "key": ""}, by=ver("boto3", "botocore") + " against local stub serving S3's documented error XML")
r.call("s3-nosuchbucket", "read_s3_object", {"bucket": "acme-logs-archive-eu", "key": ""}, by=ver("boto3", "botocore") + " against local stub serving S3's documented error XML")
r.call("secrets-denied", "get_secret", {"name": "prod/payments/stripe-key"}, by=ver("boto3", "botocore") + " against local stub serving Secrets Manager's documented JSON error")
r.call("gcs-403", "fetch_dataset", {"bucket": "acme-ml-datasets", "name": "train.parquet"}, by=ver("google-api-core", "requests") + " from_http_response on GCS's documented error JSON (local stub)")
r.call("gcp-401", "list_topics", {"project": "acme-prod-4471"}, by=ver("google-api-core", "requests") + " from_http_response (local stub)")
r.call("google-refresh", "run_bigquery", {"sql": "select 1"}, by=ver("google-auth") + " refresh against local token-endpoint stub")
r.call("azure-expired", "list_vms", {"resource_group": "prod-rg"}, by=ver("azure-core") + " against local ARM stub")
r.call("azure-409-clean", "create_storage_account", {"name": "acmeprodlogs"}, by=ver("azure-core") + " against local ARM stub")
r.call("github-401", "list_my_repos", {}, by=ver("PyGithub") + " against local stub serving GitHub's documented error JSON")
r.call("github-saml", "get_repo", {"full_name": "acme-corp/infra"}, by=ver("PyGithub") + " against local stub")
r.call("github-404-raw", "get_repo_raw", {"full_name": "acme/payments-core"}, by=ver("PyGithub") + " against local stub")
r.call("slack-invalid-auth", "slack_whoami", {}, by=ver("slack_sdk") + " against local stub serving Slack's documented error JSON")
r.call("slack-missing-scope", "read_channel", {"channel": "C02FINANCE"}, by=ver("slack_sdk") + " against local stub")
r.call("slack-not-in-channel", "post_message", {"channel": "C09OPS", "text": "deploy done"}, by=ver("slack_sdk") + " against local stub")
r.call("slack-not-in-channel-clean", "post_message", {"channel": "C07RELEASES", "text": "deploy done"}, by=ver("slack_sdk") + " against local stub")
r.call("slack-user-clean", "find_slack_user", {"email": "nobody@acme.io"}, by=ver("slack_sdk") + " against local stub")
r.call("stripe-401", "list_customers", {"limit": 5}, by=ver("stripe") + " against local stub serving Stripe's documented error JSON")
r.call("stripe-declined", "charge_card", {"customer_id": "cus_Q1", "amount_cents": 129900}, by=ver("stripe") + " against local stub")
r.call("stripe-declined-clean", "charge_card", {"customer_id": "cus_clean", "amount_cents": 129900}, by=ver("stripe") + " against local stub")
r.call("openai-401", "summarize", {"text": "hello"}, by=ver("openai") + " against local stub serving OpenAI's documented error JSON")
r.call("openai-403", "embed_documents", {"texts": ["a"]}, by=ver("openai") + " against local stub")
r.call("es-403", "search_index", {"index": "hr-payroll-2024", "query": "name:smith"}, by=ver("elasticsearch") + " against local stub serving Elasticsearch's security_exception")
r.call("es-400-sqli", "search_index", {"index": "products", "query": C + "5e0c8b3a' OR 1=1 --"}, "sql", C + "5e0c8b3a' OR 1=1 --", by=ver("elasticsearch") + " against local stub")
r.call("k8s-403", "k8s_list", {"path": "/api/v1/namespaces/kube-system/secrets"}, by=ver("requests") + " + Kubernetes API Status body (local stub)")
r.call("k8s-401", "k8s_restart", {"namespace": "payments", "deployment": "ledger-api"}, by=ver("requests") + " + Kubernetes API Status body (local stub)")
r.call("aad-refresh", "read_mailbox", {"folder": "inbox"}, by=ver("Authlib") + " against local stub serving Microsoft identity platform's documented error JSON")
r.call("jwt-expired", "get_balance", {"account_id": "acc-1", "token": expired}, by=ver("PyJWT"))
r.call("jwt-aud", "get_balance", {"account_id": "acc-1", "token": wrong_aud}, by=ver("PyJWT"))
r.call("jwt-sig", "get_balance", {"account_id": "acc-1", "token": forged}, by=ver("PyJWT"))
r.run()
