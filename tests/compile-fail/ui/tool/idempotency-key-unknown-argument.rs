// `idempotency_key` must name an argument of the function.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(destructive, idempotency_key = chargeid)]
async fn charge_card(charge_id: String, amount_cents: u64) -> Result<String, Infallible> {
    Ok(format!("charged {amount_cents} ({charge_id})"))
}

fn main() {}
