use std::convert::Infallible;
use toolwright::mcp_resource;

#[mcp_resource(uri = "images://logo", mime_type = "image/png")]
fn logo() -> Result<Vec<u8>, Infallible> {
    Ok(Vec::new())
}

fn main() {}
