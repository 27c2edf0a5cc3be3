//! SEP-2243 `x-mcp-header` over Streamable HTTP: a `#[header("..")]` argument's
//! `Mcp-Param-*` header must repeat the body (status, code and message exact), and the
//! 2026-07-28 wire shows every schema as declared (SEP-2106) whatever the set's profile.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use http_support::{post, start_with, Running};
use serde_json::{json, Value};
use server_harness::stateless_meta;
use std::convert::Infallible;
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;
use toolwright::tool::SchemaProfile;
use toolwright::{mcp_tool, tools, Era};

/// Looks a query up in one region.
#[mcp_tool(read_only)]
async fn lookup(
    #[header("Region")] region: String,
    #[header("Shard")] shard: Option<u32>,
    #[header("Fresh")] fresh: Option<bool>,
    query: String,
) -> Result<String, Infallible> {
    Ok(format!(
        "{query} in {region}/{}/{}",
        shard.unwrap_or(0),
        fresh.unwrap_or(false)
    ))
}

/// A tool without mirrored arguments.
#[mcp_tool(read_only)]
async fn plain(query: String) -> Result<String, Infallible> {
    Ok(query)
}

fn one_of_two(schema: &mut schemars::Schema) {
    schema.insert(
        "allOf".into(),
        json!([{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}]),
    );
}

/// A contact, by phone or by email.
#[mcp_tool(read_only, schema_transform = one_of_two)]
async fn contact(phone: Option<String>, email: Option<String>) -> Result<String, Infallible> {
    Ok(phone.or(email).unwrap_or_default())
}

async fn start() -> Running {
    start_with(
        Server::new(tools![lookup, plain, contact]),
        HttpConfig::new(),
    )
    .await
}

/// A 2026-07-28 `tools/call` of `name` with `arguments` and the extra headers.
async fn call(
    http: &Running,
    name: &str,
    arguments: Value,
    params: &[(&str, &str)],
) -> http_support::Reply {
    let mut headers = vec![
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", name),
    ];
    headers.extend_from_slice(params);
    let body = json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {
        "name": name, "arguments": arguments, "_meta": stateless_meta()}});
    post(http.addr, &headers, &body).await
}

