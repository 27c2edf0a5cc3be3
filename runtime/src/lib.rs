#![doc = include_str!("../../README.md")]
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
//!   them all). Arguments (any [`Argument`]: `Deserialize`, owning its data, and
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
//!   blocks ([`ContentBlock`]: text, image, audio, resource link, embedded resource).
//! - Arguments are validated against the advertised schema before the handler runs; a
//!   failure is an operational `validation` result naming each JSON path and what it
//!   expects, never the supplied value (SEP-1303).
//! - A handler panic is an internal error; a handler past its timeout is an operational,
//!   retryable `timeout`.
//!
//! # The API at a glance
//!
//! - Declaring: [`mcp_tool`], [`ToolError`] (derive), [`tools!`]; what they are made of:
//!   [`Tool`], [`ToolReturn`], [`IntoToolResult`] and [`Contents`] for results,
//!   [`Argument`] for arguments, [`FromContext`] ([`Context`], [`State<T>`], [`Caller`]) for
//!   `#[ctx]`, [`ScopeSet`] (derive) for the scopes tools require.
//! - Talking back from a handler ([`Context::elicit`], [`Context::sample`],
//!   [`Context::log`]): [`Elicit`] (derive) for forms, [`Elicited`], [`Unanswered`],
//!   [`SamplingRequest`], [`Sampled`], [`LogLevel`], and [`Outcome::InputRequired`]
//!   ([`InputRequired`], [`InputRequest`]) for a 2026-07-28 call that asks.
//! - Who is calling: [`Caller`], [`auth`] (verifying credentials: [`auth::TokenVerifier`],
//!   [`auth::StaticTokens`], `auth::JwtVerifier` with the `jwt` feature,
//!   [`auth::caller_from_env`]), [`Visibility`].
//! - Calling in-process: [`ToolSet`] ([`ToolSet::call`], [`ToolSet::call_with`] with
//!   [`CallOptions`], which carry the caller), which answers the exact wire [`Outcome`]: a [`ToolResult`] of
//!   [`ContentBlock`]s, or a [`ProtocolError`] (codes in [`codes`]).
//! - Auditing: [`ToolSet::error_surface`] ([`ErrorSurface`], [`VariantSpec`], [`Kind`],
//!   [`Category`], [`Reply`]).
//! - Serving: [`server::Server`] (stdio, or any byte stream), and with the `rmcp` feature
//!   the `rmcp` module (an rmcp `ServerHandler`, a router to merge, Streamable HTTP with the
//!   `http` feature).
//! - The wire types that MCP keeps growing ([`ContentBlock`], [`ToolDefinition`],
//!   [`Annotations`], [`Era`], [`CallOptions`]) are `#[non_exhaustive]`: build them with
//!   their constructors. [`IntoToolResult`], [`ToolReturn`] and [`FromContext`] are sealed:
//!   the runtime decides how values are encoded and what a handler may be handed.

#![warn(missing_docs, missing_debug_implementations)]

// The modules depend one way, each only on those above it:
//   types:          json (reading JSON with one meaning), error, client, wire, caller, form,
//                   context, auth (verifying credentials)
//   decoding:       schema, decode, validate
//   classification: sanitize, talk (a handler talking back), tool, classify
//   registry:       toolset
//   protocol:       server (the engine and the stdio transport)
//   bridges:        rmcp
pub mod access;
pub mod audit;
pub mod auth;
mod caller;
mod classify;
mod context;
mod decode;
mod error;
mod json;
#[cfg(feature = "rmcp")]
pub mod rmcp;
pub mod sanitize;
mod schema;
pub mod server;
mod talk;
mod tool;
mod toolset;
mod util;
mod validate;
mod wire;

#[doc(hidden)]
pub mod __private;

pub use access::Visibility;
pub use audit::{ErrorSurface, SurfaceRow, ToolSurface};
pub use caller::{Caller, InvalidSubject, ScopeSet};
pub use classify::correlation_id;
pub use context::{Context, FromContext, Progress, ProgressSink, State};
pub use decode::Argument;
pub use error::{Category, Kind, Reply, ToolError, VariantSpec};
pub use schema::SchemaProfile;
pub use talk::{Elicit, Elicited, LogLevel, Sampled, SamplingRequest, Unanswered};
pub use tool::{Contents, IntoToolResult, Tool, ToolReturn};
pub use toolset::{CallOptions, ToolSet};
pub use wire::{
    codes, Annotations, ContentBlock, Era, InputRequest, InputRequired, Outcome, ProtocolError,
    ResourceContents, ToolDefinition, ToolResult, ERROR_META_KEY,
};

pub use toolwright_macros::{mcp_tool, tools, Elicit, ScopeSet, ToolError};
