"""Produce real client-library error texts against local mock servers (batch K).

Run with /work/heldout-k/venv/bin/python gen/produce_lib.py
Writes gen/lib_outputs.json: {name: {"text": str(exception as a handler would render it),
"library": "name version", "how": "..."}}.

Every server here is a small mock on 127.0.0.1 started by this script; the bodies the mocks
send copy the wording the real services document. Nothing leaves the machine.
"""
import ftplib
import http.server
import imaplib
import json
import smtplib
import socket
import socketserver
import threading
import time
from importlib.metadata import version

import botocore.session
import httpx
import paho.mqtt.client as mqtt
import redis
import requests

OUT = {}


def rec(name, text, library, how):
    OUT[name] = {"text": text, "library": library, "how": how}


# ---------------------------------------------------------------- HTTP mock
STS_EXPIRED = (
    '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">'
    "<Error><Type>Sender</Type><Code>ExpiredToken</Code>"
    "<Message>The security token included in the request is expired</Message></Error>"
    "<RequestId>6b4c1f0e-2f3a-4d8e-9a51-0c3e7d2b9f11</RequestId></ErrorResponse>"
)
S3_BADKEY = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InvalidAccessKeyId</Code>'
    "<Message>The AWS Access Key Id you provided does not exist in our records.</Message>"
    "<AWSAccessKeyId>AKIAEXAMPLEKEY000001</AWSAccessKeyId>"
    "<RequestId>7QK2B1M9XW3T0Z5A</RequestId><HostId>abc123=</HostId></Error>"
)


class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, *a):
        pass

    def _send(self, code, body, ctype="application/json"):
        b = body.encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)

    def do_GET(self):
        if self.path.startswith("/v2/accounts/me"):
            self._send(401, '{"error":"expired"}')
        elif self.path.startswith("/api/v1/reports"):
            self._send(403, '{"detail":"no"}')
        elif self.path.startswith("/slow"):
            time.sleep(2.5)
            try:
                self._send(200, "{}")
            except BrokenPipeError:
                pass
        elif self.path.startswith("/") and "x-amz" in str(self.headers).lower():
            self._send(403, S3_BADKEY, "application/xml")
        else:
            self._send(404, "{}")

    def do_POST(self):
        n = int(self.headers.get("Content-Length", 0))
        self.rfile.read(n)
        self._send(403, STS_EXPIRED, "text/xml")


