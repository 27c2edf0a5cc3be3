//! Tasks and keyed calls through one replica and a real Redis, against plain calls on the
//! same replica; bursts of task-mode calls at once; and the latency of a task request once
//! Redis is gone, against the store deadline (`scripts/bench-tasks.sh` starts Redis and runs
//! this; the tables go to BENCHMARKS.md).
//!
//! ```sh
//! tasks_load REDIS_URL REDIS_PID [SECONDS] [CONNECTIONS] [BURST] [ROUNDS]
//! ```
//!
//! One server (one tokio worker thread) with four tools: `plain`, answered at once; `job`, a
//! task tool whose handler yields once (so every call becomes a task) and then ends;
//! `keyed`, a tool with an idempotency key whose handler answers at once; and `slow`, a task
//! tool whose handler sleeps 200 ms. Its tasks and its keys live in the same Redis, on one
//! connection (`store::Redis::connect` once, given to `Server::store`).
//! The server's limits are the defaults but for the connections it serves at once (2,048,
//! not 1,024, so that a burst's connections are all served).
//!
//! CONNECTIONS keep-alive connections (16) drive, in turn, one second of each of these, and
//! again, SECONDS (5) times (interleaved, so that a machine whose speed drifts, as a shared
//! one's does by half within minutes, gives each the same share of it; each rate is its calls
//! over its slices' time):
//!
//! 1. plain calls (`tools/call plain`, a 2026-07-28 request without the tasks extension);
//! 2. tasks (`tools/call job` with the extension, then `tasks/get` at once until
//!    `completed`: one task is created, run, recorded in Redis and read back);
//! 3. keyed calls, each with a new key (`tools/call keyed`: the key claimed in Redis, the
//!    handler run, its outcome kept), answered unmarked with their own result;
//! 4. replayed keyed calls: each connection sends again, in turn, the keys it used in 3 so
//!    far, answered with the kept outcome, marked `"dev.toolwright/replay": true`.
//!
//! Then ROUNDS (3) bursts: BURST (1,500) connections opened beforehand each send one
//! task-mode `tools/call slow` at the same moment. A call's create latency is from its
//! request's first byte sent to its `resultType: task` answer; a call refused with the
//! retryable `503` (`Retry-After`: every request slot taken, or the store's cap) is counted
//! and sent again after the wait it was told (`retryAfterMs`, else `Retry-After`), and its
//! latency is that of the attempt that made the task. Each task is then read with
//! `tasks/get`, after the `pollIntervalMs` its answers ask for, until `completed` with its
//! own result (a `503` on a read counted and retried the same way). Any other answer, a task
//! lost among them, fails the run.
//!
//! Last, Redis is killed (REDIS_PID, SIGKILL) and `tasks/get` of a known task is timed, one
//! at a time: the first answers wait on the store until the deadline (1 s), then the breaker
//! answers at once. Every answer is checked; any other fails the run.

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{json, Value};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use toolwright::server::http::HttpConfig;
use toolwright::server::tasks::TaskConfig;
use toolwright::server::Server;
use toolwright::store::Redis;
use toolwright::{mcp_tool, tools};

#[derive(Debug, Serialize, JsonSchema)]
struct Done {
    n: u64,
}

/// Answers at once.
#[mcp_tool(read_only)]
async fn plain(n: u64) -> Result<Done, Infallible> {
    Ok(Done { n })
}

/// Yields once, then answers: a task for every client that supports them.
#[mcp_tool(task = "optional")]
async fn job(n: u64) -> Result<Done, Infallible> {
    tokio::task::yield_now().await;
    Ok(Done { n })
}

/// Answers at once, once per key.
#[mcp_tool(destructive, idempotency_key = key)]
async fn keyed(key: String, n: u64) -> Result<Done, Infallible> {
    drop(key);
    Ok(Done { n })
}

/// Sleeps `SLOW`, then answers: the bursts' task.
#[mcp_tool(task = "optional")]
async fn slow(n: u64) -> Result<Done, Infallible> {
    tokio::time::sleep(SLOW).await;
    Ok(Done { n })
}

