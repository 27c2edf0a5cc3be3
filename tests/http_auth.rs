//! Bearer-token authentication over toolwright's Streamable HTTP transport, on real sockets:
//! the one `401` every rejected token gets, the `403` step-up for a missing scope, the
//! Protected Resource Metadata, the caller reaching the handler in both eras, tools hidden
//! from callers who may not call them, and no token in anything the server writes.

use toolwright_tests::caller_support;
use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use caller_support::{Scope, Verifier, ADMIN, DOWN, EXPIRED, READER};
use http_support::{
    error_code, exchange, post, read_until, request, start_with, stateless, Reply, ACCEPT,
};
use serde_json::{json, Value};
use server_harness::masked;
use std::net::SocketAddr;
use toolwright::server::http::{BearerAuth, HttpConfig};
use toolwright::server::Server;
use toolwright::{access::Visibility, ScopeSet};
use toolwright_tests::LogCapture;

const RESOURCE: &str = "https://mcp.example.com/mcp";
const METADATA: &str = "https://mcp.example.com/.well-known/oauth-protected-resource/mcp";
const CHALLENGE: &str =
    "Bearer resource_metadata=\"https://mcp.example.com/.well-known/oauth-protected-resource/mcp\"";

fn auth() -> HttpConfig {
    HttpConfig::new().bearer_auth(
        BearerAuth::new(Verifier::new(), RESOURCE, "https://auth.example.com")
            .resource_name("test tools"),
    )
}

async fn start(visibility: Visibility) -> http_support::Running {
    let server = Server::new(caller_support::toolset()).visibility(visibility);
    start_with(server, auth()).await
}

fn bearer(token: &str) -> String {
    format!("Bearer {token}")
}

/// A 2026-07-28 `tools/call` with `authorization` headers (any number).
async fn call_as(
    addr: SocketAddr,
    authorization: &[&str],
    id: u64,
    tool: &str,
    args: Value,
) -> Reply {
    let mut params = json!({"name": tool, "arguments": args});
    params["_meta"] = server_harness::stateless_meta();
    let body = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params});
    let mut headers: Vec<(&str, &str)> = vec![
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", tool),
    ];
    headers.extend(authorization.iter().map(|a| ("Authorization", *a)));
    post(addr, &headers, &body).await
}

/// Open a 2025-11-25 session with `authorization`; its id.
async fn open_session(addr: SocketAddr, authorization: &str) -> String {
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}});
    let started = post(addr, &[("Authorization", authorization)], &init).await;
    assert_eq!(started.status, 200, "{}", whole(&started));
    started
        .header("mcp-session-id")
        .expect("a session id")
        .to_owned()
}

/// A `tools/call` of `tool` in `session`, with `authorization`.
async fn call_in_session(
    addr: SocketAddr,
    authorization: &str,
    session: &str,
    tool: &str,
    args: Value,
) -> Reply {
    let call = json!({"jsonrpc": "2.0", "id": 8, "method": "tools/call",
                      "params": {"name": tool, "arguments": args}});
    let headers = [
        ("Authorization", authorization),
        ("Mcp-Session-Id", session),
        ("MCP-Protocol-Version", "2025-11-25"),
    ];
    post(addr, &headers, &call).await
}

/// Everything a reply carries: status, headers, body.
fn whole(reply: &Reply) -> String {
    let headers: Vec<String> = reply
        .headers
        .iter()
        .map(|(n, v)| format!("{n}: {v}"))
        .collect();
    format!("{}\n{}\n{}", reply.status, headers.join("\n"), reply.text())
}

/// The reply without the headers that vary between any two replies (`date`).
fn stable(reply: &Reply) -> String {
    let headers: Vec<String> = reply
        .headers
        .iter()
        .filter(|(n, _)| !n.eq_ignore_ascii_case("date"))
        .map(|(n, v)| format!("{n}: {v}"))
        .collect();
    masked(&format!(
        "{}\n{}\n{}",
        reply.status,
        headers.join("\n"),
        reply.text()
    ))
}

