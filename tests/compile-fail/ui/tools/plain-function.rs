use std::convert::Infallible;
use toolwright::{mcp_tool, tools};

#[mcp_tool]
async fn search_orders(query: String) -> Result<Vec<String>, Infallible> {
    Ok(vec![query])
}

async fn get_order(order_id: String) -> Result<String, Infallible> {
    Ok(order_id)
}

fn main() {
    let _ = tools![search_orders, get_order];
}
