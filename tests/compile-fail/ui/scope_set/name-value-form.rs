use toolwright::ScopeSet;

#[derive(Clone, Copy, ScopeSet)]
pub enum Scope {
    #[scope = "orders:read"]
    OrdersRead,
}

fn main() {}
