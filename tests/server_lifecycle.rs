//! Each era's lifecycle over the wire: the legacy handshake and version negotiation, the
//! stateless 2026-07-28 requests, `server/discover`, `tools/list` (order, pagination, per-era
//! shapes) and `tools/call` answered exactly as the in-process `ToolSet` answers.

use toolwright_tests::server_harness;

use serde_json::{json, Value};
use server_harness::{server, stateless_meta, toolset, Client, Tracker};
use toolwright::server::Server;
use toolwright::{CallOptions, Era};

const SERVER_INFO: &str = r#"{"name":"test-server","version":"9.9.9"}"#;

fn initialize(id: u64, version: &str) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {
        "protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}})
}

#[tokio::test]
async fn initialize_answers_the_clients_version_when_supported_else_the_latest() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    for (asked, agreed) in [
        ("2025-11-25", "2025-11-25"),
        ("2025-06-18", "2025-06-18"),
        ("2025-03-26", "2025-03-26"),
        ("2024-11-05", "2024-11-05"),
        ("2026-07-28", "2025-11-25"),
        ("1999-01-01", "2025-11-25"),
    ] {
        client.send(&initialize(1, asked)).await;
        assert_eq!(
            client.recv_line().await,
            format!(
                r#"{{"jsonrpc":"2.0","id":1,"result":{{"protocolVersion":"{agreed}","capabilities":{{"logging":{{}},"tools":{{"listChanged":false}}}},"serverInfo":{SERVER_INFO}}}}}"#
            )
        );
    }
    // `notifications/initialized` is a notification: never answered.
    client
        .send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        .await;
    assert_eq!(client.sync().await, Vec::<String>::new());
    let (rest, ended) = client.finish().await;
    assert!(rest.is_empty(), "{rest:?}");
    ended.unwrap();
}

#[tokio::test]
async fn initialize_without_a_version_is_invalid_params() {
    let mut client = Client::start(server(&Tracker::default()));
    client
        .send(&json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Invalid params: `protocolVersion` must be a string."}}"#
    );
}

#[tokio::test]
async fn instructions_go_in_initialize_and_discover() {
    let server = Server::new(toolset(&Tracker::default()))
        .name("n")
        .version("1")
        .instructions("Call echo to test.");
    let mut client = Client::start(server);
    client.send(&initialize(1, "2025-06-18")).await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"logging":{},"tools":{"listChanged":false}},"serverInfo":{"name":"n","version":"1"},"instructions":"Call echo to test."}}"#
    );
    client
        .send(&json!({"jsonrpc": "2.0", "id": 2, "method": "server/discover", "params": {"_meta": stateless_meta()}}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tools":{"listChanged":false}},"instructions":"Call echo to test.","ttlMs":300000,"cacheScope":"public","resultType":"complete","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"n","version":"1"}}}}"#
    );
}

#[tokio::test]
async fn ping_is_answered_before_the_handshake_and_is_unknown_in_the_2026_era() {
    let mut client = Client::start(server(&Tracker::default()));
    client
        .send(&json!({"jsonrpc": "2.0", "id": "p", "method": "ping"}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":"p","result":{}}"#
    );
    client
        .send(&json!({"jsonrpc": "2.0", "id": "q", "method": "ping", "params": {"_meta": stateless_meta()}}))
        .await;
    // 2026-07-28 removed `ping` (SEP-2575): a request of that era gets -32601, as over HTTP.
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":"q","error":{"code":-32601,"message":"Method not found: ping"}}"#
    );
}

