//! Agent skills (SEP-2640) served from real directory trees: the exact bytes of each method
//! in both eras, the same bytes over stdio and Streamable HTTP, and a tree that cannot be
//! turned against the server: `..`, percent-encoded and absolute URIs name nothing, and a
//! file deleted, rewritten or swapped for a symbolic link or a FIFO after loading is never
//! served, its new bytes nowhere in the answer or the log.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;
use toolwright_tests::LogCapture;

use serde_json::{json, Value};
use server_harness::{masked, stateless_meta, Client};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;
use toolwright::skill::Skills;
use toolwright::{mcp_tool, tools, ToolSet};

/// A tool, so the set is a server's (skills ride beside tools).
#[mcp_tool]
async fn ping_tool() -> Result<String, std::convert::Infallible> {
    Ok("pong".into())
}

/// A fresh folder holding the tree of `files`, removed when dropped.
struct Tree(PathBuf);

const NOTES_MD: &str = "---\nname: notes\ndescription: Take notes.\n---\nRead pages/one.md.\n";

impl Tree {
    fn new(files: &[(&str, &str)]) -> Tree {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let root = std::env::temp_dir().join(format!(
            "toolwright-skills-it-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        for (path, text) in files {
            let at = root.join(path);
            std::fs::create_dir_all(at.parent().unwrap()).unwrap();
            std::fs::write(at, text).unwrap();
        }
        Tree(root)
    }

    /// `notes` (with `pages/one.md` and `pages/deep/two.txt`) and `secret.md` outside any
    /// skill, at the root.
    fn notes() -> Tree {
        Tree::new(&[
            ("notes/SKILL.md", NOTES_MD),
            ("notes/pages/one.md", "page one"),
            ("notes/pages/deep/two.txt", "page two"),
            ("secret.md", "root secret"),
        ])
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.0.join(rel)
    }

    fn set(&self) -> ToolSet {
        tools![ping_tool].with_skills(Skills::load(&self.0).unwrap())
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn digest(text: &str) -> String {
    use sha2::{Digest, Sha256};
    let hex: String = Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("sha256:{hex}")
}

fn request(id: u64, method: &str, mut params: Value, stateless: bool) -> Value {
    if stateless {
        params["_meta"] = stateless_meta();
    }
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

/// The answer lines of `requests` over stdio, after a 2025-11-25 handshake unless
/// `stateless`.
async fn stdio(set: ToolSet, stateless: bool, requests: &[(&str, Value)]) -> Vec<String> {
    let mut client = Client::start(Server::new(set).name("skills").version("1.0.0"));
    if !stateless {
        client.handshake().await;
    }
    let mut lines = Vec::new();
    for (i, (method, params)) in requests.iter().enumerate() {
        client
            .send(&request(i as u64 + 1, method, params.clone(), stateless))
            .await;
        lines.push(client.recv_line().await);
    }
    lines
}

#[tokio::test]
async fn each_method_answers_its_exact_bytes_in_2025_11_25() {
    let tree = Tree::notes();
    let entry = format!(
        r#"{{"frontmatter":{{"description":"Take notes.","name":"notes"}},"resources":[{{"digest":"{}","size":{},"uri":"skill://notes/SKILL.md"}},{{"digest":"{}","size":8,"uri":"skill://notes/pages/deep/two.txt"}},{{"digest":"{}","size":8,"uri":"skill://notes/pages/one.md"}}],"uri":"skill://notes/SKILL.md"}}"#,
        digest(NOTES_MD),
        NOTES_MD.len(),
        digest("page two"),
        digest("page one"),
    );
    let lines = stdio(
        tree.set(),
        false,
        &[
            ("skills/list", json!({})),
            ("skills/get", json!({"uri": "skill://notes/SKILL.md"})),
            ("skills/get", json!({"uri": "skill://nope/SKILL.md"})),
            ("resources/directory/read", json!({"uri": "skill://notes"})),
            (
                "resources/directory/read",
                json!({"uri": "skill://notes/pages"}),
            ),
            (
                "resources/directory/read",
                json!({"uri": "skill://notes/SKILL.md"}),
            ),
            ("resources/read", json!({"uri": "skill://notes/SKILL.md"})),
            (
                "resources/read",
                json!({"uri": "skill://notes/pages/deep/two.txt"}),
            ),
            ("resources/list", json!({})),
        ],
    )
    .await;
    let expected = [
        format!(r#"{{"jsonrpc":"2.0","id":1,"result":{{"skills":[{entry}]}}}}"#),
        format!(r#"{{"jsonrpc":"2.0","id":2,"result":{{"skill":{entry}}}}}"#),
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Skill not found","data":{"uri":"skill://nope/SKILL.md"}}}"#.to_owned(),
        r#"{"jsonrpc":"2.0","id":4,"result":{"resources":[{"mimeType":"text/markdown","name":"SKILL.md","size":64,"uri":"skill://notes/SKILL.md"},{"mimeType":"inode/directory","name":"pages","uri":"skill://notes/pages"}]}}"#.to_owned(),
        r#"{"jsonrpc":"2.0","id":5,"result":{"resources":[{"mimeType":"inode/directory","name":"deep","uri":"skill://notes/pages/deep"},{"mimeType":"text/markdown","name":"one.md","size":8,"uri":"skill://notes/pages/one.md"}]}}"#.to_owned(),
        r#"{"jsonrpc":"2.0","id":6,"error":{"code":-32602,"message":"Not a directory resource","data":{"uri":"skill://notes/SKILL.md"}}}"#.to_owned(),
        format!(
            r#"{{"jsonrpc":"2.0","id":7,"result":{{"contents":[{{"uri":"skill://notes/SKILL.md","mimeType":"text/markdown","text":{}}}]}}}}"#,
            serde_json::to_string(NOTES_MD).unwrap()
        ),
        r#"{"jsonrpc":"2.0","id":8,"result":{"contents":[{"uri":"skill://notes/pages/deep/two.txt","mimeType":"text/plain","text":"page two"}]}}"#.to_owned(),
        r#"{"jsonrpc":"2.0","id":9,"result":{"resources":[{"description":"Take notes.","mimeType":"text/markdown","name":"notes","size":64,"uri":"skill://notes/SKILL.md"}]}}"#.to_owned(),
    ];
    assert_eq!(NOTES_MD.len(), 64);
    for (line, expected) in lines.iter().zip(&expected) {
        assert_eq!(line, expected);
    }
    assert_eq!(lines.len(), expected.len());
}

#[tokio::test]
async fn in_2026_07_28_lists_and_gets_carry_cache_hints_and_get_has_no_cursor() {
    let tree = Tree::notes();
    let lines = stdio(
        tree.set(),
        true,
        &[
            ("skills/list", json!({})),
            ("skills/get", json!({"uri": "skill://notes/SKILL.md"})),
            ("resources/directory/read", json!({"uri": "skill://notes"})),
            ("server/discover", json!({})),
        ],
    )
    .await;
    let answers: Vec<Value> = lines
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let meta =
        json!({"io.modelcontextprotocol/serverInfo": {"name": "skills", "version": "1.0.0"}});
    for answer in &answers[..3] {
        let result = &answer["result"];
        assert_eq!(result["resultType"], "complete", "{answer}");
        assert_eq!(result["ttlMs"], 300_000, "{answer}");
        assert_eq!(result["cacheScope"], "public", "{answer}");
        assert_eq!(result["_meta"], meta, "{answer}");
        assert!(result.get("nextCursor").is_none(), "{answer}");
    }
    assert_eq!(
        answers[1]["result"]["skill"]["uri"],
        "skill://notes/SKILL.md"
    );
    let capabilities = &answers[3]["result"]["capabilities"];
    assert_eq!(
        capabilities["extensions"],
        json!({"io.modelcontextprotocol/skills": {"directoryRead": true}})
    );
    assert!(capabilities["resources"].is_object(), "{capabilities}");
}

#[tokio::test]
async fn the_2025_handshake_declares_the_extension_inline_with_the_resources_capability() {
    let tree = Tree::notes();
    let mut client = Client::start(Server::new(tree.set()));
    let answer = client
        .request(
            json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "t", "version": "0"}}}),
        )
        .await;
    let capabilities = &answer["result"]["capabilities"];
    assert_eq!(
        capabilities["extensions"],
        json!({"io.modelcontextprotocol/skills": {"directoryRead": true}})
    );
    assert!(capabilities["resources"].is_object(), "{capabilities}");
}

#[tokio::test]
async fn a_server_without_skills_answers_the_skills_methods_as_unknown() {
    let mut client = Client::start(Server::new(tools![ping_tool]));
    client.handshake().await;
    for (id, method) in [
        (1, "skills/list"),
        (2, "skills/get"),
        (3, "resources/directory/read"),
    ] {
        client
            .send(&request(id, method, json!({"uri": "skill://a"}), false))
            .await;
        assert_eq!(
            client.recv_line().await,
            format!(
                r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32601,"message":"Method not found: {method}"}}}}"#
            )
        );
    }
}

