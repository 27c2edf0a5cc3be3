//! Idempotency keys (`#[mcp_tool(idempotency_key = arg)]`): per caller and tool, a key's
//! first call runs the handler and later calls with it never do. A repeat with the same
//! arguments gets the stored outcome, byte for byte but for the id and the replay mark; one
//! with other arguments is a `conflict`; one while the first runs waits for it, or is told
//! to retry; after a cancelled or timed-out first call, `unknown_outcome` (the timed-out
//! call answers so itself); an internal failure, or one the model is told is retryable,
//! keeps nothing, so its retry runs; a replay is shaped for its own request's era; a
//! task-mode call with a used key ends with the first call's outcome; a key store that
//! stalls refuses a keyed call as retryable within its deadline (then at once) and never
//! runs it; two sets sharing one store answer a key the same. Over stdio in both eras, over Streamable HTTP, and in process under concurrency. The handler's runs are counted by the handler itself.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use serde_json::{json, Value};
use server_harness::{masked, stateless_meta, Client};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use toolwright::idempotency::{Claim, End, IdempotencyConfig, KeyStatus, KeyStore, MemoryKeys};
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;
use toolwright::store::StoreFuture;
use toolwright::{mcp_tool, tools, CallOptions, Caller, Era, Outcome, State, ToolError, ToolSet};

/// How many times each key's handler ran.
#[derive(Default)]
struct Runs(Mutex<HashMap<String, usize>>, AtomicUsize);

impl Runs {
    fn of(&self, key: &str) -> usize {
        self.0.lock().unwrap().get(key).copied().unwrap_or(0)
    }

    fn ran(&self, key: &str) {
        *self.0.lock().unwrap().entry(key.to_owned()).or_default() += 1;
        self.1.fetch_add(1, Ordering::SeqCst);
    }
}

#[derive(Debug, thiserror::Error, ToolError)]
enum ChargeError {
    #[error("card declined for {amount_cents}")]
    #[error_kind(operational, category = "business", message = "The card was declined.")]
    Declined { amount_cents: u64 },
    #[error("ledger write failed")]
    #[error_kind(internal)]
    Ledger,
    #[error("the card network did not answer")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The card network is busy."
    )]
    NetworkBusy,
    #[error("the bank timed out")]
    #[error_kind(
        operational,
        category = "timeout",
        message = "The bank did not answer in time; nothing was charged."
    )]
    BankTimedOut,
}

/// Charge a card, once per key.
#[mcp_tool(destructive, idempotency_key = charge_id)]
async fn charge(
    #[ctx] runs: State<Arc<Runs>>,
    /// The client's key for this charge.
    charge_id: String,
    /// Amount in cents.
    amount_cents: u64,
    /// How long the charge takes, in milliseconds.
    ms: Option<u64>,
) -> Result<String, ChargeError> {
    runs.ran(&charge_id);
    if let Some(ms) = ms {
        tokio::time::sleep(Duration::from_millis(ms)).await;
    }
    match amount_cents {
        13 => Err(ChargeError::Declined { amount_cents }),
        66 => Err(ChargeError::Ledger),
        // Told retryable on the key's first run only: the retry succeeds.
        503 if runs.of(&charge_id) == 1 => Err(ChargeError::NetworkBusy),
        504 if runs.of(&charge_id) == 1 => Err(ChargeError::BankTimedOut),
        _ => Ok(format!("Charged {amount_cents} cents.")),
    }
}

/// Tip, with an optional key.
#[mcp_tool(destructive, timeout_ms = 200, idempotency_key = tip_id)]
async fn tip(
    #[ctx] runs: State<Arc<Runs>>,
    tip_id: Option<String>,
    ms: u64,
) -> Result<String, ChargeError> {
    runs.ran(tip_id.as_deref().unwrap_or_default());
    tokio::time::sleep(Duration::from_millis(ms)).await;
    Ok(format!("tipped ({})", tip_id.unwrap_or_default()))
}

fn set(runs: &Arc<Runs>) -> ToolSet {
    tools![charge, tip]
        .with_state(Arc::clone(runs))
        .with_default_timeout(Duration::from_secs(5))
}

fn runs() -> Arc<Runs> {
    Arc::new(Runs::default())
}

