use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
#[error("order {0} not found")]
pub struct LookupError(String);

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
