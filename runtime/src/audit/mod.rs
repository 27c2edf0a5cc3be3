//! The error surface and its audit.
//!
//! [`ToolSet::error_surface`](crate::ToolSet::error_surface) describes every tool and every way it
//! can fail: each variant's kind, category, retryability, model-visible template or reply, and
//! what it becomes on the wire, plus the runtime's own failure modes (`<invalid arguments>`,
//! `<timeout>`, `<panic>`). It serializes to JSON for a security reviewer.
//!
//! The compile rules keep a security or internal failure off the model's channel and its text
//! fixed. What they allow, and the framework behind this crate warns against, is in the words of
//! an operational variant: [`ToolSet::audit`](crate::ToolSet::audit) reads every one, in every
//! tool, resource and prompt, and grades the design per axis ([`Axis`]: security,
//! documentation, and from outside reliability), A to F, with each
//! finding's tool, variant, the template that shows it and the fix in toolwright terms. [`text`]
//! holds the heuristics, which the black-box `toolwright-audit` applies to any server's answers.
//! In a server's own tests, one line keeps the grade:
//!
//! ```
//! use toolwright::audit::Grade;
//! use toolwright::{mcp_tool, tools, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum LookupError {
//!     #[error("no entry {0}")]
//!     #[error_kind(operational, category = "not_found", message = "No such entry.",
//!         suggested_action = "Call list_entries to see the entries.")]
//!     Missing(String),
//! }
//!
//! /// Look an entry up.
//! #[mcp_tool(read_only)]
//! async fn lookup(id: String) -> Result<String, LookupError> {
//!     Err(LookupError::Missing(id))
//! }
//!
//! tools![lookup].audit().assert_at_least(Grade::A);
//! ```
//!
//! That line belongs in a `#[test]` of the server's crate:
//!
//! ```
//! # mod my_server {
//! #     use toolwright::{mcp_tool, tools, ToolSet};
//! #     /// Say it back.
//! #     #[mcp_tool(read_only)]
//! #     async fn echo(text: String) -> Result<String, std::convert::Infallible> { Ok(text) }
//! #     pub fn toolset() -> ToolSet { tools![echo] }
//! # }
//! #[test]
//! fn the_failure_design_grades_a() {
//!     my_server::toolset().audit().assert_at_least(toolwright::audit::Grade::A);
//! }
//! # my_server::toolset().audit().assert_at_least(toolwright::audit::Grade::A);
//! ```
//!
//! | signal | axis, severity | the white-box audit finds it when |
//! |---|---|---|
//! | `auth-failure-as-result` | security, medium | an operational variant of a tool speaks of tokens, credentials, logins or permission denied |
//! | `path-details-as-result` | security, high | an operational variant of a tool rejects a path (outside, traversal, sandbox, must be within) |
//! | `injection-signal-as-result` | security, high | an operational variant of a tool reports injection, a jailbreak, a security check or blocked content |
//! | `raw-upstream-text` | security, medium | a template interpolates a field that wraps an upstream error (`#[source]`, `#[from]`, `source`) |
//! | `stack-trace` | security, high | never: no template can hold one, and a panic is `-32603` (the black-box audit looks for them) |
//! | `policy-enumeration` | security, medium | an operational variant spells out allowed paths, roles, orgs or domains, allow or block lists, "only users in ..." |
//! | `validation-echoes-value` | security, medium | a `validation` variant's template interpolates a field, unless the field's name says it is a bound of the rule (`limit`, `max`, `min`, `allowed`, `expected`, `bound`, `range`) |
//! | `never-returns-result` | documentation, low | the server's own failure variants are all security or internal |
//! | `no-retry-guidance` | documentation, low | an operational variant has no `suggested_action`, is not retryable and its message names no next step |
//! | `retry-unsafe` | documentation, medium | a tool declared `destructive`, not declared `idempotent`, has neither an `idempotency_key` nor a `rate_limit`: each retry a model makes after a failure runs it again (see the [`idempotency`](crate::idempotency) guide's "key or limit"). It goes by what a tool declares: one with no hints is not flagged |
//! | `ambiguous-annotations`, `unadvertised-method-served`, `head-of-line-blocking` | security, medium; security, low; documentation, low | never: the macros write every annotation as a boolean once, an undeclared method is answered exactly as a missing one, and each call runs in a task of its own (the black-box audit checks other servers for them) |
//! | `crash-on-probe`, `internal-error-for-bad-arguments` | reliability, high; reliability, medium | never: a handler's panic is `-32603` and the server keeps serving, and arguments that break the schema are refused before the handler runs (the black-box audit finds a server that crashes on a probe or answers bad arguments `-32603`) |
//! | `malformed-input-accepted`, `header-mismatch-accepted`, `malformed-request-leak` | security, medium; security, medium; security, high | never: every call is checked against the tool's schema, a header that disagrees with the body is refused, and a malformed request is answered with a fixed message (the black-box audit checks other servers for them) |
//!
//! Grades count each signal once per tool: high 40 points, medium 15, low 5; A is none, B up to
//! 10, C up to 25, D up to 45, F more. [`Report::to_json`] is a stable document (`grade` per axis,
//! `findings` with `signal`, `severity`, `tool`, `variant`, `evidence`, `fix`). Every example
//! server grades A with no finding (`examples/tests/audit.rs`), and the demo prints their
//! reports. The detectors ([`text`]) look for what a message does (names a
//! role or the allowed values of a resource, carries a `file:line` frame, names a path under a
//! root, passes an upstream's body on, reports a guard's verdict, gives a next step in its own
//! words); they are patterns, not understanding. Their recall and precision per signal, on a
//! held-out corpus of real libraries' and services' error texts they were not tuned on, are in
//! `audit/README.md`, with the misses that remain; each one's rustdoc says what it matches.

