use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
const fn answer() -> Result<u64, Infallible> {
    Ok(42)
}

fn main() {
    // The function is still emitted and callable.
    let _ = answer();
}
