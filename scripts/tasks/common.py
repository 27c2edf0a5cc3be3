"""What the task store scripts share: starting real redis-server processes and replicas of
the tasks example, 2026-07-28 requests, checks that print `ok` or `FAIL`.

Python's standard library only.
"""

import http.client
import json
import os
import re
import socket
import subprocess
import time

EXT = "io.modelcontextprotocol/tasks"
SECRETS = ["acme-corp", "/etc/warehouse", "key.json"]


class Checks:
    def __init__(self, name):
        self.name = name
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"  ok    {what}", flush=True)
        else:
            self.failed += 1
            print(f"  FAIL  {what}: {str(detail)[:600]}", flush=True)
        return ok

    def close(self):
        print(f"{self.name}: {self.passed} passed, {self.failed} failed", flush=True)
        return 1 if self.failed else 0


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def free_cluster_port():
    """A free port whose cluster bus port (the port + 10000) is free and valid too."""
    for _ in range(200):
        port = free_port()
        if port + 10000 > 65535:
            continue
        s = socket.socket()
        try:
            s.bind(("127.0.0.1", port + 10000))
            return port
        except OSError:
            continue
        finally:
            s.close()
    raise RuntimeError("no free port pair for a cluster node")


class Processes:
    """Every process a script starts, stopped at the end whatever happens."""

    def __init__(self, out):
        self.out = out
        self.all = []

    def start(self, name, argv, env=None):
        log = open(os.path.join(self.out, f"{name}.log"), "w")
        p = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                             env={**os.environ, **(env or {})})
        p.log_path = log.name
        self.all.append(p)
        return p

    def stop_all(self):
        for p in self.all:
            if p.poll() is None:
                try:
                    os.kill(p.pid, 18)  # SIGCONT: a stopped process cannot die of SIGKILL's
                except OSError:
                    pass
                p.kill()
                p.wait()


def redis(procs, name, port, *extra):
    # Its own snapshot file in the run's folder: a replica's sync writes one even without
    # `save`, and none may land in the working tree or be read by another server.
    p = procs.start(name, ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                           "--appendonly", "no", "--dir", os.path.abspath(procs.out), "--dbfilename",
                           f"{name}.rdb", *extra])
    wait_for_redis(port)
    return p


def redis_cli(port, *args):
    return subprocess.run(["redis-cli", "-p", str(port), *args], capture_output=True, text=True,
                          timeout=30).stdout.strip()


def wait_for_redis(port, within=10):
    deadline = time.time() + within
    while time.time() < deadline:
        if redis_cli(port, "ping") == "PONG":
            return
        time.sleep(0.05)
    raise RuntimeError(f"redis on {port} did not start")


def replica(procs, binary, name, url, ttl_ms, lease_ms, timeout_ms=1000, drain_ms=5000, key=None, prefix=None,
            extra_env=None):
    """A replica of the tasks example on a free port; returns (process, endpoint URL)."""
    env = {
        "TOOLWRIGHT_REDIS_URL": url,
        "TOOLWRIGHT_TASK_TTL_MS": str(ttl_ms),
        "TOOLWRIGHT_TASK_LEASE_MS": str(lease_ms),
        "TOOLWRIGHT_TASK_STORE_TIMEOUT_MS": str(timeout_ms),
        "TOOLWRIGHT_DRAIN_MS": str(drain_ms),
        "RUST_LOG": "info",
    }
    if key:
        env["TOOLWRIGHT_SESSION_KEY"] = key
    env.update(extra_env or {})
    argv = [binary, "127.0.0.1:0"]
    if prefix:
        argv = [*prefix, *argv]
    p = procs.start(name, argv, env)
    deadline = time.time() + 30
    while time.time() < deadline:
        with open(p.log_path) as f:
            m = re.search(r"http://127\.0\.0\.1:[0-9]+/mcp", f.read())
        if m:
            return p, m.group(0)
        if p.poll() is not None:
            break
        time.sleep(0.05)
    with open(p.log_path) as f:
        raise RuntimeError(f"replica {name} did not start:\n{f.read()}")


def meta(tasks=True):
    caps = {"elicitation": {}}
    if tasks:
        caps["extensions"] = {EXT: {}}
    return {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": caps,
        "io.modelcontextprotocol/clientInfo": {"name": "task-store-faults", "version": "0"},
    }


_next = [0]


