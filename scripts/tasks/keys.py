"""Idempotency keys across replicas: two replicas of the tasks example share one real
redis-server, with haproxy in front, round robin; `place_order` takes the key.

Usage: keys.py TASKS_BINARY OUT_DIR HAPROXY

Checks: 200 concurrent calls with one key through the balancer run the handler once (counted
in both replicas' logs) and all answer the same outcome (ids and replay marks aside); the
first call's outcome replayed byte for byte on the other replica; the key with other
arguments refused on both, nothing echoed, nothing run; an internal failure keeps nothing;
a replica killed mid-call (SIGKILL) leaves its key to end as unknown_outcome once its lease
lapses on Redis's clock, never run again; Redis stopped: a keyed call refused, retryable,
within the deadline, not run; nothing secret in Redis. Every check prints `ok` or `FAIL`; the
last line is `idempotency-replicas: N passed, M failed`. Python's standard library only.
"""

import concurrent.futures
import json
import os
import secrets
import signal
import subprocess
import sys
import time

from common import Checks, Processes, call, free_port, redis, redis_cli, replica

BIN, OUT, HAPROXY = sys.argv[1:4]
LEASE_MS = 2000
TIMEOUT_MS = 1000
c = Checks("idempotency-replicas")
procs = Processes(OUT)


def order(endpoint, key, item="book", millis=0):
    return call(endpoint, "place_order", {"order_id": key, "item": item, "millis": millis}, tasks=False)


def runs(key):
    """How many times the handler ran for `key`, in every replica's log."""
    n = 0
    for p in procs.all:
        with open(p.log_path, errors="replace") as f:
            n += sum(1 for line in f if "place_order: the handler runs" in line and f'order_id="{key}"' in line
                     or "place_order: the handler runs" in line and f"order_id={key}" in line)
    return n


def unmarked(got):
    """The answer without its id and replay mark."""
    result = dict(got.get("result", {}))
    meta = dict(result.get("_meta", {}))
    meta.pop("dev.toolwright/replay", None)
    if meta:
        result["_meta"] = meta
    else:
        result.pop("_meta", None)
    return {k: v for k, v in {**got, "result": result}.items() if k != "id"} if "result" in got else {
        k: v for k, v in got.items() if k != "id"}


def category(got):
    return got.get("result", {}).get("_meta", {}).get("dev.toolwright/error", {}).get("errorCategory")


def start_haproxy(urls):
    port = free_port()
    cfg = os.path.join(OUT, "keys-haproxy.cfg")
    servers = "\n".join(f"    server r{i} {u[len('http://'):-len('/mcp')]}" for i, u in enumerate(urls))
    with open(cfg, "w") as f:
        f.write(f"""defaults
    mode http
    timeout connect 5s
    timeout client 60s
    timeout server 60s
frontend mcp
    bind 127.0.0.1:{port}
    default_backend replicas
backend replicas
    balance roundrobin
{servers}
""")
    procs.start("keys-haproxy", [HAPROXY, "-db", "-f", cfg])
    time.sleep(0.3)
    return f"http://127.0.0.1:{port}/mcp"


