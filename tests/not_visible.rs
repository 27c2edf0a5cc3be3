//! One rule for not-visible: every method that names a tool, a resource, a template or a
//! prompt answers one the caller may not see (under `Visibility::Callable`, a scope it lacks)
//! byte for byte as it answers one that does not exist, the request's own name and the
//! references aside; in both eras, over stdio and over Streamable HTTP. A 2025-11-25
//! subscription to a hidden resource delivers nothing. Agent skills follow the same rule: a
//! skill hidden from its caller is answered by `skills/get`, `resources/read`,
//! `resources/directory/read` and `resources/subscribe` as one that does not exist, and is
//! absent from `skills/list` and `resources/list`. And one handshake rule: an
//! `initialize` that speaks 2026-07-28 is `-32601` on stdio as over HTTP.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use http_support::{exchange, request, start_with};
use serde_json::{json, Value};
use server_harness::{masked, stateless_meta, Client};
use std::convert::Infallible;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;
use toolwright::access::Visibility;
use toolwright::auth::StaticTokens;
use toolwright::resource::Completing;
use toolwright::server::http::{BearerAuth, HttpConfig};
use toolwright::server::Server;
use toolwright::skill::Skills;
use toolwright::wire::{ContentBlock, PromptMessage};
use toolwright::{mcp_prompt, mcp_resource, mcp_tool, tools, Caller, ScopeSet, ToolSet};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ScopeSet)]
enum Scope {
    #[scope("vault:admin")]
    Admin,
}

/// Opens the vault.
#[mcp_tool(scopes = [Scope::Admin], task = "optional")]
async fn vault_tool() -> Result<String, Infallible> {
    Ok("open".into())
}

/// The vault's index.
#[mcp_resource(uri = "kb://vault", scopes = [Scope::Admin])]
fn vault_index() -> Result<&'static str, Infallible> {
    Ok("index")
}

fn suggest(_: &Completing) -> Vec<String> {
    vec!["1".into()]
}

/// One vault entry.
#[mcp_resource(uri = "kb://vault/{id}", scopes = [Scope::Admin], complete = suggest)]
fn vault_entry(id: u64) -> Result<String, Infallible> {
    Ok(format!("entry {id}"))
}

/// Summarize the vault.
#[mcp_prompt(scopes = [Scope::Admin], complete = suggest)]
fn vault_prompt(id: u64) -> Result<Vec<PromptMessage>, Infallible> {
    Ok(vec![PromptMessage::user(ContentBlock::text(format!(
        "Summarize {id}."
    )))])
}

/// A skills tree on disk, written once per test process: `vault` (requiring
/// `vault:admin`) and `notes`, each with a file in a folder.
fn skills() -> Skills {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    let root = ROOT.get_or_init(|| {
        let root =
            std::env::temp_dir().join(format!("toolwright-not-visible-{}", std::process::id()));
        for (name, file) in [("vault", "keys/combo.md"), ("notes", "pages/one.md")] {
            std::fs::create_dir_all(root.join(name).join(file).parent().unwrap()).unwrap();
            let md = format!("---\nname: {name}\ndescription: The {name}.\n---\nRead on.\n");
            std::fs::write(root.join(name).join("SKILL.md"), md).unwrap();
            std::fs::write(root.join(name).join(file), "secret").unwrap();
        }
        root
    });
    Skills::load(root)
        .unwrap()
        .with_scopes("vault", &["vault:admin"])
        .unwrap()
}

fn set() -> ToolSet {
    tools![vault_tool, vault_index, vault_entry, vault_prompt]
        .with_skills(skills())
        .with_visibility(Visibility::Callable)
}

fn alice() -> Caller {
    Caller::new("alice").unwrap()
}