def post(url, method, params, name=None, timeout=30, extra_headers=None):
    """A 2026-07-28 request on a new connection; returns (status, headers, raw, parsed)."""
    _next[0] += 1
    body = json.dumps({"jsonrpc": "2.0", "id": _next[0], "method": method, "params": params})
    headers = {
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": method,
    }
    if name is not None:
        headers["Mcp-Name"] = name
    headers.update(extra_headers or {})
    host, rest = url[len("http://"):].split("/", 1)
    conn = http.client.HTTPConnection(host, timeout=timeout)
    try:
        conn.request("POST", "/" + rest, body=body, headers=headers)
        response = conn.getresponse()
        raw = response.read().decode()
        status, got_headers = response.status, {k.lower(): v for k, v in response.getheaders()}
    finally:
        conn.close()
    if raw.startswith("event:") or raw.startswith("data:"):
        raw = [l[6:] for l in raw.splitlines() if l.startswith("data: ")][-1]
    return status, got_headers, raw, json.loads(raw)


def call(url, tool, arguments, tasks=True):
    return post(url, "tools/call", {"name": tool, "arguments": arguments, "_meta": meta(tasks)}, tool)


def task(url, method, task_id, **extra):
    return post(url, method, {"taskId": task_id, "_meta": meta(), **extra}, task_id)


def created(checks, answer, what):
    _, _, raw, got = answer
    result = got.get("result", {})
    checks.check(result.get("resultType") == "task" and len(result.get("taskId", "")) == 64, f"{what}: a task", raw)
    return result.get("taskId", "")


def until(url, task_id, statuses, within=15.0):
    """`tasks/get` until the status is one of `statuses` (a 503 is retried after its
    Retry-After, as a client would); returns (raw, result)."""
    deadline = time.time() + within
    raw, got = "", {}
    while time.time() < deadline:
        status, headers, raw, got = task(url, "tasks/get", task_id)
        if got.get("result", {}).get("status") in statuses:
            return raw, got["result"]
        time.sleep(0.1)
    return raw, got.get("result", got)


def text_of(result):
    return (result.get("result", {}).get("content") or [{}])[0].get("text", "")


def haproxy(procs, binary, out, name, urls, port=None):
    """haproxy on `port` (a free one by default) in front of the replicas at `urls`, round
    robin; returns its MCP endpoint once it accepts connections."""
    port = port or free_port()
    cfg = os.path.join(out, f"{name}.cfg")
    servers = "\n".join(f"    server r{i} {u[len('http://'):-len('/mcp')]}" for i, u in enumerate(urls))
    with open(cfg, "w") as f:
        f.write(f"""global
    maxconn 4096
defaults
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
    procs.start(name, [binary, "-db", "-f", cfg])
    deadline = time.time() + 5
    while time.time() < deadline:
        try:
            http.client.HTTPConnection("127.0.0.1", port, timeout=1).connect()
            break
        except OSError:
            time.sleep(0.05)
    return f"http://127.0.0.1:{port}/mcp"


def sentinels(procs, out, name, primary_port, n=3):
    """`n` redis-sentinel processes watching the primary on `primary_port` as service
    `tasks` (quorum 2, down after 1 s, failover timeout 5 s); returns their ports."""
    ports = [free_port() for _ in range(n)]
    for sp in ports:
        conf = os.path.join(out, f"{name}-{sp}.conf")
        with open(conf, "w") as f:
            f.write(f"port {sp}\nbind 127.0.0.1\ndir {os.path.abspath(out)}\n"
                    f"sentinel monitor tasks 127.0.0.1 {primary_port} 2\n"
                    "sentinel down-after-milliseconds tasks 1000\n"
                    "sentinel failover-timeout tasks 5000\n"
                    "sentinel parallel-syncs tasks 1\n")
        procs.start(f"{name}-{sp}", ["redis-sentinel", conf])
        wait_for_redis(sp)
    return ports


def named_primary(sentinel_port, port, within):
    """Ask the sentinel on `sentinel_port` which primary it names for `tasks` until it names
    the server on `port` (within `within` seconds); returns its last answer."""
    deadline = time.time() + within
    named = ""
    while time.time() < deadline:
        named = redis_cli(sentinel_port, "SENTINEL", "get-master-addr-by-name", "tasks")
        if str(port) in named:
            break
        time.sleep(0.1)
    return named
