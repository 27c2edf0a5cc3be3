//! The classification contract: what `#[derive(ToolError)]` implements and what each
//! variant becomes on the wire.

use serde::Serialize;
use std::borrow::Cow;
use std::fmt;

/// What a failure becomes on the wire, fixed per variant at compile time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// A security rejection: a fixed generic JSON-RPC error (`-32600`); the model learns nothing.
    Security,
    /// An operational failure: an `isError: true` tool result with a sanitized message and
    /// retry metadata the model can act on.
    Operational,
    /// A bug or broken internals: a fixed `-32603 Internal error (ref tw-…)`.
    Internal,
}

impl ErrorKind {
    /// The lowercase name used in attributes, logs and the error surface.
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Security => "security",
            ErrorKind::Operational => "operational",
            ErrorKind::Internal => "internal",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The closed set of operational categories, each with a documented retry default.
///
/// `isRetryable` means "the same call, unchanged, may succeed later".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// The arguments are wrong; the model must change them. Not retryable.
    Validation,
    /// The thing named does not exist. Not retryable.
    NotFound,
    /// The request conflicts with the current state (already exists, stale version).
    /// Not retryable: the model must re-read state first.
    Conflict,
    /// A business rule forbids it (limits, policy the user may see). Not retryable.
    Business,
    /// The user can fix it: plan, quota, scope. Not retryable until they do.
    Permission,
    /// Too many requests. Retryable, ideally after `retryAfterMs`.
    RateLimited,
    /// The operation took too long. Retryable.
    Timeout,
    /// A passing failure downstream (5xx, connection reset). Retryable.
    Transient,
    /// A non-idempotent call may have partly happened. Not retryable: check status before
    /// re-running.
    UnknownOutcome,
    /// The user declined or dismissed what the tool asked (elicitation). Not retryable:
    /// ask the user before trying again.
    Declined,
    /// The client cannot do what the tool needs (it did not declare elicitation or
    /// sampling). Not retryable with this client.
    Unsupported,
}

impl Category {
    /// Every category, in documentation order.
    pub const ALL: [Category; 11] = [
        Category::Validation,
        Category::NotFound,
        Category::Conflict,
        Category::Business,
        Category::Permission,
        Category::RateLimited,
        Category::Timeout,
        Category::Transient,
        Category::UnknownOutcome,
        Category::Declined,
        Category::Unsupported,
    ];

    /// The wire name (`errorCategory`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Category::Validation => "validation",
            Category::NotFound => "not_found",
            Category::Conflict => "conflict",
            Category::Business => "business",
            Category::Permission => "permission",
            Category::RateLimited => "rate_limited",
            Category::Timeout => "timeout",
            Category::Transient => "transient",
            Category::UnknownOutcome => "unknown_outcome",
            Category::Declined => "declined",
            Category::Unsupported => "unsupported",
        }
    }

    /// The category whose wire name is `name`, if any.
    pub fn from_wire(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.as_str() == name)
    }

    /// Whether the same call may succeed later, unless the variant overrides it with
    /// `retryable = bool`.
    pub const fn default_retryable(self) -> bool {
        matches!(
            self,
            Category::RateLimited | Category::Timeout | Category::Transient
        )
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The closed set of replies a security variant may give. No free text, ever.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SecurityReply {
    /// `"Request rejected"` (the default).
    Rejected,
    /// `"Unauthorized"`: use one reply for a missing and a wrong credential.
    Unauthorized,
    /// `"Access denied"`.
    AccessDenied,
}

impl SecurityReply {
    /// The fixed text of the JSON-RPC error `message` this reply sends (its reference,
    /// ` (ref tw-…)`, follows it).
    pub const fn message(self) -> &'static str {
        match self {
            SecurityReply::Rejected => "Request rejected",
            SecurityReply::Unauthorized => "Unauthorized",
            SecurityReply::AccessDenied => "Access denied",
        }
    }
}

