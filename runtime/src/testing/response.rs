//! What a server answered one request, typed: a result, a tool's failure the model reads
//! (`isError: true`), or a JSON-RPC error the model never sees; each with the exact line the
//! server wrote, and assertions that read like the guide.

use crate::error::Category;
use crate::wire::{is_replay, reference_in, text_of, Envelope};
use serde_json::Value;
use std::fmt;

/// The answer to one request.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Response {
    /// A result: of a tool call that did not fail, or of any other method.
    Success(Succeeded),
    /// A tool call's result with `isError: true`: the model reads it and may recover.
    Failure(Failure),
    /// A JSON-RPC error: the client handles it, the model learns nothing of why.
    Rejected(RpcError),
}

/// A result.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Succeeded {
    /// The `result` member.
    pub result: Value,
    /// What the model reads: the text of every `text` content block, one per line.
    pub text: String,
    /// `structuredContent`, when the tool returns structured content.
    pub structured: Option<Value>,
    /// Whether it is the kept outcome of an idempotency key's first call, replayed.
    pub replayed: bool,
    /// The line the server wrote, without its newline.
    pub line: String,
}

/// A tool's failure as the model reads it, and what toolwright's metadata says to do next
/// (every field of which is `None` from a server that writes none).
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Failure {
    /// What the model reads: the text of every `text` content block, one per line.
    pub text: String,
    /// `errorCategory`.
    pub category: Option<Category>,
    /// `isRetryable`.
    pub retryable: Option<bool>,
    /// `retryAfterMs`.
    pub retry_after_ms: Option<u64>,
    /// `suggestedAction`.
    pub suggested_action: Option<String>,
    /// `correlationId`: the reference the server's log line carries too.
    pub reference: Option<String>,
    /// The line the server wrote, without its newline.
    pub line: String,
}

/// A JSON-RPC error.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct RpcError {
    /// `code`.
    pub code: i64,
    /// `message`.
    pub message: String,
    /// `data`, if any.
    pub data: Option<Value>,
    /// `data.errorCategory` (an operational failure answered as an error: a read, a
    /// prompt, the server-wide rate limit).
    pub category: Option<Category>,
    /// `data.correlationId`: the reference the server's log line carries too.
    pub reference: Option<String>,
    /// The line the server wrote, without its newline.
    pub line: String,
}

impl Response {
    /// The answer a response `line` gives.
    ///
    /// # Errors
    ///
    /// When `line` is not a JSON-RPC response (the reason).
    pub fn parse(line: &str) -> Result<Response, String> {
        let message: Value =
            serde_json::from_str(line).map_err(|e| format!("not JSON ({e}): {line}"))?;
        let line = line.to_owned();
        if let Some(error) = message.get("error") {
            let data = error.get("data").cloned();
            let envelope = data
                .as_ref()
                .and_then(Value::as_object)
                .map(Envelope::read)
                .unwrap_or_default();
            return Ok(Response::Rejected(RpcError {
                code: error
                    .get("code")
                    .and_then(Value::as_i64)
                    .ok_or_else(|| format!("an error without a code: {line}"))?,
                message: str_of(error.get("message")).unwrap_or_default(),
                category: envelope.category,
                reference: envelope.correlation_id,
                data,
                line,
            }));
        }
        let result = message
            .get("result")
            .ok_or_else(|| format!("neither a result nor an error: {line}"))?;
        let text = text_of(result);
        if result.get("isError") == Some(&Value::Bool(true)) {
            let envelope = Envelope::of_result(result).unwrap_or_default();
            return Ok(Response::Failure(Failure {
                text,
                category: envelope.category,
                retryable: envelope.retryable,
                retry_after_ms: envelope.retry_after_ms,
                suggested_action: envelope.suggested_action,
                reference: envelope.correlation_id,
                line,
            }));
        }
        Ok(Response::Success(Succeeded {
            structured: result.get("structuredContent").cloned(),
            replayed: is_replay(result),
            result: result.clone(),
            text,
            line,
        }))
    }

    /// The line the server wrote, without its newline.
    pub fn line(&self) -> &str {
        match self {
            Response::Success(s) => &s.line,
            Response::Failure(f) => &f.line,
            Response::Rejected(r) => &r.line,
        }
    }

    /// The line with every correlation id (`tw-` and 16 hex digits, new on each call)
    /// written `tw-ID`: what a test compares with the bytes it expects.
    pub fn masked(&self) -> String {
        mask_refs(self.line())
    }

    /// The success.
    ///
    /// # Panics
    ///
    /// When the answer is a failure or an error: the message shows it.
    #[track_caller]
    pub fn success(&self) -> &Succeeded {
        match self {
            Response::Success(s) => s,
            other => panic!("expected a result, got: {}", other.line()),
        }
    }

    /// The tool's failure (`isError: true`).
    ///
    /// # Panics
    ///
    /// When the answer is a result that did not fail, or a JSON-RPC error.
    #[track_caller]
    pub fn failure(&self) -> &Failure {
        match self {
            Response::Failure(f) => f,
            other => panic!(
                "expected a tool failure (isError: true), got: {}",
                other.line()
            ),
        }
    }

    /// The JSON-RPC error.
    ///
    /// # Panics
    ///
    /// When the answer is a result.
    #[track_caller]
    pub fn rejection(&self) -> &RpcError {
        match self {
            Response::Rejected(r) => r,
            other => panic!("expected a JSON-RPC error, got: {}", other.line()),
        }
    }

