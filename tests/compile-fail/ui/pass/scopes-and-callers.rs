//! Scopes, callers and sensitive arguments, as the README shows them.
use std::convert::Infallible;
use toolwright::{mcp_tool, tools, Caller, ScopeSet};

#[derive(Debug, Clone, Copy, ScopeSet)]
pub enum Scope {
    /// Read orders.
    #[scope("orders:read")]
    OrdersRead,
    #[scope("refunds:write")]
    Refunds,
    #[scope("payments:admin", includes(OrdersRead, Refunds))]
    Admin,
}

mod nested {
    #[derive(Clone, Copy, toolwright::ScopeSet)]
    pub enum Other {
        #[scope("other")]
        One,
    }
}

#[mcp_tool(scopes = Scope::OrdersRead)]
async fn one_scope(#[ctx] caller: Caller) -> Result<String, Infallible> {
    Ok(caller.subject().to_owned())
}

#[mcp_tool(scopes = [Scope::Refunds, nested::Other::One,])]
fn two_scopes(
    #[ctx] caller: Option<Caller>,
    #[sensitive] card: String,
) -> Result<String, Infallible> {
    Ok(format!(
        "{}{card}",
        caller.map_or(0, |c| c.scopes().count())
    ))
}

fn main() {
    let set = tools![one_scope, two_scopes];
    assert_eq!(
        set.scopes_of("two_scopes"),
        Some(vec!["refunds:write", "other"])
    );
    assert_eq!(<Scope as ScopeSet>::ALL.len(), 3);
    assert_eq!(Scope::OrdersRead.granted_by(), ["payments:admin"]);
    assert_eq!(Scope::OrdersRead.description(), Some("Read orders."));
}
