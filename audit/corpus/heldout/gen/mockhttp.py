"""Tiny loopback HTTP server that answers canned upstream bodies (documented formats),
so the real client SDKs build their own exception text from them."""
import http.server, json, threading

class _H(http.server.BaseHTTPRequestHandler):
    routes = {}
    def log_message(self, *a):
        pass
    def send_response(self, code, message=None):
        # like the base class, but without a Server header (upstreams here send none)
        self.log_request(code)
        self.send_response_only(code, message)
        self.send_header("Date", self.date_time_string())
    def _answer(self):
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            self.rfile.read(n)
        path = self.path.split("?")[0]
        for prefix, (status, headers, body) in self.routes.items():
            if path.startswith(prefix):
                break
        else:
            status, headers, body = 404, {}, b"{}"
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
        elif isinstance(body, str):
            body = body.encode()
        self.send_response(status)
        hs = {"Content-Type": "application/json; charset=utf-8"}
        hs.update(headers)
        for k, v in hs.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = _answer

def serve(routes):
    class H(_H):
        pass
    H.routes = routes
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}"
