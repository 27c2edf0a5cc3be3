//! One call of a tool: who may make it settled, its arguments checked and decoded, then
//! its handler run, under the tool's timeout, ending with its questions when a 2026-07-28
//! call asks the client something; and that run's end ([`finish`]), which reads and prompts
//! share.

use super::future::{ready, CallFuture};
use super::policy::timeout::{timed, tool_timed_out};
use super::{CallOptions, ToolEntry, ToolSet};
use crate::classify::{self, INVALID_ARGUMENTS};
use crate::context::Call;
use crate::talk::Talk;
use crate::tool::Tool;
use crate::wire::{Era, InputRequired, Outcome, ProtocolError};
use serde_json::Value;
use std::future::Future;
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;

/// Start a call of tool `T`: check and decode the arguments now, and return the handler's
/// run, or the answer to arguments that fail. The handler's future is type-erased at once
/// ([`CallFuture`]): what wraps it (the timeout, the 2026-07-28 round) is compiled once for
/// every tool, not once per tool, which kept a server's build and binary growing with
/// hundreds of copies of the same combinators.
pub(super) fn start<'a, T: Tool>(
    set: &'a ToolSet,
    entry: &'a ToolEntry,
    args: Value,
    options: CallOptions,
) -> CallFuture<'a> {
    // A 2026-07-28 call that asks the client something ends with its questions.
    let rounds = options
        .talk
        .as_ref()
        .filter(|t| entry.common.talks && t.rounds.is_some())
        .cloned();
    let limit = entry.common.policies.timeout.limit();
    match (prepare::<T>(set, entry, args, options), limit, rounds) {
        // The handler alone, written once, where the caller's future holds it.
        (Ok(handler), None, None) => CallFuture::from_or_box(handler),
        (Ok(handler), limit, rounds) => {
            wrapped(entry, CallFuture::from_or_box(handler), limit, rounds)
        }
        (Err(outcome), ..) => ready(outcome),
    }
}

/// A started tool handler's [`finish`]: written once for every tool, not once per tool.
fn wrapped<'a>(
    entry: &ToolEntry,
    handler: CallFuture<'a>,
    limit: Option<Duration>,
    rounds: Option<Arc<Talk>>,
) -> CallFuture<'a> {
    let tool = entry.definition.name;
    finish(handler, limit, rounds, move |ms| tool_timed_out(tool, ms))
}

/// A started handler's run as every kind of entry runs it: ending with its questions when a
/// 2026-07-28 round asks the client something (`rounds`), under its timeout (`limit`,
/// answered `expired(ms)`), or both.
pub(super) fn finish<'a>(
    handler: CallFuture<'a>,
    limit: Option<Duration>,
    rounds: Option<Arc<Talk>>,
    expired: impl FnOnce(u128) -> Outcome + Send + 'a,
) -> CallFuture<'a> {
    match (limit, rounds) {
        (None, None) => handler,
        (Some(limit), None) => timed(limit, handler, expired),
        (None, Some(talk)) => CallFuture::from_or_box(asking(handler, talk)),
        (Some(limit), Some(talk)) => timed(limit, asking(handler, talk), expired),
    }
}

/// A handler's run that ends with [`Outcome::InputRequired`] as soon as it waits for an
/// answer its round did not bring (it asked, and can go no further).
fn asking<'a>(
    handler: impl Future<Output = Outcome> + Send + 'a,
    talk: Arc<Talk>,
) -> impl Future<Output = Outcome> + Send + 'a {
    let mut handler = Box::pin(handler);
    std::future::poll_fn(move |cx| {
        if let Poll::Ready(outcome) = handler.as_mut().poll(cx) {
            return Poll::Ready(outcome);
        }
        let Some(rounds) = talk.rounds.as_ref() else {
            return Poll::Pending;
        };
        // The waker first: a question asked on another thread after the check wakes us.
        rounds.wake_on_ask(cx.waker());
        if rounds.waiting() {
            return Poll::Ready(Outcome::InputRequired(InputRequired {
                requests: rounds.take_asked(),
                state: None,
            }));
        }
        Poll::Pending
    })
}

/// Check and decode the arguments of a call of `T`, and return its handler's run (which
/// answers a panic itself), or the answer when they fail.
#[inline]
pub(super) fn prepare<'a, T: Tool>(
    set: &'a ToolSet,
    entry: &'a ToolEntry,
    args: Value,
    options: CallOptions,
) -> Result<impl Future<Output = Outcome> + Send + 'a, Outcome> {
    let tool = entry.definition.name;
    let args = match args {
        Value::Null => Value::Object(serde_json::Map::new()),
        Value::Object(_) => args,
        _ => return Err(Outcome::Error(ProtocolError::arguments_not_an_object())),
    };
    if let Err(message) = entry.validator.validate(&args) {
        return Err(classify::runtime_operational(
            tool,
            &INVALID_ARGUMENTS,
            message.clone(),
            &message,
        ));
    }
    let call = Call {
        tool,
        era: options.era,
        structured: entry.structured,
        wrap_result: options.era == Era::Legacy && !entry.object_output,
        state: &set.state,
        progress: options.progress,
        caller: options.caller,
        talk: options.talk.filter(|_| entry.common.talks),
    };
    // A `Deserialize` impl may panic too: the same answer as a panicking handler.
    match classify::catch_sync(|| T::invoke(call, args)) {
        Ok(decoded) => decoded,
        Err(payload) => Err(classify::panicked(tool, &*payload)),
    }
}
