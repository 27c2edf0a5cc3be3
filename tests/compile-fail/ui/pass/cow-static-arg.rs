//! A `Cow<'static, str>` argument: owned when decoded, so accepted, and called through
//! tools![...].

use serde_json::json;
use std::borrow::Cow;
use std::convert::Infallible;
use toolwright::{mcp_tool, tools, ToolSet};

#[mcp_tool]
async fn shout(text: Cow<'static, str>) -> Result<String, Infallible> {
    Ok(text.to_uppercase())
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let set: ToolSet = tools![shout];
    let out = set.call("shout", json!({"text": "hello"})).await;
    let result = out.as_result().expect("a tool result");
    assert!(!result.is_error);
    assert_eq!(result.text(), "HELLO");
    // The function stays callable as written, with a borrowed value.
    assert_eq!(
        shout(Cow::Borrowed("direct")).await,
        Ok("DIRECT".to_owned())
    );
}
