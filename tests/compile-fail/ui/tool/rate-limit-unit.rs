// `rate_limit`: the unit is second, minute, hour or day, singular.
use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(rate_limit = "20/minutes")]
async fn send_sms(to: String, text: String) -> Result<String, Infallible> {
    Ok(format!("sent {} characters to {to}", text.len()))
}

fn main() {}
