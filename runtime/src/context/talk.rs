//! A handler talking back to its client, through its [`Context`]: asking the user
//! ([`Context::elicit`]), asking the client's model ([`Context::sample`]), and telling the
//! client what it is doing ([`Context::log`]). What goes out is sanitized like every other
//! text bound for the model.

use super::Context;
use crate::sanitize::sanitize;
use crate::talk::Root;
use crate::talk::{
    Asked, Elicit, Elicited, LinkError, LogLevel, Sampled, SamplingRequest, Talk, Unanswered,
};
use serde_json::{Map, Value};
use std::fmt;
use std::sync::Arc;

/// The JSON-RPC error code a client answers a sampling request the user rejected with.
const USER_REJECTED: i64 = -1;

impl Context {
    /// Whether [`Context::elicit`] can reach the user: the client declared form
    /// elicitation, and the transport can carry the question.
    pub fn can_elicit(&self) -> bool {
        self.talk
            .as_deref()
            .is_some_and(|t| t.caps.elicitation && (t.link.is_some() || t.rounds.is_some()))
    }

    /// Ask the user to fill in form `T` (MCP elicitation), with `message` saying why.
    ///
    /// In the 2025-11-25 era this sends `elicitation/create` to the client and waits for
    /// the answer, at most [`Server::elicitation_timeout`](crate::server::Server::elicitation_timeout).
    /// In the 2026-07-28 era the call ends here with an `input_required` result; the
    /// client's retry runs the handler again from the start, and this call returns the
    /// answer. Everything before the question therefore runs again on the retry: ask
    /// before acting.
    ///
    /// A client that did not declare elicitation: [`Elicited::Unsupported`], in both eras
    /// (the handler decides what to do without an answer). In 2026-07-28 a handler that
    /// then fails as `unsupported` (`.accepted()?`) is answered `-32021` naming
    /// `elicitation`: it could not go on without it.
    ///
    /// Never ask for passwords, tokens or payment details in a form: MCP forbids it.
    pub async fn elicit<T: Elicit>(&self, message: impl Into<String>) -> Elicited<T> {
        let tool = self.tool;
        let Some(talk) = self.talk.as_deref().filter(|t| t.caps.elicitation) else {
            self.refused("elicitation");
            tracing::info!(target: "toolwright::tool", tool, "elicitation unsupported: the client did not declare it");
            return Elicited::Unsupported;
        };
        let schema = match T::requested_schema() {
            Ok(schema) => schema,
            // The derive checks every field's type, so only a schemars attribute that
            // reshapes a field gets here: a bug, answered as a panic is.
            Err(why) => panic!(
                "`{}` cannot be an elicitation form: {why}",
                std::any::type_name::<T>()
            ),
        };
        let mut params = Map::new();
        params.insert("message".into(), message.into().into());
        params.insert("requestedSchema".into(), schema.clone());
        let answer = match ask(
            talk,
            self.key.as_deref(),
            "elicitation/create",
            params.into(),
        )
        .await
        {
            Ok(answer) => answer,
            Err(why) => {
                tracing::info!(target: "toolwright::tool", tool, outcome = %why, "elicitation ended without an answer");
                return match why {
                    Unanswered::Declined => Elicited::Declined,
                    Unanswered::Unsupported => Elicited::Unsupported,
                    Unanswered::TimedOut => Elicited::TimedOut,
                    _ => Elicited::Cancelled,
                };
            }
        };
        let action = answer.get("action").and_then(Value::as_str).unwrap_or("");
        tracing::info!(target: "toolwright::tool", tool, action, "the user answered an elicitation");
        match action {
            "accept" => {
                let content = answer
                    .get("content")
                    .cloned()
                    .unwrap_or_else(|| Value::Object(Map::new()));
                match serde_json::from_value(content) {
                    Ok(value) => Elicited::Accepted(value),
                    Err(e) => {
                        // The value is the user's: log what did not fit, not what was sent.
                        tracing::warn!(target: "toolwright::tool", tool, error = %DecodeError(&e), "an accepted elicitation's content does not fit the form; taken as cancelled");
                        Elicited::Cancelled
                    }
                }
            }
            "decline" => Elicited::Declined,
            _ => Elicited::Cancelled,
        }
    }

