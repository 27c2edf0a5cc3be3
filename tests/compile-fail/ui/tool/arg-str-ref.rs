use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
async fn get_order(order_id: &str) -> Result<String, Infallible> {
    Ok(order_id.to_owned())
}

fn main() {
    // The function is still emitted and callable.
    let _ = get_order("o-1");
}
