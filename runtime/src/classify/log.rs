//! The failure log line: what failed (`tool call failed`, `resource read failed`, `prompt get
//! failed`, or `… rejected`), who asked, the variant, the kind, the correlation id, and the
//! error's whole chain, which the client never sees.

use crate::caller::Caller;
use crate::error::ErrorKind;
use std::borrow::Cow;
use std::error::Error as StdError;
use std::fmt::Write as _;

/// The full Display and source chain of an error, for the server log only. A source whose
/// text the chain already shows (thiserror's `#[error("..: {0}")]` with `#[source]`) is not
/// repeated.
fn chain(err: &dyn StdError) -> String {
    let mut out = err.to_string();
    let mut source = err.source();
    while let Some(s) = source {
        let text = s.to_string();
        if !out.contains(&text) {
            let _ = write!(out, ": {text}");
        }
        source = s.source();
    }
    out
}

/// The `error` field of a failure log line. An error's chain is formatted only when a
/// subscriber records the event (tracing evaluates field values after its enabled check), so
/// a call whose log line is filtered out does not pay for it.
#[derive(Clone, Copy)]
pub(super) enum Detail<'a> {
    Text(&'a str),
    Chain(&'a dyn StdError),
}

impl<'a> Detail<'a> {
    pub(super) fn text(self) -> Cow<'a, str> {
        match self {
            Detail::Text(text) => Cow::Borrowed(text),
            Detail::Chain(err) => Cow::Owned(chain(err)),
        }
    }
}

/// What a logged failure is a failure of: the log line says so (`tool call failed`,
/// `resource read failed`, `prompt get failed`) and names it in a field of that name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Of {
    Tool,
    Read,
    Prompt,
}

/// Who asked, in a log line: the caller's subject, or `-` without one.
struct Asker<'a>(Option<&'a Caller>);

impl std::fmt::Display for Asker<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.map_or("-", Caller::subject))
    }
}

/// Log a failure server-side with everything the client must not see.
pub(super) fn log_failure(
    tool: &str,
    variant: &str,
    kind: ErrorKind,
    id: &str,
    detail: Detail<'_>,
) {
    log_failure_of(Of::Tool, tool, None, variant, kind, id, detail);
}

/// [`log_failure`] of a tool call, a read or a prompt, with its caller.
pub(super) fn log_failure_of(
    of: Of,
    name: &str,
    caller: Option<&Caller>,
    variant: &str,
    kind: ErrorKind,
    id: &str,
    detail: Detail<'_>,
) {
    let caller = Asker(caller);
    // The detail (a chain of sources) is rendered only when the event is enabled.
    macro_rules! failure {
        ($level:ident, $field:ident, $kind:literal, $message:literal) => {
            tracing::$level!(
                target: "toolwright",
                $field = name, caller = %caller, variant, kind = $kind, correlation_id = id,
                error = &*detail.text(), $message
            )
        };
    }
    match (of, kind) {
        (Of::Tool, ErrorKind::Security) => failure!(warn, tool, "security", "tool call rejected"),
        (Of::Tool, ErrorKind::Internal) => failure!(error, tool, "internal", "tool call failed"),
        (Of::Tool, ErrorKind::Operational) => {
            failure!(info, tool, "operational", "tool call failed")
        }
        (Of::Read, ErrorKind::Security) => {
            failure!(warn, resource, "security", "resource read rejected")
        }
        (Of::Read, ErrorKind::Internal) => {
            failure!(error, resource, "internal", "resource read failed")
        }
        (Of::Read, ErrorKind::Operational) => {
            failure!(info, resource, "operational", "resource read failed")
        }
        (Of::Prompt, ErrorKind::Security) => {
            failure!(warn, prompt, "security", "prompt get rejected")
        }
        (Of::Prompt, ErrorKind::Internal) => {
            failure!(error, prompt, "internal", "prompt get failed")
        }
        (Of::Prompt, ErrorKind::Operational) => {
            failure!(info, prompt, "operational", "prompt get failed")
        }
    }
}
