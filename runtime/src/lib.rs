#![doc = include_str!("../README.md")]
//!
//! # Attribute reference
//!
//! - `#[error_kind(security)]`: a fixed reply, `reply = "rejected"` (default, `Request
//!   rejected`), `"unauthorized"` (`Unauthorized`) or `"access_denied"` (`Access denied`),
//!   followed by the reference: `Access denied (ref tw-…)`. Two security variants with one
//!   reply answer byte-identically but for the ids.
//!   `disguise = Sibling` answers exactly as the operational variant `Sibling`, whose texts
//!   must use no fields; the log still records a security event.
//! - `#[error_kind(internal)]`: always `-32603 Internal error (ref tw-…)`.
//! - `#[error_kind(operational, category = "..", message = "..")]`: `category` is one of
//!   [`Category`]; `message`, `customer_message` (in the text as a line `Tell the
//!   customer: …`) and `suggested_action` are templates whose
//!   `{field}` / `{0}` placeholders are filled with the sanitized Display of the field
//!   (`{{`/`}}` for braces). `message = display` reuses the sanitized Display text, but only
//!   on variants that wrap no upstream error and have no `#[sensitive]` field.
//!   `retryable = bool` overrides the category's default; `retry_after_ms = N` needs a
//!   retryable variant.
//! - `#[sensitive]` on a field (a secret: a token, a card number): it can never appear in
//!   a template, nor in the variant's `#[error("...")]` text or its source (the server log
//!   records both), so it reaches neither the model nor the log. A field that only the
//!   model must not see needs no attribute: leave it out of the templates. On a tool
//!   argument, `#[sensitive]` keeps its value out of the log (a decoding failure logs only
//!   its name).
//! - `#[mcp_tool(...)]`: `name`, `title`, `description` (default: the doc comment),
//!   `read_only`, `destructive`, `idempotent`, `open_world` (each `= bool` optional),
//!   `timeout_ms`, `scopes = [..]` (variants of a [`ScopeSet`] enum; the caller must hold
//!   them all). Arguments (any [`tool::Argument`]: `Deserialize`, owning its data, and
//!   `JsonSchema`) become the input schema (doc comments become descriptions, `Option` means
//!   not required, unknown properties are rejected); `#[ctx]` parameters ([`Context`],
//!   [`State<T>`], [`Caller`], `Option<Caller>`) are injected instead.
//! - Where `#[mcp_tool]` goes: on a free `fn` (async or not) in a module, not on a method or
//!   associated function. It defines an empty struct (`struct name {}`, in the type
//!   namespace only) named after the function, which
//!   `tools![...]` names; a struct cannot live in an `impl` block, so there rustc answers
//!   "struct is not supported in `trait`s or `impl`s". For what a method would reach
//!   through `self`, take a `#[ctx] State<T>` parameter.
//! - Success types: anything `Serialize + JsonSchema` (structured content and an output
//!   schema; in the 2025-11-25 era non-object roots are wrapped as `{"result": ..}`), a
//!   string-like type (plain text, no output schema), or [`Contents`]: any of MCP's content
//!   blocks ([`wire::ContentBlock`]: text, image, audio, resource link, embedded resource).
//! - `#[mcp_tool(ui = "ui://..")]`: the tool opens an MCP Apps UI, the `#[mcp_resource]`
//!   of that URI, which `tools![...]` must list too (it panics otherwise);
//!   `ui_visibility = "app"` (only the app calls the tool), `"model"`, or `"both"` (the
//!   default).
//! - `#[mcp_resource(uri = "..", ...)]`: a resource at a fixed URI, or at a URI template
//!   (`{name}`: one path segment; `{+name}`: the rest of a path; checked at compile time)
//!   whose variables are the function's parameters, each decoded from the URI's text (any
//!   [`tool::Argument`]: `u64`, `String`, ...). `name` (default: the function's), `title`,
//!   `description` (default: the doc comment), `mime_type`, `size = N`, `audience =
//!   ["user", "assistant"]`, `priority = 0.0..=1.0`, `icons = ["https://.."]`, `scopes`,
//!   `complete = f` (`fn(&resource::Completing) -> Vec<String>`: suggestions for a
//!   variable). A `ui://` resource is an MCP Apps UI (`mime_type` defaults to
//!   `text/html;profile=mcp-app`) and may take `csp_connect`, `csp_resources`,
//!   `csp_frames`, `csp_base_uri` (lists of origins), `permissions = [camera, microphone,
//!   geolocation, clipboard_write]`, `prefers_border = bool` and `domain = ".."`, sent as
//!   `_meta.ui`. It returns `Result<T, E>`: `T` is `String`, [`resource::Blob`] or
//!   [`wire::ResourceContents`]; `#[ctx]` takes [`State<T>`] or [`Caller`].
//!
//!   ```
//!   # use std::convert::Infallible;
//!   /// A note, by id.
//!   #[toolwright::mcp_resource(uri = "notes://{id}", mime_type = "text/plain")]
//!   fn note(id: u64) -> Result<String, Infallible> {
//!       Ok(format!("note {id}"))
//!   }
//!   let set = toolwright::tools![note];
//!   # assert!(set.has_resources());
//!   ```
//! - `#[mcp_prompt(...)]`: `name`, `title`, `description` (required: the doc comment, or
//!   this), `icons`, `scopes`, `complete = f`. Its parameters are the prompt's arguments
//!   (doc comments become descriptions, `Option` means not required), decoded from the
//!   client's strings; it returns `Result<T, E>`, `T` a `String` (one user message),
//!   `Vec<`[`wire::PromptMessage`]`>` or [`wire::PromptResult`].
//!
//!   ```
//!   # use std::convert::Infallible;
//!   /// Review a change.
//!   #[toolwright::mcp_prompt]
//!   fn review(/** The diff. */ diff: String, focus: Option<String>) -> Result<String, Infallible> {
//!       Ok(format!("Review {diff} for {}", focus.unwrap_or_default()))
//!   }
//!   let set = toolwright::tools![review];
//!   # assert!(set.has_prompts());
//!   ```
//! - Arguments are validated against the advertised schema before the handler runs; a
//!   failure is an operational `validation` result naming each JSON path and what it
//!   expects, never the supplied value (SEP-1303).
//! - A handler panic is an internal error; a handler past its timeout is an operational,
//!   retryable `timeout`.
//!
//! # The API at a glance
//!
//! At the root, what a tool author writes every day: [`mcp_tool`], [`mcp_resource`],
//! [`mcp_prompt`], [`ToolError`] (trait and derive), [`tools!`], [`ToolSet`] and
//! [`CallOptions`], [`Context`], [`State<T>`],
//! [`Caller`], [`ScopeSet`] (trait and derive), [`Elicit`] (trait and derive) and
//! [`Elicited`], [`Contents`], [`Category`], [`Outcome`] and [`Era`]. The rest, by area:
//!
//! - [`tool`]: what a tool is made of, for reading bounds and diagnostics: [`tool::Tool`],
//!   [`tool::ToolReturn`], [`tool::IntoToolResult`] (sealed: the runtime decides how values
//!   are encoded), [`tool::Argument`], [`tool::FromContext`] (sealed: what a handler may be
//!   handed), [`tool::Progress`], [`tool::ProgressSink`], [`tool::SchemaProfile`].
//! - [`resource`] and [`prompt`]: what a resource and a prompt are made of
//!   ([`resource::Resource`], [`resource::IntoContents`] with [`resource::Blob`];
//!   [`prompt::Prompt`], [`prompt::IntoPrompt`]), and what a completion function is handed
//!   ([`resource::Completing`]).
//! - [`talk`]: talking back from a handler ([`Context::elicit`], [`Context::sample`],
//!   [`Context::log`]): [`talk::Unanswered`], [`talk::SamplingRequest`], [`talk::Sampled`],
//!   [`talk::LogLevel`].
//! - [`wire`]: the exact answers, for in-process callers and transports:
//!   [`wire::ToolResult`] of [`wire::ContentBlock`]s, [`wire::ProtocolError`] (codes in
//!   [`wire::codes`]), [`wire::InputRequired`] for a 2026-07-28 call that asks,
//!   [`wire::ToolDefinition`]; [`wire::ResourceDefinition`], [`wire::ReadResult`],
//!   [`wire::PromptDefinition`], [`wire::PromptMessage`], [`wire::PromptResult`],
//!   [`wire::Completion`]. The types MCP keeps growing are `#[non_exhaustive]`: build
//!   them with their constructors.
//! - [`auth`]: who is calling: [`auth::TokenVerifier`], [`auth::StaticTokens`],
//!   `auth::JwtVerifier` (feature `jwt`), [`auth::caller_from_env`],
//!   [`auth::InvalidSubject`]; [`access::Visibility`] for which tools a caller sees.
//! - [`audit`]: [`ToolSet::error_surface`] ([`audit::ErrorSurface`], [`audit::VariantSpec`],
//!   [`audit::ErrorKind`], [`audit::SecurityReply`]) and [`ToolSet::audit`] ([`audit::Report`],
//!   [`audit::Grade`], [`audit::Signal`], [`audit::Finding`], the heuristics in
//!   [`audit::text`]).
//! - [`server`]: [`server::Server`], [`server::Changes`] (tell clients a resource or a list
//!   changed; from [`ToolSet::changes`]) (stdio, any byte stream, and with the `http` feature
//!   Streamable HTTP, `server::http`), [`server::tasks`] (where tools declared
//!   `#[mcp_tool(task = ..)]` keep their tasks: [`server::tasks::TaskConfig`],
//!   [`server::tasks::MemoryTasks`], `RedisTasks` with the `redis` feature, or any
//!   [`server::tasks::TaskStore`]), and with the `rmcp` feature the `rmcp` module (an
//!   rmcp `ServerHandler`, a router to merge, rmcp's Streamable HTTP with `rmcp-http`).
//! - [`sanitize`]: the redaction every text bound for the model goes through.
//! - `otel` (feature `otel`): each request's span as an OpenTelemetry span, exported over
//!   OTLP.