/// A request naming one thing, as (method, params) with `{}` where the name goes.
struct Case {
    method: &'static str,
    params: fn(&str) -> Value,
    /// The hidden thing's name, and one that does not exist (of the same length: the
    /// answers then differ, if at all, in more than the name).
    hidden: &'static str,
    missing: &'static str,
    /// Which eras ask it this way.
    legacy: bool,
    stateless: bool,
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            method: "tools/call",
            params: |n| json!({"name": n, "arguments": {}}),
            hidden: "vault_tool",
            missing: "vault_toox",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/read",
            params: |n| json!({"uri": n}),
            hidden: "kb://vault",
            missing: "kb://vaulx",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/read",
            params: |n| json!({"uri": n}),
            hidden: "kb://vault/7",
            missing: "kb://vaulx/7",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/subscribe",
            params: |n| json!({"uri": n}),
            hidden: "kb://vault",
            missing: "kb://vaulx",
            legacy: true,
            stateless: false,
        },
        Case {
            method: "resources/unsubscribe",
            params: |n| json!({"uri": n}),
            hidden: "kb://vault",
            missing: "kb://vaulx",
            legacy: true,
            stateless: false,
        },
        Case {
            method: "prompts/get",
            params: |n| json!({"name": n, "arguments": {"id": "1"}}),
            hidden: "vault_prompt",
            missing: "vault_promx",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "completion/complete",
            params: |n| json!({"ref": {"type": "ref/prompt", "name": n}, "argument": {"name": "id", "value": ""}}),
            hidden: "vault_prompt",
            missing: "vault_promx",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "completion/complete",
            params: |n| json!({"ref": {"type": "ref/resource", "uri": n}, "argument": {"name": "id", "value": ""}}),
            hidden: "kb://vault/{id}",
            missing: "kb://vaulx/{id}",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "skills/get",
            params: |n| json!({"uri": n}),
            hidden: "skill://vault/SKILL.md",
            missing: "skill://vaulx/SKILL.md",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/read",
            params: |n| json!({"uri": n}),
            hidden: "skill://vault/SKILL.md",
            missing: "skill://vaulx/SKILL.md",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/read",
            params: |n| json!({"uri": n}),
            hidden: "skill://vault/keys/combo.md",
            missing: "skill://vaulx/keys/combo.md",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/directory/read",
            params: |n| json!({"uri": n}),
            hidden: "skill://vault",
            missing: "skill://vaulx",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/directory/read",
            params: |n| json!({"uri": n}),
            hidden: "skill://vault/keys",
            missing: "skill://vaulx/keys",
            legacy: true,
            stateless: true,
        },
        Case {
            method: "resources/subscribe",
            params: |n| json!({"uri": n}),
            hidden: "skill://vault/SKILL.md",
            missing: "skill://vaulx/SKILL.md",
            legacy: true,
            stateless: false,
        },
        Case {
            method: "subscriptions/listen",
            params: |n| json!({"notifications": {"resourceUris": [n]}}),
            hidden: "kb://vault",
            missing: "kb://vaulx",
            legacy: false,
            stateless: true,
        },
    ]
}

/// An answer with the name it was asked about, and every reference, masked.
fn shape(answer: &str, name: &str) -> String {
    masked(answer).replace(name, "NAME")
}

fn with_meta(mut params: Value, stateless: bool) -> Value {
    if stateless {
        let mut meta = stateless_meta();
        meta["io.modelcontextprotocol/clientCapabilities"] =
            json!({"extensions": {"io.modelcontextprotocol/tasks": {}}});
        params["_meta"] = meta;
    }
    params
}

async fn stdio_answer(stateless: bool, method: &str, params: Value) -> String {
    let mut client = Client::start(Server::new(set()).caller(alice()));
    if !stateless {
        client.handshake().await;
    }
    client
        .send(&json!({"jsonrpc": "2.0", "id": 9, "method": method, "params": with_meta(params, stateless)}))
        .await;
    client.recv_line().await
}