    /// The same context, its next questions asked under `key`: the `inputRequests` key of
    /// a 2026-07-28 round (by default `elicitation-1`, `sampling-2`, … in the order asked),
    /// which a client may show or match on. Ignored in 2025-11-25, where a question is a
    /// request with an id of the server's.
    ///
    /// ```no_run
    /// # use toolwright::{Context, Elicit, Elicited};
    /// # #[derive(Debug, serde::Deserialize, schemars::JsonSchema, Elicit)]
    /// # struct Name { name: String }
    /// # async fn f(ctx: Context) {
    /// if let Elicited::Accepted(n) = ctx.keyed("user_name").elicit::<Name>("What is your name?").await {
    ///     println!("{}", n.name);
    /// }
    /// # }
    /// ```
    #[must_use]
    pub fn keyed(&self, key: &str) -> Context {
        let mut keyed = self.clone();
        keyed.key = Some(Arc::from(key));
        keyed
    }

    /// The client's roots (`roots/list`): the directories or files it lets the server
    /// work in, each a `file://` URI and maybe a name. To a client that declared `roots`:
    /// a request on the connection in 2025-11-25, an `input_required` round in
    /// 2026-07-28; otherwise [`Unanswered::Unsupported`].
    pub async fn list_roots(&self) -> Result<Vec<Root>, Unanswered> {
        let tool = self.tool;
        let Some(talk) = self.talk.as_deref().filter(|t| t.caps.roots) else {
            self.refused("roots");
            tracing::info!(target: "toolwright::tool", tool, "roots unsupported: the client did not declare them");
            return Err(Unanswered::Unsupported);
        };
        let answer = ask(
            talk,
            self.key.as_deref(),
            "roots/list",
            Value::Object(Map::new()),
        )
        .await?;
        let roots = answer
            .get("roots")
            .cloned()
            .unwrap_or(Value::Array(Vec::new()));
        serde_json::from_value(roots).map_err(|e| {
            tracing::warn!(target: "toolwright::tool", tool, error = %DecodeError(&e), "the client's roots are malformed");
            Unanswered::Cancelled
        })
    }

    /// Ask the client's model to write something (MCP sampling, `sampling/createMessage`).
    ///
    /// To a client that declared `sampling`: in 2025-11-25 a request on the connection, in
    /// 2026-07-28 an `input_required` round (SEP-2322), as [`Context::elicit`] asks.
    /// Without the capability: [`Unanswered::Unsupported`] (in 2026-07-28, returned with
    /// `?`, the call is answered `-32021` naming `sampling`). A user who rejects the
    /// request gives [`Unanswered::Declined`].
    pub async fn sample(&self, request: SamplingRequest) -> Result<Sampled, Unanswered> {
        let tool = self.tool;
        let Some(talk) = self.talk.as_deref().filter(|t| t.caps.sampling) else {
            self.refused("sampling");
            tracing::info!(target: "toolwright::tool", tool, "sampling unsupported: the client did not declare it");
            return Err(Unanswered::Unsupported);
        };
        let params = serde_json::to_value(request).expect("sampling requests serialize");
        let answer = ask(talk, self.key.as_deref(), "sampling/createMessage", params).await?;
        serde_json::from_value(answer).map_err(|e| {
            tracing::warn!(target: "toolwright::tool", tool, error = %DecodeError(&e), "the client's sampling result is malformed");
            Unanswered::Cancelled
        })
    }

