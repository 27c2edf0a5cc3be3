//! Resources, prompts and completion over the stdio transport, in both eras: every answer
//! a client reads, byte for byte, and every failure kind of a read and of a prompt.

use toolwright_tests::catalog_support;
use toolwright_tests::server_harness;

use catalog_support::{catalog, SECRET};
use serde_json::{json, Value};
use server_harness::{masked, stateless_meta, Client};
use toolwright::access::Visibility;
use toolwright::server::Server;
use toolwright::Caller;
use toolwright_tests::LogCapture;

async fn client() -> Client {
    let mut client = Client::start(Server::new(catalog()));
    client.handshake().await;
    client
}

fn read(id: u64, uri: &str) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "resources/read", "params": {"uri": uri}})
}

fn get(id: u64, name: &str, arguments: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "prompts/get",
           "params": {"name": name, "arguments": arguments}})
}

async fn line(client: &mut Client, message: Value) -> String {
    client.send(&message).await;
    masked(&client.recv_line().await)
}

#[tokio::test]
async fn initialize_declares_resources_prompts_and_completions_when_the_set_has_them() {
    let mut client = Client::start(Server::new(catalog()));
    let answer = client
        .request(
            json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "t", "version": "0"}}}),
        )
        .await;
    assert_eq!(
        answer["result"]["capabilities"],
        json!({"logging": {}, "tools": {"listChanged": false}, "completions": {},
               "prompts": {"listChanged": true},
               "resources": {"subscribe": true, "listChanged": true}})
    );
}

#[tokio::test]
async fn unknown_methods_beside_the_catalog_ones_are_unknown() {
    let mut client = client().await;
    for (i, method) in ["resources/delete", "prompts/render", "completion/other"]
        .into_iter()
        .enumerate()
    {
        let got = line(
            &mut client,
            json!({"jsonrpc": "2.0", "id": i, "method": method, "params": {}}),
        )
        .await;
        assert_eq!(
            got,
            format!(
                r#"{{"jsonrpc":"2.0","id":{i},"error":{{"code":-32601,"message":"Method not found: {method}"}}}}"#
            )
        );
    }
}

#[tokio::test]
async fn a_tools_only_server_answers_the_catalog_methods_as_unknown() {
    let mut client = Client::start(server_harness::server(&Default::default()));
    client.handshake().await;
    for (i, method) in [
        "resources/delete",
        "resources/list",
        "resources/templates/list",
        "resources/read",
        "resources/subscribe",
        "prompts/list",
        "prompts/get",
        "completion/complete",
    ]
    .into_iter()
    .enumerate()
    {
        let got = line(
            &mut client,
            json!({"jsonrpc": "2.0", "id": i, "method": method, "params": {}}),
        )
        .await;
        assert_eq!(
            got,
            format!(
                r#"{{"jsonrpc":"2.0","id":{i},"error":{{"code":-32601,"message":"Method not found: {method}"}}}}"#
            )
        );
    }
}

#[tokio::test]
async fn lists_show_resources_templates_and_prompts_as_declared() {
    let mut client = client().await;
    let got = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 1, "method": "resources/list"}),
    )
    .await;
    assert_eq!(
        got,
        r#"{"jsonrpc":"2.0","id":1,"result":{"resources":[{"annotations":{"audience":["user"],"priority":0.5},"description":"The server's readme.","mimeType":"text/markdown","name":"readme","uri":"notes://readme"},{"description":"The logo.","mimeType":"image/png","name":"logo","uri":"notes://logo.png"},{"description":"A note only `notes:read` may read.","name":"secret_note","uri":"notes://secret"}]}}"#
    );
    let got = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 2, "method": "resources/templates/list"}),
    )
    .await;
    assert_eq!(
        got,
        r#"{"jsonrpc":"2.0","id":2,"result":{"resourceTemplates":[{"description":"One note: 1 is there, 2 is missing, 3 is private, 4 the store is down, 5 corrupt, 6\npanics.","mimeType":"text/plain","name":"note","uriTemplate":"notes://note/{id}"},{"description":"A file under `docs/`.","name":"doc","uriTemplate":"notes://docs/{+path}"}]}}"#
    );
    let got = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 3, "method": "prompts/list"}),
    )
    .await;
    assert_eq!(
        got,
        r#"{"jsonrpc":"2.0","id":3,"result":{"prompts":[{"arguments":[{"description":"The note to summarize.","name":"id","required":true},{"description":"At most this many words.","name":"words","required":false}],"description":"Summarize note `id`.","name":"summarize"}]}}"#
    );
}

