"""When the task store fails: replicas of the tasks example against a real redis-server that
is killed, restarted empty and stalled (SIGSTOP), replicas whose clocks are set minutes
ahead and behind (libfaketime), and a replica stopped with SIGTERM.

Usage: faults.py TASKS_BINARY OUT_DIR

Every check prints `ok` or `FAIL`; the figures BENCHMARKS.md quotes are printed
as `figure:` lines; the last line is `task-store-faults: N passed, M failed`, and the exit
status is 1 when anything failed. Python's standard library only.
"""

import os
import re
import secrets
import signal
import statistics
import sys
import threading
import time

from common import (Checks, Processes, SECRETS, call, created, free_port, redis, redis_cli, replica,
                    task, text_of, until)

BIN, OUT = sys.argv[1:3]
TIMEOUT_MS = 1000
LEASE_MS = 2000
TTL_MS = 30000
FAKETIME_LIB = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"
REF = re.compile(r"tw-[0-9a-f]{16}")

c = Checks("task-store-faults")
procs = Processes(OUT)
port = free_port()
url = f"redis://127.0.0.1:{port}/"
key = secrets.token_hex(32)


def start_redis():
    return redis(procs, f"redis-{len(procs.all)}", port)


def timed_get(endpoint, task_id):
    started = time.monotonic()
    status, headers, raw, got = task(endpoint, "tasks/get", task_id)
    return (time.monotonic() - started) * 1000, status, headers, raw, got


def retryable_answer(status, headers, raw, got):
    error = got.get("error", {})
    data = error.get("data", {})
    return (status == 503 and headers.get("retry-after") == "1" and error.get("code") == -32603
            and REF.fullmatch(data.get("correlationId", "")) is not None
            and error.get("message") == f"Temporarily unavailable; retry shortly (ref {data.get('correlationId')})"
            and data.get("isRetryable") is True and isinstance(data.get("retryAfterMs"), int)
            and data.get("errorCategory") == "transient"
            and set(data) == {"correlationId", "errorCategory", "isRetryable", "retryAfterMs"})


def log_of(p):
    with open(p.log_path) as f:
        return f.read()


