// A skill holds its own files: a symbolic link (here to a file beside it) is refused.
fn main() {
    let _ = toolwright::include_skills!("../../../../tests/compile-fail/ui/skills/fixtures/linked");
}