const DEADLINE: Duration = Duration::from_secs(1);
/// One slice of a throughput phase.
const SLICE: Duration = Duration::from_secs(1);
const SLOW: Duration = Duration::from_millis(200);
/// How long a burst's call or read is sent again while it is refused retryable.
const RETRY_WITHIN: Duration = Duration::from_secs(60);

/// An answer: its status, its `Retry-After` (seconds), its body.
struct Answer {
    status: u16,
    retry_after: Option<u64>,
    body: Value,
}

/// Why a request was refused retryable (a `503` with `Retry-After` and `-32603`).
#[derive(Clone, Copy)]
enum Refused {
    /// Every request slot of the server taken (`Server::max_in_flight`).
    Slots,
    /// The store's guard (its cap on waiting requests, or its breaker): `isRetryable`.
    Store,
}

impl Answer {
    /// The retryable refusal, if it is one: and how long it says to wait.
    fn refused(&self) -> Option<(Refused, Duration)> {
        let error = &self.body["error"];
        if self.status != 503 || error["code"] != -32603 {
            return None;
        }
        let after = self.retry_after?;
        let kind = if error["data"]["isRetryable"] == true {
            Refused::Store
        } else {
            Refused::Slots
        };
        let wait = error["data"]["retryAfterMs"]
            .as_u64()
            .map_or(Duration::from_secs(after), Duration::from_millis);
        Some((kind, wait))
    }
}

/// Refusals met, by kind, and by how many calls.
#[derive(Default, Clone, Copy)]
struct Refusals {
    slots: u64,
    store: u64,
    calls: u64,
}

impl Refusals {
    fn count(&mut self, kind: Refused) {
        match kind {
            Refused::Slots => self.slots += 1,
            Refused::Store => self.store += 1,
        }
    }

    /// Another call's refusals.
    fn add(&mut self, other: Refusals) {
        self.slots += other.slots;
        self.store += other.store;
        self.calls += u64::from(other.slots + other.store > 0);
    }

    /// `slots / store (calls)`.
    fn cell(&self) -> String {
        format!(
            "{} / {} ({} calls)",
            thousands(self.slots as f64),
            thousands(self.store as f64),
            thousands(self.calls as f64)
        )
    }
}

/// One keep-alive connection.
struct Conn {
    stream: TcpStream,
    buf: Vec<u8>,
}

impl Conn {
    async fn open(addr: SocketAddr) -> Conn {
        let stream = TcpStream::connect(addr).await.expect("connect");
        stream.set_nodelay(true).expect("nodelay");
        Conn {
            stream,
            buf: Vec::with_capacity(4096),
        }
    }

    /// POST one 2026-07-28 request; the status and the body.
    async fn post(&mut self, method: &str, name: &str, params: &Value) -> (u16, Value) {
        let answer = self.send(method, name, params).await;
        (answer.status, answer.body)
    }

    /// POST one 2026-07-28 request; its answer.
    async fn send(&mut self, method: &str, name: &str, params: &Value) -> Answer {
        let body =
            json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).to_string();
        let head = format!(
            "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: {method}\r\nMcp-Name: {name}\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        self.stream.write_all(head.as_bytes()).await.expect("write");
        self.stream.write_all(body.as_bytes()).await.expect("write");
        self.buf.clear();
        let end = loop {
            if let Some(end) = self.buf.windows(4).position(|w| w == b"\r\n\r\n") {
                break end;
            }
            self.fill().await;
        };
        let head = std::str::from_utf8(&self.buf[..end])
            .expect("ASCII head")
            .to_ascii_lowercase();
        let status: u16 = head[9..12].parse().expect("a status");
        let header = |name: &str| {
            head.lines()
                .find_map(|l| l.strip_prefix(name))
                .map(str::trim)
        };
        let length: usize = header("content-length:")
            .expect("content-length")
            .parse()
            .expect("a length");
        let retry_after = header("retry-after:").map(|s| s.parse().expect("Retry-After"));
        while self.buf.len() < end + 4 + length {
            self.fill().await;
        }
        let body = serde_json::from_slice(&self.buf[end + 4..end + 4 + length]).expect("JSON");
        Answer {
            status,
            retry_after,
            body,
        }
    }

