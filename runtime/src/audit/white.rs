//! The white-box audit: the signals read off what the macros know of every failure, its
//! kind, templates and upstream fields ([`ErrorSurface::audit`]). The compile rules already
//! keep a security or internal failure off the model's channel and its text fixed; what
//! they allow and the framework warns against is in an operational variant's words.

use super::report::{Finding, Report, Signal};
use super::text;
use super::{ErrorSurface, RetrySafety, ToolSurface};
use crate::error::{Category, ErrorKind, VariantSpec};

impl ErrorSurface {
    /// Grade this failure design: every operational variant's templates against the
    /// signals (auth wording, path rejections, injection detection, policy boundaries,
    /// upstream fields or values interpolated, no guidance), and the server as a whole (its
    /// own failures, when it has some, never reach the model as results). Security and
    /// internal variants answer with fixed texts on the protocol channel, so they never
    /// find anything.
    pub fn audit(&self) -> Report {
        let mut findings = Vec::new();
        for tool in &self.tools {
            audit_surface(tool, true, &mut findings);
            if tool
                .retry
                .as_ref()
                .is_some_and(RetrySafety::unsafe_to_retry)
            {
                let mut finding = Finding::new(
                    Signal::RetryUnsafe,
                    Some(tool.name),
                    "destructive, not idempotent, no idempotency key, no rate limit".to_owned(),
                );
                finding.fix = "take the client's key for the operation, \
                               `#[mcp_tool(idempotency_key = <argument>)]`, so a retry answers \
                               the first call's outcome; or limit it, `rate_limit = \"N/minute\"`; \
                               or declare `idempotent` if a repeat changes nothing"
                    .into();
                findings.push(finding);
            }
        }
        for surface in self.resources.iter().chain(&self.prompts) {
            audit_surface(surface, false, &mut findings);
        }
        // The server's own variants (not the runtime's `<..>` rows): some, none operational.
        let own: Vec<&VariantSpec> = self
            .tools
            .iter()
            .flat_map(|t| &t.variants)
            .map(|r| &r.spec)
            .filter(|s| !s.variant.starts_with('<'))
            .collect();
        if !own.is_empty() && own.iter().all(|s| s.kind != ErrorKind::Operational) {
            let mut finding = Finding::new(
                Signal::NeverReturnsResult,
                None,
                format!(
                    "{} failure variants, none operational: {}",
                    own.len(),
                    own.iter().map(|s| s.variant).collect::<Vec<_>>().join(", ")
                ),
            );
            finding.fix = "classify the failures the model can act on (not found, rate limited, \
                           timeout, bad values) as `#[error_kind(operational, ...)]`, with a \
                           message and a suggested action"
                .into();
            findings.push(finding);
        }
        Report::new(findings)
    }
}

/// The findings of one tool, resource or prompt. `result`: its operational failures are
/// `isError` results (a tool's), not JSON-RPC errors (a read's, a prompt's).
fn audit_surface(surface: &ToolSurface, result: bool, findings: &mut Vec<Finding>) {
    for row in &surface.variants {
        let spec = &row.spec;
        if spec.kind != ErrorKind::Operational || spec.variant.starts_with('<') {
            continue;
        }
        let texts: Vec<&str> = [spec.message, spec.customer_message, spec.suggested_action]
            .into_iter()
            .flatten()
            .collect();
        let mut add = |signal: Signal, evidence: String, fix: String| {
            let mut finding = Finding::new(signal, Some(surface.name), evidence);
            finding.variant = Some(spec.variant.to_owned());
            finding.fix = fix;
            findings.push(finding);
        };
        let security = format!(
            "make `{}` `#[error_kind(security)]` (a fixed reply on the protocol channel; the log keeps the details), or `disguise = ` an operational sibling",
            spec.variant
        );
        for text in &texts {
            if result {
                if let Some(m) = text::auth_wording(text) {
                    add(Signal::AuthFailureAsResult, quote(text, &m), format!(
                        "make `{}` `#[error_kind(security, reply = \"unauthorized\")]`, or declare the tool's `scopes = [...]` and let the runtime refuse the caller",
                        spec.variant
                    ));
                }
                if let Some(m) = text::path_rejection_wording(text) {
                    add(
                        Signal::PathDetailsAsResult,
                        quote(text, &m),
                        security.clone(),
                    );
                }
                if let Some(m) = text::injection_signal(text) {
                    add(Signal::InjectionSignalAsResult, quote(text, &m), format!(
                        "make `{}` `#[error_kind(security)]` with the default reply: the model must not learn that it tripped a check",
                        spec.variant
                    ));
                }
            }
            if let Some(m) = text::policy_enumeration(text) {
                add(Signal::PolicyEnumeration, quote(text, &m), security.clone());
            }
            if let Some(field) = spec.upstream.iter().find(|f| uses_field(text, f)) {
                add(Signal::RawUpstreamText, quote(text, &format!("{{{field}}}")), format!(
                    "`{{{field}}}` is the upstream error of `{}`: write the message without it; the server log records the source",
                    spec.variant
                ));
            }
            if spec.category == Some(Category::Validation) {
                if let Some(field) = placeholder(text).filter(|f| !names_a_rule(f)) {
                    add(Signal::ValidationEchoesValue, quote(text, &field), format!(
                        "name what is wrong (the argument, the rule), not the value: drop `{field}` from `{}`'s templates",
                        spec.variant
                    ));
                }
            }
        }
        let guided = spec.suggested_action.is_some()
            || spec.retryable == Some(true)
            || spec
                .message
                .is_some_and(|m| text::has_guidance(m) || text::reads_as_validation(m));
        if !guided {
            add(
                Signal::NoRetryGuidance,
                spec.message.unwrap_or("(no message)").to_owned(),
                format!(
                    "give `{}` a `suggested_action = \"...\"` saying what to do next",
                    spec.variant
                ),
            );
        }
    }
}

/// Whether placeholder `{field}` names a bound of the rule (`{limit}`, `{max_len}`), which a
/// validation message should state, rather than the rejected value. A heuristic on the
/// field's name: the audit cannot see where a value comes from.
fn names_a_rule(field: &str) -> bool {
    const RULE: [&str; 7] = [
        "limit", "max", "min", "allowed", "expected", "bound", "range",
    ];
    let name = field.trim_matches(['{', '}']).to_ascii_lowercase();
    RULE.iter().any(|r| name.contains(r))
}

/// `text` with what matched in it named.
fn quote(text: &str, matched: &str) -> String {
    format!("\"{text}\" ({matched})")
}

/// Whether template `text` interpolates `field` (`{field}`, not `{{field}}`).
fn uses_field(text: &str, field: &str) -> bool {
    let needle = format!("{{{field}}}");
    text.match_indices(&needle)
        .any(|(i, _)| !text[..i].ends_with('{'))
}

/// The first `{field}` placeholder of template `text` (`{{` is a brace), if any.
fn placeholder(text: &str) -> Option<String> {
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        if let Some(escaped) = after.strip_prefix('{') {
            rest = escaped;
            continue;
        }
        let close = after.find('}')?;
        return Some(format!("{{{}}}", &after[..close]));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_skip_escaped_braces() {
        assert_eq!(placeholder("{{literal}} then {0}.").as_deref(), Some("{0}"));
        assert_eq!(placeholder("No {{braces}} here."), None);
        assert!(uses_field("failed: {source}", "source"));
        assert!(!uses_field("failed: {{source}}", "source"));
        assert!(names_a_rule("{limit}") && names_a_rule("{max_len}"));
        assert!(!names_a_rule("{0}") && !names_a_rule("{email}"));
    }
}
