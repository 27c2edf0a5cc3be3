//! The stable JSON document (`--json`): `grade` and `findings` exactly as
//! [`Report::to_json`](toolwright::audit::Report::to_json) gives them, then the verdict, how
//! many calls were answered, and what was audited.

use crate::audit::{probe_json, Audit, Blocking};
use crate::probes::shorten;
use serde_json::{json, Value};

/// The document.
pub fn document(audit: &Audit) -> Value {
    let mut doc = audit.report.to_json();
    let plan = &audit.plan;
    let c = &audit.coverage;
    doc["overall"] = json!(audit.verdict().as_str());
    doc["complete"] = json!(c.complete());
    doc["coverage"] = json!({
        "planned": c.planned,
        "answered": c.answered,
        "timedOut": c.timed_out,
        "transportFailed": c.failed,
        "notRun": c.not_run,
        "floorPercent": crate::audit::ANSWERED_FLOOR,
    });
    doc["server"] = json!({
        "name": audit.server.name,
        "version": audit.server.version,
        "protocolVersion": audit.server.protocol_version,
        "transport": audit.transport,
        "tools": plan.tools,
        "resources": plan.resources,
        "prompts": plan.prompts,
        "skills": plan.skills,
    });
    doc["calls"] = json!(audit.calls);
    doc["skipped"] = plan.skipped.iter().map(|s| json!(s.tool)).collect();
    doc["skipReasons"] = plan
        .skipped
        .iter()
        .map(|s| (s.tool.clone(), json!(s.why)))
        .collect::<serde_json::Map<_, _>>()
        .into();
    doc["timeouts"] = audit
        .timeouts()
        .map(|o| json!({ "tool": o.probe.target, "input": shorten(&o.probe.input) }))
        .collect();
    doc["transportFailures"] = audit
        .transport_failures()
        .map(|o| json!({ "tool": o.probe.target, "input": shorten(&o.probe.input), "error": o.text }))
        .collect();
    doc["notRun"] = audit.not_run.iter().map(probe_json).collect();
    doc["reconnects"] = json!(audit.reconnects);
    doc["headOfLine"] = match &audit.blocking {
        Blocking::NotMeasured(why) => json!({ "measured": false, "why": why }),
        Blocking::Measured {
            tool,
            alone,
            kept,
            runs,
        } => json!({
            "measured": true,
            "tool": tool,
            "slowMs": kept.slow.as_millis() as u64,
            "aloneMs": alone.as_millis() as u64,
            "duringMs": kept.fast.as_millis() as u64,
            "after": kept.after,
            "runs": runs,
        }),
    };
    doc["notes"] = json!(plan.notes);
    doc["auth"] = audit
        .auth
        .iter()
        .map(|a| json!({ "sent": a.label, "status": a.status, "challenge": a.challenge, "body": a.body }))
        .collect();
    doc
}
