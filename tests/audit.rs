//! The white-box audit (`ToolSet::audit`): each signal it reads off an error type's
//! templates, found where the framework warns against it and nowhere else, the grades they
//! make, and the assertion a test suite uses.

use serde_json::Value;
use toolwright::audit::{Axis, Grade, Signal};
use toolwright::{mcp_tool, tools, ToolError};

/// Every way an operational variant's words can leak or leave the model without guidance.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum LeakyError {
    #[error("token rejected")]
    #[error_kind(
        operational,
        category = "permission",
        message = "Invalid API token.",
        suggested_action = "Send a valid token."
    )]
    BadToken,

    #[error("{0} escapes the sandbox")]
    #[error_kind(
        operational,
        category = "validation",
        message = "That path is outside the sandbox directory.",
        suggested_action = "Pick a path inside it."
    )]
    Outside(String),

    #[error("injection in {0}")]
    #[error_kind(
        operational,
        category = "validation",
        message = "Prompt injection detected in the query.",
        suggested_action = "Rephrase the query."
    )]
    Injection(String),

    #[error("database: {0}")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The database failed: {0}.",
        suggested_action = "Retry later."
    )]
    Db(#[source] std::io::Error),

    #[error("role check failed")]
    #[error_kind(
        operational,
        category = "permission",
        message = "Only users in roles admin, auditor may export.",
        suggested_action = "Ask an admin."
    )]
    Roles,

    #[error("bad email {email}")]
    #[error_kind(
        operational,
        category = "validation",
        message = "Invalid email {email}.",
        suggested_action = "Send an address with an @."
    )]
    Email { email: String },

    #[error("failed")]
    #[error_kind(operational, category = "business", message = "Operation failed.")]
    Failed,
}

/// Looks things up, badly.
#[mcp_tool]
async fn leaky(id: String) -> Result<String, LeakyError> {
    Err(LeakyError::Outside(id))
}

/// Only security and internal failures: nothing the model can act on.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum ThrowError {
    #[error("denied")]
    #[error_kind(security)]
    Denied,
    #[error("broken")]
    #[error_kind(internal)]
    Broken,
}

/// Throws every failure.
#[mcp_tool]
async fn thrower(id: String) -> Result<String, ThrowError> {
    let _ = id;
    Err(ThrowError::Broken)
}

#[test]
fn each_signal_is_found_in_the_variant_that_shows_it_with_its_template_and_fix() {
    let report = tools![leaky].audit();
    let found: Vec<(Signal, Option<&str>, Option<&str>)> = report
        .findings()
        .iter()
        .map(|f| (f.signal, f.tool.as_deref(), f.variant.as_deref()))
        .collect();
    let leaky = Some("leaky");
    assert_eq!(
        found,
        [
            (Signal::AuthFailureAsResult, leaky, Some("BadToken")),
            (Signal::PathDetailsAsResult, leaky, Some("Outside")),
            (Signal::InjectionSignalAsResult, leaky, Some("Injection")),
            (Signal::RawUpstreamText, leaky, Some("Db")),
            (Signal::PolicyEnumeration, leaky, Some("Roles")),
            (Signal::ValidationEchoesValue, leaky, Some("Email")),
            (Signal::NoRetryGuidance, leaky, Some("Failed")),
        ],
        "{report}"
    );
    let upstream = &report.findings()[3];
    assert_eq!(
        upstream.evidence, "\"The database failed: {0}.\" ({0})",
        "the template, and what in it matched"
    );
    assert!(
        upstream.fix.contains("`{0}` is the upstream error of `Db`"),
        "{}",
        upstream.fix
    );
    // High: path 40 + injection 40; medium: auth, upstream, policy, echo 15 each.
    assert_eq!(report.grade(Axis::Security), Grade::F);
    assert_eq!(report.grade(Axis::Documentation), Grade::B);
}

#[test]
fn a_server_whose_own_failures_are_all_thrown_never_returns_a_result() {
    let report = tools![thrower].audit();
    assert_eq!(report.findings().len(), 1, "{report}");
    let finding = &report.findings()[0];
    assert_eq!(finding.signal, Signal::NeverReturnsResult);
    assert_eq!(finding.tool, None);
    assert_eq!(
        finding.evidence,
        "2 failure variants, none operational: Denied, Broken"
    );
    assert_eq!(report.grade(Axis::Security), Grade::A);
    assert_eq!(report.grade(Axis::Documentation), Grade::B);
    report.assert_at_least(Grade::B);
}

