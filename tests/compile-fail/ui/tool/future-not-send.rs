use std::convert::Infallible;
use std::rc::Rc;
use toolwright::mcp_tool;

async fn audit() {}

#[mcp_tool]
async fn count_orders() -> Result<u64, Infallible> {
    let cache = Rc::new(0);
    audit().await;
    Ok(*cache)
}

fn main() {
    // The function is still emitted and callable.
    let _ = count_orders();
}
