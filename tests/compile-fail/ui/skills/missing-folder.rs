// A folder that does not exist, relative to the crate's Cargo.toml.
fn main() {
    let _ = toolwright::include_skills!("no/such/skills");
}
