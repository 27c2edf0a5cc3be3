// A SKILL.md at the root names no skill: a skill's name is its folder's.
fn main() {
    let _ = toolwright::include_skills!("../../../../tests/compile-fail/ui/skills/fixtures/rooted");
}
