// The path of a file, not of a skills folder.
fn main() {
    let _ = toolwright::include_skills!("../../../../tests/compile-fail/ui/skills/fixtures/empty/readme.md");
}
