use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(read_only, destructive)]
async fn delete_order(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

fn main() {
    // The function is still emitted and callable.
    let _ = delete_order(String::new());
}
