#!/usr/bin/env python3
"""Recall and precision of toolwright-audit on the planted corpus (audit/planted/planted.json).

  python3 audit/recall.py CLI [--transport stdio|http|both] [--out DIR]

Runs the black-box audit (`CLI --json --allow-destructive`) on every planted server, over
stdio and, for the servers that have one, Streamable HTTP, then scores it:

- recall: each planted finding (signal, tool) is found when the audit reports that signal
  for that tool (the server as a whole for `never-returns-result`), by generic probes that
  do not know the server;
- precision: each clean case (a tool and the signals it must not show) is clean when the
  audit reports none of them for that tool.

Prints a markdown table per signal and per server, writes each audit's JSON to DIR
(target/audit), and exits 1 when recall or precision is below the floors in FLOORS (the
figures the docs state), 2 when an audit could not run.
"""

import json
import os
import pathlib
import socket
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
# What the docs state; a run below either fails.
FLOORS = {"recall": float(os.environ.get("RECALL_FLOOR", "1.0")),
          "precision": float(os.environ.get("PRECISION_FLOOR", "1.0"))}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, proc, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if proc.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            time.sleep(0.1)
    return False


def audit(cli, args, log):
    run = subprocess.run([cli, "--json", "--quiet", "--allow-destructive", *args],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    log.write_text(run.stdout + "\n--- stderr ---\n" + run.stderr)
    if run.returncode not in (0, 1):
        sys.exit(f"audit {' '.join(args)} failed ({run.returncode}): {run.stderr[-2000:]}")
    return json.loads(run.stdout)


def audit_server(cli, name, server, transport, out):
    log = out / f"{name}-{transport}.txt"
    if transport == "stdio":
        return audit(cli, ["--", *server["stdio"].split()], log)
    port = free_port()
    command = server["http"].replace("{port}", str(port)).split()
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    try:
        if not wait_port(port, proc):
            sys.exit(f"{name}: the HTTP server did not start ({' '.join(command)})")
        return audit(cli, ["--url", f"http://127.0.0.1:{port}/mcp"], log)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def found(report, signal, tool):
    return any(f["signal"] == signal and f.get("tool") == tool for f in report["findings"])


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cli = str(pathlib.Path(sys.argv[1]).resolve())
    transport = "both"
    if "--transport" in sys.argv:
        transport = sys.argv[sys.argv.index("--transport") + 1]
    out = ROOT / "target" / "audit"
    if "--out" in sys.argv:
        out = pathlib.Path(sys.argv[sys.argv.index("--out") + 1])
    out.mkdir(parents=True, exist_ok=True)
    corpus = json.loads((ROOT / "audit/planted/planted.json").read_text())["servers"]

    per_signal = {}  # signal -> [planted, found]
    rows = []        # (server, transport, planted found/total, clean ok/total, grades)
    misses, false_flags = [], []
    for name, server in corpus.items():
        transports = ["stdio"] + (["http"] if server.get("http") else [])
        if transport != "both":
            transports = [t for t in transports if t == transport]
        for t in transports:
            report = audit_server(cli, name, server, t, out)
            hit = 0
            for p in server["planted"]:
                if p.get("transport", t) != t:
                    continue  # planted on the other transport only
                counts = per_signal.setdefault(p["signal"], [0, 0])
                counts[0] += 1
                if found(report, p["signal"], p["tool"]):
                    counts[1] += 1
                    hit += 1
                else:
                    misses.append(f"{name} ({t}): {p['signal']} in {p['tool']}")
            clean_ok = 0
            for c in server.get("clean", []):
                bad = [s for s in c["must_not_flag"] if found(report, s, c["tool"])]
                if bad:
                    false_flags.append(f"{name} ({t}): {c['tool']} flagged {', '.join(bad)}")
                else:
                    clean_ok += 1
            grade = report["grade"]
            here = [p for p in server["planted"] if p.get("transport", t) == t]
            rows.append((name, t, hit, len(here), clean_ok,
                         len(server.get("clean", [])), grade["security"],
                         grade["documentation"]))

    planted = sum(v[0] for v in per_signal.values())
    hits = sum(v[1] for v in per_signal.values())
    clean_total = sum(r[5] for r in rows)
    clean_ok = sum(r[4] for r in rows)
    recall = hits / planted if planted else 1.0
    precision = clean_ok / clean_total if clean_total else 1.0

    print("| signal | planted | found | recall |")
    print("|---|---:|---:|---:|")
    for signal in sorted(per_signal):
        total, hit = per_signal[signal]
        print(f"| `{signal}` | {total} | {hit} | {hit / total:.0%} |")
    print(f"| **all** | {planted} | {hits} | **{recall:.0%}** |")
    print()
    print("| server | transport | planted found | clean cases clean | security | documentation |")
    print("|---|---|---:|---:|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]}/{r[3]} | {r[4]}/{r[5]} | {r[6]} | {r[7]} |")
    print()
    for m in misses:
        print(f"missed: {m}")
    for f in false_flags:
        print(f"false flag: {f}")
    print(f"recall {recall:.1%} ({hits}/{planted}), precision on clean cases "
          f"{precision:.1%} ({clean_ok}/{clean_total})")
    if recall < FLOORS["recall"] or precision < FLOORS["precision"]:
        print(f"below the floors: recall {FLOORS['recall']:.0%}, "
              f"precision {FLOORS['precision']:.0%}")
        sys.exit(1)


if __name__ == "__main__":
    main()
