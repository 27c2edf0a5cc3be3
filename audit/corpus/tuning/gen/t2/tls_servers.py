"""HTTPS endpoints on 127.0.0.1 for the TLS/mTLS cases (certs from pki.py). Each answers 200 {"ok":true}
when a handshake gets through. Started and stopped by services.sh."""
import ssl, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

P = "/tmp/t2-pki"


class H(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.send_header("content-type", "application/json"); self.end_headers()
        self.wfile.write(b'{"ok":true}')
    do_POST = do_GET

    def log_message(self, *a):
        pass


def serve(port, cert, client_ca=None):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(f"{P}/{cert}.crt", f"{P}/{cert}.key")
    if client_ca:
        ctx.verify_mode = ssl.CERT_REQUIRED
        ctx.load_verify_locations(f"{P}/{client_ca}.crt")
    srv = ThreadingHTTPServer(("127.0.0.1", port), H)
    srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
    srv.handle_error = lambda *a: None
    threading.Thread(target=srv.serve_forever, daemon=True).start()


serve(58441, "selfsigned")                      # self-signed
serve(58442, "billing")                         # CA-signed, name billing.internal.acme.net only
serve(58443, "expired")                         # CA-signed, expired
serve(58444, "localhost-ca", client_ca="ca")    # mTLS: client cert from Acme Internal CA required
threading.Event().wait()
