use std::convert::Infallible;
use toolwright::mcp_tool;

#[derive(serde::Serialize)]
pub struct Order {
    id: String,
}

#[mcp_tool]
async fn get_order(order_id: String) -> Result<Order, Infallible> {
    Ok(Order { id: order_id })
}

fn main() {
    // The function is still emitted and callable.
    let _ = get_order(String::new());
}
