//! Every class of malformed input gets its exact JSON-RPC answer, notifications and client
//! responses get none, and the connection goes on after each.

use toolwright_tests::server_harness;

use serde_json::json;
use server_harness::{server, Client, Tracker};

/// Send `line` as is, and check the exact answer, then that the connection still works.
async fn assert_answers(client: &mut Client, line: &[u8], expected: &str) {
    let mut bytes = line.to_vec();
    bytes.push(b'\n');
    client.send_raw(&bytes).await;
    assert_eq!(
        client.recv_line().await,
        expected,
        "for {}",
        String::from_utf8_lossy(line)
    );
    assert_eq!(client.sync().await, Vec::<String>::new());
}

async fn connected() -> Client {
    let mut client = Client::start(server(&Tracker::default()));
    client.handshake().await;
    client
}

#[tokio::test]
async fn invalid_json_is_a_parse_error_with_id_null() {
    let mut client = connected().await;
    assert_answers(
        &mut client,
        br#"{"jsonrpc":"2.0","id":1,"method":"ping""#,
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: EOF while parsing an object at line 1 column 39."}}"#,
    )
    .await;
    assert_answers(
        &mut client,
        b"hello",
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: expected value at line 1 column 1."}}"#,
    )
    .await;
    assert_answers(
        &mut client,
        br#"{"jsonrpc":"2.0","id":1,"method":"ping"} trailing"#,
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: trailing characters at line 1 column 42."}}"#,
    )
    .await;
}

#[tokio::test]
async fn a_member_named_twice_anywhere_is_a_parse_error_and_runs_nothing() {
    // Two readers of `{"name":"echo","name":"fail"}` disagree (the first, the last, an
    // error): toolwright reads JSON as I-JSON (RFC 7493) and serves neither meaning.
    let mut client = connected().await;
    for (line, name, column) in [
        (
            r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","name":"fail","arguments":{"text":"x"}}}"#,
            "name",
            83,
        ),
        (
            r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"x","text":"y"}}}"#,
            "text",
            105,
        ),
        (
            r#"{"jsonrpc":"2.0","id":1,"method":"tools/call","method":"ping"}"#,
            "method",
            62,
        ),
    ] {
        assert_answers(
            &mut client,
            line.as_bytes(),
            &format!(
                r#"{{"jsonrpc":"2.0","id":null,"error":{{"code":-32700,"message":"Parse error: duplicate member \"{name}\" in an object at line 1 column {column}."}}}}"#
            ),
        )
        .await;
    }
}

#[tokio::test]
async fn a_non_utf8_line_is_a_parse_error_and_the_connection_goes_on() {
    let mut client = connected().await;
    assert_answers(
        &mut client,
        b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\",\"arguments\":{\"text\":\"caf\xe9\"}}}",
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the line is not valid UTF-8."}}"#,
    )
    .await;
    assert_answers(
        &mut client,
        b"\xff\xfe\x00garbage",
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the line is not valid UTF-8."}}"#,
    )
    .await;
}

#[tokio::test]
async fn what_is_not_a_request_object_is_an_invalid_request() {
    let mut client = connected().await;
    let cases: &[(&[u8], &str)] = &[
        (
            b"[]",
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: batches are not supported; send one message per line."}}"#,
        ),
        (
            br#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: batches are not supported; send one message per line."}}"#,
        ),
        (
            b"42",
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: a message must be a JSON object."}}"#,
        ),
        (
            br#""ping""#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: a message must be a JSON object."}}"#,
        ),
        (
            b"null",
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: a message must be a JSON object."}}"#,
        ),
        (
            br#"{"id":1,"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Invalid request: `jsonrpc` must be \"2.0\"."}}"#,
        ),
        (
            br#"{"jsonrpc":"1.0","id":"a","method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":"a","error":{"code":-32600,"message":"Invalid request: `jsonrpc` must be \"2.0\"."}}"#,
        ),
        (
            br#"{"jsonrpc":2.0,"id":2,"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"Invalid request: `jsonrpc` must be \"2.0\"."}}"#,
        ),
        (
            br#"{"jsonrpc":"2.0","id":3}"#,
            r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"Invalid request: `method` is missing."}}"#,
        ),
        (
            br#"{"jsonrpc":"2.0","id":4,"method":["ping"]}"#,
            r#"{"jsonrpc":"2.0","id":4,"error":{"code":-32600,"message":"Invalid request: `method` must be a string."}}"#,
        ),
        (
            br#"{"jsonrpc":"2.0","id":5,"method":"ping","params":"all"}"#,
            r#"{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"Invalid request: `params` must be an object."}}"#,
        ),
        (
            br#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: `id` must be a string or a number."}}"#,
        ),
        (
            br#"{"jsonrpc":"2.0","id":{"n":1},"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: `id` must be a string or a number."}}"#,
        ),
        (
            br#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: `id` must be a string or a number."}}"#,
        ),
        // Without an id it is no valid notification either, so it is answered.
        (
            br#"{"jsonrpc":"2.0","method":7}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: `method` must be a string."}}"#,
        ),
    ];
    for (line, expected) in cases {
        assert_answers(&mut client, line, expected).await;
    }
}