try:
    port = free_port()
    url = f"redis://127.0.0.1:{port}/"
    store = redis(procs, "keys-redis", port)
    key = secrets.token_hex(32)
    a, A = replica(procs, BIN, "keys-a", url, 60000, LEASE_MS, TIMEOUT_MS, key=key)
    b, B = replica(procs, BIN, "keys-b", url, 60000, LEASE_MS, TIMEOUT_MS, key=key)
    LB = start_haproxy([A, B])

    print("== 200 concurrent calls with one key through haproxy")
    k = "ord-" + secrets.token_hex(4)
    with concurrent.futures.ThreadPoolExecutor(max_workers=50) as pool:
        answers = list(pool.map(lambda _: order(LB, k, millis=300), range(200)))
    c.check(all(status == 200 for status, *_ in answers), "every call answered 200",
            [s for s, *_ in answers if s != 200][:5])
    c.check(runs(k) == 1, "the handler ran once across both replicas", runs(k))
    outcomes = {json.dumps(unmarked(got), sort_keys=True) for *_, got in answers}
    c.check(len(outcomes) == 1, "all 200 answers are the same outcome, ids and replay marks aside", list(outcomes)[:3])
    first = answers[0][3].get("result", {})
    c.check(first.get("structuredContent", {}).get("order_id") == k and not first.get("isError"),
            "the outcome is the order placed", first)
    marked = sum(1 for *_, got in answers if got.get("result", {}).get("_meta", {}).get("dev.toolwright/replay") is True)
    c.check(marked == 199, "199 answers carry the replay mark, the first call's none", marked)
    logs = [open(p.log_path, errors="replace").read() for p in (a, b)]
    c.check(all("tool call replayed" in log for log in logs), "both replicas answered replays (round robin)")

    print("== one key, two replicas: replay byte for byte, other arguments refused")
    k2 = "ord-" + secrets.token_hex(4)
    _, _, raw_a, got_a = order(A, k2)
    _, _, raw_b, got_b = order(B, k2)
    expected = json.loads(raw_a)
    expected["id"] = got_b["id"]
    expected["result"].setdefault("_meta", {})["dev.toolwright/replay"] = True
    c.check(got_b == expected, "B answers A's outcome, the replay mark added", raw_b)
    c.check(runs(k2) == 1, "the handler ran once", runs(k2))
    for name, endpoint in (("A", A), ("B", B)):
        _, _, raw, got = order(endpoint, k2, item="piano-secret-9")
        c.check(category(got) == "conflict" and got["result"].get("isError") is True and "piano-secret-9" not in raw,
                f"the key with other arguments on {name}: conflict, nothing echoed", raw)
    c.check(runs(k2) == 1, "the refused calls did not run", runs(k2))

    print("== an internal failure keeps nothing")
    k3 = "ord-" + secrets.token_hex(4)
    _, _, raw1, got1 = order(A, k3, item="broken")
    _, _, raw2, got2 = order(B, k3, item="broken")
    c.check(got1.get("error", {}).get("code") == -32603 and got2.get("error", {}).get("code") == -32603
            and runs(k3) == 2 and "/var/lib/orders" not in raw1 + raw2,
            "both calls ran (nothing kept), each a -32603 naming nothing internal", (raw1, raw2, runs(k3)))

    print("== a replica killed mid-call: its key ends in doubt once the lease lapses")
    k4 = "ord-" + secrets.token_hex(4)
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    pool.submit(order, A, k4, "chair", 60000)
    deadline = time.time() + 10
    while runs(k4) == 0 and time.time() < deadline:
        time.sleep(0.05)
    os.kill(a.pid, signal.SIGKILL)
    a.wait()
    started = time.monotonic()
    _, _, raw, got = order(B, k4, item="chair", millis=60000)
    waited = (time.monotonic() - started) * 1000
    c.check(category(got) == "unknown_outcome" and got["result"].get("isError") is True,
            "the retry on B answers unknown_outcome", raw)
    c.check(LEASE_MS * 0.5 <= waited <= LEASE_MS + 1500,
            f"within the lease ({LEASE_MS} ms) and a poll: {waited:.0f} ms", waited)
    c.check(runs(k4) == 1, "the handler never ran again", runs(k4))
    _, _, raw, got = order(B, k4, item="chair", millis=60000)
    c.check(category(got) == "unknown_outcome", "and the key keeps answering so", raw)
    pool.shutdown(wait=False, cancel_futures=True)

    print("== nothing secret in Redis")
    names = redis_cli(port, "--scan", "--pattern", "toolwright:key:*").split()
    c.check(len(names) >= 3 and all(len(n) == len("toolwright:key:") + 64 for n in names),
            "each key is named by a digest: no subject, tool or key in the name", names[:3])
    fields = set()
    for n in names:
        fields |= set(redis_cli(port, "HKEYS", n).split())
    dump = "".join(redis_cli(port, "HGETALL", n) for n in names)
    c.check(fields <= {"fp", "state", "outcome"} and "/var/lib/orders" not in dump,
            "an ended key holds the arguments' digest, its state and the outcome the client read: nothing internal",
            (fields, dump[:300]))

    for how in ("stalled (SIGSTOP)", "killed"):
        print(f"== Redis {how}: a keyed call is refused, retryable, within the deadline, and does not run")
        if how == "killed":
            os.kill(store.pid, signal.SIGCONT)
            store.kill()
            store.wait()
        else:
            os.kill(store.pid, signal.SIGSTOP)
        k5 = "ord-" + secrets.token_hex(4)
        started = time.monotonic()
        status, headers, raw, got = order(B, k5)
        took = (time.monotonic() - started) * 1000
        error = got.get("error", {})
        c.check(status == 503 and headers.get("retry-after") == "1" and error.get("code") == -32603
                and error.get("data", {}).get("isRetryable") is True, "503, Retry-After: 1, -32603 retryable", raw)
        c.check(took <= TIMEOUT_MS + 500, f"within the store deadline ({TIMEOUT_MS} ms): {took:.0f} ms", took)
        c.check(runs(k5) == 0, "the handler did not run", runs(k5))
finally:
    procs.stop_all()
sys.exit(c.close())
