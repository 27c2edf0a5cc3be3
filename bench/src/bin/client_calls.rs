//! Calls per second of an MCP client against the `echo` example, one call in flight: the
//! floor (pre-serialized requests written and their answers read, nothing parsed), toolwright's
//! client (`toolwright-client`) in both eras, and rmcp's client, over stdio and over
//! Streamable HTTP, in one run, in interleaved rounds (the median round of each is reported).
//!
//! ```sh
//! cargo build --release -p toolwright-examples --features http --bin echo
//! cargo run --release -p toolwright-bench --features client --bin client_calls -- target/release/echo
//! ```
//!
//! `CALLS` (default 20,000 per round) and `ROUNDS` (default 5) set the size.

use rmcp::model::CallToolRequestParams;
use rmcp::service::RunningService;
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use rmcp::{RoleClient, Service, ServiceExt};
use serde_json::{json, Map, Value};
use std::net::TcpListener;
use std::process::Stdio;
use std::time::{Duration, Instant};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, Command};
use toolwright::Era;
use toolwright_client::Connect;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn arguments() -> Map<String, Value> {
    Map::from_iter([("text".to_owned(), Value::String("hello".into()))])
}

/// The floor over stdio: the handshake, then `calls` pre-serialized calls, each answer read
/// as a line and not parsed.
async fn floor_stdio(echo: &str, calls: usize) -> Duration {
    let mut child = Command::new(echo)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    input.write_all(b"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"floor\",\"version\":\"1\"}}}\n{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n").await.unwrap();
    output.read_line(&mut line).await.unwrap();
    let request = b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":{\"text\":\"hello\"}}}\n";
    let start = Instant::now();
    for _ in 0..calls {
        input.write_all(request).await.unwrap();
        line.clear();
        output.read_line(&mut line).await.unwrap();
    }
    let took = start.elapsed();
    assert!(line.contains("hello"), "{line}");
    drop(input);
    child.wait().await.unwrap();
    took
}

/// `calls` calls of `echo` through toolwright's client, timed; then it is closed.
async fn ours_calls(client: toolwright_client::Client, calls: usize) -> Duration {
    let start = Instant::now();
    for _ in 0..calls {
        let output = client.call("echo", json!({"text": "hello"})).await.unwrap();
        assert_eq!(output.text, "hello");
    }
    let took = start.elapsed();
    client.close().await;
    took
}

/// `calls` calls of `echo` through rmcp's client, timed; then it is closed.
async fn rmcp_calls<S>(client: RunningService<RoleClient, S>, calls: usize) -> Duration
where
    S: Service<RoleClient>,
{
    let start = Instant::now();
    for _ in 0..calls {
        let params = CallToolRequestParams::new("echo").with_arguments(arguments());
        let result = client.call_tool(params).await.unwrap();
        assert_ne!(result.is_error, Some(true));
    }
    let took = start.elapsed();
    client.cancel().await.unwrap();
    took
}

fn echo_command(echo: &str) -> Command {
    let mut command = Command::new(echo);
    command.stderr(Stdio::null());
    command
}

async fn ours_stdio(echo: &str, era: Era, calls: usize) -> Duration {
    let client = Connect::new()
        .era(era)
        .stdio(echo_command(echo))
        .await
        .unwrap();
    ours_calls(client, calls).await
}

async fn rmcp_stdio(echo: &str, calls: usize) -> Duration {
    let transport = TokioChildProcess::new(echo_command(echo)).unwrap();
    rmcp_calls(().serve(transport).await.unwrap(), calls).await
}

/// The floor over HTTP: 2026-07-28 requests (no session), pre-serialized, on one kept-alive
/// connection; each answer's body read and not parsed.
async fn floor_http(url: &str, calls: usize) -> Duration {
    let client = reqwest::Client::new();
    let body = br#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hello"},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#;
    let post = || {
        client
            .post(url)
            .header("content-type", "application/json")
            .header("accept", "application/json, text/event-stream")
            .header("mcp-protocol-version", "2026-07-28")
            .header("mcp-method", "tools/call")
            .header("mcp-name", "echo")
            .body(&body[..])
    };
    let start = Instant::now();
    let mut last = bytes::Bytes::new();
    for _ in 0..calls {
        last = post().send().await.unwrap().bytes().await.unwrap();
    }
    let took = start.elapsed();
    assert!(std::str::from_utf8(&last).unwrap().contains("hello"));
    took
}

async fn ours_http(url: &str, era: Era, calls: usize) -> Duration {
    let client = Connect::new().era(era).http(url).await.unwrap();
    client.list_tools().await.unwrap();
    ours_calls(client, calls).await
}

async fn rmcp_http(url: &str, calls: usize) -> Duration {
    let transport = StreamableHttpClientTransport::from_uri(url.to_owned());
    rmcp_calls(().serve(transport).await.unwrap(), calls).await
}

/// `echo --http` on a free port, and its URL.
async fn serve_http(echo: &str) -> (Child, String) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr = format!("127.0.0.1:{port}");
    let child = Command::new(echo)
        .args(["--http", &addr])
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    for _ in 0..200 {
        if tokio::net::TcpStream::connect(&addr).await.is_ok() {
            return (child, format!("http://{addr}/mcp"));
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("echo --http did not listen on {addr}");
}

const CLIENTS: [&str; 4] = [
    "floor",
    "toolwright 2025-11-25",
    "toolwright 2026-07-28",
    "rmcp",
];

fn report(transport: &str, calls: usize, rounds: &[[Duration; 4]]) {
    let median = |i: usize| {
        let mut per_second: Vec<f64> = rounds
            .iter()
            .map(|r| calls as f64 / r[i].as_secs_f64())
            .collect();
        per_second.sort_by(f64::total_cmp);
        per_second[per_second.len() / 2]
    };
    let floor = median(0);
    println!(
        "\n{transport}: calls per second, one in flight ({} rounds of {calls}, median)",
        rounds.len()
    );
    println!("| client | calls/s | vs floor |");
    println!("|---|---:|---:|");
    for (i, name) in CLIENTS.iter().enumerate() {
        let rate = median(i);
        println!("| {name} | {rate:.0} | {:.2}x |", rate / floor);
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let echo = std::env::args()
        .nth(1)
        .expect("usage: client_calls PATH/TO/echo (built with --features http)");
    let calls = env_or("CALLS", 20_000);
    let rounds = env_or("ROUNDS", 5);

    let mut stdio = Vec::new();
    for _ in 0..rounds {
        stdio.push([
            floor_stdio(&echo, calls).await,
            ours_stdio(&echo, Era::Legacy, calls).await,
            ours_stdio(&echo, Era::Stateless, calls).await,
            rmcp_stdio(&echo, calls).await,
        ]);
    }
    report("stdio", calls, &stdio);

    let (_server, url) = serve_http(&echo).await;
    let mut http = Vec::new();
    for _ in 0..rounds {
        http.push([
            floor_http(&url, calls).await,
            ours_http(&url, Era::Legacy, calls).await,
            ours_http(&url, Era::Stateless, calls).await,
            rmcp_http(&url, calls).await,
        ]);
    }
    report("Streamable HTTP", calls, &http);
}
