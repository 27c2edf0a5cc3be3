//! Rate limits (`#[mcp_tool(rate_limit = "N/unit")]`, `Server::rate_limit`) in one process:
//! counted exactly under concurrency, per caller, a refused call told exactly when the next
//! is admitted; a tool's limit answers an `isError` result the model reads, the server-wide
//! limit a `-32000` error (over HTTP a `429` with `Retry-After` before the body is parsed).
//! A limit store that stalls gets its rule within its deadline, then for a second without
//! being asked. Over stdio in both eras and over Streamable HTTP. Across replicas sharing Redis:
//! `scripts/tasks/retries.py`.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use serde_json::{json, Value};
use server_harness::{masked, stateless_meta, Client};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use toolwright::ratelimit::{LimitStore, RateLimit, StoreFailure};
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;
use toolwright::store::StoreFuture;
use toolwright::{mcp_tool, tools, CallOptions, Caller, Outcome, State, ToolSet};

/// Send a text message; five per minute per caller.
#[mcp_tool(open_world, rate_limit = "5/minute")]
async fn send_sms(
    #[ctx] sent: State<Arc<AtomicUsize>>,
    to: String,
) -> Result<String, std::convert::Infallible> {
    sent.fetch_add(1, Ordering::SeqCst);
    Ok(format!("sent to {to}"))
}

/// Two per second.
#[mcp_tool(read_only, rate_limit = "2/second")]
async fn quote() -> Result<String, std::convert::Infallible> {
    Ok("42".into())
}

/// No limit.
#[mcp_tool(read_only)]
async fn ping() -> Result<String, std::convert::Infallible> {
    Ok("pong".into())
}

fn set(sent: &Arc<AtomicUsize>) -> ToolSet {
    tools![send_sms, quote, ping].with_state(Arc::clone(sent))
}

