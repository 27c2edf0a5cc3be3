"""Batch C: auth failures and path-containment refusals as MCP tools return them. Each text is
made by the real library or program named (psycopg2 2.9 against a local PostgreSQL 15, redis-py
against a local redis-server 7 with requirepass, smtplib against a loopback SMTP answering Gmail's
documented 535 reply, httpx/requests through the loopback proxy answering documented API bodies,
botocore's Stubber, google-api-core, google-auth, PyJWT, the openai SDK over an httpx
MockTransport, pathlib, tarfile's data filter, jinja2, PHP 8.2's open_basedir, git 2.x), inside
real FastMCP (mcp 1.30) tools; the answer is what the SDK client got.
Setup: PostgreSQL 15 on 127.0.0.1:55432 (roles mcp_reader/mcp_writer, db billing; see the README
part for batch C), redis-server --port 56379 --requirepass r3dis-secret, apt-get install php-cli.
Run: /tmp/venv-c-misc/bin/python c-authpath.py -> /tmp/c-out/authpath.json"""
import io, json, os, socketserver, subprocess, tarfile, threading, time, pathlib
import httpx, requests, psycopg2, redis, jwt, smtplib
import botocore.session
from botocore.stub import Stubber
from google.api_core import exceptions as gexc
import google.oauth2.credentials, google.auth.transport.requests
import openai, jinja2
from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from c_common import ROUTES, start_proxy, call_all, save, INJ

PROXY = start_proxy()
S = requests.Session(); S.proxies = {"http": PROXY}
H = httpx.Client(proxy=PROXY, timeout=5)
ROUTES.update({
    "api.tasktrack.example": (401, {"content-type": "application/json", "www-authenticate": 'Bearer realm="api", error="invalid_token"'},
                              {"errors": [{"message": "Authentication required, not authenticated", "extensions": {"code": "AUTHENTICATION_ERROR"}}]}),
    "api.codehost.example": (403, {"content-type": "application/json", "x-accepted-oauth-scopes": "repo"},
                             {"error": "insufficient_scope", "error_description": "The access token lacks the 'repo:write' scope required for this request."}),
    "oauth.acme-idp.example": (400, {"content-type": "application/json"}, {"error": "invalid_grant", "error_description": "Token has been expired or revoked."}),
})

# a loopback SMTP server that answers AUTH with Gmail's documented 535 reply
class SMTP535(socketserver.StreamRequestHandler):
    def handle(self):
        w = lambda s: self.wfile.write(s.encode())
        w("220 smtp.mailrelay.example ESMTP ready\r\n")
        for line in self.rfile:
            cmd = line.decode().strip().upper()
            if cmd.startswith("EHLO"): w("250-smtp.mailrelay.example\r\n250-AUTH LOGIN PLAIN\r\n250 8BITMIME\r\n")
            elif cmd.startswith("AUTH"): w("535-5.7.8 Username and Password not accepted. For more information, go to\r\n535 5.7.8  https://support.google.com/mail/?p=BadCredentials d2e1a72fcca58-7a1c3b8e4f5sm1204411b3a.14 - gsmtp\r\n")
            elif cmd.startswith("QUIT"): w("221 bye\r\n"); return
            else: w("250 ok\r\n")
smtp = socketserver.ThreadingTCPServer(("127.0.0.1", 0), SMTP535); smtp.daemon_threads = True
threading.Thread(target=smtp.serve_forever, daemon=True).start()

PG = dict(host="127.0.0.1", port=55432, dbname="billing")
fm = FastMCP("ops")

# ---------------- auth ----------------
@fm.tool()
def list_tasks(project: str) -> str:
    r = H.post("http://api.tasktrack.example/graphql", json={"query": "{ tasks { id } }"})
    r.raise_for_status()
    return r.text

@fm.tool()
def push_commit(repo: str) -> str:
    r = S.put(f"http://api.codehost.example/repos/{repo}/contents/CHANGELOG.md", json={})
    try:
        r.raise_for_status()
    except requests.HTTPError as e:
        raise ToolError(f"{e} - {r.json()['error_description']}")
    return r.text

