use toolwright::mcp_tool;

#[mcp_tool]
pub struct GetOrder {
    pub order_id: String,
}

fn main() {
    // The struct is still emitted.
    let _ = GetOrder {
        order_id: String::new(),
    };
}