/// The refusal of a call over `send_sms`'s limit, its `retryAfterMs` given.
fn refused(id: u64, ms: u64, stateless: bool) -> String {
    let meta_tail = if stateless {
        r#","io.modelcontextprotocol/serverInfo":{"name":"toolwright","version":"0.2.0"}},"resultType":"complete"}}"#
    } else {
        "}}}"
    };
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"result":{{"content":[{{"type":"text","text":"Rate limit reached: this tool takes no more calls from you for now; this call did not run.\nCall again after retryAfterMs milliseconds, not before.\n[category=rate_limited; retryable=true; retry_after_ms={ms}; ref=tw-ID]"}}],"isError":true,"_meta":{{"dev.toolwright/error":{{"correlationId":"tw-ID","errorCategory":"rate_limited","isRetryable":true,"retryAfterMs":{ms},"suggestedAction":"Call again after retryAfterMs milliseconds, not before."}}{meta_tail}"#
    )
}

fn retry_after_ms(outcome: &Outcome) -> Option<u64> {
    let Outcome::Result(r) = outcome else {
        return None;
    };
    r.meta
        .as_ref()?
        .get("dev.toolwright/error")?
        .get("retryAfterMs")?
        .as_u64()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn of_two_hundred_concurrent_calls_exactly_the_limit_runs_and_the_rest_are_told_when() {
    let sent = Arc::new(AtomicUsize::new(0));
    let set = Arc::new(set(&sent));
    let mut calls = tokio::task::JoinSet::new();
    for i in 0..200 {
        let set = Arc::clone(&set);
        calls.spawn(async move {
            set.call("send_sms", json!({"to": format!("+1555{i:04}")}))
                .await
        });
    }
    let outcomes: Vec<Outcome> = calls.join_all().await;
    assert_eq!(
        sent.load(Ordering::SeqCst),
        5,
        "the handler ran exactly the limit's count"
    );
    let waits: Vec<u64> = outcomes.iter().filter_map(retry_after_ms).collect();
    assert_eq!(
        waits.len(),
        195,
        "every other call was refused with its retryAfterMs"
    );
    // One every 12 s once the five are spent: the next is due in at most 12 s.
    assert!(
        waits.iter().all(|&ms| ms > 11_000 && ms <= 12_000),
        "{waits:?}"
    );
    // Another tool, and the same tool for another caller, are not limited by it.
    assert!(matches!(set.call("ping", json!({})).await, Outcome::Result(ref r) if !r.is_error));
    let bob = CallOptions::default().with_caller(Caller::new("bob").unwrap());
    let other = set
        .call_with("send_sms", json!({"to": "+15550000"}), bob)
        .await;
    assert!(
        matches!(other, Outcome::Result(ref r) if !r.is_error),
        "{other:?}"
    );
    assert_eq!(sent.load(Ordering::SeqCst), 6);
}

#[tokio::test(start_paused = true)]
async fn a_refused_call_reads_exactly_when_the_next_is_admitted() {
    let set = set(&Arc::new(AtomicUsize::new(0)));
    let ok = |o: &Outcome| matches!(o, Outcome::Result(r) if !r.is_error);
    assert!(ok(&set.call("quote", json!({})).await));
    assert!(ok(&set.call("quote", json!({})).await));
    let refused = set.call("quote", json!({})).await;
    assert_eq!(retry_after_ms(&refused), Some(500), "{refused:?}");
    tokio::time::advance(Duration::from_millis(499)).await;
    let early = set.call("quote", json!({})).await;
    assert_eq!(
        retry_after_ms(&early),
        Some(1),
        "a millisecond early: refused"
    );
    tokio::time::advance(Duration::from_millis(1)).await;
    assert!(
        ok(&set.call("quote", json!({})).await),
        "admitted when it said"
    );
    assert_eq!(
        retry_after_ms(&set.call("quote", json!({})).await),
        Some(500)
    );
}

fn call(id: u64, to: &str, stateless: bool) -> Value {
    let mut params = json!({"name": "send_sms", "arguments": {"to": to}});
    if stateless {
        params["_meta"] = stateless_meta();
    }
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params})
}

#[tokio::test(start_paused = true)]
async fn over_stdio_a_call_over_a_tools_limit_is_a_result_the_model_reads_in_both_eras() {
    for stateless in [false, true] {
        let sent = Arc::new(AtomicUsize::new(0));
        let mut client = Client::start(Server::new(set(&sent)));
        if !stateless {
            client.handshake().await;
        }
        for id in 1..=5 {
            client.send(&call(id, "+15551234", stateless)).await;
            let line = client.recv_line().await;
            assert!(line.contains("sent to +15551234"), "{line}");
        }
        client.send(&call(6, "+15551234", stateless)).await;
        let line = masked(&client.recv_line().await);
        assert_eq!(line, refused(6, 12_000, stateless));
        assert_eq!(sent.load(Ordering::SeqCst), 5);
    }
}

#[tokio::test]
async fn over_http_a_tools_limit_is_the_same_result_and_the_server_wide_limit_is_429_before_parsing(
) {
    let sent = Arc::new(AtomicUsize::new(0));
    let server = Server::new(set(&sent)).rate_limit(RateLimit::per_minute(8));
    let running = http_support::start_with(server, HttpConfig::new()).await;
    let args = json!({"name": "send_sms", "arguments": {"to": "+15559876"}});
    for _ in 0..5 {
        let reply = http_support::stateless(running.addr, 1, "tools/call", args.clone()).await;
        assert_eq!(reply.status, 200);
    }
    let reply = http_support::stateless(running.addr, 6, "tools/call", args.clone()).await;
    assert_eq!(
        reply.status, 200,
        "a tool's limit is a result, not an HTTP failure"
    );
    let line = masked(&reply.text());
    let want = refused(6, 12_000, true);
    // Over HTTP the wait has run on by a few milliseconds: compare all but its figure.
    let figure = retry_figure(&line);
    assert!(figure <= 12_000 && figure > 11_000, "{line}");
    assert_eq!(line.replace(&figure.to_string(), "12000"), want);
    // Two requests left of the server's eight a minute (six were made); a body that is not
    // even JSON is refused without being parsed.
    for _ in 0..2 {
        let reply =
            http_support::stateless(running.addr, 7, "tools/call", json!({"name": "ping"})).await;
        assert_eq!(reply.status, 200);
    }
    let raw = http_support::request(
        "POST",
        &[http_support::JSON, http_support::ACCEPT],
        "this is not JSON",
    );
    let reply = http_support::exchange(running.addr, &raw).await;
    assert_eq!(reply.status, 429);
    let retry: u64 = reply.header("retry-after").unwrap().parse().unwrap();
    assert!((7..=8).contains(&retry), "7.5 s, rounded up: {retry}");
    let body = masked(&reply.text());
    let ms = reply.json()["error"]["data"]["retryAfterMs"]
        .as_u64()
        .unwrap();
    assert!(ms > 7_000 && ms <= 7_500, "{ms}");
    assert_eq!(
        body,
        format!(
            r#"{{"jsonrpc":"2.0","id":null,"error":{{"code":-32000,"message":"Rate limit reached: this server takes no more requests from you for now; this request was not handled. (ref tw-ID)","data":{{"correlationId":"tw-ID","errorCategory":"rate_limited","isRetryable":true,"retryAfterMs":{ms},"suggestedAction":"Send it again after retryAfterMs milliseconds, not before."}}}}}}"#
        )
    );
    assert_eq!(sent.load(Ordering::SeqCst), 5);
    running.stop().await;
}

/// The `retry_after_ms=N` figure of a refusal's text.
fn retry_figure(line: &str) -> u64 {
    let at = line.find("retry_after_ms=").unwrap() + "retry_after_ms=".len();
    line[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap()
}

#[tokio::test(start_paused = true)]
async fn over_stdio_the_server_wide_limit_answers_the_request_with_its_id() {
    let sent = Arc::new(AtomicUsize::new(0));
    let server = Server::new(set(&sent)).rate_limit(RateLimit::per_second(2));
    let mut client = Client::start(server);
    client.handshake().await; // one request
    client
        .send(&json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}))
        .await;
    assert!(client.recv_line().await.contains(r#""tools":["#));
    client
        .send(&json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list"}))
        .await;
    assert_eq!(
        masked(&client.recv_line().await),
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32000,"message":"Rate limit reached: this server takes no more requests from you for now; this request was not handled. (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"rate_limited","isRetryable":true,"retryAfterMs":500,"suggestedAction":"Send it again after retryAfterMs milliseconds, not before."}}}"#
    );
    tokio::time::advance(Duration::from_millis(500)).await;
    client
        .send(&json!({"jsonrpc": "2.0", "id": 4, "method": "tools/list"}))
        .await;
    assert!(client.recv_line().await.contains(r#""tools":["#));
}

#[tokio::test]
async fn in_a_2025_11_25_http_session_each_verified_caller_has_its_own_counts() {
    use toolwright::auth::StaticTokens;
    use toolwright::server::http::BearerAuth;
    let tokens = StaticTokens::new()
        .token("tok-alice", Caller::new("alice").unwrap())
        .token("tok-bob", Caller::new("bob").unwrap());
    let http = HttpConfig::new().bearer_auth(BearerAuth::new(
        tokens,
        "http://127.0.0.1/mcp",
        "https://auth.example.com",
    ));
    let sent = Arc::new(AtomicUsize::new(0));
    // Eight requests a minute per caller: an initialize and seven calls.
    let server = Server::new(set(&sent)).rate_limit(RateLimit::per_minute(8));
    let running = http_support::start_with(server, http).await;
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"}}});
    for (who, token) in [("alice", "Bearer tok-alice"), ("bob", "Bearer tok-bob")] {
        let auth = ("Authorization", token);
        let reply = http_support::post(running.addr, &[auth], &init).await;
        let session = reply.header("mcp-session-id").unwrap().to_owned();
        let headers = [
            auth,
            ("Mcp-Session-Id", session.as_str()),
            ("MCP-Protocol-Version", "2025-11-25"),
        ];
        let mut lines = Vec::new();
        for id in 1..=7 {
            let reply =
                http_support::post(running.addr, &headers, &call(id, "+15550001", false)).await;
            assert_eq!(reply.status, 200, "{who}");
            lines.push(masked(
                &reply
                    .events()
                    .last()
                    .map_or_else(|| reply.text(), Value::to_string),
            ));
        }
        // Five calls of send_sms ran; the sixth and seventh were over its limit.
        assert!(
            lines[..5].iter().all(|l| l.contains("sent to +15550001")),
            "{who}: {lines:#?}"
        );
        let figure = retry_figure(&lines[5]);
        assert!(figure > 11_000 && figure <= 12_000, "{who}: {}", lines[5]);
        assert_eq!(
            lines[5].replace(&figure.to_string(), "12000"),
            refused(6, 12_000, false),
            "{who}"
        );
        // The ninth request is over the server-wide limit: 429 before parsing.
        let reply = http_support::post(running.addr, &headers, &call(8, "+15550001", false)).await;
        assert_eq!(reply.status, 429, "{who}");
        assert_eq!(
            reply.json()["error"]["data"]["errorCategory"],
            "rate_limited"
        );
    }
    assert_eq!(sent.load(Ordering::SeqCst), 10, "five for each caller");
    running.stop().await;
}

/// A limit store that never answers (a stopped Redis), with its rule, counting the steps
/// it was asked.
struct Stalled(StoreFailure, AtomicUsize);

impl LimitStore for Stalled {
    fn step<'a>(&'a self, _: &'a str, _: RateLimit) -> StoreFuture<'a, Result<(), Duration>> {
        self.1.fetch_add(1, Ordering::SeqCst);
        Box::pin(std::future::pending())
    }
    fn store_failure(&self) -> StoreFailure {
        self.0
    }
}

#[tokio::test(start_paused = true)]
async fn on_a_limit_store_that_stalls_its_rule_answers_within_the_deadline_then_for_a_second_at_once(
) {
    for rule in [StoreFailure::Closed, StoreFailure::Open] {
        let sent = Arc::new(AtomicUsize::new(0));
        let store = Arc::new(Stalled(rule, AtomicUsize::new(0)));
        let set = set(&sent).with_limit_store(Arc::clone(&store));
        let started = tokio::time::Instant::now();
        let first = set.call("send_sms", json!({"to": "+15551234"})).await;
        assert_eq!(
            started.elapsed(),
            Duration::from_millis(250),
            "the deadline"
        );
        let second = set.call("send_sms", json!({"to": "+15551234"})).await;
        assert_eq!(started.elapsed(), Duration::from_millis(250), "at once");
        assert_eq!(store.1.load(Ordering::SeqCst), 1, "asked once");
        for answer in [first, second] {
            let line = masked(&answer.to_response(&json!(7)));
            match rule {
                StoreFailure::Closed => assert_eq!(
                    line,
                    r#"{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Temporarily unavailable; retry shortly (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"transient","isRetryable":true,"retryAfterMs":1000}}}"#
                ),
                _ => assert_eq!(
                    line,
                    r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"sent to +15551234"}]}}"#
                ),
            }
        }
        let ran = if rule == StoreFailure::Open { 2 } else { 0 };
        assert_eq!(sent.load(Ordering::SeqCst), ran);
        // A second on, one call asks the store again.
        tokio::time::advance(Duration::from_millis(1001)).await;
        set.call("send_sms", json!({"to": "+15551234"})).await;
        assert_eq!(store.1.load(Ordering::SeqCst), 2);
    }
}
