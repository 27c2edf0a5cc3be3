use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("payments API timed out: {0}")]
    #[error_kind(operational, category = "timeout", message = display)]
    Timeout(#[from] std::io::Error),
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
