use std::convert::Infallible;
use toolwright::mcp_tool;

#[derive(Clone, Copy)]
pub enum Permission {
    Refunds,
}

#[mcp_tool(scopes = [Permission::Refunds])]
async fn refund(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

fn main() {}
