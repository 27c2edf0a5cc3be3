//! The same calls through toolwright's own server, through rmcp serving a `ToolSet`
//! (`into_rmcp`), and through an existing rmcp server with the tools merged into its router
//! (`into_rmcp_router`): the lines a client reads must be the same bytes.

use toolwright_tests::rmcp_support;

use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::{tool, tool_handler, tool_router, ServerHandler};
use rmcp_support::{rmcp_server, toolwright_server, Client};
use serde_json::{json, Value};
use std::convert::Infallible;
use std::time::Duration;
use toolwright::{mcp_tool, tools, Contents, Context, ToolSet};
use toolwright_tests::refund::{Receipt, RefundError};
use toolwright_tests::{every_content_block, EVERY_CONTENT_BLOCK};

fn fail(order_id: &str, amount: u64) -> Option<RefundError> {
    Some(match order_id {
        "over" => RefundError::OverLimit {
            amount,
            limit: 500,
            order: order_id.into(),
        },
        "slow" => RefundError::Timeout(std::io::Error::other("read timed out")),
        "bad-token" => RefundError::BadToken {
            tenant: "acme".into(),
        },
        "foreign" => RefundError::Foreign(order_id.into()),
        "missing" => RefundError::NotFound(order_id.into()),
        "db" => RefundError::Db(std::io::Error::other("pool exhausted at 10.0.0.7:5432")),
        "panic" => panic!("handler bug: index out of range"),
        _ => return None,
    })
}

/// Refund part or all of an order.
#[mcp_tool(destructive, idempotent = false)]
async fn refund_order(
    /// The order id.
    order_id: String,
    /// Amount in cents.
    amount: u64,
) -> Result<Receipt, RefundError> {
    match fail(&order_id, amount) {
        Some(e) => Err(e),
        None => Ok(Receipt {
            refund_id: format!("r-{order_id}"),
            amount,
        }),
    }
}

/// Describe an order (text: no output schema, so an operational envelope is also
/// `structuredContent`).
#[mcp_tool(read_only)]
async fn describe_order(order_id: String) -> Result<String, RefundError> {
    match fail(&order_id, 0) {
        Some(e) => Err(e),
        None => Ok(format!("order {order_id}: open")),
    }
}

/// Recent amounts (a non-object output: wrapped as `{"result": ..}` in 2025-11-25).
#[mcp_tool(read_only)]
async fn recent_amounts() -> Result<Vec<u32>, Infallible> {
    Ok(vec![120, 90_000])
}

/// Never finishes in time.
#[mcp_tool(timeout_ms = 50)]
async fn slow_report() -> Result<String, Infallible> {
    tokio::time::sleep(Duration::from_secs(30)).await;
    Ok("done".into())
}

