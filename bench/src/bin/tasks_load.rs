//! Tasks through one replica and a real Redis, against plain calls on the same replica, and
//! the latency of a task request once Redis is gone, against the store deadline
//! (`scripts/bench-tasks.sh` starts Redis and runs this; the table goes to BENCHMARKS.md).
//!
//! ```sh
//! tasks_load REDIS_URL REDIS_PID [SECONDS] [CONNECTIONS]
//! ```
//!
//! One server (one tokio worker thread) with two tools: `plain`, answered at once, and
//! `job`, a task tool whose handler yields once (so every call becomes a task) and then
//! ends. CONNECTIONS keep-alive connections (16) drive, for SECONDS (5) each, in turn:
//! plain calls (`tools/call plain`, a 2026-07-28 request without the tasks extension), and
//! tasks (`tools/call job` with the extension, then `tasks/get` at once until `completed`:
//! one task is created, run, recorded in Redis and read back). Then Redis is killed
//! (REDIS_PID, SIGKILL) and `tasks/get` of a known task is timed, one at a time: the first
//! answers wait on the store until the deadline (1 s), then the breaker answers at once.
//! Every answer is checked; any other fails the run.

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{json, Value};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use toolwright::server::http::HttpConfig;
use toolwright::server::tasks::{RedisTasks, TaskConfig};
use toolwright::server::Server;
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

const DEADLINE: Duration = Duration::from_secs(1);

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
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length:"))
            .expect("content-length")
            .trim()
            .parse()
            .expect("a length");
        while self.buf.len() < end + 4 + length {
            self.fill().await;
        }
        let value = serde_json::from_slice(&self.buf[end + 4..end + 4 + length]).expect("JSON");
        (status, value)
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

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: tasks_load REDIS_URL REDIS_PID [SECONDS] [CONNECTIONS]");
        return ExitCode::FAILURE;
    }
    let seconds: u64 = args.get(3).map_or(5, |s| s.parse().expect("seconds"));
    let connections: usize = args.get(4).map_or(16, |s| s.parse().expect("connections"));
    let server_rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let addr = server_rt.block_on(async {
        let store = RedisTasks::connect(&args[1]).await.expect("Redis");
        let config = TaskConfig::new(store).store_timeout(DEADLINE);
        let server = Server::new(tools![plain, job]).tasks(config);
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("an address");
        tokio::spawn(
            server
                .http_config(HttpConfig::new())
                .serve_http(listener, std::future::pending()),
        );
        addr
    });
    let client = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let span = Duration::from_secs(seconds);
    let (plain_rate, task_rate, gets_per_task, outage) = client.block_on(async {
        let until = Instant::now() + span;
        let runs: Vec<_> = (0..connections)
            .map(|_| tokio::spawn(plain_calls(addr, until)))
            .collect();
        let mut plain = 0;
        for run in runs {
            plain += run.await.expect("plain calls");
        }
        let until = Instant::now() + span;
        let runs: Vec<_> = (0..connections)
            .map(|_| tokio::spawn(tasks(addr, until)))
            .collect();
        let (mut made, mut gets) = (0, 0);
        for run in runs {
            let (n, g) = run.await.expect("tasks");
            made += n;
            gets += g;
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
        let secs = span.as_secs_f64();
        (
            plain as f64 / secs,
            made as f64 / secs,
            gets as f64 / made.max(1) as f64,
            outage,
        )
    });
    let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
    let slowest = outage.iter().map(ms).fold(0.0, f64::max);
    let mut fast: Vec<f64> = outage[5..].iter().map(ms).collect();
    fast.sort_by(f64::total_cmp);
    let median_fast = fast[fast.len() / 2];
    println!("| what ({connections} connections, {seconds} s each) | figure | ratio |");
    println!("|---|---:|---:|");
    println!("| plain calls per second, one replica | {plain_rate:.0} | 1.00x |");
    println!(
        "| tasks created, run and read back completed per second, same replica, Redis | {task_rate:.0} | {:.2}x |",
        task_rate / plain_rate
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
    server_rt.shutdown_background();
    ExitCode::SUCCESS
}
