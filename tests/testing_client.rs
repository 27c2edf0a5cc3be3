//! `toolwright::testing`: the test client drives a server through its engine in either era,
//! types every answer, keeps what the server sends besides the answers, and captures the log.

use serde_json::json;
use std::convert::Infallible;
use toolwright::server::Server;
use toolwright::testing::{Logs, TestClient};
use toolwright::{mcp_tool, tools, Category, ToolError, ToolSet};
use toolwright_tests::talk_tools;

#[derive(Debug, thiserror::Error, ToolError)]
enum OrderError {
    #[error("no such order")]
    #[error_kind(
        operational,
        category = "not_found",
        message = "No such order.",
        suggested_action = "Call list_orders to see the orders."
    )]
    Unknown,
    #[error("ledger: {0}")]
    #[error_kind(internal)]
    Ledger(String),
}

/// An order's status.
#[mcp_tool(read_only)]
async fn order_status(id: u64) -> Result<String, OrderError> {
    match id {
        1 => Ok("shipped".into()),
        2 => Err(OrderError::Ledger(format!(
            "{} is locked",
            talk_tools::PATH
        ))),
        _ => Err(OrderError::Unknown),
    }
}

/// The orders.
#[mcp_tool(read_only)]
async fn list_orders() -> Result<Vec<u64>, Infallible> {
    Ok(vec![1, 2])
}

/// Nothing, slowly enough to be a third tool.
#[mcp_tool(read_only)]
async fn noop() -> Result<(), Infallible> {
    Ok(())
}

fn orders() -> ToolSet {
    tools![order_status, list_orders, noop]
}

#[tokio::test]
async fn a_tool_fails_alike_in_both_eras_and_each_era_answers_in_its_own_form() {
    let mut legacy = TestClient::legacy(orders()).await;
    let mut stateless = TestClient::stateless(orders()).await;
    for client in [&mut legacy, &mut stateless] {
        let answer = client.call("order_status", json!({"id": 9})).await;
        answer
            .assert_fails_as(Category::NotFound)
            .assert_retryable(false)
            .assert_reads("No such order.")
            .assert_suggests("Call list_orders to see the orders.");
        assert_eq!(
            client
                .call("order_status", json!({"id": 1}))
                .await
                .success()
                .text,
            "shipped"
        );
    }
    // Only a 2026-07-28 result says it is complete and names its server.
    let modern = stateless.call("order_status", json!({"id": 1})).await;
    assert_eq!(modern.success().result["resultType"], "complete");
    let old = legacy.call("order_status", json!({"id": 1})).await;
    assert!(old.success().result.get("resultType").is_none(), "{old}");
}

