//! The caller in-process and over stdio: who may call a tool, checked before its
//! arguments; the caller a handler sees; hidden tools; the audit of scopes.

use toolwright_tests::caller_support;
use toolwright_tests::server_harness;

use caller_support::{alice, toolset};
use serde_json::json;
use server_harness::{masked, Client};
use toolwright::auth::{caller_from_env, EnvCredentialError, Rejection, StaticTokens};
use toolwright::server::Server;
use toolwright::{access::Visibility, auth::InvalidSubject, CallOptions, Caller};
use toolwright_tests::LogCapture;

fn as_caller(caller: Caller) -> CallOptions {
    CallOptions::default().with_caller(caller)
}

#[tokio::test]
async fn a_tool_taking_a_caller_is_unauthorized_without_one() {
    let (logs, _capture) = LogCapture::start();
    let out = toolset().call("whoami", json!({})).await;
    assert_eq!(
        masked(&out.to_response(&json!(1))),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    assert!(logs.text().contains("<no caller>"), "{}", logs.text());
    let out = toolset()
        .call_with("whoami", json!({}), as_caller(alice()))
        .await;
    assert_eq!(
        out.as_result().unwrap().content[0],
        toolwright::wire::ContentBlock::text("alice")
    );
}

#[tokio::test]
async fn an_optional_caller_is_served_with_or_without_one() {
    let without = toolset().call("maybe", json!({})).await;
    assert_eq!(
        without.as_result().unwrap().content[0],
        toolwright::wire::ContentBlock::text("nobody")
    );
    let with = toolset()
        .call_with("maybe", json!({}), as_caller(alice()))
        .await;
    assert_eq!(
        with.as_result().unwrap().content[0],
        toolwright::wire::ContentBlock::text("alice")
    );
}

#[tokio::test]
async fn a_missing_scope_is_access_denied_before_the_arguments_are_checked() {
    let (logs, _capture) = LogCapture::start();
    // Invalid arguments too: the scope is decided first, so the reply says nothing of them.
    let out = toolset()
        .call_with("refund", json!({"order_id": 5}), as_caller(alice()))
        .await;
    assert_eq!(
        masked(&out.to_response(&json!(1))),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Access denied (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    let text = logs.text();
    assert!(
        text.contains("caller `alice` lacks scope refunds:write"),
        "{text}"
    );
    // Without a caller at all: unauthorized.
    let out = toolset().call("refund", json!({"order_id": "o-1"})).await;
    assert_eq!(
        masked(&out.as_error().unwrap().message),
        "Unauthorized (ref tw-ID)"
    );
}

#[tokio::test]
async fn a_broader_scope_of_the_set_grants_the_narrower_ones() {
    let bob = Caller::new("bob").unwrap().with_scopes(["admin"]);
    let out = toolset()
        .call_with("refund", json!({"order_id": "o-1"}), as_caller(bob))
        .await;
    assert!(!out.as_result().unwrap().is_error);
    // A scope name outside the set grants nothing.
    let eve = Caller::new("eve")
        .unwrap()
        .with_scopes(["refunds:*", "Refunds:Write"]);
    let out = toolset()
        .call_with("refund", json!({"order_id": "o-1"}), as_caller(eve))
        .await;
    assert_eq!(
        masked(&out.as_error().unwrap().message),
        "Access denied (ref tw-ID)"
    );
}

#[tokio::test]
async fn hidden_tools_are_answered_exactly_as_tools_that_do_not_exist() {
    let set = toolset().with_visibility(Visibility::Callable);
    let hidden = set
        .call_with("refund", json!({"order_id": "o-1"}), as_caller(alice()))
        .await;
    let absent = set
        .call_with("refunx", json!({"order_id": "o-1"}), as_caller(alice()))
        .await;
    assert_eq!(
        hidden.to_response(&json!(1)).replace("refund", "refunx"),
        absent.to_response(&json!(1))
    );
    let names: Vec<String> = set
        .list_for(toolwright::Era::Legacy, Some(&alice()))
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(names, ["whoami", "maybe", "read_orders", "echo"]);
    let anonymous: Vec<String> = set
        .list_for(toolwright::Era::Legacy, None)
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(anonymous, ["maybe", "echo"]);
}

#[tokio::test]
async fn a_stdio_servers_caller_makes_every_call_and_sees_only_its_tools() {
    let server = Server::new(toolset())
        .visibility(Visibility::Callable)
        .page_size(2)
        .caller(alice());
    let mut client = Client::start(server);
    client.handshake().await;
    let first = client
        .request(json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}))
        .await;
    let names = |page: &serde_json::Value| -> Vec<String> {
        page["result"]["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(names(&first), ["whoami", "maybe"]);
    assert_eq!(first["result"]["nextCursor"], "2");
    let second = client
        .request(
            json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"cursor": "2"}}),
        )
        .await;
    assert_eq!(names(&second), ["read_orders", "echo"]);
    assert!(second["result"].get("nextCursor").is_none(), "{second}");
    let beyond = client
        .request(
            json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"cursor": "4"}}),
        )
        .await;
    assert_eq!(beyond["error"]["code"], -32602);
    let who = client
        .request(json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
                        "params": {"name": "whoami", "arguments": {}}}))
        .await;
    assert_eq!(who["result"]["content"][0]["text"], "alice");
}