fn call(id: u64, name: &str, args: Value, stateless: bool) -> Value {
    let mut params = json!({"name": name, "arguments": args});
    if stateless {
        params["_meta"] = stateless_meta();
    }
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params})
}

/// A line with the replay mark taken out (references kept: a replay carries the first
/// call's).
fn unmarked(line: &str) -> String {
    line.replace(r#""dev.toolwright/replay":true,"#, "")
        .replace(r#","dev.toolwright/replay":true"#, "")
        .replace(r#","_meta":{"dev.toolwright/replay":true}"#, "")
}

#[tokio::test]
async fn over_stdio_a_repeated_key_replays_the_first_outcome_in_both_eras() {
    for stateless in [false, true] {
        let runs = runs();
        let mut client = Client::start(Server::new(set(&runs)));
        if !stateless {
            client.handshake().await;
        }
        let mut lines = Vec::new();
        for (id, key, amount) in [
            (1, "k-1", 500),
            (2, "k-1", 500),
            (3, "k-2", 13),
            (4, "k-2", 13),
        ] {
            let args = json!({"charge_id": key, "amount_cents": amount});
            client.send(&call(id, "charge", args, stateless)).await;
            lines.push(client.recv_line().await);
        }
        assert_eq!(runs.of("k-1"), 1, "{lines:#?}");
        assert_eq!(runs.of("k-2"), 1, "{lines:#?}");
        // The replay is the first answer: the same bytes but for the id and the mark.
        for (first, again) in [(0, 1), (2, 3)] {
            assert!(
                !lines[first].contains("dev.toolwright/replay"),
                "{}",
                lines[first]
            );
            assert!(
                lines[again].contains(r#""dev.toolwright/replay":true"#),
                "{}",
                lines[again]
            );
            assert_eq!(
                unmarked(&lines[again]).replacen(&format!(r#""id":{}"#, again + 1), r#""id":0"#, 1),
                unmarked(&lines[first]).replacen(&format!(r#""id":{}"#, first + 1), r#""id":0"#, 1),
            );
        }
        let want = if stateless {
            r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"Charged 500 cents."}],"_meta":{"dev.toolwright/replay":true,"io.modelcontextprotocol/serverInfo":{"name":"toolwright","version":"0.2.0"}},"resultType":"complete"}}"#
        } else {
            r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"Charged 500 cents."}],"_meta":{"dev.toolwright/replay":true}}}"#
        };
        assert_eq!(lines[1], want);
    }
}

#[tokio::test]
async fn the_same_key_with_other_arguments_never_runs_and_echoes_no_value() {
    let runs = runs();
    let set = set(&runs);
    let first = set
        .call("charge", json!({"charge_id": "k-9", "amount_cents": 700}))
        .await;
    assert!(matches!(first, Outcome::Result(ref r) if !r.is_error));
    let other = set
        .call("charge", json!({"charge_id": "k-9", "amount_cents": 98765}))
        .await;
    assert_eq!(runs.of("k-9"), 1);
    let line = masked(&other.to_response(&json!(1)));
    assert_eq!(
        line,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"This idempotency key was already used for a request with other arguments; this call did not run.\nUse a new key for a new request, or send exactly the arguments of the key's first call to get its outcome.\n[category=conflict; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"conflict","isRetryable":false,"suggestedAction":"Use a new key for a new request, or send exactly the arguments of the key's first call to get its outcome."}}}}"#
    );
    assert!(!line.contains("98765") && !line.contains("k-9"));
}

#[tokio::test]
async fn two_hundred_concurrent_calls_with_one_key_run_the_handler_once_and_agree() {
    let runs = runs();
    let set = Arc::new(set(&runs));
    let args = json!({"charge_id": "k-many", "amount_cents": 4200, "ms": 100});
    let calls: Vec<_> = (0..200)
        .map(|_| {
            let (set, args) = (Arc::clone(&set), args.clone());
            tokio::spawn(async move { set.call("charge", args).await })
        })
        .collect();
    let mut outcomes = Vec::new();
    for c in calls {
        outcomes.push(unmarked(&c.await.unwrap().to_response(&json!(1))));
    }
    assert_eq!(runs.of("k-many"), 1);
    assert!(
        outcomes.iter().all(|o| *o == outcomes[0]),
        "{:?}",
        outcomes[0]
    );
    assert!(
        outcomes[0].contains("Charged 4200 cents."),
        "{}",
        outcomes[0]
    );
}

