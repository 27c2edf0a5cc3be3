use std::convert::Infallible;
use toolwright::mcp_tool;

#[derive(serde::Deserialize)]
pub struct Filter {
    status: String,
}

#[mcp_tool]
async fn list_orders(filter: Filter) -> Result<Vec<String>, Infallible> {
    Ok(vec![filter.status])
}

fn main() {
    // The function is still emitted and callable.
    let _ = list_orders(Filter {
        status: String::new(),
    });
}
