use std::convert::Infallible;
use toolwright::mcp_tool;

#[mcp_tool(schema_transform = "phone_or_email")]
async fn contact(phone: Option<String>) -> Result<String, Infallible> {
    Ok(phone.unwrap_or_default())
}

fn main() {}
