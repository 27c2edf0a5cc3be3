use toolwright::mcp_resource;

#[derive(Debug, thiserror::Error)]
#[error("not found")]
struct NotFound;

#[mcp_resource(uri = "notes://{id}")]
fn note(id: u64) -> Result<String, NotFound> {
    Ok(id.to_string())
}

fn main() {}
