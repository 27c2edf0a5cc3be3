//! What `#[mcp_tool]`, `#[mcp_resource]` and `#[mcp_prompt]` share: the view of the
//! function (its parameters, `#[ctx]`, `#[sensitive]`, doc comments), the checks of its
//! signature, the attribute helpers (`scopes = [..]`, flags, string lists) and the pieces
//! of glue that decode, inject and run.

pub(crate) mod ast;
pub(crate) mod attr;
pub(crate) mod check;
pub(crate) mod expand;
pub(crate) mod fallback;

/// Which attribute a function is under: what the shared checks and glue vary on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Tool,
    Resource,
    Prompt,
}

impl Kind {
    /// The attribute as written, for messages.
    pub(crate) fn attr(self) -> &'static str {
        match self {
            Kind::Tool => "#[mcp_tool]",
            Kind::Resource => "#[mcp_resource]",
            Kind::Prompt => "#[mcp_prompt]",
        }
    }

    /// What the non-`#[ctx]` parameters are, for messages.
    pub(crate) fn inputs(self) -> &'static str {
        match self {
            Kind::Tool => "tool arguments",
            Kind::Resource => "resource parameters",
            Kind::Prompt => "prompt arguments",
        }
    }

    /// Where the inputs are decoded from, for messages.
    pub(crate) fn source(self) -> &'static str {
        match self {
            Kind::Tool => "the call's JSON",
            Kind::Resource => "the URI's template variables",
            Kind::Prompt => "the request's arguments",
        }
    }
}
