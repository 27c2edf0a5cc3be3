use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("order {0} belongs to another customer")]
    #[error_kind(security, disguise = BadToken)]
    Foreign(String),

    #[error("token rejected")]
    #[error_kind(security, reply = "unauthorized")]
    BadToken,
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
