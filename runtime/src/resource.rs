//! Resources, and what a resource is made of: [`Resource`] (what `#[mcp_resource]`
//! implements), [`ResourceReturn`] (its handler's `Result<T, E>`) and [`IntoContents`] (what
//! `T` may be). This page also covers what resources and prompts share: completion, app UIs,
//! change notifications and how their failures are answered ([`prompt`](crate::prompt) has
//! what is a prompt's own).
//!
//! The rest of an MCP server is written the way tools are: a macro on a function, typed
//! inputs, and the error type's `#[error_kind]` deciding every failure's bytes. One
//! `tools![...]` lists tools, resources and prompts alike (from `examples/src/files.rs`):
//!
//! ```no_run
//! use std::convert::Infallible;
//! use toolwright::resource::Completing;
//! use toolwright::wire::{ContentBlock, PromptMessage, ResourceContents};
//! use toolwright::{mcp_prompt, mcp_resource, mcp_tool, tools, State, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum FileError {
//!     #[error("no file at {0}")]
//!     #[error_kind(operational, category = "not_found", message = "No file at {0}.")]
//!     NotFound(String),
//!     #[error("{0} escapes the sandbox")]
//!     #[error_kind(security)]
//!     Traversal(String),
//!     #[error("I/O failure: {0}")]
//!     #[error_kind(internal)]
//!     Io(#[from] std::io::Error),
//! }
//!
//! /// The directory the server may read: a `cap_std::fs::Dir`, whose every open resolves
//! /// beneath it (the kernel's `RESOLVE_BENEATH` on Linux): `..`, an absolute path and a
//! /// symlink leading out all fail at the open itself, with no window between a check and
//! /// the open for a swapped symlink to slip through.
//! #[derive(Debug)]
//! struct Sandbox(cap_std::fs::Dir);
//!
//! impl Sandbox {
//!     fn open(root: &str) -> std::io::Result<Self> {
//!         cap_std::fs::Dir::open_ambient_dir(root, cap_std::ambient_authority()).map(Sandbox)
//!     }
//!
//!     fn read(&self, path: &str) -> Result<String, FileError> {
//!         self.0.read_to_string(path).map_err(|e| match e.kind() {
//!             std::io::ErrorKind::NotFound => FileError::NotFound(path.into()),
//!             // What cap-std answers for a path that leads outside the root.
//!             std::io::ErrorKind::PermissionDenied => FileError::Traversal(path.into()),
//!             _ => FileError::Io(e),
//!         })
//!     }
//!
//!     fn complete(&self, typed: &str) -> Vec<String> {
//!         let Ok(entries) = self.0.entries() else { return Vec::new() };
//!         let names = entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned());
//!         names.filter(|name| name.starts_with(typed)).collect()
//!     }
//! }
//!
//! /// A file of the sandbox, as text: `file:///notes/q3.txt` is `path = "notes/q3.txt"`.
//! #[mcp_resource(uri = "file:///{+path}", mime_type = "text/plain", complete = complete_path)]
//! async fn sandbox_file(#[ctx] sandbox: State<Sandbox>, path: String) -> Result<String, FileError> {
//!     sandbox.read(&path)
//! }
//!
//! /// Summarize a file of the sandbox.
//! #[mcp_prompt(complete = complete_path)]
//! async fn summarize_file(
//!     #[ctx] sandbox: State<Sandbox>,
//!     /// The file to summarize, relative to the sandbox root.
//!     path: String,
//!     /// At most this many sentences (3 if not given).
//!     sentences: Option<u32>,
//! ) -> Result<Vec<PromptMessage>, FileError> {
//!     let file = ResourceContents::text(format!("file:///{path}"), sandbox.read(&path)?);
//!     Ok(vec![
//!         PromptMessage::user(ContentBlock::resource(file)),
//!         PromptMessage::user(format!("Summarize it in at most {} sentences.", sentences.unwrap_or(3))),
//!     ])
//! }
//!
//! /// Completion of sandbox paths: every suggestion that fits (the server sends 100 at most).
//! fn complete_path(request: &Completing) -> Vec<String> {
//!     request.state::<Sandbox>().map_or_else(Vec::new, |s| s.complete(request.value()))
//! }
//!
//! /// List a directory, in a host that renders MCP Apps as a page.
//! #[mcp_tool(read_only, ui = "ui://files/browser")]
//! async fn list_dir(path: String) -> Result<Vec<String>, FileError> {
//!     Ok(vec![path])
//! }
//!
//! /// The page `list_dir` opens.
//! #[mcp_resource(uri = "ui://files/browser")]
//! fn file_browser() -> Result<&'static str, Infallible> {
//!     Ok("<!doctype html><html><body><ul id=entries></ul></body></html>")
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> std::io::Result<()> {
//! tools![sandbox_file, summarize_file, list_dir, file_browser]
//!     .with_state(Sandbox::open("./files")?)
//!     .serve_stdio()
//!     .await
//! # }
//! ```
//!
//! What the URI checks cover, and what the handler must still do: a `{+path}` variable never
//! reaches the handler holding `..` in any encoding (percent-encoded, overlong UTF-8,
//! backslashes; "How a URI matches a template" below), so a handler that only joins strings cannot be walked
//! up by the URI. It can still be walked out by the file system: a symlink inside the
//! directory that points outside it, or one swapped in between a check and an open
//! (canonicalizing and comparing prefixes leaves exactly that window). Reading through a
//! directory handle that resolves beneath its root, as above, closes both; `examples/src/files.rs`
//! does the same for the tools, and `examples/tests/sandbox.rs` swaps a directory for a
//! symlink out thousands of times while reading through it.
//!
//! - **Resources.** `#[mcp_resource(uri = "...")]` with a fixed URI is listed by
//!   `resources/list`; with a URI template (RFC 6570 `{var}` and `{+var}`) by
//!   `resources/templates/list`, and its variables are the function's parameters, decoded like
//!   tool arguments (`u64`, enums, `String`). A variable with no parameter, a parameter with no
//!   variable, or any other template form does not compile. Return `String` (text),
//!   [`Blob`] (bytes, sent as base64) or [`ResourceContents`] (one or many).
//!   Other keys: `name`, `title`, `description` (default: the doc comment), `mime_type`,
//!   `size`, `audience`, `priority`, `icons`, `scopes`, `complete`.
//! - **How a URI matches a template** (RFC 6570 defines expansion only, so here is ours):
//!   literal text matches itself; `{var}` matches one path segment (no `/`, `?`, `#`);
//!   `{+var}` matches the rest, `/` included. The matched text is percent-decoded once before
//!   any check, and a `{var}` that decodes to `.`, `..` or text with `/`, a `{+var}` that
//!   starts with `/` or has a `.` or `..` segment, or either with a backslash, a control
//!   character (`%00`) or bytes that are not UTF-8 (an overlong `%c0%ae` among them) is refused
//!   before the handler runs, as not found, and logged as a security event: `%2e%2e` and `%2F`
//!   are traversal too. That is all a URI check can know; symlinks are the handler's (see the
//!   sandbox above).
//! - **Reads and prompts that ask.** A resource or prompt handler may take `#[ctx] ctx:
//!   Context` and ask the user (`ctx.elicit`), the client's model (`ctx.sample`) or its roots
//!   (`ctx.list_roots`) as a tool does: in 2025-11-25 a request on the connection; in
//!   2026-07-28 the `resources/read` or `prompts/get` ends `input_required` and the client's
//!   retry gets the contents or messages (SEP-2322 allows MRTR on exactly those two and
//!   `tools/call`). The `requestState` names the kind of request it was sealed for, so a
//!   prompt's state opens no tool or read of the same name.
//! - **Completion.** `complete = fn` names a `fn(&`[`Completing`]`) -> Vec<String>`: it gets the
//!   argument's name (`argument()`: one function may serve several arguments), what the user
//!   typed so far (`value()`), the arguments already filled (`other(name)`), shared state
//!   (`state::<T>()`) and the caller (`caller()`). The answer carries the first 100 values,
//!   `total` and `hasMore`. An argument without a completion function gets no suggestions.
//! - **App UIs** (MCP Apps, `io.modelcontextprotocol/ui`, stable 2026-01-26).
//!   `#[mcp_tool(ui = "ui://...")]` writes `_meta.ui.resourceUri` (and the deprecated flat
//!   `_meta["ui/resourceUri"]` hosts still read); `ui_visibility = "app"` marks a tool only the
//!   UI calls. The UI is a `ui://` resource, served as `text/html;profile=mcp-app`, its
//!   `_meta.ui` (from `csp_connect`, `csp_resources`, `csp_frames`, `csp_base_uri`,
//!   `permissions`, `domain`, `prefers_border`) on the listing and on the read contents. A
//!   tool whose `ui` names no resource of the set panics at `tools![...]`, naming it. Every client
//!   gets the UI tools with their `_meta.ui` (`CONFORMANCE.md` says why).
//! - **Change notifications.** [`ToolSet::changes`](crate::ToolSet::changes) returns a
//!   [`Changes`](crate::server::Changes) handle (cheap to clone, `Send`): take it before serving (`let set = tools![..]; let
//!   changes = set.changes();`) and hand it to whatever changes things, a background task or
//!   a handler's state (`.with_state(changes.clone())`, then `#[ctx] changes: State<Changes>`);
//!   call `resource_updated(uri)`, `resources_changed()` or `prompts_changed()` when the
//!   application changes something. In a 2025-11-25 session a client that sent `resources/subscribe` for
//!   the URI gets `notifications/resources/updated`, every client the `list_changed`
//!   notifications: on stdio in the output, over HTTP on the session's `GET` stream (one per
//!   session on a replica; subscriptions are held by the replica that received them). A
//!   change reported while no client listens is dropped. A 2026-07-28 client sends
//!   `subscriptions/listen` with a filter (`promptsListChanged`, `resourcesListChanged`,
//!   `resourceSubscriptions`): the first message is `notifications/subscriptions/acknowledged`
//!   with the part of the filter the server honours, then only what was asked, every message
//!   tagged with `_meta["io.modelcontextprotocol/subscriptionId"]` (the listen request's id,
//!   a number staying a number). Over HTTP the answer is that request's event stream, ended
//!   by its `resultType: "complete"` response when the server shuts down; on stdio the lines
//!   interleave with the rest and `notifications/cancelled` ends one. `toolsListChanged` is never
//!   honoured (a tool set is fixed once built), and a URI the caller may not read is left out
//!   of the acknowledgement as one that names no resource.
//! - **Only what is registered exists.** The `resources`, `prompts` and `completions`
//!   capabilities, and their methods, appear only when the set has resources or prompts: a
//!   tools-only server answers exactly as before (`-32601`, `GET` `405`).
//!
//! Resources and prompts have no `isError` channel: every failure is a JSON-RPC error, read
//! by the client application or the user rather than the model. The kind decides which:
//!
//! | kind | `resources/read` | `prompts/get` |
//! |---|---|---|
//! | security | the era's not-found, byte for byte: `-32002 "Resource not found"` with `data: {"uri"}` in 2025-11-25, `-32602` in 2026-07-28. A resource whose handler refuses you is indistinguishable from one that does not exist | `-32600 "Request rejected (ref tw-…)"`, as for tools |
//! | operational, `not_found` | the same not-found | `-32000` with the message and `data` |
//! | operational, `validation` | `-32602` with the message and `data` | the same |
//! | operational, any other category | `-32000` (JSON-RPC's range for server-defined errors): `message` is the sanitized message and `(ref tw-…)`; `data` carries `errorCategory`, `isRetryable`, `retryAfterMs`, `suggestedAction`, `customerMessage`, `correlationId` (and `uri`), as a tool result's `_meta` does | the same |
//! | internal, panic | `-32603 "Internal error (ref tw-…)"` | the same |
//!
//! A template variable that does not decode (`notes://note/abc` for an `id: u64`) names no
//! resource: not found. A missing or undecodable prompt argument is `-32602` naming it, never
//! its value; an unknown prompt `-32602 "Unknown prompt: …"`. Scopes (`scopes = [...]`) are
//! checked before anything is decoded, as for tools: a caller without the scope gets
//! `-32600 "Access denied (ref tw-…)"` (over HTTP the `403` step-up), which says the resource
//! exists. That is the choice, and the reason: a client can only step up to a scope it is told
//! it lacks. [`Visibility::Callable`](crate::access::Visibility::Callable) is the other choice: it hides what a caller may not read
//! from every list and answers every method that names it (`resources/read`, `subscribe`,
//! `subscriptions/listen`, `completion/complete`, and the same for prompts and tools) exactly
//! as one that does not exist (`tests/not_visible.rs` compares the bytes), at the price of the
//! step-up. In 2026-07-28 a read also carries `ttlMs` and `cacheScope`, and every result
//! `resultType`. [`error_surface`](crate::ToolSet::error_surface) lists resources and prompts in sections of their own.

pub use crate::context::Completing;

use crate::context::Call;
use crate::error::ToolError;
use crate::handler::Handler;
use crate::wire::{Outcome, ReadResult, ResourceContents, ResourceDefinition};
use base64::Engine as _;
use serde_json::Value;
use std::future::Future;

/// A resource: what `#[mcp_resource]` implements on a type named like the function, for a
/// fixed URI or a URI template. `tools![f]` adds it to a [`ToolSet`](crate::ToolSet).
///
/// Implemented by `#[mcp_resource]` only: its hidden items are the generated glue's and may
/// change in any release.
pub trait Resource: Handler {
    /// The URI, or the URI template, as declared.
    const URI: &'static str;
    /// The handler's return type, `Result<T, E>`. Not public API.
    #[doc(hidden)]
    type Ret: ResourceReturn;
    /// What `resources/list` (or `resources/templates/list`) advertises.
    fn definition() -> ResourceDefinition;
    /// Decode the template's variables (`vars`, an object of strings, already
    /// percent-decoded and checked) now, and return the handler's run, which encodes its
    /// outcome ([`Outcome::Read`] or an error); or the answer to variables that do not
    /// decode. Not public API.
    #[doc(hidden)]
    fn read(
        call: Call<'_>,
        uri: String,
        vars: Value,
    ) -> Result<impl Future<Output = Outcome> + Send + '_, Outcome>;
}

mod sealed {
    pub trait Contents {}
    impl Contents for String {}
    impl Contents for &'static str {}
    impl Contents for super::Blob {}
    impl Contents for crate::wire::ResourceContents {}
    impl Contents for Vec<crate::wire::ResourceContents> {}
    impl Contents for crate::wire::ReadResult {}

    pub trait Return {}
    impl<T, E> Return for Result<T, E> {}
}

/// Binary contents: the bytes of an image, a PDF, an archive. Sent base64-encoded as a
/// `blob`, with the resource's MIME type.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Blob(pub Vec<u8>);

/// What a resource handler can return on success: text (`String`), bytes ([`Blob`]), or
/// [`ResourceContents`] as they are (one, or several). Contents without a MIME type get the
/// resource's; contents without a URI cannot be built.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be returned from an #[mcp_resource]",
    label = "must be `String`, `toolwright::resource::Blob` or `toolwright::wire::ResourceContents`",
    note = "return `String` for text, `Blob(bytes)` for binary contents, or build `ResourceContents` (one, or a `Vec`) yourself"
)]
pub trait IntoContents: sealed::Contents {
    /// The contents of the resource at `uri`. Not public API.
    #[doc(hidden)]
    fn into_contents(self, uri: String) -> Vec<ResourceContents>;
}

