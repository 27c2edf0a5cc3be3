//! One mistake in a tool that is also listed in tools![...]: exactly one error, at the
//! mistake; the list still resolves the tool.

use std::convert::Infallible;
use toolwright::{mcp_tool, tools, ToolSet};

#[mcp_tool(name = "get order")]
async fn get_order(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

#[mcp_tool]
async fn ping() -> Result<String, Infallible> {
    Ok("pong".to_owned())
}

fn main() {
    let set: ToolSet = tools![get_order, ping];
    assert_eq!(set.len(), 2);
    let _ = get_order(String::new());
}
