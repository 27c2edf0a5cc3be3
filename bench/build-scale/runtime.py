#!/usr/bin/env python3
"""What a call costs as the server grows: the servers of scale.py with 1 and with 1,000
tools (release builds), over stdio under callgrind, so the figures are instructions (which
do not move with the machine's speed), not seconds.

For each server and each case, the server serves LOW and then HIGH requests of the case
after the handshake; (instructions of HIGH - instructions of LOW) / (HIGH - LOW) is what one
request costs, start-up and handshake falling out of the difference:

  call       tools/call tool_0 {name: "x", count: 5}: dispatch, argument check, the handler
  call last  tools/call of the last tool in the list (tool_999 in the big server)
  list       tools/list (the first page)
  arg 100KB  tools/call tool_0 with a 100 KB `name`
  arg 1MB    the same with a 1 MB `name`: argument checking linear in the argument's size
             means 10x the 100 KB figure

Every answer is checked (one per request, none an error). Prints one markdown table.
Environment: SIZES ("1 1000").
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import scale  # noqa: E402


def requests(path, n, method, params):
    with open(path, "w") as f:
        f.write(json.dumps({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "runtime-bench", "version": "1"}}}) + "\n")
        f.write(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}) + "\n")
        for i in range(1, n + 1):
            f.write(json.dumps({"jsonrpc": "2.0", "id": i, "method": method,
                                "params": params}) + "\n")


def instructions(binary, path, n):
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "cg.out"
        with open(path, "rb") as stdin:
            run = subprocess.run(
                ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(binary)],
                stdin=stdin, capture_output=True, env={**os.environ, "TOKIO_WORKER_THREADS": "1"})
        answers = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
        bad = [a for a in answers if "error" in a or a.get("result", {}).get("isError")]
        if len(answers) != n + 1 or bad:
            sys.exit(f"{binary}: {len(answers)} answers for {n + 1} requests, {len(bad)} failed: "
                     f"{str(bad[:1])[:300]}")
        for line in run.stderr.decode().splitlines():
            if "Collected" in line:
                return int(line.split()[-1])
    sys.exit(f"{binary}: no instruction count")


def main():
    sizes = [int(x) for x in os.environ.get("SIZES", "1 1000").split()]
    crates = [(f"tw_{n}", "tw", n) for n in sizes]
    scale.generate(crates)
    for name, _, _ in crates:
        scale.cargo_build(name, "release")
    cases = [
        ("call", "tools/call", lambda n: {"name": "tool_0", "arguments": {"name": "x", "count": 5}},
         200, 2200),
        ("call last", "tools/call",
         lambda n: {"name": f"tool_{n - 1}", "arguments": {"name": "x", "count": 5}}, 200, 2200),
        ("list", "tools/list", lambda n: {}, 20, 220),
        ("arg 100KB", "tools/call",
         lambda n: {"name": "tool_0", "arguments": {"name": "a" * 100_000, "count": 5}}, 10, 60),
        ("arg 1MB", "tools/call",
         lambda n: {"name": "tool_0", "arguments": {"name": "a" * 1_000_000, "count": 5}}, 10, 60),
    ]
    table = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, method, params, low, high in cases:
            for n in sizes:
                binary = scale.binary(f"tw_{n}")
                per = []
                for count in (low, high):
                    path = pathlib.Path(tmp) / f"req-{count}.jsonl"
                    requests(path, count, method, params(n))
                    per.append(instructions(binary, path, count))
                table[(label, n)] = (per[1] - per[0]) / (high - low)
                print(f"{label} with {n} tools: {table[(label, n)]:,.0f} instructions",
                      file=sys.stderr, flush=True)
    print("| request | " + " | ".join(f"{n} tool{'s' if n > 1 else ''}" for n in sizes)
          + (f" | {sizes[-1]} / {sizes[0]} |" if len(sizes) > 1 else " |"))
    print("|---|" + "---:|" * (len(sizes) + (1 if len(sizes) > 1 else 0)))
    for label, *_ in cases:
        cells = [f"{table[(label, n)]:,.0f}" for n in sizes]
        if len(sizes) > 1:
            cells.append(f"{table[(label, sizes[-1])] / table[(label, sizes[0])]:.2f}x")
        print(f"| {label} | " + " | ".join(cells) + " |")
    for n in sizes:
        print(f"\n{n} tools: a 1 MB argument costs "
              f"{table[('arg 1MB', n)] / table[('arg 100KB', n)]:.2f}x a 100 KB one")


if __name__ == "__main__":
    main()
