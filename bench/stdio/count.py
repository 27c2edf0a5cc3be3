#!/usr/bin/env python3
"""Instructions per stdio call of the `echo` example, builds side by side, under callgrind (the
figure does not move with the machine's speed or load).

  python3 bench/stdio/count.py NAME=BINARY [NAME=BINARY ...]

Each binary serves LOW and then HIGH `tools/call echo` requests after the handshake, with one
tokio worker; (instructions of HIGH - instructions of LOW) / (HIGH - LOW) is what one call
costs, start-up and handshake falling out of the difference. Every answer is checked (one per
request, none an error). With TRACE=1 each call also carries a `_meta.traceparent`, and
RUST_LOG (passed through) decides which spans are on. Prints one markdown table, each build's
ratio to the first. Environment: LOW (2000), HIGH (12000), TRACE.
"""

import json
import os
import pathlib
import sys
import tempfile

# One callgrind count of a build serving a request file: the per-call benchmark's.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "build-scale"))
from runtime import instructions  # noqa: E402

LOW = int(os.environ.get("LOW", "2000"))
HIGH = int(os.environ.get("HIGH", "12000"))
TRACE = os.environ.get("TRACE") == "1"


def requests(path, n):
    with open(path, "w") as f:
        f.write(json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "stdio-count", "version": "1"}}}) + "\n")
        f.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
        params = {"name": "echo", "arguments": {"text": "hello"}}
        if TRACE:
            params["_meta"] = {
                "traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"}
        for i in range(1, n + 1):
            f.write(json.dumps({"jsonrpc": "2.0", "id": i, "method": "tools/call",
                                "params": params}) + "\n")


def main():
    builds = [arg.split("=", 1) for arg in sys.argv[1:]]
    if not builds or any(len(b) != 2 for b in builds):
        sys.exit(__doc__)
    with tempfile.TemporaryDirectory() as tmp:
        low, high = pathlib.Path(tmp) / "low", pathlib.Path(tmp) / "high"
        requests(low, LOW)
        requests(high, HIGH)
        rows = []
        for name, binary in builds:
            per_call = (instructions(binary, high, HIGH) - instructions(binary, low, LOW)) / (
                HIGH - LOW)
            rows.append((name, per_call))
    print("| build | instructions per call | vs " + rows[0][0] + " |")
    print("|---|---:|---:|")
    for name, per_call in rows:
        print(f"| {name} | {per_call:,.0f} | {per_call / rows[0][1]:.3f}x |")


if __name__ == "__main__":
    main()
