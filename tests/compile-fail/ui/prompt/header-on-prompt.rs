use std::convert::Infallible;
use toolwright::mcp_prompt;
use toolwright::wire::PromptMessage;

/// Summarize a topic.
#[mcp_prompt]
fn summarize(#[header("Topic")] topic: String) -> Result<Vec<PromptMessage>, Infallible> {
    Ok(vec![PromptMessage::user(topic)])
}

fn main() {}
