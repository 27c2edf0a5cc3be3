use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(task = "always")]
async fn compute(seconds: u64) -> Result<String, Infallible> {
    Ok(seconds.to_string())
}

fn main() {}
