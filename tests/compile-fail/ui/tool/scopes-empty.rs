use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(scopes = [])]
async fn refund(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

fn main() {}
