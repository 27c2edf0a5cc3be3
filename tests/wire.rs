//! The exact bytes a client receives for each kind, category, reply and disguise, and for
//! each success shape. Correlation ids are random, so `wire()` checks there is one and
//! replaces it with `tw-ID`.

use serde_json::{json, Value};
use std::convert::Infallible;
use toolwright::{mcp_tool, tools, Contents, Era, State, ToolError};
use toolwright_tests::refund::{Receipt, RefundError};
use toolwright_tests::{correlation_id, wire, LogCapture};

// ---------------------------------------------------------------------------------------
// The example from the design issue (its `RefundError` and `Receipt` are in tests/support/lib.rs).

/// Refund part or all of an order.
#[mcp_tool(destructive, idempotent = false, timeout_ms = 10_000)]
async fn refund_order(
    /// The order id, as returned by list_orders.
    order_id: String,
    /// Amount in cents.
    amount: u64,
    note: Option<String>,
) -> Result<Receipt, RefundError> {
    let _ = note;
    match order_id.as_str() {
        "over" => Err(RefundError::OverLimit {
            amount,
            limit: 500,
            order: order_id,
        }),
        "slow" => Err(RefundError::Timeout(std::io::Error::other(
            "read timed out",
        ))),
        "foreign" => Err(RefundError::Foreign(order_id)),
        "missing" => Err(RefundError::NotFound(order_id)),
        "bad-token" => Err(RefundError::BadToken {
            tenant: "acme".into(),
        }),
        "no-token" => Err(RefundError::NoToken {
            tenant: "acme".into(),
        }),
        "db" => Err(RefundError::Db(std::io::Error::other("pool exhausted"))),
        _ => Ok(Receipt {
            refund_id: format!("r-{order_id}"),
            amount,
        }),
    }
}

async fn refund(order_id: &str) -> toolwright::Outcome {
    tools![refund_order]
        .call("refund_order", json!({"order_id": order_id, "amount": 750}))
        .await
}

#[tokio::test]
async fn success_is_structured_content_plus_json_text() {
    assert_eq!(
        wire(&refund("o-1").await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"{\"amount\":750,\"refund_id\":\"r-o-1\"}"}],"structuredContent":{"amount":750,"refund_id":"r-o-1"}}}"#
    );
}

#[tokio::test]
async fn operational_business_failure_carries_guidance_but_no_structured_content() {
    // The tool declares an outputSchema, so the envelope goes only in `_meta`: TypeScript
    // SDK clients validate any structuredContent against the outputSchema.
    assert_eq!(
        wire(&refund("over").await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Refund of $750 exceeds the $500 policy limit.\nAsk a manager to approve the refund, or refund a smaller amount.\nTell the customer: Refunds over $500 need manager approval.\n[category=business; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","customerMessage":"Refunds over $500 need manager approval.","errorCategory":"business","isRetryable":false,"suggestedAction":"Ask a manager to approve the refund, or refund a smaller amount."}}}}"#
    );
}

#[tokio::test]
async fn operational_timeout_is_retryable_with_retry_after() {
    assert_eq!(
        wire(&refund("slow").await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The payment service timed out. Retry in a few seconds.\n[category=timeout; retryable=true; retry_after_ms=2000; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true,"retryAfterMs":2000}}}}"#
    );
}

