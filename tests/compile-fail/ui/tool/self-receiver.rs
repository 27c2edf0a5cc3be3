use std::convert::Infallible;
use toolwright::mcp_tool;

pub struct Orders;

impl Orders {
    #[mcp_tool]
    async fn count(&self) -> Result<u64, Infallible> {
        Ok(0)
    }
}

fn main() {
    // The method is still emitted and callable.
    let _ = Orders.count();
}
