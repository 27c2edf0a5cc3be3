//! What the caller suites share: tools that need a caller or scopes, and the tokens that
//! stand for their callers.

use std::convert::Infallible;
use std::time::{Duration, SystemTime};
use toolwright::auth::{Rejection, StaticTokens, TokenVerifier, VerifyFuture};
use toolwright::{mcp_tool, tools, Caller, ScopeSet, ToolSet};

#[derive(Debug, Clone, Copy, ScopeSet)]
pub enum Scope {
    /// Read orders.
    #[scope("orders:read")]
    Read,
    /// Refund orders.
    #[scope("refunds:write")]
    Refund,
    /// Everything.
    #[scope("admin", includes(Read, Refund))]
    Admin,
}

/// Who is calling.
#[mcp_tool(read_only)]
pub async fn whoami(#[ctx] caller: Caller) -> Result<String, Infallible> {
    Ok(caller.subject().to_owned())
}

/// Who is calling, if anyone.
#[mcp_tool(read_only)]
pub async fn maybe(#[ctx] caller: Option<Caller>) -> Result<String, Infallible> {
    Ok(caller.map_or_else(|| "nobody".to_owned(), |c| c.subject().to_owned()))
}

/// Count orders (needs `orders:read`).
#[mcp_tool(read_only, scopes = [Scope::Read])]
pub async fn read_orders(limit: u32) -> Result<u32, Infallible> {
    Ok(limit)
}

/// Refund an order (needs `refunds:write`).
#[mcp_tool(destructive, scopes = [Scope::Refund])]
pub async fn refund(order_id: String) -> Result<String, Infallible> {
    Ok(format!("refunded {order_id}"))
}

/// Say it back (needs nobody).
#[mcp_tool(read_only)]
pub async fn echo(text: String) -> Result<String, Infallible> {
    Ok(text)
}

pub fn toolset() -> ToolSet {
    tools![whoami, maybe, read_orders, refund, echo]
}

pub const READER: &str = "tok-reader-5b1e";
pub const ADMIN: &str = "tok-admin-77c2";
pub const EXPIRED: &str = "tok-expired-0a9f";
/// Tokens the verifier cannot check now.
pub const DOWN: &str = "tok-down-4d4d";

pub fn alice() -> Caller {
    Caller::new("alice").unwrap().with_scopes(["orders:read"])
}

/// READER is alice (orders:read), ADMIN is bob (admin), EXPIRED is carol's, past its
/// expiry; DOWN cannot be checked; anything else is unknown.
pub struct Verifier(StaticTokens);

impl Default for Verifier {
    fn default() -> Self {
        Self::new()
    }
}

impl Verifier {
    pub fn new() -> Self {
        Verifier(
            StaticTokens::new()
                .token(READER, alice())
                .token(ADMIN, Caller::new("bob").unwrap().with_scopes(["admin"]))
                .token(
                    EXPIRED,
                    Caller::new("carol")
                        .unwrap()
                        .with_scopes(["orders:read"])
                        .with_expiry(SystemTime::now() - Duration::from_secs(60)),
                ),
        )
    }
}

impl TokenVerifier for Verifier {
    fn verify<'a>(&'a self, token: &'a str) -> VerifyFuture<'a> {
        if token == DOWN {
            return Box::pin(std::future::ready(Err(Rejection::Unavailable)));
        }
        self.0.verify(token)
    }
}