    async fn fill(&mut self) {
        let mut chunk = [0u8; 4096];
        let n = self.stream.read(&mut chunk).await.expect("read");
        assert!(n > 0, "the server closed the connection");
        self.buf.extend_from_slice(&chunk[..n]);
    }
}

fn meta(tasks: bool) -> Value {
    let caps = if tasks {
        json!({"extensions": {"io.modelcontextprotocol/tasks": {}}})
    } else {
        json!({})
    };
    json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": caps,
        "io.modelcontextprotocol/clientInfo": {"name": "tasks_load", "version": "0"},
    })
}

fn call(tool: &str, tasks: bool) -> Value {
    json!({"name": tool, "arguments": {"n": 7}, "_meta": meta(tasks)})
}

fn get(task: &str) -> Value {
    json!({"taskId": task, "_meta": meta(true)})
}

/// Plain calls on one connection until `until`; how many.
async fn plain_calls(addr: SocketAddr, until: Instant) -> u64 {
    let mut conn = Conn::open(addr).await;
    let params = call("plain", false);
    let mut n = 0;
    while Instant::now() < until {
        let (status, answer) = conn.post("tools/call", "plain", &params).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["result"]["structuredContent"]["n"], 7, "{answer}");
        n += 1;
    }
    n
}

/// Tasks created, run and read back completed on one connection until `until`; how many,
/// and how many `tasks/get` that took.
async fn tasks(addr: SocketAddr, until: Instant) -> (u64, u64) {
    let mut conn = Conn::open(addr).await;
    let params = call("job", true);
    let (mut n, mut gets) = (0, 0);
    while Instant::now() < until {
        let (status, created) = conn.post("tools/call", "job", &params).await;
        assert_eq!(status, 200, "{created}");
        assert_eq!(created["result"]["resultType"], "task", "{created}");
        let task = created["result"]["taskId"]
            .as_str()
            .expect("a task")
            .to_owned();
        loop {
            let (status, got) = conn.post("tasks/get", &task, &get(&task)).await;
            assert_eq!(status, 200, "{got}");
            gets += 1;
            match got["result"]["status"].as_str() {
                Some("completed") => {
                    assert_eq!(
                        got["result"]["result"]["structuredContent"]["n"], 7,
                        "{got}"
                    );
                    break;
                }
                Some("working") => {}
                _ => panic!("{got}"),
            }
        }
        n += 1;
    }
    (n, gets)
}

/// The arguments of keyed call `i` on connection `conn`: a key of its own.
fn keyed_call(conn: usize, i: u64) -> Value {
    json!({
        "name": "keyed",
        "arguments": {"key": format!("k{conn:03}-{i:010}"), "n": i},
        "_meta": meta(false),
    })
}

/// A keyed call's answer: its own result, replayed (marked) or not.
fn check_keyed(status: u16, answer: &Value, i: u64, replay: bool) {
    assert_eq!(status, 200, "{answer}");
    let result = &answer["result"];
    assert_eq!(result["structuredContent"]["n"], i, "{answer}");
    assert_ne!(result["isError"], true, "{answer}");
    let marked = result["_meta"]["dev.toolwright/replay"] == true;
    assert_eq!(marked, replay, "replay mark: {answer}");
}

/// Keyed calls on connection `c`, each with a new key (from key `from` on), until `until`;
/// the next key's number.
async fn new_keys(addr: SocketAddr, c: usize, from: u64, until: Instant) -> u64 {
    let mut conn = Conn::open(addr).await;
    let mut n = from;
    while Instant::now() < until {
        let (status, answer) = conn.post("tools/call", "keyed", &keyed_call(c, n)).await;
        check_keyed(status, &answer, n, false);
        n += 1;
    }
    n
}

/// Keyed calls on connection `c` replaying its keys `0..used` in turn, until `until`; how
/// many.
async fn replays(addr: SocketAddr, c: usize, used: u64, until: Instant) -> u64 {
    assert!(used > 0, "connection {c} made no key to replay");
    let mut conn = Conn::open(addr).await;
    let mut n = 0;
    while Instant::now() < until {
        let i = n % used;
        let (status, answer) = conn.post("tools/call", "keyed", &keyed_call(c, i)).await;
        check_keyed(status, &answer, i, true);
        n += 1;
    }
    n
}

