use std::convert::Infallible;
use toolwright::{mcp_tool, tools};

#[mcp_tool]
async fn search_orders(query: String) -> Result<Vec<String>, Infallible> {
    Ok(vec![query])
}

fn main() {
    let _ = tools![search_orders()];
}
