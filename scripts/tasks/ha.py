"""Tasks on Redis as operators run it: a three-master Redis Cluster, and a primary with a
replica watched by three Sentinels whose primary is killed mid-task.

Usage: ha.py TASKS_BINARY OUT_DIR

Every check prints `ok` or `FAIL`; the last line is `task-store-ha: N passed, M failed`, and
the exit status is 1 when anything failed. Python's standard library only.
"""

import os
import secrets
import signal
import subprocess
import sys
import time

from common import (Checks, Processes, call, created, free_cluster_port, free_port, named_primary, redis, redis_cli,
                    replica, sentinels, task, text_of, until, wait_for_redis)

BIN, OUT = sys.argv[1:3]
OUT = os.path.abspath(OUT)  # the cluster nodes run in it (`--dir`), their files named from here
c = Checks("task-store-ha")
procs = Processes(OUT)
key = secrets.token_hex(32)


def cluster_keys(ports):
    return [int(redis_cli(p, "DBSIZE") or 0) for p in ports]


try:
    print("== Redis Cluster: three masters")
    ports = [free_cluster_port() for _ in range(3)]
    for p in ports:
        redis(procs, f"cluster-{p}", p, "--cluster-enabled", "yes", "--cluster-config-file",
              os.path.join(OUT, f"nodes-{p}.conf"), "--cluster-node-timeout", "2000")
    made = subprocess.run(["redis-cli", "--cluster", "create", *[f"127.0.0.1:{p}" for p in ports], "--cluster-yes"],
                          capture_output=True, text=True, timeout=60)
    deadline = time.time() + 20
    while time.time() < deadline and not all("cluster_state:ok" in redis_cli(p, "CLUSTER", "INFO") for p in ports):
        time.sleep(0.2)
    c.check(all("cluster_state:ok" in redis_cli(p, "CLUSTER", "INFO") for p in ports), "the cluster is up",
            made.stdout[-400:] + made.stderr[-400:])
    x, X = replica(procs, BIN, "cluster-replica", f"redis+cluster://127.0.0.1:{ports[0]},127.0.0.1:{ports[1]}",
                   30000, 3000, key=key)
    ids = [created(c, call(X, "export_table", {"table": f"t{n}", "seconds": 1}), f"export {n} on the cluster")
           for n in range(8)]
    results = [until(X, t, ["completed", "failed"], 10)[1] for t in ids]
    c.check(all(r.get("status") == "completed" and r.get("result", {}).get("structuredContent", {}).get("rows") == 1000
                for r in results), "every task completes with its result", [r.get("status") for r in results])
    spread = cluster_keys(ports)
    c.check(sum(1 for n in spread if n) >= 2 and sum(spread) >= 8, f"their records are spread over the masters {spread}",
            spread)
    purge = created(c, call(X, "purge_table", {"table": "staging"}), "a question asked inside a cluster task")
    raw, asking = until(X, purge, ["input_required"])
    task(X, "tasks/update", purge, inputResponses={"purge": {"action": "accept", "content": {"purge": True}}})
    raw, purged = until(X, purge, ["completed"])
    c.check(text_of(purged) == "Purged staging.", "answered through tasks/update, the handler finishes", raw)
    long_ = created(c, call(X, "export_table", {"table": "long", "seconds": 60}), "a long export on the cluster")
    task(X, "tasks/cancel", long_)
    raw, cancelled = until(X, long_, ["cancelled"], 5)
    c.check(cancelled.get("status") == "cancelled", "cancelled on the cluster", raw)

    print("== Redis Sentinel: a primary, a replica, three sentinels; the primary killed mid-task")
    primary_port, replica_port = free_port(), free_port()
    primary = redis(procs, "sentinel-primary", primary_port)
    redis(procs, "sentinel-replica", replica_port, "--replicaof", "127.0.0.1", str(primary_port))
    sentinel_ports = sentinels(procs, OUT, "sentinel", primary_port)
    deadline = time.time() + 20
    while time.time() < deadline and "master_link_status:up" not in redis_cli(replica_port, "INFO", "replication"):
        time.sleep(0.2)
    c.check("master_link_status:up" in redis_cli(replica_port, "INFO", "replication"), "the replica follows the primary")
    time.sleep(2)  # the sentinels find the replica and each other
    y, Y = replica(procs, BIN, "sentinel-client",
                   "redis+sentinel://" + ",".join(f"127.0.0.1:{sp}" for sp in sentinel_ports) + "/tasks",
                   60000, 10000, key=key)
    read = created(c, call(Y, "export_table", {"table": "read", "seconds": 1}), "an export through Sentinel")
    read_raw, read_done = until(Y, read, ["completed"], 10)
    c.check(read_done.get("status") == "completed", "it completes; the client reads its result", read_raw)
    c.check(redis_cli(replica_port, "GET", f"toolwright:task:{read}") != "",
            "the replica holds the ended record (writes wait for its acknowledgement)")
    running = created(c, call(Y, "export_table", {"table": "running", "seconds": 6}), "a 6 s export through Sentinel")
    time.sleep(1)
    primary.kill()
    primary.wait()
    killed = time.time()
    moved = named_primary(sentinel_ports[0], replica_port, 30)
    c.check(str(replica_port) in moved, f"the sentinels fail over to the replica ({time.time() - killed:.1f} s)", moved)
    raw, after = until(Y, read, ["completed"], 15)
    c.check(after.get("result") == read_done.get("result"), "the result the client read is still readable, the same",
            f"{raw}\n{read_raw}")
    raw, ended = until(Y, running, ["completed", "failed"], 30)
    real = ended.get("result", {}).get("structuredContent") == {"table": "running", "rows": 1000}
    lost = "category=unknown_outcome" in text_of(ended)
    c.check(ended.get("status") == "completed" and (real or lost),
            f"the running task ends with its real result or as lost, never stuck ({'real result' if real else 'lost'})", raw)
    fresh = created(c, call(Y, "export_table", {"table": "fresh", "seconds": 1}), "a new export on the new primary")
    raw, done = until(Y, fresh, ["completed"], 10)
    c.check(done.get("status") == "completed", "completes on the new primary", raw)
finally:
    procs.stop_all()

sys.exit(c.close())
