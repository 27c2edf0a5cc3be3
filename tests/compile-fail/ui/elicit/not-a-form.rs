// Asking the user for a type that is not a form: `elicit` takes a struct deriving `Elicit`.
use toolwright::{mcp_tool, Context, Elicited};

#[mcp_tool]
async fn ask(#[ctx] ctx: Context) -> Result<String, std::convert::Infallible> {
    match ctx.elicit::<String>("Your name?").await {
        Elicited::Accepted(name) => Ok(name),
        _ => Ok("anonymous".into()),
    }
}

fn main() {}
