use std::convert::Infallible;
use toolwright::mcp_prompt;

#[mcp_prompt]
fn explain(topic: String) -> Result<String, Infallible> {
    Ok(topic)
}

fn main() {
    // The function is still emitted and callable.
    let _ = explain(String::new());
}