#![warn(missing_docs, missing_debug_implementations)]
#![cfg_attr(docsrs, feature(doc_cfg))]
// The guide shows the `#[test]` a user writes to gate on the audit grade; its doctest runs
// the same assertion on a hidden line.
#![allow(clippy::test_attr_in_doctest)]

// The modules depend one way, each only on those above it (`module_cycles.py` agrees; doc
// links aside):
//   leaves:         util, json (reading JSON with one meaning), sanitize
//   types:          error, caller, auth (verifying credentials), wire, changes (what the
//                   application reports changed), talk (talking back: the public types
//                   and what a transport provides), context (the handler's view of a
//                   call, its talking-back methods, and a completion request)
//   decoding:       schema, decode, validate, uri_template (matching a resource's URI)
//   classification: tool, resource, prompt, classify
//   registry:       access (who may call what), audit (the error surface and its grading),
//                   toolset
//   protocol:       server (the engine, the per-call gate, and the transports: stdio, http)
//   bridges:        rmcp, otel (the request spans to OpenTelemetry)

pub mod access;
pub mod audit;
pub mod auth;
mod caller;
mod changes;
mod classify;
mod context;
mod decode;
mod error;
mod json;
#[cfg(feature = "otel")]
pub mod otel;
pub mod prompt;
pub mod resource;
#[cfg(feature = "rmcp")]
pub mod rmcp;
pub mod sanitize;
mod schema;
pub mod server;
pub mod talk;
pub mod tool;
mod toolset;
mod uri_template;
mod util;
mod validate;
pub mod wire;

