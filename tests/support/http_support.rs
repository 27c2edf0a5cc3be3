//! What the HTTP transport suites share: a raw HTTP/1.1 client: each test sees exactly the status,
//! headers and bytes a client gets.

use crate::server_harness::{stateless_meta, PATIENCE};
use serde_json::json;
use serde_json::Value;
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use tokio::net::TcpStream;
use tokio::sync::oneshot;
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;

#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("UTF-8 body")
    }

    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", self.text()))
    }

    /// The `data:` of each SSE event, as JSON.
    pub fn events(&self) -> Vec<Value> {
        self.text()
            .split("\n\n")
            .filter_map(|event| event.lines().find_map(|l| l.strip_prefix("data: ")))
            .map(|data| serde_json::from_str(data).expect("JSON event"))
            .collect()
    }
}

pub fn parse(raw: &[u8]) -> Reply {
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no end of headers in {:?}", String::from_utf8_lossy(raw)));
    let head = std::str::from_utf8(&raw[..split]).expect("ASCII head");
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .map(|l| {
            let (n, v) = l.split_once(':').unwrap();
            (n.trim().to_owned(), v.trim().to_owned())
        })
        .collect();
    let mut body = raw[split + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n.eq_ignore_ascii_case("transfer-encoding") && v == "chunked");
    if chunked {
        let mut out = Vec::new();
        let mut rest = &body[..];
        loop {
            let eol = rest.windows(2).position(|w| w == b"\r\n").unwrap();
            let size =
                usize::from_str_radix(std::str::from_utf8(&rest[..eol]).unwrap(), 16).unwrap();
            if size == 0 {
                break;
            }
            out.extend_from_slice(&rest[eol + 2..eol + 2 + size]);
            rest = &rest[eol + 2 + size + 2..];
        }
        body = out;
    }
    Reply {
        status,
        headers,
        body,
    }
}

/// Send `raw` on a new connection and read the reply until the server closes it.
pub async fn exchange(addr: SocketAddr, raw: &[u8]) -> Reply {
    let run = async {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        stream.write_all(raw).await.unwrap();
        let mut out = Vec::new();
        stream.read_to_end(&mut out).await.unwrap();
        parse(&out)
    };
    tokio::time::timeout(PATIENCE, run)
        .await
        .expect("a reply in time")
}

/// Read from `stream` into `seen`, a connection kept open, until `done` holds of everything
/// read so far (as text), within [`PATIENCE`]; fails if the server closes the connection
/// first.
pub async fn read_until(stream: &mut TcpStream, seen: &mut Vec<u8>, done: impl Fn(&str) -> bool) {
    let read = async {
        while !done(&String::from_utf8_lossy(seen)) {
            let mut buf = [0; 4096];
            let n = stream.read(&mut buf).await.unwrap();
            assert!(
                n > 0,
                "the connection closed after: {}",
                String::from_utf8_lossy(seen)
            );
            seen.extend_from_slice(&buf[..n]);
        }
    };
    tokio::time::timeout(PATIENCE, read)
        .await
        .expect("read in time");
}

pub fn request(method: &str, headers: &[(&str, &str)], body: &str) -> Vec<u8> {
    let mut raw = format!("{method} /mcp HTTP/1.1\r\nConnection: close\r\n");
    if !headers.iter().any(|(n, _)| n.eq_ignore_ascii_case("host")) {
        raw.push_str("Host: 127.0.0.1\r\n");
    }
    for (name, value) in headers {
        raw.push_str(&format!("{name}: {value}\r\n"));
    }
    raw.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
    raw.into_bytes()
}

pub const JSON: (&str, &str) = ("Content-Type", "application/json");
pub const ACCEPT: (&str, &str) = ("Accept", "application/json, text/event-stream");

pub async fn post(addr: SocketAddr, headers: &[(&str, &str)], body: &Value) -> Reply {
    let mut all = vec![JSON, ACCEPT];
    all.extend_from_slice(headers);
    exchange(addr, &request("POST", &all, &body.to_string())).await
}

/// A 2026-07-28 request with the headers that must repeat its body.
pub async fn stateless(addr: SocketAddr, id: u64, method: &str, mut params: Value) -> Reply {
    params["_meta"] = stateless_meta();
    // Mcp-Name repeats `params.name` (tools/call, prompts/get) or `params.uri`
    // (resources/read).
    let name = params
        .get("name")
        .or_else(|| params.get("uri"))
        .and_then(Value::as_str)
        .map(str::to_owned);
    let mut headers = vec![
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", method),
    ];
    if let Some(name) = &name {
        headers.push(("Mcp-Name", name));
    }
    let body = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
    post(addr, &headers, &body).await
}

pub struct Running {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    served: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    pub async fn stop(mut self) {
        let _ = self.stop.take().unwrap().send(());
        tokio::time::timeout(PATIENCE, self.served)
            .await
            .expect("serve_http returns")
            .unwrap()
            .unwrap();
    }
}

pub async fn start_with(server: Server, http: HttpConfig) -> Running {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let served = tokio::spawn(server.http_config(http).serve_http(listener, async {
        let _ = stopped.await;
    }));
    Running {
        addr,
        stop: Some(stop),
        served,
    }
}

pub fn error_code(reply: &Reply) -> i64 {
    reply.json()["error"]["code"]
        .as_i64()
        .expect("a JSON-RPC error")
}
