use std::convert::Infallible;
use toolwright::{mcp_tool, Context};

#[mcp_tool]
async fn lookup(
    #[header("Region")] region: String,
    #[header("region")] fallback: String,
    #[header("Data Center")] dc: String,
    #[header] zone: String,
    #[header("Key")]
    #[sensitive]
    api_key: String,
    #[header("Ctx")]
    #[ctx]
    ctx: Context,
) -> Result<String, Infallible> {
    let _ = ctx;
    Ok(format!("{region}{fallback}{dc}{zone}{api_key}"))
}

fn main() {}
