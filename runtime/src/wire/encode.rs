//! An outcome as the bytes of the member a JSON-RPC response carries: the one encoder the
//! transports' answer lines, a task's stored result and [`Outcome::to_response`] share.

use super::Outcome;
use serde::Serialize;
use serde_json::{Map, Value};

/// Result `_meta` key carrying `serverInfo` in the 2026-07-28 era.
pub const SERVER_INFO_KEY: &str = "io.modelcontextprotocol/serverInfo";

/// Append `value` as JSON.
pub(crate) fn write_value<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) {
    serde_json::to_writer(out, value).expect("wire types always serialize");
}

/// The member a response answering with `outcome` carries: `result` or `error`.
pub(crate) fn member(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Error(_) => "error",
        _ => "result",
    }
}

/// Append the value of `outcome`'s [`member`]: in the 2025-11-25 era as it is; in the
/// 2026-07-28 era (`server_info`, the server's `serverInfo`) a result also carries
/// `resultType` and `serverInfo` in `_meta`, and a read the cache hints (`cache`: how long,
/// for whom).
pub(crate) fn write_member(
    out: &mut Vec<u8>,
    outcome: Outcome,
    server_info: Option<&Value>,
    cache: Option<(u64, &str)>,
) {
    match outcome {
        Outcome::Result(mut result) => match server_info {
            None => write_value(out, &result),
            Some(info) => {
                result
                    .meta
                    .get_or_insert_with(Map::new)
                    .insert(SERVER_INFO_KEY.into(), info.clone());
                write_value(out, &result);
                // `ToolResult` is a non-empty object: reopen it for one more member.
                out.pop();
                out.extend_from_slice(b",\"resultType\":\"complete\"}");
            }
        },
        Outcome::Error(error) => write_value(out, &error),
        Outcome::InputRequired(input) => {
            let mut result = input.to_result();
            if let Some(info) = server_info {
                let mut meta = Map::new();
                meta.insert(SERVER_INFO_KEY.into(), info.clone());
                result.insert("_meta".into(), meta.into());
            }
            write_value(out, &result);
        }
        Outcome::Read(read) => write_catalog(out, &read, server_info, cache),
        Outcome::Prompt(prompt) => write_catalog(out, &prompt, server_info, None),
        // Written whole by the engine, its era's members included.
        Outcome::Task(task) => out.extend_from_slice(task.json.as_bytes()),
    }
}

/// A read's or a prompt's result, with the 2026-07-28 members after its own.
fn write_catalog<T: Serialize>(
    out: &mut Vec<u8>,
    result: &T,
    server_info: Option<&Value>,
    cache: Option<(u64, &str)>,
) {
    write_value(out, result);
    let Some(info) = server_info else {
        return;
    };
    // A non-empty object: reopen it for the era's members.
    out.pop();
    if let Some((ttl, scope)) = cache {
        out.extend_from_slice(b",\"ttlMs\":");
        out.extend_from_slice(itoa::Buffer::new().format(ttl).as_bytes());
        out.extend_from_slice(b",\"cacheScope\":");
        write_value(out, scope);
    }
    out.extend_from_slice(b",\"resultType\":\"complete\",\"_meta\":{");
    write_value(out, SERVER_INFO_KEY);
    out.push(b':');
    write_value(out, info);
    out.extend_from_slice(b"}}");
}