fn mismatch(message: &str) -> String {
    format!(r#"{{"jsonrpc":"2.0","id":7,"error":{{"code":-32020,"message":"{message}"}}}}"#)
}

#[tokio::test]
async fn a_header_argument_is_advertised_as_x_mcp_header_in_both_eras() {
    let set = tools![lookup];
    for era in [Era::Stateless, Era::Legacy] {
        let schema = &set.list(era)[0]["inputSchema"]["properties"];
        assert_eq!(schema["region"]["x-mcp-header"], "Region");
        assert_eq!(schema["shard"]["x-mcp-header"], "Shard");
        assert_eq!(schema["fresh"]["x-mcp-header"], "Fresh");
        assert_eq!(schema["query"].get("x-mcp-header"), None);
    }
}

#[tokio::test]
async fn headers_that_repeat_the_body_are_served_plain_base64_numeric_and_bool() {
    let http = start().await;
    let args = json!({"region": "Hello", "shard": 42, "fresh": true, "query": "q"});
    for region in ["Hello", "=?base64?SGVsbG8=?="] {
        for shard in ["42", "42.0"] {
            let reply = call(
                &http,
                "lookup",
                args.clone(),
                &[
                    ("Mcp-Param-Region", region),
                    ("Mcp-Param-Shard", shard),
                    ("mcp-param-fresh", "true"),
                ],
            )
            .await;
            assert_eq!(reply.status, 200, "{}", reply.text());
            assert_eq!(
                reply.json()["result"]["content"][0]["text"],
                "q in Hello/42/true"
            );
        }
    }
    // A literal that only looks half like the encoded form is a literal.
    let reply = call(
        &http,
        "lookup",
        json!({"region": "=?base64?SGVsbG8=", "query": "q"}),
        &[("Mcp-Param-Region", "=?base64?SGVsbG8=")],
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    // Absent and null arguments have no header; a tool without any is not checked.
    let reply = call(
        &http,
        "lookup",
        json!({"region": "eu", "shard": null, "query": "q"}),
        &[("Mcp-Param-Region", "eu")],
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let reply = call(&http, "plain", json!({"query": "q"}), &[]).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    http.stop().await;
}

/// What a case is called, its arguments, its extra headers and the message it gets.
type Case = (
    &'static str,
    Value,
    Vec<(&'static str, &'static str)>,
    &'static str,
);

#[tokio::test]
async fn a_header_that_does_not_repeat_the_body_is_400_minus_32020_naming_it_never_the_value() {
    let http = start().await;
    let hello = json!({"region": "Hello", "query": "q"});
    let cases: [Case; 8] = [
        ("missing", hello.clone(), vec![], "Header mismatch: Mcp-Param-Region is missing; the argument `region` has a value."),
        ("different", hello.clone(), vec![("Mcp-Param-Region", "Hullo")], "Header mismatch: Mcp-Param-Region does not match the argument `region`."),
        ("unpadded base64", hello.clone(), vec![("Mcp-Param-Region", "=?base64?SGVsbG8?=")], "Header mismatch: Mcp-Param-Region is not a valid header value (visible ASCII, or `=?base64?...?=` with padding)."),
        ("bad base64", hello.clone(), vec![("Mcp-Param-Region", "=?base64?SGVs!!!bG8=?=")], "Header mismatch: Mcp-Param-Region is not a valid header value (visible ASCII, or `=?base64?...?=` with padding)."),
        ("sent twice", hello.clone(), vec![("Mcp-Param-Region", "Hello"), ("Mcp-Param-Region", "Hello")], "Header mismatch: Mcp-Param-Region is sent more than once."),
        ("for an absent argument", json!({"region": "Hello", "query": "q"}), vec![("Mcp-Param-Region", "Hello"), ("Mcp-Param-Shard", "1")], "Header mismatch: Mcp-Param-Shard is sent, but the argument `shard` has no value."),
        ("another number", json!({"region": "Hello", "shard": 42, "query": "q"}), vec![("Mcp-Param-Region", "Hello"), ("Mcp-Param-Shard", "43")], "Header mismatch: Mcp-Param-Shard does not match the argument `shard`."),
        ("a bool as text", json!({"region": "Hello", "fresh": true, "query": "q"}), vec![("Mcp-Param-Region", "Hello"), ("Mcp-Param-Fresh", "True")], "Header mismatch: Mcp-Param-Fresh does not match the argument `fresh`."),
    ];
    for (case, args, headers, message) in cases {
        let reply = call(&http, "lookup", args, &headers).await;
        assert_eq!(reply.status, 400, "{case}");
        assert_eq!(reply.text(), mismatch(message), "{case}");
        assert!(
            !reply.text().contains("Hullo"),
            "{case}: the value is echoed"
        );
    }
    http.stop().await;
}

#[tokio::test]
async fn a_2025_session_is_not_checked_for_mirrored_headers() {
    let http = start().await;
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "raw", "version": "0"}}});
    let started = post(http.addr, &[], &init).await;
    let session = started
        .header("mcp-session-id")
        .expect("a session")
        .to_owned();
    let body = json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {
        "name": "lookup", "arguments": {"region": "eu", "query": "q"}}});
    // No header, and one that disagrees: a 2025-11-25 client mirrors nothing.
    for extra in [vec![], vec![("Mcp-Param-Region", "us")]] {
        let mut headers = vec![
            ("Mcp-Session-Id", session.as_str()),
            ("MCP-Protocol-Version", "2025-11-25"),
        ];
        headers.extend(extra);
        let reply = post(http.addr, &headers, &body).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        assert_eq!(
            reply.json()["result"]["content"][0]["text"],
            "q in eu/0/false"
        );
    }
    http.stop().await;
}

#[tokio::test]
async fn the_2026_wire_shows_schemas_as_declared_and_2025_in_the_sets_profile() {
    let set = tools![contact].with_schema_profile(SchemaProfile::Portable);
    let stateless = &set.list(Era::Stateless)[0]["inputSchema"];
    assert_eq!(
        stateless["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
    assert_eq!(
        stateless["allOf"],
        json!([{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}])
    );
    let legacy = &set.list(Era::Legacy)[0]["inputSchema"];
    assert_eq!(legacy.get("$schema"), None, "the portable profile has none");
    assert_eq!(legacy["allOf"], stateless["allOf"]);
    // The transform is validated: neither phone nor email is an invalid-arguments result.
    let outcome = serde_json::to_value(set.call("contact", json!({})).await).unwrap();
    assert_eq!(outcome["result"]["isError"], true, "{outcome}");
    assert!(outcome["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("Invalid arguments:"));
}
