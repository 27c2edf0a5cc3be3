//! What an audit finds and how it grades: the signals of a failure design, their axis and
//! severity, the findings with their evidence, and a grade per axis.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A sign of a failure design that leaks to the model or leaves it without guidance: the
/// signals of the decision framework toolwright follows ("How SkillAudit scores handler
/// design"), each with its axis and severity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Signal {
    /// An auth failure returned as an `isError` result with auth wording.
    AuthFailureAsResult,
    /// A path rejection returned as a result with path details.
    PathDetailsAsResult,
    /// Injection detection reported to the model.
    InjectionSignalAsResult,
    /// Upstream error text (SQL, driver, HTTP client, hostnames, IPs, file paths, exception
    /// class names) in model-visible content.
    RawUpstreamText,
    /// A stack trace in model-visible content.
    StackTrace,
    /// A refusal that spells out the boundaries of a security or access policy.
    PolicyEnumeration,
    /// A validation error that repeats the rejected value.
    ValidationEchoesValue,
    /// No failure ever reaches the model as a result: everything is thrown.
    NeverReturnsResult,
    /// Operational failures with no guidance on what to do next or whether to retry.
    NoRetryGuidance,
    /// Black-box only: a tool whose listing does not say plainly whether it is destructive
    /// (listed twice with different annotations, or a `destructiveHint` that is not a
    /// boolean), so a client cannot tell whether to ask before calling it.
    AmbiguousAnnotations,
    /// Black-box only: a method the server did not declare the capability of, answered with
    /// a result instead of `-32601`.
    UnadvertisedMethodServed,
    /// Black-box only: a fast request waited behind a slow call (head-of-line blocking), so
    /// a model's quick calls time out behind one slow tool.
    HeadOfLineBlocking,
    /// White-box only: a destructive tool, not idempotent, with neither an idempotency key
    /// nor a rate limit: each retry a model makes after a failure runs it again.
    RetryUnsafe,
    /// Black-box only: a probe made the server exit, close its output, write a line that is
    /// not UTF-8 or stop answering (over HTTP: answer `5xx` or reset the connection), where
    /// it should have answered an error the model can recover from.
    CrashOnProbe,
    /// Black-box only: bad arguments answered with an internal error (`-32603`) instead of
    /// `-32602` or an `isError` result the model can correct its call from.
    InternalErrorForBadArguments,
    /// Black-box only: input that breaks the tool's own schema (a wrong type, a missing
    /// required argument, an unknown property the schema forbids) processed as a success
    /// instead of refused: the server fails open.
    MalformedInputAccepted,
    /// Black-box only: a 2026-07-28 HTTP request whose `Mcp-Method` or `Mcp-Name` header
    /// disagrees with its body, accepted: what a gateway routed on is not what ran.
    HeaderMismatchAccepted,
    /// Black-box only: a stack trace or a file path in the answer to a malformed JSON-RPC
    /// request (not a tool call: the server's own request handling).
    MalformedRequestLeak,
}

/// What a signal weighs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Axis {
    /// What the model (and whoever steers it) can learn that it must not.
    Security,
    /// What the model is told so it can recover.
    Documentation,
    /// Whether the server stays up, and answers bad input in a channel a client handles.
    Reliability,
}

/// How much a finding weighs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// 5 points.
    Low,
    /// 15 points.
    Medium,
    /// 40 points.
    High,
}

impl Signal {
    /// Every signal, in the order reports list them.
    pub const ALL: [Signal; 18] = [
        Signal::AuthFailureAsResult,
        Signal::PathDetailsAsResult,
        Signal::InjectionSignalAsResult,
        Signal::RawUpstreamText,
        Signal::StackTrace,
        Signal::PolicyEnumeration,
        Signal::ValidationEchoesValue,
        Signal::NeverReturnsResult,
        Signal::NoRetryGuidance,
        Signal::AmbiguousAnnotations,
        Signal::UnadvertisedMethodServed,
        Signal::HeadOfLineBlocking,
        Signal::RetryUnsafe,
        Signal::CrashOnProbe,
        Signal::InternalErrorForBadArguments,
        Signal::MalformedInputAccepted,
        Signal::HeaderMismatchAccepted,
        Signal::MalformedRequestLeak,
    ];

