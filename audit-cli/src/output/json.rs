//! The stable JSON document (`--json`): `grade` and `findings` exactly as
//! [`Report::to_json`](toolwright::audit::Report::to_json) gives them, then what was audited.

use crate::audit::Audit;
use crate::probes::shorten;
use serde_json::{json, Value};

/// The document.
pub fn document(audit: &Audit) -> Value {
    let mut doc = audit.report.to_json();
    let plan = &audit.plan;
    doc["overall"] = json!(audit.report.overall().as_str());
    doc["server"] = json!({
        "name": audit.server.name,
        "version": audit.server.version,
        "protocolVersion": audit.server.protocol_version,
        "transport": audit.transport,
        "tools": plan.tools,
        "resources": plan.resources,
        "prompts": plan.prompts,
    });
    doc["calls"] = json!(audit.calls);
    doc["skipped"] = json!(plan.skipped);
    doc["timeouts"] = audit
        .timeouts()
        .map(|o| json!({ "tool": o.probe.target, "input": shorten(&o.probe.input) }))
        .collect();
    doc["transportFailures"] = audit
        .transport_failures()
        .map(|o| json!({ "tool": o.probe.target, "input": shorten(&o.probe.input), "error": o.text }))
        .collect();
    doc["auth"] = audit
        .auth
        .iter()
        .map(|a| json!({ "sent": a.label, "status": a.status, "challenge": a.challenge, "body": a.body }))
        .collect();
    doc
}
