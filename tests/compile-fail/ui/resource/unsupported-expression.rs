use std::convert::Infallible;
use toolwright::mcp_resource;

#[mcp_resource(uri = "test://t/{#x}")]
fn thing(x: String) -> Result<String, Infallible> {
    Ok(x)
}

fn main() {}
