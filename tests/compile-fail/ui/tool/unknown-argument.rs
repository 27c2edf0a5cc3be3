use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(readonly)]
async fn get_order(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

fn main() {
    // The function is still emitted and callable.
    let _ = get_order(String::new());
}
