//! The client against servers written with the official SDKs (the audit's planted servers:
//! `audit/planted/typescript-sdk`, TypeScript SDK 1.32, and `audit/planted/python-sdk`,
//! Python SDK 2.3), over stdio and Streamable HTTP. They need Node and the audit's Python
//! environment, which `audit/planted/run.sh` sets up, so they are `#[ignore]`d here and run by
//! `scripts/audit.sh` (in CI) with `--ignored`:
//!
//! ```sh
//! bash audit/planted/run.sh && cargo test -p toolwright-client --test sdk_servers -- --ignored
//! ```
//!
//! What they check: a plain server's failure is typed from its text alone (`Source::Plain`,
//! nothing invented: no category, no retry), and what the model reads is that text; the SDK's
//! own argument validation is a failure the client reads the same way; both eras where the
//! SDK speaks them.

use serde_json::json;
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;
use tokio::process::{Child, Command};
use toolwright::Era;
use toolwright_client::{Client, Connect, FailureKind, RetryPolicy, Source};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn node(args: &[&str]) -> Command {
    let mut command = Command::new("node");
    command
        .arg(root().join("audit/planted/typescript-sdk/server.mjs"))
        .args(args)
        .stderr(Stdio::null());
    command
}

fn python(args: &[&str]) -> Command {
    let mut command = Command::new(root().join(".venv-audit/bin/python"));
    command
        .arg(root().join("audit/planted/python-sdk/server.py"))
        .args(args)
        .stderr(Stdio::null());
    command
}

/// Start `command`, an HTTP server told to bind port 0, and read the endpoint it announces
/// on stderr (both SDKs' servers log `http://127.0.0.1:PORT`): picking a free port here and
/// passing it on would leave a moment in which another test's server could take it.
async fn listening(mut command: Command) -> (Child, String) {
    use tokio::io::AsyncBufReadExt;
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut lines = tokio::io::BufReader::new(child.stderr.take().unwrap()).lines();
    let announced = async {
        while let Some(line) = lines.next_line().await.unwrap() {
            if let Some((_, rest)) = line.split_once("http://127.0.0.1:") {
                let port: String = rest.chars().take_while(char::is_ascii_digit).collect();
                return port;
            }
        }
        panic!("the server ended without announcing its endpoint");
    };
    let port = tokio::time::timeout(Duration::from_secs(15), announced)
        .await
        .expect("no server announced its endpoint");
    // Keep draining its log so it never blocks on a full pipe.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    (child, format!("http://127.0.0.1:{port}/mcp"))
}

/// The TypeScript server's checks, on `client`.
async fn orders(client: &Client) {
    let tools = client.list_tools().await.unwrap();
    assert!(tools.iter().any(|t| t.name == "get_order"));
    let failure = client
        .call("get_order", json!({"order_id": "ord_nope"}))
        .await
        .unwrap_err();
    assert_eq!(failure.kind, FailureKind::Tool);
    assert_eq!(failure.source, Source::Plain);
    assert_eq!((failure.category, failure.retryable), (None, None));
    assert_eq!(
        failure.for_model("get_order"),
        "No order with that ID. Call list_orders to find the order ID you need."
    );
    // The SDK's own argument validation: a failure the model reads, never retried.
    let invalid = client
        .call_retrying("list_orders", json!({"limit": 500}), &RetryPolicy::new())
        .await
        .unwrap_err();
    assert!(
        invalid.message.contains("limit 500 is too large") || invalid.code() == Some(-32602),
        "{invalid:?}"
    );
    let listed = client
        .call("list_orders", json!({"limit": 2}))
        .await
        .unwrap();
    assert!(listed.text.starts_with('['), "{}", listed.text);
}

#[tokio::test]
#[ignore = "needs Node and audit/planted/run.sh"]
async fn the_typescript_sdk_server_over_stdio() {
    let client = Client::stdio(node(&[])).await.unwrap();
    orders(&client).await;
    client.close().await;
}

#[tokio::test]
#[ignore = "needs Node and audit/planted/run.sh"]
async fn the_typescript_sdk_server_over_http() {
    let (_server, url) = listening(node(&["--http", "0"])).await;
    let client = Client::http(url).await.unwrap();
    orders(&client).await;
}

/// The Python server's checks, on `client`.
async fn notes(client: &Client) {
    let failure = client
        .call("get_note", json!({"title": "no such note"}))
        .await
        .unwrap_err();
    assert_eq!(failure.kind, FailureKind::Tool);
    assert_eq!(failure.source, Source::Plain);
    // As the SDK writes it, its prefix included.
    assert_eq!(
        failure.for_model("get_note"),
        "Error executing tool get_note: No note with that title. Call list_notes to see the titles you can open."
    );
    let titles = client.call("list_notes", json!({})).await.unwrap();
    assert!(!titles.text.is_empty());
}

#[tokio::test]
#[ignore = "needs the audit's Python environment (audit/planted/run.sh)"]
async fn the_python_sdk_server_over_stdio_in_both_eras() {
    for era in [Era::Legacy, Era::Stateless] {
        let client = Connect::new().era(era).stdio(python(&[])).await.unwrap();
        notes(&client).await;
        client.close().await;
    }
}

#[tokio::test]
#[ignore = "needs the audit's Python environment (audit/planted/run.sh)"]
async fn the_python_sdk_server_over_http() {
    let (_server, url) = listening(python(&["--http", "0"])).await;
    let client = Client::http(url).await.unwrap();
    notes(&client).await;
}
