use toolwright::mcp_tool;

#[mcp_tool]
async fn lookup_order(
    order_id: String,
) -> Result<String, Box<dyn std::error::Error + Send + Sync>> {
    Ok(order_id)
}

fn main() {
    // The function is still emitted and callable.
    let _ = lookup_order(String::new());
}
