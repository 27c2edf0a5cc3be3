// `rate_limit`: a rate limit is written as a string.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(rate_limit = 20)]
async fn send_sms(to: String, text: String) -> Result<String, Infallible> {
    Ok(format!("sent {} characters to {to}", text.len()))
}

fn main() {}