    /// The stable id, as in JSON and SARIF: `auth-failure-as-result`, ...
    pub fn id(self) -> &'static str {
        match self {
            Signal::AuthFailureAsResult => "auth-failure-as-result",
            Signal::PathDetailsAsResult => "path-details-as-result",
            Signal::InjectionSignalAsResult => "injection-signal-as-result",
            Signal::RawUpstreamText => "raw-upstream-text",
            Signal::StackTrace => "stack-trace",
            Signal::PolicyEnumeration => "policy-enumeration",
            Signal::ValidationEchoesValue => "validation-echoes-value",
            Signal::NeverReturnsResult => "never-returns-result",
            Signal::NoRetryGuidance => "no-retry-guidance",
            Signal::AmbiguousAnnotations => "ambiguous-annotations",
            Signal::UnadvertisedMethodServed => "unadvertised-method-served",
            Signal::HeadOfLineBlocking => "head-of-line-blocking",
            Signal::RetryUnsafe => "retry-unsafe",
            Signal::CrashOnProbe => "crash-on-probe",
            Signal::InternalErrorForBadArguments => "internal-error-for-bad-arguments",
            Signal::MalformedInputAccepted => "malformed-input-accepted",
            Signal::HeaderMismatchAccepted => "header-mismatch-accepted",
            Signal::MalformedRequestLeak => "malformed-request-leak",
        }
    }

    /// The signal of an id.
    pub fn from_id(id: &str) -> Option<Signal> {
        Signal::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The axis it weighs on.
    pub fn axis(self) -> Axis {
        match self {
            Signal::NeverReturnsResult
            | Signal::NoRetryGuidance
            | Signal::HeadOfLineBlocking
            | Signal::RetryUnsafe => Axis::Documentation,
            Signal::CrashOnProbe | Signal::InternalErrorForBadArguments => Axis::Reliability,
            _ => Axis::Security,
        }
    }

    /// How much it weighs.
    pub fn severity(self) -> Severity {
        match self {
            Signal::PathDetailsAsResult
            | Signal::InjectionSignalAsResult
            | Signal::StackTrace
            | Signal::CrashOnProbe
            | Signal::MalformedRequestLeak => Severity::High,
            Signal::NeverReturnsResult
            | Signal::NoRetryGuidance
            | Signal::UnadvertisedMethodServed
            | Signal::HeadOfLineBlocking => Severity::Low,
            _ => Severity::Medium,
        }
    }

    /// One line saying what it is.
    pub fn describe(self) -> &'static str {
        match self {
            Signal::AuthFailureAsResult => {
                "an auth failure returned as an isError result with auth wording"
            }
            Signal::PathDetailsAsResult => {
                "a path rejection returned as a result with path details"
            }
            Signal::InjectionSignalAsResult => "injection detection reported to the model",
            Signal::RawUpstreamText => "upstream error text in model-visible content",
            Signal::StackTrace => "a stack trace in model-visible content",
            Signal::PolicyEnumeration => {
                "a refusal that spells out the boundaries of a security or access policy"
            }
            Signal::ValidationEchoesValue => "a validation error that repeats the rejected value",
            Signal::NeverReturnsResult => {
                "no failure ever reaches the model as a result: everything is thrown"
            }
            Signal::NoRetryGuidance => {
                "an operational failure with no guidance on what to do next or whether to retry"
            }
            Signal::AmbiguousAnnotations => {
                "a tool whose listing does not say plainly whether it is destructive"
            }
            Signal::UnadvertisedMethodServed => {
                "a method served although its capability was not declared"
            }
            Signal::HeadOfLineBlocking => "a fast request waited behind a slow call",
            Signal::RetryUnsafe => {
                "a destructive, non-idempotent tool with neither an idempotency key nor a rate limit"
            }
            Signal::CrashOnProbe => {
                "a probe crashed the server or its output (exit, closed output, bad UTF-8, no answer, 5xx, reset)"
            }
            Signal::InternalErrorForBadArguments => {
                "bad arguments answered as an internal error (-32603), not -32602 or an isError result"
            }
            Signal::MalformedInputAccepted => {
                "input that breaks the tool's schema processed as a success instead of refused"
            }
            Signal::HeaderMismatchAccepted => {
                "a request whose Mcp-Method or Mcp-Name header disagrees with its body, accepted"
            }
            Signal::MalformedRequestLeak => {
                "a stack trace or file path in the answer to a malformed JSON-RPC request"
            }
        }
    }

    /// The OWASP MCP Top 10 (2025) category it falls under, where one fits: `MCP10`
    /// (context over-sharing) for what leaks, `MCP07` (authentication and authorization) for
    /// auth handled as a result, `MCP06` (intent flow subversion) for telling an injection
    /// it was caught, `MCP03` (tool poisoning) for misleading tool metadata.
    pub fn owasp_mcp(self) -> Option<&'static str> {
        match self {
            Signal::AuthFailureAsResult => {
                Some("MCP07:2025 Insufficient Authentication & Authorization")
            }
            Signal::InjectionSignalAsResult => Some("MCP06:2025 Intent Flow Subversion"),
            Signal::PathDetailsAsResult
            | Signal::RawUpstreamText
            | Signal::StackTrace
            | Signal::PolicyEnumeration
            | Signal::ValidationEchoesValue => Some("MCP10:2025 Context Injection & Over-Sharing"),
            Signal::AmbiguousAnnotations => Some("MCP03:2025 Tool Poisoning"),
            Signal::MalformedRequestLeak => Some("MCP10:2025 Context Injection & Over-Sharing"),
            Signal::MalformedInputAccepted | Signal::HeaderMismatchAccepted => {
                Some("MCP05:2025 Command Injection & Execution")
            }
            Signal::NeverReturnsResult
            | Signal::NoRetryGuidance
            | Signal::UnadvertisedMethodServed
            | Signal::HeadOfLineBlocking
            | Signal::RetryUnsafe
            | Signal::CrashOnProbe
            | Signal::InternalErrorForBadArguments => None,
        }
    }
}

