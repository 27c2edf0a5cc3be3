//! The resources, prompts and completions the `catalog*` tests serve: every way a read or a
//! prompt can fail, each classified by its error type.

use std::convert::Infallible;
use toolwright::resource::{Blob, Completing};
use toolwright::wire::{ContentBlock, PromptMessage};
use toolwright::{mcp_prompt, mcp_resource, mcp_tool, tools, ScopeSet, ToolError, ToolSet};

/// A secret that must never reach a client.
pub const SECRET: &str = "postgres://admin:hunter2@db.internal:5432";

#[derive(Debug, Clone, Copy, PartialEq, Eq, ScopeSet)]
pub enum Scope {
    #[scope("notes:read")]
    NotesRead,
}

/// How a note fails: one variant per kind.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum NoteError {
    #[error("no note {0}")]
    #[error_kind(operational, category = "not_found", message = "No note {0}.")]
    Missing(u64),
    #[error("note {0} is private")]
    #[error_kind(security)]
    Private(u64),
    #[error("the store is down: {SECRET}")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The note store is unavailable.",
        suggested_action = "Retry in a minute.",
        retry_after_ms = 60000
    )]
    Down,
    #[error("corrupt row in {SECRET}")]
    #[error_kind(internal)]
    Corrupt,
    #[error("{0} is too long")]
    #[error_kind(
        operational,
        category = "validation",
        message = "A summary is at most 100 words."
    )]
    TooLong(u64),
}

/// The server's readme.
#[mcp_resource(uri = "notes://readme", mime_type = "text/markdown", audience = ["user"], priority = 0.5)]
pub fn readme() -> Result<&'static str, Infallible> {
    Ok("# Notes\n")
}

/// The logo.
#[mcp_resource(uri = "notes://logo.png", mime_type = "image/png")]
pub fn logo() -> Result<Blob, Infallible> {
    Ok(Blob(vec![0x89, b'P', b'N', b'G']))
}

/// One note: 1 is there, 2 is missing, 3 is private, 4 the store is down, 5 corrupt, 6
/// panics.
#[mcp_resource(uri = "notes://note/{id}", mime_type = "text/plain", complete = complete_id)]
pub fn note(id: u64) -> Result<String, NoteError> {
    match id {
        1 => Ok("first note".into()),
        2 => Err(NoteError::Missing(2)),
        3 => Err(NoteError::Private(3)),
        4 => Err(NoteError::Down),
        5 => Err(NoteError::Corrupt),
        6 => panic!("{SECRET}"),
        n => Err(NoteError::Missing(n)),
    }
}

/// Every id that starts with what was typed, out of 1..=250.
pub fn complete_id(request: &Completing) -> Vec<String> {
    (1..=250)
        .map(|n: u32| n.to_string())
        .filter(|n| n.starts_with(request.value()))
        .collect()
}

/// A file under `docs/`.
#[mcp_resource(uri = "notes://docs/{+path}")]
pub fn doc(path: String) -> Result<String, Infallible> {
    Ok(format!("doc {path}"))
}

/// A note only `notes:read` may read.
#[mcp_resource(uri = "notes://secret", scopes = [Scope::NotesRead])]
pub fn secret_note() -> Result<&'static str, Infallible> {
    Ok("classified")
}

/// Summarize note `id`.
#[mcp_prompt(complete = complete_id)]
pub fn summarize(
    /// The note to summarize.
    id: u64,
    /// At most this many words.
    words: Option<u64>,
) -> Result<Vec<PromptMessage>, NoteError> {
    match (id, words) {
        (_, Some(w)) if w > 100 => Err(NoteError::TooLong(w)),
        (1, words) => Ok(vec![
            PromptMessage::user(ContentBlock::text("Summarize note 1.")),
            PromptMessage::assistant(format!("In at most {} words:", words.unwrap_or(50))),
        ]),
        (3, _) => Err(NoteError::Private(3)),
        (4, _) => Err(NoteError::Down),
        (5, _) => Err(NoteError::Corrupt),
        (n, _) => Err(NoteError::Missing(n)),
    }
}

/// A tool beside them.
#[mcp_tool(read_only)]
pub async fn ping_notes() -> Result<String, Infallible> {
    Ok("pong".into())
}

/// Everything above.
pub fn catalog() -> ToolSet {
    tools![ping_notes, readme, logo, note, doc, secret_note, summarize]
}

/// A read that takes longer than any test's timeout.
#[mcp_resource(uri = "notes://slow")]
pub async fn slow() -> Result<&'static str, Infallible> {
    tokio::time::sleep(std::time::Duration::from_secs(3600)).await;
    Ok("late")
}
