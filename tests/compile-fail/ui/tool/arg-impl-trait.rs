use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
async fn get_order(order_id: impl Into<String>) -> Result<String, Infallible> {
    Ok(order_id.into())
}

fn main() {
    // The function is still emitted and callable.
    let _ = get_order("o-1");
}
