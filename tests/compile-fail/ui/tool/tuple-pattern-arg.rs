use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
async fn add((a, b): (i64, i64)) -> Result<i64, Infallible> {
    Ok(a + b)
}

fn main() {
    // The function is still emitted and callable.
    let _ = add((1, 2));
}