#[tokio::test]
async fn missing_malformed_unknown_and_expired_tokens_get_one_identical_401() {
    let (logs, _capture) = LogCapture::start();
    let http = start(Visibility::All).await;
    let bad_ones: [(&str, Vec<String>); 7] = [
        ("no header", vec![]),
        ("another scheme", vec!["Basic YWxpY2U6c2VjcmV0".into()]),
        ("no token", vec!["Bearer".into()]),
        ("unknown", vec![bearer("tok-guess-31aa")]),
        ("a known token's prefix", vec![bearer(&READER[..8])]),
        ("expired", vec![bearer(EXPIRED)]),
        ("two headers", vec![bearer(READER), bearer(ADMIN)]),
    ];
    let mut answers = Vec::new();
    for (what, headers) in &bad_ones {
        let headers: Vec<&str> = headers.iter().map(String::as_str).collect();
        let reply = call_as(http.addr, &headers, 1, "echo", json!({"text": "hi"})).await;
        assert_eq!(reply.status, 401, "{what}: {}", whole(&reply));
        assert_eq!(reply.header("www-authenticate"), Some(CHALLENGE), "{what}");
        let body = masked(&reply.text());
        assert_eq!(
            body,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#,
            "{what}"
        );
        answers.push((
            what,
            stable(&reply),
            reply.json()["error"]["data"]["correlationId"].clone(),
        ));
    }
    for (what, answer, _) in &answers[1..] {
        assert_eq!(
            answer, &answers[0].1,
            "{what} differs from a request without a token"
        );
    }
    // The log names each reason beside its correlation id; never a token.
    let text = logs.text();
    for ((what, _, id), why) in answers.iter().zip([
        "no credential presented",
        "malformed token",
        "malformed token",
        "unknown token",
        "unknown token",
        "token expired",
        "malformed token",
    ]) {
        let id = id.as_str().unwrap();
        let line = text
            .lines()
            .find(|l| l.contains(id))
            .unwrap_or_else(|| panic!("{what}: no log line with {id}:\n{text}"));
        assert!(line.contains(why), "{what}: {line}");
    }
    for token in [
        READER,
        ADMIN,
        EXPIRED,
        "tok-guess-31aa",
        &READER[..8],
        "YWxpY2U6c2VjcmV0",
    ] {
        assert!(!text.contains(token), "{token} reached the log:\n{text}");
    }
    http.stop().await;
}

#[tokio::test]
async fn every_method_of_the_endpoint_needs_a_token() {
    let http = start(Visibility::All).await;
    let delete = exchange(
        http.addr,
        &request("DELETE", &[("Mcp-Session-Id", "x")], ""),
    )
    .await;
    assert_eq!(delete.status, 401);
    let get = exchange(http.addr, &request("GET", &[ACCEPT], "")).await;
    assert_eq!(get.status, 401);
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}});
    assert_eq!(post(http.addr, &[], &init).await.status, 401);
    http.stop().await;
}

#[tokio::test]
async fn a_verifier_that_cannot_check_tokens_answers_503_with_retry_after() {
    let http = start(Visibility::All).await;
    let reply = call_as(
        http.addr,
        &[&bearer(DOWN)],
        1,
        "echo",
        json!({"text": "hi"}),
    )
    .await;
    assert_eq!(reply.status, 503, "{}", whole(&reply));
    assert_eq!(reply.header("retry-after"), Some("5"));
    assert_eq!(reply.header("www-authenticate"), None);
    assert_eq!(error_code(&reply), -32603);
    http.stop().await;
}