#[tokio::test]
async fn reads_answer_text_blobs_and_template_variables_decoded() {
    let mut client = client().await;
    assert_eq!(
        line(&mut client, read(1, "notes://readme")).await,
        r##"{"jsonrpc":"2.0","id":1,"result":{"contents":[{"uri":"notes://readme","mimeType":"text/markdown","text":"# Notes\n"}]}}"##
    );
    assert_eq!(
        line(&mut client, read(2, "notes://logo.png")).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"contents":[{"uri":"notes://logo.png","mimeType":"image/png","blob":"iVBORw=="}]}}"#
    );
    assert_eq!(
        line(&mut client, read(3, "notes://note/1")).await,
        r#"{"jsonrpc":"2.0","id":3,"result":{"contents":[{"uri":"notes://note/1","mimeType":"text/plain","text":"first note"}]}}"#
    );
    assert_eq!(
        line(&mut client, read(4, "notes://docs/a/b%20c.md")).await,
        r#"{"jsonrpc":"2.0","id":4,"result":{"contents":[{"uri":"notes://docs/a/b%20c.md","text":"doc a/b c.md"}]}}"#
    );
}

/// The not-found of 2025-11-25 for `uri`, as a line.
fn not_found(id: u64, uri: &str) -> String {
    format!(
        r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32002,"message":"Resource not found","data":{{"uri":"{uri}"}}}}}}"#
    )
}

#[tokio::test]
async fn a_resource_refused_or_escaping_is_byte_identical_to_one_that_does_not_exist() {
    let (log, _capture) = LogCapture::start();
    let mut client = client().await;
    // No such URI, a variable that does not decode, the handler's not-found, a security
    // variant, and traversal after percent-decoding: one answer.
    for (id, uri) in [
        (1, "notes://nothing"),
        (2, "notes://note/abc"),
        (3, "notes://note/2"),
        (4, "notes://note/3"),
        (5, "notes://docs/%2e%2e/%2E%2E/etc/passwd"),
        (6, "notes://docs/a/../../secret"),
        (7, "notes://note/%2F"),
    ] {
        assert_eq!(
            line(&mut client, read(id, uri)).await,
            not_found(id, uri),
            "{uri}"
        );
    }
    let logged = log.text();
    assert!(logged.contains("kind=\"security\""), "{logged}");
    assert!(logged.contains("variant=\"Private\""), "{logged}");
}

#[tokio::test]
async fn operational_internal_and_panicking_reads_answer_their_kind_and_nothing_secret() {
    let (log, _capture) = LogCapture::start();
    let mut client = client().await;
    let down = line(&mut client, read(1, "notes://note/4")).await;
    assert_eq!(
        down,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"The note store is unavailable. (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"transient","isRetryable":true,"retryAfterMs":60000,"suggestedAction":"Retry in a minute.","uri":"notes://note/4"}}}"#
    );
    for (id, uri) in [(2, "notes://note/5"), (3, "notes://note/6")] {
        assert_eq!(
            line(&mut client, read(id, uri)).await,
            format!(
                r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32603,"message":"Internal error (ref tw-ID)","data":{{"correlationId":"tw-ID"}}}}}}"#
            )
        );
    }
    let logged = log.text();
    assert!(logged.contains("corrupt row in"), "the log has the detail");
    // The secret appears only in the server's log, never on the wire (checked above by the
    // exact lines), and the panic's message is logged too.
    assert!(logged.contains(SECRET));
}

