//! Hygiene torture test: generated code must use absolute paths only, so shadowing every
//! common name at the call site changes nothing, and it must be warning-free under strict
//! lints.
#![deny(warnings, unused_qualifications)]
#![warn(clippy::pedantic)]
#![allow(
    dead_code,
    non_camel_case_types,
    clippy::unnecessary_wraps,
    clippy::needless_pass_by_value,
    clippy::unused_async
)]

mod shadows {
    pub struct Result;
    pub struct Ok;
    pub struct Err;
    pub struct Some;
    pub struct None;
    pub struct Option;
    pub struct Box;
    pub struct String;
    pub struct Vec;
    pub struct Value;
    pub struct Cow;
    pub mod serde_json {}
    pub mod serde {}
    pub mod schemars {}
    pub mod std {}
    pub mod core {}
    pub mod alloc {}
    pub mod toolwright_private {}
}

mod user {
    #[allow(unused_imports)] // Its only job is to shadow; hygienic glue never resolves to it.
    use super::shadows::*;

    #[derive(Debug, thiserror::Error, toolwright::ToolError)]
    pub enum HygieneError {
        #[error("missing {0}")]
        #[error_kind(
            operational,
            category = "not_found",
            message = "No {0}.",
            suggested_action = "List first."
        )]
        Missing(::std::string::String),
        #[error("denied")]
        #[error_kind(security)]
        Denied,
        #[error("io")]
        #[error_kind(internal)]
        Io(#[from] ::std::io::Error),
    }

    /// A tool declared where every std name is shadowed.
    #[toolwright::mcp_tool(read_only, timeout_ms = 1000)]
    pub async fn shadowed(
        /// A key.
        key: ::std::string::String,
        limit: ::core::option::Option<u32>,
        #[ctx] ctx: toolwright::Context,
    ) -> ::core::result::Result<::std::vec::Vec<u32>, HygieneError> {
        let _ = (limit, ctx);
        if key == "missing" {
            return ::core::result::Result::Err(HygieneError::Missing(key));
        }
        ::core::result::Result::Ok(::std::vec![1, 2])
    }

    fn suggest(
        request: &toolwright::resource::Completing,
    ) -> ::std::vec::Vec<::std::string::String> {
        ::std::vec![::std::string::ToString::to_string(request.value())]
    }

    /// A resource template declared where every std name is shadowed.
    #[toolwright::mcp_resource(
        uri = "shadow://{id}/{+path}",
        size = 3,
        audience = ["user"],
        priority = 1.0,
        icons = ["https://example.com/i.png"],
        complete = suggest,
    )]
    pub fn shadowed_file(
        id: u64,
        path: ::std::string::String,
        #[ctx] caller: ::core::option::Option<toolwright::Caller>,
    ) -> ::core::result::Result<::std::string::String, HygieneError> {
        let _ = caller;
        ::core::result::Result::Ok(::std::format!("{id}/{path}"))
    }

    /// An app declared where every std name is shadowed.
    #[toolwright::mcp_resource(uri = "ui://shadow/app.html", permissions = [camera], prefers_border)]
    pub async fn shadowed_app() -> ::core::result::Result<&'static str, HygieneError> {
        ::core::result::Result::Ok("<html></html>")
    }

    /// A prompt declared where every std name is shadowed.
    #[toolwright::mcp_prompt(complete = suggest)]
    pub async fn shadowed_prompt(
        /// A topic.
        topic: ::std::string::String,
        #[sensitive] note: ::core::option::Option<::std::string::String>,
    ) -> ::core::result::Result<::std::string::String, HygieneError> {
        let _ = note;
        ::core::result::Result::Ok(topic)
    }

    /// A tool with an app, declared where every std name is shadowed.
    #[toolwright::mcp_tool(ui = "ui://shadow/app.html", ui_visibility = "app")]
    pub async fn shadowed_app_tool() -> ::core::result::Result<::std::string::String, HygieneError>
    {
        ::core::result::Result::Ok(::std::string::String::new())
    }

    pub fn set() -> toolwright::ToolSet {
        toolwright::tools![
            shadowed,
            shadowed_file,
            shadowed_app,
            shadowed_prompt,
            shadowed_app_tool
        ]
    }
}

#[tokio::test]
async fn generated_code_survives_shadowing() {
    let tools = user::set();
    let ok = tools
        .call("shadowed", serde_json::json!({"key": "k"}))
        .await;
    assert_eq!(ok.as_result().unwrap().text(), "[1,2]");
    let read = serde_json::to_value(tools.read("shadow://7/a/b").await).unwrap();
    assert_eq!(read["result"]["contents"][0]["text"], "7/a/b");
    let prompt = serde_json::to_value(
        tools
            .get_prompt("shadowed_prompt", serde_json::json!({"topic": "t"}))
            .await,
    )
    .unwrap();
    assert_eq!(prompt["result"]["messages"][0]["content"]["text"], "t");
    let missing = tools
        .call("shadowed", serde_json::json!({"key": "missing"}))
        .await;
    assert!(missing
        .as_result()
        .unwrap()
        .text()
        .starts_with("No missing.\nList first.\n[category=not_found"));
}
