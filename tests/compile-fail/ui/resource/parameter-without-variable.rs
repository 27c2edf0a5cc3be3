use std::convert::Infallible;
use toolwright::mcp_resource;

#[mcp_resource(uri = "test://t/{x}")]
fn thing(x: String, id: u64) -> Result<String, Infallible> {
    Ok(format!("{x}{id}"))
}

fn main() {}
