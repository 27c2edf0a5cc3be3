//! One call in flight, whatever it runs: the future every tool call, layer and read returns.

use crate::wire::Outcome;

/// The bytes a call's future may take to be held inline, in the future `call_with` returns,
/// rather than in an allocation of its own. A small tool's handler fits (see BENCHMARKS.md);
/// a larger one is boxed.
pub(in crate::toolset) const INLINE_CALL: usize = 256;

/// One call in flight, whichever tool it runs: inline when it fits [`INLINE_CALL`] bytes,
/// boxed otherwise.
pub(in crate::toolset) type CallFuture<'a> = stackfuture::StackFuture<'a, Outcome, INLINE_CALL>;

/// An answer known before any handler runs.
pub(in crate::toolset) fn ready<'a>(outcome: Outcome) -> CallFuture<'a> {
    CallFuture::from(std::future::ready(outcome))
}