/// What one call of a burst met.
struct BurstCall {
    /// From its request sent to its task answer (the attempt that made the task).
    create: Duration,
    /// Refusals on `tools/call`, then on `tasks/get`.
    create_refused: Refusals,
    get_refused: Refusals,
    /// When its task was read back completed.
    completed: Instant,
}

/// `send` again while it is refused retryable, after the wait it is told (counted in
/// `refused`), within `RETRY_WITHIN` of `since`; the answer that is not a refusal, and how
/// long its attempt took.
async fn persist(
    conn: &mut Conn,
    method: &str,
    name: &str,
    params: &Value,
    refused: &mut Refusals,
    since: Instant,
) -> (Answer, Duration) {
    loop {
        let sent = Instant::now();
        let answer = conn.send(method, name, params).await;
        let took = sent.elapsed();
        match answer.refused() {
            Some((kind, wait)) => {
                assert!(
                    since.elapsed() < RETRY_WITHIN,
                    "{method} still refused after {RETRY_WITHIN:?}: {}",
                    answer.body
                );
                refused.count(kind);
                tokio::time::sleep(wait).await;
            }
            None => return (answer, took),
        }
    }
}

/// One call of a burst on `conn`: sent once `go` fires, a task made, read back completed
/// with its own result.
async fn burst_call(
    mut conn: Conn,
    n: u64,
    go: Arc<tokio::sync::Semaphore>,
    since: Arc<std::sync::OnceLock<Instant>>,
) -> BurstCall {
    let _go = go.acquire().await.expect("the go signal");
    let since = *since.get().expect("the burst's start");
    let params = json!({"name": "slow", "arguments": {"n": n}, "_meta": meta(true)});
    let (mut create_refused, mut get_refused) = (Refusals::default(), Refusals::default());
    let (created, create) = persist(
        &mut conn,
        "tools/call",
        "slow",
        &params,
        &mut create_refused,
        since,
    )
    .await;
    assert_eq!(created.status, 200, "{}", created.body);
    let result = &created.body["result"];
    assert_eq!(result["resultType"], "task", "{}", created.body);
    let task = result["taskId"].as_str().expect("a task id").to_owned();
    let mut interval =
        Duration::from_millis(result["pollIntervalMs"].as_u64().expect("pollIntervalMs"));
    loop {
        tokio::time::sleep(interval).await;
        let (got, _) = persist(
            &mut conn,
            "tasks/get",
            &task,
            &get(&task),
            &mut get_refused,
            since,
        )
        .await;
        assert_eq!(got.status, 200, "{}", got.body);
        let result = &got.body["result"];
        assert_eq!(result["taskId"], task.as_str(), "{}", got.body);
        match result["status"].as_str() {
            Some("completed") => {
                let inner = &result["result"];
                assert_ne!(inner["isError"], true, "{}", got.body);
                assert_eq!(inner["structuredContent"]["n"], n, "{}", got.body);
                break;
            }
            Some("working") => {}
            _ => panic!("task {task} (call {n}): {}", got.body),
        }
        if let Some(ms) = result["pollIntervalMs"].as_u64() {
            interval = Duration::from_millis(ms);
        }
    }
    BurstCall {
        create,
        create_refused,
        get_refused,
        completed: Instant::now(),
    }
}

/// One burst's figures.
struct Burst {
    tasks: usize,
    p50: Duration,
    p99: Duration,
    max: Duration,
    create_refused: Refusals,
    get_refused: Refusals,
    /// From the go signal to the last task read back completed.
    all_done: Duration,
}