#[tokio::test]
async fn a_call_whose_first_call_runs_past_the_wait_is_told_to_retry_and_does_not_run() {
    let runs = runs();
    let set = Arc::new(set(&runs));
    // `tip` times out at 200 ms: a second call waits that long for the first, then answers.
    let first = {
        let set = Arc::clone(&set);
        tokio::spawn(async move { set.call("tip", json!({"tip_id": "t-1", "ms": 150})).await })
    };
    tokio::time::sleep(Duration::from_millis(20)).await;
    let waited = set.call("tip", json!({"tip_id": "t-1", "ms": 150})).await;
    let first = first.await.unwrap();
    assert_eq!(runs.1.load(Ordering::SeqCst), 1);
    assert_eq!(
        unmarked(&waited.to_response(&json!(1))),
        unmarked(&first.to_response(&json!(1)))
    );
    // A first call longer than the wait (a tool with no timeout waits
    // `IdempotencyConfig::wait`): the second is told to retry shortly.
    let runs = self::runs();
    let set = Arc::new(
        tools![charge]
            .with_state(Arc::clone(&runs))
            .with_idempotency(IdempotencyConfig::default().wait(Duration::from_millis(100))),
    );
    let args = json!({"charge_id": "k-slow", "amount_cents": 1, "ms": 2_000});
    let long = {
        let (set, args) = (Arc::clone(&set), args.clone());
        tokio::spawn(async move { set.call("charge", args).await })
    };
    tokio::time::sleep(Duration::from_millis(20)).await;
    let busy = masked(&set.call("charge", args).await.to_response(&json!(1)));
    assert!(
        busy.contains(r"still running; this call did not run.\nRetry with the same key and arguments shortly to get its outcome.\n[category=transient; retryable=true; retry_after_ms=1000; ref=tw-ID]"),
        "{busy}"
    );
    assert_eq!(runs.of("k-slow"), 1);
    long.abort();
}

#[tokio::test]
async fn after_a_cancelled_or_timed_out_first_call_the_key_answers_unknown_outcome() {
    let runs = runs();
    let set = Arc::new(set(&runs));
    // Cancelled: the first call's future dropped mid-run.
    let first = set.call(
        "charge",
        json!({"charge_id": "k-c", "amount_cents": 5, "ms": 1_000}),
    );
    assert!(tokio::time::timeout(Duration::from_millis(50), first)
        .await
        .is_err());
    let again = set
        .call(
            "charge",
            json!({"charge_id": "k-c", "amount_cents": 5, "ms": 1_000}),
        )
        .await;
    let again = masked(&again.to_response(&json!(1)));
    assert!(
        again.contains("interrupted before it answered; it may have taken effect"),
        "{again}"
    );
    assert!(
        again.contains("[category=unknown_outcome; retryable=false; ref=tw-ID]"),
        "{again}"
    );
    assert_eq!(runs.of("k-c"), 1);
    // Timed out: `tip` gives up at 200 ms. The call itself is told it may have taken effect
    // and to use a new key (not "retry later", which its key would refuse)...
    let timed = set
        .call("tip", json!({"tip_id": "t-slow", "ms": 400}))
        .await;
    assert_eq!(
        masked(&timed.to_response(&json!(1))),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The tool did not finish within 200 ms; it may have taken effect.\nCheck whether it took effect, then use a new key to try again.\n[category=unknown_outcome; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"unknown_outcome","isRetryable":false,"suggestedAction":"Check whether it took effect, then use a new key to try again."}}}}"#
    );
    // ... and its retry with the key is in doubt, told the same.
    let after = set
        .call("tip", json!({"tip_id": "t-slow", "ms": 400}))
        .await;
    assert_eq!(
        masked(&after.to_response(&json!(1))),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The first call with this idempotency key was interrupted before it answered; it may have taken effect. This call did not run.\nCheck whether it took effect, then use a new key.\n[category=unknown_outcome; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"unknown_outcome","isRetryable":false,"suggestedAction":"Check whether it took effect, then use a new key."}}}}"#
    );
    assert_eq!(
        runs.1.load(Ordering::SeqCst),
        2,
        "each key's handler ran once"
    );
    // A call without a key that times out is told to retry later, as before.
    let unkeyed = set.call("tip", json!({"ms": 400})).await;
    assert!(
        masked(&unkeyed.to_response(&json!(1))).contains(r"The tool did not finish within 200 ms.\nRetry later, or ask for less work in one call.\n[category=timeout; retryable=true; ref=tw-ID]"),
        "{unkeyed:?}"
    );
}

