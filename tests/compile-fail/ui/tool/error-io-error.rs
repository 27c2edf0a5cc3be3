use toolwright::mcp_tool;

#[mcp_tool]
async fn read_report(path: String) -> Result<String, std::io::Error> {
    std::fs::read_to_string(path)
}

fn main() {
    // The function is still emitted and callable.
    let _ = read_report(String::new());
}
