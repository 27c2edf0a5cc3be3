//! The payments server: refunds and charges behind a session token.
//!
//! Failures, as the seeds classify them: a refund over the policy limit (business: escalate),
//! a payment API timeout (retryable, with `retry_after_ms`), a missing or wrong token
//! (security `unauthorized`, one identical answer for both), another customer's order
//! (security, disguised as not found), a non-idempotent charge that may have gone through
//! (`unknown_outcome`: check status before re-running), and a plan restriction (permission:
//! upgrade).

use schemars::JsonSchema;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::Mutex;
use toolwright::{mcp_tool, tools, State, ToolError, ToolSet};

/// The token a session must present (the server's configuration, not the model's).
pub const DEMO_TOKEN: &str = "tok_live_demo_7c1d";

/// What the server knows: who is calling, their orders, their plan.
#[derive(Debug)]
pub struct Payments {
    token: String,
    customer: String,
    plan: &'static str,
    orders: HashMap<String, Order>,
    charges: Mutex<HashMap<String, &'static str>>,
}

#[derive(Debug, Clone)]
struct Order {
    customer: String,
    total_cents: u64,
}

impl Payments {
    /// A demo store: customer `c-100` on the free plan, three orders, one of them someone
    /// else's.
    pub fn demo() -> Self {
        let order = |customer: &str, total_cents| Order {
            customer: customer.into(),
            total_cents,
        };
        Payments {
            token: DEMO_TOKEN.into(),
            customer: "c-100".into(),
            plan: "free",
            orders: HashMap::from([
                ("o-1001".into(), order("c-100", 12_000)),
                ("o-1002".into(), order("c-100", 90_000)),
                ("o-2001".into(), order("c-200", 45_000)),
            ]),
            charges: Mutex::new(HashMap::new()),
        }
    }
}

/// How the payments tools fail.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("session token missing")]
    #[error_kind(security, reply = "unauthorized")]
    MissingToken,

    #[error("session token {presented} does not match")]
    #[error_kind(security, reply = "unauthorized")]
    WrongToken { presented: String },

    #[error("order {order} belongs to customer {owner}, not {caller}")]
    #[error_kind(security, disguise = NoSuchOrder)]
    ForeignOrder {
        order: String,
        owner: String,
        caller: String,
    },

    #[error("order {0} not found")]
    #[error_kind(
        operational,
        category = "not_found",
        message = "No such order.",
        suggested_action = "Call list_orders to see this customer's order ids."
    )]
    NoSuchOrder(String),

    #[error("refund of {amount} cents on order {order} exceeds the {limit} cent limit")]
    #[error_kind(
        operational,
        category = "business",
        message = "A refund of {amount} cents exceeds the {limit} cent policy limit.",
        customer_message = "Refunds over {limit} cents need a manager's approval.",
        suggested_action = "Escalate to a human manager, or refund at most {limit} cents."
    )]
    OverLimit {
        amount: u64,
        limit: u64,
        order: String,
    },

    #[error("payments API timed out after 30s calling POST https://api.internal.example:8443/v2/refunds")]
    #[error_kind(
        operational,
        category = "timeout",
        retry_after_ms = 2000,
        message = "The payment service timed out.",
        suggested_action = "Retry in a few seconds."
    )]
    ApiTimeout,

    #[error("charge {key}: connection reset after the request was sent")]
    #[error_kind(
        operational,
        category = "unknown_outcome",
        message = "The charge may or may not have gone through.",
        suggested_action = "Call charge_status with the same idempotency key before charging again."
    )]
    ChargeInDoubt { key: String },

    #[error("plan {plan} does not include exports")]
    #[error_kind(
        operational,
        category = "permission",
        message = "Exports are not included in the customer's current plan.",
        customer_message = "Upgrade to the Pro plan to export statements.",
        suggested_action = "Tell the user an upgrade is needed; do not retry."
    )]
    PlanRestricted { plan: String },

    #[error("ledger write failed: {0}")]
    #[error_kind(internal)]
    Ledger(#[from] std::io::Error),
}

fn authorize(p: &Payments, session_token: Option<&str>) -> Result<(), PaymentError> {
    match session_token {
        None => Err(PaymentError::MissingToken),
        Some(t) if t != p.token => Err(PaymentError::WrongToken {
            presented: t.into(),
        }),
        Some(_) => Ok(()),
    }
}

fn own_order<'a>(p: &'a Payments, order_id: &str) -> Result<&'a Order, PaymentError> {
    let order = p
        .orders
        .get(order_id)
        .ok_or_else(|| PaymentError::NoSuchOrder(order_id.into()))?;
    if order.customer != p.customer {
        return Err(PaymentError::ForeignOrder {
            order: order_id.into(),
            owner: order.customer.clone(),
            caller: p.customer.clone(),
        });
    }
    Ok(order)
}