#[tokio::test]
async fn the_2026_era_answers_reads_with_cache_hints_and_not_found_as_invalid_params() {
    let mut client = client().await;
    let meta = stateless_meta();
    let got = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 1, "method": "resources/read",
               "params": {"uri": "notes://note/1", "_meta": meta}}),
    )
    .await;
    assert_eq!(
        got,
        r#"{"jsonrpc":"2.0","id":1,"result":{"contents":[{"uri":"notes://note/1","mimeType":"text/plain","text":"first note"}],"ttlMs":0,"cacheScope":"public","resultType":"complete","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"toolwright","version":"0.2.0"}}}}"#
            .replace("\"ttlMs\":0", &format!("\"ttlMs\":{}", ttl(&got)))
    );
    let got = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 2, "method": "resources/read",
               "params": {"uri": "notes://note/3", "_meta": stateless_meta()}}),
    )
    .await;
    assert_eq!(
        got,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"notes://note/3"}}}"#
    );
    let got = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 3, "method": "resources/subscribe",
               "params": {"uri": "notes://note/1", "_meta": stateless_meta()}}),
    )
    .await;
    assert_eq!(
        got,
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"Method not found: resources/subscribe"}}"#
    );
}

/// The `ttlMs` of a 2026-07-28 answer (the server's configured list TTL).
fn ttl(line: &str) -> u64 {
    let v: Value = serde_json::from_str(line).unwrap();
    v["result"]["ttlMs"].as_u64().expect("ttlMs")
}

#[tokio::test]
async fn reads_and_prompts_log_as_what_they_are_with_the_callers_subject() {
    let (logs, _capture) = LogCapture::start();
    let caller = Caller::new("alice").unwrap();
    let mut client = Client::start(Server::new(catalog()).caller(caller));
    client.handshake().await;
    let read = line(&mut client, read(1, "notes://note/5")).await;
    let prompt = line(&mut client, get(2, "summarize", json!({"id": "5"}))).await;
    let tool = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "nope_tool", "arguments": {}}}),
    )
    .await;
    assert!(tool.contains("-32602"), "{tool}");
    assert!(read.contains("Internal error (ref tw-ID)"), "{read}");
    assert!(prompt.contains("Internal error (ref tw-ID)"), "{prompt}");
    let logged = logs.text();
    let line_of = |message: &str| {
        logged
            .lines()
            .find(|l| l.contains(message))
            .unwrap_or_else(|| panic!("no {message:?} line:\n{logged}"))
            .to_owned()
    };
    let read_line = line_of("resource read failed");
    assert!(
        read_line.contains(r#"resource="note" caller=alice variant="Corrupt" kind="internal""#),
        "{read_line}"
    );
    let prompt_line = line_of("prompt get failed");
    assert!(
        prompt_line
            .contains(r#"prompt="summarize" caller=alice variant="Corrupt" kind="internal""#),
        "{prompt_line}"
    );
    assert!(
        !logged.contains("tool call failed tool=\"summarize\""),
        "{logged}"
    );
}

#[tokio::test]
async fn a_prompt_refuses_an_argument_it_does_not_take_naming_it_never_its_value() {
    let (logs, _capture) = LogCapture::start();
    let mut client = client().await;
    assert_eq!(
        line(
            &mut client,
            get(1, "summarize", json!({"id": "1", "tone": "hunter2"}))
        )
        .await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Invalid arguments: (root): unexpected property `tone` (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"validation","isRetryable":false,"suggestedAction":"Fix the arguments to match the prompt's arguments, then ask again."}}}"#
    );
    assert!(
        !logs.text().contains("hunter2"),
        "the value is in no log either"
    );
}

