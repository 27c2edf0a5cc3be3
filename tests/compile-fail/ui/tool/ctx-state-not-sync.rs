use std::cell::RefCell;
use std::convert::Infallible;
use toolwright::{mcp_tool, State};

pub struct Cache {
    hits: RefCell<u64>,
}

#[mcp_tool]
async fn count_orders(#[ctx] cache: State<Cache>) -> Result<u64, Infallible> {
    Ok(*cache.hits.borrow())
}

fn main() {
    // The function is still emitted.
    let _ = count_orders;
}