#[tokio::test]
async fn security_is_a_fixed_protocol_error() {
    assert_eq!(
        wire(&refund("bad-token").await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn two_security_variants_with_one_reply_answer_identically() {
    let (bad, missing) = (refund("bad-token").await, refund("no-token").await);
    assert_ne!(correlation_id(&bad), correlation_id(&missing));
    assert_eq!(wire(&bad), wire(&missing));
}

#[tokio::test]
async fn internal_is_a_fixed_protocol_error() {
    assert_eq!(
        wire(&refund("db").await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn disguised_security_answers_exactly_as_its_target_but_logs_as_security() {
    let (logs, _guard) = LogCapture::start();
    let foreign = refund("foreign").await;
    let missing = refund("missing").await;
    assert_eq!(wire(&foreign), wire(&missing));
    assert_eq!(
        wire(&foreign),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"No such order. Call list_orders to see valid ids.\n[category=not_found; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"not_found","isRetryable":false}}}}"#
    );
    let logs = logs.text();
    let id = correlation_id(&foreign).expect("a correlation id");
    let line = logs
        .lines()
        .find(|l| l.contains(&id))
        .expect("the disguised failure is logged under its correlation id");
    assert!(line.contains("WARN"), "{line}");
    assert!(line.contains("variant=\"Foreign\""), "{line}");
    assert!(line.contains("kind=\"security\""), "{line}");
    assert!(
        line.contains("order foreign belongs to another customer"),
        "{line}"
    );
}

#[tokio::test]
async fn every_failure_is_logged_with_tool_variant_kind_id_and_source_chain() {
    let (logs, _guard) = LogCapture::start();
    let out = refund("slow").await;
    let id = correlation_id(&out).expect("a correlation id");
    let logs = logs.text();
    let line = logs.lines().find(|l| l.contains(&id)).expect("logged");
    for needle in [
        "tool=\"refund_order\"",
        "variant=\"Timeout\"",
        "kind=\"operational\"",
        "payments API timed out: read timed out",
    ] {
        assert!(line.contains(needle), "missing {needle} in {line}");
    }
}

#[test]
fn tools_list_advertises_docs_annotations_and_schemas() {
    let tools = tools![refund_order];
    let listed = serde_json::to_string(&tools.list(Era::Legacy)).unwrap();
    assert_eq!(
        listed,
        r#"[{"annotations":{"destructiveHint":true,"idempotentHint":false},"description":"Refund part or all of an order.","inputSchema":{"additionalProperties":false,"properties":{"amount":{"description":"Amount in cents.","minimum":0,"type":"integer"},"note":{"anyOf":[{"type":"string"},{"type":"null"}]},"order_id":{"description":"The order id, as returned by list_orders.","type":"string"}},"required":["order_id","amount"],"type":"object"},"name":"refund_order","outputSchema":{"properties":{"amount":{"minimum":0,"type":"integer"},"refund_id":{"type":"string"}},"required":["refund_id","amount"],"title":"Receipt","type":"object"}}]"#
    );
}

// ---------------------------------------------------------------------------------------
// Categories and their retry defaults.

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Every {
    #[error("v")]
    #[error_kind(operational, category = "validation", message = "v")]
    Validation,
    #[error("n")]
    #[error_kind(operational, category = "not_found", message = "n")]
    NotFound,
    #[error("c")]
    #[error_kind(operational, category = "conflict", message = "c")]
    Conflict,
    #[error("b")]
    #[error_kind(operational, category = "business", message = "b")]
    Business,
    #[error("p")]
    #[error_kind(operational, category = "permission", message = "p")]
    Permission,
    #[error("r")]
    #[error_kind(operational, category = "rate_limited", message = "r")]
    RateLimited,
    #[error("t")]
    #[error_kind(operational, category = "timeout", message = "t")]
    Timeout,
    #[error("tr")]
    #[error_kind(operational, category = "transient", message = "tr")]
    Transient,
    #[error("u")]
    #[error_kind(operational, category = "unknown_outcome", message = "u")]
    UnknownOutcome,
    #[error("business, but this one clears by itself")]
    #[error_kind(operational, category = "business", retryable = true, message = "b2")]
    BusinessRetryable,
    #[error("transient, but retrying cannot help")]
    #[error_kind(operational, category = "transient", retryable = false, message = "t2")]
    TransientFinal,
    #[error("rejected")]
    #[error_kind(security)]
    Rejected,
    #[error("denied")]
    #[error_kind(security, reply = "access_denied")]
    Denied,
    #[error("no credential")]
    #[error_kind(security, reply = "unauthorized")]
    Unauthorized,
}

/// Fail as asked.
#[mcp_tool(read_only)]
fn fail_as(which: usize) -> Result<String, Every> {
    Err(match which {
        0 => Every::Validation,
        1 => Every::NotFound,
        2 => Every::Conflict,
        3 => Every::Business,
        4 => Every::Permission,
        5 => Every::RateLimited,
        6 => Every::Timeout,
        7 => Every::Transient,
        8 => Every::UnknownOutcome,
        9 => Every::BusinessRetryable,
        10 => Every::TransientFinal,
        11 => Every::Rejected,
        12 => Every::Denied,
        _ => Every::Unauthorized,
    })
}

#[tokio::test]
async fn each_category_has_its_documented_retry_default() {
    let tools = tools![fail_as];
    let expected = [
        ("validation", false),
        ("not_found", false),
        ("conflict", false),
        ("business", false),
        ("permission", false),
        ("rate_limited", true),
        ("timeout", true),
        ("transient", true),
        ("unknown_outcome", false),
        ("business", true),
        ("transient", false),
    ];
    for (i, (category, retryable)) in expected.into_iter().enumerate() {
        let out = tools.call("fail_as", json!({ "which": i })).await;
        let result = out.as_result().expect("operational: a tool result");
        assert!(result.is_error);
        let env = &result.meta.as_ref().unwrap()["dev.toolwright/error"];
        assert_eq!(env["errorCategory"], category, "variant {i}");
        assert_eq!(env["isRetryable"], retryable, "variant {i}");
        assert!(
            result.text().contains(&format!(
                "[category={category}; retryable={retryable}; ref="
            )),
            "{}",
            result.text()
        );
    }
    // The audit table (what `error_surface()` reports) says the same as the wire, for the
    // nine variants that take their category's default, and so does the runtime's own table.
    let surface = <Every as ToolError>::SURFACE;
    for (spec, (category, retryable)) in surface.iter().zip(expected).take(9) {
        let declared = spec.category.expect("operational");
        assert_eq!(declared.as_str(), category, "{}", spec.variant);
        assert_eq!(spec.retryable, Some(retryable), "{}", spec.variant);
        assert_eq!(declared.default_retryable(), retryable, "{category}");
    }
}

#[tokio::test]
async fn an_is_error_result_carries_no_structured_content_even_without_an_output_schema() {
    // A client that shows `structuredContent` instead of the text (Codex, even on
    // `isError`) would show the model less than the text says.
    let tools = tools![fail_as];
    assert_eq!(
        wire(&tools.call("fail_as", json!({"which": 5})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"r\n[category=rate_limited; retryable=true; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"rate_limited","isRetryable":true}}}}"#
    );
}

#[tokio::test]
async fn the_three_replies() {
    let tools = tools![fail_as];
    assert_eq!(
        wire(&tools.call("fail_as", json!({"which": 11})).await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Request rejected (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    assert_eq!(
        wire(&tools.call("fail_as", json!({"which": 12})).await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Access denied (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    assert_eq!(
        wire(&tools.call("fail_as", json!({"which": 13})).await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

// ---------------------------------------------------------------------------------------
// Templates, `message = display`, sanitizing.

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup {
    #[error("no user {name}")]
    #[error_kind(
        operational,
        category = "not_found",
        message = "No user named {name}; {{names}} are case-sensitive."
    )]
    NoUser {
        name: String,
        #[sensitive]
        shard: String,
    },
    #[error("quota of {0} requests per minute used up")]
    #[error_kind(operational, category = "rate_limited", retry_after_ms = 60_000, message = display)]
    Quota(u32),
    #[error("backend at db-7.internal:5432 said no to {0}")]
    #[error_kind(operational, category = "transient", message = display)]
    Leaky(String),
}

/// Look a user up.
#[mcp_tool]
async fn lookup(name: String) -> Result<String, Lookup> {
    match name.as_str() {
        "quota" => Err(Lookup::Quota(60)),
        "leaky" => Err(Lookup::Leaky("alice".into())),
        "ok" => Ok("found".into()),
        _ => Err(Lookup::NoUser {
            name,
            shard: "shard-secret-9".into(),
        }),
    }
}

#[tokio::test]
async fn templates_splice_sanitized_fields_and_unescape_braces() {
    let tools = tools![lookup];
    let out = tools
        .call("lookup", json!({"name": "bob at 10.1.2.3:6379"}))
        .await;
    let text = out.as_result().unwrap().text();
    assert!(
        text.starts_with("No user named bob at [ip]; {names} are case-sensitive.\n"),
        "{text}"
    );
    assert!(!wire(&out).contains("shard-secret-9"));
}

#[tokio::test]
async fn message_display_reuses_the_sanitized_display_text() {
    let tools = tools![lookup];
    let quota = tools.call("lookup", json!({"name": "quota"})).await;
    assert!(quota
        .as_result()
        .unwrap()
        .text()
        .starts_with("quota of 60 requests per minute used up\n[category=rate_limited; retryable=true; retry_after_ms=60000; ref=tw-"));
    let leaky = wire(&tools.call("lookup", json!({"name": "leaky"})).await);
    assert!(!leaky.contains("db-7.internal"), "{leaky}");
    assert!(
        leaky.contains("backend at [host] said no to alice"),
        "{leaky}"
    );
}

#[tokio::test]
async fn string_success_is_plain_text_without_output_schema() {
    let tools = tools![lookup];
    assert_eq!(
        wire(&tools.call("lookup", json!({"name": "ok"})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"found"}]}}"#
    );
    let listed = &tools.list(Era::Legacy)[0];
    assert!(listed.get("outputSchema").is_none(), "{listed}");
    assert!(listed.get("annotations").is_none(), "{listed}");
}

// ---------------------------------------------------------------------------------------
// Success shapes by era, state injection, raw identifiers, infallible and sync tools.

/// The first primes.
#[mcp_tool(read_only, idempotent, title = "Primes")]
async fn primes(count: usize) -> Result<Vec<u32>, Infallible> {
    Ok([2, 3, 5, 7, 11].into_iter().take(count).collect())
}

#[tokio::test]
async fn non_object_results_are_wrapped_in_the_legacy_era_only() {
    let tools = tools![primes];
    let legacy = tools.call("primes", json!({"count": 3})).await;
    assert_eq!(
        wire(&legacy),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[2,3,5]"}],"structuredContent":{"result":[2,3,5]}}}"#
    );
    let options = toolwright::CallOptions::default().with_era(Era::Stateless);
    let stateless = tools
        .call_with("primes", json!({"count": 3}), options)
        .await;
    assert_eq!(
        wire(&stateless),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[2,3,5]"}],"structuredContent":[2,3,5]}}"#
    );
    let legacy_list = serde_json::to_string(&tools.list(Era::Legacy)[0]).unwrap();
    assert_eq!(
        legacy_list,
        r#"{"annotations":{"idempotentHint":true,"readOnlyHint":true,"title":"Primes"},"description":"The first primes.","inputSchema":{"additionalProperties":false,"properties":{"count":{"minimum":0,"type":"integer"}},"required":["count"],"type":"object"},"name":"primes","outputSchema":{"properties":{"result":{"items":{"minimum":0,"type":"integer"},"type":"array"}},"required":["result"],"type":"object"},"title":"Primes"}"#
    );
    let stateless_list = &tools.list(Era::Stateless)[0]["outputSchema"];
    assert_eq!(stateless_list["type"], "array");
}

/// Every kind of content block.
#[mcp_tool(read_only)]
async fn attachments() -> Result<Contents, Infallible> {
    Ok(Contents(toolwright_tests::every_content_block()))
}

#[tokio::test]
async fn every_content_block_kind_has_its_mcp_shape() {
    let tools = tools![attachments];
    assert_eq!(
        wire(&tools.call("attachments", json!({})).await),
        format!(
            r#"{{"jsonrpc":"2.0","id":1,"result":{{"content":{}}}}}"#,
            toolwright_tests::EVERY_CONTENT_BLOCK
        )
    );
    // Contents declare no output schema.
    assert!(tools.list(Era::Legacy)[0].get("outputSchema").is_none());
}

pub struct Greeting(&'static str);

/// Greet someone, using shared state and the call context.
#[mcp_tool]
fn greet(
    #[ctx] greeting: State<Greeting>,
    #[ctx] ctx: toolwright::Context,
    r#type: String,
) -> Result<Contents, Infallible> {
    Ok(Contents::text(format!("{} {}", greeting.0 .0, r#type))
        .with(toolwright::wire::ContentBlock::text(ctx.tool())))
}

#[tokio::test]
async fn ctx_parameters_are_injected_and_raw_identifiers_unrawed() {
    let tools = tools![greet].with_state(Greeting("hello"));
    let schema = &tools.list(Era::Legacy)[0]["inputSchema"];
    assert_eq!(schema["required"], json!(["type"]));
    assert_eq!(
        wire(&tools.call("greet", json!({"type": "world"})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"hello world"},{"type":"text","text":"greet"}]}}"#
    );
}

#[tokio::test]
async fn missing_state_is_an_internal_error() {
    let tools = tools![greet];
    assert_eq!(
        wire(&tools.call("greet", json!({"type": "world"})).await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

// ---------------------------------------------------------------------------------------
// Protocol-level misuse and argument validation (SEP-1303).

#[tokio::test]
async fn unknown_tool_is_invalid_params() {
    let tools = tools![primes];
    assert_eq!(
        wire(&tools.call("nope", json!({})).await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Unknown tool: nope"}}"#
    );
}

#[tokio::test]
async fn non_object_arguments_are_invalid_params() {
    let tools = tools![primes];
    assert_eq!(
        wire(&tools.call("primes", json!([1])).await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Invalid params: `arguments` must be an object."}}"#
    );
}

#[tokio::test]
async fn invalid_arguments_are_a_validation_result_naming_paths_not_values() {
    let tools = tools![refund_order];
    let out = tools
        .call(
            "refund_order",
            json!({"order_id": 7, "amount": "sk_live_PLANTED", "extra": "sk_live_PLANTED"}),
        )
        .await;
    assert_eq!(
        wire(&out),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Invalid arguments: (root): unexpected property `extra`; `amount`: expected integer, got string; `order_id`: expected string, got integer\nFix the arguments to match the tool's input schema, then call again.\n[category=validation; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"validation","isRetryable":false,"suggestedAction":"Fix the arguments to match the tool's input schema, then call again."}}}}"#
    );
}

#[tokio::test]
async fn missing_arguments_are_reported_as_missing_properties() {
    let tools = tools![refund_order];
    let out = tools.call("refund_order", Value::Null).await;
    let text = out.as_result().unwrap().text();
    assert!(
        text.starts_with("Invalid arguments: (root): missing required property `amount`; (root): missing required property `order_id`\n"),
        "{text}"
    );
}

#[tokio::test]
async fn values_past_the_type_range_are_validation_errors_too() {
    // u8 has schema minimum 0 / maximum 255, so the schema catches it first.
    /// Take a byte.
    #[mcp_tool]
    async fn byte(b: u8) -> Result<u8, Infallible> {
        Ok(b)
    }
    let tools = tools![byte];
    let text = tools
        .call("byte", json!({"b": 300}))
        .await
        .as_result()
        .unwrap()
        .text();
    assert!(
        text.starts_with("Invalid arguments: `b`: must be <= 255"),
        "{text}"
    );
    // Not echoed (the correlation id's 16 hex digits are cut off first: they may hold "300").
    let before_ref = &text[..text.rfind("ref=tw-").expect("a ref")];
    assert!(!before_ref.contains("300"), "{text}");
}

// ---------------------------------------------------------------------------------------
// The audit table.

#[test]
fn error_surface_lists_every_variant_and_the_runtime_failures() {
    let tools = tools![refund_order, lookup];
    let surface = serde_json::to_value(tools.error_surface()).unwrap();
    let refund = &surface["tools"][0];
    assert_eq!(refund["name"], "refund_order");
    assert!(refund["errorType"]
        .as_str()
        .unwrap()
        .ends_with("RefundError"));
    let rows: Vec<(String, String)> = refund["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["variant"].as_str().unwrap().to_owned(),
                r["wire"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let expect = [
        ("OverLimit", "isError result"),
        ("Timeout", "isError result"),
        ("BadToken", "error -32600 \"Unauthorized\""),
        ("NoToken", "error -32600 \"Unauthorized\""),
        ("Foreign", "isError result, identical to NotFound"),
        ("NotFound", "isError result"),
        ("Db", "error -32603 \"Internal error (ref tw-…)\""),
        ("<invalid arguments>", "isError result"),
        ("<timeout>", "isError result"),
        ("<panic>", "error -32603 \"Internal error (ref tw-…)\""),
    ];
    let expect: Vec<(String, String)> = expect
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
        .collect();
    assert_eq!(rows, expect);
    assert_eq!(
        refund["variants"][0],
        json!({
            "variant": "OverLimit", "kind": "operational", "category": "business",
            "retryable": false,
            "message": "Refund of ${amount} exceeds the ${limit} policy limit.",
            "customerMessage": "Refunds over ${limit} need manager approval.",
            "suggestedAction": "Ask a manager to approve the refund, or refund a smaller amount.",
            "wire": "isError result"
        })
    );
    assert_eq!(
        refund["variants"][2],
        json!({"variant": "BadToken", "kind": "security", "reply": "unauthorized",
               "wire": "error -32600 \"Unauthorized\""})
    );
    assert_eq!(surface["tools"][1]["variants"][1]["message"], "{display}");
}

#[test]
fn error_surface_prints_as_an_80_column_table() {
    let table = tools![refund_order].error_surface().to_string();
    assert_eq!(
        table,
        "\
TOOL             VARIANT             KIND        ANSWER
refund_order     OverLimit           operational isError business
                 Timeout             operational isError timeout, retry 2s
                 BadToken            security    -32600 \"Unauthorized\"
                 NoToken             security    -32600 \"Unauthorized\"
                 Foreign             security    as NotFound
                 NotFound            operational isError not_found
                 Db                  internal    -32603
                 <invalid arguments> operational isError validation
                 <timeout>           operational isError timeout, retry
                 <panic>             internal    -32603
"
    );
    assert!(table.lines().all(|l| l.chars().count() <= 80));
}
