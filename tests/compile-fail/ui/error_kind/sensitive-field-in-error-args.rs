use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum AuthError {
    #[error("key rejected: {}", .0)]
    #[error_kind(security, reply = "unauthorized")]
    Rejected(#[sensitive] String),
}

fn main() {
    let _ = <AuthError as ToolError>::SURFACE;
}