#[tokio::test]
async fn stdio_and_streamable_http_answer_every_skills_method_with_the_same_bytes() {
    let tree = Tree::notes();
    let requests = [
        ("skills/list", json!({})),
        ("skills/get", json!({"uri": "skill://notes/SKILL.md"})),
        ("skills/get", json!({"uri": "skill://nope/SKILL.md"})),
        (
            "resources/directory/read",
            json!({"uri": "skill://notes/pages"}),
        ),
        ("resources/directory/read", json!({"uri": "skill://nope"})),
        (
            "resources/read",
            json!({"uri": "skill://notes/pages/one.md"}),
        ),
        (
            "resources/read",
            json!({"uri": "skill://notes/../secret.md"}),
        ),
        ("resources/list", json!({})),
    ];
    let over_stdio = stdio(tree.set(), true, &requests).await;
    let running = http_support::start_with(
        Server::new(tree.set()).name("skills").version("1.0.0"),
        HttpConfig::new(),
    )
    .await;
    for (i, ((method, params), stdio_line)) in requests.iter().zip(&over_stdio).enumerate() {
        let reply =
            http_support::stateless(running.addr, i as u64 + 1, method, params.clone()).await;
        assert_eq!(
            masked(&reply.text()),
            masked(stdio_line),
            "{method} {params}"
        );
    }
    running.stop().await;
}

