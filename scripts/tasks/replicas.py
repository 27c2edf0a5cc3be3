"""Tasks across two replicas sharing one Redis, with haproxy in front.

Usage: replicas.py A_URL B_URL LB_URL A_PID REDIS_CLI REDIS_PORT TTL_MS LEASE_MS

Every check prints `ok` or `FAIL` and a line; the last line is `tasks-replicas: N passed, M
failed`, and the exit status is 1 when anything failed. Python's standard library only.
"""

import os
import signal
import subprocess
import sys
import time

from common import SECRETS, Checks, call, task, until
from common import created as created_in

A, B, LB, A_PID, REDIS_CLI, REDIS_PORT, TTL_MS, LEASE_MS = sys.argv[1:9]
TTL_MS, LEASE_MS = int(TTL_MS), int(LEASE_MS)
checks = Checks("tasks-replicas")
check = checks.check


def created(answer, what):
    return created_in(checks, answer, what)


def stored(task_id):
    return subprocess.run([REDIS_CLI, "-p", REDIS_PORT, "GET", f"toolwright:task:{task_id}"],
                          capture_output=True, text=True).stdout.strip()


print("== tasks across replicas (one Redis)")

# Created on A, read on B, its result byte for byte the direct call's.
t1 = created(call(A, "export_table", {"table": "orders", "seconds": 2}), "export through A")
_, first = until(B, t1, ["working", "completed"], 2)
check(first.get("status") == "working" and first.get("taskId") == t1, "B reads A's task at once (durable before the answer)", first)
raw, done = until(B, t1, ["completed"])
_, _, direct_raw, _ = call(B, "export_table", {"table": "orders", "seconds": 0}, tasks=False)
direct_result = direct_raw[direct_raw.index('"result":') + 9:-1]
check(done.get("status") == "completed", "the task completes; B reads its result", raw)
check(done.get("result", {}).get("structuredContent") == {"table": "orders", "rows": 1000},
      "the result is the tool's", raw)
direct_same = call(A, "export_table", {"table": "orders", "seconds": 0}, tasks=False)[2]
check(raw.count(direct_result) == 1 and direct_same.count(direct_result) == 1,
      "the inlined result is byte for byte the direct call's", f"{raw}\n{direct_raw}")
ttl = int(subprocess.run([REDIS_CLI, "-p", REDIS_PORT, "PTTL", f"toolwright:task:{t1}"], capture_output=True, text=True).stdout)
check(0 < ttl <= TTL_MS, f"the Redis key expires within the task's ttl ({ttl} ms)", ttl)

# A question asked on A, answered through B, the end read on A.
t2 = created(call(A, "purge_table", {"table": "staging"}), "purge through A")
raw, asking = until(B, t2, ["input_required"])
check(list(asking.get("inputRequests", {})) == ["purge"], "B shows the question A's handler asked", raw)
_, _, ack_raw, ack = task(B, "tasks/update", t2, inputResponses={"purge": {"action": "accept", "content": {"purge": True}}})
check(ack.get("result", {}).get("resultType") == "complete" and "status" not in ack["result"], "B acks the answer", ack_raw)
raw, purged = until(A, t2, ["completed"])
check(purged.get("result", {}).get("content", [{}])[0].get("text") == "Purged staging.", "A's handler got B's answer and finished", raw)

# Cancelled through B: A drops the handler.
t3 = created(call(A, "export_table", {"table": "events", "seconds": 60}), "long export through A")
_, _, cancel_raw, cancel = task(B, "tasks/cancel", t3)
check(cancel.get("result", {}).get("resultType") == "complete", "B acks the cancel", cancel_raw)
raw, cancelled = until(A, t3, ["cancelled"], 3)
check(cancelled.get("status") == "cancelled", "A reads it cancelled", raw)

# Failures keep their channel, nothing secret stored or sent.
t4 = created(call(A, "export_table", {"table": "busy", "seconds": 1}), "busy export")
raw4, busy = until(B, t4, ["completed", "failed"])
check(busy.get("status") == "completed" and busy.get("result", {}).get("isError") is True,
      "an operational failure is a completed task with an isError result", raw4)
t5 = created(call(A, "export_table", {"table": "broken", "seconds": 1}), "broken export")
raw5, broken = until(B, t5, ["completed", "failed"])
check(broken.get("status") == "failed" and broken.get("error", {}).get("code") == -32603 and "result" not in broken,
      "an internal failure is a failed task with -32603", raw5)
for t in (t1, t2, t3, t4, t5):
    record = stored(t)
    leaked = [s for s in SECRETS if s in record]
    check(record and not leaked, f"Redis holds task {t[:8]} without secrets", leaked or "no record")
for s in SECRETS:
    check(s not in raw4 + raw5, f"no client reads {s!r}")

# Through the load balancer: every request to the next replica.
t6 = created(call(LB, "export_table", {"table": "lb", "seconds": 1}), "export through haproxy")
raw, lb = until(LB, t6, ["completed"])
check(lb.get("status") == "completed", "polled through haproxy to the end", raw)

# TTL: the record, and the task, are gone after ttl.
time.sleep(max(0.0, TTL_MS / 1000 - 1.0))
deadline = time.time() + 5
while stored(t1) and time.time() < deadline:
    time.sleep(0.2)
check(stored(t1) == "", "the record left Redis after its ttl", stored(t1))
_, _, gone_raw, gone = task(B, "tasks/get", t1)
check(gone.get("error", {}).get("code") == -32602, "an expired task is unknown", gone_raw)

# A replica that dies mid-task: the task ends as lost once the lease lapses, never re-run.
t7 = created(call(A, "export_table", {"table": "crash", "seconds": 60}), "long export through A")
os.kill(int(A_PID), signal.SIGKILL)
_, still = until(B, t7, ["working"], 1)
check(still.get("status") == "working", "right after A dies its task still reads working", still)
raw, lost = until(B, t7, ["completed", "failed"], LEASE_MS / 1000 + 5)
text = lost.get("result", {}).get("content", [{}])[0].get("text", "")
check(lost.get("status") == "completed" and lost["result"].get("isError") is True and "category=unknown_outcome" in text,
      "after the lease lapses it ends completed with an unknown_outcome result", raw)
time.sleep(0.5)
_, again = until(B, t7, ["completed"], 1)
check(again == lost, "and stays so (no replica runs it again)", again)

sys.exit(checks.close())
