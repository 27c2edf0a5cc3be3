//! Every kind and key of #[error_kind], as the contract allows them.

use toolwright::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    #[error("refund of {amount} exceeds limit {limit} for order {order}")]
    #[error_kind(
        operational,
        category = "business",
        message = "Refund of ${amount} exceeds the ${limit} policy limit.",
        customer_message = "Refunds over ${limit} need manager approval.",
        suggested_action = "Ask a manager to approve the refund, or refund a smaller amount."
    )]
    OverLimit {
        amount: u64,
        limit: u64,
        order: String,
    },

    #[error("payments API timed out: {0}")]
    #[error_kind(
        operational,
        category = "timeout",
        retry_after_ms = 2000,
        message = "The payment service timed out. Retry in a few seconds."
    )]
    Timeout(#[source] std::io::Error),

    #[error("conflicting refund {0}")]
    #[error_kind(
        operational,
        category = "conflict",
        retryable = true,
        retry_after_ms = 500,
        message = "Another refund of order {0} is in flight; retry shortly."
    )]
    InFlight(String),

    #[error("order {id} is locked")]
    #[error_kind(operational, category = "validation", message = display)]
    Locked { id: u32 },

    #[error("card declined")]
    #[error_kind(
        operational,
        category = "permission",
        message = "The card on file was declined; {{ask}} the user for another."
    )]
    Declined {
        #[sensitive]
        card: String,
    },

    #[error("token rejected for tenant {tenant}")]
    #[error_kind(security, reply = "unauthorized")]
    BadToken { tenant: String },

    #[error("scope missing")]
    #[error_kind(security, reply = "access_denied")]
    Scope,

    #[error("tampered request")]
    #[error_kind(security)]
    Tampered,

    #[error("order {0} belongs to another customer")]
    #[error_kind(security, disguise = NotFound)]
    Foreign(String),

    #[error("order {0} not found")]
    #[error_kind(
        operational,
        category = "not_found",
        message = "No such order. Call list_orders to see valid ids."
    )]
    NotFound(String),

    #[error("database: {0}")]
    #[error_kind(internal)]
    Db(#[from] std::io::Error),
}

/// An enum with no variants: a tool that classifies nothing.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Never {}

fn main() {
    assert_eq!(<RefundError as ToolError>::SURFACE.len(), 11);
    assert!(<Never as ToolError>::SURFACE.is_empty());
}