#[tokio::test]
async fn ids_are_echoed_exactly() {
    let mut client = connected().await;
    for id in [
        r#""""#,
        r#""a\"b\\c""#,
        "0",
        "-7",
        "18446744073709551615",
        "2.5",
        r#""\u00e9t\u00e9""#,
    ] {
        let line = format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"ping"}}"#);
        client.send_raw(format!("{line}\n").as_bytes()).await;
        let answer: serde_json::Value = serde_json::from_str(&client.recv_line().await).unwrap();
        let sent: serde_json::Value = serde_json::from_str(id).unwrap();
        assert_eq!(answer["id"], sent);
        assert_eq!(answer["result"], json!({}));
    }
}

#[tokio::test]
async fn an_unknown_method_is_method_not_found() {
    let mut client = connected().await;
    for (id, method) in [(1, "resources/list"), (2, "prompts/get"), (3, "tools/cal")] {
        assert_answers(
            &mut client,
            json!({"jsonrpc": "2.0", "id": id, "method": method}).to_string().as_bytes(),
            &format!(
                r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32601,"message":"Method not found: {method}"}}}}"#
            ),
        )
        .await;
    }
}

#[tokio::test]
async fn a_missing_or_ill_typed_name_or_arguments_is_invalid_params() {
    let mut client = connected().await;
    let cases = [
        (
            json!(null),
            "Invalid params: `params` must be an object with the tool's `name`.",
        ),
        (json!({}), "Invalid params: `name` is missing."),
        (
            json!({"arguments": {}}),
            "Invalid params: `name` is missing.",
        ),
        (
            json!({"name": 5}),
            "Invalid params: `name` must be a string.",
        ),
        (
            json!({"name": null}),
            "Invalid params: `name` must be a string.",
        ),
        (
            json!({"name": "echo", "arguments": []}),
            "Invalid params: `arguments` must be an object.",
        ),
        (
            json!({"name": "echo", "arguments": "text=hi"}),
            "Invalid params: `arguments` must be an object.",
        ),
        (
            json!({"name": "echo", "arguments": 1}),
            "Invalid params: `arguments` must be an object.",
        ),
        (
            json!({"name": "nope", "arguments": {}}),
            "Unknown tool: nope",
        ),
        (
            json!({"name": "echo", "arguments": {}, "_meta": {"progressToken": {"a": 1}}}),
            "Invalid params: `_meta.progressToken` must be a string or a number.",
        ),
        (
            json!(["echo", {}]),
            "Invalid params: `params` must be an object with the tool's `name`.",
        ),
    ];
    for (i, (params, message)) in cases.into_iter().enumerate() {
        let mut request = json!({"jsonrpc": "2.0", "id": i, "method": "tools/call"});
        if !params.is_null() {
            request["params"] = params;
        }
        assert_answers(
            &mut client,
            request.to_string().as_bytes(),
            &format!(
                r#"{{"jsonrpc":"2.0","id":{i},"error":{{"code":-32602,"message":{}}}}}"#,
                json!(message)
            ),
        )
        .await;
    }
}

