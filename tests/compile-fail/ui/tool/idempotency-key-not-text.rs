// An idempotency key is text: a number cannot carry it.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(destructive, idempotency_key = charge_id)]
async fn charge_card(charge_id: u64, amount_cents: u64) -> Result<String, Infallible> {
    Ok(format!("charged {amount_cents} ({charge_id})"))
}

fn main() {}
