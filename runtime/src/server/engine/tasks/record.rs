//! A task as the store keeps it, and as the client reads it.

use crate::server::response::outcome_member;
use crate::store::{decode_outcome, encode_outcome};
use crate::wire::Outcome;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt::Write as _;
use std::time::{SystemTime, UNIX_EPOCH};

/// Where a task is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Status {
    Working,
    InputRequired,
    Completed,
    Failed,
    Cancelled,
}

impl Status {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Status::Working => "working",
            Status::InputRequired => "input_required",
            Status::Completed => "completed",
            Status::Failed => "failed",
            Status::Cancelled => "cancelled",
        }
    }

    /// Once reached, a task's state does not change.
    pub(crate) fn is_terminal(self) -> bool {
        matches!(self, Status::Completed | Status::Failed | Status::Cancelled)
    }
}

/// One task, as stored (JSON text under its id).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Record {
    /// A digest of the caller's subject (`None`: no caller); a task is its caller's only.
    pub(crate) owner: Option<String>,
    /// The tool it runs.
    pub(crate) tool: String,
    pub(crate) status: Status,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) message: Option<String>,
    /// Milliseconds since the epoch.
    pub(crate) created: u64,
    pub(crate) updated: u64,
    pub(crate) ttl_ms: u64,
    pub(crate) poll_ms: u64,
    /// Until when the replica running it answers for it (milliseconds since the epoch).
    pub(crate) lease: u64,
    /// The questions outstanding (`inputRequests`), by key.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub(crate) inputs: Map<String, Value>,
    /// Answers `tasks/update` brought that the running handler has not taken yet.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub(crate) answers: Map<String, Value>,
    /// How the task ended (a result or a JSON-RPC error), in the one encoding of a kept
    /// outcome ([`crate::store::encode_outcome`]): rendered when read, as the direct call
    /// would have answered it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) outcome: Option<String>,
    /// The rendered result object of a task an earlier release ended (read, never written).
    #[serde(default, rename = "result", skip_serializing_if = "Option::is_none")]
    pub(crate) earlier_result: Option<String>,
    /// The rendered error object of a task an earlier release ended (read, never written).
    #[serde(default, rename = "error", skip_serializing_if = "Option::is_none")]
    pub(crate) earlier_error: Option<String>,
}

impl Record {
    pub(crate) fn parse(text: &str) -> Option<Record> {
        serde_json::from_str(text).ok()
    }

    pub(crate) fn text(&self) -> String {
        serde_json::to_string(self).expect("a record serializes")
    }

    /// Move to `status` now (nothing moves a task out of a terminal status).
    pub(crate) fn set(&mut self, status: Status) -> bool {
        if self.status.is_terminal() || self.status == status {
            return false;
        }
        self.status = status;
        self.updated = now_ms();
        true
    }

    /// End the task with `outcome`: `completed` with a result, `failed` with an error (the
    /// same as the direct call's answer). Whether it changed.
    pub(crate) fn end(&mut self, outcome: &Outcome) -> bool {
        if self.status.is_terminal() {
            return false;
        }
        let status = match outcome {
            Outcome::Error(_) => Status::Failed,
            _ => Status::Completed,
        };
        self.outcome = encode_outcome(outcome);
        self.inputs.clear();
        self.answers.clear();
        self.set(status)
    }

