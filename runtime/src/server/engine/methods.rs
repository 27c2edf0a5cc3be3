//! Every MCP request method the server answers, one row each: its name, the eras that have
//! it, what the server must have to serve it, the member its `Mcp-Name` header repeats, and
//! the function that answers it. [`Engine::route`](super::Engine) looks a method up here
//! once, refuses it when the server does not serve it, decides its era once and hands the
//! row's function that [`Era`]; the HTTP transport's 2026-07-28 admission and `Mcp-Name`
//! check and the rmcp bridge read the same rows.
//!
//! A new method is one row here and one function (`fn(&Engine, Request) -> Dispatch`) in the
//! room of what it answers.

use super::request::{Dispatch, Handshake, Served, TaskMethod};
use super::Engine;
use crate::caller::Caller;
use crate::server::head::Head;
use crate::server::message::Id;
use crate::toolset::ToolSet;
use crate::wire::{Era, ProtocolError};
use serde_json::Value;

/// One request method.
pub(crate) struct Method {
    pub(crate) name: &'static str,
    pub(crate) eras: Eras,
    pub(crate) serves: Serves,
    /// The `params` member a 2026-07-28 request's `Mcp-Name` header must equal.
    pub(crate) target: Option<&'static str>,
    /// What it runs, when it runs a handler or a task request ([`Dispatch::Call`]).
    pub(crate) runs: Option<Served>,
    pub(super) answer: MethodFn,
}

/// A method's answer: what it asks of the transport.
pub(super) type MethodFn = fn(&Engine, Request<'_>) -> Dispatch;

/// What a method's function gets: the request, and the era [`Method::era`] decided.
pub(super) struct Request<'a> {
    pub(super) handshake: &'a mut Handshake,
    pub(super) id: &'a Id,
    /// Its row (for the functions that answer several).
    pub(super) method: &'static Method,
    pub(super) era: Era,
    pub(super) head: &'a Head,
    pub(super) params: Option<Value>,
    pub(super) caller: Option<&'a Caller>,
}

impl<'a> Request<'a> {
    #[inline]
    pub(super) fn new(
        handshake: &'a mut Handshake,
        id: &'a Id,
        (method, era): (&'static Method, Era),
        head: &'a Head,
        params: Option<Value>,
        caller: Option<&'a Caller>,
    ) -> Self {
        Request {
            handshake,
            id,
            method,
            era,
            head,
            params,
            caller,
        }
    }

    /// The answer to the request: its result, or the error.
    pub(super) fn reply<S: AsRef<str>>(&self, answer: Result<S, ProtocolError>) -> Dispatch {
        match answer {
            Ok(result) => Dispatch::answer(self.id, Ok(result.as_ref())),
            Err(e) => Dispatch::answer(self.id, Err(e)),
        }
    }
}

/// The eras that have a method, and so how a request's era is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Eras {
    /// Both: the request's era ([`Head::era`]).
    Both,
    /// 2025-11-25, answered before the handshake too (`initialize`, `ping`): a request
    /// that speaks 2026-07-28, which removed them (SEP-2575), gets `-32601`.
    Handshake,
    /// 2025-11-25, after the handshake (`logging/setLevel`, `resources/subscribe`): a
    /// 2026-07-28 request gets `-32601`.
    Legacy,
    /// 2026-07-28 (`subscriptions/listen`, the tasks extension): a 2025-11-25 session's
    /// request gets `-32601`.
    Stateless,
    /// 2026-07-28, and the request must say so whatever the connection did
    /// (`server/discover`): without the `_meta`, `-32602`, handshake or not.
    StatelessOnly,
}

impl Eras {
    /// Whether a request of `era` may ask for the method.
    #[cfg_attr(not(any(feature = "http", feature = "rmcp")), allow(dead_code))]
    pub(crate) fn has(self, era: Era) -> bool {
        match self {
            Both => true,
            BeforeHandshake | Legacy => era == Era::Legacy,
            Stateless | StatelessOnly => era == Era::Stateless,
        }
    }
}

/// What a server must have to serve a method; without it the method is unknown (`-32601`,
/// `404` over HTTP), as it was before the server had any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Serves {
    Always,
    Resources,
    Prompts,
    /// Completion: resources or prompts.
    ResourcesOrPrompts,
    /// `subscriptions/listen`: something to send unasked (resources, prompts or tasks).
    Changes,
    Tasks,
    #[cfg(feature = "skills")]
    Skills,
}

impl Serves {
    pub(crate) fn on(self, set: &ToolSet) -> bool {
        match self {
            Serves::Always => true,
            Serves::Resources => set.has_resources(),
            Serves::Prompts => set.has_prompts(),
            Serves::ResourcesOrPrompts => set.has_resources() || set.has_prompts(),
            Serves::Changes => set.has_resources() || set.has_prompts() || set.has_tasks(),
            Serves::Tasks => set.has_tasks(),
            #[cfg(feature = "skills")]
            Serves::Skills => set.has_skills(),
        }
    }
}

