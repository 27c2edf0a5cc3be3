//! The floor of the Lambda benchmark (`scripts/bench-lambda.sh`): the least a Lambda function
//! answering an MCP `tools/call` of the starter's `get_forecast` can do, on the runtime the
//! Lambda example serves on (`lambda_http`, multi-threaded tokio), so the example's cold start
//! and warm requests are measured against what the AWS runtime and the emulator cost by
//! themselves.
//!
//! Each request body is parsed by serde_json into a `serde_json::Value`; a request (one with
//! an `id`) is answered `200`, `application/json`, with the result `get_forecast` gives for
//! Lisbon, built as a `serde_json::Value` and serialized (its text block and its structured
//! content); a notification `202` with no body, a body that is not JSON `400`. Nothing else:
//! no protocol checks, no tool lookup, no argument validation.

use lambda_http::{service_fn, Body, Request, Response};
use serde_json::{json, Value};

fn answer(status: u16, body: Body) -> Response<Body> {
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(body)
        .expect("a fixed status and header")
}

async fn mcp(request: Request) -> Result<Response<Body>, lambda_http::Error> {
    let mut message: Value = match serde_json::from_slice(request.body()) {
        Ok(message) => message,
        Err(e) => {
            let error = json!({"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": format!("Parse error: {e}")}});
            return Ok(answer(400, Body::from(serde_json::to_vec(&error)?)));
        }
    };
    let Some(id) = message.get_mut("id").map(Value::take) else {
        return Ok(answer(202, Body::Empty));
    };
    let forecast = json!({"city": "Lisbon", "high_c": 24, "sky": "sunny"});
    let reply = json!({
        "jsonrpc": "2.0",
        "id": id,
        "result": {"content": [{"type": "text", "text": forecast.to_string()}], "structuredContent": forecast},
    });
    Ok(answer(200, Body::from(serde_json::to_vec(&reply)?)))
}

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    lambda_http::run(service_fn(mcp)).await
}
