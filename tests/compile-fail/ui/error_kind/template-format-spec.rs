use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("refund of {0} too large")]
    #[error_kind(
        operational,
        category = "business",
        message = "Refund of {0:>8} is too large."
    )]
    OverLimit(u64),
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