@fm.tool()
def whoami() -> str:
    sts = botocore.session.get_session().create_client("sts", region_name="us-east-1", aws_access_key_id="ASIAXEXAMPLE", aws_secret_access_key="x", aws_session_token="y")
    with Stubber(sts) as st:
        st.add_client_error("get_caller_identity", service_error_code="ExpiredToken", http_status_code=403,
                            service_message="The security token included in the request is expired")
        return str(sts.get_caller_identity())

@fm.tool()
def delete_session_record(session_id: str) -> str:
    ddb = botocore.session.get_session().create_client("dynamodb", region_name="eu-west-1", aws_access_key_id="x", aws_secret_access_key="y")
    with Stubber(ddb) as st:
        st.add_client_error("delete_item", service_error_code="AccessDeniedException", http_status_code=400,
                            service_message="User: arn:aws:sts::731904228815:assumed-role/mcp-support-agent/i-0b7e4c91d2a35f801 is not authorized to perform: dynamodb:DeleteItem on resource: arn:aws:dynamodb:eu-west-1:731904228815:table/customer-sessions with an explicit deny in an identity-based policy: arn:aws:iam::731904228815:policy/DenyProdDataDeletion")
        return str(ddb.delete_item(TableName="customer-sessions", Key={"id": {"S": session_id}}))

@fm.tool()
def run_report(sql: str) -> str:
    class R:  # a requests.Response as google-api-core reads it
        status_code = 403
        request = type("Q", (), {"method": "POST", "url": "https://bigquery.googleapis.com/bigquery/v2/projects/acme-analytics-prod/jobs?prettyPrint=false"})()
        def json(self):
            return {"error": {"code": 403, "message": "Access Denied: Project acme-analytics-prod: User does not have bigquery.jobs.create permission in project acme-analytics-prod.",
                              "errors": [{"message": "Access Denied: Project acme-analytics-prod: User does not have bigquery.jobs.create permission in project acme-analytics-prod.", "domain": "global", "reason": "accessDenied"}], "status": "PERMISSION_DENIED"}}
        text = ""
    raise gexc.from_http_response(R())

@fm.tool()
def read_calendar(day: str) -> str:
    creds = google.oauth2.credentials.Credentials(token=None, refresh_token="1//0gq-refresh", client_id="cid", client_secret="cs",
                                                  token_uri="http://oauth.acme-idp.example/token")
    creds.refresh(google.auth.transport.requests.Request(session=S))
    return "ok"

@fm.tool()
def approve_expense(expense_id: str) -> str:
    token = jwt.encode({"sub": "agent-7", "exp": int(time.time()) - 3600}, "k", algorithm="HS256")
    jwt.decode(token, "k", algorithms=["HS256"])
    return "ok"

@fm.tool()
def query_invoices(customer: str) -> str:
    conn = psycopg2.connect(user="mcp_reader", password="wrong-password", **PG)
    return "ok"

@fm.tool()
def payroll_summary(month: str) -> str:
    conn = psycopg2.connect(user="mcp_reader", password="reader-pw", **PG)
    try:
        conn.cursor().execute("select employee, salary from finance.payroll")
    except psycopg2.Error as e:
        raise ToolError(f"{type(e).__module__}.{type(e).__name__}: {e}")
    return "ok"

@fm.tool()
def cache_get(key: str) -> str:
    return str(redis.Redis(port=56379, password="stale-password").get(key))

@fm.tool()
def send_digest(to: str) -> str:
    s = smtplib.SMTP("127.0.0.1", smtp.server_address[1], timeout=5)
    s.ehlo(); s.esmtp_features["auth"] = "LOGIN PLAIN"
    try:
        s.login("reports@acme-corp.example", "app-password")
    except smtplib.SMTPAuthenticationError as e:
        raise ToolError(f"SMTP login failed: {e}")
    return "ok"

@fm.tool()
def summarize(text: str) -> str:
    def handler(req):
        return httpx.Response(401, json={"error": {"message": "Incorrect API key provided: sk-proj-********************************************Qx7a. You can find your API key at https://platform.openai.com/account/api-keys.", "type": "invalid_request_error", "param": None, "code": "invalid_api_key"}})
    c = openai.OpenAI(api_key="sk-proj-x", http_client=httpx.Client(transport=httpx.MockTransport(handler)), max_retries=0)
    c.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": text}])
    return "ok"

