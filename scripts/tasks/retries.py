"""Retry safety across replicas: idempotency keys and rate limits. Two replicas of the tasks
example share one real redis-server, with haproxy in front, round robin; `place_order` takes
an idempotency key, `send_sms` is limited to 10 a minute; a second pair limits each caller
to 20 requests a minute server-wide, one replica failing closed when Redis is away, the
other open.

Usage: retries.py TASKS_BINARY OUT_DIR HAPROXY [PAYMENTS_HTTP_BINARY]

Checks: 200 concurrent calls with one key through the balancer run the handler once (counted
in both replicas' logs) and all answer the same outcome (ids and replay marks aside); the
first call's outcome replayed byte for byte on the other replica; the key with other
arguments refused on both, nothing echoed, nothing run; an internal failure keeps nothing;
a replica killed mid-call (SIGKILL) leaves its key to end as unknown_outcome once its lease
lapses on Redis's clock, never run again; Redis stopped: a keyed call refused, retryable,
within the deadline, not run; nothing secret in Redis. Limits: 60 concurrent calls through
the balancer admit exactly 10; the `retryAfterMs` a refused call reads is within 10% of when
the next call is admitted; the server-wide limit admits exactly 20 of 50 concurrent requests
across both replicas, the rest `429` with `Retry-After`; Redis stalled or killed: the limits
follow each replica's rule (admitted, logged; or `503` retryable) within the deadline. And the
payments example (`http`, PAYMENTS_HTTP_BINARY, the binary beside TASKS_BINARY by default),
two replicas sharing the Redis: 200 concurrent `charge_card` calls with one key through the
balancer charge once (one answer unmarked, 199 replays), the same key with another amount
is a `conflict` on both replicas.
Every check prints `ok` or `FAIL`; the last line is `retry-safety: N passed, M failed`.
Python's standard library only.
"""

import concurrent.futures
import json
import os
import re
import secrets
import signal
import subprocess
import sys
import time

from common import Checks, Processes, call, free_port, haproxy, meta, post, redis, redis_cli, replica

BIN, OUT, HAPROXY = sys.argv[1:4]
PAYMENTS = sys.argv[4] if len(sys.argv) > 4 else os.path.join(os.path.dirname(BIN), "http")
LEASE_MS = 2000
TIMEOUT_MS = 1000
c = Checks("retry-safety")
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


def sent():
    """How many times `send_sms` ran, in every replica's log."""
    n = 0
    for p in procs.all:
        with open(p.log_path, errors="replace") as f:
            n += sum(1 for line in f if "send_sms: the handler runs" in line)
    return n


def sms(endpoint, to="+15550100"):
    return call(endpoint, "send_sms", {"to": to}, tasks=False)


def retry_after(got):
    return got.get("result", {}).get("_meta", {}).get("dev.toolwright/error", {}).get("retryAfterMs")


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