mod report;
pub mod text;
mod white;

pub use crate::error::{ErrorKind, SecurityReply, VariantSpec};
pub use report::{Axis, Finding, Grade, Report, Severity, Signal};

use crate::error::Category;
use crate::handler::HandlerKind;
use serde::Serialize;
use std::fmt;

/// [`ToolSet::error_surface`](crate::ToolSet::error_surface): every tool's failure modes and what each becomes on the wire.
#[derive(Debug, Clone, Serialize)]
pub struct ErrorSurface {
    /// One entry per tool, in declaration order.
    pub tools: Vec<ToolSurface>,
    /// One entry per resource and resource template (named by its URI), in declaration
    /// order. Their failures are always JSON-RPC errors (see [`SurfaceRow::wire`]).
    pub resources: Vec<ToolSurface>,
    /// One entry per prompt, in declaration order.
    pub prompts: Vec<ToolSurface>,
}

/// One tool's failure modes.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolSurface {
    /// The tool name.
    pub name: &'static str,
    /// The Rust error type.
    pub error_type: &'static str,
    /// The scopes a caller must hold, in declaration order.
    pub scopes: Vec<&'static str>,
    /// For a tool that needs a caller, `<no caller>` (and, with scopes,
    /// `<missing scope>`); each variant; then the runtime's own failure modes
    /// (`<invalid arguments>`, `<timeout>`, `<panic>`, and for a tool with a rate limit or
    /// an idempotency key, theirs).
    pub variants: Vec<SurfaceRow>,
    /// A tool's retry safety: its declared hints, its idempotency key, its rate limit
    /// (`None` for resources and prompts).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry: Option<RetrySafety>,
}

/// What makes a tool's retry safe, or not: a destructive tool that is not idempotent and has
/// neither an idempotency key nor a rate limit runs again each time a model retries it
/// ([`Signal::RetryUnsafe`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct RetrySafety {
    /// It declares `destructive` (`destructiveHint: true`).
    pub destructive: bool,
    /// It declares `idempotent` (`idempotentHint: true`).
    pub idempotent: bool,
    /// The argument carrying its idempotency key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub idempotency_key: Option<&'static str>,
    /// Its rate limit per caller, as written (`20/minute`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rate_limit: Option<String>,
}

impl RetrySafety {
    /// Whether a retry runs it again unchecked: destructive, not idempotent, with neither a
    /// key nor a limit.
    #[must_use]
    pub fn unsafe_to_retry(&self) -> bool {
        self.destructive
            && !self.idempotent
            && self.idempotency_key.is_none()
            && self.rate_limit.is_none()
    }
}

/// One failure mode.
#[derive(Debug, Clone, Serialize)]
pub struct SurfaceRow {
    /// The variant's compile-time spec.
    #[serde(flatten)]
    pub spec: VariantSpec,
    /// What it becomes on the wire, e.g. `error -32600 "Unauthorized"` or
    /// `isError result`.
    pub wire: String,
}

impl SurfaceRow {
    pub(crate) fn new(spec: &VariantSpec) -> Self {
        Self::of(spec, HandlerKind::Tool)
    }

    /// The row of a failure of what `served` serves.
    pub(crate) fn of(spec: &VariantSpec, served: HandlerKind) -> Self {
        if served != HandlerKind::Tool {
            return SurfaceRow {
                spec: *spec,
                wire: request_wire(spec, served),
            };
        }
        let wire = match spec.kind {
            ErrorKind::Security => match spec.disguise {
                Some(target) => format!("isError result, identical to {target}"),
                None => format!(
                    "error -32600 {:?}",
                    spec.reply.unwrap_or(SecurityReply::Rejected).message()
                ),
            },
            ErrorKind::Internal => "error -32603 \"Internal error (ref tw-…)\"".to_owned(),
            ErrorKind::Operational => "isError result".to_owned(),
        };
        SurfaceRow { spec: *spec, wire }
    }
}

