//! The handler shapes #[mcp_tool] accepts: async and sync, documented arguments, context
//! injection, raw identifiers, success types and `Infallible`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::convert::Infallible;
use toolwright::{mcp_tool, Contents, Context, State, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("order {0} not found")]
    #[error_kind(operational, category = "not_found", message = "No order {0}.")]
    NotFound(String),
}

#[derive(Serialize, JsonSchema)]
pub struct Order {
    id: String,
    total_cents: u64,
}

#[derive(Deserialize, JsonSchema)]
pub enum Status {
    Open,
    Closed,
}

pub struct Db {
    prefix: &'static str,
}

/// Look up one order.
#[mcp_tool(read_only, idempotent, open_world = false, title = "Get order")]
pub async fn get_order(
    /// The order id, as returned by list_orders.
    order_id: String,
    #[ctx] db: State<Db>,
    #[ctx] ctx: Context,
) -> Result<Order, LookupError> {
    let _ = ctx.tool();
    if order_id.starts_with(db.prefix) {
        Ok(Order {
            id: order_id,
            total_cents: 100,
        })
    } else {
        Err(LookupError::NotFound(order_id))
    }
}

#[mcp_tool(
    name = "orders.count",
    description = "How many orders.",
    timeout_ms = 1_000
)]
fn count_orders(status: Option<Status>, r#type: Vec<u8>) -> Result<u64, Infallible> {
    Ok(u64::from(status.is_some()) + r#type.len() as u64)
}

#[mcp_tool]
async fn greet(name: String) -> Result<String, Infallible> {
    Ok(format!("Hello, {name}"))
}

#[mcp_tool(destructive = false)]
async fn logo() -> Result<Contents, Infallible> {
    Ok(Contents::text("a logo"))
}

/// The functions stay callable as written.
async fn _call_directly(ctx: Context) {
    let db = State(std::sync::Arc::new(Db { prefix: "o-" }));
    let _ = get_order(String::new(), db, ctx).await;
    let _ = count_orders(None, Vec::new());
    let _ = greet(String::new()).await;
    let _ = logo().await;
}

fn main() {
    let set = toolwright::tools![get_order, count_orders, greet, logo];
    assert_eq!(set.len(), 4);
}
