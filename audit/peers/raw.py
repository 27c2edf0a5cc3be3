#!/usr/bin/env python3
"""Send MCP requests to a stdio server and print the raw answers, for checking a finding by hand.

    python3 audit/peers/raw.py list -- CMD ARGS...              # tools/list, with annotations
    python3 audit/peers/raw.py call TOOL 'JSON' -- CMD ARGS...  # one tools/call, the raw answer

Standard library only; the initialize handshake at 2025-11-25, as toolwright-audit does.
"""
import json
import subprocess
import sys


def main():
    argv = sys.argv[1:]
    sep = argv.index("--")
    what, cmd = argv[:sep], argv[sep + 1:]
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)
    next_id = 0

    def request(method, params):
        nonlocal next_id
        next_id += 1
        proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": next_id, "method": method,
                                     "params": params}) + "\n")
        proc.stdin.flush()
        while True:
            line = proc.stdout.readline()
            if not line:
                raise SystemExit("the server closed its stdout")
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            if msg.get("id") == next_id and ("result" in msg or "error" in msg):
                return msg
            if "method" in msg and "id" in msg:  # a request of the server's: refuse it
                proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "error": {
                    "code": -32601, "message": "method not found"}}) + "\n")
                proc.stdin.flush()

    request("initialize", {"protocolVersion": "2025-11-25", "capabilities": {},
                           "clientInfo": {"name": "raw.py", "version": "0"}})
    proc.stdin.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
    proc.stdin.flush()
    if what[0] == "list":
        tools = request("tools/list", {})["result"]["tools"]
        for t in tools:
            print(t["name"], json.dumps(t.get("annotations")))
    elif what[0] == "call":
        print(json.dumps(request("tools/call", {"name": what[1], "arguments": json.loads(what[2])}),
                         indent=1))
    proc.stdin.close()
    try:
        proc.wait(timeout=2)
    except subprocess.TimeoutExpired:
        proc.kill()


if __name__ == "__main__":
    main()
