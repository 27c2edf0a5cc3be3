use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("token rejected for tenant {0}")]
    #[error_kind(security, message = "Your token was rejected.")]
    BadToken(String),
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
