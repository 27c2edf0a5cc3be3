"""Batch F harness. Tools are registered on the official MCP Python SDK's MCPServer (mcp 2.x) and called
in-process through mcp.Client, the way a probe calls them; the model-visible text (text blocks joined with
newlines, plus the JSON of structuredContent) and the channel are recorded.
Stub: a local HTTP server that serves an unreachable service's documented error body, so its real client
library parses it.  Output: /tmp/f-out/<script>.json  {key: {channel, probe, sent, text, produced_by}}"""
import asyncio, json, os, threading, importlib.metadata as md
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from mcp import Client
from mcp.server.mcpserver import MCPServer
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, TextContent

OUTDIR = "/tmp/f-out"
SDK = f"mcp {md.version('mcp')} MCPServer"


def ver(*pkgs):
    return ", ".join(f"{p} {md.version(p)}" for p in pkgs)


def err(text, structured=None):
    """An isError result built by the handler (no SDK prefix)."""
    return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True,
                          structured_content=structured)


def ok(text, structured=None):
    return CallToolResult(content=[TextContent(type="text", text=text)], is_error=False,
                          structured_content=structured)


class Run:
    def __init__(self, script, server_name):
        self.script, self.srv, self.calls, self.out = script, MCPServer(server_name), [], {}

    def tool(self, name, description=None):
        def deco(fn):
            self.srv.add_tool(fn, name=name, description=description or name)
            return fn
        return deco

    def call(self, key, tool, args, probe="valid", sent=None, by=""):
        self.calls.append((key, tool, args, probe, sent, by))

    async def _go(self):
        async with Client(self.srv) as c:
            for key, tool, args, probe, sent, by in self.calls:
                try:
                    r = await c.call_tool(tool, args)
                    parts = [b.text for b in r.content if getattr(b, "type", "") == "text"]
                    if r.structured_content is not None:
                        parts.append(json.dumps(r.structured_content))
                    ch, text = ("error-result" if r.is_error else "success-result"), "\n".join(parts)
                except MCPError as e:
                    ch = "jsonrpc-error"
                    text = e.error.message + ("" if e.error.data is None else " " + json.dumps(e.error.data))
                self.out[key] = {"channel": ch, "probe": probe, "sent": sent, "text": text,
                                 "produced_by": f"{by}; via {SDK}; gen/{self.script}.py"}

    def run(self):
        asyncio.run(self._go())
        os.makedirs(OUTDIR, exist_ok=True)
        with open(f"{OUTDIR}/{self.script}.json", "w") as f:
            json.dump(self.out, f, indent=1)
        print(self.script, len(self.out))


class Stub:
    """routes: path -> (status, headers, body). '*' is the fallback."""
    def __init__(self, routes):
        R = routes

        class H(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _do(self):
                n = int(self.headers.get("Content-Length") or 0)
                if n:
                    self.rfile.read(n)
                p = self.path.split("?")[0]
                st, hd, body = R.get(p, R.get("*", (404, {"Content-Type": "text/plain"}, "not found")))
                body = body.encode() if isinstance(body, str) else body
                self.send_response(st)
                for k, v in hd.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = do_PATCH = _do

            def log_message(self, *a):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
