use std::convert::Infallible;
use toolwright::{mcp_tool, Caller};

#[mcp_tool]
async fn whoami(#[ctx] #[sensitive] caller: Caller) -> Result<String, Infallible> {
    Ok(caller.subject().to_owned())
}

fn main() {}