/// `calls` connections opened, then one task-mode call on each at once (round `round`).
async fn burst(addr: SocketAddr, round: u64, calls: usize) -> Burst {
    let mut conns = Vec::with_capacity(calls);
    for _ in 0..calls {
        conns.push(Conn::open(addr).await);
    }
    let go = Arc::new(tokio::sync::Semaphore::new(0));
    let since = Arc::new(std::sync::OnceLock::new());
    let runs: Vec<_> = conns
        .into_iter()
        .enumerate()
        .map(|(i, conn)| {
            let n = round * 1_000_000 + i as u64;
            tokio::spawn(burst_call(conn, n, Arc::clone(&go), Arc::clone(&since)))
        })
        .collect();
    // Every call waits on `go`; let them all get there, then release them at once.
    tokio::task::yield_now().await;
    let started = Instant::now();
    since.set(started).expect("set once");
    go.add_permits(calls);
    let mut done = Vec::with_capacity(calls);
    for run in runs {
        done.push(run.await.expect("a burst call"));
    }
    let mut creates: Vec<Duration> = done.iter().map(|c| c.create).collect();
    creates.sort();
    let pct = |q: f64| creates[((q * (creates.len() - 1) as f64).round()) as usize];
    let (mut create_refused, mut get_refused) = (Refusals::default(), Refusals::default());
    for call in &done {
        create_refused.add(call.create_refused);
        get_refused.add(call.get_refused);
    }
    let last = done.iter().map(|c| c.completed).max().expect("a call");
    Burst {
        tasks: done.len(),
        p50: pct(0.50),
        p99: pct(0.99),
        max: *creates.last().expect("a call"),
        create_refused,
        get_refused,
        all_done: last - started,
    }
}

/// Runs `run(c)` for each of `connections` connections at once; what each returned.
async fn on_each<F, Fut>(connections: usize, run: F) -> Vec<Fut::Output>
where
    F: Fn(usize) -> Fut,
    Fut: std::future::Future + Send + 'static,
    Fut::Output: Send + 'static,
{
    let runs: Vec<_> = (0..connections).map(|c| tokio::spawn(run(c))).collect();
    let mut out = Vec::with_capacity(connections);
    for run in runs {
        out.push(run.await.expect("a connection's run"));
    }
    out
}