try:
    store = start_redis()
    a, A = replica(procs, BIN, "faults-a", url, TTL_MS, LEASE_MS, TIMEOUT_MS, key=key)
    b, B = replica(procs, BIN, "faults-b", url, TTL_MS, LEASE_MS, TIMEOUT_MS, key=key)

    print("== Redis killed: task requests answered within the deadline, retryable, then fast")
    inflight = created(c, call(A, "export_table", {"table": "inflight", "seconds": 60}), "a long export through A")
    store.kill()
    store.wait()
    answers = [timed_get(B, inflight) for _ in range(12)]
    first = answers[0]
    c.check(retryable_answer(*first[1:]), "503, Retry-After: 1, -32603 'Temporarily unavailable; retry shortly (ref …)' "
            "with isRetryable and retryAfterMs, nothing else", first[3])
    slowest = max(ms for ms, *_ in answers)
    c.check(slowest <= TIMEOUT_MS + 300, f"every answer within the {TIMEOUT_MS} ms deadline (slowest {slowest:.0f} ms)",
            [round(ms) for ms, *_ in answers])
    c.check(all(retryable_answer(*rest) for _, *rest in answers), "every answer is the retryable one",
            [a[3] for a in answers if not retryable_answer(*a[1:])][:2])
    fast = [ms for ms, *_ in answers[4:]]
    c.check(max(fast) < 100, f"once known down, answered at once (slowest {max(fast):.1f} ms)", fast)
    print(f"figure: outage tasks/get latency first {first[0]:.0f} ms, max {slowest:.0f} ms, "
          f"median once known down {statistics.median(fast):.1f} ms (deadline {TIMEOUT_MS} ms)")
    bodies = "".join(a[3] for a in answers)
    leaked = [s for s in ["redis", "127.0.0.1", "refused", "Connection", str(port)] if s in bodies]
    c.check(not leaked, "no answer names the store or its error", leaked)
    ref = first[4]["error"]["data"]["correlationId"]
    logged = [l for l in log_of(b).splitlines() if ref in l]
    c.check(any("task store" in l for l in logged), "B's log keeps the store's error under the reference", logged)

    print("== Redis down: plain tool calls on B keep a 100% success rate under hundreds of task polls a second")
    stop_at = time.monotonic() + 5
    counts = {"polls": 0, "poll_503": 0, "calls": 0, "call_ok": 0}
    failures = []
    lock = threading.Lock()

    def poller():
        while time.monotonic() < stop_at:
            status, _, _, _ = task(B, "tasks/get", inflight)
            with lock:
                counts["polls"] += 1
                counts["poll_503"] += status == 503

    def caller():
        while time.monotonic() < stop_at:
            status, _, raw, got = call(B, "export_table", {"table": "plain", "seconds": 0}, tasks=False)
            ok = status == 200 and got.get("result", {}).get("structuredContent") == {"table": "plain", "rows": 1000}
            with lock:
                counts["calls"] += 1
                counts["call_ok"] += ok
                if not ok:
                    failures.append(raw)
            time.sleep(0.01)

    threads = [threading.Thread(target=poller) for _ in range(12)] + [threading.Thread(target=caller) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    rate = counts["polls"] / 5
    c.check(rate >= 200, f"{rate:.0f} task polls a second reached B, each answered 503 ({counts['poll_503']}/{counts['polls']})",
            counts)
    c.check(counts["calls"] > 0 and counts["call_ok"] == counts["calls"],
            f"{counts['call_ok']}/{counts['calls']} plain tool calls succeeded meanwhile", failures[:2])
    print(f"figure: outage isolation {rate:.0f} task polls/s, plain calls {counts['call_ok']}/{counts['calls']} ok")

    print("== Redis restarted empty: the in-flight task, its runner alive, is written back and runs on")
    store = start_redis()
    time.sleep(TIMEOUT_MS / 1000 + 0.2)  # the breaker's cool-down: the next request probes
    raw, back = until(B, inflight, ["working"], 5)
    c.check(back.get("status") == "working", "its owner reads it working, not lost and not unknown", raw)
    deadline = time.time() + 5
    record = ""
    while time.time() < deadline and '"tool":"export_table"' not in record:
        record = redis_cli(port, "GET", f"toolwright:task:{inflight}")
        time.sleep(0.1)
    c.check('"tool":"export_table"' in record and '"status":"working"' in record,
            "the store holds its runner's own record again (written back by A)", record[:300])
    again_raw, again = until(A, inflight, ["working"], 5)
    c.check(again.get("status") == "working", "A reads it working too", again_raw)
    never = secrets.token_hex(32)
    _, _, never_raw, never_got = task(B, "tasks/get", never)
    c.check(never_got.get("error", {}).get("code") == -32602, "an id never issued is still unknown (-32602)", never_raw)
    forged = inflight[:-1] + ("0" if inflight[-1] != "0" else "1")
    _, _, forged_raw, forged_got = task(B, "tasks/get", forged)
    c.check(forged_got.get("error", {}).get("code") == -32602, "an id with a forged tag is unknown", forged_raw)
    task(B, "tasks/cancel", inflight)
    raw, cancelled = until(A, inflight, ["cancelled"], 5)
    c.check(cancelled.get("status") == "cancelled", "then cancelled through B, A drops it", raw)
    time.sleep(0.5)
    c.check("the task ended; its handler is dropped" in log_of(a), "A drops the cancelled task's handler", "")

    print("== Redis stalled (SIGSTOP) 4 s while a handler ends: its real result is recorded")
    s, S = replica(procs, BIN, "faults-stall", url, TTL_MS, 8000, TIMEOUT_MS, key=key)
    stalled = created(c, call(S, "export_table", {"table": "stall", "seconds": 1}), "a 1 s export")
    time.sleep(0.4)
    os.kill(store.pid, signal.SIGSTOP)
    time.sleep(4)
    os.kill(store.pid, signal.SIGCONT)
    raw, done = until(B, stalled, ["completed", "failed"], 10)
    c.check(done.get("status") == "completed" and done.get("result", {}).get("structuredContent") == {"table": "stall", "rows": 1000}
            and done["result"].get("isError") is not True, "completed with the handler's own result", raw)
    _, _, direct_raw, _ = call(B, "export_table", {"table": "stall", "seconds": 0}, tasks=False)
    direct = direct_raw[direct_raw.index('"result":') + 9:-1]
    c.check(direct in raw, "byte for byte the direct call's result", f"{raw}\n{direct_raw}")
    c.check("the task's end could not be written; retrying" in log_of(s), "the end was retried while Redis stalled", "")

    print("== Clocks skewed 5 minutes ahead and behind: no healthy task ends; a dead replica's still does")
    skewed = {}
    for name, offset in (("ahead", "+5m"), ("behind", "-5m")):
        env_prefix = ["env", f"LD_PRELOAD={FAKETIME_LIB}", f"FAKETIME={offset}", "FAKETIME_DONT_FAKE_MONOTONIC=1",
                      "FAKETIME_NO_CACHE=1"]
        p, endpoint = replica(procs, BIN, f"faults-{name}", url, TTL_MS, LEASE_MS, TIMEOUT_MS, key=key, prefix=env_prefix)
        skewed[name] = (p, endpoint)
    ahead, behind = skewed["ahead"][1], skewed["behind"][1]
    t_ahead = created(c, call(ahead, "export_table", {"table": "ahead", "seconds": 60}), "a task on the replica ahead")
    t_behind = created(c, call(behind, "export_table", {"table": "behind", "seconds": 60}), "a task on the replica behind")
    # The skew took: each replica's log stamps its lines with its own clock.
    for name, sign in (("ahead", 1), ("behind", -1)):
        line = next((l for l in log_of(skewed[name][0]).splitlines() if re.match(r"\d{4}-", l)), "")
        stamp = re.match(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)", line)
        shift = (time.mktime(time.strptime(stamp.group(1), "%Y-%m-%dT%H:%M:%S")) - time.mktime(time.gmtime())) if stamp else 0
        c.check(stamp and abs(shift - sign * 300) < 30, f"replica '{name}' runs on a clock {sign * 5:+d} min off", line)
    end = time.monotonic() + 3 * LEASE_MS / 1000
    statuses = set()
    while time.monotonic() < end:
        for endpoint in (ahead, behind, B):
            for t in (t_ahead, t_behind):
                statuses.add(task(endpoint, "tasks/get", t)[3].get("result", {}).get("status"))
        time.sleep(0.1)
    c.check(statuses == {"working"}, "for three leases each replica reads the other's task working", statuses)
    skewed["ahead"][0].kill()
    died = time.monotonic()
    raw, gone = until(behind, t_ahead, ["completed"], 10)
    took = time.monotonic() - died
    c.check(gone.get("status") == "completed" and "went away" in text_of(gone) and took <= LEASE_MS / 1000 * 4 / 3 + 1,
            f"the killed replica's task ends lost within the lease and one renewal ({took:.1f} s)", raw)
    c.check(task(B, "tasks/get", t_behind)[3].get("result", {}).get("status") == "working",
            "the replica behind keeps its task running", "")
    skewed["behind"][0].kill()

    print("== SIGTERM: running tasks finish within the drain, the rest end lost at once")
    e, E = replica(procs, BIN, "faults-stop", url, TTL_MS, 30000, TIMEOUT_MS, drain_ms=3000, key=key)
    t_short = created(c, call(E, "export_table", {"table": "short", "seconds": 1}), "a 1 s export")
    t_long = created(c, call(E, "export_table", {"table": "long", "seconds": 60}), "a 60 s export")
    stopped = time.monotonic()
    e.send_signal(signal.SIGTERM)
    e.wait(timeout=15)
    took = time.monotonic() - stopped
    c.check(2.5 <= took <= 5, f"it exits at the end of the 3 s drain ({took:.1f} s)", took)
    _, _, raw, short = task(B, "tasks/get", t_short)
    c.check(short.get("result", {}).get("status") == "completed"
            and short["result"].get("result", {}).get("structuredContent") == {"table": "short", "rows": 1000},
            "the task that finished within the drain has its result", raw)
    _, _, raw, long_ = task(B, "tasks/get", t_long)
    c.check(long_.get("result", {}).get("status") == "completed" and "shut down" in text_of(long_.get("result", {})),
            "the task still running is lost at once, no 30 s lease to wait out", raw)
    for record in (redis_cli(port, "GET", f"toolwright:task:{t}") for t in (t_short, t_long, stalled)):
        leaked = [x for x in SECRETS if x in record]
        c.check(record and not leaked, "Redis holds the record without secrets", leaked or "no record")
finally:
    procs.stop_all()

sys.exit(c.close())
