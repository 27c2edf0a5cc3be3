use std::convert::Infallible;
use toolwright::mcp_resource;

#[mcp_resource(uri = "notes://latest")]
fn latest<'a>() -> Result<&'a str, Infallible> {
    Ok("")
}

fn main() {}
