// A scope set with a mistake, named by a tool: the derive's error, and nothing more (the
// derive emits an empty set in its place, so the tool's `scopes = [..]` still resolves).
use std::convert::Infallible;
use toolwright::{mcp_tool, tools, ScopeSet};

#[derive(Clone, Copy, ScopeSet)]
pub enum Scope {
    #[scope("refunds write")]
    Refunds,
}

#[mcp_tool(scopes = [Scope::Refunds])]
async fn refund(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

fn main() {
    let _ = tools![refund];
}
