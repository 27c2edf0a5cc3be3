//! What tools, resources and prompts share: the hidden supertrait [`Handler`] of
//! [`Tool`](crate::tool::Tool), [`Resource`](crate::resource::Resource) and
//! [`Prompt`](crate::prompt::Prompt), which the attribute macros implement beside them.

use crate::caller::Required;
use crate::context::Completing;

/// The kind of a handler: what a failure answers (a tool call, a resource read, a prompt
/// got), whom the tool set's guard admits, and what an audit row describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum HandlerKind {
    Tool,
    Resource,
    Prompt,
}

/// What every kind of handler tells the tool set about itself: who may use it, whether it
/// may talk back, and the suggestions for its inputs. Implemented by `#[mcp_tool]`,
/// `#[mcp_resource]` and `#[mcp_prompt]` only: not public API, and may change in any
/// release.
#[doc(hidden)]
pub trait Handler: 'static {
    /// The scopes a caller must hold (`scopes = [...]`).
    fn scopes() -> Vec<Required> {
        Vec::new()
    }
    /// Whether the handler takes a `#[ctx] Caller` (it is refused without one).
    const NEEDS_CALLER: bool = false;
    /// Whether the handler takes a `#[ctx] Context` (it may elicit, sample or log to the
    /// client).
    const TALKS: bool = false;
    /// The suggestions for an input (`complete = fn`), `None` without a completion
    /// function (a tool has none: `completion/complete` names prompts and resources).
    fn complete(_request: &Completing<'_>) -> Option<Vec<String>> {
        None
    }
}
