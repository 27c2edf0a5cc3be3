//! When the task store fails, over Streamable HTTP, against a store that refuses, stalls,
//! forgets and keeps a clock of its own: task requests are answered within the store
//! deadline as retryable (`503`, `Retry-After`, `isRetryable` and `retryAfterMs`, the
//! store's error in the log only); a store known down is failed fast; calls that do not use
//! the store are never refused for it; a handler that ends during a stall shorter than its
//! lease is recorded with its real result; a task whose record is gone is lost to its owner
//! and unknown to anyone else; leases run on the store's clock; a graceful stop records what
//! finishes in the grace and ends the rest as lost at once; over stdio the retryable answer
//! is the same line. Real Redis, killed, stalled and flushed, and replicas with skewed
//! clocks: `scripts/tasks-replicas.sh`.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use http_support::{exchange, request, start_with, Reply, Running};
use serde_json::{json, Value};
use server_harness::masked;
use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use toolwright::auth::StaticTokens;
use toolwright::server::http::{BearerAuth, HttpConfig, SessionKey};
use toolwright::server::tasks::{MemoryTasks, StoreError, StoreFuture, TaskConfig, TaskStore};
use toolwright::server::Server;
use toolwright::{mcp_tool, tools, Caller, State};
use toolwright_tests::LogCapture;

const HEALTHY: u8 = 0;
const DOWN: u8 = 1;
const STALLED: u8 = 2;
/// Healthy, each operation taking 5 ms (a store busy under a burst).
const BUSY: u8 = 3;

/// What the store's client says when it cannot connect: it names where the store is and
/// a credential, so it must reach the log and nothing else.
const REFUSED: &str = "redis: connection refused (redis://:hunter2@10.0.0.7:6379/)";

/// A [`MemoryTasks`] that can refuse every operation, stall them (answered once it is
/// healthy again, as a stopped and resumed Redis answers), forget everything, and keep a
/// clock offset from this process's.
struct Faulty {
    inner: Mutex<Arc<MemoryTasks>>,
    mode: tokio::sync::watch::Sender<u8>,
    /// The calls about each task, by its id: a running task's runner looks at its own task
    /// every 100 ms, and a look it began before the breaker opened may reach the store
    /// after; a request about another task is counted apart from it.
    reached_by: Mutex<std::collections::HashMap<String, usize>>,
    /// Minutes the store's clock is behind this process's.
    behind_min: AtomicU64,
}

impl Default for Faulty {
    fn default() -> Self {
        Faulty {
            inner: Mutex::default(),
            mode: tokio::sync::watch::channel(HEALTHY).0,
            reached_by: Mutex::default(),
            behind_min: AtomicU64::new(0),
        }
    }
}

impl Faulty {
    fn set(&self, mode: u8) {
        self.mode.send_replace(mode);
    }

    fn flush(&self) {
        *self.inner.lock().unwrap() = Arc::default();
    }

    fn reached_by(&self, id: &str) -> usize {
        self.reached_by
            .lock()
            .unwrap()
            .get(id)
            .copied()
            .unwrap_or(0)
    }

    /// A call about the task `id`, counted; `op` gets the store and the id.
    fn ask<'a, T: Send + 'a>(
        &'a self,
        id: &str,
        op: impl FnOnce(Arc<MemoryTasks>, String) -> StoreFuture<'static, T> + Send + 'a,
    ) -> StoreFuture<'a, T> {
        let id = id.to_owned();
        *self
            .reached_by
            .lock()
            .unwrap()
            .entry(id.clone())
            .or_default() += 1;
        let mut mode = self.mode.subscribe();
        Box::pin(async move {
            let now = *mode.borrow_and_update();
            if now == DOWN {
                return Err(StoreError(REFUSED.into()));
            }
            if now == STALLED {
                let _ = mode.wait_for(|m| *m != STALLED).await;
            }
            if now == BUSY {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            let inner = Arc::clone(&self.inner.lock().unwrap());
            op(inner, id).await
        })
    }
}

