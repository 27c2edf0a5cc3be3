//! A raw JSON-RPC client over an in-memory pipe, for comparing the bytes toolwright's own
//! server and rmcp write. Correlation ids are replaced by `tw-ID`.

use regex::Regex;
use serde_json::{json, Value};
use std::sync::LazyLock;
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, ReadHalf, WriteHalf};
use toolwright::ToolSet;

static CORRELATION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"tw-[0-9a-f]{16}").expect("valid regex"));

/// `line` with every correlation id replaced by `tw-ID`.
pub fn normalize(line: &str) -> String {
    CORRELATION.replace_all(line, "tw-ID").into_owned()
}

/// The correlation ids in `line`.
pub fn correlation_ids(line: &str) -> Vec<String> {
    CORRELATION
        .find_iter(line)
        .map(|m| m.as_str().to_owned())
        .collect()
}

/// A client's end of a server connection.
pub struct Client {
    reader: BufReader<ReadHalf<DuplexStream>>,
    writer: WriteHalf<DuplexStream>,
    next_id: u64,
}

/// toolwright's own server on one end of a pipe.
pub fn toolwright_server(tools: ToolSet) -> Client {
    let (client, server) = tokio::io::duplex(1 << 20);
    let (read, write) = tokio::io::split(server);
    tokio::spawn(async move {
        toolwright::server::Server::new(tools)
            .serve(read, write)
            .await
    });
    Client::new(client)
}

/// An rmcp server on one end of a pipe.
pub fn rmcp_server<H: rmcp::ServerHandler>(handler: H) -> Client {
    use rmcp::ServiceExt;
    let (client, server) = tokio::io::duplex(1 << 20);
    tokio::spawn(async move {
        if let Ok(running) = handler.serve(server).await {
            let _ = running.waiting().await;
        }
    });
    Client::new(client)
}

impl Client {
    fn new(stream: DuplexStream) -> Self {
        let (read, writer) = tokio::io::split(stream);
        Client {
            reader: BufReader::new(read),
            writer,
            next_id: 1,
        }
    }

    /// Write one message.
    pub async fn send(&mut self, message: &Value) {
        let mut line = message.to_string();
        line.push('\n');
        self.writer
            .write_all(line.as_bytes())
            .await
            .expect("server reads");
    }

    /// The next line the server writes, as written.
    pub async fn raw_line(&mut self) -> String {
        let mut line = String::new();
        let read = tokio::time::timeout(Duration::from_secs(10), self.reader.read_line(&mut line))
            .await
            .expect("the server answers within 10 s")
            .expect("server writes");
        assert!(read > 0, "the server closed the connection");
        line.trim_end_matches('\n').to_owned()
    }

    /// Send a request; every line up to and including its response, correlation ids
    /// normalized.
    pub async fn request(&mut self, method: &str, params: Value) -> Vec<String> {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
            .await;
        let mut lines = Vec::new();
        loop {
            let line = self.raw_line().await;
            let value: Value = serde_json::from_str(&line).expect("the server writes JSON");
            let done = value.get("id") == Some(&json!(id)) && value.get("method").is_none();
            lines.push(normalize(&line));
            if done {
                return lines;
            }
        }
    }

    /// The response line of a request (asserting nothing came before it).
    pub async fn answer(&mut self, method: &str, params: Value) -> String {
        let mut lines = self.request(method, params).await;
        assert_eq!(
            lines.len(),
            1,
            "unexpected messages before the answer: {lines:?}"
        );
        lines.pop().expect("one line")
    }

    /// The 2025-11-25 handshake.
    pub async fn initialize(mut self) -> Self {
        let params = json!({
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "bridge-test", "version": "1.0.0"},
        });
        let answer = self.answer("initialize", params).await;
        assert!(answer.contains("\"result\""), "{answer}");
        self.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
            .await;
        self
    }

    /// `tools/call` in the 2025-11-25 era: the lines up to and including the answer.
    pub async fn call(&mut self, name: &str, arguments: Value) -> Vec<String> {
        self.request("tools/call", json!({"name": name, "arguments": arguments}))
            .await
    }

    /// `tools/call` in the 2026-07-28 era (per-request `_meta`, no handshake needed).
    pub async fn call_stateless(&mut self, name: &str, arguments: Value) -> Vec<String> {
        self.request(
            "tools/call",
            json!({
                "name": name,
                "arguments": arguments,
                "_meta": {
                    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                    "io.modelcontextprotocol/clientCapabilities": {},
                    "io.modelcontextprotocol/clientInfo": {"name": "bridge-test", "version": "1.0.0"},
                },
            }),
        )
        .await
    }
}