#[tokio::test]
async fn a_failure_told_retryable_is_not_kept_so_the_retry_with_its_key_runs() {
    let runs = runs();
    let set = set(&runs);
    // `transient`, from the handler: the model is told to retry, and its retry runs.
    let args = json!({"charge_id": "k-busy", "amount_cents": 503});
    let busy = set.call("charge", args.clone()).await;
    assert_eq!(
        masked(&busy.to_response(&json!(1))),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The card network is busy.\n[category=transient; retryable=true; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"transient","isRetryable":true}}}}"#
    );
    let retried = set.call("charge", args.clone()).await;
    assert_eq!(
        retried.to_response(&json!(2)),
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"Charged 503 cents."}]}}"#
    );
    assert_eq!(runs.of("k-busy"), 2, "the retry ran");
    // Its success is the key's outcome from then on.
    let again = set.call("charge", args).await;
    assert_eq!(
        again.to_response(&json!(3)),
        r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"Charged 503 cents."}],"_meta":{"dev.toolwright/replay":true}}}"#
    );
    assert_eq!(runs.of("k-busy"), 2);
    // The handler's own `timeout` answer, retryable by its category: not kept either.
    let args = json!({"charge_id": "k-bank", "amount_cents": 504});
    let bank = set.call("charge", args.clone()).await;
    assert_eq!(
        masked(&bank.to_response(&json!(1))),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The bank did not answer in time; nothing was charged.\n[category=timeout; retryable=true; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true}}}}"#
    );
    let retried = set.call("charge", args).await;
    assert_eq!(
        retried.to_response(&json!(2)),
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"Charged 504 cents."}]}}"#
    );
    assert_eq!(runs.of("k-bank"), 2, "the retry ran");
    // A failure told not to retry (`business`) is kept: its retry is the replay.
    let args = json!({"charge_id": "k-declined", "amount_cents": 13});
    let declined = masked(
        &set.call("charge", args.clone())
            .await
            .to_response(&json!(1)),
    );
    let replay = masked(&set.call("charge", args).await.to_response(&json!(1)));
    assert_eq!(
        replay,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The card was declined.\n[category=business; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"business","isRetryable":false},"dev.toolwright/replay":true}}}"#
    );
    assert_eq!(unmarked(&replay), declined);
    assert_eq!(runs.of("k-declined"), 1);
}

#[tokio::test]
async fn an_internal_failure_keeps_nothing_and_a_call_without_a_key_always_runs() {
    let runs = runs();
    let set = set(&runs);
    for _ in 0..2 {
        let outcome = set
            .call("charge", json!({"charge_id": "k-bug", "amount_cents": 66}))
            .await;
        assert!(matches!(outcome, Outcome::Error(ref e) if e.code == -32603));
    }
    assert_eq!(
        runs.of("k-bug"),
        2,
        "an internal failure is not kept: the next call runs"
    );
    for _ in 0..2 {
        let outcome = set.call("tip", json!({"ms": 1})).await;
        assert!(matches!(outcome, Outcome::Result(ref r) if !r.is_error));
    }
    assert_eq!(runs.1.load(Ordering::SeqCst), 4);
}

#[tokio::test]
async fn keys_belong_to_their_caller() {
    let runs = runs();
    let set = set(&runs);
    let as_caller = |name: &str| CallOptions::default().with_caller(Caller::new(name).unwrap());
    let args = json!({"charge_id": "k-shared", "amount_cents": 10});
    for who in ["alice", "bob", "alice"] {
        let outcome = set.call_with("charge", args.clone(), as_caller(who)).await;
        assert!(matches!(outcome, Outcome::Result(ref r) if !r.is_error));
    }
    assert_eq!(runs.of("k-shared"), 2, "alice once, bob once");
}

