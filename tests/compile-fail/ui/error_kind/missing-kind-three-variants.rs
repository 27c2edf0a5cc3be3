use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("order {0} not found")]
    NotFound(String),

    #[error("token rejected")]
    BadToken,

    #[error("database down")]
    Db,

    #[error("fine")]
    #[error_kind(internal)]
    Classified,
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
