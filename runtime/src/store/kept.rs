//! The one encoding of a kept outcome, for every store that keeps one as text: a key's
//! first call's end (`RedisKeys`; any [`KeyStore`](crate::idempotency::KeyStore) through
//! [`encode_outcome`]) and a task's end (its record, in any
//! [`TaskStore`](crate::server::tasks::TaskStore)). The result (era-neutral: a success's
//! `structuredContent` as the handler's value, never the 2025-11-25 era's `{"result": ..}`)
//! or the JSON-RPC error, as JSON, read back into the same [`Outcome`] and rendered by the
//! reader in its own request's era (so a replay or a `tasks/get` on another replica is
//! written by the same code as the first answer).

use crate::wire::{ContentBlock, Outcome, ProtocolError, ToolResult};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::borrow::Cow;

#[derive(Serialize, Deserialize)]
enum Kept<'a> {
    #[serde(rename = "result")]
    Result {
        content: Cow<'a, [ContentBlock]>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        structured: Option<Cow<'a, Value>>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        error: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        meta: Option<Cow<'a, Map<String, Value>>>,
    },
    #[serde(rename = "error")]
    Error {
        code: i64,
        message: Cow<'a, str>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        data: Option<Cow<'a, Value>>,
    },
}

/// The text a store that keeps text keeps `outcome` as (a tool result or a JSON-RPC error:
/// `None` for anything else, which is never kept).
pub fn encode_outcome(outcome: &Outcome) -> Option<String> {
    let kept = match outcome {
        Outcome::Result(r) => Kept::Result {
            content: Cow::Borrowed(&r.content),
            structured: r.structured_content.as_ref().map(Cow::Borrowed),
            error: r.is_error,
            meta: r.meta.as_ref().map(Cow::Borrowed),
        },
        Outcome::Error(e) => Kept::Error {
            code: e.code,
            message: Cow::Borrowed(&e.message),
            data: e.data.as_ref().map(Cow::Borrowed),
        },
        _ => return None,
    };
    serde_json::to_string(&kept).ok()
}

/// The outcome `text` ([`encode_outcome`]'s) keeps, if it is one.
pub fn decode_outcome(text: &str) -> Option<Outcome> {
    Some(match serde_json::from_str::<Kept<'static>>(text).ok()? {
        Kept::Result {
            content,
            structured,
            error,
            meta,
        } => Outcome::Result(ToolResult {
            content: content.into_owned(),
            structured_content: structured.map(Cow::into_owned),
            is_error: error,
            meta: meta.map(Cow::into_owned),
        }),
        Kept::Error {
            code,
            message,
            data,
        } => Outcome::Error(ProtocolError {
            code,
            message: Cow::Owned(message.into_owned()),
            data: data.map(Cow::into_owned),
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::ResourceContents;
    use serde_json::json;

    #[test]
    fn every_kind_of_block_and_an_error_read_back_as_they_were_kept() {
        let mut meta = Map::new();
        meta.insert("k".into(), json!({"n": 1.5, "s": "x"}));
        let outcomes = [
            Outcome::Result(ToolResult {
                content: vec![
                    ContentBlock::text("Charged 500 cents."),
                    ContentBlock::image("aGk=", "image/png"),
                    ContentBlock::audio("aGk=", "audio/wav"),
                    ContentBlock::resource_link("file:///a", "a").with_mime_type("text/plain"),
                    ContentBlock::resource(ResourceContents::text("file:///b", "hi")),
                    ContentBlock::resource(ResourceContents::blob("file:///c", "aGk=")),
                ],
                structured_content: Some(json!({"id": "ch_1", "cents": 500})),
                is_error: true,
                meta: Some(meta),
            }),
            Outcome::Result(ToolResult::default()),
            Outcome::Error(ProtocolError {
                code: -32001,
                message: "Unauthorized (ref tw-0123456789abcdef)".into(),
                data: Some(json!({"correlationId": "tw-0123456789abcdef"})),
            }),
        ];
        for outcome in outcomes {
            let text = encode_outcome(&outcome).expect("kept");
            assert_eq!(decode_outcome(&text), Some(outcome), "{text}");
        }
        assert_eq!(decode_outcome("{\"result\":1}"), None);
    }
}
