use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
async fn echo<T: serde::de::DeserializeOwned + serde::Serialize>(
    value: T,
) -> Result<T, Infallible> {
    Ok(value)
}

fn main() {
    // The function is still emitted and callable.
    let _ = echo(1u32);
}