def start_haproxy(urls, port=None):
    return haproxy(procs, HAPROXY, OUT, "keys-haproxy", urls, port)


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

    print("== a limit of 10 a minute: exactly 10 of 60 concurrent calls across both replicas")
    before = sent()
    with concurrent.futures.ThreadPoolExecutor(max_workers=30) as pool:
        answers = list(pool.map(lambda i: sms(LB, f"+1555{i:04}"), range(60)))
    admitted = [got for *_, got in answers if not got.get("result", {}).get("isError")]
    refused = [got for *_, got in answers if category(got) == "rate_limited"]
    c.check(len(admitted) == 10 and len(refused) == 50, f"10 admitted, 50 rate_limited: {len(admitted)}, {len(refused)}",
            [a for a in answers if a[3] not in admitted + refused][:2])
    c.check(sent() - before == 10, "the handler ran 10 times across both replicas", sent() - before)
    logs = [open(p.log_path, errors="replace").read() for p in (a, b)]
    c.check(all("send_sms: the handler runs" in log for log in logs), "both replicas admitted some (round robin)")
    c.check(all(0 < retry_after(got) <= 6000 and got["result"].get("isError") is True for got in refused),
            "each refusal is an isError result with retryAfterMs within one interval (6 s)",
            [retry_after(g) for g in refused][:5])

    print("== the retryAfterMs a refused call reads is within 10% of when the next is admitted")
    _, _, raw, got = sms(LB)
    told, at = retry_after(got), time.monotonic()
    admitted_after = None
    while time.monotonic() - at < 15:
        _, _, raw, got = sms(LB)
        if not got.get("result", {}).get("isError"):
            admitted_after = (time.monotonic() - at) * 1000
            break
        time.sleep(0.02)
    c.check(told is not None and admitted_after is not None and abs(admitted_after - told) <= 0.1 * told,
            f"told {told} ms, admitted after {admitted_after and round(admitted_after)} ms", raw)

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
    every = redis_cli(port, "--scan", "--pattern", "toolwright:key:*").split()
    # The 256 groups' epoch markers (`toolwright:key:epoch{hh}`: a random epoch, and the
    # end of a loss window), and the keys (`toolwright:key:{hh}` and 62 more hex digits).
    markers = [n for n in every if re.fullmatch(r"toolwright:key:epoch\{[0-9a-f]{2}\}", n)]
    names = [n for n in every if n not in markers]
    c.check(len(names) >= 3 and all(re.fullmatch(r"toolwright:key:\{[0-9a-f]{2}\}[0-9a-f]{62}", n) for n in names),
            "each key is named by a digest: no subject, tool or key in the name", names[:3])
    marked = {f for n in markers for f in redis_cli(port, "HKEYS", n).split()}
    c.check(len(markers) == 256 and marked <= {"epoch", "lost_until"},
            f"the epoch markers, one per key group ({len(markers)}), hold an epoch and nothing else", marked)
    fields = set()
    for n in names:
        fields |= set(redis_cli(port, "HKEYS", n).split())
    dump = "".join(redis_cli(port, "HGETALL", n) for n in names)
    c.check(fields <= {"fp", "state", "outcome"} and "/var/lib/orders" not in dump,
            "an ended key holds the arguments' digest, its state and the outcome the client read: nothing internal",
            (fields, dump[:300]))

    print("== a server-wide limit of 20 a minute per caller: exactly 20 of 50 across both replicas")
    c_proc, C = replica(procs, BIN, "limits-c", url, 60000, LEASE_MS, TIMEOUT_MS, key=key,
                        extra_env={"TOOLWRIGHT_RATE_LIMIT": "20/minute", "TOOLWRIGHT_LIMIT_STORE_FAILURE": "closed"})
    d_proc, D = replica(procs, BIN, "limits-d", url, 60000, LEASE_MS, TIMEOUT_MS, key=key,
                        extra_env={"TOOLWRIGHT_RATE_LIMIT": "20/minute"})
    LB2 = start_haproxy([C, D])
    with concurrent.futures.ThreadPoolExecutor(max_workers=25) as pool:
        answers = list(pool.map(lambda i: order(LB2, "ord-sw-" + secrets.token_hex(4)), range(50)))
    ok = [a for a in answers if a[0] == 200]
    over = [a for a in answers if a[0] == 429]
    c.check(len(ok) == 20 and len(over) == 30, f"20 answered, 30 refused 429: {len(ok)}, {len(over)}",
            [a[:3] for a in answers if a[0] not in (200, 429)][:2])
    c.check(all(int(h.get("retry-after", "0")) >= 1 and g.get("id") is None and g["error"]["code"] == -32000
                and g["error"]["data"]["errorCategory"] == "rate_limited" and g["error"]["data"]["isRetryable"] is True
                and 0 < g["error"]["data"]["retryAfterMs"] <= 3000
                and int(h["retry-after"]) == -(-g["error"]["data"]["retryAfterMs"] // 1000)
                for _, h, _, g in over),
            "each 429: Retry-After the whole seconds of retryAfterMs (one interval: 3 s at most), -32000, id null",
            over[0][1:3] if over else "")

    print("== Redis stalled (SIGSTOP): the limits follow each replica's rule, within the deadline")
    os.kill(store.pid, signal.SIGSTOP)
    started = time.monotonic()
    status_d, _, raw_d, got_d = sms(D, "+15550199")
    took_d = (time.monotonic() - started) * 1000
    c.check(status_d == 200 and got_d.get("result", {}).get("isError") is not True,
            "open (D): the call is admitted", raw_d)
    c.check(took_d <= 250 + 400, f"within the limit store's 250 ms deadline: {took_d:.0f} ms", took_d)
    d_log = open(d_proc.log_path, errors="replace").read()
    c.check("rate limit store unreachable: calls are admitted unchecked" in d_log, "and D's log says so")
    started = time.monotonic()
    status_c, headers_c, raw_c, got_c = sms(C, "+15550199")
    took_c = (time.monotonic() - started) * 1000
    c.check(status_c == 503 and headers_c.get("retry-after") == "1" and got_c.get("error", {}).get("code") == -32603
            and got_c["error"]["data"].get("isRetryable") is True,
            "closed (C): 503, Retry-After: 1, -32603 retryable", raw_c)
    c.check(took_c <= 250 + 400, f"within the deadline: {took_c:.0f} ms", took_c)
    started = time.monotonic()
    sms(D, "+15550199")
    again = (time.monotonic() - started) * 1000
    c.check(again <= 150, f"the next call does not wait on the store again (cool-down): {again:.0f} ms", again)
    os.kill(store.pid, signal.SIGCONT)

    print("== the payments example: charge_card charges once per key across two replicas")
    pay_port = free_port()
    pay_lb = f"http://127.0.0.1:{pay_port}/mcp"
    pay_env = {"PAYMENTS_RESOURCE": pay_lb}
    _, P1 = replica(procs, PAYMENTS, "payments-1", url, 60000, LEASE_MS, key=key, extra_env=pay_env)
    _, P2 = replica(procs, PAYMENTS, "payments-2", url, 60000, LEASE_MS, key=key, extra_env=pay_env)
    start_haproxy([P1, P2], pay_port)
    token = subprocess.run([PAYMENTS, "mint", "c-100", "charges:write", "--resource", pay_lb],
                           capture_output=True, text=True, check=True).stdout.strip()
    bearer = {"Authorization": f"Bearer {token}"}

    def charge(endpoint, key_, amount):
        return post(endpoint, "tools/call", {"name": "charge_card", "arguments": {
            "idempotency_key": key_, "amount_cents": amount}, "_meta": meta(False)}, "charge_card",
            extra_headers=bearer)

    ck = "ch-" + secrets.token_hex(8)
    with concurrent.futures.ThreadPoolExecutor(max_workers=50) as pool:
        answers = list(pool.map(lambda _: charge(pay_lb, ck, 1000), range(200)))
    texts = {got.get("result", {}).get("content", [{}])[0].get("text") for *_, got in answers}
    replays = sum(1 for *_, got in answers if got.get("result", {}).get("_meta", {}).get("dev.toolwright/replay") is True)
    c.check(all(a[0] == 200 for a in answers) and texts == {f"Charged 1000 cents ({ck})."},
            "all 200 answers: 'Charged 1000 cents (...)'", list(texts)[:3])
    c.check(replays == 199, f"one charge ran, 199 answers are its replay: {replays} replays", replays)
    for name, endpoint in (("1", P1), ("2", P2)):
        _, _, raw, got = charge(endpoint, ck, 2000)
        c.check(category(got) == "conflict", f"the key with another amount on replica {name}: conflict", raw)
    stored = "".join(redis_cli(port, "HGETALL", n) + n
                     for n in redis_cli(port, "--scan", "--pattern", "toolwright:*").split())
    c.check("c-100" not in stored and token not in stored and token.split(".")[1] not in stored,
            "the verified caller's subject and token are nowhere in Redis (names and values)",
            stored[:300])

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
