#!/usr/bin/env python3
"""Scores a toolwright-audit binary on the held-out servers (audit/heldout-servers/planted.json).

    bash audit/heldout-servers/run.sh                       # once: installs the servers' deps
    python3 audit/heldout-servers/score.py PATH/TO/toolwright-audit [--transport stdio|http|both]
                                           [--out DIR] [--details] [--truth | --no-truth]

Runs the black-box audit (`CLI --json --quiet --allow-destructive`, as audit/recall.py does)
on every held-out server, over stdio (default), Streamable HTTP for the servers that have it,
or both, and prints, per signal and per server:

- planted / found / recall: a planted entry (server, signal, tool) is found when the audit
  reports that signal for that tool (for the server as a whole when the entry's tool is null);
- reported / true / precision: each distinct (signal, tool) the audit reports for a server is
  true when planted.json plants that signal for that tool (or for the server, tool null).
  `maybe` counts reported pairs that are not planted but are listed in that tool's
  `may_also_flag` (a second signal arguably present in the same text); they are not true,
  and precision is shown both strictly (true / reported) and without them
  (true / (reported - maybe)). `sdk` counts false `validation-echoes-value` reports on a tool
  of a server whose SDK's own argument validation repeats the value (the SDK's text, not the
  tool author's: see `sdk_argument_validation` in planted.json);
- clean: the clean entries (and the look-alikes' `must_not_flag`) that got none of the
  signals they must not get;
- truth (default when truth.json is there; --truth requires it, --no-truth leaves it out):
  reported / true / precision again, a report now true when its (signal, tool) pair, tool
  null for the server's, is in truth.json's `truth` set for that server (every signal each
  answer to the audit's planned probes truly shows, labelled blind: see README.md, "Truth
  table"). Recall stays on planted.json.

Only the summary tables are printed; --details also lists each miss and each false report
(do not use it while writing or changing these servers: they must never be tuned on). The
audit's JSON for each run is written to DIR (default target/heldout-audit). Exits 2 when an
audit could not run, else 0: this is a measurement, not a gate.
"""

import json
import pathlib
import socket
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
MANIFEST = HERE / "planted.json"
TRUTH = HERE / "truth.json"


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
    try:
        run = subprocess.run([cli, "--json", "--quiet", "--allow-destructive", *args],
                             cwd=ROOT, capture_output=True, text=True, timeout=900)
    except subprocess.TimeoutExpired:
        sys.exit(f"audit {' '.join(args)} timed out")
    log.write_text(run.stdout + "\n--- stderr ---\n" + run.stderr)
    if run.returncode not in (0, 1):
        sys.exit(f"audit {' '.join(args)} failed ({run.returncode}): {run.stderr[-2000:]}")
    try:
        return json.loads(run.stdout)
    except json.JSONDecodeError:
        sys.exit(f"audit {' '.join(args)}: output is not JSON (see {log})")


def audit_server(cli, name, server, transport, out):
    log = out / f"{name}-{transport}.json.txt"
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
            proc.wait()


def pct(num, den):
    return f"{num / den:.0%}" if den else "-"


def check_setup(corpus):
    missing = []
    for name, server in corpus.items():
        exe = server["stdio"].split()[0]
        if exe != "node" and not (ROOT / exe).exists():
            missing.append(f"{name}: {exe}")
        if server["language"] == "typescript":
            folder = pathlib.Path(server["stdio"].split()[1]).parent
            if not (ROOT / folder / "node_modules").is_dir():
                missing.append(f"{name}: {folder}/node_modules")
    if missing:
        sys.exit("not set up (run `bash audit/heldout-servers/run.sh` first): " + "; ".join(missing))