#[tokio::test]
async fn over_stdio_a_hidden_thing_is_answered_as_one_that_does_not_exist_in_both_eras() {
    let mut compared = 0;
    for case in cases() {
        for (stateless, asked) in [(false, case.legacy), (true, case.stateless)] {
            if !asked {
                continue;
            }
            let hidden = stdio_answer(stateless, case.method, (case.params)(case.hidden)).await;
            let missing = stdio_answer(stateless, case.method, (case.params)(case.missing)).await;
            assert_eq!(
                shape(&hidden, case.hidden),
                shape(&missing, case.missing),
                "{} {} (2026: {stateless})",
                case.method,
                case.hidden
            );
            compared += 1;
        }
    }
    assert_eq!(compared, 26);
}

const TOKEN: &str = "tok-alice";

fn http() -> HttpConfig {
    HttpConfig::new().bearer_auth(BearerAuth::new(
        StaticTokens::new().token(TOKEN, alice()),
        "http://127.0.0.1/mcp",
        "https://auth.example.com",
    ))
}

#[tokio::test]
async fn over_http_a_hidden_thing_is_answered_as_one_that_does_not_exist_status_and_bytes() {
    let running = start_with(Server::new(set()), http()).await;
    let bearer = format!("Bearer {TOKEN}");
    let mut compared = 0;
    for case in cases().into_iter().filter(|c| c.stateless) {
        let mut answers = Vec::new();
        for name in [case.hidden, case.missing] {
            let params = with_meta((case.params)(name), true);
            let mut headers = vec![
                ("Content-Type", "application/json"),
                ("Accept", "application/json, text/event-stream"),
                ("Authorization", bearer.as_str()),
                ("MCP-Protocol-Version", "2026-07-28"),
                ("Mcp-Method", case.method),
            ];
            if matches!(case.method, "tools/call" | "prompts/get" | "resources/read") {
                headers.push(("Mcp-Name", name));
            }
            let body = json!({"jsonrpc": "2.0", "id": 9, "method": case.method, "params": params});
            let reply = if case.method == "subscriptions/listen" {
                // A stream: its first event, the acknowledgement, is what is compared.
                let mut stream = tokio::net::TcpStream::connect(running.addr).await.unwrap();
                tokio::io::AsyncWriteExt::write_all(
                    &mut stream,
                    &request("POST", &headers, &body.to_string()),
                )
                .await
                .unwrap();
                let mut seen = Vec::new();
                http_support::read_until(&mut stream, &mut seen, |s| s.contains("\n\n")).await;
                let text = String::from_utf8_lossy(&seen).into_owned();
                let status = text[9..12].to_owned();
                let event = text[text.find("data: ").unwrap()..]
                    .lines()
                    .next()
                    .unwrap()
                    .to_owned();
                format!("{status} {event}")
            } else {
                let reply =
                    exchange(running.addr, &request("POST", &headers, &body.to_string())).await;
                format!("{} {}", reply.status, reply.text())
            };
            answers.push(shape(&reply, name));
        }
        assert_eq!(answers[0], answers[1], "{} {}", case.method, case.hidden);
        compared += 1;
    }
    assert_eq!(compared, 12);
    running.stop().await;
}

#[tokio::test]
async fn a_2025_subscription_to_a_hidden_resource_delivers_nothing() {
    let set = set();
    let changes = set.changes();
    let mut client = Client::start(Server::new(set).caller(alice()));
    client.handshake().await;
    client
        .send(&json!({"jsonrpc": "2.0", "id": 2, "method": "resources/subscribe", "params": {"uri": "kb://vault"}}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{}}"#
    );
    changes.resource_updated("kb://vault");
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(
        client.sync().await,
        Vec::<String>::new(),
        "no update of a hidden resource"
    );
}

