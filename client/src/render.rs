//! A call's outcome as the tool result an agent loop hands back to the model: what failed,
//! what to do next, and nothing the model must not read. The text is the same for every
//! shape: Anthropic's `tool_result`, OpenAI's Chat Completions `tool` message and Responses
//! `function_call_output`, and rmcp's `CallToolResult` (feature `rmcp`).
//!
//! What the model reads of a tool's failure (`isError: true`) is the text the server wrote
//! for it, with its suggested action and wait added when the text does not say them. Of any
//! other failure (a JSON-RPC error, an HTTP status, a lost connection) it reads the client's
//! own sentence, with the server's reference: an error's message may hold a stack trace or a
//! path, and is never passed on.

use crate::client::Output;
use crate::failure::{Failure, FailureKind};
use serde_json::{json, Value};
use toolwright::wire::codes;
use toolwright::Category;

impl Failure {
    /// What the model reads of this failure of a call of `tool`.
    pub fn for_model(&self, tool: &str) -> String {
        let mut text = match &self.kind {
            FailureKind::Tool if self.message.trim().is_empty() => {
                format!("The tool `{tool}` failed without saying why.")
            }
            FailureKind::Tool => self.message.clone(),
            FailureKind::Rejected { code, .. } => rejected(tool, *code, self.category),
            FailureKind::Http { status } => http(tool, *status),
            FailureKind::TimedOut => format!(
                "No answer came from `{tool}` in time. It may or may not have taken effect: check before calling it again."
            ),
            FailureKind::Disconnected { sent: false } => {
                format!("The server of `{tool}` could not be reached; the call did not run.")
            }
            FailureKind::Disconnected { sent: true } => format!(
                "The connection to the server of `{tool}` was lost before its answer. It may or may not have taken effect: check before calling it again."
            ),
            FailureKind::Garbled => format!(
                "The answer of `{tool}` could not be read. It may or may not have taken effect: check before calling it again."
            ),
        };
        if let Some(action) = &self.suggested_action {
            if !text.contains(action.as_str()) {
                text.push_str("\nNext: ");
                text.push_str(action);
            }
        }
        // The wait is in `_meta`, which most hosts never show the model: said in words.
        if let (Some(wait), Some(true)) = (self.retry_after, self.retryable) {
            let seconds = wait.as_millis().div_ceil(1000);
            text.push_str(&format!("\nYou may retry after {seconds} s."));
        }
        if !matches!(self.kind, FailureKind::Tool) {
            if let Some(reference) = &self.reference {
                text.push_str(&format!(" (ref {reference})"));
            }
        }
        text
    }
}

fn rejected(tool: &str, code: i64, category: Option<Category>) -> String {
    if let Some(category) = category {
        return format!("The server could not complete `{tool}`: {category}.");
    }
    match code {
        codes::INVALID_PARAMS => format!(
            "The server refused the call of `{tool}`: an unknown tool, or arguments that do not fit its schema. Check the tool's name and its input schema."
        ),
        codes::INTERNAL_ERROR => format!(
            "`{tool}` failed inside the server. Nothing in the arguments will fix it; do not call it again now."
        ),
        _ => format!("The server refused the call of `{tool}`. Do not call it again as it is."),
    }
}

fn http(tool: &str, status: u16) -> String {
    match status {
        401 | 403 => format!(
            "The call of `{tool}` is not authorized. Ask the user to sign in or grant access."
        ),
        429 => format!("The server of `{tool}` is rate limiting calls."),
        408 | 502..=504 => {
            format!("The server of `{tool}` is unavailable now; the call did not complete.")
        }
        _ => format!("The server of `{tool}` refused the call (HTTP {status})."),
    }
}

/// What the model reads of `outcome`, and whether it is a failure.
fn text(tool: &str, outcome: &Result<Output, Failure>) -> (String, bool) {
    match outcome {
        Ok(output) => (output.text.clone(), false),
        Err(failure) => (failure.for_model(tool), true),
    }
}

/// Anthropic's Messages API `tool_result` block for `tool_use_id`.
pub fn anthropic(tool_use_id: &str, tool: &str, outcome: &Result<Output, Failure>) -> Value {
    let (text, is_error) = text(tool, outcome);
    json!({"type": "tool_result", "tool_use_id": tool_use_id,
        "content": [{"type": "text", "text": text}], "is_error": is_error})
}

