//! Leak tests: unique secrets planted in every field and in the Display and source chain of
//! security and internal variants (and in the fields templates leave out and sources of
//! operational ones) must appear nowhere in what the client receives, and must reach the
//! server log; `#[sensitive]` values (error fields, tool arguments) must reach neither.

use serde_json::json;
use toolwright::{mcp_tool, tools, ToolError};
use toolwright_tests::LogCapture;

const SECRETS: [&str; 8] = [
    "PLANTED-tenant-7f3a",
    "PLANTED-path-/etc/shadow-91",
    "PLANTED-sql-SELECT-secret-col",
    "PLANTED-upstream-body-55c2",
    "PLANTED-shard-0x99",
    "PLANTED-pattern-ignore-previous",
    "PLANTED-policy-boundary-/allowed/u1",
    "PLANTED-customer-id-c88",
];

#[derive(Debug, thiserror::Error)]
#[error("upstream said {0}")]
pub struct Upstream(String);

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Planted {
    #[error("token for tenant {tenant} rejected")]
    #[error_kind(security, reply = "unauthorized")]
    Auth { tenant: String },

    #[error("path {0} escapes the sandbox {1}")]
    #[error_kind(security)]
    Traversal(String, String),

    #[error("injection pattern {pattern} matched in {query}")]
    #[error_kind(security, reply = "access_denied")]
    Injection { pattern: String, query: String },

    #[error("order of customer {0} is not theirs")]
    #[error_kind(security, disguise = NotFound)]
    Foreign(String),

    #[error("query {sql} failed")]
    #[error_kind(internal)]
    Db {
        sql: String,
        #[source]
        source: Upstream,
    },

    #[error("shard {shard} has no order")]
    #[error_kind(operational, category = "not_found", message = "No such order.")]
    NotFound { shard: String },

    #[error("downstream failed: {0}")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The search service is down; retry shortly."
    )]
    Downstream(#[from] Upstream),
}

/// Fail with planted secrets.
#[mcp_tool]
async fn plant(which: u8) -> Result<String, Planted> {
    let s = |i: usize| SECRETS[i].to_owned();
    Err(match which {
        0 => Planted::Auth { tenant: s(0) },
        1 => Planted::Traversal(s(1), s(6)),
        2 => Planted::Injection {
            pattern: s(5),
            query: s(3),
        },
        3 => Planted::Foreign(s(7)),
        4 => Planted::Db {
            sql: s(2),
            source: Upstream(s(3)),
        },
        5 => Planted::NotFound { shard: s(4) },
        6 => Planted::Downstream(Upstream(s(3))),
        _ => panic!("panicked with {}", s(2)),
    })
}

#[tokio::test]
async fn planted_secrets_never_reach_the_client_but_reach_the_log() {
    let (logs, _guard) = LogCapture::start();
    let tools = tools![plant];
    let mut wire = String::new();
    for which in 0..=7u8 {
        let out = tools.call("plant", json!({ "which": which })).await;
        wire.push_str(&out.to_response(&json!(which)));
        wire.push('\n');
    }
    wire.push_str(&serde_json::to_string(&tools.list(toolwright::Era::Legacy)).unwrap());
    wire.push_str(&serde_json::to_string(&tools.error_surface()).unwrap());
    for secret in SECRETS {
        assert!(!wire.contains(secret), "{secret} leaked:\n{wire}");
        // Fragments too: no part of a planted value after its prefix.
        let tail = &secret["PLANTED-".len()..];
        assert!(!wire.contains(tail), "{tail} leaked:\n{wire}");
    }
    assert!(!wire.contains("PLANTED"), "{wire}");
    let logs = logs.text();
    for secret in SECRETS {
        assert!(
            logs.contains(secret),
            "{secret} missing from the server log:\n{logs}"
        );
    }
}