#[tokio::test]
async fn prompts_answer_their_messages_and_each_failure_kind() {
    let mut client = client().await;
    assert_eq!(
        line(
            &mut client,
            get(1, "summarize", json!({"id": "1", "words": "20"}))
        )
        .await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"messages":[{"role":"user","content":{"type":"text","text":"Summarize note 1."}},{"role":"assistant","content":{"type":"text","text":"In at most 20 words:"}}]}}"#
    );
    assert_eq!(
        line(&mut client, get(2, "summarize", json!({}))).await,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Invalid arguments: (root): missing required property `id` (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"validation","isRetryable":false,"suggestedAction":"Fix the arguments to match the prompt's arguments, then ask again."}}}"#
    );
    assert_eq!(
        line(&mut client, get(3, "summarize", json!({"id": 1}))).await,
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid params: `arguments` must be an object of strings."}}"#
    );
    assert_eq!(
        line(&mut client, get(4, "nope", json!({}))).await,
        r#"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"Unknown prompt: nope"}}"#
    );
    assert_eq!(
        line(&mut client, get(5, "summarize", json!({"id": "3"}))).await,
        r#"{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"Request rejected (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    assert_eq!(
        line(
            &mut client,
            get(6, "summarize", json!({"id": "1", "words": "500"}))
        )
        .await,
        r#"{"jsonrpc":"2.0","id":6,"error":{"code":-32602,"message":"A summary is at most 100 words. (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"validation","isRetryable":false}}}"#
    );
    assert_eq!(
        line(&mut client, get(7, "summarize", json!({"id": "2"}))).await,
        r#"{"jsonrpc":"2.0","id":7,"error":{"code":-32000,"message":"No note 2. (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"not_found","isRetryable":false}}}"#
    );
    assert_eq!(
        line(&mut client, get(8, "summarize", json!({"id": "5"}))).await,
        r#"{"jsonrpc":"2.0","id":8,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn completion_caps_at_100_values_with_the_total_and_has_more() {
    let mut client = client().await;
    let complete = |id: u64, reference: Value, value: &str| {
        json!({"jsonrpc": "2.0", "id": id, "method": "completion/complete", "params": {
            "ref": reference, "argument": {"name": "id", "value": value}}})
    };
    let got: Value = serde_json::from_str(
        &line(
            &mut client,
            complete(1, json!({"type": "ref/prompt", "name": "summarize"}), ""),
        )
        .await,
    )
    .unwrap();
    let completion = &got["result"]["completion"];
    assert_eq!(completion["values"].as_array().unwrap().len(), 100);
    assert_eq!(completion["total"], 250);
    assert_eq!(completion["hasMore"], true);
    assert_eq!(
        line(
            &mut client,
            complete(
                2,
                json!({"type": "ref/resource", "uri": "notes://note/{id}"}),
                "24"
            )
        )
        .await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"completion":{"values":["24","240","241","242","243","244","245","246","247","248","249"],"total":11,"hasMore":false}}}"#
    );
    // No completion function: no suggestions, not an error.
    assert_eq!(
        line(
            &mut client,
            complete(
                3,
                json!({"type": "ref/resource", "uri": "notes://docs/{+path}"}),
                "a"
            )
        )
        .await,
        r#"{"jsonrpc":"2.0","id":3,"result":{"completion":{"values":[],"total":0,"hasMore":false}}}"#
    );
    assert_eq!(
        line(
            &mut client,
            complete(4, json!({"type": "ref/prompt", "name": "nope"}), "")
        )
        .await,
        r#"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"Unknown prompt: nope"}}"#
    );
}