/// What a failure of a resource read or a prompt becomes (no `isError` channel): see
/// `classify::request`.
fn request_wire(spec: &VariantSpec, served: HandlerKind) -> String {
    let not_found = "error -32002 \"Resource not found\" (2026-07-28: -32602), as for no such URI";
    match (spec.kind, served) {
        (ErrorKind::Internal, _) => "error -32603 \"Internal error (ref tw-…)\"".to_owned(),
        (ErrorKind::Security, HandlerKind::Resource) if spec.disguise.is_none() => {
            not_found.to_owned()
        }
        (ErrorKind::Security, _) if spec.disguise.is_none() => format!(
            "error -32600 {:?}",
            spec.reply.unwrap_or(SecurityReply::Rejected).message()
        ),
        // An operational answer, or a security variant disguised as an operational one.
        _ => match spec.category {
            Some(Category::NotFound) if served == HandlerKind::Resource => not_found.to_owned(),
            Some(Category::Validation) => "error -32602 with the message and data".to_owned(),
            _ => "error -32000 with the message and data".to_owned(),
        },
    }
}

impl SurfaceRow {
    /// A short summary of the answer, for tables: `isError business`, `-32600 "Unauthorized"`.
    pub fn answer_summary(&self) -> String {
        let s = &self.spec;
        if self.wire.ends_with("as for no such URI") {
            return "-32002, as no such URI".to_owned();
        }
        if !self.wire.starts_with("isError") && s.kind != ErrorKind::Internal {
            if let Some(code) = self.wire.strip_prefix("error ") {
                let code = code.split(' ').next().unwrap_or(code);
                if code != "-32600" {
                    return match s.category {
                        Some(c) => format!("{code} {}", c.as_str()),
                        None => format!("{code} not found"),
                    };
                }
            }
        }
        match s.kind {
            ErrorKind::Operational => {
                let mut out = format!("isError {}", s.category.map_or("?", Category::as_str));
                if s.retryable == Some(true) {
                    out.push_str(", retry");
                    match s.retry_after_ms {
                        Some(ms) if ms % 1000 == 0 => out.push_str(&format!(" {}s", ms / 1000)),
                        Some(ms) => out.push_str(&format!(" {ms}ms")),
                        None => {}
                    }
                }
                out
            }
            ErrorKind::Security => match s.disguise {
                Some(target) => format!("as {target}"),
                None => format!(
                    "-32600 {:?}",
                    s.reply.unwrap_or(SecurityReply::Rejected).message()
                ),
            },
            ErrorKind::Internal => "-32603".to_owned(),
        }
    }
}

/// Cut `s` to `width` chars, marking the cut.
fn fit(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        s.to_owned()
    } else {
        let mut out: String = s.chars().take(width.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

impl fmt::Display for ErrorSurface {
    /// A table that fits 80 columns: tool, variant, kind, and what goes on the wire.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const TOOL: usize = 16;
        const VARIANT: usize = 19;
        const KIND: usize = 11;
        let sections = [
            ("TOOL", &self.tools),
            ("RESOURCE", &self.resources),
            ("PROMPT", &self.prompts),
        ];
        for (i, (label, surfaces)) in sections.into_iter().enumerate() {
            if i > 0 && surfaces.is_empty() {
                continue;
            }
            if i > 0 {
                writeln!(f)?;
            }
            writeln!(
                f,
                "{:<TOOL$} {:<VARIANT$} {:<KIND$} ANSWER",
                label, "VARIANT", "KIND"
            )?;
            section(f, surfaces)?;
        }
        Ok(())
    }
}

/// The rows of one section of the table.
fn section(f: &mut fmt::Formatter<'_>, surfaces: &[ToolSurface]) -> fmt::Result {
    const TOOL: usize = 16;
    const VARIANT: usize = 19;
    const KIND: usize = 11;
    const ANSWER: usize = 80 - TOOL - VARIANT - KIND - 3;
    {
        let mut previous: Option<&ToolSurface> = None;
        for tool in surfaces {
            let scopes = (!tool.scopes.is_empty()).then(|| {
                fit(
                    &format!("needs scope {}", tool.scopes.join(" ")),
                    80 - TOOL - 1,
                )
            });
            let same_rows = |p: &&ToolSurface| {
                p.error_type == tool.error_type
                    && p.variants
                        .iter()
                        .map(|r| r.spec)
                        .eq(tool.variants.iter().map(|r| r.spec))
            };
            if let Some(prev) = previous.filter(same_rows) {
                let same = format!("(same as {})", prev.name);
                writeln!(f, "{:<TOOL$} {}", fit(tool.name, TOOL), same)?;
                if let Some(scopes) = scopes {
                    writeln!(f, "{:<TOOL$} {scopes}", "")?;
                }
                continue;
            }
            previous = Some(tool);
            let mut name = fit(tool.name, TOOL);
            if let Some(scopes) = scopes {
                writeln!(f, "{name:<TOOL$} {scopes}")?;
                name = String::new();
            }
            for row in &tool.variants {
                writeln!(
                    f,
                    "{:<TOOL$} {:<VARIANT$} {:<KIND$} {}",
                    std::mem::take(&mut name),
                    fit(row.spec.variant, VARIANT),
                    row.spec.kind.as_str(),
                    fit(&row.answer_summary(), ANSWER)
                )?;
            }
        }
        Ok(())
    }
}