/// Reports progress three times.
#[mcp_tool]
async fn import_orders(#[ctx] ctx: Context) -> Result<String, Infallible> {
    for step in [1.0, 2.0, 3.0] {
        ctx.report_progress(step, Some(3.0), Some("importing"));
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    Ok("imported 3 orders".into())
}

/// Every kind of content block.
#[mcp_tool(read_only)]
async fn attachments() -> Result<Contents, Infallible> {
    Ok(Contents(every_content_block()))
}

fn toolset() -> ToolSet {
    tools![
        refund_order,
        describe_order,
        recent_amounts,
        slow_report,
        import_orders,
        attachments
    ]
}

/// An rmcp server as a team already has it, with the toolwright tools merged in.
#[derive(Clone)]
struct Existing {
    tool_router: ToolRouter<Self>,
}

#[tool_router]
impl Existing {
    /// A tool written with rmcp.
    #[tool]
    async fn native_ping(&self) -> String {
        "pong".into()
    }

    fn new() -> Self {
        Existing {
            tool_router: Self::tool_router() + toolset().into_rmcp_router(),
        }
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Existing {}

/// The three servers, initialized.
async fn servers() -> [(&'static str, Client); 3] {
    [
        (
            "toolwright",
            toolwright_server(toolset()).initialize().await,
        ),
        (
            "rmcp",
            rmcp_server(toolset().into_rmcp()).initialize().await,
        ),
        (
            "rmcp router",
            rmcp_server(Existing::new()).initialize().await,
        ),
    ]
}

/// Call through every server; assert all read the same lines; return them.
async fn same_everywhere(name: &str, arguments: Value) -> Vec<String> {
    let mut answers = Vec::new();
    for (server, mut client) in servers().await {
        answers.push((server, client.call(name, arguments.clone()).await));
    }
    let (_, expected) = &answers[0];
    for (server, lines) in &answers[1..] {
        assert_eq!(
            lines, expected,
            "{server} differs from toolwright for {name} {arguments}"
        );
    }
    answers.swap_remove(0).1
}

async fn one(name: &str, arguments: Value) -> String {
    let mut lines = same_everywhere(name, arguments).await;
    assert_eq!(lines.len(), 1, "{lines:?}");
    lines.pop().unwrap()
}

#[tokio::test]
async fn success_with_structured_content() {
    assert_eq!(
        one("refund_order", json!({"order_id": "o-1", "amount": 750})).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"{\"amount\":750,\"refund_id\":\"r-o-1\"}"}],"structuredContent":{"amount":750,"refund_id":"r-o-1"}}}"#
    );
}

#[tokio::test]
async fn operational_failure_keeps_text_and_meta_without_structured_content() {
    assert_eq!(
        one("refund_order", json!({"order_id": "over", "amount": 750})).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"Refund of $750 exceeds the $500 policy limit.\nAsk a manager to approve the refund, or refund a smaller amount.\nTell the customer: Refunds over $500 need manager approval.\n[category=business; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","customerMessage":"Refunds over $500 need manager approval.","errorCategory":"business","isRetryable":false,"suggestedAction":"Ask a manager to approve the refund, or refund a smaller amount."}}}}"#
    );
}

#[tokio::test]
async fn operational_failure_of_a_tool_without_output_schema_has_no_structured_content_either() {
    assert_eq!(
        one("describe_order", json!({"order_id": "slow"})).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"The payment service timed out. Retry in a few seconds.\n[category=timeout; retryable=true; retry_after_ms=2000; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true,"retryAfterMs":2000}}}}"#
    );
}

