//! MCP tools whose failures are classified at compile time.
//!
//! # Table of contents
//!
//! - [What it is](#toolwright), [an example](#example) and [what each kind becomes on the
//!   wire](#what-each-kind-becomes-on-the-wire), with its [categories](#categories)
//! - [Rust version and features](#rust-version-and-features)
//! - [Handlers: arguments, state and context](#handlers-arguments-state-and-context)
//! - [Decided at compile time](#decided-at-compile-time)
//! - [Serving over stdio](#serving-over-stdio)
//! - [Serving over Streamable HTTP](#serving-over-streamable-http)
//! - [On AWS Lambda](#on-aws-lambda)
//! - [Who is calling](#who-is-calling)
//! - [Asking the user, and telling the client](#asking-the-user-and-telling-the-client)
//! - [Resources, prompts, completion and app UIs](#resources-prompts-completion-and-app-uis)
//! - [Long-running tools as tasks](#long-running-tools-as-tasks)
//! - [Retries: idempotency keys and rate limits](#retries-idempotency-keys-and-rate-limits)
//! - [Agent skills](#agent-skills)
//! - [Inside rmcp](#inside-rmcp)
//! - [The audit](#the-audit)
//! - [Testing your server](#testing-your-server)
//! - [Traces](#traces)
//! - [Conformance and benchmarks](#conformance-and-benchmarks)
//! - [The API at a glance](#the-api-at-a-glance)
//! - [Attribute reference](#attribute-reference)
//!
#![doc = include_str!("../README.md")]
//!
//! # Rust version and features
//!
//! The core (`toolwright` with the `http` feature, and `toolwright-macros`) builds on **Rust
//! 1.85** or later; CI builds and tests it with Debian bookworm's `rustc-web` 1.85. The optional
//! features need what their dependencies declare:
//!
//! | feature | what it adds | Rust |
//! |---|---|---|
//! | (none) | tools, resources, prompts, the stdio transport | 1.85 |
//! | `http` | the Streamable HTTP transport, bearer authentication | 1.85 |
//! | `jwt` | JWT access tokens (`auth::JwtVerifier`, `auth::Jwks`; jsonwebtoken 11) | 1.88 |
//! | `redis` | what outlives a request, shared by replicas in Redis over one connection (`store::Redis`, given to `Server::store`): tasks (`server::tasks::RedisTasks`), idempotency keys (`idempotency::RedisKeys`), rate limits (`ratelimit::RedisLimits`); redis 1.8 | 1.88 |
//! | `rmcp`, `rmcp-http` | the bridge to rmcp, the official Rust SDK (rmcp 3.9+) | 1.88 |
//! | `skills` | agent skills (SEP-2640) from a folder or compiled in (`skill::Skills`, `include_skills!`), served beside the tools | what its dependencies declare (yaml_serde: 1.82); CI builds it with the test toolchain (1.95) only |
//! | `otel` | the request spans as OpenTelemetry spans, exported over OTLP (opentelemetry 0.33) | what its dependencies declare; CI builds it with the test toolchain (1.95) only |
//! | `testing` | the test client for server authors (`testing::TestClient`, `testing::Logs`; over HTTP too with `http`) | 1.85 |
//!
//! On a toolchain older than some dependency's newest release, let cargo pick the releases
//! your toolchain builds: `resolver = "3"` in your workspace (the default of edition 2024), or
//! `CARGO_RESOLVER_INCOMPATIBLE_RUST_VERSIONS=fallback` when you resolve your lockfile.
//!
//! The optional features add their dependencies only when turned on. For a smaller binary the
//! usual release settings work (`strip = true`, `lto = true`, `codegen-units = 1`,
//! `opt-level = "s"`); keep `panic = "unwind"` (the default): with `panic = "abort"` a panicking
//! handler ends the process instead of answering an internal error. See
//! [`server::http`](crate::server::http), [`rmcp`](crate::rmcp) and [`otel`](crate::otel) for
//! the feature-gated modules.
//!
//! # Handlers: arguments, state and context
//!
//! A handler gets what it shares with other calls (a connection pool, a client, settings) and
//! what it can know about the call through `#[ctx]` parameters, which are injected and never part
//! of the input schema:
//!
//! ```
//! use std::convert::Infallible;
//! use toolwright::{mcp_tool, tools, Context, State};
//!
//! struct Orders { by_customer: std::collections::HashMap<String, u64> }
//!
//! /// Count a customer's orders.
//! #[mcp_tool(read_only)]
//! async fn count_orders(
//!     customer: String,
//!     #[ctx] orders: State<Orders>,  // registered with `with_state`; derefs to `Orders`
//!     #[ctx] ctx: Context,           // the tool's name, the request's era, progress reports
//! ) -> Result<u64, Infallible> {
//!     ctx.report_progress(1.0, Some(1.0), Some("counted"));  // sent only if the client asked
//!     Ok(orders.by_customer.get(&customer).copied().unwrap_or(0))
//! }
//!
//! #[tokio::main(flavor = "current_thread")]
//! async fn main() {
//!     let orders = Orders { by_customer: [("c-1".to_owned(), 2)].into() };
//!     let tools = tools![count_orders].with_state(orders);
//!     let outcome = tools.call("count_orders", serde_json::json!({"customer": "c-1"})).await;
//!     assert_eq!(outcome.as_result().unwrap().text(), "2");
//!     // The schema the model sees has `customer` only.
//!     let listed = &tools.list(toolwright::Era::Legacy)[0];
//!     assert_eq!(listed["inputSchema"]["required"], serde_json::json!(["customer"]));
//! }
//! ```
//!
//! A `State<T>` whose `T` was never registered answers the call as an internal error (the log
//! names the missing type). `#[mcp_tool]` goes on free functions, not methods: what a method
//! would reach through `self` is a `State<T>`.
//!
//! Arguments are checked against the very schema `tools/list` advertises before the handler
//! runs, and a failure is an operational `validation` result naming each JSON path, never the
//! value (SEP-1303). A handler that panics answers `-32603 Internal error` with a correlation id
//! and the next call works; one past its `timeout_ms` is an operational, retryable `timeout`.
//! See [`tool`](crate::tool) for how arguments are validated, and [`Context`] for what a handler
//! can know and do.
//!
//! # Decided at compile time
//!
//! Each of these is a compile error spanned at the offending token, naming the fix (the
//! `tests/compile-fail/ui/` suite holds one case per mistake, with the exact message):
//!
//! - a variant without `#[error_kind]` (every unclassified variant is reported in one build), an
//!   unknown kind, key, category or reply, a duplicate `#[error_kind]` or key;
//! - `message`, `customer_message`, `suggested_action`, `category`, `retryable` or
//!   `retry_after_ms` on a security or internal variant; `reply`/`disguise` elsewhere;
//! - an operational variant with no `message`; `message = display` on a variant that wraps an
//!   upstream error (`#[source]`/`#[from]`: raw upstream text is never forwarded) or has a
//!   `#[sensitive]` field;
//! - a template placeholder naming a missing field or a `#[sensitive]` one;
//! - `disguise` naming a variant that does not exist, is not operational, or whose texts use fields;
//! - an `#[mcp_tool]` whose error type is not a derived `ToolError` (`anyhow::Error`,
//!   `Box<dyn Error>`, `String`, `std::io::Error`), an argument that is not
//!   `Deserialize + JsonSchema`, a success type that is not `Serialize + JsonSchema`;
//! - a tool name outside `^[A-Za-z0-9._-]{1,128}$`, `read_only` with `destructive`, two tools
//!   with one name in a `tools![...]`, generic handlers, `self` receivers, borrowed arguments.
//!
//! ```text
//! error: variant `NotFound` is not classified: add #[error_kind(security)], #[error_kind(internal)] or #[error_kind(operational, category = "...", message = "...")]
//!  --> ui/error_kind/missing-kind.rs:6:5
//!   |
//! 6 |     NotFound(String),
//!   |     ^^^^^^^^
//! ```
//!
//! See the [attribute reference](#attribute-reference) for every key.
//!
//! # Serving over stdio
//!
//! `tools![..].serve_stdio().await` serves a tool set over stdin and stdout; [`server::Server`]
//! holds the settings (name, version, in-flight limit, line limit, default timeout, drain grace).
//! One server speaks both spec eras: an `initialize` handshake makes a connection 2025-11-25
//! (or older), and a request carrying the 2026-07-28 `_meta` is served statelessly. Calls run
//! concurrently, cancellation drops the handler, and only JSON-RPC ever reaches stdout; the log
//! (what the model was not told, and the reference it was told to quote) goes through `tracing`.
//! See [`server`](crate::server) for the serving example, what a client sends in each era and
//! every behaviour in full.
//!
//! # Serving over Streamable HTTP
//!
//! With the `http` feature the same [`server::Server`] serves MCP Streamable HTTP, on its own
//! listener or as a service in your axum router: toolwright's own transport on hyper, driven by
//! the same protocol engine as stdio, so a request gets the same JSON-RPC bytes on both. Both
//! eras share one endpoint, sessions are signed and need no shared store, and every refusal has
//! its status code and JSON-RPC body. See [`server::http`](crate::server::http) for the examples,
//! every status code, and what a load balancer in front needs.
//!
//! # On AWS Lambda
//!
//! The HTTP endpoint is a tower service ([`Server::into_http_service`](server::Server::into_http_service)),
//! so `lambda_http::run(service)` serves it from a Lambda function behind a Function URL or API
//! Gateway, with the same bytes as any other transport. 2026-07-28 needs nothing kept between
//! requests; 2025-11-25 sessions need every execution environment to share the session key.
//! Answers are buffered (no server-sent streams), and tasks do not fit. See
//! [`server::http`](crate::server::http#on-aws-lambda) for the whole `main`, what fits and
//! what does not, and `examples/lambda` for a function run under `cargo lambda watch` in CI.
//!
//! # Who is calling
//!
//! Credentials never pass through the model. A tool takes the verified [`Caller`] as a `#[ctx]`
//! parameter and names the scopes it needs from one [`ScopeSet`] enum, so a misspelled scope
//! does not compile; a caller without them is refused before the arguments are looked at. The
//! caller comes from a bearer token per request over HTTP, from the credential a stdio server
//! was started with, or from [`CallOptions::with_caller`] in-process. See [`auth`](crate::auth)
//! for the example, the verifiers (static tokens, JWT) and what each refusal looks like.
//!
//! # Asking the user, and telling the client
//!
//! Through its `#[ctx]` [`Context`] a handler can ask the human ([`Context::elicit`] with a form
//! type that derives [`Elicit`]), the client's model ([`Context::sample`]) or its roots, and log
//! to the client ([`Context::log`]). The handler's code is the same in both eras: in 2025-11-25
//! a question is a request on the connection; in 2026-07-28 the call ends `input_required` and
//! the client's retry brings the answer. See [`talk`](crate::talk) for the example and what
//! each era puts on the wire.
//!
//! # Resources, prompts, completion and app UIs
//!
//! The rest of an MCP server is written the way tools are: [`mcp_resource`] and [`mcp_prompt`]
//! on functions, typed inputs, and the error type's `#[error_kind]` deciding every failure's
//! bytes. One [`tools!`] lists tools, resources and prompts alike; `complete = f` suggests
//! values, and `#[mcp_tool(ui = "ui://..")]` opens an MCP Apps UI. See
//! [`resource`](crate::resource) for the example, how a URI matches a template, completion, app
//! UIs, change notifications and the failure table, and [`prompt`](crate::prompt) for prompts.
//!
//! # Long-running tools as tasks
//!
//! `#[mcp_tool(task = "optional")]` (or `"required"`) lets a 2026-07-28 client get a task for a
//! call that runs on, polled with `tasks/get` and ended with exactly what the direct call would
//! have answered; the handler's code does not change. Tasks live in a store that replicas can
//! share, and a store that fails is answered as retryable. See
//! [`server::tasks`](crate::server::tasks) for the example, the store, leases, and every way
//! the store can fail.
//!
//! # Retries: idempotency keys and rate limits
//!
//! A failure invites the model to retry, and a retry of a tool that changes something runs
//! it again. A tool names the argument carrying the client's idempotency key
//! (`#[mcp_tool(idempotency_key = charge_id)]`): the handler runs once per key, and a retry
//! gets the first outcome. A tool the client has no key for takes a rate limit
//! (`rate_limit = "20/minute"`), and a refused call reads when to come back. Both hold across
//! replicas sharing Redis. [`idempotency`] has the table of when to use which, and the exact
//! wire bytes of each answer; [`ratelimit`] the limits' algorithm, the server-wide limit and
//! what happens when Redis is away.
//!
//! # Agent skills
//!
//! With the `skills` feature, a server serves agent skills (SEP-2640) beside its tools: folders
//! of instructions (`SKILL.md`) and the files they name, read from disk
//! ([`skill::Skills::load`]) or compiled into the binary ([`include_skills!`]), every rule
//! checked before the first request, listed with each file's digest, and read back only as
//! listed. See [`skill`] for both ways, what is checked when, the wire, who
//! sees a skill and how a read is kept inside the tree.
//!
//! # Inside rmcp
//!
//! With the `rmcp` feature, a [`ToolSet`] becomes an rmcp `ServerHandler`
//! ([`ToolSet::into_rmcp`]), a router to merge into an existing rmcp server
//! ([`ToolSet::into_rmcp_router`]), or a derived [`ToolError`] becomes the error type of a plain
//! rmcp `#[tool]`; what goes on the wire stays toolwright's, byte for byte. See
//! [`rmcp`](crate::rmcp) for the three ways in, the comparison with writing the mapping by hand,
//! and what the bridge leaves out.
//!
//! # The audit
//!
//! [`ToolSet::error_surface`] lists every tool's failure modes and what each becomes on the
//! wire; [`ToolSet::audit`] grades the failure design A to F, finding what the compile rules
//! allow and the model should not read (auth failures as results, policy spelled out, no next
//! step). See [`audit`](crate::audit) for the signals, the grades and a test that keeps a
//! server at A.
//!
//! # Testing your server
//!
//! With the `testing` feature (as a dev-dependency: `toolwright = { version = "..",
//! features = ["testing"] }` under `[dev-dependencies]`), `testing::TestClient` drives your
//! server in-process, through the same engine and encoders as stdio, in either era, and types
//! every answer: a result, a failure the model reads (category, retryable, retry after,
//! suggested action, reference), or a JSON-RPC error. Its assertions read like this guide:
//!
//! ```ignore
//! let answer = TestClient::legacy(my_server::toolset()).await
//!     .call("get_forecast", json!({"city": "Mars"})).await;
//! answer.assert_fails_as(Category::NotFound).assert_retryable(false);
//! answer.assert_holds_none(&["Mars"]);
//! ```
//!
//! With the `http` feature too, `TestClient::over_http(server, era)` sends the same calls
//! through your server's HTTP service in-process (its status codes, sessions and event
//! streams, no socket), and `TestClient::http(url, era, token)` to a running server; a test
//! can assert that a call reads the same bytes over stdio and HTTP.
//! `testing::Logs` captures the log, so a test can find a failure's details under the
//! reference the client got, and assert that a secret is in neither. The whole example is
//! in the module's documentation; `examples/starter/tests/wire.rs` uses it. A store of your
//! own is checked by its trait's contract suite, one line each
//! (`server::tasks::contract::check`, `idempotency::contract::check`,
//! `ratelimit::contract::check`).
//!
//! # Traces
//!
//! Each request runs in a `tracing` span named and attributed as OpenTelemetry's semantic
//! conventions for MCP say, at level DEBUG under [`server::SPAN_TARGET`]; its parent is the
//! request's `traceparent`, and no argument, result or credential is an attribute. See
//! [`otel`](crate::otel) for the attributes and the OTLP exporter (feature `otel`).
//!
//! # Conformance and benchmarks
//!
//! The official MCP conformance suite passes every server scenario against toolwright's
//! transport; `CONFORMANCE.md` in the repository has the results and, for each place where the
//! specification leaves room, which way toolwright went and why. Build time, binary size,
//! per-call cost and the HTTP transport against rmcp's and a bare floor are measured in
//! `BENCHMARKS.md`.
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
//!   [`server::tasks::TaskStore`]), [`server::Backend`] (the one place where tasks, keys and
//!   limits are kept, [`server::Server::store`]), and with the `rmcp` feature the `rmcp` module (an
//!   rmcp `ServerHandler`, a router to merge, rmcp's Streamable HTTP with `rmcp-http`).
//! - [`sanitize`]: the redaction every text bound for the model goes through.
//! - `otel` (feature `otel`): each request's span as an OpenTelemetry span, exported over
//!   OTLP.
//! - `testing` (feature `testing`): `testing::TestClient`, a client of your server in-process
//!   in either era whose answers are typed, with assertions; `testing::Logs`, the log
//!   captured.
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
//! - `#[mcp_tool(idempotency_key = arg)]`: `arg` (a `String`, or `Option<String>` when a
//!   call may come without one) carries the client's idempotency key. Per caller and tool, a
//!   key's first call runs the handler and its outcome is kept; a repeat with the same
//!   arguments gets that outcome again (marked `"dev.toolwright/replay": true` in `_meta`),
//!   one with other arguments a `conflict`, and after a cancelled or timed-out first call
//!   `unknown_outcome`: the handler never runs twice for one key. Naming no argument, a
//!   `#[ctx]` parameter, a type that is not text, or a `read_only` tool is a compile error.
//!   See [`idempotency`] for every case, [`ToolSet::with_idempotency`] for the limits, and
//!   [`server::Server::store`] for where the keys live (in memory, or `store::Redis`,
//!   feature `redis`, for keys replicas share; any [`idempotency::KeyStore`] through a
//!   [`server::Backend`] of your own).
//! - `#[mcp_tool(rate_limit = "20/minute")]`: per caller, at most N calls per second,
//!   minute, hour or day (N at once, then one every period/N); a call over it does not run
//!   and is an `isError` `rate_limited` result whose `retryAfterMs` is when the next one is
//!   admitted. A string that is not `N/unit`, or N = 0, is a compile error.
//!   [`server::Server::rate_limit`] limits each caller's requests server-wide (HTTP `429`
//!   before parsing). See [`ratelimit`], and [`server::Server::store`] (in memory, or
//!   `store::Redis`, feature `redis`, for limits replicas share; any
//!   [`ratelimit::LimitStore`] through a backend of your own). [`ToolSet::audit`] flags a tool declared
//!   `destructive`, not `idempotent`, with neither a key nor a limit (`retry-unsafe`).
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

