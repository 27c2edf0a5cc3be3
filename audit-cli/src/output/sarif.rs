//! SARIF 2.1.0 (`--sarif`): one rule per signal, one result per finding, located by a
//! logical location naming the tool (or the server).

use crate::audit::{Audit, Verdict};
use serde_json::{json, Value};
use toolwright::audit::{Severity, Signal};

/// The SARIF level of a severity.
fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::High => "error",
        Severity::Medium => "warning",
        Severity::Low => "note",
    }
}

/// The SARIF log.
pub fn document(audit: &Audit) -> Value {
    let rules: Vec<Value> = Signal::ALL
        .iter()
        .map(|s| {
            let mut properties =
                json!({ "axis": s.axis().as_str(), "severity": s.severity().as_str() });
            if let Some(category) = s.owasp_mcp() {
                properties["owasp-mcp-top-10"] = json!(category);
                properties["tags"] = json!(["security", category]);
            }
            json!({
                "id": s.id(),
                "shortDescription": { "text": s.describe() },
                "defaultConfiguration": { "level": level(s.severity()) },
                "properties": properties,
            })
        })
        .collect();
    let results: Vec<Value> = audit
        .report
        .findings()
        .iter()
        .map(|f| {
            let index = Signal::ALL.iter().position(|s| *s == f.signal);
            let (name, kind) = match &f.tool {
                Some(tool) => (tool.clone(), "function"),
                None => (audit.server.name.clone(), "module"),
            };
            let mut result = json!({
                "ruleId": f.signal.id(),
                "level": level(f.severity),
                "message": { "text": format!("{} Fix: {}", f.evidence, f.fix) },
                "locations": [{ "logicalLocations": [{ "name": name, "kind": kind }] }],
            });
            if let Some(index) = index {
                result["ruleIndex"] = json!(index);
            }
            if let Some(input) = &f.input {
                result["properties"] = json!({ "input": input });
            }
            result
        })
        .collect();
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "toolwright-audit",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }},
            "results": results,
            "invocations": [invocation(audit)],
        }],
    })
}

/// The run's invocation: successful only when complete, with a notification saying how many
/// planned calls were answered.
fn invocation(audit: &Audit) -> Value {
    let c = &audit.coverage;
    let complete = audit.verdict() != Verdict::Incomplete;
    let text = format!(
        "{} of {} planned probes answered ({} timed out, {} failed in transport, {} not run){}",
        c.answered,
        c.planned,
        c.timed_out,
        c.failed,
        c.not_run,
        if complete {
            ""
        } else {
            ": incomplete, no grade"
        }
    );
    json!({
        "executionSuccessful": complete,
        "toolExecutionNotifications": [{
            "level": if complete { "note" } else { "error" },
            "message": { "text": text },
        }],
    })
}