#[doc(hidden)]
pub mod __private;

pub use caller::{Caller, ScopeSet};
pub use context::{Context, State};
pub use error::{Category, ToolError};
pub use talk::{Elicit, Elicited};
pub use tool::Contents;
pub use toolset::{CallOptions, ToolSet};
pub use wire::{Era, Outcome};

pub use toolwright_macros::{mcp_prompt, mcp_resource, mcp_tool, Elicit, ScopeSet, ToolError};

/// A [`ToolSet`] of the listed `#[mcp_tool]`, `#[mcp_resource]` and `#[mcp_prompt]`
/// functions, by name or path: `tools![refund_order, orders::file, review]`.
///
/// Two tools or two prompts of one name, or two resources of one URI, fail to compile
/// (rename one with `name = ".."`); a tool whose `ui = "ui://.."` names no resource of
/// the list panics when the set is built.
///
/// ```
/// # use std::convert::Infallible;
/// # use toolwright::{mcp_prompt, mcp_resource, mcp_tool, tools};
/// #[mcp_tool(ui = "ui://orders/app.html")]
/// async fn show_orders() -> Result<String, Infallible> { Ok("3 orders".into()) }
///
/// /// The orders app.
/// #[mcp_resource(uri = "ui://orders/app.html")]
/// fn orders_app() -> Result<&'static str, Infallible> { Ok("<html>..</html>") }
///
/// /// Summarise the orders.
/// #[mcp_prompt]
/// fn summarise() -> Result<String, Infallible> { Ok("Summarise my orders.".into()) }
///
/// let set = tools![show_orders, orders_app, summarise];
/// assert_eq!(set.len(), 1);
/// assert!(set.has_resources() && set.has_prompts());
/// ```
pub use toolwright_macros::tools;
