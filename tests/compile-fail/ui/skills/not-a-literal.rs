// The folder is read when the crate is built: its path must be a string literal.
const SKILLS: &str = "skills";

fn main() {
    let _ = toolwright::include_skills!(SKILLS);
}
