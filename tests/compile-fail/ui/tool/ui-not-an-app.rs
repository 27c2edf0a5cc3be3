use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(ui = "https://x")]
async fn show_orders() -> Result<String, Infallible> {
    Ok(String::new())
}

fn main() {}
