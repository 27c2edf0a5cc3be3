//! The agent client (`toolwright-client`) against the example servers, as built: each stdio
//! binary and each Streamable HTTP binary, in both eras. What a call returns is typed from
//! the wire, so each test checks what an agent acts on: the text, the category, whether to
//! retry, the replay of an idempotency key, the HTTP refusal of a missing token.

use serde_json::json;
use std::process::Stdio;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use toolwright::{Category, Era};
use toolwright_client::{Client, Connect, FailureKind, RetryPolicy};
use toolwright_examples::payments;

const ERAS: [Era; 2] = [Era::Legacy, Era::Stateless];

fn stdio(bin: &str) -> Command {
    let mut command = Command::new(bin);
    command.stderr(Stdio::null());
    command
}

#[tokio::test]
async fn echo_over_stdio_answers_in_both_eras() {
    for era in ERAS {
        let client = Connect::new()
            .era(era)
            .stdio(stdio(env!("CARGO_BIN_EXE_echo")))
            .await
            .unwrap();
        let names: Vec<_> = client
            .list_tools()
            .await
            .unwrap()
            .into_iter()
            .map(|t| t.name)
            .collect();
        assert_eq!(names, ["echo"], "{era:?}");
        let output = client.call("echo", json!({"text": "hello"})).await.unwrap();
        assert_eq!(output.text, "hello", "{era:?}");
        // An unknown tool is a JSON-RPC error: the model learns nothing of why.
        let failure = client.call("nope", json!({})).await.unwrap_err();
        assert_eq!(failure.code(), Some(-32602), "{era:?}");
        client.close().await;
    }
}

#[tokio::test]
async fn payments_over_stdio_types_its_failures_in_both_eras() {
    for era in ERAS {
        let mut command = stdio(env!("CARGO_BIN_EXE_payments"));
        command.env("PAYMENTS_API_KEY", "tok_live_demo_7c1d");
        let client = Connect::new().era(era).stdio(command).await.unwrap();
        let tools = client.list_tools().await.unwrap();
        let charge = tools.iter().find(|t| t.name == "charge_card").unwrap();
        // The key's argument is advertised, and the hints say a repeat is safe with it.
        assert_eq!(charge.idempotency_key.as_deref(), Some("idempotency_key"));
        assert!(!charge.repeats_effects());
        let refund = tools.iter().find(|t| t.name == "refund_order").unwrap();
        assert!(refund.repeats_effects());

        let failure = client
            .call(
                "refund_order",
                json!({"order_id": "o-9999", "amount_cents": 100}),
            )
            .await
            .unwrap_err();
        assert_eq!(failure.kind, FailureKind::Tool, "{era:?}");
        assert_eq!(failure.category, Some(Category::NotFound), "{era:?}");
        assert_eq!(failure.retryable, Some(false));
        assert_eq!(
            failure.suggested_action.as_deref(),
            Some("Call list_orders to see this customer's order ids.")
        );
        assert!(failure.reference.as_deref().unwrap().starts_with("tw-"));

        // The same key twice: charged once, the second answer a replay.
        let args = json!({"amount_cents": 1200, "idempotency_key": format!("k-client-{era:?}")});
        let first = client.call("charge_card", args.clone()).await.unwrap();
        let second = client.call("charge_card", args).await.unwrap();
        assert!(!first.replayed && second.replayed, "{era:?}");
        assert_eq!(first.text, second.text);
        client.close().await;
    }
}

#[tokio::test]
async fn search_and_files_over_stdio_answer_in_both_eras() {
    let sandbox = std::env::temp_dir().join(format!("tw-client-files-{}", std::process::id()));
    std::fs::create_dir_all(&sandbox).unwrap();
    std::fs::write(sandbox.join("todo.txt"), "buy milk").unwrap();
    for era in ERAS {
        let search = Connect::new()
            .era(era)
            .stdio(stdio(env!("CARGO_BIN_EXE_search")))
            .await
            .unwrap();
        let failure = search
            .call("search", json!({"query": "refund", "index": "nowhere"}))
            .await
            .unwrap_err();
        assert_eq!(failure.category, Some(Category::NotFound), "{era:?}");
        search.close().await;

        let mut command = stdio(env!("CARGO_BIN_EXE_files"));
        command.arg(&sandbox);
        let files = Connect::new().era(era).stdio(command).await.unwrap();
        let read = files
            .call("read_file", json!({"path": "todo.txt"}))
            .await
            .unwrap();
        assert_eq!(read.text, "buy milk", "{era:?}");
        let missing = files
            .call("read_file", json!({"path": "gone.txt"}))
            .await
            .unwrap_err();
        assert_eq!(missing.category, Some(Category::NotFound), "{era:?}");
        files.close().await;
    }
    std::fs::remove_dir_all(&sandbox).unwrap();
}

/// A server binary listening on a free loopback port, killed when dropped.
struct Listening {
    _child: Child,
    url: String,
}

/// Starts `bin` on `127.0.0.1:0` and reads the endpoint it announces on stderr (`<program>: MCP
/// endpoint http://ADDR/mcp`): the server binds the free port itself. A port picked here and
/// released for the server to bind could be taken in between, and was once (the client then
/// spoke to whatever held it).
async fn listen(bin: &str, args: &[&str]) -> Listening {
    let mut child = Command::new(bin)
        .args(args)
        .arg("127.0.0.1:0")
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let announced = async {
        while let Some(line) = lines.next_line().await.unwrap() {
            if let Some(url) = toolwright_examples::announced_endpoint(&line) {
                return url.to_owned();
            }
        }
        panic!("{bin} ended before it announced its endpoint");
    };
    let url = tokio::time::timeout(Duration::from_secs(10), announced)
        .await
        .unwrap_or_else(|_| panic!("{bin} did not announce its endpoint within 10 s"));
    // The rest of its log is read and dropped, so that a full pipe never stops it.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    Listening { _child: child, url }
}