impl fmt::Display for Signal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl Axis {
    /// Both axes, in report order.
    pub const ALL: [Axis; 3] = [Axis::Security, Axis::Documentation, Axis::Reliability];

    /// `security` or `documentation`.
    pub fn as_str(self) -> &'static str {
        match self {
            Axis::Security => "security",
            Axis::Documentation => "documentation",
            Axis::Reliability => "reliability",
        }
    }
}

impl Severity {
    /// `low`, `medium` or `high`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Low => "low",
            Severity::Medium => "medium",
            Severity::High => "high",
        }
    }

    /// What a finding of this severity costs its axis.
    pub fn points(self) -> u32 {
        match self {
            Severity::Low => 5,
            Severity::Medium => 15,
            Severity::High => 40,
        }
    }
}

/// A grade per axis, from the points of its findings (each signal counted once per tool):
/// A none, B up to 10 (two low findings), C up to 25 (a medium one), D up to 45 (a high
/// one), F more.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Grade {
    /// No finding.
    A,
    /// Up to 10 points.
    B,
    /// Up to 25 points.
    C,
    /// Up to 45 points.
    D,
    /// More.
    F,
}

impl Grade {
    /// The grade of `points`.
    pub fn of_points(points: u32) -> Grade {
        match points {
            0 => Grade::A,
            1..=10 => Grade::B,
            11..=25 => Grade::C,
            26..=45 => Grade::D,
            _ => Grade::F,
        }
    }

    fn rank(self) -> u8 {
        self as u8
    }

    /// Whether this grade is `other` or better (`A` is the best).
    pub fn is_at_least(self, other: Grade) -> bool {
        self.rank() <= other.rank()
    }

    /// `A` to `F`.
    pub fn as_str(self) -> &'static str {
        match self {
            Grade::A => "A",
            Grade::B => "B",
            Grade::C => "C",
            Grade::D => "D",
            Grade::F => "F",
        }
    }

    /// The grade a letter names (`a` or `A`).
    pub fn parse(letter: &str) -> Option<Grade> {
        match letter.trim().to_ascii_uppercase().as_str() {
            "A" => Some(Grade::A),
            "B" => Some(Grade::B),
            "C" => Some(Grade::C),
            "D" => Some(Grade::D),
            "F" => Some(Grade::F),
            _ => None,
        }
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One finding: the signal, where, and the evidence.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Finding {
    /// What was found.
    pub signal: Signal,
    /// Its severity (the signal's).
    pub severity: Severity,
    /// The tool (or resource URI, or prompt) it was found in; `None` for the server as a
    /// whole.
    pub tool: Option<String>,
    /// White-box: the error variant.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// Black-box: the arguments of the call that showed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input: Option<serde_json::Value>,
    /// What shows it: the model-visible text (black-box), or the template (white-box).
    pub evidence: String,
    /// What to change.
    pub fix: String,
}

impl Finding {
    /// A finding of `signal`, its severity the signal's.
    pub fn new(signal: Signal, tool: Option<&str>, evidence: impl Into<String>) -> Finding {
        Finding {
            signal,
            severity: signal.severity(),
            tool: tool.map(str::to_owned),
            variant: None,
            input: None,
            evidence: evidence.into(),
            fix: String::new(),
        }
    }
}

/// An audit's result: the findings, and from them a grade per axis.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Report {
    findings: Vec<Finding>,
}