impl TaskStore for Faulty {
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool> {
        self.ask(id, move |inner, id| {
            Box::pin(async move { inner.insert(&id, record, ttl).await })
        })
    }
    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>> {
        self.ask(id, |inner, id| {
            Box::pin(async move { inner.get(&id).await })
        })
    }
    fn replace<'a>(&'a self, id: &'a str, old: &'a str, new: String) -> StoreFuture<'a, bool> {
        let old = old.to_owned();
        self.ask(id, move |inner, id| {
            Box::pin(async move { inner.replace(&id, &old, new).await })
        })
    }
    fn now<'a>(&'a self, id: &'a str) -> StoreFuture<'a, u64> {
        let behind = self.behind_min.load(Ordering::SeqCst) * 60_000;
        self.ask(id, move |inner, id| {
            Box::pin(async move { Ok(inner.now(&id).await? - behind) })
        })
    }
}

struct Dropped(Arc<AtomicBool>);

impl Drop for Dropped {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

/// What the tools share: whether `forever`'s handler was dropped, how often `counted` ran.
#[derive(Default)]
struct Seen {
    dropped: Arc<AtomicBool>,
    ran: AtomicUsize,
}

/// Answers after `ms` milliseconds.
#[mcp_tool(read_only, task = "optional")]
async fn slow(ms: u64) -> Result<String, Infallible> {
    if ms > 0 {
        tokio::time::sleep(Duration::from_millis(ms)).await;
    }
    Ok(format!("slept {ms} ms"))
}

/// Runs for an hour.
#[mcp_tool(task = "optional")]
async fn forever(#[ctx] seen: State<Arc<Seen>>) -> Result<String, Infallible> {
    let _guard = Dropped(Arc::clone(&seen.dropped));
    tokio::time::sleep(Duration::from_secs(3600)).await;
    Ok("done".into())
}

/// Counts its runs, then takes a while.
#[mcp_tool(task = "optional")]
async fn counted(#[ctx] seen: State<Arc<Seen>>) -> Result<String, Infallible> {
    seen.ran.fetch_add(1, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(200)).await;
    Ok("counted".into())
}

const ALICE: &str = "tok-alice";
const BOB: &str = "tok-bob";

fn http() -> HttpConfig {
    let tokens = StaticTokens::new()
        .token(ALICE, Caller::new("alice").unwrap())
        .token(BOB, Caller::new("bob").unwrap());
    HttpConfig::new().bearer_auth(BearerAuth::new(
        tokens,
        "http://127.0.0.1/mcp",
        "https://auth.example.com",
    ))
}

fn server(
    store: &Arc<Faulty>,
    seen: &Arc<Seen>,
    config: impl Fn(TaskConfig) -> TaskConfig,
) -> Server {
    let tasks = TaskConfig::new(Arc::clone(store))
        .ttl(Duration::from_secs(60))
        .lease(Duration::from_secs(3))
        .store_timeout(Duration::from_millis(300));
    Server::new(tools![slow, forever, counted].with_state(Arc::clone(seen))).tasks(config(tasks))
}

async fn start(server: Server) -> Running {
    start_with(server, http()).await
}

fn meta(tasks: bool) -> Value {
    let mut caps = json!({});
    if tasks {
        caps["extensions"] = json!({"io.modelcontextprotocol/tasks": {}});
    }
    json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": caps,
        "io.modelcontextprotocol/clientInfo": {"name": "faults", "version": "0"},
    })
}

/// A 2026-07-28 request of the caller of `token`, with the tasks extension.
async fn post(
    addr: std::net::SocketAddr,
    token: &str,
    id: u64,
    method: &str,
    mut params: Value,
    tasks: bool,
) -> Reply {
    params["_meta"] = meta(tasks);
    let name = params
        .get("name")
        .or_else(|| params.get("taskId"))
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned();
    let bearer = format!("Bearer {token}");
    let mut headers = vec![
        ("Content-Type", "application/json"),
        ("Accept", "application/json, text/event-stream"),
        ("Authorization", bearer.as_str()),
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", method),
    ];
    if !name.is_empty() {
        headers.push(("Mcp-Name", &name));
    }
    let body = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
    exchange(addr, &request("POST", &headers, &body.to_string())).await
}