@fm.tool()
def create_jira_issue(summary: str) -> str:
    raise ToolError("Your Jira connection has expired. Ask the user to reconnect Jira under Settings > Connections, then call create_jira_issue again.")

@fm.tool()
def archive_project(project: str) -> str:
    raise ToolError(f"Permission denied: the service account used by this server cannot archive projects.")

@fm.tool()
def notion_search(query: str) -> str:
    raise ToolError("Not authenticated: no Notion token is configured. Set NOTION_TOKEN in the server's environment and restart the server.")

@fm.tool()
def rotate_key(key_id: str) -> str:
    raise ToolError("Forbidden")

# ---------------- paths ----------------
ROOT = pathlib.Path("/srv/mcp/workspace"); ROOT.mkdir(parents=True, exist_ok=True)

@fm.tool()
def read_note(path: str) -> str:
    p = (ROOT / path).resolve()
    p.relative_to(ROOT)
    return p.read_text()

def _tar(members):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as t:
        for name, kind, target in members:
            ti = tarfile.TarInfo(name)
            if kind == "sym": ti.type, ti.linkname = tarfile.SYMTYPE, target
            data = b"x" if kind == "file" else b""
            ti.size = len(data)
            t.addfile(ti, io.BytesIO(data))
    buf.seek(0); return buf

@fm.tool()
def import_logs(archive_url: str) -> str:
    dest = "/srv/mcp/imports/logs"; os.makedirs(dest, exist_ok=True)
    with tarfile.open(fileobj=_tar([("logs/app.log", "file", None), ("logs/current", "sym", "../../../../../../etc/shadow")])) as t:
        try:
            t.extractall(dest, filter="data")
        except tarfile.FilterError as e:
            raise ToolError(f"{type(e).__name__}: {e}")
    return "ok"

TPL = jinja2.Environment(loader=jinja2.FileSystemLoader("/srv/mcp/templates"))
@fm.tool()
def render_report(template: str) -> str:
    return TPL.get_template(template).render()

@fm.tool()
def read_upload(path: str) -> str:
    r = subprocess.run(["php", "-d", "open_basedir=/var/www/uploads:/tmp/php-sessions", "-d", "display_errors=stderr", "-d", "error_reporting=E_ALL", "-r",
                        "$e=[]; set_error_handler(function($n,$m) use (&$e){ $e[]=$m; return true; }); $r=file_get_contents($argv[1]); if($r===false){fwrite(STDOUT, implode(PHP_EOL, $e)); exit(1);} echo $r;", path],
                       capture_output=True, text=True)
    if r.returncode: raise ToolError(r.stdout)
    return r.stdout

@fm.tool()
def stage_file(path: str) -> str:
    r = subprocess.run(["git", "-C", "/srv/repos/web", "add", "--", path], capture_output=True, text=True)
    if r.returncode: raise ToolError(r.stderr.strip())
    return "staged"

WS = pathlib.Path("/srv/ws")
def _inside(p, root):
    try:
        p.relative_to(root); return True
    except ValueError:
        return False

@fm.tool()
def open_doc(path: str) -> str:
    p = (WS / path).resolve()
    if not _inside(p, WS):
        raise ToolError(f"Can't open '{path}': paths must stay inside the workspace {WS}. Call list_files to see what is there.")
    return p.read_text()

CLIENT_ROOTS = ["file:///home/dev/projects/api", "file:///home/dev/projects/web"]
@fm.tool()
def grep_files(pattern: str, path: str) -> str:
    p = pathlib.Path(path).resolve()
    if not any(_inside(p, pathlib.Path(r.removeprefix("file://"))) for r in CLIENT_ROOTS):
        raise ToolError(f"{p} is not inside any of the client's roots ({', '.join(CLIENT_ROOTS)})")
    return ""

os.makedirs("/srv/ws/vendor", exist_ok=True)
if not os.path.islink("/srv/ws/vendor/secrets"): os.symlink("/var/lib/secrets", "/srv/ws/vendor/secrets")
@fm.tool()
def read_vendor_file(path: str) -> str:
    link = WS / path
    real = pathlib.Path(os.path.realpath(link))
    if not _inside(real, WS):
        raise ToolError(f"symlink {link} -> {real} resolves outside the workspace root {WS}")
    return real.read_text()