#[tokio::test]
async fn arguments_that_fail_the_schema_are_a_tool_error_the_model_can_read() {
    let mut client = connected().await;
    client.call(json!(1), "echo", json!({"text": 5})).await;
    let answer: serde_json::Value = serde_json::from_str(&client.recv_line().await).unwrap();
    assert_eq!(answer["result"]["isError"], true);
    assert!(answer["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("Invalid arguments:"));
    // `arguments` may be absent or null: no arguments.
    client
        .send(&json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "boom", "arguments": null}}))
        .await;
    assert_eq!(
        server_harness::masked(&client.recv_line().await),
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn notifications_and_client_responses_are_never_answered() {
    let mut client = connected().await;
    for message in [
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 12345}}),
        json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": [1]}}),
        json!({"jsonrpc": "2.0", "method": "notifications/cancelled"}),
        json!({"jsonrpc": "2.0", "method": "notifications/progress", "params": {"progressToken": 1, "progress": 1}}),
        json!({"jsonrpc": "2.0", "method": "notifications/roots/list_changed"}),
        json!({"jsonrpc": "2.0", "method": "tools/call", "params": {"name": "echo", "arguments": {"text": "unanswered"}}}),
        json!({"jsonrpc": "2.0", "method": "no/such/method"}),
        json!({"jsonrpc": "2.0", "id": 9, "result": {}}),
        json!({"jsonrpc": "2.0", "id": 10, "error": {"code": -32601, "message": "no"}}),
        json!({"jsonrpc": "2.0", "id": null, "error": {"code": -32700, "message": "bad"}}),
    ] {
        client.send(&message).await;
    }
    assert_eq!(client.sync().await, Vec::<String>::new());
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}

#[tokio::test]
async fn blank_lines_and_crlf_are_tolerated() {
    let mut client = connected().await;
    client
        .send_raw(b"\n\r\n   \n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r\n\t\n")
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{}}"#
    );
    assert_eq!(client.sync().await, Vec::<String>::new());
}

#[tokio::test]
async fn an_oversized_line_is_refused_with_its_id_and_the_connection_goes_on() {
    let mut client = Client::start(server(&Tracker::default()).max_line_bytes(1000));
    client.handshake().await;
    let big = json!({"jsonrpc": "2.0", "id": 77, "method": "tools/call",
                     "params": {"name": "echo", "arguments": {"text": "x".repeat(5000)}}});
    assert_answers(
        &mut client,
        big.to_string().as_bytes(),
        r#"{"jsonrpc":"2.0","id":77,"error":{"code":-32600,"message":"Invalid request: the message exceeds the 1000-byte line limit."}}"#,
    )
    .await;

    // Streamed in small pieces, over many reads.
    let huge = format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":\"big\",\"method\":\"tools/call\",\"params\":{{\"name\":\"echo\",\"arguments\":{{\"text\":\"{}\"}}}}}}\n",
        "y".repeat(300_000)
    );
    for piece in huge.as_bytes().chunks(777) {
        client.send_raw(piece).await;
    }
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":"big","error":{"code":-32600,"message":"Invalid request: the message exceeds the 1000-byte line limit."}}"#
    );

    // No id within reach: id null.
    assert_answers(
        &mut client,
        "z".repeat(2000).as_bytes(),
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: the message exceeds the 1000-byte line limit."}}"#,
    )
    .await;

    // A line of exactly the limit is served.
    let text_len = 1000
        - json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                  "params": {"name": "echo", "arguments": {"text": ""}}})
        .to_string()
        .len();
    let exact = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": "echo", "arguments": {"text": "w".repeat(text_len)}}});
    assert_eq!(exact.to_string().len(), 1000);
    let answer = client.request(exact).await;
    assert_eq!(
        answer["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .len(),
        text_len
    );
}

#[tokio::test]
async fn the_default_line_limit_is_4_mib() {
    let mut client = connected().await;
    let under = "u".repeat(4 * 1024 * 1024 - 200);
    let answer = client
        .request(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                        "params": {"name": "echo", "arguments": {"text": under}}}))
        .await;
    assert_eq!(
        answer["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .len(),
        under.len()
    );
    let over = "o".repeat(4 * 1024 * 1024);
    assert_answers(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
               "params": {"name": "echo", "arguments": {"text": over}}})
        .to_string()
        .as_bytes(),
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"Invalid request: the message exceeds the 4194304-byte line limit."}}"#,
    )
    .await;
}