/// A refund that went through.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Refund {
    /// The refund id.
    pub refund_id: String,
    /// Amount refunded, in cents.
    pub amount_cents: u64,
}

/// One of the customer's orders.
#[derive(Debug, Serialize, JsonSchema)]
pub struct OrderSummary {
    /// The order id.
    pub order_id: String,
    /// Its total, in cents.
    pub total_cents: u64,
}

/// List the calling customer's orders.
#[mcp_tool(read_only, idempotent)]
pub async fn list_orders(
    #[ctx] p: State<Payments>,
    /// The session token from login.
    session_token: Option<String>,
) -> Result<Vec<OrderSummary>, PaymentError> {
    authorize(&p, session_token.as_deref())?;
    let mut orders: Vec<_> = p
        .orders
        .iter()
        .filter(|(_, o)| o.customer == p.customer)
        .map(|(id, o)| OrderSummary {
            order_id: id.clone(),
            total_cents: o.total_cents,
        })
        .collect();
    orders.sort_by(|a, b| a.order_id.cmp(&b.order_id));
    Ok(orders)
}

/// Refund part or all of an order. Refunds over 50,000 cents need a manager.
#[mcp_tool(destructive, idempotent = false, timeout_ms = 10_000)]
pub async fn refund_order(
    #[ctx] p: State<Payments>,
    /// The session token from login.
    session_token: Option<String>,
    /// The order id, as returned by list_orders.
    order_id: String,
    /// Amount in cents.
    amount_cents: u64,
) -> Result<Refund, PaymentError> {
    authorize(&p, session_token.as_deref())?;
    let order = own_order(&p, &order_id)?;
    const LIMIT: u64 = 50_000;
    if amount_cents > LIMIT {
        return Err(PaymentError::OverLimit {
            amount: amount_cents,
            limit: LIMIT,
            order: order_id,
        });
    }
    if order.total_cents == 90_000 {
        // The demo's slow order: the payments API does not answer in time.
        return Err(PaymentError::ApiTimeout);
    }
    Ok(Refund {
        refund_id: format!("rf-{order_id}-{amount_cents}"),
        amount_cents,
    })
}

/// Charge the customer's card. Not idempotent: use a fresh idempotency key per charge.
#[mcp_tool(destructive, idempotent = false)]
pub async fn charge_card(
    #[ctx] p: State<Payments>,
    /// The session token from login.
    session_token: Option<String>,
    /// A key unique to this charge; reuse it only to ask for its status.
    idempotency_key: String,
    /// Amount in cents.
    amount_cents: u64,
) -> Result<String, PaymentError> {
    authorize(&p, session_token.as_deref())?;
    if idempotency_key == "k-ledger-broken" {
        // The demo's broken internals: a bug-class failure the model can do nothing about.
        let e = std::io::Error::other(
            "write /var/lib/payments/ledger-2026-11.db: no space left on device",
        );
        return Err(e.into());
    }
    let mut charges = p.charges.lock().expect("charges lock");
    if amount_cents % 1000 == 999 {
        // The demo's flaky network: the request went out, the answer never came back.
        charges.insert(idempotency_key.clone(), "succeeded");
        return Err(PaymentError::ChargeInDoubt {
            key: idempotency_key,
        });
    }
    charges.insert(idempotency_key.clone(), "succeeded");
    Ok(format!("Charged {amount_cents} cents ({idempotency_key})."))
}

/// The status of a charge, by idempotency key.
#[mcp_tool(read_only, idempotent)]
pub async fn charge_status(
    #[ctx] p: State<Payments>,
    /// The session token from login.
    session_token: Option<String>,
    /// The idempotency key the charge was made with.
    idempotency_key: String,
) -> Result<String, PaymentError> {
    authorize(&p, session_token.as_deref())?;
    let charges = p.charges.lock().expect("charges lock");
    Ok(charges
        .get(&idempotency_key)
        .map_or("not found", |s| s)
        .to_owned())
}

/// Export a statement of the customer's orders (Pro plan).
#[mcp_tool(read_only)]
pub async fn export_statement(
    #[ctx] p: State<Payments>,
    /// The session token from login.
    session_token: Option<String>,
) -> Result<String, PaymentError> {
    authorize(&p, session_token.as_deref())?;
    if p.plan != "pro" {
        return Err(PaymentError::PlanRestricted {
            plan: p.plan.into(),
        });
    }
    Ok("statement.csv".into())
}

/// The payments tools, with the demo store.
pub fn toolset() -> ToolSet {
    tools![
        list_orders,
        refund_order,
        charge_card,
        charge_status,
        export_statement
    ]
    .with_state(Payments::demo())
}