/// The answer line to a `resources/read` of `uri` by `client` (stateless: in 2026-07-28).
async fn read(client: &mut Client, uri: &str, stateless: bool) -> String {
    let params = json!({"uri": uri});
    client
        .send(&request(1, "resources/read", params, stateless))
        .await;
    masked(&client.recv_line().await)
}

/// A client of a server serving `set`, after the 2025-11-25 handshake.
async fn client(set: ToolSet) -> Client {
    let mut client = Client::start(Server::new(set));
    client.handshake().await;
    client
}

#[tokio::test]
async fn dot_dot_percent_encoded_empty_and_absolute_uris_name_nothing() {
    let tree = Tree::notes();
    let set = tree.set();
    let skills = set.skills().unwrap().clone();
    let mut client = client(set).await;
    let not_found = |uri: &str| {
        format!(
            r#"{{"jsonrpc":"2.0","id":1,"error":{{"code":-32002,"message":"Resource not found","data":{{"uri":"{uri}"}}}}}}"#
        )
    };
    for uri in [
        "skill://notes/../secret.md",
        "skill://notes/pages/../SKILL.md",
        "skill://notes/./SKILL.md",
        "skill://notes/pages/one%2Emd",
        "skill://notes/pages%2Fone.md",
        "skill://notes%2F..%2Fsecret.md",
        "skill://notes//pages/one.md",
        "skill:///etc/passwd",
        "skill://secret.md",
        "skill://NOTES/SKILL.md",
        "skill://notes/SKILL.md?x=1",
        "skill://notes/pages",
        "skill://notes",
    ] {
        assert_eq!(read(&mut client, uri, false).await, not_found(uri), "{uri}");
    }
    // And the folder listing refuses the same spellings.
    for uri in [
        "skill://notes/../notes",
        "skill://notes/pages/",
        "skill://notes/",
        "skill://notes/pages/..",
    ] {
        assert!(skills.find(uri).is_none(), "{uri}");
    }
}