#[tokio::test]
async fn requests_are_numbered_from_one_in_either_era() {
    for mut client in [
        TestClient::legacy(orders()).await,
        TestClient::stateless(orders()).await,
    ] {
        let answer = client.call("list_orders", json!({})).await;
        assert!(
            answer.line().starts_with(r#"{"jsonrpc":"2.0","id":1,"#),
            "{answer}"
        );
    }
}

#[tokio::test]
async fn an_internal_failure_is_an_error_with_a_reference_its_detail_only_in_the_log() {
    let logs = Logs::capture();
    let mut client = TestClient::legacy(orders()).await;
    let answer = client.call("order_status", json!({"id": 2})).await;
    let reference = answer.assert_rejected(-32603).reference().to_owned();
    answer.assert_holds_none(&[talk_tools::PATH, "ledger"]);
    let logged = logs.lines_with(&reference);
    assert!(
        logged.iter().any(|l| l.contains(talk_tools::PATH)),
        "{logged:?}"
    );
}

#[tokio::test]
async fn list_tools_follows_every_page() {
    let mut client = TestClient::legacy(Server::new(orders()).page_size(1)).await;
    let names: Vec<_> = client
        .list_tools()
        .await
        .into_iter()
        .map(|t| t["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(names, ["order_status", "list_orders", "noop"]);
}

#[tokio::test]
async fn a_tool_that_asks_what_this_client_cannot_answer_fails_as_unsupported() {
    let mut client = TestClient::legacy(talk_tools::server()).await;
    let answer = client.call("refund", json!({"amount": 750})).await;
    answer.assert_fails_as(Category::Unsupported);
}

#[tokio::test]
async fn what_a_handler_logs_is_kept_as_notifications_and_no_secret_reaches_them_or_the_log() {
    let logs = Logs::capture();
    let mut client = TestClient::legacy(talk_tools::server()).await;
    client
        .request("logging/setLevel", json!({"level": "debug"}))
        .await
        .success();
    let answer = client.call("chatty", json!({})).await;
    assert_eq!(answer.success().text, "done");
    let sent = client.notifications();
    let levels: Vec<_> = sent
        .iter()
        .filter(|n| n["method"] == "notifications/message")
        .map(|n| n["params"]["level"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(levels, ["debug", "info", "warning"], "{sent:?}");
    let text = serde_json::to_string(&sent).unwrap();
    for secret in [talk_tools::SECRET, talk_tools::PATH] {
        assert!(
            !text.contains(secret),
            "{secret} reached the client: {text}"
        );
    }
    logs.assert_holds_none(&[talk_tools::SECRET]);
    assert!(client.notifications().is_empty(), "taken once");
}

#[tokio::test]
async fn closing_the_client_ends_the_server() {
    let client = TestClient::stateless(orders()).await;
    client
        .close()
        .await
        .expect("the server ends cleanly at the end of its input");
}

#[tokio::test]
async fn a_server_binary_that_exits_with_a_failure_is_an_error_on_close_with_its_log() {
    let mut command = std::process::Command::new("sh");
    command.args([
        "-c",
        "cat >/dev/null; echo 'ledger unreachable' >&2; exit 3",
    ]);
    let client = TestClient::spawn(command, toolwright::Era::Stateless)
        .await
        .expect("sh starts");
    let error = client.close().await.expect_err("exit 3 is a failure");
    let error = error.to_string();
    assert!(error.contains("exit status: 3"), "{error}");
    assert!(error.contains("ledger unreachable"), "{error}");
}

/// The test client over Streamable HTTP: in-process through the server's HTTP service, and
/// over a URL with a bearer token; the same API and, for the same calls, the same bytes as
/// over stdio.
#[cfg(feature = "http")]
mod over_http {
    use super::*;
    use toolwright::auth::StaticTokens;
    use toolwright::server::http::{BearerAuth, HttpConfig};
    use toolwright::{Caller, Era};

    #[tokio::test]
    async fn the_same_calls_answer_the_same_bytes_over_stdio_and_http_in_both_eras() {
        for era in [Era::Legacy, Era::Stateless] {
            let mut stdio = TestClient::connect(orders().into(), era).await;
            let mut http = TestClient::over_http(orders(), era).await;
            for args in [json!({"id": 9}), json!({"id": 1}), json!({"id": 2})] {
                let over_stdio = stdio.call("order_status", args.clone()).await;
                let over_http = http.call("order_status", args).await;
                assert_eq!(over_stdio.masked(), over_http.masked(), "{era:?}");
                assert_eq!(http.last_status(), Some(200));
            }
            http.call("order_status", json!({"id": 9}))
                .await
                .assert_fails_as(Category::NotFound)
                .assert_suggests("Call list_orders to see the orders.");
        }
    }

    #[tokio::test]
    async fn over_a_url_a_refused_token_is_a_401_and_a_good_one_is_served() {
        let tokens = StaticTokens::new().token("tok-alice", Caller::new("alice").unwrap());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/mcp", listener.local_addr().unwrap());
        let http = HttpConfig::new().bearer_auth(BearerAuth::new(
            tokens,
            url.clone(),
            "https://auth.example.com",
        ));
        let server = Server::new(orders()).http_config(http);
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let serving = tokio::spawn(server.serve_http(listener, async {
            let _ = stopped.await;
        }));
        for era in [Era::Legacy, Era::Stateless] {
            let mut client = TestClient::http(&url, era, Some("tok-alice")).await;
            let answer = client.call("order_status", json!({"id": 1})).await;
            assert_eq!(answer.success().text, "shipped", "{era:?}");
        }
        let mut refused = TestClient::http(&url, Era::Stateless, Some("tok-mallory")).await;
        let answer = refused.call("order_status", json!({"id": 1})).await;
        answer.assert_holds_none(&["tok-mallory"]);
        assert!(
            matches!(answer, toolwright::testing::Response::Rejected(_)),
            "{answer}"
        );
        assert_eq!(refused.last_status(), Some(401));
        stop.send(()).unwrap();
        serving.await.unwrap().unwrap();
    }
}
