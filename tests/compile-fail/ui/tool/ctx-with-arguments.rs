use std::convert::Infallible;
use toolwright::{mcp_tool, State};

pub struct Db;

#[mcp_tool]
async fn count_orders(#[ctx(state)] db: State<Db>) -> Result<u64, Infallible> {
    let _ = db;
    Ok(0)
}

fn main() {}