#[tokio::test]
async fn the_error_surface_lists_each_tools_scopes_and_caller_failures() {
    let surface = toolset().error_surface();
    let refund = surface.tools.iter().find(|t| t.name == "refund").unwrap();
    assert_eq!(refund.scopes, ["refunds:write"]);
    let rows: Vec<&str> = refund.variants.iter().map(|r| r.spec.variant).collect();
    assert_eq!(rows[..2], ["<no caller>", "<missing scope>"]);
    let whoami = surface.tools.iter().find(|t| t.name == "whoami").unwrap();
    assert_eq!(whoami.variants[0].spec.variant, "<no caller>");
    let echo = surface.tools.iter().find(|t| t.name == "echo").unwrap();
    assert!(echo.scopes.is_empty());
    assert_eq!(echo.variants[0].spec.variant, "<invalid arguments>");
    let table = surface.to_string();
    assert!(
        table.contains("read_orders      needs scope orders:read\n"),
        "{table}"
    );
    assert!(
        table.contains("<missing scope>     security    -32600 \"Access denied\""),
        "{table}"
    );
    assert!(
        table.contains(
            "refund           (same as read_orders)\n                 needs scope refunds:write\n"
        ),
        "{table}"
    );
}

#[test]
fn no_caller_can_be_built_without_a_name() {
    // A nameless caller passes every `id.starts_with(caller.subject())` check.
    for subject in [
        "",
        " ",
        "\t\n",
        "\u{3000}",
        "alice\nforged log line",
        "bob\u{7}",
    ] {
        let refused: Result<Caller, InvalidSubject> = Caller::new(subject);
        assert!(refused.is_err(), "{subject:?}");
    }
    assert_eq!(Caller::new(" alice ").unwrap().subject(), " alice ");
    // A verifier answers it with `?`: a missing `sub`.
    assert_eq!(
        Rejection::from(Caller::new("").unwrap_err()),
        Rejection::MissingClaim("sub")
    );
}

#[test]
fn a_callers_debug_shows_claim_names_but_no_claim_values() {
    let mut claims = serde_json::Map::new();
    claims.insert("tenant".into(), json!("acme-secret-tenant"));
    let caller = alice().with_client_id("cursor").with_claims(claims);
    let shown = format!("{caller:?}");
    assert!(
        shown.contains("\"alice\"") && shown.contains("\"tenant\""),
        "{shown}"
    );
    assert!(!shown.contains("acme-secret-tenant"), "{shown}");
}

/// A verifier that counts the tokens it is asked about.
struct Counting(StaticTokens, std::sync::atomic::AtomicUsize);

impl toolwright::auth::TokenVerifier for Counting {
    fn verify<'a>(&'a self, token: &'a str) -> toolwright::auth::VerifyFuture<'a> {
        self.1.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.0.verify(token)
    }
}

#[tokio::test]
async fn a_credential_from_the_environment_is_checked_once_and_never_shown() {
    let keys = Counting(
        StaticTokens::new().token("tok-env-9f1c", alice()),
        Default::default(),
    );
    let checks = || keys.1.load(std::sync::atomic::Ordering::SeqCst);
    // Variables unique to this test: the process environment is shared.
    std::env::set_var("TW_TEST_KEY_GOOD", "tok-env-9f1c");
    std::env::set_var("TW_TEST_KEY_BAD", "tok-env-wrong-77");
    std::env::set_var("TW_TEST_KEY_EMPTY", "");
    std::env::set_var("TW_TEST_KEY_BLANK", " \t ");
    let caller = caller_from_env("TW_TEST_KEY_GOOD", &keys).await.unwrap();
    assert_eq!(caller.subject(), "alice");
    assert_eq!(checks(), 1, "one credential, one check");
    let bad = caller_from_env("TW_TEST_KEY_BAD", &keys).await.unwrap_err();
    assert_eq!(checks(), 2);
    assert_eq!(
        bad,
        EnvCredentialError::Rejected {
            var: "TW_TEST_KEY_BAD".into(),
            why: Rejection::Unknown
        }
    );
    assert_eq!(
        bad.to_string(),
        "the credential in TW_TEST_KEY_BAD was rejected: unknown token"
    );
    for var in [
        "TW_TEST_KEY_EMPTY",
        "TW_TEST_KEY_BLANK",
        "TW_TEST_KEY_UNSET",
    ] {
        let missing = caller_from_env(var, &keys).await.unwrap_err();
        assert_eq!(
            missing.to_string(),
            format!("{var} is not set: start the server with the credential in {var}")
        );
        assert_eq!(checks(), 2, "{var}: no credential, no check");
    }
}
