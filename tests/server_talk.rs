//! Tools that talk back, over the stdio transport: elicitation (`Context::elicit`), sampling
//! (`Context::sample`) and log messages (`Context::log`), in both eras. In 2025-11-25 a
//! question is a JSON-RPC request to the client on the connection; in 2026-07-28 the call
//! ends `input_required` and its retry carries the answer. Every line is asserted byte for
//! byte where the bytes are the contract.

use toolwright_tests::server_harness;
use toolwright_tests::talk_tools;

use serde_json::{json, Value};
use server_harness::{stateless_meta, Client};
use std::time::Duration;
use talk_tools::{server, PATH, QUESTION, SECRET};
use toolwright_tests::LogCapture;

/// The legacy handshake, declaring `capabilities`.
async fn handshake(client: &mut Client, capabilities: Value) {
    let answer = client
        .request(
            json!({"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": capabilities,
            "clientInfo": {"name": "test", "version": "0"}}}),
        )
        .await;
    assert_eq!(answer["result"]["capabilities"]["logging"], json!({}));
    client
        .send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        .await;
}

/// The exact line of a plain-text success.
fn text_result(id: u64, text: &str) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"result":{{"content":[{{"type":"text","text":"{text}"}}]}}}}"#
    )
}

/// The text of an `isError` result, with its correlation id masked.
fn error_text(line: &str) -> String {
    let value: Value = serde_json::from_str(line).unwrap();
    assert_eq!(value["result"]["isError"], true, "{line}");
    server_harness::masked(value["result"]["content"][0]["text"].as_str().unwrap())
}

#[tokio::test]
async fn legacy_elicitation_asks_the_client_and_the_accepted_answer_reaches_the_handler() {
    let mut client = Client::start(server());
    handshake(&mut client, json!({"elicitation": {}})).await;
    client
        .call(json!(7), "refund", json!({"amount": 750}))
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(r#"{{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{QUESTION}}}"#)
    );
    client
        .send(&json!({"jsonrpc": "2.0", "id": 1, "result": {"action": "accept", "content": {"approve": true}}}))
        .await;
    assert_eq!(client.recv_line().await, text_result(7, "refunded $750"));
}

#[tokio::test]
async fn legacy_decline_and_cancel_become_declined_results_the_model_can_read() {
    let mut client = Client::start(server());
    handshake(&mut client, json!({"elicitation": {"form": {}}})).await;
    for (id, action, text) in [
        (1, "decline", "The user declined the request.\nDo not repeat the request unless the user asks for it.\n[category=declined; retryable=false; ref=tw-ID]"),
        (2, "cancel", "The user dismissed the request without answering.\nAsk the user whether to try again.\n[category=declined; retryable=false; ref=tw-ID]"),
    ] {
        client.call(json!(id), "refund", json!({"amount": 5})).await;
        let request = client.recv().await;
        assert_eq!(request["method"], "elicitation/create");
        client
            .send(&json!({"jsonrpc": "2.0", "id": request["id"], "result": {"action": action}}))
            .await;
        assert_eq!(error_text(&client.recv_line().await), text);
    }
}

#[tokio::test]
async fn without_the_capability_nothing_is_asked_and_the_model_hears_unsupported() {
    let mut client = Client::start(server());
    handshake(&mut client, json!({"sampling": {}})).await;
    client.call(json!(1), "refund", json!({"amount": 5})).await;
    assert_eq!(
        error_text(&client.recv_line().await),
        "This client cannot ask the user for input.\nAsk the user directly, or use a client that supports elicitation.\n[category=unsupported; retryable=false; ref=tw-ID]"
    );
}

#[tokio::test]
async fn an_unanswered_question_times_out_and_is_withdrawn_from_the_client() {
    let mut client = Client::start(server().elicitation_timeout(Duration::from_millis(100)));
    handshake(&mut client, json!({"elicitation": {}})).await;
    client.call(json!(1), "refund", json!({"amount": 5})).await;
    let request = client.recv().await;
    assert_eq!(request["id"], 1);
    // The client never answers: the handler hears TimedOut, and the client is told to
    // stop asking its user before the call's answer.
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"reason":"The tool call stopped waiting.","requestId":1}}"#
    );
    assert_eq!(
        error_text(&client.recv_line().await),
        "The user did not answer in time.\nAsk the user whether to try again.\n[category=timeout; retryable=true; ref=tw-ID]"
    );
    // A late answer reaches nobody and is not answered.
    client
        .send(&json!({"jsonrpc": "2.0", "id": 1, "result": {"action": "accept", "content": {"approve": true}}}))
        .await;
    assert!(client.sync().await.is_empty());
}

