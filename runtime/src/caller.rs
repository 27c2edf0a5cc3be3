//! Who is calling: the [`Caller`] a verified credential stands for, and the application's
//! declared scopes ([`ScopeSet`]).

use serde_json::{Map, Value};
use std::fmt;
use std::sync::Arc;
use std::time::SystemTime;

/// The caller of a tool, as a verified credential describes it: a bearer token over HTTP
/// (see [`auth`](crate::auth)), the credential a stdio server was started with, or what a
/// test passes in [`CallOptions::with_caller`](crate::CallOptions::with_caller). Take it as
/// a `#[ctx] caller: Caller` parameter (a tool that does is refused, as a security
/// `unauthorized`, when there is no caller), or `#[ctx] caller: Option<Caller>`.
///
/// It never holds the credential itself: a handler cannot pass the caller's token on (MCP
/// forbids token passthrough), and nothing that formats a `Caller` can leak it. Its
/// `Debug` shows the subject, client id, scopes and expiry, and only the names of the
/// other claims, never their values. Cheap to clone.
#[derive(Clone, PartialEq)]
pub struct Caller(Arc<Inner>);

#[derive(Clone, PartialEq)]
struct Inner {
    subject: String,
    client_id: Option<String>,
    issuer: Option<String>,
    /// Sorted, without duplicates.
    scopes: Vec<String>,
    expires_at: Option<SystemTime>,
    claims: Map<String, Value>,
}

/// A subject that names no one: empty, only white space, or holding a control character.
/// No [`Caller`] has one, so a handler's check such as `order.owner == caller.subject()`
/// or `id.starts_with(caller.subject())` can never be passed by a nameless caller, and a
/// subject written to the log cannot forge a line. A [`TokenVerifier`] can answer it with
/// `?`: it converts to [`Rejection::MissingClaim`]`("sub")`.
///
/// [`TokenVerifier`]: crate::auth::TokenVerifier
/// [`Rejection::MissingClaim`]: crate::auth::Rejection::MissingClaim
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct InvalidSubject;

impl fmt::Display for InvalidSubject {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a caller's subject must name someone: not empty, not only white space, and without control characters")
    }
}

impl std::error::Error for InvalidSubject {}

impl Caller {
    /// A caller known by `subject` (the `sub` of a token: a user or service id), with no
    /// scopes.
    ///
    /// ```
    /// use toolwright::Caller;
    ///
    /// let alice = Caller::new("alice")?.with_scopes(["orders:read"]);
    /// assert_eq!(alice.subject(), "alice");
    /// assert!(Caller::new("  ").is_err());
    /// # Ok::<(), toolwright::auth::InvalidSubject>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`InvalidSubject`] when `subject` is empty, only white space, or holds a control
    /// character.
    pub fn new(subject: impl Into<String>) -> Result<Self, InvalidSubject> {
        let subject = subject.into();
        if subject.trim().is_empty() || subject.chars().any(char::is_control) {
            return Err(InvalidSubject);
        }
        Ok(Caller(Arc::new(Inner {
            subject,
            client_id: None,
            issuer: None,
            scopes: Vec::new(),
            expires_at: None,
            claims: Map::new(),
        })))
    }

    fn inner(&mut self) -> &mut Inner {
        Arc::make_mut(&mut self.0)
    }

    /// The same caller, calling through OAuth client `client_id`.
    #[must_use]
    pub fn with_client_id(mut self, client_id: impl Into<String>) -> Self {
        self.inner().client_id = Some(client_id.into());
        self
    }

    /// The same caller, vouched for by `issuer` (a token's `iss`).
    #[must_use]
    pub fn with_issuer(mut self, issuer: impl Into<String>) -> Self {
        self.inner().issuer = Some(issuer.into());
        self
    }

    /// The same caller, granted `scopes` as well (names as a token carries them, e.g. from
    /// its space-separated `scope` claim).
    #[must_use]
    pub fn with_scopes<I: IntoIterator<Item = S>, S: Into<String>>(mut self, scopes: I) -> Self {
        let inner = self.inner();
        inner.scopes.extend(scopes.into_iter().map(Into::into));
        inner.scopes.sort_unstable();
        inner.scopes.dedup();
        self
    }

    /// The same caller, whose credential expires at `at`.
    #[must_use]
    pub fn with_expiry(mut self, at: SystemTime) -> Self {
        self.inner().expires_at = Some(at);
        self
    }

    /// The same caller, with the claims of its credential (a token's payload).
    #[must_use]
    pub fn with_claims(mut self, claims: Map<String, Value>) -> Self {
        self.inner().claims = claims;
        self
    }