#[tokio::test]
async fn a_missing_scope_is_403_with_an_insufficient_scope_challenge_in_both_eras() {
    let (logs, _capture) = LogCapture::start();
    let http = start(Visibility::All).await;
    let expected_challenge = format!(
        "Bearer error=\"insufficient_scope\", scope=\"orders:read refunds:write\", resource_metadata=\"{METADATA}\", error_description=\"The token lacks a scope this tool requires.\""
    );
    // 2026-07-28, stateless.
    let reply = call_as(
        http.addr,
        &[&bearer(READER)],
        7,
        "refund",
        json!({"order_id": "o-1"}),
    )
    .await;
    assert_eq!(reply.status, 403, "{}", whole(&reply));
    assert_eq!(
        reply.header("www-authenticate"),
        Some(expected_challenge.as_str())
    );
    assert_eq!(
        masked(&reply.text()),
        r#"{"jsonrpc":"2.0","id":7,"error":{"code":-32600,"message":"Access denied (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    let id = reply.json()["error"]["data"]["correlationId"]
        .as_str()
        .unwrap()
        .to_owned();
    // 2025-11-25, in a session: the same challenge.
    let auth = bearer(READER);
    let session = open_session(http.addr, &auth).await;
    let in_session = call_in_session(
        http.addr,
        &auth,
        &session,
        "refund",
        json!({"order_id": "o-1"}),
    )
    .await;
    assert_eq!(in_session.status, 403);
    assert_eq!(
        in_session.header("www-authenticate"),
        Some(expected_challenge.as_str())
    );
    // A tool the token may call is served, with the same token.
    let read = call_as(http.addr, &[&auth], 9, "read_orders", json!({"limit": 3})).await;
    assert_eq!(read.status, 200);
    assert_eq!(read.json()["result"]["structuredContent"], json!(3));
    let text = logs.text();
    let line = text
        .lines()
        .find(|l| l.contains(&id))
        .expect("a log line for the 403");
    assert!(
        line.contains("subject=\"alice\"") || line.contains("subject=alice"),
        "{line}"
    );
    assert!(line.contains("refunds:write"), "{line}");
    assert!(!text.contains(READER), "the token reached the log:\n{text}");
    http.stop().await;
}

#[tokio::test]
async fn a_missing_scope_is_refused_before_the_arguments_are_checked() {
    let http = start(Visibility::All).await;
    // Arguments that would fail validation: the scope decides first.
    let reply = call_as(
        http.addr,
        &[&bearer(READER)],
        1,
        "refund",
        json!({"order_id": 5}),
    )
    .await;
    assert_eq!(reply.status, 403);
    http.stop().await;
}

#[tokio::test]
async fn a_broader_scope_grants_the_narrower_ones_it_includes() {
    assert_eq!(Scope::Refund.granted_by(), ["admin"]);
    let http = start(Visibility::All).await;
    let reply = call_as(
        http.addr,
        &[&bearer(ADMIN)],
        1,
        "refund",
        json!({"order_id": "o-1"}),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", whole(&reply));
    assert_eq!(reply.json()["result"]["content"][0]["text"], "refunded o-1");
    http.stop().await;
}

#[tokio::test]
async fn the_tokens_caller_reaches_the_handler_in_both_eras() {
    let http = start(Visibility::All).await;
    let stateless_reply = call_as(http.addr, &[&bearer(ADMIN)], 1, "whoami", json!({})).await;
    assert_eq!(
        stateless_reply.json()["result"]["content"][0]["text"],
        "bob"
    );
    let auth = bearer(READER);
    let session = open_session(http.addr, &auth).await;
    let reply = call_in_session(http.addr, &auth, &session, "maybe", json!({})).await;
    assert_eq!(reply.json()["result"]["content"][0]["text"], "alice");
    let call = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                      "params": {"name": "maybe", "arguments": {}}});
    // The session is not the credential: the next request without a token is refused.
    let bare = [
        ("Mcp-Session-Id", session.as_str()),
        ("MCP-Protocol-Version", "2025-11-25"),
    ];
    assert_eq!(post(http.addr, &bare, &call).await.status, 401);
    http.stop().await;
}

#[tokio::test]
async fn without_bearer_auth_a_tool_needing_a_caller_is_unauthorized() {
    let server = Server::new(caller_support::toolset());
    let http = start_with(server, HttpConfig::new()).await;
    let reply = stateless(
        http.addr,
        1,
        "tools/call",
        json!({"name": "whoami", "arguments": {}}),
    )
    .await;
    assert_eq!(reply.status, 200);
    assert_eq!(
        masked(reply.json()["error"]["message"].as_str().unwrap()),
        "Unauthorized (ref tw-ID)"
    );
    let reply = stateless(
        http.addr,
        2,
        "tools/call",
        json!({"name": "maybe", "arguments": {}}),
    )
    .await;
    assert_eq!(reply.json()["result"]["content"][0]["text"], "nobody");
    // No metadata is served for a server that takes no tokens.
    let get = exchange(http.addr, b"GET /.well-known/oauth-protected-resource/mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").await;
    assert_eq!(get.status, 404);
    http.stop().await;
}

#[tokio::test]
async fn protected_resource_metadata_is_served_at_both_well_known_paths() {
    let http = start(Visibility::All).await;
    for path in [
        "/.well-known/oauth-protected-resource/mcp",
        "/.well-known/oauth-protected-resource",
    ] {
        let raw = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        let reply = exchange(http.addr, raw.as_bytes()).await;
        assert_eq!(reply.status, 200, "{path}: {}", whole(&reply));
        assert_eq!(reply.header("content-type"), Some("application/json"));
        assert_eq!(reply.header("access-control-allow-origin"), Some("*"));
        assert_eq!(
            reply.text(),
            r#"{"resource":"https://mcp.example.com/mcp","authorization_servers":["https://auth.example.com"],"scopes_supported":["orders:read","refunds:write"],"bearer_methods_supported":["header"],"resource_name":"test tools"}"#
        );
    }
    let raw = b"POST /.well-known/oauth-protected-resource HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    let reply = exchange(http.addr, raw).await;
    assert_eq!(reply.status, 405);
    assert_eq!(reply.header("allow"), Some("GET"));
    http.stop().await;
}