#[tokio::test]
async fn security_and_internal_answers_carry_nothing_but_code_message_and_id() {
    let tools = tools![plant];
    // Each variant's own fixed reply: auth's `unauthorized`, the traversal's default, the
    // injection's `access_denied`, and `Internal error` for the database and the panic.
    for (which, reply) in [
        (0u8, "Unauthorized"),
        (1, "Request rejected"),
        (2, "Access denied"),
        (4, "Internal error"),
        (7, "Internal error"),
    ] {
        let out = tools.call("plant", json!({ "which": which })).await;
        let err = out.as_error().expect("a protocol error");
        let data = err.data.as_ref().unwrap().as_object().unwrap();
        assert_eq!(data.keys().collect::<Vec<_>>(), ["correlationId"]);
        // The fixed reply and the reference the user can quote; nothing else.
        let id = data["correlationId"].as_str().unwrap();
        assert_eq!(
            err.message,
            format!("{reply} (ref {id})"),
            "variant {which}"
        );
    }
}

const CARD: &str = "4111-PLANTED-CARD-9d1e";

/// A card number: a string the schema accepts, which serde refuses quoting it.
#[derive(Debug, schemars::JsonSchema)]
#[schemars(transparent)]
pub struct CardNumber(String);

impl<'de> serde::Deserialize<'de> for CardNumber {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        if s.len() == 16 && s.bytes().all(|b| b.is_ascii_digit()) {
            Ok(CardNumber(s))
        } else {
            Err(serde::de::Error::invalid_value(
                serde::de::Unexpected::Str(&s),
                &"a 16-digit card number",
            ))
        }
    }
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PayError {
    #[error("card ending {last4} declined")]
    #[error_kind(
        operational,
        category = "permission",
        message = "The card was declined."
    )]
    Declined {
        last4: String,
        #[sensitive]
        card: String,
    },
}

/// Charge a card (its number is `#[sensitive]`).
#[mcp_tool]
async fn pay(#[sensitive] card: CardNumber) -> Result<String, PayError> {
    Err(PayError::Declined {
        last4: "9d1e".into(),
        card: card.0,
    })
}

/// The same, without `#[sensitive]`: serde's message (with the value) goes to the log.
#[mcp_tool]
async fn pay_plain(card: CardNumber) -> Result<String, PayError> {
    Err(PayError::Declined {
        last4: "9d1e".into(),
        card: card.0,
    })
}

#[tokio::test]
async fn sensitive_values_reach_neither_the_client_nor_the_log() {
    let (logs, _guard) = LogCapture::start();
    let tools = tools![pay, pay_plain];
    // A value serde refuses, quoting it; and a valid one the handler fails with.
    let refused = tools.call("pay", json!({ "card": CARD })).await;
    let declined = tools
        .call("pay", json!({ "card": "4111111111111111" }))
        .await;
    let wire = format!(
        "{}\n{}",
        refused.to_response(&json!(1)),
        declined.to_response(&json!(2))
    );
    assert!(wire.contains("expected a 16-digit card number"), "{wire}");
    assert!(
        !wire.contains("PLANTED") && !wire.contains("4111111111111111"),
        "{wire}"
    );
    let logs = logs.text();
    assert!(logs.contains("`card` does not decode"), "{logs}");
    assert!(logs.contains("card ending 9d1e declined"), "{logs}");
    assert!(
        !logs.contains("PLANTED"),
        "a #[sensitive] argument reached the log:\n{logs}"
    );
    assert!(
        !logs.contains("4111111111111111"),
        "a #[sensitive] field reached the log:\n{logs}"
    );
}

#[tokio::test]
async fn an_argument_not_marked_sensitive_is_quoted_in_the_log() {
    // What `#[sensitive]` prevents: serde's message quotes the value, and it is logged.
    let (logs, _guard) = LogCapture::start();
    let out = tools![pay_plain]
        .call("pay_plain", json!({ "card": CARD }))
        .await;
    assert!(!out.to_response(&json!(1)).contains("PLANTED"));
    assert!(logs.text().contains(CARD), "{}", logs.text());
}
