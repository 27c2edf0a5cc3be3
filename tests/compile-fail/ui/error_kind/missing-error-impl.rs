use toolwright::{mcp_tool, tools, ToolError};

// No `thiserror::Error` derive: the enum is not a `std::error::Error`.
#[derive(Debug, ToolError)]
pub enum LookupError {
    #[error_kind(operational, category = "not_found", message = "No such order.")]
    NotFound(String),
}

/// Look an order up.
#[mcp_tool]
async fn lookup(id: String) -> Result<u64, LookupError> {
    Err(LookupError::NotFound(id))
}

fn main() {
    let _ = tools![lookup];
}