async fn call(
    addr: std::net::SocketAddr,
    token: &str,
    id: u64,
    tool: &str,
    arguments: Value,
) -> Reply {
    post(
        addr,
        token,
        id,
        "tools/call",
        json!({"name": tool, "arguments": arguments}),
        true,
    )
    .await
}

async fn get(addr: std::net::SocketAddr, token: &str, id: u64, task: &str) -> Reply {
    post(addr, token, id, "tasks/get", json!({"taskId": task}), true).await
}

async fn create(addr: std::net::SocketAddr, tool: &str, arguments: Value) -> String {
    let reply = call(addr, ALICE, 1, tool, arguments).await;
    let task = reply.json()["result"]["taskId"].as_str().map(str::to_owned);
    task.unwrap_or_else(|| panic!("a task: {}", reply.text()))
}

/// `tasks/get` until the task's status is `status`.
async fn until(addr: std::net::SocketAddr, task: &str, status: &str) -> Reply {
    for n in 0..300 {
        let reply = get(addr, ALICE, 100 + n, task).await;
        if reply.json()["result"]["status"] == status {
            return reply;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("task {task} never reached {status}");
}

/// The exact answer to a task request while the store cannot be reached.
fn unavailable(id: u64, retry_after_ms: u64) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32603,"message":"Temporarily unavailable; retry shortly (ref tw-ID)","data":{{"correlationId":"tw-ID","errorCategory":"transient","isRetryable":true,"retryAfterMs":{retry_after_ms}}}}}}}"#
    )
}

fn unknown(id: u64) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32602,"message":"Invalid params: unknown task."}}}}"#
    )
}

#[tokio::test]
async fn a_task_request_while_the_store_stalls_is_answered_503_within_the_deadline_as_retryable() {
    let (logs, _capture) = LogCapture::start();
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let running = start(server(&store, &seen, |c| c)).await;
    let task = create(running.addr, "forever", json!({})).await;
    store.set(STALLED);
    let started = Instant::now();
    let reply = get(running.addr, ALICE, 2, &task).await;
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(300) && took < Duration::from_millis(1500),
        "answered after {took:?}, the deadline being 300 ms"
    );
    assert_eq!(reply.status, 503);
    assert_eq!(reply.header("retry-after"), Some("1"));
    assert_eq!(masked(&reply.text()), unavailable(2, 300));
    let reference = reply.json()["error"]["data"]["correlationId"]
        .as_str()
        .unwrap()
        .to_owned();
    let logged = logs.text();
    assert!(
        logged
            .lines()
            .any(|l| l.contains(&reference) && l.contains("no answer within 300 ms")),
        "the log keeps why, under the reference:\n{logged}"
    );
    store.set(HEALTHY);
    running.stop().await;
}

