// `rate_limit`: a rate limit of 0 admits no call.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(rate_limit = "0/minute")]
async fn send_sms(to: String, text: String) -> Result<String, Infallible> {
    Ok(format!("sent {} characters to {to}", text.len()))
}

fn main() {}