/// `n` rounded, its thousands separated by commas: 59962.4 -> "59,962".
fn thousands(n: f64) -> String {
    let digits = format!("{n:.0}");
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: tasks_load REDIS_URL REDIS_PID [SECONDS] [CONNECTIONS] [BURST] [ROUNDS]");
        return ExitCode::FAILURE;
    }
    let seconds: u64 = args.get(3).map_or(5, |s| s.parse().expect("seconds"));
    let connections: usize = args.get(4).map_or(16, |s| s.parse().expect("connections"));
    let burst_calls: usize = args.get(5).map_or(1500, |s| s.parse().expect("burst"));
    let rounds: u64 = args.get(6).map_or(3, |s| s.parse().expect("rounds"));
    let server_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let addr = server_rt.block_on(async {
        let redis = Redis::connect(&args[1]).await.expect("Redis");
        let config = TaskConfig::default().store_timeout(DEADLINE);
        let set = tools![plain, job, keyed, slow];
        let server = Server::new(set).store(redis).tasks(config);
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("an address");
        tokio::spawn(
            server
                .http_config(HttpConfig::new().max_connections(2048.max(burst_calls + 64)))
                .serve_http(listener, std::future::pending()),
        );
        addr
    });
    let client = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let (rates, gets_per_task, bursts, outage) = client.block_on(async {
        // SECONDS slices of one second of each kind in turn, so that a machine whose speed
        // drifts gives each kind the same share of it; each kind's rate is its calls over
        // its slices' time (from the slice's start to its last answer).
        let (mut plain, mut made, mut gets, mut replayed) = (0u64, 0u64, 0u64, 0u64);
        let mut took = [Duration::ZERO; 4];
        let mut used = vec![0u64; connections];
        for _ in 0..seconds {
            let started = Instant::now();
            let until = started + SLICE;
            plain += on_each(connections, |_| plain_calls(addr, until))
                .await
                .into_iter()
                .sum::<u64>();
            took[0] += started.elapsed();
            let started = Instant::now();
            let until = started + SLICE;
            for (n, g) in on_each(connections, |_| tasks(addr, until)).await {
                made += n;
                gets += g;
            }
            took[1] += started.elapsed();
            let started = Instant::now();
            let until = started + SLICE;
            let from = used.clone();
            used = on_each(connections, move |c| new_keys(addr, c, from[c], until)).await;
            took[2] += started.elapsed();
            let started = Instant::now();
            let until = started + SLICE;
            let keys = used.clone();
            replayed += on_each(connections, move |c| replays(addr, c, keys[c], until))
                .await
                .into_iter()
                .sum::<u64>();
            took[3] += started.elapsed();
        }
        let keyed: u64 = used.iter().sum();
        let mut bursts = Vec::new();
        for round in 1..=rounds {
            bursts.push(burst(addr, round, burst_calls).await);
        }
        // A task to ask about, then Redis gone.
        let mut conn = Conn::open(addr).await;
        let (_, created) = conn.post("tools/call", "job", &call("job", true)).await;
        let task = created["result"]["taskId"]
            .as_str()
            .expect("a task")
            .to_owned();
        let killed = std::process::Command::new("kill")
            .args(["-9", &args[2]])
            .status()
            .expect("kill");
        assert!(killed.success(), "kill -9 {}", args[2]);
        tokio::time::sleep(Duration::from_millis(50)).await;
        let mut outage = Vec::new();
        for _ in 0..20 {
            let started = Instant::now();
            let (status, answer) = conn.post("tasks/get", &task, &get(&task)).await;
            outage.push(started.elapsed());
            assert_eq!(status, 503, "{answer}");
            assert_eq!(answer["error"]["data"]["isRetryable"], true, "{answer}");
        }
        let rate = |n: u64, took: Duration| n as f64 / took.as_secs_f64();
        (
            [
                rate(plain, took[0]),
                rate(made, took[1]),
                rate(keyed, took[2]),
                rate(replayed, took[3]),
            ],
            gets as f64 / made.max(1) as f64,
            bursts,
            outage,
        )
    });
    let [plain_rate, task_rate, keyed_rate, replay_rate] = rates;
    let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
    let slowest = outage.iter().map(ms).fold(0.0, f64::max);
    let mut fast: Vec<f64> = outage[5..].iter().map(ms).collect();
    fast.sort_by(f64::total_cmp);
    let median_fast = fast[fast.len() / 2];
    println!(
        "| what ({connections} connections, {seconds} one-second slices of each, interleaved) | figure | ratio |"
    );
    println!("|---|---:|---:|");
    println!(
        "| plain calls per second, one replica | {} | 1.00x |",
        thousands(plain_rate)
    );
    println!(
        "| tasks created, run and read back completed per second, same replica, Redis | {} | {:.2}x |",
        thousands(task_rate),
        task_rate / plain_rate
    );
    println!(
        "| keyed calls per second, a new key each (claimed, run, kept), same replica, Redis | {} | {:.2}x |",
        thousands(keyed_rate),
        keyed_rate / plain_rate
    );
    println!(
        "| replayed keyed calls per second (the kept outcome answered), same replica, Redis | {} | {:.2}x |",
        thousands(replay_rate),
        replay_rate / plain_rate
    );
    println!("| `tasks/get` per task until completed | {gets_per_task:.2} | |");
    println!(
        "| Redis killed: slowest `tasks/get` answer, of 20 | {slowest:.1} ms | {:.2}x the deadline |",
        slowest / ms(&DEADLINE)
    );
    println!(
        "| Redis killed: median answer once the breaker is open | {median_fast:.2} ms | {:.5}x the deadline |",
        median_fast / ms(&DEADLINE)
    );
    println!();
    println!(
        "| burst ({} task calls at once, a {} ms handler) | tasks read back completed | create p50 | create p99 | create max | `503` on create, retried: slots / store (calls) | `503` on `tasks/get`, retried: slots / store (calls) | all completed after |",
        thousands(burst_calls as f64),
        SLOW.as_millis()
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (i, b) in bursts.iter().enumerate() {
        println!(
            "| {} | {} of {} | {:.1} ms | {:.1} ms | {:.1} ms | {} | {} | {:.2} s |",
            i + 1,
            thousands(b.tasks as f64),
            thousands(burst_calls as f64),
            ms(&b.p50),
            ms(&b.p99),
            ms(&b.max),
            b.create_refused.cell(),
            b.get_refused.cell(),
            b.all_done.as_secs_f64(),
        );
    }
    server_rt.shutdown_background();
    ExitCode::SUCCESS
}
