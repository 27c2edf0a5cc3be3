//! A stdio server for `server_stdio.rs`: its `noisy` tool writes to stdout every way a
//! handler can (println!, a flushed print!, a child process inheriting stdout), and to
//! stderr, and logs through tracing. After serving it prints one line, to show that fd 1
//! is given back.

use std::convert::Infallible;
use std::io::Write;
use toolwright::{mcp_tool, tools};

/// Make noise everywhere but the protocol stream, then answer.
#[mcp_tool]
async fn noisy(text: String) -> Result<String, Infallible> {
    println!("noise from println");
    print!("partial noise");
    let _ = std::io::stdout().flush();
    let _ = std::process::Command::new("sh")
        .args(["-c", "echo noise from a child process"])
        .status();
    eprintln!("noise on stderr");
    tracing::info!(text = %text, "noisy handler ran");
    Ok(text)
}

/// Say it back.
#[mcp_tool]
async fn echo(text: String) -> Result<String, Infallible> {
    Ok(text)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter("info")
        .init();
    tools![noisy, echo].serve_stdio().await?;
    println!("stdout is back");
    Ok(())
}
