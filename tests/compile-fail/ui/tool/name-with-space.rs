use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(name = "has space")]
async fn ping() -> Result<String, Infallible> {
    Ok("pong".to_owned())
}

fn main() {
    // The function is still emitted and callable.
    let _ = ping();
}
