use std::convert::Infallible;
use toolwright::mcp_resource;

#[mcp_resource(uri = "file:///{+path}")]
fn file() -> Result<String, Infallible> {
    Ok(String::new())
}

fn main() {}