#[tokio::test]
async fn security_is_a_protocol_error_with_the_fixed_reply() {
    assert_eq!(
        one(
            "refund_order",
            json!({"order_id": "bad-token", "amount": 1})
        )
        .await,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn every_content_block_kind_passes_through_rmcp_unchanged() {
    assert_eq!(
        one("attachments", json!({})).await,
        format!(r#"{{"jsonrpc":"2.0","id":2,"result":{{"content":{EVERY_CONTENT_BLOCK}}}}}"#)
    );
}

#[tokio::test]
async fn disguised_security_answers_as_its_target() {
    let foreign = one("describe_order", json!({"order_id": "foreign"})).await;
    let missing = one("describe_order", json!({"order_id": "missing"})).await;
    assert_eq!(foreign, missing);
}

#[tokio::test]
async fn internal_is_a_protocol_error_that_leaks_nothing() {
    let line = one("refund_order", json!({"order_id": "db", "amount": 1})).await;
    assert_eq!(
        line,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn a_panic_is_answered_as_internal() {
    // rmcp alone sends no response at all when a handler panics.
    assert_eq!(
        one("describe_order", json!({"order_id": "panic"})).await,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn invalid_arguments_are_a_validation_result() {
    let line = one("refund_order", json!({"order_id": 7, "extra": true})).await;
    assert!(line.contains(r#""isError":true"#), "{line}");
    assert!(line.contains("Invalid arguments:"), "{line}");
    assert!(line.contains("category=validation"), "{line}");
}

#[tokio::test]
async fn a_timeout_is_retryable() {
    let line = one("slow_report", json!({})).await;
    assert!(
        line.contains("The tool did not finish within 50 ms."),
        "{line}"
    );
    assert!(line.contains("retryable=true"), "{line}");
}

#[tokio::test]
async fn non_object_output_is_wrapped_in_the_legacy_era() {
    assert_eq!(
        one("recent_amounts", json!({})).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"[120,90000]"}],"structuredContent":{"result":[120,90000]}}}"#
    );
}

#[tokio::test]
async fn progress_comes_before_the_answer_in_order() {
    let mut answers = Vec::new();
    for (server, mut client) in servers().await {
        let lines = client
            .request(
                "tools/call",
                json!({"name": "import_orders", "arguments": {}, "_meta": {"progressToken": "p-1"}}),
            )
            .await;
        answers.push((server, lines));
    }
    let expected = vec![
        r#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p-1","progress":1.0,"total":3.0,"message":"importing"}}"#,
        r#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p-1","progress":2.0,"total":3.0,"message":"importing"}}"#,
        r#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p-1","progress":3.0,"total":3.0,"message":"importing"}}"#,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"imported 3 orders"}]}}"#,
    ];
    // The same messages; rmcp writes a notification's members in its struct's order.
    let parse = |lines: &[&str]| -> Vec<Value> {
        lines
            .iter()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    for (server, lines) in answers {
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        assert_eq!(parse(&lines), parse(&expected), "{server}");
        assert_eq!(lines[3], expected[3], "{server}: the answer, byte for byte");
    }
}

#[tokio::test]
async fn tools_list_advertises_the_same_definitions() {
    let mut ours = toolwright_server(toolset()).initialize().await;
    let mut bridged = rmcp_server(toolset().into_rmcp()).initialize().await;
    let tools = |line: &str| -> Value {
        let v: Value = serde_json::from_str(line).unwrap();
        v["result"]["tools"].clone()
    };
    let ours = tools(&ours.answer("tools/list", json!({})).await);
    let bridged = tools(&bridged.answer("tools/list", json!({})).await);
    // Same definitions, same order (rmcp writes a tool's members in its struct's order).
    assert_eq!(ours, bridged);
    assert_eq!(ours.as_array().map(Vec::len), Some(6));

    // The merged router lists rmcp's own tool too, sorted by name as rmcp does.
    let mut existing = rmcp_server(Existing::new()).initialize().await;
    let listed = tools(&existing.answer("tools/list", json!({})).await);
    assert_eq!(
        toolwright_tests::tool_names(&listed),
        [
            "attachments",
            "describe_order",
            "import_orders",
            "native_ping",
            "recent_amounts",
            "refund_order",
            "slow_report"
        ]
    );
    for tool in ours.as_array().unwrap() {
        let merged = listed
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"] == tool["name"]);
        assert_eq!(merged, Some(tool));
    }
}

#[tokio::test]
async fn unknown_tool_is_invalid_params() {
    let mut ours = toolwright_server(toolset()).initialize().await;
    let mut bridged = rmcp_server(toolset().into_rmcp()).initialize().await;
    let expected =
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Unknown tool: nope"}}"#;
    assert_eq!(ours.call("nope", json!({})).await, [expected]);
    assert_eq!(bridged.call("nope", json!({})).await, [expected]);
}

#[tokio::test]
async fn the_2026_era_answers_in_its_own_shapes() {
    // rmcp writes `resultType` first, toolwright last; everything else is byte for byte.
    let without_result_type = |line: &str| {
        assert!(line.contains(r#""resultType":"complete""#) || line.contains(r#""error""#));
        line.replace(r#""resultType":"complete","#, "")
            .replace(r#","resultType":"complete""#, "")
    };
    let mut ours = toolwright_server(toolset());
    let mut bridged = rmcp_server(toolset().into_rmcp());
    for (name, args) in [
        ("recent_amounts", json!({})),
        ("refund_order", json!({"order_id": "over", "amount": 750})),
        (
            "refund_order",
            json!({"order_id": "bad-token", "amount": 1}),
        ),
    ] {
        let a = ours.call_stateless(name, args.clone()).await;
        let b = bridged.call_stateless(name, args).await;
        assert_eq!(
            without_result_type(&a[0]),
            without_result_type(&b[0]),
            "{name}"
        );
    }
    // Non-object output is not wrapped, and results name the server.
    let line = ours.call_stateless("recent_amounts", json!({})).await;
    assert!(
        line[0].contains(r#""structuredContent":[120,90000]"#),
        "{line:?}"
    );
    assert!(
        line[0].contains(r#""io.modelcontextprotocol/serverInfo""#),
        "{line:?}"
    );
}

static STARTED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
static DROPPED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

struct SetOnDrop;

impl Drop for SetOnDrop {
    fn drop(&mut self) {
        DROPPED.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Runs until cancelled.
#[mcp_tool]
async fn wait_forever() -> Result<String, Infallible> {
    let _guard = SetOnDrop;
    STARTED.store(true, std::sync::atomic::Ordering::SeqCst);
    std::future::pending().await
}

/// Whether `flag` is set within 10 s (polled every 10 ms).
async fn set_within_10s(flag: &std::sync::atomic::AtomicBool) -> bool {
    for _ in 0..1000 {
        if flag.load(std::sync::atomic::Ordering::SeqCst) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    flag.load(std::sync::atomic::Ordering::SeqCst)
}

#[tokio::test]
async fn cancellation_drops_the_handler_and_sends_no_response() {
    let mut client = rmcp_server(tools![wait_forever].into_rmcp())
        .initialize()
        .await;
    client
        .send(&json!({"jsonrpc": "2.0", "id": 99, "method": "tools/call", "params": {"name": "wait_forever", "arguments": {}}}))
        .await;
    // Cancel once the handler runs (a cancellation before it starts drops it unpolled).
    assert!(set_within_10s(&STARTED).await, "the handler started");
    client
        .send(&json!({"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 99}}))
        .await;
    assert!(set_within_10s(&DROPPED).await, "the handler was dropped");
    // The next line is the ping's answer: the cancelled call got none.
    assert_eq!(
        client.answer("ping", json!({})).await,
        r#"{"jsonrpc":"2.0","id":2,"result":{}}"#
    );
}

#[tokio::test]
async fn non_object_arguments_are_refused_by_rmcp_before_a_tool_runs() {
    // The one documented difference: rmcp rejects the request while decoding it, with its
    // own code and wording; no tool runs either way.
    let call = json!({"name": "describe_order", "arguments": 5});
    let mut ours = toolwright_server(toolset()).initialize().await;
    let mut bridged = rmcp_server(toolset().into_rmcp()).initialize().await;
    assert_eq!(
        ours.request("tools/call", call.clone()).await,
        [
            r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"Invalid params: `arguments` must be an object."}}"#
        ]
    );
    assert_eq!(
        bridged.request("tools/call", call).await,
        [r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"tools/call"}}"#]
    );
}

// Resources, templates, prompts and completion through the bridge: the same answers as
// toolwright's own server (rmcp orders an object's members its own way, so the answers are
// compared as JSON values; correlation ids are normalized).

use toolwright_tests::catalog_support;

/// The 2026-07-28 request `_meta`.
fn stateless(mut params: Value) -> Value {
    params["_meta"] = json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": {"name": "bridge-test", "version": "1.0.0"},
    });
    params
}

/// `method` with `params` answered by both servers over the catalog: the same JSON.
async fn same_catalog_answer(method: &str, params: Value) -> Value {
    let mut ours = toolwright_server(catalog_support::catalog())
        .initialize()
        .await;
    let mut bridged = rmcp_server(catalog_support::catalog().into_rmcp())
        .initialize()
        .await;
    let a: Value = serde_json::from_str(&ours.answer(method, params.clone()).await).unwrap();
    let b: Value = serde_json::from_str(&bridged.answer(method, params.clone()).await).unwrap();
    assert_eq!(a, b, "{method} {params}");
    b
}

#[tokio::test]
async fn resources_and_templates_are_listed_as_by_toolwright() {
    let list = same_catalog_answer("resources/list", json!({})).await;
    let uris: Vec<&str> = list["result"]["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["uri"].as_str().unwrap())
        .collect();
    assert_eq!(
        uris,
        ["notes://readme", "notes://logo.png", "notes://secret"]
    );
    assert_eq!(
        list["result"]["resources"][0]["annotations"],
        json!({"audience": ["user"], "priority": 0.5})
    );
    let templates = same_catalog_answer("resources/templates/list", json!({})).await;
    let templates: Vec<&str> = templates["result"]["resourceTemplates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["uriTemplate"].as_str().unwrap())
        .collect();
    assert_eq!(templates, ["notes://note/{id}", "notes://docs/{+path}"]);
}

#[tokio::test]
async fn reads_answer_as_by_toolwright() {
    let text = same_catalog_answer("resources/read", json!({"uri": "notes://readme"})).await;
    assert_eq!(
        text["result"]["contents"][0],
        json!({"uri": "notes://readme", "mimeType": "text/markdown", "text": "# Notes\n"})
    );
    let blob = same_catalog_answer("resources/read", json!({"uri": "notes://logo.png"})).await;
    assert_eq!(blob["result"]["contents"][0]["blob"], "iVBORw==");
    let note = same_catalog_answer("resources/read", json!({"uri": "notes://note/1"})).await;
    assert_eq!(note["result"]["contents"][0]["text"], "first note");

    let missing = same_catalog_answer("resources/read", json!({"uri": "notes://nope"})).await;
    assert_eq!(missing["error"]["code"], -32002);
    assert_eq!(missing["error"]["data"], json!({"uri": "notes://nope"}));
    // A URI escaping its template's directory is answered as not found, identically.
    let traversal = same_catalog_answer(
        "resources/read",
        json!({"uri": "notes://docs/..%2F..%2Fetc%2Fpasswd"}),
    )
    .await;
    assert_eq!(traversal["error"]["code"], -32002);
    // Every failure of a read: operational, security, internal, a panic.
    for id in 2..=6 {
        let uri = format!("notes://note/{id}");
        let answer = same_catalog_answer("resources/read", json!({ "uri": uri })).await;
        assert!(!answer.to_string().contains("hunter2"), "{uri}: {answer}");
    }
    // A resource that needs a scope, read by nobody: refused.
    let secret = same_catalog_answer("resources/read", json!({"uri": "notes://secret"})).await;
    assert!(secret["error"].is_object(), "{secret}");
}

#[tokio::test]
async fn prompts_are_listed_and_got_as_by_toolwright() {
    let list = same_catalog_answer("prompts/list", json!({})).await;
    assert_eq!(list["result"]["prompts"][0]["name"], "summarize");
    let got = same_catalog_answer(
        "prompts/get",
        json!({"name": "summarize", "arguments": {"id": "1", "words": "20"}}),
    )
    .await;
    assert_eq!(
        got["result"]["messages"][1],
        json!({"role": "assistant", "content": {"type": "text", "text": "In at most 20 words:"}})
    );
    for arguments in [
        json!({"id": "1", "words": "500"}),
        json!({"id": "3"}),
        json!({"id": "5"}),
        json!({"id": 1}),
    ] {
        let answer = same_catalog_answer(
            "prompts/get",
            json!({"name": "summarize", "arguments": arguments}),
        )
        .await;
        assert!(!answer.to_string().contains("hunter2"), "{answer}");
    }
    let unknown = same_catalog_answer("prompts/get", json!({"name": "nope"})).await;
    assert!(unknown["error"].is_object(), "{unknown}");
}

#[tokio::test]
async fn completion_answers_as_by_toolwright() {
    let prompt = same_catalog_answer(
        "completion/complete",
        json!({"ref": {"type": "ref/prompt", "name": "summarize"}, "argument": {"name": "id", "value": "1"}}),
    )
    .await;
    let completion = &prompt["result"]["completion"];
    assert_eq!(completion["values"].as_array().unwrap().len(), 100);
    assert_eq!(completion["total"], 111);
    assert_eq!(completion["hasMore"], true);
    let template = same_catalog_answer(
        "completion/complete",
        json!({"ref": {"type": "ref/resource", "uri": "notes://note/{id}"}, "argument": {"name": "id", "value": "24"}}),
    )
    .await;
    assert_eq!(
        template["result"]["completion"]["values"],
        json!(["24", "240", "241", "242", "243", "244", "245", "246", "247", "248", "249"])
    );
    let unknown = same_catalog_answer(
        "completion/complete",
        json!({"ref": {"type": "ref/prompt", "name": "nope"}, "argument": {"name": "id", "value": ""}}),
    )
    .await;
    assert!(unknown["error"].is_object(), "{unknown}");
}

#[tokio::test]
async fn subscribe_answers_empty_and_forwards_updates() {
    let subscribed =
        same_catalog_answer("resources/subscribe", json!({"uri": "notes://readme"})).await;
    assert_eq!(subscribed["result"], json!({}));
    let unsubscribed =
        same_catalog_answer("resources/unsubscribe", json!({"uri": "notes://readme"})).await;
    assert_eq!(unsubscribed["result"], json!({}));

    let set = catalog_support::catalog();
    let changes = set.changes();
    let mut bridged = rmcp_server(set.into_rmcp()).initialize().await;
    let answer = bridged
        .answer("resources/subscribe", json!({"uri": "notes://readme"}))
        .await;
    assert!(answer.contains(r#""result":{}"#), "{answer}");
    changes.resource_updated("notes://logo.png"); // not subscribed to: nothing
    changes.resource_updated("notes://readme");
    let line: Value = serde_json::from_str(&bridged.raw_line().await).unwrap();
    assert_eq!(
        line,
        json!({"jsonrpc": "2.0", "method": "notifications/resources/updated", "params": {"uri": "notes://readme"}})
    );
    changes.prompts_changed();
    let line: Value = serde_json::from_str(&bridged.raw_line().await).unwrap();
    assert_eq!(line["method"], "notifications/prompts/list_changed");
}

#[tokio::test]
async fn capabilities_are_declared_only_for_what_the_set_has() {
    let initialize = |mut client: Client| async move {
        let params = json!({
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "bridge-test", "version": "1.0.0"},
        });
        let answer: Value =
            serde_json::from_str(&client.answer("initialize", params).await).unwrap();
        answer["result"]["capabilities"].clone()
    };
    let catalog = initialize(rmcp_server(catalog_support::catalog().into_rmcp())).await;
    assert_eq!(
        catalog["resources"],
        json!({"subscribe": true, "listChanged": true})
    );
    assert_eq!(catalog["prompts"], json!({"listChanged": true}));
    assert_eq!(catalog["completions"], json!({}));
    let tools_only = initialize(rmcp_server(toolset().into_rmcp())).await;
    for absent in ["resources", "prompts", "completions"] {
        assert!(tools_only.get(absent).is_none(), "{tools_only}");
    }
    // And a tools-only set answers their methods as toolwright's server does.
    let mut ours = toolwright_server(toolset()).initialize().await;
    let mut bridged = rmcp_server(toolset().into_rmcp()).initialize().await;
    for method in ["resources/list", "prompts/list", "resources/read"] {
        let params = json!({"uri": "notes://readme"});
        let a: Value = serde_json::from_str(&ours.answer(method, params.clone()).await).unwrap();
        let b: Value = serde_json::from_str(&bridged.answer(method, params).await).unwrap();
        assert_eq!(a, b, "{method}");
    }
}

#[tokio::test]
async fn the_2026_era_reads_and_lists_in_its_own_shapes() {
    let mut ours = toolwright_server(catalog_support::catalog());
    let mut bridged = rmcp_server(catalog_support::catalog().into_rmcp());
    for (method, params) in [
        ("resources/read", json!({"uri": "notes://readme"})),
        ("resources/read", json!({"uri": "notes://nope"})),
        ("resources/list", json!({})),
        (
            "prompts/get",
            json!({"name": "summarize", "arguments": {"id": "1"}}),
        ),
        (
            "completion/complete",
            json!({"ref": {"type": "ref/prompt", "name": "summarize"}, "argument": {"name": "id", "value": "7"}}),
        ),
    ] {
        let a: Value =
            serde_json::from_str(&ours.answer(method, stateless(params.clone())).await).unwrap();
        let b: Value =
            serde_json::from_str(&bridged.answer(method, stateless(params.clone())).await).unwrap();
        assert_eq!(a, b, "{method} {params}");
    }
    let read: Value = serde_json::from_str(
        &bridged
            .answer(
                "resources/read",
                stateless(json!({"uri": "notes://readme"})),
            )
            .await,
    )
    .unwrap();
    assert_eq!(read["result"]["resultType"], "complete");
    assert_eq!(read["result"]["cacheScope"], "public");
    assert!(read["result"]["_meta"]["io.modelcontextprotocol/serverInfo"].is_object());
}

/// The skills of `examples/skills`, beside the catalog.
#[cfg(feature = "skills")]
fn with_skills() -> ToolSet {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/skills");
    catalog_support::catalog().with_skills(toolwright::skill::Skills::load(root).unwrap())
}

#[cfg(feature = "skills")]
#[tokio::test]
async fn skills_are_listed_got_read_and_their_folders_listed_as_by_toolwright_in_both_eras() {
    let requests = [
        ("skills/list", json!({})),
        (
            "skills/get",
            json!({"uri": "skill://pdf-processing/SKILL.md"}),
        ),
        ("skills/get", json!({"uri": "skill://nope/SKILL.md"})),
        (
            "resources/directory/read",
            json!({"uri": "skill://pdf-processing"}),
        ),
        (
            "resources/directory/read",
            json!({"uri": "skill://acme/billing/refunds/examples"}),
        ),
        (
            "resources/directory/read",
            json!({"uri": "skill://pdf-processing/SKILL.md"}),
        ),
        (
            "resources/read",
            json!({"uri": "skill://pdf-processing/SKILL.md"}),
        ),
        (
            "resources/read",
            json!({"uri": "skill://pdf-processing/../acme/billing/refunds/SKILL.md"}),
        ),
        ("resources/list", json!({})),
    ];
    for stateless_era in [false, true] {
        let mut ours = toolwright_server(with_skills()).initialize().await;
        let mut bridged = rmcp_server(with_skills().into_rmcp()).initialize().await;
        let mut answers = Vec::new();
        for (method, params) in &requests {
            let params = if stateless_era {
                stateless(params.clone())
            } else {
                params.clone()
            };
            let a: Value =
                serde_json::from_str(&ours.answer(method, params.clone()).await).unwrap();
            let b: Value =
                serde_json::from_str(&bridged.answer(method, params.clone()).await).unwrap();
            assert_eq!(a, b, "{method} {params}");
            answers.push(b);
        }
        let skills: Vec<&str> = answers[0]["result"]["skills"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["uri"].as_str().unwrap())
            .collect();
        assert_eq!(
            skills,
            [
                "skill://acme/billing/refunds/SKILL.md",
                "skill://pdf-processing/SKILL.md"
            ]
        );
        assert_eq!(
            answers[1]["result"]["skill"]["uri"],
            "skill://pdf-processing/SKILL.md"
        );
        assert_eq!(answers[2]["error"]["code"], -32602);
        assert_eq!(
            answers[3]["result"]["resources"].as_array().unwrap().len(),
            3
        );
        assert_eq!(answers[5]["error"]["code"], -32602);
        assert_eq!(
            answers[6]["result"]["contents"][0]["mimeType"],
            "text/markdown"
        );
        assert!(answers[7]["error"].is_object(), "{}", answers[7]);
        if stateless_era {
            assert_eq!(answers[1]["result"]["ttlMs"], 300_000);
            assert!(answers[1]["result"].get("nextCursor").is_none());
        }
    }
}
