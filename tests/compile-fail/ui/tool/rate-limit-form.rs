// `rate_limit`: a rate limit is a count and a unit.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(rate_limit = "20 per minute")]
async fn send_sms(to: String, text: String) -> Result<String, Infallible> {
    Ok(format!("sent {} characters to {to}", text.len()))
}

fn main() {}
