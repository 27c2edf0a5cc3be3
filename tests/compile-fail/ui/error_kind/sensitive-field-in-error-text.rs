use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum AuthError {
    // The Display is what the server log records: the token would be written there.
    #[error("session token {presented} does not match")]
    #[error_kind(security, reply = "unauthorized")]
    WrongToken {
        #[sensitive]
        presented: String,
    },
}

fn main() {
    let _ = <AuthError as ToolError>::SURFACE;
}
