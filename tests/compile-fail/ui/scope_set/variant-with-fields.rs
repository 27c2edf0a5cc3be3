use toolwright::ScopeSet;

#[derive(Clone, Copy, ScopeSet)]
pub enum Scope {
    #[scope("orders:read")]
    Orders(u8),
}

fn main() {}