#[tokio::test]
async fn tools_a_caller_may_not_call_are_hidden_and_answered_as_unknown() {
    let http = start(Visibility::Callable).await;
    let list = |token: &'static str| async move {
        let mut params = json!({});
        params["_meta"] = server_harness::stateless_meta();
        let body = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": params});
        let headers = [
            ("MCP-Protocol-Version", "2026-07-28"),
            ("Mcp-Method", "tools/list"),
            ("Authorization", &*Box::leak(bearer(token).into_boxed_str())),
        ];
        let reply = post(http.addr, &headers, &body).await;
        let names: Vec<String> = reply.json()["result"]["tools"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["name"].as_str().unwrap().to_owned())
            .collect();
        (names, reply.json()["result"]["cacheScope"].clone())
    };
    let (reader_sees, scope) = list(READER).await;
    assert_eq!(reader_sees, ["whoami", "maybe", "read_orders", "echo"]);
    assert_eq!(scope, "private");
    assert_eq!(
        list(ADMIN).await.0,
        ["whoami", "maybe", "read_orders", "refund", "echo"]
    );
    // A hidden tool's call: the bytes of a call to a tool that does not exist, name aside.
    let hidden = call_as(
        http.addr,
        &[&bearer(READER)],
        4,
        "refund",
        json!({"order_id": "o-1"}),
    )
    .await;
    let absent = call_as(
        http.addr,
        &[&bearer(READER)],
        4,
        "refunx",
        json!({"order_id": "o-1"}),
    )
    .await;
    assert_eq!(hidden.status, 200, "no 403 step-up for a hidden tool");
    assert_eq!(hidden.header("www-authenticate"), None);
    assert_eq!(stable(&hidden).replace("refund", "refunx"), stable(&absent));
    assert_eq!(hidden.json()["error"]["message"], "Unknown tool: refund");
    http.stop().await;
}

#[tokio::test]
async fn a_session_opened_by_one_caller_is_not_found_for_another() {
    let http = start(Visibility::All).await;
    let (alice, bob) = (bearer(READER), bearer(ADMIN));
    let session = open_session(http.addr, &alice).await;
    let whoami = |auth: &str| {
        let auth = auth.to_owned();
        let session = session.clone();
        async move { call_in_session(http.addr, &auth, &session, "whoami", json!({})).await }
    };
    assert_eq!(
        whoami(&alice).await.json()["result"]["content"][0]["text"],
        "alice"
    );
    // Another caller holding the id (a leaked or guessed session) finds no session.
    let stolen = whoami(&bob).await;
    assert_eq!(stolen.status, 404, "{}", whole(&stolen));
    let delete = exchange(
        http.addr,
        &request(
            "DELETE",
            &[("Authorization", &bob), ("Mcp-Session-Id", &session)],
            "",
        ),
    )
    .await;
    assert_eq!(delete.status, 404);
    assert_eq!(
        whoami(&alice).await.status,
        200,
        "the session lives on for its caller"
    );
    http.stop().await;
}

#[tokio::test]
async fn a_refused_request_leaves_its_connection_usable_for_the_next() {
    use tokio::io::AsyncWriteExt;
    let http = start(Visibility::All).await;
    let body = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list",
                      "params": {"_meta": server_harness::stateless_meta()}})
    .to_string();
    let one = |token: &str| {
        format!(
            "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/list\r\nAuthorization: Bearer {token}\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
    };
    let mut stream = tokio::net::TcpStream::connect(http.addr).await.unwrap();
    // The refused request's headers first and its body a moment later, as a client on a
    // slow link sends them; then the next request on the same connection.
    let refused = one("tok_guess");
    let (head, rest) = refused.split_at(refused.find("\r\n\r\n").unwrap() + 4);
    stream.write_all(head.as_bytes()).await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let _ = stream.write_all(rest.as_bytes()).await;
    let _ = stream.write_all(one(READER).as_bytes()).await;
    let mut seen = Vec::new();
    // Both answers: two status lines, the second answer's body complete.
    read_until(&mut stream, &mut seen, |seen| {
        seen.matches("HTTP/1.1 ").count() >= 2 && seen.ends_with('}')
    })
    .await;
    let seen = String::from_utf8(seen).unwrap();
    assert!(seen.starts_with("HTTP/1.1 401"), "{seen}");
    let second = seen.rsplit("HTTP/1.1 ").next().unwrap();
    assert!(second.starts_with("200"), "{seen}");
    http.stop().await;
}