#[tokio::test]
async fn over_streamable_http_a_repeated_key_is_replayed_as_over_stdio() {
    let runs = runs();
    let running = http_support::start_with(Server::new(set(&runs)), HttpConfig::new()).await;
    let args = json!({"name": "charge", "arguments": {"charge_id": "k-h", "amount_cents": 300}});
    let first = http_support::stateless(running.addr, 1, "tools/call", args.clone()).await;
    let again = http_support::stateless(running.addr, 1, "tools/call", args).await;
    assert_eq!((first.status, again.status), (200, 200));
    assert_eq!(runs.of("k-h"), 1);
    assert!(
        again.text().contains(r#""dev.toolwright/replay":true"#),
        "{}",
        again.text()
    );
    assert_eq!(unmarked(&again.text()), unmarked(&first.text()));
    running.stop().await;
}

#[tokio::test]
async fn an_empty_or_overlong_key_is_a_validation_failure_and_does_not_run() {
    let runs = runs();
    let set = set(&runs);
    let long = "k".repeat(256);
    for key in ["", long.as_str()] {
        let outcome = set
            .call("charge", json!({"charge_id": key, "amount_cents": 1}))
            .await;
        let line = masked(&outcome.to_response(&json!(1)));
        assert_eq!(
            line,
            r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The idempotency key must be 1 to 255 bytes long; this call did not run.\nSend a key of 1 to 255 bytes (a UUID is 36), made once for this request and sent again with its retries.\n[category=validation; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"validation","isRetryable":false,"suggestedAction":"Send a key of 1 to 255 bytes (a UUID is 36), made once for this request and sent again with its retries."}}}}"#
        );
    }
    assert_eq!(runs.1.load(Ordering::SeqCst), 0);
    // 255 bytes is a key.
    let edge = "k".repeat(255);
    let outcome = set
        .call("charge", json!({"charge_id": edge, "amount_cents": 1}))
        .await;
    assert!(matches!(outcome, Outcome::Result(ref r) if !r.is_error));
}

/// Transfer money, as a task when the client takes one, once per key.
#[mcp_tool(destructive, task = "optional", idempotency_key = transfer_id)]
async fn transfer(
    #[ctx] runs: State<Arc<Runs>>,
    transfer_id: String,
    ms: u64,
) -> Result<String, ChargeError> {
    runs.ran(&transfer_id);
    tokio::time::sleep(Duration::from_millis(ms)).await;
    Ok(format!("transferred ({transfer_id})"))
}