#[test]
fn the_report_serializes_to_the_stable_document() {
    let json = tools![thrower].audit().to_json();
    assert_eq!(
        json,
        serde_json::json!({
            "grade": {"security": "A", "documentation": "B", "reliability": "A"},
            "findings": [{
                "signal": "never-returns-result",
                "severity": "low",
                "tool": Value::Null,
                "evidence": "2 failure variants, none operational: Denied, Broken",
                "fix": "classify the failures the model can act on (not found, rate limited, timeout, bad values) as `#[error_kind(operational, ...)]`, with a message and a suggested action",
            }],
        })
    );
}

#[test]
#[should_panic(expected = "the failure design grades below A")]
fn assert_at_least_fails_a_test_suite_below_the_grade() {
    tools![leaky].audit().assert_at_least(Grade::A);
}

/// Refunds, charges and reads, each made retry-safe one way or not at all.
mod retry {
    use std::convert::Infallible;
    use toolwright::mcp_tool;

    /// Destructive, and nothing makes its retry safe.
    #[mcp_tool(destructive)]
    pub async fn wipe(table: String) -> Result<String, Infallible> {
        Ok(table)
    }

    /// Destructive, idempotent = false said out loud: flagged the same.
    #[mcp_tool(destructive, idempotent = false)]
    pub async fn refund(order: String) -> Result<String, Infallible> {
        Ok(order)
    }

    /// A client key.
    #[mcp_tool(destructive, idempotency_key = charge_id)]
    pub async fn charge(charge_id: String) -> Result<String, Infallible> {
        Ok(charge_id)
    }

    /// A limit.
    #[mcp_tool(destructive, rate_limit = "10/minute")]
    pub async fn mail(to: String) -> Result<String, Infallible> {
        Ok(to)
    }

    /// A repeat changes nothing.
    #[mcp_tool(destructive, idempotent)]
    pub async fn set_flag(on: bool) -> Result<bool, Infallible> {
        Ok(on)
    }

    /// Not declared destructive (no hint): the audit goes by what a tool declares.
    #[mcp_tool]
    pub async fn note(text: String) -> Result<String, Infallible> {
        Ok(text)
    }
}

#[test]
fn a_destructive_tool_without_key_limit_or_idempotence_is_retry_unsafe_and_only_it() {
    use retry::*;
    let set = tools![wipe, refund, charge, mail, set_flag, note];
    let report = set.audit();
    let flagged: Vec<(Signal, Option<&str>)> = report
        .findings()
        .iter()
        .map(|f| (f.signal, f.tool.as_deref()))
        .collect();
    assert_eq!(
        flagged,
        [
            (Signal::RetryUnsafe, Some("wipe")),
            (Signal::RetryUnsafe, Some("refund")),
        ],
        "{report}"
    );
    assert_eq!(report.grade(Axis::Security), Grade::A);
    assert_ne!(report.grade(Axis::Documentation), Grade::A, "{report}");
    let finding = &report.findings()[0];
    assert_eq!(
        finding.evidence,
        "destructive, not idempotent, no idempotency key, no rate limit"
    );
    assert!(
        finding.fix.contains("idempotency_key = <argument>"),
        "{}",
        finding.fix
    );
    assert!(
        finding.fix.contains("rate_limit = \"N/minute\""),
        "{}",
        finding.fix
    );
    // The surface says why the others are safe, and lists what a key or a limit answers.
    let surface = serde_json::to_value(set.error_surface()).unwrap();
    let retry_of = |i: usize| surface["tools"][i]["retry"].clone();
    assert_eq!(
        retry_of(2),
        serde_json::json!({"destructive": true, "idempotent": false, "idempotencyKey": "charge_id"})
    );
    assert_eq!(
        retry_of(3),
        serde_json::json!({"destructive": true, "idempotent": false, "rateLimit": "10/minute"})
    );
    let rows = |i: usize| -> Vec<String> {
        surface["tools"][i]["variants"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["variant"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        rows(2)[3..],
        [
            "<idempotency key invalid>",
            "<idempotency key reused>",
            "<idempotency key in progress>",
            "<idempotency key interrupted>",
            "<idempotency key forgotten>",
            "<idempotency key timed out>"
        ]
    );
    assert_eq!(rows(3)[3..], ["<rate limited>"]);
}
