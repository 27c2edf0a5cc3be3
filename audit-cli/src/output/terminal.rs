//! The terminal report: what was audited, then the grades and findings as
//! [`Report`](toolwright::audit::Report) displays them.

use crate::audit::Audit;
use crate::probes::shorten;
use std::fmt::Write;

/// The report.
pub fn render(audit: &Audit) -> String {
    let mut out = String::new();
    let s = &audit.server;
    let plan = &audit.plan;
    let _ = writeln!(
        out,
        "server: {} {} ({}, protocol {})",
        s.name, s.version, audit.transport, s.protocol_version
    );
    let count =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let _ = writeln!(
        out,
        "offers: {}, {}, {}",
        count(plan.tools.len(), "tool", "tools"),
        count(plan.resources.len(), "resource", "resources"),
        count(plan.prompts.len(), "prompt", "prompts")
    );
    for (label, names) in [
        ("tools", &plan.tools),
        ("resources", &plan.resources),
        ("prompts", &plan.prompts),
    ] {
        if !names.is_empty() {
            let _ = writeln!(out, "  {label}: {}", names.join(", "));
        }
    }
    let timeouts = audit.timeouts().count();
    let _ = writeln!(out, "calls: {} ({timeouts} timed out)", audit.calls);
    if !plan.skipped.is_empty() {
        let _ = writeln!(
            out,
            "skipped (destructive, --allow-destructive to call): {}",
            plan.skipped.join(", ")
        );
    }
    for o in audit.timeouts() {
        let _ = writeln!(
            out,
            "timed out: {} {}",
            o.probe.target,
            shorten(&o.probe.input)
        );
    }
    for o in audit.transport_failures() {
        let _ = writeln!(
            out,
            "no answer: {} {}: {}",
            o.probe.target,
            shorten(&o.probe.input),
            o.text
        );
    }
    for a in &audit.auth {
        let challenge = if a.challenge {
            ", WWW-Authenticate"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "tools/list with {}: HTTP {}{challenge}",
            a.label, a.status
        );
    }
    for note in &plan.notes {
        let _ = writeln!(out, "note: {note}");
    }
    let _ = writeln!(out);
    let _ = write!(out, "{}", audit.report);
    out
}