#[tokio::test]
async fn a_task_mode_call_with_a_used_key_ends_with_the_first_calls_outcome_and_never_runs_it_again(
) {
    use toolwright::server::tasks::{MemoryTasks, TaskConfig};
    let runs = runs();
    let set = tools![transfer].with_state(Arc::clone(&runs));
    let server = Server::new(set).tasks(TaskConfig::new(MemoryTasks::default()));
    let mut client = Client::start(server);
    let mut meta = stateless_meta();
    meta["io.modelcontextprotocol/clientCapabilities"]["extensions"] =
        json!({"io.modelcontextprotocol/tasks": {}});
    let call = |id: u64| {
        json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {
            "name": "transfer", "arguments": {"transfer_id": "t-1", "ms": 300},
            "_meta": meta.clone()}})
    };
    // The first call runs on: a task. The second, while it runs, waits for it: a task too.
    let first = ask(&mut client, call(1)).await;
    assert_eq!(first["result"]["resultType"], "task", "{first}");
    let second = ask(&mut client, call(2)).await;
    assert_eq!(second["result"]["resultType"], "task", "{second}");
    let ids = [&first, &second].map(|t| t["result"]["taskId"].as_str().unwrap().to_owned());
    assert_ne!(ids[0], ids[1]);
    let mut ended = Vec::new();
    for (n, id) in ids.iter().enumerate() {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        loop {
            let got = ask(
                &mut client,
                json!({"jsonrpc": "2.0", "id": 10 + n, "method": "tasks/get",
                "params": {"taskId": id, "_meta": meta.clone()}}),
            )
            .await;
            if got["result"]["status"] == "completed" {
                ended.push(got["result"]["result"].clone());
                break;
            }
            assert!(tokio::time::Instant::now() < deadline, "{got}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    assert_eq!(ended[0]["content"][0]["text"], "transferred (t-1)");
    assert!(
        ended[0]["_meta"].get("dev.toolwright/replay").is_none(),
        "{}",
        ended[0]
    );
    // The second task's result is the first call's, marked as a replay.
    let mut expected = ended[0].clone();
    expected["_meta"]["dev.toolwright/replay"] = json!(true);
    assert_eq!(ended[1], expected);
    // Once the first has ended, a task-mode call with the key is answered at once: no task.
    let third = ask(&mut client, call(3)).await;
    assert_eq!(third["result"]["resultType"], "complete", "{third}");
    assert_eq!(third["result"]["content"][0]["text"], "transferred (t-1)");
    assert_eq!(third["result"]["_meta"]["dev.toolwright/replay"], true);
    assert_eq!(runs.of("t-1"), 1, "the handler ran once");
}

/// A quote, at most one a minute.
#[mcp_tool(read_only, rate_limit = "1/minute")]
async fn quote() -> Result<String, ChargeError> {
    Ok("42 cents".to_owned())
}

/// One backend in memory that several servers share, as replicas share one Redis: a store
/// of each kind, handed out to each server that is given it.
#[derive(Default)]
struct Shared {
    tasks: Arc<toolwright::server::tasks::MemoryTasks>,
    keys: Arc<MemoryKeys>,
    limits: Arc<toolwright::ratelimit::MemoryLimits>,
}

impl toolwright::server::Backend for Shared {
    fn task_store(&self) -> Arc<dyn toolwright::server::tasks::TaskStore> {
        self.tasks.clone()
    }
    fn key_store(&self, _: &IdempotencyConfig) -> Arc<dyn KeyStore> {
        self.keys.clone()
    }
    fn limit_store(&self) -> Arc<dyn toolwright::ratelimit::LimitStore> {
        self.limits.clone()
    }
}

#[tokio::test]
async fn one_backend_given_to_server_store_keeps_the_tasks_keys_and_limits_of_every_server_sharing_it(
) {
    let runs = runs();
    let shared = Arc::new(Shared::default());
    let replica = || {
        let set = tools![transfer, quote].with_state(Arc::clone(&runs));
        Client::start(Server::new(set).store(Arc::clone(&shared)))
    };
    let (mut a, mut b) = (replica(), replica());
    let mut meta = stateless_meta();
    meta["io.modelcontextprotocol/clientCapabilities"]["extensions"] =
        json!({"io.modelcontextprotocol/tasks": {}});
    let call = |id: u64, name: &str, arguments: Value| {
        json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {
            "name": name, "arguments": arguments, "_meta": meta.clone()}})
    };
    // A task made on one server is read to its end on the other: one task store.
    let made = ask(
        &mut a,
        call(1, "transfer", json!({"transfer_id": "t-9", "ms": 200})),
    )
    .await;
    let id = made["result"]["taskId"]
        .as_str()
        .expect("a task")
        .to_owned();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    let ended = loop {
        let get = json!({"jsonrpc": "2.0", "id": 2, "method": "tasks/get",
                         "params": {"taskId": id, "_meta": meta.clone()}});
        let got = ask(&mut b, get).await;
        if got["result"]["status"] == "completed" {
            break got;
        }
        assert!(tokio::time::Instant::now() < deadline, "{got}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(
        ended["result"]["result"]["content"][0]["text"],
        "transferred (t-9)"
    );
    // Its key, on the other server, is replayed: one key store.
    let again = ask(
        &mut b,
        call(3, "transfer", json!({"transfer_id": "t-9", "ms": 200})),
    )
    .await;
    assert_eq!(
        again["result"]["_meta"]["dev.toolwright/replay"], true,
        "{again}"
    );
    assert_eq!(runs.of("t-9"), 1, "the handler ran once");
    // One quote a minute between them: one limit store.
    let first = ask(&mut a, call(4, "quote", json!({}))).await;
    assert_eq!(first["result"]["content"][0]["text"], "42 cents", "{first}");
    let second = ask(&mut b, call(5, "quote", json!({}))).await;
    assert_eq!(
        second["result"]["_meta"]["dev.toolwright/error"]["errorCategory"], "rate_limited",
        "{second}"
    );
    // A key store named apart on the set is left as it is: the backend's key is unknown
    // to it, and the call runs.
    let set = tools![transfer, quote]
        .with_state(Arc::clone(&runs))
        .with_key_store(IdempotencyConfig::default(), MemoryKeys::default());
    let mut apart = Client::start(Server::new(set).store(Arc::clone(&shared)));
    let mut direct = call(6, "transfer", json!({"transfer_id": "t-9", "ms": 200}));
    direct["params"]["_meta"] = stateless_meta();
    let ran = ask(&mut apart, direct).await;
    assert!(
        ran["result"]["_meta"]
            .get("dev.toolwright/replay")
            .is_none(),
        "{ran}"
    );
    assert_eq!(
        runs.of("t-9"),
        2,
        "the key store apart does not know the key"
    );
}

/// Send `message`, and parse the line that answers it.
async fn ask(client: &mut Client, message: Value) -> Value {
    client.send(&message).await;
    serde_json::from_str(&client.recv_line().await).unwrap()
}

/// Place an order for the items named, once per key: its success is a list, not a JSON
/// object, so the 2025-11-25 era wraps it as `{"result": ..}` and 2026-07-28 does not.
#[mcp_tool(destructive, idempotency_key = order_id)]
async fn place_order(
    #[ctx] runs: State<Arc<Runs>>,
    order_id: String,
    items: Vec<String>,
) -> Result<Vec<String>, ChargeError> {
    runs.ran(&order_id);
    Ok(items.iter().map(|i| format!("placed {i}")).collect())
}

#[tokio::test]
async fn a_replay_fits_the_output_schema_of_its_own_requests_era_whichever_era_ran_first() {
    let runs = runs();
    let set = tools![place_order].with_state(Arc::clone(&runs));
    // What each era's tools/list advertises.
    let schema = |era| set.list_for(era, None)[0]["outputSchema"].to_string();
    assert_eq!(
        schema(Era::Stateless),
        r#"{"$schema":"https://json-schema.org/draft/2020-12/schema","items":{"type":"string"},"title":"Array_of_string","type":"array"}"#
    );
    assert_eq!(
        schema(Era::Legacy),
        r#"{"properties":{"result":{"items":{"type":"string"},"type":"array"}},"required":["result"],"type":"object"}"#
    );
    let call = |key: &'static str, era: Era| {
        let set = &set;
        async move {
            let args = json!({"order_id": key, "items": ["tea"]});
            let options = CallOptions::default().with_era(era);
            set.call_with("place_order", args, options)
                .await
                .to_response(&json!(1))
        }
    };
    let bare = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":["placed tea"]}}"#;
    let wrapped = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":{"result":["placed tea"]}}}"#;
    let bare_replay = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":["placed tea"],"_meta":{"dev.toolwright/replay":true}}}"#;
    let wrapped_replay = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":{"result":["placed tea"]},"_meta":{"dev.toolwright/replay":true}}}"#;
    // First in 2026-07-28, replayed in 2025-11-25 (wrapped), then in 2026-07-28 (bare).
    assert_eq!(call("o-new-first", Era::Stateless).await, bare);
    assert_eq!(call("o-new-first", Era::Legacy).await, wrapped_replay);
    assert_eq!(call("o-new-first", Era::Stateless).await, bare_replay);
    // First in 2025-11-25, replayed in 2026-07-28 (bare), then in 2025-11-25 (wrapped).
    assert_eq!(call("o-old-first", Era::Legacy).await, wrapped);
    assert_eq!(call("o-old-first", Era::Stateless).await, bare_replay);
    assert_eq!(call("o-old-first", Era::Legacy).await, wrapped_replay);
    assert_eq!((runs.of("o-new-first"), runs.of("o-old-first")), (1, 1));
}

