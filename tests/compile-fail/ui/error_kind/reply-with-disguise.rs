use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("order {0} belongs to another customer")]
    #[error_kind(security, reply = "access_denied", disguise = NotFound)]
    Foreign(String),

    #[error("order {0} not found")]
    #[error_kind(operational, category = "not_found", message = "No such order.")]
    NotFound(String),
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
