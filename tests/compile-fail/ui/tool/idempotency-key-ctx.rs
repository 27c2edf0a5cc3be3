// The key comes from the client, in an argument of the call: not from the context.
use std::convert::Infallible;
use toolwright::{mcp_tool, Caller};

#[mcp_tool(destructive, idempotency_key = caller)]
async fn charge_card(#[ctx] caller: Caller, amount_cents: u64) -> Result<String, Infallible> {
    Ok(format!("charged {amount_cents} for {}", caller.subject()))
}

fn main() {}
