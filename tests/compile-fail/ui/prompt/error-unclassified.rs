use toolwright::mcp_prompt;

#[derive(Debug, thiserror::Error)]
#[error("no such topic")]
struct NoTopic;

/// Explain a topic.
#[mcp_prompt]
fn explain(topic: String) -> Result<String, NoTopic> {
    Ok(topic)
}

fn main() {}
