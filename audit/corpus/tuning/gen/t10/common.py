"""Shared helpers for batch 10 of the MCP error-text corpus.

Run /work/gen-10/gen/run_all.sh to regenerate out/*.json.
Only sandboxed / fake resources are touched: a 127.0.0.1 HTTP stub, a redis-server on a unix
socket inside /work/gen-10/sandbox, an in-process paramiko SSH server, an ldap3 MOCK server.
"""
import hashlib, json, os, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ROOT = "/work/gen-10"
SANDBOX = os.path.join(ROOT, "sandbox")
OUT = os.path.join(ROOT, "out")

SIGNALS = {"auth-failure-as-result", "path-details-as-result", "injection-signal-as-result",
           "raw-upstream-text", "stack-trace", "policy-enumeration", "validation-echoes-value",
           "no-retry-guidance"}
CHANNELS = {"error-result", "success-result", "jsonrpc-error"}
PROBES = {"valid", "missing", "wrong-type", "above-max", "below-min", "enum", "empty", "oversized",
          "traversal", "injection", "sql"}


def canary(seed):
    """Deterministic twaudit- canary so the batch regenerates identically."""
    return "twaudit-" + hashlib.sha256(("gen10:" + seed).encode()).hexdigest()[:8]


class Batch:
    def __init__(self, name):
        self.name = name
        self.entries = []

    def add(self, id, produced_by, channel, probe, sent, text, signals):
        assert id.startswith("t10-"), id
        assert channel in CHANNELS, channel
        assert probe in PROBES, probe
        bad = set(signals) - SIGNALS
        assert not bad, (id, bad)
        if channel != "error-result":
            for s in ("no-retry-guidance", "auth-failure-as-result", "path-details-as-result",
                      "injection-signal-as-result"):
                assert s not in signals, (id, s)
        if "validation-echoes-value" in signals:
            import re
            m = re.search(r"twaudit-[0-9a-f]{8}", sent or "")
            assert sent and (sent in text or (m and m.group(0) in text)), id
        order = [s for s in ["auth-failure-as-result", "path-details-as-result",
                             "injection-signal-as-result", "raw-upstream-text", "stack-trace",
                             "policy-enumeration", "validation-echoes-value", "no-retry-guidance"]
                 if s in signals]
        self.entries.append({"id": id, "produced_by": produced_by, "channel": channel,
                             "probe": probe, "sent": sent, "text": text, "signals": order})

    def write(self):
        ids = [e["id"] for e in self.entries]
        assert len(ids) == len(set(ids)), "duplicate ids"
        path = os.path.join(OUT, self.name)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.entries, f, ensure_ascii=False, indent=1)
        with open(path, encoding="utf-8") as f:
            assert isinstance(json.load(f), list)
        print(f"{path}: {len(self.entries)} entries")


def result_text(blocks, structured=None):
    """Model-visible text of a tool result: text blocks joined, plus JSON of structuredContent."""
    t = "\n".join(blocks)
    if structured is not None:
        t += "\n" + json.dumps(structured)
    return t


def rpc_text(message, data=None):
    return message + ("" if data is None else "\n" + json.dumps(data))


class Stub:
    """127.0.0.1 HTTP stub that serves canned upstream responses: routes[path] = (status, headers, body)."""

    def __init__(self, routes, port=0):
        self.routes = routes
        stub = self

        class H(BaseHTTPRequestHandler):
            def _go(self):
                n = int(self.headers.get("Content-Length") or 0)
                if n:
                    self.rfile.read(n)
                path = self.path.split("?")[0]
                status, headers, body = stub.routes.get(path, (404, {"Content-Type": "text/plain"}, "no route"))
                data = body.encode() if isinstance(body, str) else body
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_DELETE = _go

            def log_message(self, *a):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), H)
        self.port = self.httpd.server_address[1]
        self.base = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


JSON = {"Content-Type": "application/json"}
HTML = {"Content-Type": "text/html; charset=UTF-8"}
XML = {"Content-Type": "application/xml"}
