use std::convert::Infallible;
use toolwright::{mcp_tool, Context};

#[mcp_tool]
async fn whoami(#[ctx] ctx: &Context) -> Result<String, Infallible> {
    Ok(ctx.tool().to_owned())
}

fn main() {
    // The function is still emitted.
    let _ = whoami;
}