#[tokio::test]
async fn a_subscriber_is_notified_of_its_resources_and_everyone_of_list_changes() {
    let set = catalog();
    let changes = set.changes();
    let mut client = Client::start(Server::new(set));
    client.handshake().await;
    assert_eq!(
        line(
            &mut client,
            json!({"jsonrpc": "2.0", "id": 1, "method": "resources/subscribe", "params": {"uri": "notes://note/1"}})
        )
        .await,
        r#"{"jsonrpc":"2.0","id":1,"result":{}}"#
    );
    changes.resource_updated("notes://note/7");
    changes.resource_updated("notes://note/1");
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"notes://note/1"}}"#
    );
    changes.resources_changed();
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/resources/list_changed","params":{}}"#
    );
    changes.prompts_changed();
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/prompts/list_changed","params":{}}"#
    );
    assert_eq!(
        line(
            &mut client,
            json!({"jsonrpc": "2.0", "id": 2, "method": "resources/unsubscribe", "params": {"uri": "notes://note/1"}})
        )
        .await,
        r#"{"jsonrpc":"2.0","id":2,"result":{}}"#
    );
    changes.resource_updated("notes://note/1");
    assert_eq!(
        client.sync().await,
        Vec::<String>::new(),
        "no notification after unsubscribe"
    );
}

#[tokio::test]
async fn scopes_guard_reads_and_callable_visibility_hides_what_a_caller_may_not_read() {
    // No caller: refused as for a tool.
    let mut client = client().await;
    assert_eq!(
        line(&mut client, read(1, "notes://secret")).await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    // A caller without the scope, under Callable: not listed, and not found.
    let caller = Caller::new("alice").unwrap();
    let server = Server::new(catalog().with_visibility(Visibility::Callable)).caller(caller);
    let mut client = Client::start(server);
    client.handshake().await;
    let list = line(
        &mut client,
        json!({"jsonrpc": "2.0", "id": 2, "method": "resources/list"}),
    )
    .await;
    assert!(!list.contains("notes://secret"), "{list}");
    assert_eq!(
        line(&mut client, read(3, "notes://secret")).await,
        not_found(3, "notes://secret")
    );
    // With the scope: read.
    let caller = Caller::new("bob").unwrap().with_scopes(["notes:read"]);
    let mut client = Client::start(Server::new(catalog()).caller(caller));
    client.handshake().await;
    assert_eq!(
        line(&mut client, read(4, "notes://secret")).await,
        r#"{"jsonrpc":"2.0","id":4,"result":{"contents":[{"uri":"notes://secret","text":"classified"}]}}"#
    );
}

#[tokio::test]
async fn the_error_surface_lists_resources_and_prompts_with_their_answers() {
    let surface = catalog().error_surface();
    let table = surface.to_string();
    assert!(table.contains("RESOURCE"), "{table}");
    assert!(table.contains("PROMPT"), "{table}");
    let note = surface
        .resources
        .iter()
        .find(|r| r.name == "notes://note/{id}")
        .unwrap();
    let private = note
        .variants
        .iter()
        .find(|r| r.spec.variant == "Private")
        .unwrap();
    assert!(
        private
            .wire
            .starts_with("error -32002 \"Resource not found\""),
        "{}",
        private.wire
    );
    let prompt = &surface.prompts[0];
    let private = prompt
        .variants
        .iter()
        .find(|r| r.spec.variant == "Private")
        .unwrap();
    assert_eq!(private.wire, "error -32600 \"Request rejected\"");
}

#[tokio::test]
async fn resource_lists_are_paged_with_the_servers_page_size() {
    let mut client = Client::start(Server::new(catalog()).page_size(2));
    client.handshake().await;
    let list = |id: u64, cursor: Option<&str>| {
        json!({"jsonrpc": "2.0", "id": id, "method": "resources/list",
               "params": cursor.map_or_else(|| json!({}), |c| json!({"cursor": c}))})
    };
    let first: Value = serde_json::from_str(&line(&mut client, list(1, None)).await).unwrap();
    let names: Vec<&str> = first["result"]["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["readme", "logo"]);
    assert_eq!(first["result"]["nextCursor"], "2");
    assert_eq!(
        line(&mut client, list(2, Some("2"))).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"resources":[{"description":"A note only `notes:read` may read.","name":"secret_note","uri":"notes://secret"}]}}"#
    );
    assert_eq!(
        line(&mut client, list(3, Some("7"))).await,
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Invalid params: unknown `cursor`."}}"#
    );
}

