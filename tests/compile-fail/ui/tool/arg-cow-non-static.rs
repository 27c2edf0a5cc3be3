use std::borrow::Cow;
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool]
async fn shout<'a>(text: Cow<'a, str>) -> Result<String, Infallible> {
    Ok(text.to_uppercase())
}

fn main() {
    // The function is still emitted and callable.
    let _ = shout(Cow::Borrowed("hi"));
}