const fn row(
    name: &'static str,
    eras: Eras,
    serves: Serves,
    target: Option<&'static str>,
    runs: Option<Served>,
    answer: MethodFn,
) -> Method {
    Method {
        name,
        eras,
        serves,
        target,
        runs,
        answer,
    }
}

use Eras::{Both, Handshake as BeforeHandshake, Legacy, Stateless, StatelessOnly};

/// The methods, the most frequent first (the look-up walks the table).
#[rustfmt::skip]
pub(crate) const METHODS: &[Method] = &[
    row("tools/call", Both, Serves::Always, Some("name"), Some(Served::Tool), Engine::tool_call),
    row("tools/list", Both, Serves::Always, None, None, Engine::tools_list),
    row("resources/read", Both, Serves::Resources, Some("uri"), Some(Served::Read), Engine::request_call),
    row("prompts/get", Both, Serves::Prompts, Some("name"), Some(Served::Prompt), Engine::request_call),
    row("tasks/get", Stateless, Serves::Tasks, Some("taskId"), Some(Served::Task(TaskMethod::Get)), Engine::task_method),
    row("tasks/update", Stateless, Serves::Tasks, Some("taskId"), Some(Served::Task(TaskMethod::Update)), Engine::task_method),
    row("tasks/cancel", Stateless, Serves::Tasks, Some("taskId"), Some(Served::Task(TaskMethod::Cancel)), Engine::task_method),
    row("initialize", BeforeHandshake, Serves::Always, None, None, Engine::initialize),
    row("ping", BeforeHandshake, Serves::Always, None, None, Engine::ping),
    row("server/discover", StatelessOnly, Serves::Always, None, None, Engine::discover),
    row("logging/setLevel", Legacy, Serves::Always, None, None, Engine::set_level),
    row("subscriptions/listen", Stateless, Serves::Changes, None, None, Engine::listen),
    row("resources/list", Both, Serves::Resources, None, None, Engine::resources_list),
    row("resources/templates/list", Both, Serves::Resources, None, None, Engine::templates_list),
    row("prompts/list", Both, Serves::Prompts, None, None, Engine::prompts_list),
    row("resources/subscribe", Legacy, Serves::Resources, None, None, Engine::subscribe),
    row("resources/unsubscribe", Legacy, Serves::Resources, None, None, Engine::unsubscribe),
    row("completion/complete", Both, Serves::ResourcesOrPrompts, None, None, Engine::complete),
    #[cfg(feature = "skills")]
    row("skills/list", Both, Serves::Skills, None, None, Engine::skills_list),
    #[cfg(feature = "skills")]
    row("skills/get", Both, Serves::Skills, None, None, Engine::skills_get),
    #[cfg(feature = "skills")]
    row("resources/directory/read", Both, Serves::Skills, None, None, Engine::directory_read),
];

/// The row of `name`, if the server knows it.
#[inline]
pub(crate) fn find(name: &str) -> Option<&'static Method> {
    METHODS.iter().find(|m| m.name == name)
}

/// What a 2026-07-28 request of `method` with `params` says in its `Mcp-Name` header: the
/// member its row names (`name`, `uri`, `taskId`), if it has one and it is text. The clients'
/// reading of the same row the server checks.
pub fn routed_name<'a>(
    method: &str,
    params: &'a serde_json::Map<String, Value>,
) -> Option<&'a str> {
    params.get(find(method)?.target?)?.as_str()
}

impl Method {
    /// The row whose requests run `served` (for the call's span, made when it runs).
    pub(crate) fn running(served: Served) -> Option<&'static Method> {
        METHODS.iter().find(|m| m.runs == Some(served))
    }

    /// The era a request of this method is served in, decided once from its `head` on a
    /// connection that did (`initialized`) or did not do the handshake; `Err` is the answer.
    #[inline]
    pub(crate) fn era(&self, head: &Head, initialized: bool) -> Result<Era, ProtocolError> {
        let not_here = || ProtocolError::method_not_found(self.name);
        match self.eras {
            Both => head.era(initialized),
            BeforeHandshake if head.speaks_stateless()? => Err(not_here()),
            BeforeHandshake => Ok(Era::Legacy),
            Legacy => match head.era(initialized)? {
                Era::Legacy => Ok(Era::Legacy),
                Era::Stateless => Err(not_here()),
            },
            Stateless => match head.era(initialized)? {
                Era::Stateless => Ok(Era::Stateless),
                Era::Legacy => Err(not_here()),
            },
            StatelessOnly => head.era(false),
        }
    }

    /// Whether a 2026-07-28 request may ask for it (over HTTP, any other is `404`).
    #[cfg(feature = "http")]
    pub(crate) fn in_stateless(&self) -> bool {
        self.eras.has(Era::Stateless)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_method_is_one_row_and_what_it_runs_is_one_rows() {
        for (i, m) in METHODS.iter().enumerate() {
            assert!(
                METHODS[i + 1..].iter().all(|other| other.name != m.name),
                "{} twice",
                m.name
            );
            if let Some(served) = m.runs {
                assert_eq!(Method::running(served).map(|r| r.name), Some(m.name));
            }
        }
    }
}
