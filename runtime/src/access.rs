//! Who may call what: the visibility of tools, and the decision every caller of a tool
//! meets.

use crate::caller::{Caller, Required};

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

/// Whether a caller may call a tool: what [`decide`] says. One byte: it travels with every
/// call; which scopes are missing is worked out only when a refusal needs them
/// ([`missing`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    /// It may.
    Allowed,
    /// It may not, and with [`Visibility::Callable`] the tool is hidden from it: the call is
    /// answered as a call to a tool that does not exist.
    Hidden,
    /// The tool needs a caller and there is none.
    NoCaller,
    /// The caller lacks scopes the tool requires.
    Missing,
}

/// The one decision of who may call a tool, which the in-process [`ToolSet`], every
/// transport and the HTTP step-up challenge act on: made once per call (a transport that
/// decided hands its decision to the call). A tool that `needs_caller` (it requires scopes
/// or takes a `#[ctx] Caller`) refuses a call without one; a caller must hold every scope
/// in `scopes`; under [`Visibility::Callable`] a tool the caller may not call is hidden.
///
/// [`ToolSet`]: crate::ToolSet
pub(crate) fn decide(
    scopes: &[Required],
    needs_caller: bool,
    caller: Option<&Caller>,
    visibility: Visibility,
) -> Access {
    let access = match caller {
        None if needs_caller => Access::NoCaller,
        None => Access::Allowed,
        Some(caller) if scopes.iter().all(|r| r.held_by(caller)) => Access::Allowed,
        Some(_) => Access::Missing,
    };
    match (visibility, access) {
        (Visibility::Callable, Access::NoCaller | Access::Missing) => Access::Hidden,
        (_, access) => access,
    }
}

/// The scopes of `scopes` that `caller` lacks (for a refusal's log line and the `403`
/// challenge).
pub(crate) fn missing(scopes: &[Required], caller: &Caller) -> Vec<&'static str> {
    scopes
        .iter()
        .filter(|r| !r.held_by(caller))
        .map(|r| r.name)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const READ: Required = Required {
        name: "orders:read",
        granted_by: &["admin"],
    };

    fn caller(scopes: &[&str]) -> Caller {
        Caller::new("c-1")
            .unwrap()
            .with_scopes(scopes.iter().copied())
    }

    #[test]
    fn one_decision_for_every_caller_and_visibility() {
        let all = Visibility::All;
        assert_eq!(decide(&[], false, None, all), Access::Allowed);
        assert_eq!(decide(&[], true, None, all), Access::NoCaller);
        assert_eq!(
            decide(&[READ], true, Some(&caller(&[])), all),
            Access::Missing
        );
        assert_eq!(
            decide(&[READ], true, Some(&caller(&["orders:read"])), all),
            Access::Allowed
        );
        assert_eq!(
            decide(&[READ], true, Some(&caller(&["admin"])), all),
            Access::Allowed
        );
        // Hidden, not refused, when the caller sees only what it may call.
        let callable = Visibility::Callable;
        assert_eq!(decide(&[], true, None, callable), Access::Hidden);
        assert_eq!(
            decide(&[READ], true, Some(&caller(&[])), callable),
            Access::Hidden
        );
        assert_eq!(
            decide(&[READ], true, Some(&caller(&["admin"])), callable),
            Access::Allowed
        );
        assert_eq!(missing(&[READ], &caller(&["other"])), ["orders:read"]);
        assert!(missing(&[READ], &caller(&["admin"])).is_empty());
    }
}
