use toolwright::ScopeSet;

#[derive(Clone, Copy, ScopeSet)]
pub enum Scope {
    #[scope("orders:read")]
    OrdersRead,
    #[scope("orders:read")]
    Orders,
}

fn main() {}
