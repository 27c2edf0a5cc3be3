use serde::{Deserialize, Serialize};
use serde_json::json;
use toolwright::{mcp_tool, tools, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    #[error("refund of {amount} exceeds limit {limit} for order {order}")]
    #[error_kind(operational, category = "business",
        message = "Refund of ${amount} exceeds the ${limit} policy limit.",
        customer_message = "Refunds over ${limit} need manager approval.",
        suggested_action = "Ask a manager to approve the refund, or refund a smaller amount.")]
    OverLimit { amount: u64, limit: u64, order: String },

    #[error("payments API timed out: {0}")]
    #[error_kind(operational, category = "timeout", retry_after_ms = 2000,
        message = "The payment service timed out. Retry in a few seconds.")]
    Timeout(#[source] std::io::Error),

    #[error("token rejected for tenant {tenant}")]
    #[error_kind(security, reply = "unauthorized")]
    BadToken { tenant: String },

    #[error("order {0} belongs to another customer")]
    #[error_kind(security, disguise = NotFound)]
    Foreign(String),

    #[error("order {0} not found")]
    #[error_kind(operational, category = "not_found",
        message = "No such order. Call list_orders to see valid ids.")]
    NotFound(String),

    #[error("database: {0}")]
    #[error_kind(internal)]
    Db(#[from] std::io::Error),
}

#[derive(Serialize, schemars::JsonSchema)]
pub struct Receipt {
    refund_id: String,
    amount: u64,
}

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
        "over" => Err(RefundError::OverLimit { amount, limit: 500, order: order_id }),
        "foreign" => Err(RefundError::Foreign(order_id)),
        "missing" => Err(RefundError::NotFound(order_id)),
        "token" => Err(RefundError::BadToken { tenant: "acme".into() }),
        "db" => Err(RefundError::Db(std::io::Error::other("conn to 10.0.0.5:5432 refused"))),
        _ => Ok(Receipt { refund_id: format!("r-{order_id}"), amount }),
    }
}

#[derive(Deserialize)]
struct _Unused;

#[tokio::test]
async fn readme_example_end_to_end() {
    let tools = tools![refund_order];
    let list = tools.list(toolwright::Era::Legacy);
    println!("{}", serde_json::to_string_pretty(&list).unwrap());
    for id in ["ok", "over", "foreign", "missing", "token", "db"] {
        let out = tools.call("refund_order", json!({"order_id": id, "amount": 750})).await;
        println!("{}", out.to_response(&json!(1)));
    }
    let out = tools.call("refund_order", json!({"order_id": 5})).await;
    println!("{}", out.to_response(&json!(1)));
    println!("{}", serde_json::to_string_pretty(&tools.error_surface()).unwrap());
}