#[tokio::test]
async fn over_stdio_a_replay_answered_in_the_other_era_is_shaped_for_that_era() {
    let runs = runs();
    let set = tools![place_order].with_state(Arc::clone(&runs));
    let mut client = Client::start(Server::new(set));
    // A 2025-11-25 session; a request carrying the 2026-07-28 `_meta` is of that era.
    client.handshake().await;
    let mut answer = async |id: u64, key: &str, stateless: bool| {
        let args = json!({"order_id": key, "items": ["tea"]});
        client.send(&call(id, "place_order", args, stateless)).await;
        client.recv_line().await
    };
    // First in 2026-07-28, replayed in 2025-11-25: wrapped, as that era's schema says.
    assert_eq!(
        answer(1, "o-1", true).await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":["placed tea"],"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"toolwright","version":"0.2.0"}},"resultType":"complete"}}"#
    );
    assert_eq!(
        answer(2, "o-1", false).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":{"result":["placed tea"]},"_meta":{"dev.toolwright/replay":true}}}"#
    );
    // First in 2025-11-25, replayed in 2026-07-28: bare.
    assert_eq!(
        answer(3, "o-2", false).await,
        r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":{"result":["placed tea"]}}}"#
    );
    assert_eq!(
        answer(4, "o-2", true).await,
        r#"{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"[\"placed tea\"]"}],"structuredContent":["placed tea"],"_meta":{"dev.toolwright/replay":true,"io.modelcontextprotocol/serverInfo":{"name":"toolwright","version":"0.2.0"}},"resultType":"complete"}}"#
    );
    assert_eq!((runs.of("o-1"), runs.of("o-2")), (1, 1));
}

