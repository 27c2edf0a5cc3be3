//! A 2025-11-25 HTTP session the server no longer knows: its answer is `404`, the request did
//! not run, and the client begins a new session and sends the request again, once.

use serde_json::json;
use std::convert::Infallible;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;
use toolwright::{mcp_tool, tools};
use toolwright_client::Client;

static RUNS: AtomicU32 = AtomicU32::new(0);

/// Counts its runs.
#[mcp_tool(read_only)]
async fn count() -> Result<u32, Infallible> {
    Ok(RUNS.fetch_add(1, Ordering::SeqCst) + 1)
}

#[tokio::test]
async fn an_expired_session_is_begun_again_and_the_call_runs_once() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/mcp", listener.local_addr().unwrap());
    let server = Server::new(tools![count])
        .http_config(HttpConfig::new().session_lifetime(Duration::from_millis(300)));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let serving = tokio::spawn(server.serve_http(listener, async {
        let _ = stopped.await;
    }));

    let client = Client::http(&url).await.unwrap();
    assert_eq!(client.call("count", json!({})).await.unwrap().text, "1");
    tokio::time::sleep(Duration::from_millis(600)).await;
    // The session is past its lifetime: the server refuses it (404), and the client begins
    // another before the call, which runs once.
    assert_eq!(client.call("count", json!({})).await.unwrap().text, "2");
    assert_eq!(RUNS.load(Ordering::SeqCst), 2);

    stop.send(()).unwrap();
    serving.await.unwrap().unwrap();
}
