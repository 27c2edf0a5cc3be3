//! The payments server: refunds and charges for the customer who is calling.
//!
//! No tool takes a credential: the caller comes from a verified credential, never from the
//! model. Over stdio the server is started with an API key in `PAYMENTS_API_KEY` (checked
//! once, at start); over HTTP every request carries a bearer token (a JWT the server
//! verifies). The customer is the caller's subject; refunds and charges need their own
//! scopes.
//!
//! A refund over the policy limit asks the human through elicitation when the client can
//! ask its user, and goes ahead if they approve.
//!
//! Failures, as the seeds classify them: a refund over the policy limit that no human
//! approved (business: escalate),
//! a payment API timeout (retryable, with `retry_after_ms`), another customer's order
//! (security, disguised as not found), a charge that may have gone through
//! (`unknown_outcome`: check status before re-running), and a plan restriction (permission:
//! upgrade). A charge takes an idempotency key: the runtime runs it once per key and answers
//! a retry with the first outcome; refunds, which take none, are rate limited. A missing or wrong credential never reaches a handler: the transport refuses it
//! (over HTTP one identical `401`), and a missing scope is a `403` step-up challenge.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Mutex;
use toolwright::auth::{JwtVerifier, StaticTokens};
use toolwright::{
    mcp_tool, tools, Caller, Context, Elicit, Elicited, ScopeSet, State, ToolError, ToolSet,
};

/// What callers of the payments tools may be allowed to do.
#[derive(Debug, Clone, Copy, ScopeSet)]
pub enum Scope {
    /// Read the customer's orders, charges and statements.
    #[scope("orders:read")]
    OrdersRead,
    /// Refund the customer's orders.
    #[scope("refunds:write")]
    Refunds,
    /// Charge the customer's card.
    #[scope("charges:write")]
    Charges,
    /// Everything a payments operator may do.
    #[scope("payments:admin", includes(OrdersRead, Refunds, Charges))]
    Admin,
}

/// The stdio server's demo API key (`PAYMENTS_API_KEY`): customer `c-100`, every scope.
/// A demo value: a real deployment issues keys per customer and keeps them out of source.
pub const DEMO_API_KEY: &str = "tok_live_demo_7c1d";

/// The stdio server's key table: [`DEMO_API_KEY`] for customer `c-100`.
pub fn api_keys() -> StaticTokens {
    StaticTokens::new().token(
        DEMO_API_KEY,
        Caller::new("c-100").unwrap().with_scopes([
            "orders:read",
            "refunds:write",
            "charges:write",
        ]),
    )
}

/// The issuer of the HTTP server's demo tokens.
pub const DEMO_ISSUER: &str = "https://auth.payments.example";

/// The HS256 secret the demo issuer signs tokens with, documented so a newcomer can mint one
/// (`http mint`). A demo value: a real deployment verifies its authorization server's
/// signatures with the keys its JWKS publishes (`Jwks::from_file`).
pub const DEMO_SECRET: &str = "toolwright-demo-secret-not-for-production-use";

/// The HTTP server's verifier: demo tokens issued for `resource` (the server's canonical
/// URL).
pub fn token_verifier(resource: &str) -> JwtVerifier {
    JwtVerifier::new(DEMO_ISSUER, resource).hs256_secret(DEMO_SECRET)
}

/// What the server knows: the customers' orders and plans.
#[derive(Debug)]
pub struct Payments {
    plans: HashMap<String, &'static str>,
    orders: HashMap<String, Order>,
    /// Charge statuses by customer and idempotency key.
    charges: Mutex<HashMap<(String, String), &'static str>>,
}

#[derive(Debug, Clone)]
struct Order {
    customer: String,
    total_cents: u64,
}

