// Every category that is not retryable by default refuses `retry_after_ms`; with
// ui/pass/retry-defaults.rs this keeps the macro's table equal to the runtime's
// `Category::default_retryable`.
use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("order {0} not found")]
    #[error_kind(
        operational,
        category = "not_found",
        retry_after_ms = 1000,
        message = "No such order."
    )]
    NotFound(String),

    #[error("bad")]
    #[error_kind(operational, category = "validation", retry_after_ms = 1, message = "Bad.")]
    Validation,

    #[error("conflict")]
    #[error_kind(operational, category = "conflict", retry_after_ms = 1, message = "Taken.")]
    Conflict,

    #[error("rule")]
    #[error_kind(operational, category = "business", retry_after_ms = 1, message = "No.")]
    Business,

    #[error("plan")]
    #[error_kind(operational, category = "permission", retry_after_ms = 1, message = "Upgrade.")]
    Permission,

    #[error("maybe")]
    #[error_kind(
        operational,
        category = "unknown_outcome",
        retry_after_ms = 1,
        message = "Check the status first."
    )]
    UnknownOutcome,

    #[error("no")]
    #[error_kind(operational, category = "declined", retry_after_ms = 1, message = "Declined.")]
    Declined,

    #[error("cannot")]
    #[error_kind(operational, category = "unsupported", retry_after_ms = 1, message = "No.")]
    Unsupported,
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
