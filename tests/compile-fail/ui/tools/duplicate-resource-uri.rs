use std::convert::Infallible;
use toolwright::{mcp_prompt, mcp_resource, tools};

/// Today's notes.
#[mcp_resource(uri = "notes://today")]
fn today() -> Result<&'static str, Infallible> {
    Ok("")
}

/// The same notes, under another function.
#[mcp_resource(uri = "notes://today")]
fn also_today() -> Result<&'static str, Infallible> {
    Ok("")
}

/// A prompt named like the first resource's function: another kind, no clash.
#[mcp_prompt(name = "today")]
fn today_prompt() -> Result<String, Infallible> {
    Ok(String::new())
}

fn main() {
    let _ = tools![today, today_prompt, also_today];
}
