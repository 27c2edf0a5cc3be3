use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
fn greeting<'a>() -> Result<&'a str, Infallible> {
    Ok("hello")
}

fn main() {
    // The function is still emitted and callable.
    let _ = greeting();
}
