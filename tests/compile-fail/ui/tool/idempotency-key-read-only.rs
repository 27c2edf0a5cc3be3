// A read changes nothing: it needs no idempotency key.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(read_only, idempotency_key = request_id)]
async fn charge_status(request_id: String) -> Result<String, Infallible> {
    Ok(format!("{request_id}: succeeded"))
}

fn main() {}