#[tokio::test]
async fn a_read_past_the_default_timeout_is_an_operational_retryable_error() {
    let set = toolwright::tools![catalog_support::slow]
        .with_default_timeout(std::time::Duration::from_millis(20));
    let outcome = set.read("notes://slow").await;
    let got = masked(&serde_json::to_string(&outcome).unwrap());
    assert_eq!(
        got,
        r#"{"error":{"code":-32000,"message":"The request did not finish within 20 ms. (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true,"suggestedAction":"Retry later, or ask for less work in one call.","uri":"notes://slow"}}}"#
    );
}

fn listen(id: Value, notifications: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "subscriptions/listen",
           "params": {"_meta": stateless_meta(), "notifications": notifications}})
}

#[tokio::test]
async fn a_2026_subscription_is_acknowledged_then_gets_only_what_it_asked_for_tagged_with_its_id() {
    let set = catalog();
    let changes = set.changes();
    let mut client = Client::start(Server::new(set));
    // The tool list never changes; a URI naming no resource, or one the (absent) caller may
    // not read, is not honoured: the acknowledgement says so by leaving them out.
    let asked = json!({"toolsListChanged": true, "promptsListChanged": true,
        "resourceSubscriptions": ["notes://note/1", "notes://nowhere", "notes://secret"]});
    assert_eq!(
        line(&mut client, listen(json!(41), asked)).await,
        r#"{"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":41},"notifications":{"promptsListChanged":true,"resourceSubscriptions":["notes://note/1"]}}}"#
    );
    assert_eq!(
        line(
            &mut client,
            listen(json!("lists"), json!({"resourcesListChanged": true}))
        )
        .await,
        r#"{"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"lists"},"notifications":{"resourcesListChanged":true}}}"#
    );
    changes.resource_updated("notes://note/2");
    changes.resource_updated("notes://secret");
    changes.resource_updated("notes://note/1");
    changes.resources_changed();
    changes.prompts_changed();
    // Each subscription forwards on its own: three lines, in either subscription's order.
    let mut lines = Vec::new();
    for _ in 0..3 {
        lines.push(client.recv_line().await);
    }
    lines.sort();
    assert_eq!(
        lines,
        [
            r#"{"jsonrpc":"2.0","method":"notifications/prompts/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":41}}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/resources/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"lists"}}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":41},"uri":"notes://note/1"}}"#,
        ]
    );
    // Cancelled: that subscription hears nothing more, the other still does.
    client
        .send(&json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 41}}))
        .await;
    client.sync().await;
    changes.prompts_changed();
    changes.resources_changed();
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/resources/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":"lists"}}}"#
    );
    assert_eq!(client.sync().await, Vec::<String>::new());
}

#[tokio::test]
async fn subscriptions_listen_is_a_2026_method_of_a_server_with_something_to_send() {
    let not_found = r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found: subscriptions/listen"}}"#;
    // A 2025-11-25 session listens through resources/subscribe and its stream.
    let mut client = client().await;
    let legacy = json!({"jsonrpc": "2.0", "id": 1, "method": "subscriptions/listen",
                        "params": {"notifications": {"promptsListChanged": true}}});
    assert_eq!(line(&mut client, legacy).await, not_found);
    // A tools-only server has nothing to send unasked.
    let mut client = Client::start(Server::new(toolwright::tools![catalog_support::ping_notes]));
    assert_eq!(
        line(
            &mut client,
            listen(json!(1), json!({"toolsListChanged": true}))
        )
        .await,
        not_found
    );
    // A malformed filter is invalid params.
    let mut client = Client::start(Server::new(catalog()));
    assert_eq!(
        line(
            &mut client,
            listen(json!(2), json!({"resourceSubscriptions": "notes://note/1"}))
        )
        .await,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Invalid params: `notifications.resourceSubscriptions` must be a list of URIs."}}"#
    );
}
