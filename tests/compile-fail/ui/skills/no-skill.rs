// A folder with no SKILL.md anywhere serves nothing.
fn main() {
    let _ = toolwright::include_skills!("../../../../tests/compile-fail/ui/skills/fixtures/empty");
}
