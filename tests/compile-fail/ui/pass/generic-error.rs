//! A generic error enum with a where-clause: the derive's spec table does not depend on the
//! parameters, and a tool can return an instance of it.

use toolwright::{mcp_tool, tools, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Upstream<E>
where
    E: std::error::Error + Send + Sync + 'static,
{
    #[error("upstream: {0}")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The upstream service failed."
    )]
    Failed(#[source] E),

    #[error("bad key")]
    #[error_kind(security)]
    BadKey,
}

/// Call upstream.
#[mcp_tool]
async fn call_upstream(fail: bool) -> Result<String, Upstream<std::io::Error>> {
    if fail {
        Err(Upstream::Failed(std::io::Error::other("reset by 10.0.0.9")))
    } else {
        Ok("ok".into())
    }
}

fn main() {
    assert_eq!(
        <Upstream<std::fmt::Error> as ToolError>::SURFACE,
        <Upstream<std::io::Error> as ToolError>::SURFACE,
    );
    let tools = tools![call_upstream];
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let outcome = runtime.block_on(tools.call("call_upstream", serde_json::json!({"fail": true})));
    let text = outcome.as_result().expect("operational").text();
    assert!(text.starts_with("The upstream service failed."), "{text}");
    assert!(!text.contains("10.0.0.9"), "{text}");
}
