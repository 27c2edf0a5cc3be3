//! The terminal report: what was audited, then the grades and findings as
//! [`Report`](toolwright::audit::Report) displays them.

use crate::audit::{Audit, Blocking, Verdict};
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
    let skills = if plan.skills.is_empty() {
        String::new()
    } else {
        format!(", {}", count(plan.skills.len(), "skill", "skills"))
    };
    let _ = writeln!(
        out,
        "offers: {}, {}, {}{skills}",
        count(plan.tools.len(), "tool", "tools"),
        count(plan.resources.len(), "resource", "resources"),
        count(plan.prompts.len(), "prompt", "prompts")
    );
    for (label, names) in [
        ("tools", &plan.tools),
        ("resources", &plan.resources),
        ("prompts", &plan.prompts),
        ("skills", &plan.skills),
    ] {
        if !names.is_empty() {
            let _ = writeln!(out, "  {label}: {}", names.join(", "));
        }
    }
    let c = &audit.coverage;
    let _ = writeln!(
        out,
        "calls: {} made; of {} planned probes {} answered, {} timed out, {} failed in \
         transport, {} not run (--max-time)",
        audit.calls, c.planned, c.answered, c.timed_out, c.failed, c.not_run
    );
    for skip in &plan.skipped {
        let _ = writeln!(
            out,
            "skipped (--allow-destructive to call): {}: {}",
            skip.tool, skip.why
        );
    }
    for why in &audit.reconnects {
        let _ = writeln!(out, "session broke: {why}");
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
    if let Blocking::Measured {
        tool,
        alone,
        kept,
        runs,
    } = &audit.blocking
    {
        let _ = writeln!(
            out,
            "head of line: tools/list took {} ms alone, {} ms during a {} ms call of {tool}{}",
            alone.as_millis(),
            kept.fast.as_millis(),
            kept.slow.as_millis(),
            if *runs > 1 {
                " (the lesser block of two runs)"
            } else {
                ""
            }
        );
    }
    let _ = writeln!(out);
    if audit.verdict() == Verdict::Incomplete {
        let _ = writeln!(
            out,
            "INCOMPLETE: {} of {} planned probes answered, under the {}% a grade needs; the \
             findings below cover only what was answered",
            c.answered,
            c.planned,
            crate::audit::ANSWERED_FLOOR
        );
    }
    let _ = write!(out, "{}", audit.report);
    out
}
