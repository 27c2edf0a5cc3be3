use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("order {0} is archived")]
    #[error_kind(operational, category = "conflict", message = "Archived.", disguise = NotFound)]
    Archived(String),

    #[error("order {0} not found")]
    #[error_kind(operational, category = "not_found", message = "No such order.")]
    NotFound(String),
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
