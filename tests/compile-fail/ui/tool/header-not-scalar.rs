use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
async fn search(#[header("Tags")] tags: Vec<String>) -> Result<String, Infallible> {
    Ok(tags.join(","))
}

#[mcp_tool]
async fn nearby(#[header("Radius")] radius: f64) -> Result<String, Infallible> {
    Ok(radius.to_string())
}

fn main() {}
