use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("too many requests")]
    #[error_kind(
        operational,
        category = "rate_limited",
        retryable = false,
        retry_after_ms = 1000,
        message = "Slow down."
    )]
    RateLimited,
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
