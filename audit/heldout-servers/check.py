"""Checks the held-out servers: sends each planted (and clean) entry's probe to its server and
prints the exact answer, with its channel. (A copy of audit/planted/check_planted.py, pointed
at audit/heldout-servers/planted.json.)

    audit/heldout-servers/.venv/bin/python audit/heldout-servers/check.py              # every server, stdio
    audit/heldout-servers/.venv/bin/python audit/heldout-servers/check.py --http       # also over HTTP where a server has it
    audit/heldout-servers/.venv/bin/python audit/heldout-servers/check.py --server python-sdk
    audit/heldout-servers/.venv/bin/python audit/heldout-servers/check.py --write-observed   # record what was seen

For each entry of audit/heldout-servers/planted.json with a `probe` ({"tool", "arguments"} or
{"method", "params"}), it checks the channel (`error` = JSON-RPC error, `isError` = a result
with isError true, `result` = a result with isError false) against `channel`, and that every
string in `expect` appears in the text. With --write-observed it stores the text in
`observed` (over stdio, or over HTTP for an HTTP-only entry), and in `observed_http` when
the HTTP answer differs from the stdio one. The entries of a server's `sdk_probes` (what the
SDK itself answers) are sent too; their `channel` is recorded on the first --write-observed
and checked after that. Ends with `check: N passed, N failed`.

Only the standard library: a bare JSON-RPC client, so what is printed is what was on the wire.
"""

import argparse
import json
import os
import shlex
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MANIFEST = Path(__file__).resolve().parent / "planted.json"
PROTOCOL_VERSION = "2025-06-18"


class Stdio:
    def __init__(self, command: str):
        self.proc = subprocess.Popen(
            shlex.split(command),
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.next_id = 0

    def request(self, method, params=None):
        self.next_id += 1
        msg = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            msg["params"] = params
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"server closed stdout while waiting for {method}")
            answer = json.loads(line)
            if answer.get("id") == self.next_id and ("result" in answer or "error" in answer):
                return answer

    def notify(self, method):
        self.proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": method}) + "\n")
        self.proc.stdin.flush()

    def close(self):
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class Http:
    def __init__(self, command: str, port: int):
        self.proc = subprocess.Popen(
            shlex.split(command.replace("{port}", str(port))),
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.url = f"http://127.0.0.1:{port}/mcp"
        self.session = None
        self.next_id = 0
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                return
            except OSError:
                if self.proc.poll() is not None:
                    raise RuntimeError(f"{command} exited with {self.proc.returncode}")
                time.sleep(0.2)
        raise RuntimeError(f"{command} did not listen on {port}")

    def _post(self, msg):
        headers = {
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            "MCP-Protocol-Version": PROTOCOL_VERSION,
        }
        if self.session:
            headers["Mcp-Session-Id"] = self.session
        req = urllib.request.Request(self.url, data=json.dumps(msg).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                self.session = resp.headers.get("Mcp-Session-Id") or self.session
                body = resp.read().decode()
                ctype = resp.headers.get("Content-Type", "")
        except urllib.error.HTTPError as e:
            return {"http_status": e.code, "body": e.read().decode()}
        if not body.strip():
            return None
        if ctype.startswith("text/event-stream"):
            for event in body.split("\n\n"):
                data = "".join(line[5:].strip() for line in event.splitlines() if line.startswith("data:"))
                if data:
                    parsed = json.loads(data)
                    if "result" in parsed or "error" in parsed:
                        return parsed
            return None
        return json.loads(body)

    def request(self, method, params=None):
        self.next_id += 1
        msg = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            msg["params"] = params
        return self._post(msg)

    def notify(self, method):
        self._post({"jsonrpc": "2.0", "method": method})

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def channel_and_text(answer):
    if answer is None:
        return "none", ""
    if "http_status" in answer:
        return f"http-{answer['http_status']}", answer["body"]
    if "error" in answer:
        err = answer["error"]
        text = err.get("message", "")
        if err.get("data") is not None:
            text += "\n" + json.dumps(err["data"])
        return "error", text
    result = answer["result"]
    text = "\n".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")
    return ("isError" if result.get("isError") else "result"), text


def run_server(name, spec, entries, conn):
    init = conn.request(
        "initialize",
        {
            "protocolVersion": PROTOCOL_VERSION,
            "capabilities": {},
            "clientInfo": {"name": "heldout-check", "version": "0"},
        },
    )
    if not init or "result" not in init:
        raise RuntimeError(f"initialize failed: {init}")
    conn.notify("notifications/initialized")
    tools = conn.request("tools/list", {})["result"]["tools"]
    print(f"   tools: {', '.join(t['name'] for t in tools)}")
    outcomes = []
    for kind, entry in entries:
        probe = entry["probe"]
        if "tool" in probe:
            answer = conn.request("tools/call", {"name": probe["tool"], "arguments": probe.get("arguments", {})})
        else:
            answer = conn.request(probe["method"], probe.get("params", {}))
        channel, text = channel_and_text(answer)
        problems = []
        if entry.get("channel") and channel != entry["channel"]:
            problems.append(f"channel {channel}, expected {entry['channel']}")
        for needle in entry.get("expect", []):
            if needle not in text:
                problems.append(f"missing {needle!r}")
        label = entry.get("signal", entry.get("what", "clean"))
        print(f"-- {name} {kind} {label} {probe.get('tool', probe.get('method'))}: {channel}")
        print("   " + text.replace("\n", "\n   "))
        if problems:
            print("   !! " + "; ".join(problems))
        outcomes.append((entry, channel, text, not problems))
    return outcomes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--http", action="store_true", help="also check over Streamable HTTP")
    parser.add_argument("--server", help="only this server")
    parser.add_argument("--write-observed", action="store_true")
    args = parser.parse_args()

    manifest = json.loads(MANIFEST.read_text())
    passed = failed = 0
    for name, spec in manifest["servers"].items():
        if args.server and name != args.server:
            continue
        transports = [("stdio", spec["stdio"])]
        if args.http and spec.get("http"):
            transports.append(("http", spec["http"]))
        for transport, command in transports:
            entries = [("planted", e) for e in spec["planted"]] + [("clean", e) for e in spec.get("clean", [])]
            entries += [("sdk", e) for e in spec.get("sdk_probes", [])]
            entries = [
                (k, e)
                for k, e in entries
                if "probe" in e and e.get("transport", "any") in ("any", transport)
            ]
            print(f"== {name} over {transport}: {command}")
            conn = None
            try:
                conn = Http(command, free_port()) if transport == "http" else Stdio(command)
                outcomes = run_server(name, spec, entries, conn)
            except Exception as e:  # a server that does not start counts as one failure
                print(f"!! {name} over {transport}: {e}")
                failed += 1
                continue
            finally:
                if conn:
                    conn.close()
            for entry, channel, text, ok in outcomes:
                passed += ok
                failed += not ok
                if args.write_observed and ok:
                    if "channel" not in entry:
                        entry["channel"] = channel
                    if transport == "stdio" or entry.get("transport") == "http":
                        entry["observed"] = text
                    elif text != entry.get("observed"):
                        entry["observed_http"] = text
    if args.write_observed:
        MANIFEST.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")
    print(f"check: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