/// OpenAI's Chat Completions `tool` message for `tool_call_id` (it has no error flag: the
/// text says it).
pub fn openai_chat(tool_call_id: &str, tool: &str, outcome: &Result<Output, Failure>) -> Value {
    let (text, _) = text(tool, outcome);
    json!({"role": "tool", "tool_call_id": tool_call_id, "content": text})
}

/// OpenAI's Responses API `function_call_output` item for `call_id`.
pub fn openai_responses(call_id: &str, tool: &str, outcome: &Result<Output, Failure>) -> Value {
    let (text, _) = text(tool, outcome);
    json!({"type": "function_call_output", "call_id": call_id, "output": text})
}

/// rmcp's `CallToolResult`: the result as the server sent it, or the failure as one text
/// block with `isError: true` (for an rmcp-based host that hands results on).
#[cfg(feature = "rmcp")]
pub fn rmcp(tool: &str, outcome: &Result<Output, Failure>) -> rmcp::model::CallToolResult {
    use rmcp::model::{CallToolResult, ContentBlock};
    match outcome {
        Ok(output) => serde_json::from_value(output.result.clone()).unwrap_or_else(|_| {
            CallToolResult::success(vec![ContentBlock::text(output.text.clone())])
        }),
        Err(failure) => CallToolResult::error(vec![ContentBlock::text(failure.for_model(tool))]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::time::Duration;

    #[test]
    fn a_tool_failure_reads_as_the_server_wrote_it_with_its_next_step() {
        let failure = Failure::from_tool_result(&json!({
            "content": [{"type": "text", "text": "The card was declined."}], "isError": true,
            "_meta": {"dev.toolwright/error": {"errorCategory": "business", "isRetryable": false,
                "suggestedAction": "Ask the customer for another card.", "correlationId": "tw-0123456789abcdef"}},
        }));
        assert_eq!(
            failure.for_model("charge_card"),
            "The card was declined.\nNext: Ask the customer for another card."
        );
    }

    #[test]
    fn an_error_reads_as_the_clients_sentence_and_never_the_servers_message() {
        let failure = Failure::from_error(&json!({"code": -32603,
            "message": "panic at /srv/app/src/db.rs:42: password=hunter2 (ref tw-0123456789abcdef)"}));
        let text = failure.for_model("export");
        assert_eq!(
            text,
            "`export` failed inside the server. Nothing in the arguments will fix it; do not call it again now. (ref tw-0123456789abcdef)"
        );
        let shapes = [
            anthropic("toolu_1", "export", &Err(failure.clone())),
            openai_chat("call_1", "export", &Err(failure.clone())),
            openai_responses("call_1", "export", &Err(failure)),
        ];
        for shape in shapes {
            let written = shape.to_string();
            assert!(
                !written.contains("hunter2") && !written.contains("/srv/app"),
                "{written}"
            );
        }
    }

    #[test]
    fn a_rate_limit_says_when_to_retry() {
        let failure = Failure::from_status(429, Some(Duration::from_millis(2500)));
        assert_eq!(
            failure.for_model("search"),
            "The server of `search` is rate limiting calls.\nYou may retry after 3 s."
        );
    }

    #[test]
    fn each_shape_carries_the_text_and_its_error_flag() {
        let outcome = Err(Failure::client(FailureKind::TimedOut, "no answer"));
        let block = anthropic("toolu_1", "charge_card", &outcome);
        assert_eq!(block["is_error"], true);
        assert_eq!(block["tool_use_id"], "toolu_1");
        assert!(block["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("may or may not have taken effect"));
        assert_eq!(openai_chat("c", "t", &outcome)["role"], "tool");
        assert_eq!(
            openai_responses("c", "t", &outcome)["type"],
            "function_call_output"
        );
    }

    #[cfg(feature = "rmcp")]
    #[test]
    fn rmcps_result_is_an_error_with_the_same_text() {
        let failure = Failure::from_status(503, None);
        let result = rmcp("search", &Err(failure.clone()));
        assert_eq!(result.is_error, Some(true));
        let written = serde_json::to_value(&result).unwrap();
        assert_eq!(written["content"][0]["text"], failure.for_model("search"));
    }
}