#[tokio::test]
async fn a_cancelled_call_withdraws_its_question() {
    let mut client = Client::start(server());
    handshake(&mut client, json!({"elicitation": {}})).await;
    client
        .call(json!("c"), "refund", json!({"amount": 5}))
        .await;
    let request = client.recv().await;
    client
        .send(&json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": "c"}}))
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(
            r#"{{"jsonrpc":"2.0","method":"notifications/cancelled","params":{{"reason":"The tool call stopped waiting.","requestId":{}}}}}"#,
            request["id"]
        )
    );
    // The cancelled call is never answered, and neither is the answer to its question.
    client
        .send(&json!({"jsonrpc": "2.0", "id": request["id"], "result": {"action": "decline"}}))
        .await;
    assert!(client.sync().await.is_empty());
}

#[tokio::test]
async fn an_answer_that_does_not_fit_the_form_is_taken_as_cancelled() {
    let mut client = Client::start(server());
    handshake(&mut client, json!({"elicitation": {}})).await;
    client.call(json!(1), "refund", json!({"amount": 5})).await;
    let request = client.recv().await;
    client
        .send(&json!({"jsonrpc": "2.0", "id": request["id"], "result": {"action": "accept", "content": {"approve": "yes please"}}}))
        .await;
    assert!(error_text(&client.recv_line().await).starts_with("The user dismissed the request"));
}

#[tokio::test]
async fn log_messages_go_to_the_client_at_its_level_sanitized_and_before_the_answer() {
    let (logs, _guard) = LogCapture::start();
    let mut client = Client::start(server());
    handshake(&mut client, json!({})).await;
    client.call(json!(1), "chatty", json!({})).await;
    // Before any `logging/setLevel`: info and above.
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"charging with [secret] from [path]","level":"info","logger":"chatty"}}"#
    );
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"almost out of quota","level":"warning","logger":"chatty"}}"#
    );
    assert_eq!(client.recv_line().await, text_result(1, "done"));

    let set = client
        .request(json!({"jsonrpc": "2.0", "id": 2, "method": "logging/setLevel", "params": {"level": "warning"}}))
        .await;
    assert_eq!(set, json!({"jsonrpc": "2.0", "id": 2, "result": {}}));
    client.call(json!(3), "chatty", json!({})).await;
    assert_eq!(client.recv().await["params"]["level"], "warning");
    assert_eq!(client.recv().await["id"], 3);

    let set = client
        .request(json!({"jsonrpc": "2.0", "id": 4, "method": "logging/setLevel", "params": {"level": "loud"}}))
        .await;
    assert_eq!(set["error"]["code"], -32602);
    let log = logs.text();
    assert!(log.contains("charging with [secret] from [path]"), "{log}");
    assert!(!log.contains(SECRET) && !log.contains(PATH), "{log}");
}

#[tokio::test]
async fn legacy_sampling_asks_the_clients_model_and_a_rejection_is_declined() {
    let mut client = Client::start(server());
    handshake(&mut client, json!({"sampling": {}})).await;
    client
        .call(json!(1), "summarize", json!({"text": "a long story"}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"method":"sampling/createMessage","params":{"maxTokens":50,"messages":[{"content":{"text":"a long story","type":"text"},"role":"user"}]}}"#
    );
    client
        .send(&json!({"jsonrpc": "2.0", "id": 1, "result": {"role": "assistant", "content": {"type": "text", "text": "short"}, "model": "m", "stopReason": "endTurn"}}))
        .await;
    assert_eq!(client.recv_line().await, text_result(1, "summary: short"));

    client
        .call(json!(2), "summarize", json!({"text": "x"}))
        .await;
    let request = client.recv().await;
    client
        .send(&json!({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -1, "message": "User rejected sampling request"}}))
        .await;
    assert!(error_text(&client.recv_line().await).contains("[category=declined;"));
}

/// A 2026-07-28 `tools/call`, with `extra` params (the retry's `inputResponses` and
/// `requestState`).
fn stateless_call(
    id: Value,
    name: &str,
    arguments: Value,
    capabilities: Value,
    extra: Value,
) -> Value {
    let mut meta = stateless_meta();
    meta["io.modelcontextprotocol/clientCapabilities"] = capabilities;
    let mut params = json!({"name": name, "arguments": arguments, "_meta": meta});
    for (k, v) in extra.as_object().unwrap() {
        params[k] = v.clone();
    }
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params})
}