def main():
    argv = sys.argv[1:]
    if not argv or argv[0].startswith("-"):
        sys.exit(__doc__)
    cli = str(pathlib.Path(argv[0]).resolve())
    transport = argv[argv.index("--transport") + 1] if "--transport" in argv else "stdio"
    if transport not in ("stdio", "http", "both"):
        sys.exit("--transport must be stdio, http or both")
    out = pathlib.Path(argv[argv.index("--out") + 1]) if "--out" in argv else ROOT / "target" / "heldout-audit"
    details = "--details" in argv
    if "--truth" in argv and "--no-truth" in argv:
        sys.exit("--truth and --no-truth exclude each other")
    if "--truth" in argv and not TRUTH.exists():
        sys.exit(f"--truth: {TRUTH} is missing")
    use_truth = "--no-truth" not in argv and TRUTH.exists()
    truth = {}
    if use_truth:
        truth = {name: {(t["signal"], t["tool"]) for t in s["truth"]}
                 for name, s in json.loads(TRUTH.read_text())["servers"].items()}
    out.mkdir(parents=True, exist_ok=True)
    corpus = json.loads(MANIFEST.read_text())["servers"]
    check_setup(corpus)

    sig = {}    # signal -> counters
    rows = []   # per server and transport
    notes = []  # --details only

    def counters(signal):
        return sig.setdefault(signal, {"planted": 0, "found": 0, "reported": 0, "true": 0, "maybe": 0, "sdk": 0,
                                       "truth_true": 0})

    for name, server in corpus.items():
        transports = ["stdio"] + (["http"] if server.get("http") else [])
        if transport != "both":
            transports = [t for t in transports if t == transport]
        for t in transports:
            report = audit_server(cli, name, server, t, out)
            reported = {(f.get("signal"), f.get("tool")) for f in report.get("findings", [])}
            planted = [p for p in server["planted"] if p.get("transport", t) == t]
            labels = {(p["signal"], p.get("tool")) for p in planted}
            maybe = {(s, p.get("tool")) for p in planted for s in p.get("may_also_flag", [])} - labels
            sdk_val = server.get("sdk_argument_validation", {})
            sdk_echo_tools = set(sdk_val.get("tools", [])) if sdk_val.get("echoes_value") else set()

            row = {"server": name, "transport": t, "planted": len(planted), "found": 0,
                   "reported": len(reported), "true": 0, "maybe": 0, "sdk": 0, "truth_true": 0}
            server_truth = truth.get(name, set())
            for p in planted:
                c = counters(p["signal"])
                c["planted"] += 1
                if (p["signal"], p.get("tool")) in reported:
                    c["found"] += 1
                    row["found"] += 1
                else:
                    notes.append(f"missed: {name} ({t}) {p['signal']} in {p.get('tool') or '(server)'}")
            for signal, tool in sorted(reported, key=lambda x: (str(x[0]), str(x[1]))):
                c = counters(signal)
                c["reported"] += 1
                if use_truth:
                    if (signal, tool) in server_truth:
                        c["truth_true"] += 1
                        row["truth_true"] += 1
                    else:
                        notes.append(f"false (truth.json): {name} ({t}) {signal} in {tool or '(server)'}")
                if (signal, tool) in labels:
                    c["true"] += 1
                    row["true"] += 1
                    continue
                if (signal, tool) in maybe:
                    c["maybe"] += 1
                    row["maybe"] += 1
                    kind = "not planted (may_also_flag)"
                elif signal == "validation-echoes-value" and tool in sdk_echo_tools:
                    c["sdk"] += 1
                    row["sdk"] += 1
                    kind = "false (SDK's own validation)"
                else:
                    kind = "false"
                notes.append(f"{kind}: {name} ({t}) {signal} in {tool or '(server)'}")

            clean_cases = [(c["tool"], c["must_not_flag"]) for c in server.get("clean", [])]
            clean_cases += [(p["tool"], p["must_not_flag"]) for p in planted if p.get("must_not_flag")]
            row["clean_total"] = len(clean_cases)
            row["clean_ok"] = 0
            for tool, must_not in clean_cases:
                bad = [s for s in must_not if (s, tool) in reported]
                if bad:
                    notes.append(f"clean case flagged: {name} ({t}) {tool}: {', '.join(bad)}")
                else:
                    row["clean_ok"] += 1
            grade = report.get("grade") or {}
            row["grade"] = " / ".join(str(grade[k]) for k in ("security", "documentation") if k in grade) or "-"
            rows.append(row)

    tot = {k: sum(c[k] for c in sig.values()) for k in ("planted", "found", "reported", "true", "maybe", "sdk", "truth_true")}
    print(f"held-out servers, audit: {cli}, transport: {transport}")
    print()
    print("| signal | planted | found | recall | reported | true | maybe | sdk | precision | precision w/o maybe |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for signal in sorted(sig, key=str):
        c = sig[signal]
        print(f"| `{signal}` | {c['planted']} | {c['found']} | {pct(c['found'], c['planted'])} | {c['reported']} "
              f"| {c['true']} | {c['maybe']} | {c['sdk']} | {pct(c['true'], c['reported'])} "
              f"| {pct(c['true'], c['reported'] - c['maybe'])} |")
    print(f"| **all** | {tot['planted']} | {tot['found']} | **{pct(tot['found'], tot['planted'])}** | {tot['reported']} "
          f"| {tot['true']} | {tot['maybe']} | {tot['sdk']} | **{pct(tot['true'], tot['reported'])}** "
          f"| {pct(tot['true'], tot['reported'] - tot['maybe'])} |")
    print()
    print("| server | transport | planted | found | recall | reported | true | maybe | sdk | precision | clean cases clean | grade (security / documentation) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for r in rows:
        print(f"| {r['server']} | {r['transport']} | {r['planted']} | {r['found']} | {pct(r['found'], r['planted'])} "
              f"| {r['reported']} | {r['true']} | {r['maybe']} | {r['sdk']} | {pct(r['true'], r['reported'])} "
              f"| {r['clean_ok']}/{r['clean_total']} | {r['grade']} |")
    print()
    if use_truth:
        print("precision against the truth table (truth.json; recall stays on planted.json):")
        print()
        print("| signal | reported | true | precision |")
        print("|---|---:|---:|---:|")
        for signal in sorted(sig, key=str):
            c = sig[signal]
            print(f"| `{signal}` | {c['reported']} | {c['truth_true']} | {pct(c['truth_true'], c['reported'])} |")
        print(f"| **all** | {tot['reported']} | {tot['truth_true']} | **{pct(tot['truth_true'], tot['reported'])}** |")
        print()
        print("| server | transport | reported | true | precision |")
        print("|---|---|---:|---:|---:|")
        for r in rows:
            print(f"| {r['server']} | {r['transport']} | {r['reported']} | {r['truth_true']} "
                  f"| {pct(r['truth_true'], r['reported'])} |")
        print()
    clean_ok = sum(r["clean_ok"] for r in rows)
    clean_total = sum(r["clean_total"] for r in rows)
    print(f"held-out: recall {pct(tot['found'], tot['planted'])} ({tot['found']}/{tot['planted']}), "
          f"precision {pct(tot['true'], tot['reported'])} ({tot['true']}/{tot['reported']}), "
          f"clean cases {clean_ok}/{clean_total}"
          + (f"; precision against truth.json {pct(tot['truth_true'], tot['reported'])} "
             f"({tot['truth_true']}/{tot['reported']})" if use_truth else ""))
    if details:
        print()
        for n in notes:
            print(n)


if __name__ == "__main__":
    main()
