//! What a client reads back from toolwright's answers: the failure envelope of a tool result's
//! `_meta` (or of an error's `data`), the replay mark, and the text a model reads. One reader,
//! used by the test client (`toolwright::testing`) and the agent client (`toolwright-client`),
//! and tested against the writer (`classify::envelope`).

use crate::error::Category;
use serde_json::{Map, Value};

/// The `_meta` key of a replayed idempotency key's answer (`true`).
pub const REPLAY_META_KEY: &str = "dev.toolwright/replay";

/// What an operational failure's envelope says: the members of `_meta["dev.toolwright/error"]`
/// of an `isError` result, or of the `data` of a read's or a prompt's error. Each is `None`
/// when the answer does not say it (another server, or another kind of answer).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
#[non_exhaustive]
pub struct Envelope {
    /// `errorCategory`.
    pub category: Option<Category>,
    /// `isRetryable`.
    pub retryable: Option<bool>,
    /// `retryAfterMs`.
    pub retry_after_ms: Option<u64>,
    /// `customerMessage`: the text for a person, when the variant sets one.
    pub customer_message: Option<String>,
    /// `suggestedAction`: what to do next.
    pub suggested_action: Option<String>,
    /// `correlationId`: the reference the server's log line carries too.
    pub correlation_id: Option<String>,
}

impl Envelope {
    /// The envelope `members` hold (an object of the envelope's shape; unknown members are
    /// ignored, members of the wrong type read as absent).
    pub fn read(members: &Map<String, Value>) -> Envelope {
        let text = |name: &str| members.get(name)?.as_str().map(str::to_owned);
        Envelope {
            category: members
                .get("errorCategory")
                .and_then(Value::as_str)
                .and_then(Category::from_wire),
            retryable: members.get("isRetryable").and_then(Value::as_bool),
            retry_after_ms: members.get("retryAfterMs").and_then(Value::as_u64),
            customer_message: text("customerMessage"),
            suggested_action: text("suggestedAction"),
            correlation_id: text("correlationId"),
        }
    }

    /// The envelope of a tool `result` (its `_meta["dev.toolwright/error"]`), if it has one.
    pub fn of_result(result: &Value) -> Option<Envelope> {
        let members = result
            .get("_meta")?
            .get(super::ERROR_META_KEY)?
            .as_object()?;
        Some(Envelope::read(members))
    }
}

/// Whether a tool `result` is an idempotency key's kept outcome, replayed.
pub fn is_replay(result: &Value) -> bool {
    result
        .get("_meta")
        .and_then(|m| m.get(REPLAY_META_KEY))
        .and_then(Value::as_bool)
        == Some(true)
}

/// What the model reads of a `result`: the text of every `text` content block, one per line.
pub fn text_of(result: &Value) -> String {
    let blocks = result.get("content").and_then(Value::as_array);
    let texts = blocks
        .into_iter()
        .flatten()
        .filter(|b| b.get("type").and_then(Value::as_str) == Some("text"))
        .filter_map(|b| b.get("text")?.as_str());
    texts.collect::<Vec<_>>().join("\n")
}

/// The reference at the end of an error's `message` (`… (ref tw-…)`), which every
/// toolwright JSON-RPC error without `data` carries.
pub fn reference_in(message: &str) -> Option<&str> {
    let start = message.rfind("(ref ")? + 5;
    message[start..].strip_suffix(')')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::envelope;
    use crate::error::Rendered;
    use serde_json::json;

    #[test]
    fn the_reader_reads_every_member_the_writer_writes() {
        let rendered = Rendered::fixed(
            "card declined",
            Some("The card was declined."),
            Some("Ask for another card."),
        );
        let written = envelope(
            Category::Business,
            false,
            Some(1500),
            rendered,
            "tw-0123456789abcdef".into(),
        );
        assert_eq!(
            Envelope::read(&written),
            Envelope {
                category: Some(Category::Business),
                retryable: Some(false),
                retry_after_ms: Some(1500),
                customer_message: Some("The card was declined.".into()),
                suggested_action: Some("Ask for another card.".into()),
                correlation_id: Some("tw-0123456789abcdef".into()),
            }
        );
    }

    #[test]
    fn members_of_the_wrong_type_or_an_unknown_category_read_as_absent() {
        let odd = json!({"errorCategory": "on_fire", "isRetryable": "yes", "retryAfterMs": -1});
        assert_eq!(
            Envelope::read(odd.as_object().unwrap()),
            Envelope::default()
        );
    }

    #[test]
    fn a_result_gives_its_text_its_envelope_and_its_replay_mark() {
        let result = json!({
            "content": [{"type": "text", "text": "one"}, {"type": "image", "data": ""}, {"type": "text", "text": "two"}],
            "isError": true,
            "_meta": {"dev.toolwright/error": {"errorCategory": "timeout"}, "dev.toolwright/replay": true},
        });
        assert_eq!(text_of(&result), "one\ntwo");
        assert_eq!(
            Envelope::of_result(&result).unwrap().category,
            Some(Category::Timeout)
        );
        assert!(is_replay(&result));
        assert!(!is_replay(&json!({"content": []})));
    }

    #[test]
    fn the_reference_is_read_from_the_end_of_a_message() {
        assert_eq!(
            reference_in("Internal error (ref tw-0123456789abcdef)"),
            Some("tw-0123456789abcdef")
        );
        assert_eq!(reference_in("Internal error"), None);
    }
}
