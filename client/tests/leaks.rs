//! Nothing secret in what the client logs or hands the model: not a call's arguments, not the
//! bearer token, not what a server's error message says of its internals.

use serde_json::json;
use std::sync::atomic::{AtomicU32, Ordering};
use toolwright::server::http::{BearerAuth, HttpConfig};
use toolwright::server::Server;
use toolwright::testing::Logs;
use toolwright::{auth::StaticTokens, mcp_tool, tools, Caller, ToolError};
use toolwright_client::{render, Connect, RetryPolicy};

const SECRET_ARG: &str = "4111-1111-1111-1111";
const TOKEN: &str = "tok-live-9f1c2e";

static CALLS: AtomicU32 = AtomicU32::new(0);

#[derive(Debug, thiserror::Error, ToolError)]
enum CardError {
    #[error("busy")]
    #[error_kind(
        operational,
        category = "rate_limited",
        retry_after_ms = 10,
        message = "Busy."
    )]
    Busy,
    #[error("vault at /srv/vault/cards.db rejected card {0}")]
    #[error_kind(internal)]
    Vault(String),
}

/// Busy once, then the vault fails with the card in its message.
#[mcp_tool(read_only)]
async fn check_card(card: String) -> Result<String, CardError> {
    match CALLS.fetch_add(1, Ordering::SeqCst) {
        0 => Err(CardError::Busy),
        _ => Err(CardError::Vault(card)),
    }
}

#[tokio::test]
async fn the_clients_log_and_the_models_message_hold_no_argument_token_or_internal() {
    let logs = Logs::capture();
    let tokens = StaticTokens::new().token(TOKEN, Caller::new("alice").unwrap());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/mcp", listener.local_addr().unwrap());
    let http = HttpConfig::new().bearer_auth(BearerAuth::new(
        tokens,
        url.clone(),
        "https://auth.example.com",
    ));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let serving = tokio::spawn(
        Server::new(tools![check_card])
            .http_config(http)
            .serve_http(listener, async {
                let _ = stopped.await;
            }),
    );

    let client = Connect::new().bearer(TOKEN).http(&url).await.unwrap();
    let outcome = client
        .call_retrying(
            "check_card",
            json!({"card": SECRET_ARG}),
            &RetryPolicy::new(),
        )
        .await;
    // Retried once after the rate limit (logged), then the internal failure: not retried.
    assert_eq!(CALLS.load(Ordering::SeqCst), 2);
    assert!(!logs.lines_with("retrying").is_empty());
    let failure = outcome.as_ref().unwrap_err();
    assert_eq!(failure.code(), Some(-32603));

    let shown = [
        failure.for_model("check_card"),
        render::anthropic("toolu_1", "check_card", &outcome).to_string(),
        render::openai_chat("call_1", "check_card", &outcome).to_string(),
        render::openai_responses("call_1", "check_card", &outcome).to_string(),
        format!("{failure}"),
    ];
    for text in &shown {
        for secret in [SECRET_ARG, TOKEN, "/srv/vault"] {
            assert!(!text.contains(secret), "{secret} in: {text}");
        }
    }
    // The server's log has the detail, under the reference the model reads; the client's
    // lines (target toolwright_client) have no secret at all.
    let client_lines = logs.lines_with("toolwright_client");
    assert!(!client_lines.is_empty());
    for line in &client_lines {
        for secret in [SECRET_ARG, TOKEN] {
            assert!(
                !line.contains(secret),
                "{secret} in the client's log: {line}"
            );
        }
    }
    logs.assert_holds_none(&[TOKEN]);
    client.close().await;
    stop.send(()).unwrap();
    serving.await.unwrap().unwrap();
}
