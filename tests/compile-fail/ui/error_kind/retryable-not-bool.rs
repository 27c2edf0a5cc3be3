use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("too many requests")]
    #[error_kind(
        operational,
        category = "rate_limited",
        retryable = "yes",
        message = "Slow down."
    )]
    RateLimited,
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