    /// Who is calling: the subject of the credential.
    pub fn subject(&self) -> &str {
        &self.0.subject
    }

    /// The OAuth client the caller called through, when the credential names one.
    pub fn client_id(&self) -> Option<&str> {
        self.0.client_id.as_deref()
    }

    /// Who vouched for the caller, when the credential says.
    pub fn issuer(&self) -> Option<&str> {
        self.0.issuer.as_deref()
    }

    /// The scopes granted, sorted.
    pub fn scopes(&self) -> impl Iterator<Item = &str> {
        self.0.scopes.iter().map(String::as_str)
    }

    /// Whether scope `name` was granted.
    pub fn has_scope(&self, name: &str) -> bool {
        self.0
            .scopes
            .binary_search_by(|s| s.as_str().cmp(name))
            .is_ok()
    }

    /// Whether `scope`, one of the application's declared scopes, was granted (directly, or
    /// through a broader scope of the set that includes it).
    pub fn has<S: ScopeSet>(&self, scope: S) -> bool {
        scope_name(scope).held_by(self)
    }

    /// When the credential expires, if it does.
    pub fn expires_at(&self) -> Option<SystemTime> {
        self.0.expires_at
    }

    /// Claim `name` of the credential (for a JWT, any member of its payload).
    pub fn claim(&self, name: &str) -> Option<&Value> {
        self.0.claims.get(name)
    }

    /// The names of the credential's claims.
    pub fn claim_names(&self) -> impl Iterator<Item = &str> {
        self.0.claims.keys().map(String::as_str)
    }
}

impl fmt::Debug for Caller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.claim_names().collect();
        f.debug_struct("Caller")
            .field("subject", &self.0.subject)
            .field("client_id", &self.0.client_id)
            .field("issuer", &self.0.issuer)
            .field("scopes", &self.0.scopes)
            .field("expires_at", &self.0.expires_at)
            .field("claims", &names)
            .finish()
    }
}

/// The scopes an application declares, once: `#[derive(ScopeSet)]` on an enum whose unit
/// variants each name one scope, and `#[mcp_tool(scopes = [Scope::Refunds])]` on the tools
/// that need them. A tool naming a scope the enum does not declare does not compile.
///
/// ```
/// use toolwright::ScopeSet;
///
/// #[derive(Clone, Copy, Debug, ScopeSet)]
/// pub enum Scope {
///     /// Read the customer's orders.
///     #[scope("orders:read")]
///     OrdersRead,
///     /// Refund orders.
///     #[scope("refunds:write")]
///     Refunds,
///     /// Everything a payments operator may do.
///     #[scope("payments:admin", includes(OrdersRead, Refunds))]
///     Admin,
/// }
///
/// assert_eq!(Scope::Refunds.name(), "refunds:write");
/// assert_eq!(Scope::Refunds.granted_by(), ["payments:admin"]);
/// ```
///
/// A broader scope `includes` narrower ones: a caller granted it holds them too (the
/// 2026-07-28 authorization spec asks servers to treat a broader scope as satisfying the
/// narrower ones it covers).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a set of scopes",
    label = "not a `#[derive(ScopeSet)]` enum variant",
    note = "name scopes in `#[mcp_tool(scopes = [...])]` by the variants of the enum that declares your application's scopes with `#[derive(toolwright::ScopeSet)]`"
)]
pub trait ScopeSet: Copy + Send + Sync + 'static {
    /// Every scope of the set, in declaration order.
    const ALL: &'static [Self];
    /// The scope's name, as tokens carry it.
    fn name(self) -> &'static str;
    /// The broader scopes of the set that include this one.
    fn granted_by(self) -> &'static [&'static str];
    /// What the scope allows, from its doc comment (for the protected resource metadata
    /// and the error surface).
    fn description(self) -> Option<&'static str>;
}

/// The name of a scope (what the `scopes = [...]` glue calls, so a value that is no
/// [`ScopeSet`] variant is reported where the user wrote it). Not public API.
#[doc(hidden)]
pub fn scope_name<S: ScopeSet>(scope: S) -> crate::caller::Required {
    Required {
        name: scope.name(),
        granted_by: scope.granted_by(),
    }
}

/// A scope a tool requires, and the broader ones that grant it. Not public API.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Required {
    pub(crate) name: &'static str,
    pub(crate) granted_by: &'static [&'static str],
}

impl Required {
    /// Whether `caller` holds this scope.
    pub(crate) fn held_by(&self, caller: &Caller) -> bool {
        caller.has_scope(self.name) || self.granted_by.iter().any(|b| caller.has_scope(b))
    }
}
