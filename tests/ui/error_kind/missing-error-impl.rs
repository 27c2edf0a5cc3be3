use toolwright::ToolError;

#[derive(Debug, ToolError)]
pub enum LookupError {
    #[error_kind(operational, category = "not_found", message = "No such order.")]
    NotFound(String),
}

fn main() {
    let _ = <LookupError as ToolError>::SURFACE;
}
