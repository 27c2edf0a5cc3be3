//! The benchmark floor: the least a stdio echo server can do. It reads a line, parses it
//! with serde_json, and writes the answer, in one thread, flushing whenever no further input
//! is already buffered. No concurrency, limits, cancellation, validation or error handling:
//! it exists only to measure the transport overhead of the real server against.

use serde_json::{json, Value};
use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut input = io::BufReader::with_capacity(64 * 1024, stdin.lock());
    let mut output = BufWriter::with_capacity(64 * 1024, io::stdout().lock());
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let Ok(request) = serde_json::from_slice::<Value>(&line) else {
            continue;
        };
        let Some(id) = request.get("id") else {
            continue; // a notification
        };
        let result = match request["method"].as_str() {
            Some("initialize") => json!({
                "protocolVersion": "2025-11-25",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "bare-loop", "version": "0"},
            }),
            _ => json!({
                "content": [{"type": "text", "text": request["params"]["arguments"]["text"]}]
            }),
        };
        serde_json::to_writer(
            &mut output,
            &json!({"jsonrpc": "2.0", "id": id, "result": result}),
        )?;
        output.write_all(b"\n")?;
        if input.buffer().is_empty() {
            output.flush()?;
        }
    }
    output.flush()
}