impl Report {
    /// A report of `findings`: one per signal and tool (the first of each is kept), in
    /// signal order.
    pub fn new(findings: impl IntoIterator<Item = Finding>) -> Report {
        let mut kept: Vec<Finding> = Vec::new();
        for finding in findings {
            if !kept
                .iter()
                .any(|k| k.signal == finding.signal && k.tool == finding.tool)
            {
                kept.push(finding);
            }
        }
        kept.sort_by_key(|f| f.signal);
        Report { findings: kept }
    }

    /// The findings.
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// The grade of `axis`.
    pub fn grade(&self, axis: Axis) -> Grade {
        Grade::of_points(
            self.findings
                .iter()
                .filter(|f| f.signal.axis() == axis)
                .map(|f| f.severity.points())
                .sum(),
        )
    }

    /// The worst of the axes' grades.
    pub fn overall(&self) -> Grade {
        Axis::ALL
            .into_iter()
            .map(|axis| self.grade(axis))
            .fold(
                Grade::A,
                |worst, g| if worst.is_at_least(g) { g } else { worst },
            )
    }

    /// Panic, listing every finding, unless every axis grades `grade` or better: the
    /// assertion for a server's test suite (`tools.audit().assert_at_least(Grade::A)`).
    #[track_caller]
    pub fn assert_at_least(&self, grade: Grade) {
        if !self.overall().is_at_least(grade) {
            panic!("the failure design grades below {grade}:\n{self}");
        }
    }

    /// The report as the stable JSON document: `grade` per axis, and `findings` each with
    /// `signal`, `severity`, `tool`, `evidence`, `fix` (and `variant` or `input`).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "grade": {
                "security": self.grade(Axis::Security).as_str(),
                "documentation": self.grade(Axis::Documentation).as_str(),
                "reliability": self.grade(Axis::Reliability).as_str(),
            },
            "findings": self.findings,
        })
    }
}

impl fmt::Display for Report {
    /// Grades, then the findings from the most severe, each with its evidence and fix.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "security {}  documentation {}  reliability {}  ({} finding{})",
            self.grade(Axis::Security),
            self.grade(Axis::Documentation),
            self.grade(Axis::Reliability),
            self.findings.len(),
            if self.findings.len() == 1 { "" } else { "s" }
        )?;
        for severity in [Severity::High, Severity::Medium, Severity::Low] {
            for finding in self.findings.iter().filter(|x| x.severity == severity) {
                let place = match (&finding.tool, &finding.variant) {
                    (Some(t), Some(v)) => format!("{t} / {v}"),
                    (Some(t), None) => t.clone(),
                    (None, _) => "(server)".to_owned(),
                };
                writeln!(f, "  [{}] {} in {place}", severity.as_str(), finding.signal)?;
                writeln!(f, "      evidence: {}", finding.evidence)?;
                if let Some(input) = &finding.input {
                    writeln!(f, "      input: {input}")?;
                }
                if !finding.fix.is_empty() {
                    writeln!(f, "      fix: {}", finding.fix)?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_follow_the_points_of_distinct_findings() {
        let medium = Finding::new(Signal::PolicyEnumeration, Some("a"), "x");
        let report = Report::new([medium.clone(), medium.clone()]);
        assert_eq!(report.findings().len(), 1, "one per signal and tool");
        assert_eq!(report.grade(Axis::Security), Grade::C);
        assert_eq!(report.grade(Axis::Documentation), Grade::A);
        let high = Finding::new(Signal::StackTrace, Some("a"), "x");
        assert_eq!(Report::new([high.clone()]).grade(Axis::Security), Grade::D);
        assert_eq!(Report::new([high, medium]).grade(Axis::Security), Grade::F);
        let low = Finding::new(Signal::NoRetryGuidance, Some("a"), "x");
        let report = Report::new([low]);
        assert_eq!(report.grade(Axis::Documentation), Grade::B);
        assert_eq!(report.overall(), Grade::B);
        assert!(Grade::B.is_at_least(Grade::C) && !Grade::B.is_at_least(Grade::A));
    }

    #[test]
    fn every_signal_has_its_id_axis_and_severity() {
        for signal in Signal::ALL {
            assert_eq!(Signal::from_id(signal.id()), Some(signal));
            let json = serde_json::to_value(signal).unwrap();
            assert_eq!(json, signal.id());
        }
        assert_eq!(Signal::StackTrace.severity(), Severity::High);
        assert_eq!(Signal::NoRetryGuidance.axis(), Axis::Documentation);
    }

    #[test]
    #[should_panic(expected = "grades below A")]
    fn assert_at_least_fails_with_the_findings() {
        Report::new([Finding::new(Signal::NoRetryGuidance, Some("t"), "x")])
            .assert_at_least(Grade::A);
    }
}