#[tokio::test]
async fn echo_over_http_answers_in_both_eras() {
    let server = listen(env!("CARGO_BIN_EXE_echo"), &["--http"]).await;
    for era in ERAS {
        let client = Connect::new().era(era).http(&server.url).await.unwrap();
        let output = client.call("echo", json!({"text": "über"})).await.unwrap();
        assert_eq!(output.text, "über", "{era:?}");
        client.close().await;
    }
}

#[tokio::test]
async fn payments_over_http_with_a_bearer_token_in_both_eras() {
    let server = listen(env!("CARGO_BIN_EXE_http"), &[]).await;
    let token = payments::mint_demo_token("c-100", &["payments:admin"], &server.url, 600);
    for era in ERAS {
        let client = Connect::new()
            .era(era)
            .bearer(&token)
            .http(&server.url)
            .await
            .unwrap();
        // The client fills the declared key in, once for every attempt.
        let policy = RetryPolicy::new().fill_key(true);
        let charged = client
            .call_retrying("charge_card", json!({"amount_cents": 500}), &policy)
            .await
            .unwrap();
        assert!(
            charged.text.starts_with("Charged 500 cents (twc-"),
            "{}",
            charged.text
        );
        let orders = client.call("list_orders", json!({})).await.unwrap();
        assert!(orders.structured.is_some(), "{era:?}");
        client.close().await;
    }
}

#[tokio::test]
async fn a_missing_token_is_a_permission_failure_that_never_ran() {
    let server = listen(env!("CARGO_BIN_EXE_http"), &[]).await;
    for era in ERAS {
        let refused = Client::http(&server.url).await;
        let failure = match era {
            // The handshake itself is refused.
            Era::Legacy => refused.unwrap_err(),
            _ => Connect::new()
                .era(era)
                .http(&server.url)
                .await
                .unwrap()
                .call("list_orders", json!({}))
                .await
                .unwrap_err(),
        };
        assert_eq!(failure.category, Some(Category::Permission), "{failure:?}");
        assert!(failure.never_ran(), "{failure:?}");
    }
}

#[tokio::test]
async fn skills_over_stdio_and_http_answer_in_both_eras() {
    let server = listen(env!("CARGO_BIN_EXE_skills"), &["--http"]).await;
    for era in ERAS {
        let over_stdio = Connect::new()
            .era(era)
            .stdio(stdio(env!("CARGO_BIN_EXE_skills")))
            .await
            .unwrap();
        let over_http = Connect::new().era(era).http(&server.url).await.unwrap();
        for client in [&over_stdio, &over_http] {
            let filled = client
                .call(
                    "fill_template",
                    json!({"template": "Dear {{name}}", "values": {"name": "Ada"}}),
                )
                .await
                .unwrap();
            assert_eq!(filled.text, "Dear Ada", "{era:?}");
            let missing = client
                .call(
                    "fill_template",
                    json!({"template": "Dear {{name}}", "values": {}}),
                )
                .await
                .unwrap_err();
            assert_eq!(missing.category, Some(Category::Validation), "{era:?}");
            assert_eq!(
                missing.suggested_action.as_deref(),
                Some("Call fill_template again with `name` in `values`.")
            );
        }
        over_stdio.close().await;
    }
}

/// The tasks example (in memory: no `TOOLWRIGHT_REDIS_URL`) over HTTP: a declared key the
/// client fills in, a key's replay, a rate limit that says its wait. (The binary is built
/// with the `redis` feature, which the README's test command enables.)
#[cfg(feature = "redis")]
#[tokio::test]
async fn tasks_over_http_keys_and_limits_in_both_eras() {
    let server = listen(env!("CARGO_BIN_EXE_tasks"), &[]).await;
    for era in ERAS {
        let client = Connect::new().era(era).http(&server.url).await.unwrap();
        let place = client.list_tools().await.unwrap();
        let place = place.iter().find(|t| t.name == "place_order").unwrap();
        assert_eq!(place.idempotency_key.as_deref(), Some("order_id"));

        let args = json!({"order_id": format!("o-client-{era:?}"), "item": "tea", "millis": 0});
        let first = client.call("place_order", args.clone()).await.unwrap();
        let again = client.call("place_order", args).await.unwrap();
        assert!(!first.replayed && again.replayed, "{era:?}");

        let filled = client
            .call_retrying(
                "place_order",
                json!({"item": "tea", "millis": 0}),
                &RetryPolicy::new().fill_key(true),
            )
            .await
            .unwrap();
        assert!(!filled.replayed);

        // Ten a minute per caller: the eleventh is refused before it runs, with its wait.
        let mut refused = None;
        for _ in 0..11 {
            if let Err(failure) = client.call("send_sms", json!({"to": "+15550100"})).await {
                refused = Some(failure);
                break;
            }
        }
        let refused = refused.expect("the eleventh call is refused");
        assert_eq!(refused.category, Some(Category::RateLimited), "{era:?}");
        assert_eq!(refused.retryable, Some(true));
        assert!(refused.retry_after.unwrap() > Duration::ZERO);
        client.close().await;
    }
}