#![warn(missing_docs, missing_debug_implementations)]
#![cfg_attr(docsrs, feature(doc_cfg))]
// The `audit` module's docs show the `#[test]` a user writes to gate on the audit grade; its
// doctest runs the same assertion on a hidden line.
#![allow(clippy::test_attr_in_doctest)]

// The modules depend one way, each only on those above it (doc links aside;
// `scripts/structure.py` checks that the files of each folder import each other in no cycle):
//   leaves:         util, json (reading JSON with one meaning), sanitize, store (what every
//                   backend that outlives a request goes through: one error, one guard)
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
//   clients:        testing (a test client over the server's own transport)

pub mod access;
pub mod audit;
pub mod auth;
mod caller;
mod changes;
mod classify;
mod context;
mod decode;
mod error;
mod handler;
pub mod idempotency;
mod json;
#[cfg(feature = "otel")]
pub mod otel;
pub mod prompt;
pub mod ratelimit;
pub mod resource;
#[cfg(feature = "rmcp")]
pub mod rmcp;
pub mod sanitize;
mod schema;
pub mod server;
#[cfg(feature = "skills")]
pub mod skill;
pub mod store;
pub mod talk;
#[cfg(feature = "testing")]
pub mod testing;
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

/// The agent skills of a folder, compiled into the binary (feature `skills`), so a server
/// ships as one file: `include_skills!("skills")`, the folder relative to the crate's
/// `Cargo.toml`, is a `Result<`[`Skills`](skill::Skills)`, `[`SkillError`](skill::SkillError)`>`.
///
/// When the crate is built, the folder is read: a missing folder, a symbolic link, a special
/// file, a folder holding no skill and a `SKILL.md` at the root are compile errors naming
/// the file and the rule. Each file is included with `include_bytes!`, so cargo rebuilds
/// when one changes. When the server is built, [`Skills::embedded`](skill::Skills::embedded)
/// checks every rule of a tree (frontmatter, names, limits), as
/// [`Skills::load`](skill::Skills::load) checks a folder on disk; a test that builds the set
/// turns those into test failures.
///
/// ```
/// # fn main() -> Result<(), toolwright::skill::SkillError> {
/// # use std::convert::Infallible;
/// # use toolwright::{include_skills, mcp_tool, tools};
/// # #[mcp_tool]
/// # async fn ping() -> Result<String, Infallible> { Ok("pong".into()) }
/// let set = tools![ping].with_skills(include_skills!("../examples/skills")?);
/// assert_eq!(set.skills().unwrap().len(), 2);
/// # Ok(())
/// # }
/// ```
#[cfg(feature = "skills")]
pub use toolwright_macros::include_skills;
