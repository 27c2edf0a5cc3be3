// `idempotency_key` names the argument: a name, not a string.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(destructive, idempotency_key = "charge_id")]
async fn charge_card(charge_id: String) -> Result<String, Infallible> {
    Ok(charge_id)
}

fn main() {}