#[tokio::test]
async fn without_handshake_or_meta_a_request_is_invalid_params() {
    let mut client = Client::start(server(&Tracker::default()));
    let missing = r#""error":{"code":-32602,"message":"Missing protocol version: send `initialize` first, or give `_meta[\"io.modelcontextprotocol/protocolVersion\"]` in every request."}}"#;
    client
        .send(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(r#"{{"jsonrpc":"2.0","id":1,{missing}"#)
    );
    client.call(json!(2), "echo", json!({"text": "hi"})).await;
    assert_eq!(
        client.recv_line().await,
        format!(r#"{{"jsonrpc":"2.0","id":2,{missing}"#)
    );
    // `server/discover` belongs to 2026-07-28 even after a handshake.
    client.handshake().await;
    client
        .send(&json!({"jsonrpc": "2.0", "id": 3, "method": "server/discover"}))
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(r#"{{"jsonrpc":"2.0","id":3,{missing}"#)
    );
}

#[tokio::test]
async fn stateless_meta_is_checked_on_every_request() {
    let mut client = Client::start(server(&Tracker::default()));
    let list = |id: u64, meta: Value| json!({"jsonrpc": "2.0", "id": id, "method": "tools/list", "params": {"_meta": meta}});
    client
        .send(&list(
            1,
            json!({"io.modelcontextprotocol/protocolVersion": "2026-07-28"}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Missing client capabilities: give `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` in every request."}}"#
    );
    client
        .send(&list(
            2,
            json!({"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                   "io.modelcontextprotocol/clientCapabilities": []}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Invalid params: `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` must be an object."}}"#
    );
    client
        .send(&list(
            3,
            json!({"io.modelcontextprotocol/protocolVersion": "2027-01-01",
                   "io.modelcontextprotocol/clientCapabilities": {}}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32022,"message":"Unsupported protocol version.","data":{"requested":"2027-01-01","supported":["2026-07-28"]}}}"#
    );
    client
        .send(&list(
            4,
            json!({"io.modelcontextprotocol/protocolVersion": 20260728,
                   "io.modelcontextprotocol/clientCapabilities": {}}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"Invalid params: `_meta[\"io.modelcontextprotocol/protocolVersion\"]` must be a string."}}"#
    );
    client.send(&list(5, json!("v"))).await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"Invalid params: `_meta` must be an object."}}"#
    );
    // A stateless request with a version this server does not serve: -32022.
    client
        .send(
            &json!({"jsonrpc": "2.0", "id": 6, "method": "tools/list", "params": {"_meta": {
            "io.modelcontextprotocol/protocolVersion": "2025-11-25",
            "io.modelcontextprotocol/clientCapabilities": {}}}}),
        )
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":6,"error":{"code":-32022,"message":"Unsupported protocol version.","data":{"requested":"2025-11-25","supported":["2026-07-28"]}}}"#
    );
}

#[tokio::test]
async fn server_discover_describes_the_server() {
    let mut client = Client::start(server(&Tracker::default()));
    client
        .send(&json!({"jsonrpc": "2.0", "id": "d", "method": "server/discover", "params": {"_meta": stateless_meta()}}))
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(
            r#"{{"jsonrpc":"2.0","id":"d","result":{{"supportedVersions":["2026-07-28"],"capabilities":{{"tools":{{"listChanged":false}}}},"ttlMs":300000,"cacheScope":"public","resultType":"complete","_meta":{{"io.modelcontextprotocol/serverInfo":{SERVER_INFO}}}}}}}"#
        )
    );
}

#[tokio::test]
async fn tools_list_in_each_era_is_the_tool_sets_list_in_declaration_order() {
    let tracker = Tracker::default();
    let tools = toolset(&tracker);
    let mut client = Client::start(server(&tracker));
    client.handshake().await;

    let legacy = client
        .request(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
        .await;
    assert_eq!(
        legacy,
        json!({"jsonrpc": "2.0", "id": 1, "result": {"tools": tools.list(Era::Legacy)}})
    );
    assert_eq!(
        toolwright_tests::tool_names(&legacy["result"]["tools"]),
        ["echo", "add", "count", "fail", "boom", "nap", "sleep", "wait", "work", "report"]
    );

    let stateless_line = {
        client
            .send(&json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": stateless_meta()}}))
            .await;
        client.recv_line().await
    };
    let tools_json = serde_json::to_string(&tools.list(Era::Stateless)).unwrap();
    assert_eq!(
        stateless_line,
        format!(
            r#"{{"jsonrpc":"2.0","id":2,"result":{{"tools":{tools_json},"ttlMs":300000,"cacheScope":"public","resultType":"complete","_meta":{{"io.modelcontextprotocol/serverInfo":{SERVER_INFO}}}}}}}"#
        )
    );
}

#[tokio::test]
async fn output_schema_and_structured_content_roots_follow_the_era_of_the_request() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    let count_def = |list: &Value| {
        list["result"]["tools"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == "count")
            .unwrap()["outputSchema"]
            .clone()
    };
    let legacy = client
        .request(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
        .await;
    assert_eq!(count_def(&legacy)["type"], "object");
    assert_eq!(
        count_def(&legacy)["properties"]["result"]["type"],
        "integer"
    );
    let stateless = client
        .request(json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": stateless_meta()}}))
        .await;
    assert_eq!(count_def(&stateless)["type"], "integer");

    client
        .call(json!(3), "count", json!({"items": ["a", "b"]}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"2"}],"structuredContent":{"result":2}}}"#
    );
    client
        .send(
            &json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {
            "name": "count", "arguments": {"items": ["a", "b"]}, "_meta": stateless_meta()}}),
        )
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(
            r#"{{"jsonrpc":"2.0","id":4,"result":{{"content":[{{"type":"text","text":"2"}}],"structuredContent":2,"_meta":{{"io.modelcontextprotocol/serverInfo":{SERVER_INFO}}},"resultType":"complete"}}}}"#
        )
    );
}

