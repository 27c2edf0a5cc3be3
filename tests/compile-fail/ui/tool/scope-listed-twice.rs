use std::convert::Infallible;
use toolwright::{mcp_tool, ScopeSet};

#[derive(Clone, Copy, ScopeSet)]
pub enum Scope {
    #[scope("refunds:write")]
    Refunds,
}

#[mcp_tool(scopes = [Scope::Refunds, Scope::Refunds])]
async fn refund(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

fn main() {}