#[tokio::test]
async fn a_refusing_store_goes_to_the_log_only_and_after_three_failures_task_requests_fail_fast() {
    let (logs, _capture) = LogCapture::start();
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let running = start(server(&store, &seen, |c| c)).await;
    let task = create(running.addr, "forever", json!({})).await;
    // A task that has ended, which no runner looks at: the request about it is the only
    // thing that could ask the store about it.
    let ended = create(running.addr, "slow", json!({"ms": 300})).await;
    until(running.addr, &ended, "completed").await;
    store.set(DOWN);
    let mut replies = Vec::new();
    for n in 0..3 {
        replies.push(get(running.addr, ALICE, 10 + n, &task).await);
    }
    let reached = store.reached_by(&ended);
    // Known down: answered without asking the store, well within the deadline.
    let started = Instant::now();
    let fast = get(running.addr, ALICE, 20, &ended).await;
    assert!(
        started.elapsed() < Duration::from_millis(200),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(fast.status, 503);
    let wait = fast.json()["error"]["data"]["retryAfterMs"]
        .as_u64()
        .unwrap();
    assert!((100..=300).contains(&wait), "the cool-down left: {wait} ms");
    assert_eq!(masked(&fast.text()), unavailable(20, wait));
    assert_eq!(
        store.reached_by(&ended),
        reached,
        "the store was not asked while known down"
    );
    replies.push(fast);
    for reply in &replies {
        assert_eq!(reply.status, 503);
        let text = reply.text();
        for secret in ["hunter2", "10.0.0.7", "redis", "refused"] {
            assert!(!text.contains(secret), "{secret} in {text}");
        }
    }
    assert!(
        logs.text().contains("hunter2@10.0.0.7"),
        "the log keeps the store's error"
    );
    // Back: after the cool-down a probe finds it, and the task is answered again.
    store.set(HEALTHY);
    tokio::time::sleep(Duration::from_millis(350)).await;
    let back = get(running.addr, ALICE, 30, &task).await;
    assert_eq!(back.status, 200, "{}", back.text());
    assert_eq!(back.json()["result"]["status"], "working");
    assert!(logs.text().contains("the task store answers again"));
    running.stop().await;
}

#[tokio::test]
async fn a_task_call_while_the_store_is_known_down_is_refused_503_before_its_handler_runs() {
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let running = start(server(&store, &seen, |c| c)).await;
    let task = create(running.addr, "forever", json!({})).await;
    store.set(DOWN);
    for n in 0..3 {
        get(running.addr, ALICE, n, &task).await;
    }
    let refused = call(running.addr, ALICE, 5, "counted", json!({})).await;
    assert_eq!(refused.status, 503);
    assert_eq!(refused.header("retry-after"), Some("1"));
    assert!(masked(&refused.text()).contains(r#""isRetryable":true"#));
    assert_eq!(
        seen.ran.load(Ordering::SeqCst),
        0,
        "the handler never ran: a retry is safe"
    );
    // A client without the extension calls the same tool directly: the store is not used.
    let direct = post(
        running.addr,
        ALICE,
        6,
        "tools/call",
        json!({"name": "counted", "arguments": {}}),
        false,
    )
    .await;
    assert_eq!(direct.status, 200);
    assert_eq!(direct.json()["result"]["content"][0]["text"], "counted");
    store.set(HEALTHY);
    running.stop().await;
}

#[tokio::test]
async fn a_task_call_on_a_store_down_or_stalled_not_yet_known_is_refused_503_and_never_runs() {
    for mode in [DOWN, STALLED] {
        let store = Arc::new(Faulty::default());
        let seen = Arc::new(Seen::default());
        let running = start(server(&store, &seen, |c| c)).await;
        store.set(mode);
        let started = Instant::now();
        let reply = call(running.addr, ALICE, 3, "counted", json!({})).await;
        assert!(started.elapsed() < Duration::from_millis(1000));
        assert_eq!(reply.status, 503, "{}", reply.text());
        let wait = reply.json()["error"]["data"]["retryAfterMs"]
            .as_u64()
            .unwrap();
        assert_eq!(masked(&reply.text()), unavailable(3, wait));
        assert_eq!(
            seen.ran.load(Ordering::SeqCst),
            0,
            "the handler never ran: the retry is safe"
        );
        store.set(HEALTHY);
        running.stop().await;
    }
}

#[tokio::test]
async fn a_burst_of_task_calls_on_a_busy_healthy_store_loses_no_task() {
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let server = server(&store, &seen, |c| c.max_waiting(4)).max_in_flight(512);
    let running = start(server).await;
    let addr = running.addr;
    store.set(BUSY);
    let calls: Vec<_> = (0..200)
        .map(|n| {
            tokio::spawn(async move { call(addr, ALICE, n, "slow", json!({"ms": 400})).await })
        })
        .collect();
    let (mut tasks, mut refused) = (Vec::new(), 0);
    for reply in calls {
        let reply = reply.await.unwrap();
        let json = reply.json();
        if reply.status == 503 {
            assert_eq!(
                json["error"]["data"]["isRetryable"],
                true,
                "{}",
                reply.text()
            );
            refused += 1;
        } else {
            assert_eq!(json["result"]["resultType"], "task", "{}", reply.text());
            tasks.push(json["result"]["taskId"].as_str().unwrap().to_owned());
        }
    }
    assert!(!tasks.is_empty(), "{refused} refused, none a task");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    for (n, task) in tasks.iter().enumerate() {
        let reply = get(addr, ALICE, 1000 + n as u64, task).await;
        let result = &reply.json()["result"];
        assert_eq!(result["status"], "completed", "{}", reply.text());
        assert_eq!(
            result["result"]["content"][0]["text"],
            "slept 400 ms",
            "no task is lost: {}",
            reply.text()
        );
    }
    store.set(HEALTHY);
    running.stop().await;
}

#[tokio::test]
async fn plain_tool_calls_all_succeed_while_hundreds_of_task_polls_wait_on_a_stalled_store() {
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let server = server(&store, &seen, |c| {
        c.store_timeout(Duration::from_secs(3)).max_waiting(8)
    })
    .max_in_flight(32);
    let running = start(server).await;
    let addr = running.addr;
    let task = create(addr, "forever", json!({})).await;
    store.set(STALLED);
    // 150 task polls and 50 plain calls, all at once, then 50 more calls while the
    // polls still wait on the store.
    let polls: Vec<_> = (0..150)
        .map(|n| {
            let task = task.clone();
            tokio::spawn(async move { get(addr, ALICE, 1000 + n, &task).await.status })
        })
        .collect();
    // Calls from a client without the tasks extension: they never use the store (a
    // task-mode call does, before its handler runs).
    let calls = |from: u64| -> Vec<_> {
        (from..from + 50)
            .map(|n| {
                tokio::spawn(async move {
                    let args = json!({"name": "slow", "arguments": {"ms": 0}});
                    post(addr, BOB, n, "tools/call", args, false).await
                })
            })
            .collect()
    };
    let first = calls(0);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let second = calls(50);
    let mut ok = 0;
    for call in first.into_iter().chain(second) {
        let reply = call.await.unwrap();
        assert_eq!(reply.status, 200, "{}", reply.text());
        assert_eq!(reply.json()["result"]["content"][0]["text"], "slept 0 ms");
        ok += 1;
    }
    assert_eq!(ok, 100);
    let mut statuses = Vec::new();
    for poll in polls {
        statuses.push(poll.await.unwrap());
    }
    assert!(
        statuses.iter().all(|s| *s == 503),
        "every poll is told to retry"
    );
    store.set(HEALTHY);
    running.stop().await;
}

#[tokio::test]
async fn a_handler_that_ends_during_a_stall_shorter_than_its_lease_is_recorded_with_its_real_result(
) {
    let (logs, _capture) = LogCapture::start();
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let running = start(server(&store, &seen, |c| c)).await;
    let task = create(running.addr, "slow", json!({"ms": 300})).await;
    store.set(STALLED);
    // The handler ends 300 ms in; its end cannot be written until the store is back.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    store.set(HEALTHY);
    let done = until(running.addr, &task, "completed").await;
    let direct = post(
        running.addr,
        ALICE,
        9,
        "tools/call",
        json!({"name": "slow", "arguments": {"ms": 300}}),
        false,
    )
    .await;
    let direct = direct.text();
    let result = &direct[direct.find(r#""result":"#).unwrap() + 9..direct.len() - 1];
    let text = done.text();
    assert!(
        text.contains(&format!(r#","result":{result}"#)),
        "the task's result is the handler's, byte for byte:\n{text}\n{direct}"
    );
    let logged = logs.text();
    assert!(
        logged.contains("the task's end could not be written; retrying"),
        "{logged}"
    );
    running.stop().await;
}

#[tokio::test]
async fn a_running_task_whose_record_the_store_lost_is_written_back_and_ends_with_its_result() {
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let running = start(server(&store, &seen, |c| c)).await;
    let addr = running.addr;
    let task = create(addr, "slow", json!({"ms": 800})).await;
    // Redis restarted empty while the handler runs.
    store.flush();
    // Anyone else, and an id never issued, learn nothing.
    assert_eq!(get(addr, BOB, 2, &task).await.text(), unknown(2));
    let never = "00".repeat(32);
    assert_eq!(get(addr, ALICE, 3, &never).await.text(), unknown(3));
    // Its owner reads it working (a placeholder, or the runner's own record back) ...
    let working = get(addr, ALICE, 4, &task).await.json();
    assert_eq!(working["result"]["status"], "working", "{working}");
    // ... and it ends with the handler's real result, not as lost.
    let done = until(addr, &task, "completed").await.json();
    assert_eq!(
        done["result"]["result"]["content"][0]["text"], "slept 800 ms",
        "{done}"
    );
    running.stop().await;
}

#[test]
fn a_task_whose_record_and_runner_are_both_gone_ends_lost_to_its_owner_until_its_ttl() {
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let config = |c: TaskConfig| c.lease(Duration::from_secs(1)).ttl(Duration::from_secs(4));
    // Two replicas sharing the session key (which seals task ids).
    let key = SessionKey::random();
    let http = || http().session_key(key.clone());
    // Replica A on a runtime of its own, gone with it as a killed process's runners are.
    let a = tokio::runtime::Runtime::new().unwrap();
    let (task, _a) = a.block_on(async {
        let a = start_with(server(&store, &seen, config), http()).await;
        (create(a.addr, "forever", json!({})).await, a)
    });
    a.shutdown_background();
    let b = tokio::runtime::Runtime::new().unwrap();
    b.block_on(async {
        let b = start_with(server(&store, &seen, config), http()).await;
        store.flush();
        assert_eq!(get(b.addr, BOB, 2, &task).await.text(), unknown(2));
        // Working on a lease of its own: a runner still alive would put its record back.
        let first = get(b.addr, ALICE, 3, &task).await.json();
        assert_eq!(first["result"]["status"], "working", "{first}");
        tokio::time::sleep(Duration::from_millis(1200)).await;
        let lost = get(b.addr, ALICE, 4, &task).await;
        assert_eq!(lost.status, 200);
        let lost = lost.json();
        assert_eq!(lost["result"]["status"], "completed");
        assert_eq!(lost["result"]["result"]["isError"], true);
        let text = lost["result"]["result"]["content"][0]["text"]
            .as_str()
            .unwrap();
        assert!(
            masked(text).starts_with("The server lost track of the task before it ended. It may have partly happened.\nCheck whether it took effect before running it again.\n[category=unknown_outcome; retryable=false; ref=tw-ID]"),
            "{text}"
        );
        // Written: read again, the same answer, reference and all.
        let again = get(b.addr, ALICE, 5, &task).await.json();
        assert_eq!(again["result"]["result"], lost["result"]["result"]);
        // Past the ttl, its owner learns nothing either.
        tokio::time::sleep(Duration::from_millis(3500)).await;
        assert_eq!(get(b.addr, ALICE, 6, &task).await.text(), unknown(6));
        b.stop().await;
    });
}

#[test]
fn leases_run_on_the_stores_clock_ten_minutes_behind_the_replicas_and_a_dead_replicas_task_still_ends_lost(
) {
    let store = Arc::new(Faulty::default());
    store.behind_min.store(10, Ordering::SeqCst);
    let seen = Arc::new(Seen::default());
    let lease = |c: TaskConfig| c.lease(Duration::from_secs(1));
    // Replica A on a runtime of its own, gone with it as a killed process's runners are.
    let a = tokio::runtime::Runtime::new().unwrap();
    let (task, _a) = a.block_on(async {
        let a = start(server(&store, &seen, lease)).await;
        (create(a.addr, "forever", json!({})).await, a)
    });
    let b = tokio::runtime::Runtime::new().unwrap();
    b.block_on(async {
        let b = start(server(&store, &seen, lease)).await;
        // Three leases on: A renews by the store's clock, and B, judging by it, sees it run.
        tokio::time::sleep(Duration::from_millis(3000)).await;
        assert_eq!(
            get(b.addr, ALICE, 2, &task).await.json()["result"]["status"],
            "working"
        );
        let inner = Arc::clone(&store.inner.lock().unwrap());
        let record: Value =
            serde_json::from_str(&inner.get(&task).await.unwrap().unwrap()).unwrap();
        let store_now = store.now(&task).await.unwrap();
        let lease_ms = record["lease"].as_u64().unwrap();
        assert!(
            lease_ms > store_now && lease_ms <= store_now + 1000,
            "the lease is on the store's clock: {lease_ms} against {store_now}"
        );
        a.shutdown_background();
        let died = Instant::now();
        // B ends the task lost within the lease and one renewal.
        let lost = loop {
            let reply = get(b.addr, ALICE, 3, &task).await.json();
            if reply["result"]["status"] == "completed" {
                break reply;
            }
            assert!(
                died.elapsed() < Duration::from_millis(1500),
                "not lost in time: {reply}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        assert!(lost["result"]["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .starts_with("The task stopped before it finished: the server running it went away."));
        b.stop().await;
    });
}

#[tokio::test]
async fn a_graceful_stop_records_tasks_that_finish_within_the_grace_and_ends_the_rest_lost_at_once()
{
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let stopping = server(&store, &seen, |c| c.lease(Duration::from_secs(30)))
        .drain_grace(Duration::from_millis(800));
    let running = start(stopping).await;
    let short = create(running.addr, "slow", json!({"ms": 300})).await;
    let long = create(running.addr, "forever", json!({})).await;
    let started = Instant::now();
    running.stop().await;
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(800) && took < Duration::from_millis(2000),
        "stopped after {took:?}"
    );
    assert!(
        seen.dropped.load(Ordering::SeqCst),
        "the unfinished handler is dropped"
    );
    // Another replica reads both at once: no lease (30 s) to wait out.
    let other = start(server(&store, &seen, |c| c)).await;
    let done = get(other.addr, ALICE, 2, &short).await.json();
    assert_eq!(done["result"]["status"], "completed");
    assert_eq!(
        done["result"]["result"]["content"][0]["text"],
        "slept 300 ms"
    );
    let lost = get(other.addr, ALICE, 3, &long).await.json();
    assert_eq!(lost["result"]["status"], "completed");
    assert!(lost["result"]["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("The task stopped before it finished: the server running it shut down. It may have partly happened."));
    other.stop().await;
}

#[tokio::test]
async fn over_stdio_a_task_request_gets_the_same_retryable_line() {
    let store = Arc::new(Faulty::default());
    let seen = Arc::new(Seen::default());
    let mut client = server_harness::Client::start(server(&store, &seen, |c| c));
    let request = |id: u64, method: &str, mut params: Value| {
        params["_meta"] = meta(true);
        json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
    };
    client
        .send(&request(
            1,
            "tools/call",
            json!({"name": "forever", "arguments": {}}),
        ))
        .await;
    let created: Value = serde_json::from_str(&client.recv_line().await).unwrap();
    let task = created["result"]["taskId"]
        .as_str()
        .expect("a task")
        .to_owned();
    store.set(DOWN);
    client
        .send(&request(2, "tasks/get", json!({"taskId": task})))
        .await;
    assert_eq!(masked(&client.recv_line().await), unavailable(2, 300));
    store.set(HEALTHY);
}

#[tokio::test]
async fn the_memory_task_store_keeps_the_store_contract() {
    toolwright::server::tasks::contract::check(&MemoryTasks::default())
        .await
        .expect("MemoryTasks keeps the TaskStore contract");
}

/// A store that breaks one rule: `replace` swaps whatever the record holds.
struct Careless(MemoryTasks);

impl TaskStore for Careless {
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool> {
        self.0.insert(id, record, ttl)
    }
    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>> {
        self.0.get(id)
    }
    fn replace<'a>(&'a self, id: &'a str, _old: &'a str, new: String) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let current = self.0.get(id).await?.unwrap_or_default();
            self.0.replace(id, &current, new).await
        })
    }
    fn now<'a>(&'a self, id: &'a str) -> StoreFuture<'a, u64> {
        self.0.now(id)
    }
}

#[tokio::test]
async fn the_store_contract_names_the_rule_a_careless_store_breaks() {
    let broken = toolwright::server::tasks::contract::check(&Careless(MemoryTasks::default()))
        .await
        .unwrap_err();
    assert_eq!(
        broken.rule,
        "replace refuses a record that changed since it was read"
    );
    assert_eq!(broken.found, "(true, Some(\"three\"))");
}