/// A 2026-07-28 `refund` call from a client that declares elicitation.
async fn refund_asking(client: &mut Client, id: u64, args: Value, extra: Value) -> Value {
    let caps = json!({"elicitation": {}});
    client
        .request(stateless_call(json!(id), "refund", args, caps, extra))
        .await
}

#[tokio::test]
async fn stateless_elicitation_ends_input_required_and_the_retry_completes_the_call() {
    let mut client = Client::start(server());
    let first = refund_asking(&mut client, 1, json!({"amount": 750}), json!({})).await;
    let result = &first["result"];
    assert_eq!(result["resultType"], "input_required");
    assert_eq!(
        result["inputRequests"],
        json!({"elicitation-1": {"method": "elicitation/create", "params": serde_json::from_str::<Value>(QUESTION).unwrap()}})
    );
    assert_eq!(
        result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"],
        "toolwright"
    );
    let state = result["requestState"]
        .as_str()
        .expect("a requestState")
        .to_owned();

    let retry = refund_asking(&mut client, 2, json!({"amount": 750}), json!({"requestState": state, "inputResponses": {"elicitation-1": {"action": "accept", "content": {"approve": true}}}})).await;
    assert_eq!(retry["id"], 2);
    assert_eq!(retry["result"]["resultType"], "complete");
    assert_eq!(retry["result"]["content"][0]["text"], "refunded $750");
    assert_eq!(retry["result"].get("isError"), None);

    // Declined on the retry: the operational result.
    let declined = refund_asking(
        &mut client,
        3,
        json!({"amount": 750}),
        json!({"requestState": state, "inputResponses": {"elicitation-1": {"action": "decline"}}}),
    )
    .await;
    assert!(declined["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .contains("[category=declined;"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_question_asked_from_a_spawned_task_also_ends_the_call_input_required() {
    let mut client = Client::start(server());
    let caps = json!({"elicitation": {}});
    let call = stateless_call(
        json!(1),
        "refund_in_task",
        json!({"amount": 750}),
        caps,
        json!({}),
    );
    let first = client.request(call).await;
    assert_eq!(first["result"]["resultType"], "input_required", "{first}");
    assert_eq!(
        first["result"]["inputRequests"]["elicitation-1"]["params"],
        serde_json::from_str::<Value>(QUESTION).unwrap()
    );
}

#[tokio::test]
async fn a_request_state_is_refused_for_other_arguments_and_when_tampered_with_and_unasked_answers_count_by_key(
) {
    let mut client = Client::start(server());
    let first = refund_asking(&mut client, 1, json!({"amount": 5}), json!({})).await;
    let state = first["result"]["requestState"].as_str().unwrap().to_owned();
    let approve = json!({"elicitation-1": {"action": "accept", "content": {"approve": true}}});
    let mut tampered = state.clone();
    tampered.insert(3, 'x');
    for (args, state) in [
        (json!({"amount": 75000}), state.clone()),
        (json!({"amount": 5}), tampered),
    ] {
        let answer = refund_asking(
            &mut client,
            2,
            args,
            json!({"requestState": state, "inputResponses": approve}),
        )
        .await;
        assert_eq!(
            answer,
            json!({"jsonrpc": "2.0", "id": 2, "error": {"code": -32602, "message": "Invalid params: `requestState` is not valid for this call; call the tool again without it."}})
        );
    }
    // Answers sent without a state were sent unasked (SEP-2322 lets a client answer
    // first): each counts for the question asked under its key, keys nobody asks are
    // ignored, and the call completes.
    let mut unasked = approve.clone();
    unasked["unknown_extra_key"] = json!({"action": "accept", "content": {"foo": "bar"}});
    let answered = refund_asking(
        &mut client,
        3,
        json!({"amount": 5}),
        json!({"inputResponses": unasked}),
    )
    .await;
    assert_eq!(answered["result"]["resultType"], "complete", "{answered}");
    assert_eq!(answered["result"]["content"][0]["text"], "refunded $5");
    // An unasked answer that does not fit the form is no approval: the call does not act.
    let wrong = json!({"elicitation-1": {"action": "accept", "content": {"approve": "yes"}}});
    let refused = refund_asking(
        &mut client,
        4,
        json!({"amount": 5}),
        json!({"inputResponses": wrong}),
    )
    .await;
    assert_ne!(
        refused["result"]["content"][0]["text"], "refunded $5",
        "{refused}"
    );
}

#[tokio::test]
async fn stateless_questions_the_client_cannot_answer_end_minus_32021_when_the_handler_needs_them()
{
    let (logs, _guard) = LogCapture::start();
    let mut client = Client::start(server());
    // `refund` and `summarize` cannot go on without their answer (they fail `unsupported`
    // with `?`): in 2026-07-28 that is -32021 naming the capability (SEP-2575).
    client
        .send(&stateless_call(
            json!(1),
            "refund",
            json!({"amount": 5}),
            json!({}),
            json!({}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32021,"message":"Missing required client capability: elicitation.","data":{"requiredCapabilities":{"elicitation":{}}}}}"#
    );
    client
        .send(&stateless_call(
            json!(2),
            "summarize",
            json!({"text": "x"}),
            json!({}),
            json!({}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32021,"message":"Missing required client capability: sampling.","data":{"requiredCapabilities":{"sampling":{}}}}}"#
    );
    // Declared: sampling is an input_required round, as elicitation is.
    let sampled = client
        .request(stateless_call(
            json!(5),
            "summarize",
            json!({"text": "x"}),
            json!({"sampling": {}}),
            json!({}),
        ))
        .await;
    assert_eq!(sampled["result"]["resultType"], "input_required");
    let requests = sampled["result"]["inputRequests"].as_object().unwrap();
    assert_eq!(requests.len(), 1);
    let (key, request) = requests.iter().next().unwrap();
    assert_eq!(request["method"], "sampling/createMessage");
    // The retry with the client's answer and the sealed state: the handler hears it.
    let state = sampled["result"]["requestState"].clone();
    let answer = json!({key.clone(): {"role": "assistant", "model": "m",
        "content": {"type": "text", "text": "short"}}});
    let done = client
        .request(stateless_call(
            json!(6),
            "summarize",
            json!({"text": "x"}),
            json!({"sampling": {}}),
            json!({"inputResponses": answer, "requestState": state}),
        ))
        .await;
    assert_eq!(done["result"]["content"][0]["text"], "summary: short");
    // Log messages go to `tracing` only: the next line is the answer.
    let chatty = client
        .request(stateless_call(
            json!(3),
            "chatty",
            json!({}),
            json!({}),
            json!({}),
        ))
        .await;
    assert_eq!(chatty["id"], 3);
    assert!(logs.text().contains("almost out of quota"));
    // `logging/setLevel` does not exist in 2026-07-28.
    let set = client
        .request(
            json!({"jsonrpc": "2.0", "id": 4, "method": "logging/setLevel",
                        "params": {"level": "debug", "_meta": stateless_meta()}}),
        )
        .await;
    assert_eq!(set["error"]["code"], -32601);
}

/// Where the client lets the server work, asked under the key `client_roots`.
#[toolwright::mcp_tool(read_only)]
async fn where_am_i(
    #[ctx] ctx: toolwright::Context,
) -> Result<String, toolwright::talk::Unanswered> {
    let roots = ctx.keyed("client_roots").list_roots().await?;
    Ok(roots
        .iter()
        .map(|r| format!("{} ({})", r.uri, r.name.as_deref().unwrap_or("-")))
        .collect::<Vec<_>>()
        .join(", "))
}

#[tokio::test]
async fn roots_are_a_round_under_the_key_the_handler_names_and_need_the_capability() {
    let mut client = Client::start(toolwright::server::Server::new(toolwright::tools![
        where_am_i
    ]));
    let asked = client
        .request(stateless_call(
            json!(1),
            "where_am_i",
            json!({}),
            json!({"roots": {}}),
            json!({}),
        ))
        .await;
    assert_eq!(asked["result"]["resultType"], "input_required");
    assert_eq!(
        asked["result"]["inputRequests"],
        json!({"client_roots": {"method": "roots/list", "params": {}}})
    );
    let state = asked["result"]["requestState"].clone();
    let answer = json!({"client_roots": {"roots": [{"uri": "file:///work", "name": "Work"}]}});
    let done = client
        .request(stateless_call(
            json!(2),
            "where_am_i",
            json!({}),
            json!({"roots": {}}),
            json!({"inputResponses": answer, "requestState": state}),
        ))
        .await;
    assert_eq!(done["result"]["content"][0]["text"], "file:///work (Work)");
    // Without the capability the handler cannot go on (it fails `unsupported` with `?`):
    // -32021 naming `roots`, nothing asked.
    let missing = client
        .request(stateless_call(
            json!(3),
            "where_am_i",
            json!({}),
            json!({}),
            json!({}),
        ))
        .await;
    assert_eq!(missing["error"]["code"], -32021);
    assert_eq!(
        missing["error"]["data"],
        json!({"requiredCapabilities": {"roots": {}}})
    );
}