impl IntoContents for String {
    fn into_contents(self, uri: String) -> Vec<ResourceContents> {
        vec![ResourceContents::text(uri, self)]
    }
}

impl IntoContents for &'static str {
    fn into_contents(self, uri: String) -> Vec<ResourceContents> {
        vec![ResourceContents::text(uri, self)]
    }
}

impl IntoContents for Blob {
    fn into_contents(self, uri: String) -> Vec<ResourceContents> {
        let data = base64::engine::general_purpose::STANDARD.encode(self.0);
        vec![ResourceContents::blob(uri, data)]
    }
}

impl IntoContents for ResourceContents {
    fn into_contents(self, _uri: String) -> Vec<ResourceContents> {
        vec![self]
    }
}

impl IntoContents for Vec<ResourceContents> {
    fn into_contents(self, _uri: String) -> Vec<ResourceContents> {
        self
    }
}

impl IntoContents for ReadResult {
    fn into_contents(self, _uri: String) -> Vec<ResourceContents> {
        self.contents
    }
}

/// The return type of an `#[mcp_resource]` function: `Result<T, E>` with `T: IntoContents`
/// and `E: ToolError`.
#[diagnostic::on_unimplemented(
    message = "an #[mcp_resource] function must return `Result<T, E>`, not `{Self}`",
    label = "expected `Result<T, E>` where `E` derives `ToolError`",
    note = "return `Result<T, E>`: `T` is `String`, `toolwright::resource::Blob` or `ResourceContents`, `E` derives `toolwright::ToolError`; use `std::convert::Infallible` for a resource that cannot fail"
)]
pub trait ResourceReturn: sealed::Return {
    /// The success type.
    type Ok: IntoContents;
    /// The error type.
    type Err: ToolError;
    /// Split into the standard `Result`.
    fn into_result(self) -> Result<Self::Ok, Self::Err>;
}

impl<T: IntoContents, E: ToolError> ResourceReturn for Result<T, E> {
    type Ok = T;
    type Err = E;
    fn into_result(self) -> Result<T, E> {
        self
    }
}