class TS(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


httpd = TS(("127.0.0.1", 0), H)
HPORT = httpd.server_address[1]
threading.Thread(target=httpd.serve_forever, daemon=True).start()
base = f"http://127.0.0.1:{HPORT}"

# requests: 401 raise_for_status
try:
    r = requests.get(base + "/v2/accounts/me", timeout=5)
    r.raise_for_status()
except requests.HTTPError as e:
    rec("requests_401", str(e), f"requests {version('requests')}",
        "requests.get(...).raise_for_status() against a local mock returning 401; handler returns str(e)")

# httpx: 403 raise_for_status
try:
    r = httpx.get(base + "/api/v1/reports?owner=finance", timeout=5)
    r.raise_for_status()
except httpx.HTTPStatusError as e:
    rec("httpx_403", f"{type(e).__name__}: {e}", f"httpx {version('httpx')}",
        "httpx.get(...).raise_for_status() against a local mock returning 403; handler returns 'Type: message'")

# requests: read timeout (look-alike)
try:
    requests.get(base + "/slow", timeout=1)
except requests.exceptions.ReadTimeout as e:
    rec("requests_timeout", f"{type(e).__name__}: {e}", f"requests {version('requests')}",
        "requests.get(timeout=1) against a local mock that sleeps 2.5 s")

# requests: closed port (look-alike)
s = socket.socket()
s.bind(("127.0.0.1", 0))
closed_port = s.getsockname()[1]
s.close()
try:
    requests.get(f"http://127.0.0.1:{closed_port}/v1/token/introspect", timeout=2)
except requests.exceptions.ConnectionError as e:
    rec("requests_refused", str(e), f"requests {version('requests')}",
        "requests.get against a closed local port; handler returns str(e)")

# botocore: STS ExpiredToken and S3 InvalidAccessKeyId
bs = botocore.session.get_session()
sts = bs.create_client("sts", region_name="us-east-1", endpoint_url=base,
                       aws_access_key_id="AKIAEXAMPLEKEY000001", aws_secret_access_key="x" * 40,
                       aws_session_token="tok")
try:
    sts.get_caller_identity()
except Exception as e:  # botocore.exceptions.ClientError
    rec("boto_sts_expired", str(e), f"botocore {version('botocore')}",
        "STS GetCallerIdentity against a local mock answering with AWS's documented ExpiredToken body")
s3 = bs.create_client("s3", region_name="us-east-1", endpoint_url=base,
                      aws_access_key_id="AKIAEXAMPLEKEY000001", aws_secret_access_key="x" * 40,
                      config=botocore.config.Config(retries={"max_attempts": 0}))
try:
    s3.list_objects_v2(Bucket="claims-archive")
except Exception as e:
    rec("boto_s3_badkey", f"{type(e).__name__}: {e}", f"botocore {version('botocore')}",
        "S3 ListObjectsV2 against a local mock answering with S3's documented InvalidAccessKeyId body")


# ---------------------------------------------------------------- line-protocol mocks
def serve_lines(handler):
    srv = socket.socket()
    srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(("127.0.0.1", 0))
    srv.listen(5)

    def loop():
        while True:
            c, _ = srv.accept()
            threading.Thread(target=handler, args=(c,), daemon=True).start()

    threading.Thread(target=loop, daemon=True).start()
    return srv.getsockname()[1]


def redis_handler(c):
    f = c.makefile("rb")
    try:
        while True:
            line = f.readline()
            if not line:
                return
            if line.startswith(b"*"):
                n = int(line[1:])
                args = []
                for _ in range(n):
                    ln = int(f.readline()[1:])
                    args.append(f.read(ln + 2)[:-2])
                cmd = args[0].upper()
                if cmd == b"AUTH":
                    c.sendall(b"-WRONGPASS invalid username-password pair or user is disabled.\r\n")
                elif cmd == b"HELLO":
                    c.sendall(b"-WRONGPASS invalid username-password pair or user is disabled.\r\n")
                else:
                    c.sendall(b"+OK\r\n")
    except Exception:
        pass


rport = serve_lines(redis_handler)
try:
    redis.Redis(host="127.0.0.1", port=rport, username="cache-reader", password="x",
                socket_timeout=3).get("session:42")
except Exception as e:
    rec("redis_wrongpass", f"{type(e).__name__}: {e}", f"redis-py {version('redis')}",
        "redis.Redis(...).get() against a local RESP mock answering AUTH with Redis's WRONGPASS reply")


def smtp_handler(c):
    f = c.makefile("rb")
    c.sendall(b"220 mail.mock ESMTP ready\r\n")
    try:
        while True:
            line = f.readline()
            if not line:
                return
            u = line.upper()
            if u.startswith(b"EHLO"):
                c.sendall(b"250-mail.mock\r\n250-AUTH PLAIN LOGIN\r\n250 OK\r\n")
            elif u.startswith(b"AUTH"):
                c.sendall(b"535-5.7.8 Username and Password not accepted. For more information, go to\r\n"
                          b"535 5.7.8  https://support.google.com/mail/?p=BadCredentials\r\n")
            elif u.startswith(b"QUIT"):
                c.sendall(b"221 bye\r\n")
                return
            else:
                c.sendall(b"250 OK\r\n")
    except Exception:
        pass


sport = serve_lines(smtp_handler)
try:
    with smtplib.SMTP("127.0.0.1", sport, timeout=5) as sm:
        sm.login("alerts@example.org", "x")
except smtplib.SMTPAuthenticationError as e:
    rec("smtp_535", f"{type(e).__name__}: {e}", "Python smtplib (stdlib 3.11.7)",
        "smtplib.SMTP.login against a local mock answering AUTH with Gmail's documented 535 5.7.8 reply")


def imap_handler(c):
    f = c.makefile("rb")
    c.sendall(b"* OK IMAP4rev1 mock ready\r\n")
    try:
        while True:
            line = f.readline()
            if not line:
                return
            tag, cmd = line.split(b" ")[0], line.split(b" ")[1].strip().upper()
            if cmd == b"CAPABILITY":
                c.sendall(b"* CAPABILITY IMAP4rev1 AUTH=PLAIN\r\n" + tag + b" OK done\r\n")
            elif cmd == b"LOGIN":
                c.sendall(tag + b" NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)\r\n")
            else:
                c.sendall(tag + b" OK\r\n")
    except Exception:
        pass


iport = serve_lines(imap_handler)
try:
    im = imaplib.IMAP4("127.0.0.1", iport)
    im.login("support@example.org", "x")
except imaplib.IMAP4.error as e:
    rec("imap_authfailed", f"IMAP login failed: {e}", "Python imaplib (stdlib 3.11.7)",
        "imaplib.IMAP4.login against a local mock answering with Gmail's [AUTHENTICATIONFAILED] reply")


def ftp_handler(c):
    f = c.makefile("rb")
    c.sendall(b"220 mock FTP ready\r\n")
    try:
        while True:
            line = f.readline()
            if not line:
                return
            u = line.upper()
            if u.startswith(b"USER"):
                c.sendall(b"331 Please specify the password.\r\n")
            elif u.startswith(b"PASS"):
                c.sendall(b"530 Login incorrect.\r\n")
            else:
                c.sendall(b"500 ?\r\n")
    except Exception:
        pass


fport = serve_lines(ftp_handler)
try:
    ft = ftplib.FTP()
    ft.connect("127.0.0.1", fport, timeout=5)
    ft.login("edi-partner", "x")
except ftplib.error_perm as e:
    rec("ftp_530", f"ftplib.{type(e).__name__}: {e}", "Python ftplib (stdlib 3.11.7)",
        "ftplib.FTP.login against a local mock answering PASS with vsftpd's '530 Login incorrect.'")


def mqtt_handler(c):
    try:
        c.recv(4096)  # CONNECT
        c.sendall(bytes([0x20, 0x02, 0x00, 0x05]))  # CONNACK rc=5 not authorised (3.1.1)
        time.sleep(0.5)
    except Exception:
        pass


mport = serve_lines(mqtt_handler)
got = {}


def on_connect(client, userdata, flags, reason_code, properties):
    got["rc"] = reason_code


mc = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="mcp-bridge")
mc.username_pw_set("greenhouse-7", "x")
mc.on_connect = on_connect
mc.connect("127.0.0.1", mport, keepalive=10)
t0 = time.time()
while "rc" not in got and time.time() - t0 < 5:
    mc.loop(timeout=0.2)
rec("mqtt_notauth", f"MQTT broker refused the connection: {got.get('rc')}",
    f"paho-mqtt {version('paho-mqtt')}",
    "paho Client.connect against a local mock broker answering CONNACK return code 5; "
    "handler formats the ReasonCode")

with open(__file__.replace("produce_lib.py", "lib_outputs.json"), "w") as fh:
    json.dump(OUT, fh, indent=1, ensure_ascii=False)
for k, v in OUT.items():
    print(k, "=>", repr(v["text"]))
