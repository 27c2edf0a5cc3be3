//! Every mistake in one function is reported in one build.

use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(name = "list orders", read_only, destructive)]
async fn list_orders<T>(
    (page, size): (u32, u32),
    status: &str,
    #[ctx] ctx: &toolwright::Context,
    tags: impl Iterator<Item = String>,
) -> Result<Vec<String>, Infallible> {
    let _ = (page, size, status, ctx, tags);
    Ok(Vec::new())
}

fn main() {}