/// The compile-time description of one error variant: what the derive emits as a constant
/// and what [`ToolSet::error_surface`](crate::ToolSet::error_surface) reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VariantSpec {
    /// The variant's name, as written in the enum.
    pub variant: &'static str,
    /// Its kind.
    pub kind: ErrorKind,
    /// Operational only: the category.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<Category>,
    /// Operational only: whether the same call may succeed later.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retryable: Option<bool>,
    /// Operational only: the suggested wait before retrying.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_after_ms: Option<u64>,
    /// Operational only: the message template (`{field}` placeholders), or `"{display}"`
    /// for `message = display`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<&'static str>,
    /// Operational only: the customer message template.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub customer_message: Option<&'static str>,
    /// Operational only: the suggested action template.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggested_action: Option<&'static str>,
    /// Security only: the fixed reply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reply: Option<SecurityReply>,
    /// Security only: the operational variant whose answer this one gives.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disguise: Option<&'static str>,
    /// The fields that wrap an upstream error (`#[source]`, `#[from]`, or named `source`),
    /// by their template names: what the audit checks no template interpolates.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub upstream: &'static [&'static str],
}

impl VariantSpec {
    /// A spec with only the variant name and kind set; the derive fills in the rest.
    pub const fn new(variant: &'static str, kind: ErrorKind) -> Self {
        VariantSpec {
            variant,
            kind,
            category: None,
            retryable: None,
            retry_after_ms: None,
            message: None,
            customer_message: None,
            suggested_action: None,
            reply: None,
            disguise: None,
            upstream: &[],
        }
    }
}

/// The model-visible texts of one operational failure, rendered from the variant's templates
/// (field values already sanitized). Not public API: what the derive's `classify` builds.
#[doc(hidden)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The message for the model.
    pub message: Cow<'static, str>,
    /// A message the model may relay to the end user.
    pub customer_message: Option<Cow<'static, str>>,
    /// What to do next.
    pub suggested_action: Option<Cow<'static, str>>,
}

impl Rendered {
    /// The texts of a failure the runtime itself detects: its message, and what to do
    /// next; nothing for the end user.
    pub(crate) fn runtime(message: String, suggested_action: Option<&'static str>) -> Self {
        Rendered {
            message: Cow::Owned(message),
            customer_message: None,
            suggested_action: suggested_action.map(Cow::Borrowed),
        }
    }

    /// Texts with no field values in them.
    pub const fn fixed(
        message: &'static str,
        customer_message: Option<&'static str>,
        suggested_action: Option<&'static str>,
    ) -> Self {
        Rendered {
            message: Cow::Borrowed(message),
            customer_message: match customer_message {
                Some(m) => Some(Cow::Borrowed(m)),
                None => None,
            },
            suggested_action: match suggested_action {
                Some(m) => Some(Cow::Borrowed(m)),
                None => None,
            },
        }
    }
}

/// How one error value is answered: the variant's spec, which spec decides the wire answer
/// (the disguise target for a disguised security variant), and the rendered texts for an
/// operational answer. Not public API: what the derive's `classify` returns.
#[doc(hidden)]
#[derive(Debug, Clone)]
pub struct Classification {
    /// The variant that failed (its kind is what the server log records).
    pub spec: &'static VariantSpec,
    /// The spec whose answer goes on the wire: `spec` itself, or its disguise target.
    pub answer: &'static VariantSpec,
    /// Operational answers only: the texts.
    pub rendered: Option<Rendered>,
}

/// A classified tool error. Implement it with `#[derive(ToolError)]`, never by hand: the
/// derive checks every rule of the contract at compile time.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a classified tool error",
    label = "the error type of an #[mcp_tool], #[mcp_resource] or #[mcp_prompt] must derive `ToolError`",
    note = "define an enum with `#[derive(Debug, thiserror::Error, toolwright::ToolError)]` and mark each variant `#[error_kind(security | operational | internal)]`; wrap `{Self}` in one of its variants with `#[from]` or `#[source]`"
)]
pub trait ToolError: std::error::Error + Send + 'static {
    /// Every variant's spec, in declaration order: the audit table.
    const SURFACE: &'static [VariantSpec];

    /// Classify this value. Not public API: the derive writes it, the runtime calls it.
    #[doc(hidden)]
    fn classify(&self) -> Classification;
}

/// A tool that cannot fail.
impl ToolError for std::convert::Infallible {
    const SURFACE: &'static [VariantSpec] = &[];

    fn classify(&self) -> Classification {
        match *self {}
    }
}