#[tokio::test]
async fn a_file_rewritten_after_loading_is_refused_and_its_new_bytes_go_nowhere() {
    let tree = Tree::notes();
    let (log, _guard) = LogCapture::start();
    let mut client = client(tree.set()).await;
    // Same size, other bytes: only the digest tells.
    std::fs::write(tree.path("notes/pages/one.md"), "PAGE ONE").unwrap();
    let answer = read(&mut client, "skill://notes/pages/one.md", false).await;
    assert_eq!(
        answer,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"This skill file changed after the server listed it; it is not served until the server loads its skills again. (ref tw-ID)","data":{"correlationId":"tw-ID","errorCategory":"conflict","isRetryable":false,"suggestedAction":"Do not retry: tell the user the skill is being updated on the server.","uri":"skill://notes/pages/one.md"}}}"#
    );
    // Longer: the size tells, and no more than the listed size plus one byte is read.
    std::fs::write(tree.path("notes/pages/one.md"), "page one, and then some").unwrap();
    let longer = read(&mut client, "skill://notes/pages/one.md", true).await;
    assert!(
        longer.starts_with(r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32000"#),
        "{longer}"
    );
    let logged = log.text();
    assert!(logged.contains("<skill file changed>"), "{logged}");
    for new in ["PAGE ONE", "and then some"] {
        assert!(!answer.contains(new) && !longer.contains(new) && !logged.contains(new));
    }
}

#[tokio::test]
async fn a_file_swapped_for_a_symbolic_link_or_a_fifo_or_deleted_is_never_followed() {
    let tree = Tree::notes();
    let (log, _guard) = LogCapture::start();
    let mut client = client(tree.set()).await;
    let one = tree.path("notes/pages/one.md");
    // A link to a file inside the root...
    std::fs::remove_file(&one).unwrap();
    std::os::unix::fs::symlink(tree.path("secret.md"), &one).unwrap();
    let inside = read(&mut client, "skill://notes/pages/one.md", false).await;
    // ...and to one outside it.
    std::fs::remove_file(&one).unwrap();
    std::os::unix::fs::symlink("/etc/hostname", &one).unwrap();
    let outside = read(&mut client, "skill://notes/pages/one.md", false).await;
    for answer in [&inside, &outside] {
        assert_eq!(
            answer,
            r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
        );
    }
    // A FIFO: answered at once, not waited on.
    std::fs::remove_file(&one).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(&one)
        .status()
        .unwrap();
    assert!(made.success());
    let fifo = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        read(&mut client, "skill://notes/pages/one.md", false),
    )
    .await
    .expect("a FIFO is not waited on");
    assert!(
        fifo.starts_with(r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603"#),
        "{fifo}"
    );
    // Deleted: the era's not-found.
    std::fs::remove_file(&one).unwrap();
    assert_eq!(
        read(&mut client, "skill://notes/pages/one.md", true).await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"skill://notes/pages/one.md"}}}"#
    );
    let logged = log.text();
    assert!(logged.contains("<skill file unreadable>"), "{logged}");
    assert!(!logged.contains("root secret") && !inside.contains("root secret"));
    // The untouched files are still served.
    let served = read(&mut client, "skill://notes/pages/deep/two.txt", false).await;
    assert!(served.contains(r#""text":"page two""#), "{served}");
}

#[tokio::test]
async fn skills_embedded_with_include_skills_serve_the_same_bytes_as_the_folder_on_disk() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/skills");
    let embedded =
        tools![ping_tool].with_skills(toolwright::include_skills!("../examples/skills").unwrap());
    let on_disk = tools![ping_tool].with_skills(Skills::load(root).unwrap());
    let requests = [
        ("skills/list", json!({})),
        (
            "resources/directory/read",
            json!({"uri": "skill://pdf-processing/templates"}),
        ),
        (
            "resources/read",
            json!({"uri": "skill://pdf-processing/references/FORMS.md"}),
        ),
        (
            "resources/read",
            json!({"uri": "skill://acme/billing/refunds/SKILL.md"}),
        ),
    ];
    let from_binary = stdio(embedded, true, &requests).await;
    assert_eq!(from_binary, stdio(on_disk, true, &requests).await);
    assert!(
        from_binary[2].contains("# Filling PDF forms"),
        "{}",
        from_binary[2]
    );
}
