//! `#[mcp_resource]`, `#[mcp_prompt]` and `#[mcp_tool(ui = ..)]` through a `ToolSet`: the
//! exact JSON a client receives for a template read, a prompt list, a completion and a
//! tool with an app UI.

use serde_json::{json, Value};
use std::collections::HashMap;
use std::convert::Infallible;
use toolwright::resource::Completing;
use toolwright::{mcp_prompt, mcp_resource, mcp_tool, tools, Era};

/// One version of a file.
#[mcp_resource(uri = "repo://{version}/{+path}", mime_type = "text/plain", complete = versions)]
async fn file(version: u64, path: String) -> Result<String, Infallible> {
    Ok(format!("v{version} of {path}"))
}

fn versions(request: &Completing) -> Vec<String> {
    (0..250)
        .map(|v| v.to_string())
        .filter(|v| v.starts_with(request.value()))
        .collect()
}

/// Review a change.
#[mcp_prompt(title = "Code review")]
fn review(
    /// The diff to review.
    diff: String,
    /// What to look at first.
    focus: Option<String>,
) -> Result<String, Infallible> {
    Ok(format!(
        "Review {diff}, focus {}",
        focus.unwrap_or_default()
    ))
}

/// Show the orders.
#[mcp_tool(ui = "ui://orders/app.html", ui_visibility = "app")]
async fn show_orders() -> Result<String, Infallible> {
    Ok("3 orders".to_owned())
}

/// The orders app.
#[mcp_resource(uri = "ui://orders/app.html", csp_connect = ["https://api.example.com"], prefers_border)]
fn orders_app() -> Result<&'static str, Infallible> {
    Ok("<html></html>")
}

#[tokio::test]
async fn a_template_read_decodes_its_variables() {
    let set = tools![file, review, show_orders, orders_app];
    let outcome = set.read("repo://42/src/lib%20a.rs").await;
    assert_eq!(
        serde_json::to_value(&outcome).unwrap(),
        json!({"result": {"contents": [{
            "uri": "repo://42/src/lib%20a.rs",
            "mimeType": "text/plain",
            "text": "v42 of src/lib a.rs",
        }]}})
    );
    assert_eq!(
        set.templates_for(None),
        [json!({
            "uriTemplate": "repo://{version}/{+path}",
            "name": "file",
            "description": "One version of a file.",
            "mimeType": "text/plain",
        })]
    );
}

#[tokio::test]
async fn a_variable_that_does_not_decode_is_not_found() {
    let set = tools![file];
    let outcome = set.read("repo://latest/a.rs").await;
    assert_eq!(
        serde_json::to_value(&outcome).unwrap(),
        json!({"error": {
            "code": -32002,
            "message": "Resource not found",
            "data": {"uri": "repo://latest/a.rs"},
        }})
    );
}

#[test]
fn a_prompt_lists_its_required_and_optional_arguments() {
    let set = tools![review];
    assert_eq!(
        set.prompts_for(None),
        [json!({
            "name": "review",
            "title": "Code review",
            "description": "Review a change.",
            "arguments": [
                {"name": "diff", "description": "The diff to review.", "required": true},
                {"name": "focus", "description": "What to look at first.", "required": false},
            ],
        })]
    );
}

#[tokio::test]
async fn a_prompt_decodes_its_arguments() {
    let set = tools![review];
    let outcome = set.get_prompt("review", json!({"diff": "d1"})).await;
    assert_eq!(
        serde_json::to_value(&outcome).unwrap(),
        json!({"result": {"messages": [
            {"role": "user", "content": {"type": "text", "text": "Review d1, focus "}},
        ]}})
    );
}

#[test]
fn a_completion_is_capped_at_100_with_has_more() {
    let set = tools![file];
    let completion = set
        .complete(
            &json!({"type": "ref/resource", "uri": "repo://{version}/{+path}"}),
            "version",
            "1",
            &HashMap::new(),
            None,
        )
        .unwrap();
    let json = serde_json::to_value(&completion).unwrap();
    // "1", "10".."19", "100".."199": 111 in all.
    assert_eq!(json["values"].as_array().unwrap().len(), 100);
    assert_eq!(json["values"][0], "1");
    assert_eq!(json["total"], 111);
    assert_eq!(json["hasMore"], true);
}

#[test]
fn a_tool_with_an_app_lists_its_ui() {
    let set = tools![show_orders, orders_app];
    let listed: Vec<Value> = set.list(Era::Legacy);
    assert_eq!(
        listed[0]["_meta"],
        json!({
            "ui": {"resourceUri": "ui://orders/app.html", "visibility": ["app"]},
            "ui/resourceUri": "ui://orders/app.html",
        })
    );
    assert_eq!(
        set.resources_for(None),
        [json!({
            "uri": "ui://orders/app.html",
            "name": "orders_app",
            "description": "The orders app.",
            "mimeType": "text/html;profile=mcp-app",
            "_meta": {"ui": {
                "csp": {"connectDomains": ["https://api.example.com"]},
                "prefersBorder": true,
            }},
        })]
    );
}

#[test]
#[should_panic(
    expected = "toolwright: tool `show_orders` opens the app UI `ui://orders/app.html`, but no #[mcp_resource(uri = \"ui://orders/app.html\")] is in the set: add it to tools![...]"
)]
fn a_tool_whose_app_is_not_in_the_set_panics() {
    let _ = tools![show_orders];
}
