//! #[mcp_resource] and #[mcp_prompt] with every key, beside a tool with an app UI, in one
//! tools![...].

use std::convert::Infallible;
use toolwright::resource::{Blob, Completing};
use toolwright::{mcp_prompt, mcp_resource, mcp_tool, tools, Caller, ScopeSet, State, ToolSet};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ScopeSet)]
enum Scope {
    /// Read the files.
    #[scope("files:read")]
    FilesRead,
}

struct Repo;

fn suggest(request: &Completing) -> Vec<String> {
    vec![request.value().to_owned()]
}

/// One file of the repository.
#[mcp_resource(
    uri = "repo://{version}/{+path}",
    name = "repo_file",
    title = "Repository file",
    description = "A file, at a version.",
    mime_type = "text/plain",
    audience = ["user", "assistant"],
    priority = 0.5,
    icons = ["https://example.com/file.png"],
    scopes = [Scope::FilesRead],
    complete = suggest,
)]
async fn file(
    version: u64,
    path: String,
    #[ctx] repo: State<Repo>,
    #[ctx] caller: Caller,
) -> Result<String, Infallible> {
    let _ = (repo, caller);
    Ok(format!("{version}:{path}"))
}

/// The logo.
#[mcp_resource(uri = "images://logo", mime_type = "image/png", size = 1024)]
fn logo() -> Result<Blob, Infallible> {
    Ok(Blob(Vec::new()))
}

/// The orders app.
#[mcp_resource(
    uri = "ui://orders/app.html",
    csp_connect = ["https://api.example.com"],
    csp_resources = ["https://cdn.example.com"],
    csp_frames = ["https://frames.example.com"],
    csp_base_uri = ["https://example.com"],
    permissions = [camera, microphone, geolocation, clipboard_write],
    prefers_border = false,
    domain = "orders.example.com",
)]
fn orders_app() -> Result<&'static str, Infallible> {
    Ok("<html></html>")
}

/// Show the orders in the app.
#[mcp_tool(ui = "ui://orders/app.html", ui_visibility = "model")]
async fn show_orders() -> Result<String, Infallible> {
    Ok(String::new())
}

#[mcp_prompt(
    name = "code_review",
    title = "Code review",
    description = "Review a change.",
    icons = ["https://example.com/review.png"],
    scopes = Scope::FilesRead,
    complete = suggest,
)]
fn review(
    /// The diff.
    diff: String,
    #[sensitive] token: Option<String>,
    #[ctx] caller: Option<Caller>,
) -> Result<String, Infallible> {
    let _ = (token, caller);
    Ok(diff)
}

fn main() {
    let set: ToolSet = tools![file, logo, orders_app, show_orders, review].with_state(Repo);
    assert_eq!(set.len(), 1);
    assert_eq!(set.resource_definitions().count(), 3);
    assert_eq!(set.prompt_definitions().count(), 1);
}
