// The categories that are retryable by default accept `retry_after_ms` without
// `retryable = true`; with ui/error_kind/retry-after-not-retryable.rs (the other eight refuse
// it) this keeps the macro's table equal to the runtime's `Category::default_retryable`.
use toolwright::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Flaky {
    #[error("slow down")]
    #[error_kind(
        operational,
        category = "rate_limited",
        retry_after_ms = 1,
        message = "Slow down."
    )]
    RateLimited,

    #[error("slow")]
    #[error_kind(
        operational,
        category = "timeout",
        retry_after_ms = 1,
        message = "Timed out."
    )]
    Timeout,

    #[error("down")]
    #[error_kind(
        operational,
        category = "transient",
        retry_after_ms = 1,
        message = "Down."
    )]
    Transient,
}

fn main() {
    for spec in <Flaky as ToolError>::SURFACE {
        assert_eq!(spec.retryable, Some(true), "{}", spec.variant);
    }
    // Exhaustive: a new category must be sorted into one of the two cases.
    let expected = |c: Category| match c {
        Category::RateLimited | Category::Timeout | Category::Transient => true,
        Category::Validation
        | Category::NotFound
        | Category::Conflict
        | Category::Business
        | Category::Permission
        | Category::UnknownOutcome
        | Category::Declined
        | Category::Unsupported => false,
    };
    for c in Category::ALL {
        assert_eq!(c.default_retryable(), expected(c), "{c}");
    }
}