#[tokio::test]
async fn tools_call_answers_exactly_what_the_tool_set_returns() {
    let tracker = Tracker::default();
    let tools = toolset(&tracker);
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    for (id, name, args) in [
        (1, "echo", json!({"text": "héllo \"wörld\"\n"})),
        (2, "add", json!({"a": 2, "b": 40})),
        (3, "count", json!({"items": []})),
        (4, "fail", json!({"how": "nothing"})),
        (5, "echo", json!({"text": 5})),
        (6, "nope", json!({})),
    ] {
        client.call(json!(id), name, args.clone()).await;
        let expected = tools
            .call_with(name, args, CallOptions::default())
            .await
            .to_response(&json!(id));
        assert_eq!(
            server_harness::masked(&client.recv_line().await),
            server_harness::masked(&expected),
            "{name}"
        );
    }
}

#[tokio::test]
async fn a_connection_can_mix_eras_request_by_request() {
    let mut client = Client::start(server(&Tracker::default()));
    client.handshake().await;
    client
        .send(
            &json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
            "name": "echo", "arguments": {"text": "new"}, "_meta": stateless_meta()}}),
        )
        .await;
    assert_eq!(
        client.recv_line().await,
        format!(
            r#"{{"jsonrpc":"2.0","id":1,"result":{{"content":[{{"type":"text","text":"new"}}],"_meta":{{"io.modelcontextprotocol/serverInfo":{SERVER_INFO}}},"resultType":"complete"}}}}"#
        )
    );
    client.call(json!(2), "echo", json!({"text": "old"})).await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"old"}]}}"#
    );
    // Protocol errors carry no `resultType` in either era.
    client
        .send(
            &json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
            "name": "nope", "_meta": stateless_meta()}}),
        )
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Unknown tool: nope"}}"#
    );
    // An operational failure is a result: it gets the 2026 members too.
    client
        .send(
            &json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {
            "name": "fail", "arguments": {"how": "closed"}, "_meta": stateless_meta()}}),
        )
        .await;
    let answer: Value = serde_json::from_str(&client.recv_line().await).unwrap();
    assert_eq!(answer["result"]["isError"], true);
    assert_eq!(answer["result"]["resultType"], "complete");
    assert_eq!(
        answer["result"]["_meta"]["io.modelcontextprotocol/serverInfo"],
        json!({"name": "test-server", "version": "9.9.9"})
    );
    assert_eq!(
        answer["result"]["_meta"]["dev.toolwright/error"]["errorCategory"],
        "business"
    );
}

#[tokio::test]
async fn tools_list_pages_by_cursor() {
    let tracker = Tracker::default();
    let tools = toolset(&tracker);
    let all = tools.list(Era::Legacy);
    let mut client = Client::start(server(&tracker).page_size(4));
    client.handshake().await;
    let mut seen = Vec::new();
    let mut cursors = Vec::new();
    let mut cursor: Option<String> = None;
    for id in 0.. {
        let mut params = json!({});
        if let Some(c) = &cursor {
            params["cursor"] = json!(c);
        }
        let page = client
            .request(json!({"jsonrpc": "2.0", "id": id, "method": "tools/list", "params": params}))
            .await;
        seen.extend(page["result"]["tools"].as_array().unwrap().iter().cloned());
        match page["result"].get("nextCursor") {
            Some(next) => {
                cursor = Some(next.as_str().unwrap().to_owned());
                cursors.push(next.clone());
            }
            None => break,
        }
    }
    assert_eq!(seen, all);
    assert_eq!(cursors, [json!("4"), json!("8")]);

    // The stateless era pages the same way.
    let page = client
        .request(json!({"jsonrpc": "2.0", "id": "s", "method": "tools/list",
                        "params": {"cursor": "8", "_meta": stateless_meta()}}))
        .await;
    assert_eq!(
        page["result"]["tools"],
        json!(tools.list(Era::Stateless)[8..])
    );
    assert_eq!(page["result"].get("nextCursor"), None);

    for (id, bad) in [
        (100, json!("3")),
        (101, json!("12")),
        (102, json!("x")),
        (103, json!("")),
    ] {
        client
            .send(&json!({"jsonrpc": "2.0", "id": id, "method": "tools/list", "params": {"cursor": bad}}))
            .await;
        assert_eq!(
            client.recv_line().await,
            format!(
                r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32602,"message":"Invalid params: unknown `cursor`."}}}}"#
            )
        );
    }
    client
        .send(
            &json!({"jsonrpc": "2.0", "id": 104, "method": "tools/list", "params": {"cursor": 4}}),
        )
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":104,"error":{"code":-32602,"message":"Invalid params: `cursor` must be a string."}}"#
    );
}

#[tokio::test]
async fn an_empty_tool_set_lists_no_tools() {
    let mut client = Client::start(Server::new(toolwright::ToolSet::new()));
    client.handshake().await;
    assert_eq!(
        client
            .request(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
            .await,
        json!({"jsonrpc": "2.0", "id": 1, "result": {"tools": []}})
    );
}
