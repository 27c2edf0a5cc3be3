use toolwright::ScopeSet;

#[derive(Clone, Copy, ScopeSet)]
pub struct Scope;

fn main() {}
