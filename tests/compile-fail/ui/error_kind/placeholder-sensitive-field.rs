use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("card declined")]
    #[error_kind(
        operational,
        category = "permission",
        message = "The card {card} was declined."
    )]
    Declined {
        #[sensitive]
        card: String,
    },
}

fn main() {
    // The derive still implements ToolError, so uses of the type do not cascade.
    let _ = <LookupError as ToolError>::SURFACE;
}
