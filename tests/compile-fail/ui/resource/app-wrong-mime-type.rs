use std::convert::Infallible;
use toolwright::mcp_resource;

#[mcp_resource(uri = "ui://orders/app.html", mime_type = "text/html")]
fn orders_app() -> Result<String, Infallible> {
    Ok(String::new())
}

fn main() {}
