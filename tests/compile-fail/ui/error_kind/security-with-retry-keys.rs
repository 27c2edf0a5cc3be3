use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("too many attempts")]
    #[error_kind(
        security,
        category = "rate_limited",
        retryable = true,
        retry_after_ms = 1000
    )]
    Lockout,
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