impl Payments {
    /// A demo store: customers `c-100` (free plan, two orders) and `c-200` (one order).
    pub fn demo() -> Self {
        let order = |customer: &str, total_cents| Order {
            customer: customer.into(),
            total_cents,
        };
        Payments {
            plans: HashMap::from([("c-100".into(), "free"), ("c-200".into(), "pro")]),
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
        message = "The charge did not confirm: it may or may not have gone through.",
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

fn own_order<'a>(
    p: &'a Payments,
    caller: &Caller,
    order_id: &str,
) -> Result<&'a Order, PaymentError> {
    let order = p
        .orders
        .get(order_id)
        .ok_or_else(|| PaymentError::NoSuchOrder(order_id.into()))?;
    if order.customer != caller.subject() {
        return Err(PaymentError::ForeignOrder {
            order: order_id.into(),
            owner: order.customer.clone(),
            caller: caller.subject().into(),
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
#[mcp_tool(read_only, idempotent, scopes = [Scope::OrdersRead])]
pub async fn list_orders(
    #[ctx] p: State<Payments>,
    #[ctx] caller: Caller,
) -> Result<Vec<OrderSummary>, PaymentError> {
    let mut orders: Vec<_> = p
        .orders
        .iter()
        .filter(|(_, o)| o.customer == caller.subject())
        .map(|(id, o)| OrderSummary {
            order_id: id.clone(),
            total_cents: o.total_cents,
        })
        .collect();
    orders.sort_by(|a, b| a.order_id.cmp(&b.order_id));
    Ok(orders)
}

/// What the human decides about a refund over the limit.
#[derive(Debug, Deserialize, JsonSchema, Elicit)]
pub struct RefundApproval {
    /// Approve this refund over the policy limit?
    pub approve: bool,
}

/// The card processor the demo pretends to call, and its key: planted secrets the
/// interop suites look for in everything the server sends (they must never appear).
pub const PROCESSOR_URL: &str = "https://processor.internal.example:8443/v1/charges";
/// See [`PROCESSOR_URL`].
pub const PROCESSOR_KEY: &str = "sk_live_51Hc8ProcessorKey9f3a7c2e";

/// Refunds above this many cents need a human's approval.
pub const REFUND_LIMIT: u64 = 50_000;

/// Refund part or all of an order. Refunds over 50,000 cents need a human's approval.
// Waiting for the human counts against the timeout: long enough for them to answer. Not
// idempotent and taking no key: limited to 60 a minute per customer, so a model retrying in
// a loop is stopped and told when it may go on.
#[mcp_tool(
    destructive,
    idempotent = false,
    timeout_ms = 300_000,
    rate_limit = "60/minute",
    scopes = [Scope::Refunds]
)]
pub async fn refund_order(
    #[ctx] p: State<Payments>,
    #[ctx] caller: Caller,
    #[ctx] ctx: Context,
    /// The order id, as returned by list_orders.
    order_id: String,
    /// Amount in cents.
    amount_cents: u64,
) -> Result<Refund, PaymentError> {
    let order = own_order(&p, &caller, &order_id)?;
    if amount_cents > REFUND_LIMIT {
        // Ask before acting: in the 2026-07-28 era the retry runs this again from the top.
        let question = format!(
            "Refund {amount_cents} cents on order {order_id}? It is over the {REFUND_LIMIT} cent limit."
        );
        let approved = match ctx.elicit::<RefundApproval>(question).await {
            Elicited::Accepted(answer) => answer.approve,
            // Declined, dismissed, unanswered, or a client that cannot ask: a manager
            // must decide instead.
            _ => false,
        };
        if !approved {
            return Err(PaymentError::OverLimit {
                amount: amount_cents,
                limit: REFUND_LIMIT,
                order: order_id,
            });
        }
        ctx.info(format!(
            "refund of {amount_cents} cents on order {order_id} approved by the user"
        ));
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

/// Charge the customer's card, once per idempotency key: a retry with the same key and
/// amount answers the first charge's outcome and never charges twice. Use a fresh key per
/// new charge.
// `idempotent`: a repeat with the same arguments, the key among them, changes nothing more.
#[mcp_tool(
    destructive,
    idempotent,
    idempotency_key = idempotency_key,
    scopes = [Scope::Charges]
)]
pub async fn charge_card(
    #[ctx] p: State<Payments>,
    #[ctx] caller: Caller,
    #[ctx] ctx: Context,
    /// A key unique to this charge (1 to 255 bytes): send it again, with the same amount,
    /// to retry the charge safely, or to charge_status to ask about it.
    idempotency_key: String,
    /// Amount in cents.
    amount_cents: u64,
) -> Result<String, PaymentError> {
    // A careless log line, as handlers write them: the sanitizer keeps the processor's
    // endpoint and key out of what the client (and the server log) receives.
    ctx.info(format!(
        "charging {amount_cents} cents via {PROCESSOR_URL} with key {PROCESSOR_KEY}"
    ));
    if idempotency_key == "k-ledger-broken" {
        // The demo's broken internals: a bug-class failure the model can do nothing about.
        let e = std::io::Error::other(
            "write /var/lib/payments/ledger-2026-11.db: no space left on device",
        );
        return Err(e.into());
    }
    let mut charges = p.charges.lock().expect("charges lock");
    let entry = (caller.subject().to_owned(), idempotency_key.clone());
    charges.insert(entry, "succeeded");
    if amount_cents % 1000 == 999 {
        // The demo's flaky network: the request went out, the answer never came back.
        return Err(PaymentError::ChargeInDoubt {
            key: idempotency_key,
        });
    }
    Ok(format!("Charged {amount_cents} cents ({idempotency_key})."))
}

/// The status of a charge, by idempotency key.
#[mcp_tool(read_only, idempotent, scopes = [Scope::OrdersRead])]
pub async fn charge_status(
    #[ctx] p: State<Payments>,
    #[ctx] caller: Caller,
    /// The idempotency key the charge was made with.
    idempotency_key: String,
) -> Result<String, PaymentError> {
    let charges = p.charges.lock().expect("charges lock");
    let entry = (caller.subject().to_owned(), idempotency_key);
    Ok(charges.get(&entry).map_or("not found", |s| s).to_owned())
}

/// Export a statement of the customer's orders (Pro plan).
#[mcp_tool(read_only, scopes = [Scope::OrdersRead])]
pub async fn export_statement(
    #[ctx] p: State<Payments>,
    #[ctx] caller: Caller,
) -> Result<String, PaymentError> {
    let plan = p.plans.get(caller.subject()).copied().unwrap_or("free");
    if plan != "pro" {
        return Err(PaymentError::PlanRestricted { plan: plan.into() });
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

/// A demo token for the HTTP server (what `http mint` prints): `subject` granted `scopes`,
/// issued by [`DEMO_ISSUER`] for `resource`, valid for `ttl_secs` (negative: already
/// expired), signed with [`DEMO_SECRET`].
pub fn mint_demo_token(subject: &str, scopes: &[&str], resource: &str, ttl_secs: i64) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let now = i64::try_from(now).unwrap_or(i64::MAX);
    let claims = serde_json::json!({
        "iss": DEMO_ISSUER,
        "aud": resource,
        "sub": subject,
        "client_id": "toolwright-demo",
        "scope": scopes.join(" "),
        "iat": now,
        "exp": now + ttl_secs,
    });
    jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &claims,
        &jsonwebtoken::EncodingKey::from_secret(DEMO_SECRET.as_bytes()),
    )
    .expect("HS256 signing cannot fail")
}
