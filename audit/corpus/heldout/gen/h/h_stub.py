"""Local stubs on 127.0.0.1 used by h_gen.py: an HTTP stub answering canned bodies in the
documented format of real services, a minimal Redis RESP stub, a minimal PostgreSQL wire stub.
Nothing here reaches the internet."""
import json
import socket
import socketserver
import struct
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROUTES = {}  # path -> (status, headers dict, body str)


def route(path, status, body, ctype="application/json", headers=None):
    if not isinstance(body, str):
        body = json.dumps(body)
    h = {"Content-Type": ctype}
    h.update(headers or {})
    ROUTES[path] = (status, h, body)


class _H(BaseHTTPRequestHandler):
    def _any(self):
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            self.rfile.read(n)
        path = self.path.split("?")[0]
        status, headers, body = ROUTES.get(path, (404, {"Content-Type": "text/plain"}, "no route"))
        data = body.encode()
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = _any

    def log_message(self, *a):
        pass


def start_http():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _H)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, "http://127.0.0.1:%d" % srv.server_address[1]


# ---------------- Redis RESP stub ----------------
REDIS_REPLIES = {}  # upper command -> reply bytes


class _R(socketserver.StreamRequestHandler):
    def handle(self):
        while True:
            line = self.rfile.readline()
            if not line:
                return
            if not line.startswith(b"*"):
                continue
            n = int(line[1:])
            args = []
            for _ in range(n):
                ln = int(self.rfile.readline()[1:])
                args.append(self.rfile.read(ln + 2)[:-2])
            cmd = args[0].decode().upper()
            if cmd == "CLIENT":
                rep = b"+OK\r\n"
            else:
                rep = REDIS_REPLIES.get(cmd, b"+OK\r\n")
            self.wfile.write(rep)


def start_redis():
    srv = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _R)
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, srv.server_address[1]


# ---------------- PostgreSQL wire stub ----------------
PG_MODE = {"startup_error": None, "query_error": None}


def _pg_err(fields):
    body = b"".join(k.encode() + v.encode() + b"\0" for k, v in fields) + b"\0"
    return b"E" + struct.pack("!I", len(body) + 4) + body


def _msg(t, body):
    return t + struct.pack("!I", len(body) + 4) + body


class _P(socketserver.BaseRequestHandler):
    def _read_startup(self, s):
        hdr = self._recvn(s, 4)
        n = struct.unpack("!I", hdr)[0]
        return self._recvn(s, n - 4)

    def _recvn(self, s, n):
        b = b""
        while len(b) < n:
            c = s.recv(n - len(b))
            if not c:
                raise ConnectionError
            b += c
        return b

    def handle(self):
        s = self.request
        try:
            body = self._read_startup(s)
            code = struct.unpack("!I", body[:4])[0]
            if code in (80877103, 80877104):  # SSLRequest / GSSENCRequest
                s.sendall(b"N")
                body = self._read_startup(s)
            if PG_MODE["startup_error"]:
                s.sendall(_pg_err(PG_MODE["startup_error"]))
                return
            out = _msg(b"R", struct.pack("!I", 0))
            for k, v in (("server_version", "16.3"), ("client_encoding", "UTF8"),
                         ("server_encoding", "UTF8"), ("DateStyle", "ISO, MDY"),
                         ("integer_datetimes", "on"), ("standard_conforming_strings", "on"),
                         ("TimeZone", "UTC")):
                out += _msg(b"S", k.encode() + b"\0" + v.encode() + b"\0")
            out += _msg(b"K", struct.pack("!II", 4242, 777))
            out += _msg(b"Z", b"I")
            s.sendall(out)
            while True:
                t = self._recvn(s, 1)
                n = struct.unpack("!I", self._recvn(s, 4))[0]
                self._recvn(s, n - 4)
                if t == b"X":
                    return
                if t in (b"Q", b"S"):
                    s.sendall(_pg_err(PG_MODE["query_error"]) + _msg(b"Z", b"I"))
        except (ConnectionError, OSError):
            return


def start_pg():
    srv = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _P)
    srv.daemon_threads = True
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, srv.server_address[1]


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    p = s.getsockname()[1]
    s.close()
    return p