/// A key store that never answers (a stopped Redis), counting the begins it was asked.
#[derive(Default)]
struct Stalled(AtomicUsize);

impl KeyStore for Stalled {
    fn begin<'a>(&'a self, _: &'a str, _: &'a Claim) -> StoreFuture<'a, KeyStatus> {
        self.0.fetch_add(1, Ordering::SeqCst);
        Box::pin(std::future::pending())
    }
    fn settle<'a>(&'a self, _: &'a str, _: &'a Claim, _: End<'a>) -> StoreFuture<'a, bool> {
        Box::pin(std::future::pending())
    }
    fn renew<'a>(&'a self, _: &'a str, _: &'a Claim) -> StoreFuture<'a, bool> {
        Box::pin(std::future::pending())
    }
}

#[tokio::test(start_paused = true)]
async fn on_a_key_store_that_stalls_a_keyed_call_is_refused_retryable_within_the_deadline_and_never_runs(
) {
    let runs = runs();
    let store = Arc::new(Stalled::default());
    let set = set(&runs).with_key_store(IdempotencyConfig::default(), Arc::clone(&store));
    let args = json!({"charge_id": "c-1", "amount_cents": 500});
    let refused = |ms: u64| {
        format!(
            r#"{{"jsonrpc":"2.0","id":7,"error":{{"code":-32603,"message":"Temporarily unavailable; retry shortly (ref tw-ID)","data":{{"correlationId":"tw-ID","errorCategory":"transient","isRetryable":true,"retryAfterMs":{ms}}}}}}}"#
        )
    };
    for _ in 0..3 {
        let started = tokio::time::Instant::now();
        let answer = set.call("charge", args.clone()).await;
        assert_eq!(started.elapsed(), Duration::from_secs(1), "the deadline");
        assert_eq!(masked(&answer.to_response(&json!(7))), refused(1000));
    }
    // Three in a row: the store is known down, and the next call is refused at once
    // without asking it.
    let started = tokio::time::Instant::now();
    let answer = set.call("charge", args).await;
    assert_eq!(started.elapsed(), Duration::ZERO);
    assert_eq!(masked(&answer.to_response(&json!(7))), refused(1000));
    assert_eq!(store.0.load(Ordering::SeqCst), 3);
    assert_eq!(runs.1.load(Ordering::SeqCst), 0, "the handler never ran");
    // A call without a key does not use the store.
    let plain = set.call("tip", json!({"ms": 0})).await;
    assert!(
        matches!(plain, Outcome::Result(ref r) if !r.is_error),
        "{plain:?}"
    );
}

#[tokio::test]
async fn two_sets_sharing_one_key_store_answer_a_key_the_same_whichever_ran_it() {
    let runs = runs();
    let shared = Arc::new(MemoryKeys::default());
    let replica = || set(&runs).with_key_store(IdempotencyConfig::default(), Arc::clone(&shared));
    let (a, b) = (replica(), replica());
    let args = json!({"charge_id": "c-1", "amount_cents": 500});
    let first = a.call("charge", args.clone()).await.to_response(&json!(1));
    let again = b.call("charge", args).await.to_response(&json!(1));
    assert_eq!(
        first,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Charged 500 cents."}]}}"#
    );
    assert_eq!(
        again,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Charged 500 cents."}],"_meta":{"dev.toolwright/replay":true}}}"#
    );
    assert_eq!(runs.of("c-1"), 1);
}