@fm.tool()
def download_attachment(path: str) -> str:
    p = pathlib.PureWindowsPath("C:/mcp/sandbox") / path
    raise ToolError(f"Access to '{p}' denied: outside sandbox C:\\mcp\\sandbox")

@fm.tool()
def load_profile(path: str) -> str:
    p = pathlib.Path(path).expanduser().resolve()
    raise ToolError(json.dumps({"error": "path_not_allowed", "path": str(p), "allowed_root": "/home/agent/work"}))

@fm.tool()
def datei_lesen(pfad: str) -> str:
    p = (WS / pfad).resolve()
    raise ToolError(f"Zugriff verweigert: {p} liegt außerhalb des Arbeitsverzeichnisses {WS}.")

calls = [
    ("auth-httpx-401", "list_tasks", {"project": "web"}, None),
    ("auth-requests-403-scope", "push_commit", {"repo": "acme/web"}, None),
    ("auth-botocore-expired-token", "whoami", {}, None),
    ("auth-botocore-explicit-deny", "delete_session_record", {"session_id": "s-1"}, None),
    ("auth-google-api-core-403", "run_report", {"sql": "select 1"}, None),
    ("auth-google-auth-invalid-grant", "read_calendar", {"day": "2026-11-30"}, None),
    ("auth-pyjwt-expired", "approve_expense", {"expense_id": "EXP-1"}, None),
    ("auth-psycopg2-password", "query_invoices", {"customer": "Globex"}, None),
    ("auth-psycopg2-insufficient-privilege", "payroll_summary", {"month": "2026-10"}, None),
    ("auth-redis-wrongpass", "cache_get", {"key": "session:1"}, None),
    ("auth-smtp-535", "send_digest", {"to": "team@acme-corp.example"}, None),
    ("auth-openai-invalid-key", "summarize", {"text": "hello"}, None),
    ("auth-own-reconnect-guided", "create_jira_issue", {"summary": "x"}, None),
    ("auth-own-permission-denied", "archive_project", {"project": "billing"}, None),
    ("auth-own-token-missing-guided", "notion_search", {"query": "roadmap"}, None),
    ("auth-own-bare-forbidden", "rotate_key", {"key_id": "k-1"}, None),
    ("path-pathlib-relative-to", "read_note", {"path": "twaudit-6d2e9f04/../../../../../../../etc/passwd"}, "twaudit-6d2e9f04/../../../../../../../etc/passwd"),
    ("path-tarfile-link-outside", "import_logs", {"archive_url": "https://files.example/logs.tar"}, None),
    ("path-jinja-traversal", "render_report", {"template": "twaudit-b8e05c3a/../../../../../../../etc/passwd"}, "twaudit-b8e05c3a/../../../../../../../etc/passwd"),
    ("path-php-open-basedir", "read_upload", {"path": "/etc/passwd"}, None),
    ("path-own-guided-echo", "open_doc", {"path": "twaudit-e4c1b097/../../../../../../../etc/passwd"}, "twaudit-e4c1b097/../../../../../../../etc/passwd"),
    ("path-own-client-roots", "grep_files", {"pattern": "password", "path": "/home/dev/.ssh"}, None),
    ("path-own-symlink", "read_vendor_file", {"path": "vendor/secrets/api.key"}, None),
    ("path-own-windows", "download_attachment", {"path": "..\\..\\Windows\\System32\\config\\SAM"}, None),
    ("path-own-json", "load_profile", {"path": "~/.aws/credentials"}, None),
    ("path-own-german", "datei_lesen", {"pfad": "../../etc/shadow"}, None),
    ("path-git-outside-repo", "stage_file", {"path": "twaudit-29f7a1d6/../../../../../../../etc/passwd"}, "twaudit-29f7a1d6/../../../../../../../etc/passwd"),
]
out = call_all(fm, calls)
import importlib.metadata as md, platform
out["_versions"] = {k: md.version(k) for k in ("mcp", "httpx", "requests", "psycopg2-binary", "redis", "PyJWT", "botocore", "google-api-core", "google-auth", "openai", "Jinja2")}
out["_versions"]["php"] = subprocess.run(["php", "-r", "echo PHP_VERSION;"], capture_output=True, text=True).stdout
out["_versions"]["git"] = subprocess.run(["git", "--version"], capture_output=True, text=True).stdout.strip()
save("authpath", out)