#[tokio::test]
async fn an_initialize_that_speaks_2026_07_28_is_minus_32601_on_stdio_as_over_http() {
    let body = |id: u64| {
        json!({"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {
            "protocolVersion": "2026-07-28", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}, "_meta": stateless_meta()}})
    };
    let mut client = Client::start(Server::new(set()));
    client.send(&body(1)).await;
    let stdio = client.recv_line().await;
    let running = start_with(Server::new(set()), HttpConfig::new()).await;
    let headers = [
        ("Content-Type", "application/json"),
        ("Accept", "application/json, text/event-stream"),
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", "initialize"),
    ];
    let http = exchange(
        running.addr,
        &request("POST", &headers, &body(1).to_string()),
    )
    .await;
    assert_eq!(
        stdio,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found: initialize"}}"#
    );
    assert_eq!(http.text(), stdio);
    // And the connection did not turn 2025-11-25: a 2025 request still needs a handshake.
    client
        .send(&json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}))
        .await;
    let after = client.recv_line().await;
    assert!(after.contains(r#""code":-32602"#), "{after}");
    running.stop().await;
}

#[tokio::test]
async fn over_http_in_a_2025_session_a_hidden_thing_is_answered_as_one_that_does_not_exist() {
    let running = start_with(Server::new(set()), http()).await;
    let bearer = format!("Bearer {TOKEN}");
    let base = [
        ("Content-Type", "application/json"),
        ("Accept", "application/json, text/event-stream"),
        ("Authorization", bearer.as_str()),
    ];
    let initialize = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"}}});
    let opened = exchange(
        running.addr,
        &request("POST", &base, &initialize.to_string()),
    )
    .await;
    assert_eq!(opened.status, 200, "{}", opened.text());
    let session = opened
        .header("mcp-session-id")
        .expect("a session")
        .to_owned();
    let mut headers = base.to_vec();
    headers.push(("Mcp-Session-Id", &session));
    headers.push(("MCP-Protocol-Version", "2025-11-25"));
    let mut compared = 0;
    for case in cases().into_iter().filter(|c| c.legacy) {
        let mut answers = Vec::new();
        for name in [case.hidden, case.missing] {
            let body = json!({"jsonrpc": "2.0", "id": 9, "method": case.method, "params": (case.params)(name)});
            let reply = exchange(running.addr, &request("POST", &headers, &body.to_string())).await;
            answers.push(shape(&format!("{} {}", reply.status, reply.text()), name));
        }
        // Served in the session (not refused before it): a JSON-RPC answer, with `200`.
        assert!(answers[1].starts_with("200 {\"jsonrpc\""), "{}", answers[1]);
        assert_eq!(answers[0], answers[1], "{} {}", case.method, case.hidden);
        compared += 1;
    }
    assert_eq!(compared, 14);
    running.stop().await;
}

#[tokio::test]
async fn a_hidden_skill_is_absent_from_skills_list_and_resources_list_in_both_eras() {
    for stateless in [false, true] {
        let mut client = Client::start(Server::new(set()).caller(alice()));
        if !stateless {
            client.handshake().await;
        }
        for (id, method, key) in [
            (1, "skills/list", "skills"),
            (2, "resources/list", "resources"),
        ] {
            let params = with_meta(json!({}), stateless);
            let answer = client
                .request(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
                .await;
            let uris: Vec<&str> = answer["result"][key]
                .as_array()
                .unwrap_or_else(|| panic!("{method}: {answer}"))
                .iter()
                .map(|entry| entry["uri"].as_str().unwrap())
                .collect();
            assert_eq!(
                uris,
                ["skill://notes/SKILL.md"],
                "{method} (2026: {stateless})"
            );
        }
    }
    // A caller holding the scope sees both.
    let admin = Caller::new("root").unwrap().with_scopes(["vault:admin"]);
    let mut client = Client::start(Server::new(set()).caller(admin));
    client.handshake().await;
    let answer = client
        .request(json!({"jsonrpc": "2.0", "id": 1, "method": "skills/list", "params": {}}))
        .await;
    let uris: Vec<&str> = answer["result"]["skills"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["uri"].as_str().unwrap())
        .collect();
    assert_eq!(uris, ["skill://notes/SKILL.md", "skill://vault/SKILL.md"]);
}
