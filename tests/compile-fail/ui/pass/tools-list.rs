//! tools![...] with plain names, paths, a renamed tool and a trailing comma.

use std::convert::Infallible;
use toolwright::{mcp_tool, tools, ToolSet};

mod orders {
    use super::*;

    #[mcp_tool]
    pub async fn list_orders() -> Result<Vec<String>, Infallible> {
        Ok(Vec::new())
    }

    /// Same function name as `crate::list_orders`, different tool name.
    #[mcp_tool(name = "list_archived_orders")]
    pub async fn list_orders_archived() -> Result<Vec<String>, Infallible> {
        Ok(Vec::new())
    }
}

#[mcp_tool(name = "ping")]
fn list_orders() -> Result<String, Infallible> {
    Ok("pong".to_owned())
}

fn main() {
    let set: ToolSet = tools![
        list_orders,
        orders::list_orders,
        orders::list_orders_archived,
    ];
    assert_eq!(set.len(), 3);
    let empty: ToolSet = tools![];
    assert!(empty.is_empty());
    let _ = list_orders();
}
