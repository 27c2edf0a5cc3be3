//! Resources and prompts that ask the client (a `#[ctx] Context`), over stdio: in
//! 2026-07-28 a `resources/read` or `prompts/get` ends `input_required` and its retry
//! completes (SEP-2322 allows MRTR on both), with a state that opens for that request only;
//! in 2025-11-25 the question is a request on the connection.

use toolwright_tests::server_harness;

use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Value};
use server_harness::{stateless_meta, Client};
use toolwright::server::Server;
use toolwright::talk::Unanswered;
use toolwright::{mcp_prompt, mcp_resource, tools, Context, Elicit};

/// Who a text is for.
#[derive(Debug, Deserialize, JsonSchema, Elicit)]
struct Audience {
    audience: String,
}

/// A brief for an audience the user names.
#[mcp_prompt]
async fn brief(#[ctx] ctx: Context, topic: String) -> Result<String, Unanswered> {
    let who = ctx
        .keyed("audience")
        .elicit::<Audience>("Who is the brief for?")
        .await
        .accepted()?;
    Ok(format!("Write a brief on {topic} for {}.", who.audience))
}

/// Whether to show a draft.
#[derive(Debug, Deserialize, JsonSchema, Elicit)]
struct Reveal {
    reveal: bool,
}

/// A draft, shown once the user agrees.
#[mcp_resource(uri = "drafts://{id}", mime_type = "text/plain")]
async fn draft(#[ctx] ctx: Context, id: u64) -> Result<String, Unanswered> {
    let reveal = ctx
        .keyed("reveal")
        .elicit::<Reveal>("Show the draft?")
        .await
        .accepted()?;
    Ok(if reveal.reveal {
        format!("draft {id}")
    } else {
        format!("draft {id} (hidden)")
    })
}

fn server() -> Server {
    Server::new(tools![brief, draft])
}

fn meta() -> Value {
    let mut meta = stateless_meta();
    meta["io.modelcontextprotocol/clientCapabilities"] = json!({"elicitation": {}});
    meta
}

fn get(id: u64, extra: Value) -> Value {
    let mut params = json!({"name": "brief", "arguments": {"topic": "tides"}, "_meta": meta()});
    params
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    json!({"jsonrpc": "2.0", "id": id, "method": "prompts/get", "params": params})
}

fn read(id: u64, extra: Value) -> Value {
    let mut params = json!({"uri": "drafts://7", "_meta": meta()});
    params
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    json!({"jsonrpc": "2.0", "id": id, "method": "resources/read", "params": params})
}

const INVALID_STATE: &str = r#"{"code":-32602,"message":"Invalid params: `requestState` is not valid for this call; call the tool again without it."}"#;

#[tokio::test]
async fn a_2026_prompt_that_asks_ends_input_required_and_its_retry_gets_the_messages() {
    let mut client = Client::start(server());
    let first = client.request(get(1, json!({}))).await;
    let result = &first["result"];
    assert_eq!(result["resultType"], "input_required", "{first}");
    assert_eq!(
        result["inputRequests"],
        json!({"audience": {"method": "elicitation/create", "params": {
            "message": "Who is the brief for?",
            "requestedSchema": {"type": "object", "properties": {"audience": {"type": "string"}}, "required": ["audience"]}}}})
    );
    let state = result["requestState"].as_str().expect("a state").to_owned();
    let answer = json!({"audience": {"action": "accept", "content": {"audience": "sailors"}}});
    client
        .send(&get(
            2,
            json!({"requestState": state, "inputResponses": answer}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"messages":[{"role":"user","content":{"type":"text","text":"Write a brief on tides for sailors."}}],"resultType":"complete","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"toolwright","version":"0.2.0"}}}}"#
    );
    // The prompt's state opens for that prompt only: not for a read.
    client
        .send(&read(
            3,
            json!({"requestState": state, "inputResponses": {"reveal": {"action": "accept", "content": {"reveal": true}}}}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(r#"{{"jsonrpc":"2.0","id":3,"error":{INVALID_STATE}}}"#)
    );
}

#[tokio::test]
async fn a_2026_read_that_asks_ends_input_required_and_its_retry_gets_the_contents() {
    let mut client = Client::start(server());
    let first = client.request(read(1, json!({}))).await;
    assert_eq!(first["result"]["resultType"], "input_required", "{first}");
    assert_eq!(
        first["result"]["inputRequests"]["reveal"]["params"]["message"],
        "Show the draft?"
    );
    let state = first["result"]["requestState"].as_str().unwrap().to_owned();
    let retry = client
        .request(read(
            2,
            json!({"requestState": state, "inputResponses": {"reveal": {"action": "accept", "content": {"reveal": true}}}}),
        ))
        .await;
    assert_eq!(retry["result"]["resultType"], "complete", "{retry}");
    assert_eq!(
        retry["result"]["contents"],
        json!([{"uri": "drafts://7", "mimeType": "text/plain", "text": "draft 7"}])
    );
    // Declined: the read fails as the handler's operational error, with its envelope.
    let declined = client
        .request(read(
            3,
            json!({"requestState": state, "inputResponses": {"reveal": {"action": "decline"}}}),
        ))
        .await;
    assert_eq!(declined["error"]["code"], -32000, "{declined}");
    assert_eq!(declined["error"]["data"]["errorCategory"], "declined");
}

#[tokio::test]
async fn a_2025_prompt_asks_on_the_connection_and_without_the_capability_hears_unsupported() {
    let mut client = Client::start(server());
    let init = json!({"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {"elicitation": {}},
        "clientInfo": {"name": "test", "version": "0"}}});
    client.request(init).await;
    client
        .send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        .await;
    client
        .send(&json!({"jsonrpc": "2.0", "id": 5, "method": "prompts/get",
                      "params": {"name": "brief", "arguments": {"topic": "tides"}}}))
        .await;
    let question = client.recv().await;
    assert_eq!(question["method"], "elicitation/create", "{question}");
    assert_eq!(question["params"]["message"], "Who is the brief for?");
    client
        .send(&json!({"jsonrpc": "2.0", "id": question["id"], "result": {"action": "accept", "content": {"audience": "pilots"}}}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":5,"result":{"messages":[{"role":"user","content":{"type":"text","text":"Write a brief on tides for pilots."}}]}}"#
    );

    // A client that cannot answer: the prompt fails as the handler's `unsupported`.
    let mut client = Client::start(server());
    client.handshake().await;
    let answer = client
        .request(json!({"jsonrpc": "2.0", "id": 6, "method": "prompts/get",
                        "params": {"name": "brief", "arguments": {"topic": "tides"}}}))
        .await;
    assert_eq!(answer["error"]["code"], -32000, "{answer}");
    assert_eq!(answer["error"]["data"]["errorCategory"], "unsupported");
}
