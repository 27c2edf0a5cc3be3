//! The call path: a checked call run to its outcome (the plain call's future unwrapped,
//! anything else boxed once), with what it needs to talk back and its `requestState`
//! sealed when it ends asking the client.

use super::methods::Method;
use super::request::{Served, ToolCall};
use super::state::CallIdentity;
use super::trace::{self, TraceParent};
use super::Engine;
use crate::caller::Caller;
use crate::classify;
use crate::context::ProgressSink;
use crate::talk::{Link, Rounds, Talk};
use crate::toolset::CallOptions;
use crate::wire::{Era, Outcome, ProtocolError};
use futures_util::FutureExt;
use serde_json::Value;
use std::borrow::Cow;
use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::sync::Arc;
use tracing::Instrument;

impl Engine {
    /// Run a tool call to its outcome. A panic anywhere on the way (a handler's is already
    /// answered by the tool set; this catches one in encoding or a `Drop`) is an internal
    /// error, so the request is still answered.
    ///
    /// `link` is the way back to the client in the 2025-11-25 era (requests related to
    /// the call, and notifications), when the transport can carry it.
    ///
    /// A call that may become a task, and a task request, run apart, boxed: a plain call's
    /// future stays the size it was before tasks existed (it is moved whole; every byte of
    /// it is copied per call).
    pub(crate) fn call(
        &self,
        mut call: ToolCall,
        progress: Option<ProgressSink>,
        link: Option<Arc<dyn Link>>,
    ) -> impl std::future::Future<Output = Outcome> + Send + '_ {
        // The common call (a tool's, in neither a task, a trace nor a caller's span, whose
        // handler does not talk back) runs the tool's own future with nothing around it:
        // every layer around a future is a copy of it per call (each move of a future is a
        // memcpy of its whole state), and these layers had cost the stdio transport about
        // 1,100 instructions a call. Anything else is boxed once.
        let plain = call.served == Served::Tool
            && !call.task
            && !call.talks
            && call.trace.is_none()
            && call.caller.is_none()
            && call.span.is_none();
        if plain {
            let (_, name, args, _, options) = call.into_run(progress, None);
            let run = AssertUnwindSafe(self.tools.call_with(&name, args, options));
            return run
                .catch_unwind()
                .map(move |answered| {
                    answered.unwrap_or_else(|payload| {
                        classify::panicked_in(
                            "the tool call, outside its handler,",
                            &name,
                            &*payload,
                        )
                    })
                })
                .left_future();
        }
        let span = call.span.take().map(|tag| {
            let target = match call.served {
                // A task's id is no target the conventions name.
                Served::Task(_) => None,
                _ => Some(call.name.as_str()),
            };
            tag.span(
                Method::running(call.served).map_or("", |m| m.name),
                target,
                Some(call.era),
                call.trace.as_ref(),
            )
        });
        let other: Pin<Box<dyn std::future::Future<Output = Outcome> + Send + '_>> =
            if call.task || matches!(call.served, Served::Task(_)) {
                Box::pin(self.call_task(call, link))
            } else {
                Box::pin(self.call_plain(call, progress, link))
            };
        let other = match span {
            Some(span) => Box::pin(async move {
                let outcome = other.instrument(span.clone()).await;
                trace::record_outcome(&span, &outcome);
                outcome
            }),
            None => other,
        };
        other.right_future()
    }

    /// A call that may become a task, or a task request.
    async fn call_task(&self, call: ToolCall, link: Option<Arc<dyn Link>>) -> Outcome {
        if let Served::Task(method) = call.served {
            return self
                .serve_task(method, &call.name, call.args, call.caller.as_ref())
                .await;
        }
        let (talk, round) = match self.talk_of(&call, link) {
            Ok(talk) => talk,
            Err(refused) => return refused,
        };
        let name = call.name.clone();
        let mut outcome = self.start_task(call, talk.clone()).await;
        self.seal(
            &mut outcome,
            &name,
            Served::Tool,
            round.as_ref(),
            talk.as_deref(),
        );
        outcome
    }

    /// Any other call: a tool's, a read, a prompt.
    async fn call_plain(
        &self,
        call: ToolCall,
        progress: Option<ProgressSink>,
        link: Option<Arc<dyn Link>>,
    ) -> Outcome {
        let (talk, round) = match self.talk_of(&call, link) {
            Ok(talk) => talk,
            Err(refused) => return refused,
        };
        let (served, name, args, trace, options) = call.into_run(progress, talk.clone());
        let mut outcome = if served == Served::Tool {
            self.run_traced(&name, args, options, trace).await
        } else {
            // Boxed: a tool call's future stays as small as before reads and prompts
            // existed (it is moved whole; every byte of it is copied per call).
            Box::pin(self.serve_request(served, &name, args, options)).await
        };
        self.seal(&mut outcome, &name, served, round.as_ref(), talk.as_deref());
        outcome
    }

    /// Seal the `requestState` of a 2026-07-28 call that ends asking the client.
    #[inline]
    fn seal(
        &self,
        outcome: &mut Outcome,
        name: &str,
        served: Served,
        round: Option<&CallIdentity>,
        talk: Option<&Talk>,
    ) {
        if let (Outcome::InputRequired(input), Some(identity), Some(rounds)) =
            (outcome, round, talk.and_then(|t| t.rounds.as_ref()))
        {
            tracing::info!(target: "toolwright::server", tool = %name, ?served, questions = input.requests.len(), "the call asks the client (input_required)");
            input.state = Some(
                self.sealer
                    .seal(identity, &input.requests, rounds.answers()),
            );
        }
    }

    /// A tool call's run that owns what it needs (for a task, whose runner outlives the
    /// request), a panic outside the handler answered as internal.
    pub(crate) fn owned_call(
        &self,
        call: ToolCall,
        talk: Option<Arc<Talk>>,
        progress: Option<ProgressSink>,
    ) -> impl std::future::Future<Output = Outcome> + Send + 'static {
        let tools = Arc::clone(&self.tools);
        let (_, name, args, _, options) = call.into_run(progress, talk);
        async move {
            AssertUnwindSafe(tools.call_with(&name, args, options))
                .catch_unwind()
                .await
                .unwrap_or_else(|payload| {
                    classify::panicked_in("the task, outside its handler,", &name, &*payload)
                })
        }
    }

    /// The way back to the client of `call`, and its identity for sealing a round: only a
    /// handler that takes a `Context` can talk back, so only its call pays for it.
    #[inline]
    fn talk_of(
        &self,
        call: &ToolCall,
        link: Option<Arc<dyn Link>>,
    ) -> Result<(Option<Arc<Talk>>, Option<CallIdentity>), Outcome> {
        if !call.talks {
            return Ok((None, None));
        }
        let (talk, round) = self.talk_for(call, link)?;
        Ok((Some(Arc::new(talk)), round))
    }

    /// What a call whose handler may talk back gets for it: in 2025-11-25 the way to the
    /// client and the log level; in 2026-07-28 the round of questions, with the answers its
    /// `requestState` brings (and the call's identity, to seal the next state with). A
    /// `requestState` that does not open for this call is refused.
    fn talk_for(
        &self,
        call: &ToolCall,
        link: Option<Arc<dyn Link>>,
    ) -> Result<(Talk, Option<CallIdentity>), Outcome> {
        let mut talk = Talk {
            caps: call.caps,
            wait: self.wait,
            ..Talk::default()
        };
        if call.era == Era::Legacy {
            talk.link = link;
            talk.log_level = Some(call.log_level);
            return Ok((talk, None));
        }
        let subject = call.caller.as_ref().map(Caller::subject);
        // A state opens only for the kind of request it was sealed for: a prompt's is no
        // tool's of the same name.
        let name = match call.served {
            Served::Tool => Cow::Borrowed(call.name.as_str()),
            Served::Read => Cow::Owned(format!("resources/read {}", call.name)),
            Served::Prompt => Cow::Owned(format!("prompts/get {}", call.name)),
            Served::Task(_) => Cow::Owned(format!("tasks {}", call.name)),
        };
        let identity = CallIdentity::new(&name, &call.args, subject);
        let (answers, unbound) = match &call.state {
            // A first call: answers it brings were sent unasked (SEP-2322 lets a client
            // answer without a state); each counts for the question asked under its key.
            None => (
                HashMap::new(),
                call.responses.clone().unwrap_or_default().into_iter().collect(),
            ),
            Some(state) => self
                .sealer
                .open(&identity, state, call.responses.as_ref())
                .map_err(|why| {
                    tracing::warn!(target: "toolwright::server", tool = %call.name, subject, why = %why, "refused a requestState");
                    Outcome::Error(ProtocolError::invalid_params(
                        "Invalid params: `requestState` is not valid for this call; call the tool again without it.",
                    ))
                })
                .map(|answers| (answers, HashMap::new()))?,
        };
        talk.rounds = Some(Rounds::new(answers, unbound));
        Ok((talk, Some(identity)))
    }

    /// Run the call in the caller's and the trace's spans (only a traced or authenticated
    /// call pays for a span), a panic outside the handler answered as internal. A plain
    /// function returning the future, not an `async fn`: the caller awaits the one future
    /// it builds, with no state machine of its own around it to move.
    fn run_traced<'a>(
        &'a self,
        name: &'a str,
        args: Value,
        options: CallOptions,
        trace: Option<TraceParent>,
    ) -> impl std::future::Future<Output = Outcome> + 'a {
        // Every log line of an authenticated call names its caller (never the credential).
        let span = options.caller.as_ref().map(|c| {
            tracing::warn_span!(
                target: "toolwright",
                "mcp.caller",
                subject = c.subject(),
                client_id = c.client_id()
            )
        });
        let run = async move {
            AssertUnwindSafe(self.tools.call_with(name, args, options))
                .catch_unwind()
                .await
                .unwrap_or_else(|payload| {
                    classify::panicked_in("the tool call, outside its handler,", name, &*payload)
                })
        };
        let run = match trace {
            Some(trace) => run.instrument(trace.span(name)).left_future(),
            None => run.right_future(),
        };
        match span {
            Some(span) => run.instrument(span).left_future(),
            None => run.right_future(),
        }
    }
}
