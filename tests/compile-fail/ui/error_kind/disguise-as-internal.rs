use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("order {0} belongs to another customer")]
    #[error_kind(security, disguise = Db)]
    Foreign(String),

    #[error("database: {0}")]
    #[error_kind(internal)]
    Db(#[from] std::io::Error),
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
