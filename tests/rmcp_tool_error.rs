//! A derived `ToolError` as the error type of plain rmcp `#[tool]` methods
//! (`toolwright::rmcp::Classified<E>`): the same bytes on the wire as the same failure of a
//! toolwright tool with an output schema, and the same log line.

use toolwright_tests::rmcp_support;

use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::{tool, tool_handler, tool_router, ServerHandler};
use rmcp_support::{correlation_ids, rmcp_server, toolwright_server};
use serde::Deserialize;
use serde_json::json;
use toolwright::rmcp::Classified;
use toolwright::{mcp_tool, tools};
use toolwright_tests::refund::{Receipt, RefundError};
use toolwright_tests::LogCapture;

fn refund(order_id: String, amount: u64) -> Result<Receipt, RefundError> {
    match order_id.as_str() {
        "over" => Err(RefundError::OverLimit {
            amount,
            limit: 500,
            order: order_id,
        }),
        "bad-token" => Err(RefundError::BadToken {
            tenant: "acme".into(),
        }),
        "foreign" => Err(RefundError::Foreign(order_id)),
        "missing" => Err(RefundError::NotFound(order_id)),
        "db" => Err(std::io::Error::other("pool exhausted at db.internal:5432"))?,
        _ => Ok(Receipt {
            refund_id: format!("r-{order_id}"),
            amount,
        }),
    }
}

/// The toolwright tool, for reference.
#[mcp_tool(destructive)]
async fn refund_order(order_id: String, amount: u64) -> Result<Receipt, RefundError> {
    refund(order_id, amount)
}

#[derive(Deserialize, schemars::JsonSchema)]
struct RefundArgs {
    order_id: String,
    amount: u64,
}

/// An rmcp server whose tools stay rmcp tools.
#[derive(Clone)]
struct Plain {
    tool_router: ToolRouter<Self>,
}

#[tool_router]
impl Plain {
    /// The same refund, as an rmcp `#[tool]`.
    #[tool]
    async fn refund_order(
        &self,
        Parameters(RefundArgs { order_id, amount }): Parameters<RefundArgs>,
    ) -> Result<Json<Receipt>, Classified<RefundError>> {
        Ok(Json(refund(order_id, amount)?))
    }

    /// Names itself in the log.
    #[tool]
    async fn named(&self) -> Result<String, Classified<RefundError>> {
        Err(Classified::from(RefundError::Db(std::io::Error::other("disk full"))).tool("named"))
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Plain {}

fn plain() -> Plain {
    Plain {
        tool_router: Plain::tool_router(),
    }
}

async fn both(order_id: &str) -> (String, String) {
    let args = json!({"order_id": order_id, "amount": 750});
    let mut ours = toolwright_server(tools![refund_order]).initialize().await;
    let mut theirs = rmcp_server(plain()).initialize().await;
    let a = ours.call("refund_order", args.clone()).await;
    let b = theirs.call("refund_order", args).await;
    (a.join("\n"), b.join("\n"))
}

#[tokio::test]
async fn operational_is_an_is_error_result_with_text_and_meta() {
    let (ours, theirs) = both("over").await;
    assert_eq!(theirs, ours);
    assert_eq!(
        theirs,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"Refund of $750 exceeds the $500 policy limit.\nAsk a manager to approve the refund, or refund a smaller amount.\nTell the customer: Refunds over $500 need manager approval.\n[category=business; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","customerMessage":"Refunds over $500 need manager approval.","errorCategory":"business","isRetryable":false,"suggestedAction":"Ask a manager to approve the refund, or refund a smaller amount."}}}}"#
    );
}

#[tokio::test]
async fn security_is_a_protocol_error_with_the_fixed_reply_and_correlation_id() {
    let (ours, theirs) = both("bad-token").await;
    assert_eq!(theirs, ours);
    assert_eq!(
        theirs,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn disguised_security_answers_as_its_target() {
    let (ours, theirs) = both("foreign").await;
    assert_eq!(theirs, ours);
    assert_eq!(theirs, both("missing").await.1);
}

#[tokio::test]
async fn internal_is_a_protocol_error_that_leaks_nothing() {
    let (ours, theirs) = both("db").await;
    assert_eq!(theirs, ours);
    assert_eq!(
        theirs,
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
}

#[tokio::test]
async fn success_is_untouched() {
    let (ours, theirs) = both("o-1").await;
    // rmcp's `Json` success says `isError: false` where toolwright leaves it out.
    assert_eq!(theirs, ours.replace(r#"}}}"#, r#"},"isError":false}}"#));
}

#[tokio::test]
async fn the_failure_is_logged_under_the_correlation_id_the_client_sees() {
    let (logs, _guard) = LogCapture::start();
    let mut client = rmcp_server(plain()).initialize().await;
    let raw = {
        client
            .send(&json!({"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {"name": "named", "arguments": {}}}))
            .await;
        client.raw_line().await
    };
    // One id, in the message (for the model and the user to quote) and in `data`.
    let ids = correlation_ids(&raw);
    assert_eq!(ids.len(), 2, "{raw}");
    assert_eq!(ids[0], ids[1], "{raw}");
    assert!(!raw.contains("disk full"), "{raw}");
    let logs = logs.text();
    let line = logs
        .lines()
        .find(|l| l.contains(&ids[0]) && l.contains("toolwright"))
        .unwrap_or_else(|| panic!("no log line for {} in:\n{logs}", ids[0]));
    for needle in [
        "tool=\"named\"",
        "variant=\"Db\"",
        "kind=\"internal\"",
        "disk full",
    ] {
        assert!(line.contains(needle), "missing {needle} in {line}");
    }
}