    /// The tool's failure, of `category`: an operational failure the model reads.
    ///
    /// # Panics
    ///
    /// When it is not a tool failure, or of another category.
    #[track_caller]
    pub fn assert_fails_as(&self, category: Category) -> &Failure {
        let failure = self.failure();
        assert_eq!(
            failure.category,
            Some(category),
            "expected an isError result of category `{category}`: {}",
            failure.line
        );
        failure
    }

    /// The JSON-RPC error of `code`: what a security rejection or an internal failure is.
    ///
    /// # Panics
    ///
    /// When it is a result, or an error of another code.
    #[track_caller]
    pub fn assert_rejected(&self, code: i64) -> &RpcError {
        let rejection = self.rejection();
        assert_eq!(
            rejection.code, code,
            "expected a JSON-RPC error {code}: {}",
            rejection.line
        );
        rejection
    }

    /// The same answer, once none of `secrets` is anywhere in it (text, metadata, data).
    ///
    /// # Panics
    ///
    /// Naming the first secret the answer holds.
    #[track_caller]
    pub fn assert_holds_none(&self, secrets: &[&str]) -> &Self {
        assert_none_in(self.line(), secrets, "the answer");
        self
    }
}

impl Failure {
    /// The same failure, once its `isRetryable` is `retryable`.
    ///
    /// # Panics
    ///
    /// When it says otherwise, or nothing.
    #[track_caller]
    pub fn assert_retryable(&self, retryable: bool) -> &Self {
        assert_eq!(
            self.retryable,
            Some(retryable),
            "expected isRetryable {retryable}: {}",
            self.line
        );
        self
    }

    /// The same failure, once the model reads `text` in it.
    ///
    /// # Panics
    ///
    /// When the text the model reads does not contain `text`.
    #[track_caller]
    pub fn assert_reads(&self, text: &str) -> &Self {
        assert!(
            self.text.contains(text),
            "expected the model to read {text:?}; it reads: {:?}",
            self.text
        );
        self
    }

    /// The same failure, once its suggested action is `action`.
    ///
    /// # Panics
    ///
    /// When it suggests something else, or nothing.
    #[track_caller]
    pub fn assert_suggests(&self, action: &str) -> &Self {
        assert_eq!(
            self.suggested_action.as_deref(),
            Some(action),
            "expected the suggested action {action:?}: {}",
            self.line
        );
        self
    }

    /// The correlation id, which every toolwright failure carries.
    ///
    /// # Panics
    ///
    /// When it carries none.
    #[track_caller]
    pub fn reference(&self) -> &str {
        self.reference
            .as_deref()
            .unwrap_or_else(|| panic!("expected a correlationId: {}", self.line))
    }
}

impl RpcError {
    /// The correlation id: in `data`, or at the end of the message (`(ref tw-…)`).
    ///
    /// # Panics
    ///
    /// When it carries none.
    #[track_caller]
    pub fn reference(&self) -> &str {
        self.reference
            .as_deref()
            .or_else(|| reference_in(&self.message))
            .unwrap_or_else(|| panic!("expected a correlation id: {}", self.line))
    }
}

impl fmt::Display for Response {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.line())
    }
}

/// `text` with every correlation id (`tw-` and 16 hex digits) written `tw-ID`.
pub fn mask_refs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("tw-") {
        let (head, tail) = rest.split_at(at + 3);
        out.push_str(head);
        let hex = tail.bytes().take_while(u8::is_ascii_hexdigit).count();
        if hex == 16 {
            out.push_str("ID");
            rest = &tail[16..];
        } else {
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

/// Fail naming the first of `secrets` in `text` (`what` it is).
#[track_caller]
pub(super) fn assert_none_in(text: &str, secrets: &[&str], what: &str) {
    if let Some(secret) = secrets.iter().find(|s| !s.is_empty() && text.contains(**s)) {
        panic!("{what} holds {secret:?}: {text}");
    }
}

fn str_of(value: Option<&Value>) -> Option<String> {
    value.and_then(Value::as_str).map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_read_from_toolwrights_envelope() {
        let line = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"No forecast for that city.\nCall list_cities.\n[category=not_found; retryable=false; ref=tw-0123456789abcdef]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-0123456789abcdef","errorCategory":"not_found","isRetryable":false,"suggestedAction":"Call list_cities."}}}}"#;
        let answer = Response::parse(line).unwrap();
        answer
            .assert_fails_as(Category::NotFound)
            .assert_retryable(false)
            .assert_reads("No forecast for that city.")
            .assert_suggests("Call list_cities.");
        assert_eq!(answer.failure().reference(), "tw-0123456789abcdef");
        assert!(answer.masked().contains("ref=tw-ID]"));
    }

    #[test]
    fn an_error_gives_its_code_and_the_reference_in_its_message() {
        let line = r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-0123456789abcdef)"}}"#;
        let answer = Response::parse(line).unwrap();
        assert_eq!(
            answer.assert_rejected(-32603).reference(),
            "tw-0123456789abcdef"
        );
    }

    #[test]
    #[should_panic(expected = "the answer holds \"forecasts.db\"")]
    fn a_secret_in_the_answer_fails_the_assertion_naming_it() {
        let line = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"forecasts.db is locked"}]}}"#;
        Response::parse(line)
            .unwrap()
            .assert_holds_none(&["forecasts.db"]);
    }

    #[test]
    fn what_is_no_response_is_refused() {
        assert!(Response::parse(r#"{"jsonrpc":"2.0","method":"x"}"#).is_err());
        assert!(Response::parse("not json").is_err());
    }
}
