use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("token rejected")]
    #[error_kind(security, reply = "forbidden")]
    BadToken,
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
