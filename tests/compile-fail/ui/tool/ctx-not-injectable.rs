use std::convert::Infallible;
use toolwright::mcp_tool;

pub struct Db;

#[mcp_tool]
async fn count_orders(#[ctx] db: Db) -> Result<u64, Infallible> {
    let _ = db;
    Ok(0)
}

fn main() {
    // The function is still emitted and callable.
    let _ = count_orders(Db);
}
