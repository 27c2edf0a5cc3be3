//! Who may call what: the visibility of tools, and the decision every caller of a tool
//! meets.

/// Which tools a caller sees in `tools/list` ([`ToolSet::with_visibility`](crate::ToolSet::with_visibility)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Visibility {
    /// Every tool, whoever asks (the default). A call the caller may not make is refused
    /// as a security failure (over HTTP, `401` or a `403` step-up challenge).
    #[default]
    All,
    /// Only the tools the caller may call: it holds every scope the tool requires, and is
    /// known when the tool needs a caller. A call to any other tool is answered exactly as
    /// a call to a tool that does not exist, so neither the list nor a call can be used to
    /// learn what else the server offers. The lists then depend on the caller (2026-07-28
    /// `cacheScope: "private"`).
    Callable,
}

/// Whether a caller may call a tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Access {
    /// It may (or the tool does not exist: the call's own answer says so).
    Allowed,
    /// The tool needs a caller and there is none.
    NoCaller,
    /// The caller lacks these scopes.
    Missing(Vec<&'static str>),
}
