use std::convert::Infallible;
use toolwright::{mcp_resource, Context};

#[mcp_resource(uri = "notes://latest")]
fn latest(#[ctx] ctx: Context) -> Result<String, Infallible> {
    let _ = ctx;
    Ok(String::new())
}

fn main() {}
