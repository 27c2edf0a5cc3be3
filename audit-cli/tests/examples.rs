//! toolwright's own example servers grade A on both axes with no finding, over stdio in both
//! eras and over Streamable HTTP (with a bearer token) in both eras; the destructive tools of
//! the payments example are skipped unless allowed; a server that refuses the audit's
//! credential-less handshake is reported as unreachable (exit 2).

mod common;

use common::{audit, code, example, json, stderr, temp_dir};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

const API_KEY: (&str, &str) = ("PAYMENTS_API_KEY", "tok_live_demo_7c1d");

/// Audit `command` in `era` with `extra` options, as JSON; assert it exits 0.
fn audit_json(era: &str, extra: &[&str], command: &[&str]) -> Value {
    let mut args = vec!["--json", "--quiet", "--rate", "1000", "--era", era];
    args.extend_from_slice(extra);
    args.extend_from_slice(command);
    let output = audit(&args, &[API_KEY]);
    assert_eq!(code(&output), 0, "{args:?}: {}", stderr(&output));
    json(&output)
}

/// Assert the document grades A on both axes with no finding.
fn assert_clean(doc: &Value, what: &str) {
    assert_eq!(
        doc["grade"],
        json!({"security": "A", "documentation": "A", "reliability": "A"}),
        "{what}: {doc:#}"
    );
    assert_eq!(doc["findings"], json!([]), "{what}");
    assert!(
        doc["calls"].as_u64().unwrap() > 1,
        "{what}: calls were made"
    );
    assert_eq!(doc["timeouts"], json!([]), "{what}: no call timed out");
    assert_eq!(doc["transportFailures"], json!([]), "{what}");
}

#[test]
fn every_stdio_example_grades_a_in_both_eras() {
    let sandbox_dir = temp_dir("files");
    std::fs::write(sandbox_dir.join("README.txt"), "hello\n").unwrap();
    let files = example("files").display().to_string();
    let sandbox = sandbox_dir.display().to_string();
    let payments = example("payments").display().to_string();
    let search = example("search").display().to_string();
    let echo = example("echo").display().to_string();
    let skills = example("skills").display().to_string();
    let servers: [(&str, Vec<&str>, usize); 5] = [
        ("toolwright-files", vec!["--", &files, &sandbox], 2),
        ("toolwright-payments", vec!["--", &payments], 5),
        ("toolwright-search", vec!["--", &search], 1),
        ("toolwright-echo", vec!["--", &echo], 1),
        ("toolwright-skills", vec!["--", &skills], 1),
    ];
    for era in ["2025", "2026"] {
        for (name, command, tools) in &servers {
            let doc = audit_json(era, &[], command);
            let what = format!("{name} over stdio, era {era}");
            assert_clean(&doc, &what);
            assert_eq!(doc["server"]["name"], *name, "{what}");
            assert_eq!(doc["server"]["transport"], "stdio", "{what}");
            let version = if era == "2025" {
                "2025-11-25"
            } else {
                "2026-07-28"
            };
            assert_eq!(doc["server"]["protocolVersion"], version, "{what}");
            assert_eq!(doc["server"]["tools"].as_array().unwrap().len(), *tools);
            let skipped = if *name == "toolwright-payments" {
                json!(["refund_order", "charge_card"])
            } else {
                json!([])
            };
            assert_eq!(doc["skipped"], skipped, "{what}: destructive tools skipped");
        }
    }
    // The files example declares resources and prompts: listed in the summary.
    let doc = audit_json("2025", &[], &servers[0].1);
    assert_eq!(doc["server"]["prompts"], json!(["summarize_file"]));
    assert!(doc["server"]["resources"]
        .as_array()
        .unwrap()
        .contains(&json!("file:///{+path}")));
    // The skills example declares the skills extension: its skills are listed, each
    // `SKILL.md` is among the resources, and a traversal below each skill's folder was read.
    for era in ["2025", "2026"] {
        let doc = audit_json(era, &[], &servers[4].1);
        let skills = json!([
            "skill://acme/billing/refunds/SKILL.md",
            "skill://pdf-processing/SKILL.md"
        ]);
        assert_eq!(doc["server"]["skills"], skills, "era {era}");
        assert_eq!(doc["server"]["resources"], skills, "era {era}");
    }
    let output = audit(&["--dry-run", "--", &skills], &[]);
    let planned = String::from_utf8_lossy(&output.stdout);
    for root in ["skill://acme/billing/refunds", "skill://pdf-processing"] {
        assert!(
            planned.contains(&format!(
                "resources/read {root} [traversal read] {{\"uri\":\"{root}/../../../../../../etc/passwd\"}}"
            )),
            "{planned}"
        );
    }
    let _ = std::fs::remove_dir_all(sandbox_dir);
}

#[test]
fn payments_with_its_destructive_tools_called_still_grades_a() {
    let payments = example("payments").display().to_string();
    let doc = audit_json("2025", &["--allow-destructive"], &["--", &payments]);
    assert_clean(&doc, "payments with --allow-destructive");
    assert_eq!(doc["skipped"], json!([]));
}

/// The HTTP example on a free port: the child and its endpoint.
struct HttpServer {
    child: Child,
    url: String,
}

impl HttpServer {
    fn start() -> HttpServer {
        let mut child = Command::new(example("http"))
            .arg("127.0.0.1:0")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the http example starts");
        let stderr = child.stderr.take().unwrap();
        let mut lines = BufReader::new(stderr).lines();
        let url = loop {
            let line = lines.next().expect("it announces its endpoint").unwrap();
            if let Some(at) = line.find("http://127.0.0.1:") {
                break line[at..].trim().to_owned();
            }
        };
        // Keep draining its log so it never blocks on a full pipe.
        std::thread::spawn(move || for _ in lines {});
        HttpServer { child, url }
    }

    /// A demo token for every tool, minted for this server's URL.
    fn token(&self) -> String {
        let out = Command::new(example("http"))
            .args(["mint", "c-100", "payments:admin", "--resource", &self.url])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap().trim().to_owned()
    }
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn the_http_example_grades_a_with_a_bearer_token_in_both_eras() {
    let server = HttpServer::start();
    let header = format!("Authorization: Bearer {}", server.token());
    for era in ["2025", "2026"] {
        let doc = audit_json(era, &["--url", &server.url, "--header", &header], &[]);
        let what = format!("the http example, era {era}");
        assert_clean(&doc, &what);
        assert_eq!(doc["server"]["name"], "toolwright-payments", "{what}");
        assert_eq!(doc["server"]["transport"], "http", "{what}");
        assert_eq!(doc["skipped"], json!(["refund_order", "charge_card"]));
        // The auth probes: tools/list refused without a credential and with a made-up one.
        let auth = doc["auth"].as_array().unwrap();
        assert_eq!(auth.len(), 2, "{what}");
        for probe in auth {
            assert_eq!(probe["status"], 401, "{what}: {probe}");
            assert_eq!(probe["challenge"], true, "{what}: {probe}");
        }
    }
    // Without the credential the handshake is refused: a server that cannot be initialized.
    let output = audit(&["--quiet", "--url", &server.url], &[]);
    assert_eq!(code(&output), 2);
    let message = stderr(&output);
    assert!(message.contains("could not be initialized") && message.contains("401"));
    assert!(
        !message.contains("Bearer ey"),
        "no credential in the message"
    );
}
