//! Reading a resource and getting a prompt: the access decision, the decoding of variables
//! and arguments, the handler's run under the timeout (the run every entry ends with,
//! [`finish`](super::call::finish)), and the exact wire answer.

use super::call::finish;
use super::future::CallFuture;
use super::policy::timeout::Timeout;
use super::{CallOptions, ToolSet};
use crate::caller::Caller;
use crate::classify::{self, hidden_resource, read_timed_out, unknown_prompt};
use crate::context::Call;
use crate::talk::Talk;
use crate::uri_template::TemplateRefusal;
use crate::wire::{resource_not_found, Outcome, ProtocolError};
use futures_util::future::BoxFuture;
use futures_util::FutureExt;
use serde_json::{Map, Value};
use std::future::Future;
use std::sync::Arc;

impl ToolSet {
    /// Read the resource at `uri`: exactly what `resources/read` answers
    /// ([`Outcome::Read`], or an error), in the legacy era.
    pub fn read<'a>(&'a self, uri: &str) -> impl Future<Output = Outcome> + Send + 'a {
        self.read_with(uri, CallOptions::default())
    }

    /// Read the resource at `uri` with per-request options.
    pub fn read_with<'a>(
        &'a self,
        uri: &str,
        mut options: CallOptions,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        let era = options.era;
        #[cfg(feature = "skills")]
        if let Some(read) = self.read_skill(uri, &mut options) {
            return std::future::ready(read).left_future();
        }
        let Some((entry, matched)) = self.find_resource(uri) else {
            return std::future::ready(Outcome::Error(resource_not_found(era, uri))).left_future();
        };
        let name = entry.definition.name;
        let refusal =
            entry
                .common
                .policies
                .access
                .refuse(&mut options, self.visibility, name, |caller| {
                    hidden_resource(
                        name,
                        caller,
                        era,
                        uri,
                        "read of a resource hidden from its caller; answered as not found",
                    )
                });
        let refusal = refusal.or_else(|| match &matched {
            Ok(_) => None,
            Err(TemplateRefusal::Undecodable) => Some(Outcome::Error(resource_not_found(era, uri))),
            Err(TemplateRefusal::Escapes(why)) => Some(hidden_resource(
                name,
                options.caller.as_ref(),
                era,
                uri,
                &format!("refused URI: {why} after percent-decoding; answered as not found"),
            )),
        });
        if let Some(refusal) = refusal {
            return std::future::ready(refusal).left_future();
        }
        let vars: Map<String, Value> = entry
            .template
            .iter()
            .flat_map(|t| t.variables.iter().map(|v| v.name.clone()))
            .zip(matched.unwrap_or_default().into_iter().map(Value::String))
            .collect();
        let caller = options.caller.clone();
        let (call, rounds) = self.request_call(name, options, entry.common.talks);
        let run = (entry.read)(self, call, uri.to_owned(), Value::Object(vars));
        let mime = entry.definition.mime_type;
        let meta = entry.definition.meta.as_ref();
        // The URI outlives this call only in a timeout's answer: copied only for an entry
        // that has one.
        let timeout = entry.common.policies.timeout;
        let uri = timeout.limit().map(|_| uri.to_owned());
        let expired = move |ms| read_timed_out(name, caller.as_ref(), ms, uri.as_deref());
        let timed = finished(run, timeout, rounds, expired);
        async move {
            match timed.await {
                Outcome::Read(mut read) => {
                    read.contents = read
                        .contents
                        .into_iter()
                        .map(|c| {
                            let c = c.or_mime_type(mime);
                            match meta.and_then(|m| m.get("ui")) {
                                Some(ui) => c.with_meta("ui", ui.clone()),
                                None => c,
                            }
                        })
                        .collect();
                    Outcome::Read(read)
                }
                other => other,
            }
        }
        .right_future()
    }

    /// Get prompt `name` with `args` (an object of strings, or `null`): exactly what
    /// `prompts/get` answers ([`Outcome::Prompt`], or an error), in the legacy era.
    pub fn get_prompt<'a>(
        &'a self,
        name: &str,
        args: Value,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        self.get_prompt_with(name, args, CallOptions::default())
    }

    /// Get prompt `name` with `args` and per-request options.
    pub fn get_prompt_with<'a>(
        &'a self,
        name: &str,
        args: Value,
        mut options: CallOptions,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        let ready = |o: Outcome| std::future::ready(o).left_future();
        let Some(entry) = self.find_prompt(name) else {
            return ready(Outcome::Error(unknown_prompt(name)));
        };
        let prompt = entry.definition.name;
        let hidden = |_: Option<&Caller>| {
            tracing::warn!(target: "toolwright", prompt, "get of a prompt hidden from its caller; answered as an unknown prompt");
            Outcome::Error(unknown_prompt(name))
        };
        let access = &entry.common.policies.access;
        if let Some(refused) = access.refuse(&mut options, self.visibility, prompt, hidden) {
            return ready(refused);
        }
        let args = match args {
            Value::Null => Value::Object(Map::new()),
            Value::Object(map) if map.values().all(Value::is_string) => Value::Object(map),
            _ => {
                return ready(Outcome::Error(ProtocolError::invalid_params(
                    "Invalid params: `arguments` must be an object of strings.",
                )))
            }
        };
        // An argument the prompt does not take is refused, as a tool's would be.
        let takes = |name: &String| entry.definition.arguments.iter().any(|a| a.name == *name);
        if let Some(unexpected) = args.as_object().and_then(|m| m.keys().find(|k| !takes(k))) {
            return ready(classify::unexpected_prompt_argument(
                prompt,
                options.caller.as_ref(),
                unexpected,
            ));
        }
        let caller = options.caller.clone();
        let (call, rounds) = self.request_call(prompt, options, entry.common.talks);
        let expired = move |ms| read_timed_out(prompt, caller.as_ref(), ms, None);
        let run = (entry.get)(self, call, args);
        finished(run, entry.common.policies.timeout, rounds, expired).right_future()
    }

    /// The call of a read or a prompt, and the way back of a 2026-07-28 one whose handler
    /// may ask (`talks`), whose run then ends with its questions.
    fn request_call(
        &self,
        name: &'static str,
        options: CallOptions,
        talks: bool,
    ) -> (Call<'_>, Option<Arc<Talk>>) {
        let talk = options.talk.filter(|_| talks);
        let rounds = talk.clone().filter(|t| t.rounds.is_some());
        let call = Call {
            tool: name,
            era: options.era,
            structured: false,
            wrap_result: false,
            state: &self.state,
            progress: options.progress,
            caller: options.caller,
            talk,
        };
        (call, rounds)
    }
}

/// A read's or a prompt's run as every entry's ends: with its questions when it asks the
/// client something its 2026-07-28 round did not answer, under its timeout.
fn finished<'a>(
    run: BoxFuture<'a, Outcome>,
    timeout: Timeout,
    rounds: Option<Arc<Talk>>,
    expired: impl FnOnce(u128) -> Outcome + Send + 'a,
) -> CallFuture<'a> {
    finish(
        CallFuture::from_or_box(run),
        timeout.limit(),
        rounds,
        expired,
    )
}
