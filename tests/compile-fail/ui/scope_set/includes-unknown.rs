use toolwright::ScopeSet;

#[derive(Clone, Copy, ScopeSet)]
pub enum Scope {
    #[scope("orders:read")]
    OrdersRead,
    #[scope("payments:admin", includes(OrdersRead, Refunds))]
    Admin,
}

fn main() {}
