use toolwright::mcp_tool;

#[mcp_tool]
async fn ping(host: String) {
    let _ = host;
}

fn main() {
    // The function is still emitted and callable.
    let _ = ping(String::new());
}