    /// Tell the client what the handler is doing: `notifications/message` from logger
    /// `<tool name>`, in the 2025-11-25 era when the level is at or above what the client
    /// set with `logging/setLevel` (`info` until it does). Always also a `tracing` event
    /// (target `toolwright::tool`); in the 2026-07-28 era, where MCP logging is
    /// deprecated, only that.
    ///
    /// The text goes through the [sanitizer](crate::sanitize) first, as every text bound
    /// for the model does: a log line cannot leak what a result could not.
    pub fn log(&self, level: LogLevel, message: impl fmt::Display) {
        let text = message.to_string();
        let text = sanitize(&text);
        let tool = self.tool;
        match level {
            LogLevel::Debug => {
                tracing::debug!(target: "toolwright::tool", tool, "{text}");
            }
            LogLevel::Info | LogLevel::Notice => {
                tracing::info!(target: "toolwright::tool", tool, level = %level, "{text}");
            }
            LogLevel::Warning => {
                tracing::warn!(target: "toolwright::tool", tool, "{text}");
            }
            _ => tracing::error!(target: "toolwright::tool", tool, level = %level, "{text}"),
        }
        let Some(talk) = self.talk.as_deref() else {
            return;
        };
        if let (Some(link), Some(min)) = (&talk.link, talk.log_level) {
            if level >= min {
                let mut params = Map::new();
                params.insert("level".into(), level.as_str().into());
                params.insert("logger".into(), tool.into());
                params.insert("data".into(), text.into_owned().into());
                link.notify("notifications/message", params.into());
            }
        }
    }

    /// [`Context::log`] at `debug`.
    pub fn debug(&self, message: impl fmt::Display) {
        self.log(LogLevel::Debug, message);
    }

    /// [`Context::log`] at `info`.
    pub fn info(&self, message: impl fmt::Display) {
        self.log(LogLevel::Info, message);
    }

    /// [`Context::log`] at `warning`.
    pub fn warning(&self, message: impl fmt::Display) {
        self.log(LogLevel::Warning, message);
    }

    /// [`Context::log`] at `error`.
    pub fn error(&self, message: impl fmt::Display) {
        self.log(LogLevel::Error, message);
    }
}

/// Ask the client `method`: in a 2026-07-28 round, the answer the retry brought or the end
/// of this run (the call ends with the question); in 2025-11-25, a request over the link.
async fn ask(
    talk: &Talk,
    key: Option<&str>,
    method: &'static str,
    params: Value,
) -> Result<Value, Unanswered> {
    if let Some(rounds) = &talk.rounds {
        return match rounds.ask(key, method, params) {
            Asked::Answer(answer) => Ok(answer),
            // The tool set sees the question once this run can go no further, and ends
            // the call with it; this future is dropped unfinished.
            Asked::Ends => std::future::pending().await,
            // A task: the client answers with `tasks/update`, while the task lives.
            Asked::Later(answer) => match tokio::time::timeout(talk.wait, answer).await {
                Err(_) => Err(Unanswered::TimedOut),
                Ok(Ok(answer)) => Ok(answer),
                Ok(Err(_)) => Err(Unanswered::Cancelled),
            },
        };
    }
    let Some(link) = &talk.link else {
        return Err(Unanswered::Unsupported);
    };
    match tokio::time::timeout(talk.wait, link.request(method, params)).await {
        Err(_) => Err(Unanswered::TimedOut),
        Ok(Ok(answer)) => Ok(answer),
        Ok(Err(LinkError::Refused { code })) if code == USER_REJECTED => Err(Unanswered::Declined),
        Ok(Err(LinkError::Refused { code })) => {
            tracing::info!(target: "toolwright::tool", method, code, "the client refused a request");
            Err(Unanswered::Unsupported)
        }
        Ok(Err(LinkError::Closed)) => Err(Unanswered::Cancelled),
    }
}

impl Context {
    /// Note, in a 2026-07-28 round, that a question needed `capability` and the client did
    /// not declare it: should the handler then fail as `unsupported` (it could not go on
    /// without it), the call is answered `-32021` naming the capability.
    fn refused(&self, capability: &'static str) {
        if let Some(rounds) = self.talk.as_deref().and_then(|t| t.rounds.as_ref()) {
            rounds.refused(capability);
        }
    }
}

/// A serde error without the value it quotes (serde quotes strings it could not take).
struct DecodeError<'a>(&'a serde_json::Error);

impl fmt::Display for DecodeError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} error at line {} column {}",
            self.0.classify(),
            self.0.line(),
            self.0.column()
        )
    }
}