    /// The members every rendering shares: `taskId` through `pollIntervalMs`.
    fn members(&self, id: &str, out: &mut String) {
        let text = |v: &str| serde_json::to_string(v).expect("strings serialize");
        let _ = write!(
            out,
            r#""taskId":{},"status":"{}","#,
            text(id),
            self.status.as_str()
        );
        if let Some(message) = &self.message {
            let _ = write!(out, r#""statusMessage":{},"#, text(message));
        }
        let _ = write!(
            out,
            r#""createdAt":"{}","lastUpdatedAt":"{}","ttlMs":{},"pollIntervalMs":{}"#,
            iso8601(self.created),
            iso8601(self.updated),
            self.ttl_ms,
            self.poll_ms
        );
    }

    /// The `CreateTaskResult` (flat: `Result & Task`, `resultType: "task"`).
    pub(crate) fn created(&self, id: &str, meta: &str) -> String {
        let mut out = String::from(r#"{"resultType":"task","#);
        self.members(id, &mut out);
        out.push_str(meta);
        out.push('}');
        out
    }

    /// What `tasks/get` answers: the task, and its questions, result or error (the result
    /// carrying `server_info`, as the direct call's).
    pub(crate) fn detailed(&self, id: &str, meta: &str, server_info: &Value) -> String {
        let mut out = String::from(r#"{"resultType":"complete","#);
        self.detail(id, server_info, &mut out);
        out.push_str(meta);
        out.push('}');
        out
    }

    /// The params of `notifications/tasks`: the task as `tasks/get` shows it, tagged with
    /// the subscription's `_meta`.
    pub(crate) fn notification(&self, id: &str, meta: &str, server_info: &Value) -> String {
        let mut out = String::from("{");
        self.detail(id, server_info, &mut out);
        out.push_str(meta);
        out.push('}');
        out
    }

    fn detail(&self, id: &str, server_info: &Value, out: &mut String) {
        self.members(id, out);
        if let Status::InputRequired = self.status {
            if !self.inputs.is_empty() {
                out.push_str(r#","inputRequests":"#);
                out.push_str(&serde_json::to_string(&self.inputs).expect("JSON serializes"));
            }
            return;
        }
        let rendered = match self.outcome.as_deref().and_then(decode_outcome) {
            Some(outcome) => Some(outcome_member(outcome, Some(server_info))),
            None => (self.earlier_result.clone().map(Ok))
                .or_else(|| self.earlier_error.clone().map(Err)),
        };
        match rendered {
            Some(Ok(result)) if self.status == Status::Completed => {
                out.push_str(r#","result":"#);
                out.push_str(&result);
            }
            Some(Err(error)) if self.status == Status::Failed => {
                out.push_str(r#","error":"#);
                out.push_str(&error);
            }
            _ => {}
        }
    }
}

/// Milliseconds since the epoch.
pub(crate) fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// `ms` since the epoch as ISO 8601 in UTC, to the millisecond: `2026-11-26T10:55:01.123Z`.
pub(crate) fn iso8601(ms: u64) -> String {
    let secs = ms / 1000;
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let rem = secs % 86_400;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        ms % 1000
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_iso_8601_utc() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(iso8601(951_782_400_000), "2000-02-29T00:00:00.000Z");
        assert_eq!(iso8601(1_795_689_344_123), "2026-11-26T10:35:44.123Z");
    }

    fn working() -> Record {
        Record::parse(r#"{"owner":null,"tool":"export","status":"working","created":0,"updated":0,"ttl_ms":1000,"poll_ms":500,"lease":0}"#)
            .expect("a record")
    }

    #[test]
    fn an_ended_task_keeps_its_outcome_in_the_kept_encoding_and_renders_it_when_read() {
        let info = serde_json::json!({"name": "s", "version": "1"});
        let mut done = working();
        let result = Outcome::Result(crate::wire::ToolResult {
            content: vec![crate::wire::ContentBlock::text("Exported 3 rows.")],
            ..crate::wire::ToolResult::default()
        });
        assert!(done.end(&result));
        assert_eq!(done.status, Status::Completed);
        assert_eq!(
            done.outcome,
            encode_outcome(&result),
            "the one encoding a key keeps too"
        );
        assert!(
            !done.text().contains("serverInfo"),
            "kept era-neutral: {}",
            done.text()
        );
        assert!(!done.end(&result), "an ended task does not end again");
        let read = done.detailed("t1", "", &info);
        assert!(
            read.ends_with(r#","result":{"content":[{"type":"text","text":"Exported 3 rows."}],"_meta":{"io.modelcontextprotocol/serverInfo":{"name":"s","version":"1"}},"resultType":"complete"}}"#),
            "{read}"
        );
        let mut failed = working();
        let error = Outcome::Error(crate::wire::ProtocolError::new(-32001, "Unauthorized"));
        assert!(failed.end(&error));
        assert_eq!(failed.status, Status::Failed);
        let read = failed.detailed("t2", "", &info);
        assert!(
            read.ends_with(r#","error":{"code":-32001,"message":"Unauthorized"}}"#),
            "{read}"
        );
    }

    #[test]
    fn a_task_an_earlier_release_ended_reads_as_it_wrote_it() {
        let text = r#"{"owner":null,"tool":"export","status":"completed","created":0,"updated":0,"ttl_ms":1000,"poll_ms":500,"lease":0,"result":"{\"content\":[],\"resultType\":\"complete\"}"}"#;
        let earlier = Record::parse(text).expect("an earlier record");
        let read = earlier.detailed("t3", "", &Value::Null);
        assert!(
            read.ends_with(r#","result":{"content":[],"resultType":"complete"}}"#),
            "{read}"
        );
        assert_eq!(earlier.text(), text, "kept as it was through a rewrite");
    }
}
