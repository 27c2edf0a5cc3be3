//! The other scanners' behavioural checks, each a named rule, on a fixture
//! (tests/fixtures/behaviour_server.js, hand-written JSON-RPC) that trips them with `--bad`
//! (or `--leak-path`) and none of them without: bad arguments answered `-32603`
//! (`internal-error-for-bad-arguments`), a wrong type, a missing argument or an unknown
//! property answered as a success (`malformed-input-accepted`), a 2026-07-28 HTTP request
//! whose routing headers disagree with its body accepted (`header-mismatch-accepted`), a stack
//! trace or a file path in the answer to a malformed request (`malformed-request-leak`).

mod common;

use common::{audit, code, expected, fixture_named, json, pairs, stderr, stdout, HttpFixture};
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::process::Output;

fn fixture() -> String {
    fixture_named("behaviour_server.js")
}

/// Audit the fixture over stdio with `options`, started with `flags`.
fn run(options: &[&str], flags: &[&str]) -> Output {
    let fixture = fixture();
    let mut args = vec!["--quiet", "--rate", "1000"];
    args.extend_from_slice(options);
    args.extend(["--", "node", fixture.as_str()]);
    args.extend_from_slice(flags);
    audit(&args, &[])
}

/// Audit `args` as JSON; assert it exits 0.
fn json_of(output: &Output) -> Value {
    assert_eq!(code(output), 0, "{}", stderr(output));
    json(output)
}

/// The finding of `signal` for `tool`.
fn finding<'a>(doc: &'a Value, signal: &str, tool: Option<&str>) -> &'a Value {
    doc["findings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["signal"] == signal && f["tool"].as_str() == tool)
        .unwrap_or_else(|| panic!("{signal} for {tool:?} in {doc:#}"))
}

fn evidence<'a>(doc: &'a Value, signal: &str, tool: Option<&str>) -> &'a str {
    finding(doc, signal, tool)["evidence"].as_str().unwrap()
}

const HEADER_NOTE: &str = "header-mismatch-accepted not checked: Mcp-Method and Mcp-Name are \
                          2026-07-28 headers of Streamable HTTP; this audit spoke";

#[test]
fn bad_arguments_answered_internal_and_malformed_input_accepted_are_found_tool_by_tool() {
    for era in ["2025", "2026"] {
        let doc = json_of(&run(&["--json", "--era", era], &["--bad"]));
        assert_eq!(
            pairs(&doc),
            expected(&[
                ("internal-error-for-bad-arguments", Some("count")),
                ("malformed-input-accepted", Some("greet")),
                ("malformed-input-accepted", Some("toggle")),
                ("malformed-input-accepted", Some("tag")),
                ("malformed-request-leak", None),
            ]),
            "era {era}: {doc:#}"
        );
        // 1 medium on reliability; 3 medium and 1 high on security.
        assert_eq!(
            doc["grade"],
            json!({"security": "F", "documentation": "A", "reliability": "C"}),
            "era {era}"
        );
        let internal = finding(&doc, "internal-error-for-bad-arguments", Some("count"));
        assert_eq!(
            internal["evidence"],
            "tools/call of count (missing arguments) was answered error -32603: \"Internal error\""
        );
        assert_eq!(internal["input"], json!({}));
        assert_eq!(internal["severity"], "medium");
        let greet = finding(&doc, "malformed-input-accepted", Some("greet"));
        assert_eq!(
            greet["evidence"],
            "tools/call of greet (missing arguments) was answered as a success, without \
             isError: \"Hello, undefined.\""
        );
        assert_eq!(greet["input"], json!({}));
        let toggle = finding(&doc, "malformed-input-accepted", Some("toggle"));
        assert!(toggle["evidence"]
            .as_str()
            .unwrap()
            .starts_with("tools/call of toggle (wrong type) was answered as a success"));
        assert!(toggle["evidence"]
            .as_str()
            .unwrap()
            .ends_with("\"Switched.\""));
        assert!(toggle["input"]["on"]
            .as_str()
            .unwrap()
            .starts_with("twaudit-"));
        let tag = finding(&doc, "malformed-input-accepted", Some("tag"));
        assert!(tag["evidence"]
            .as_str()
            .unwrap()
            .starts_with("tools/call of tag (unknown property) was answered as a success"));
        assert_eq!(tag["input"]["label"], "example");
        assert!(tag["input"]["twaudit_unknown"]
            .as_str()
            .unwrap()
            .starts_with("twaudit-"));
        // The parse error's data is the parser's stack trace.
        let leak = finding(&doc, "malformed-request-leak", None);
        let said = leak["evidence"].as_str().unwrap();
        assert!(said.starts_with("invalid JSON was answered: \""), "{said}");
        assert!(
            said.contains("at JSON.parse") && said.contains("behaviour_server.js:"),
            "{said}"
        );
        assert_eq!(leak["severity"], "high");
        assert!(leak["input"]
            .as_str()
            .unwrap()
            .ends_with(r#""method":"tools/list","params":{"#));
        for f in doc["findings"].as_array().unwrap() {
            assert!(!f["fix"].as_str().unwrap().is_empty(), "{f}");
        }
        // Over stdio the headers are not checked, and the report says so.
        let note = doc["notes"][0].as_str().unwrap();
        assert!(note.starts_with(HEADER_NOTE), "{note}");
        assert!(note.ends_with(" over stdio"), "{note}");
    }
}

#[test]
fn a_server_that_refuses_what_breaks_the_schema_and_answers_malformed_requests_plainly_is_clean() {
    for era in ["2025", "2026"] {
        let doc = json_of(&run(&["--json", "--era", era], &[]));
        assert_eq!(doc["findings"], json!([]), "era {era}: {doc:#}");
        assert_eq!(
            doc["grade"],
            json!({"security": "A", "documentation": "A", "reliability": "A"})
        );
        // The 22 probes (the 4 tools' and the unknown tool), the 4 malformed requests, and
        // the undeclared methods were made.
        assert_eq!(doc["coverage"]["planned"], 22, "era {era}");
        assert!(doc["calls"].as_u64().unwrap() > 26, "{}", doc["calls"]);
        assert_eq!(doc["reconnects"], json!([]), "era {era}");
    }
}

#[test]
fn a_file_path_in_the_answer_to_a_malformed_request_is_a_leak() {
    let doc = json_of(&run(&["--json"], &["--leak-path"]));
    assert_eq!(
        pairs(&doc),
        expected(&[("malformed-request-leak", None)]),
        "{doc:#}"
    );
    let leak = finding(&doc, "malformed-request-leak", None);
    assert_eq!(
        leak["evidence"],
        "a request whose params is a string was answered: \"Invalid params (params must be an \
         object: see /srv/mcp/lib/rpc.js)\" (/srv/mcp/lib/rpc.js)"
    );
    assert!(leak["input"]
        .as_str()
        .unwrap()
        .contains(r#""params":"twaudit-not-an-object""#));
}

#[test]
fn a_malformed_request_answered_after_the_ping_sent_behind_it_is_still_read() {
    // Over stdio a `ping` follows each malformed line, and once it is answered the wait
    // for the line's own answer ends shortly after: a server that handles lines
    // concurrently (here 100 ms late, after the ping's answer) is still heard.
    let doc = json_of(&run(&["--json"], &["--leak-path", "--late", "100"]));
    assert_eq!(
        pairs(&doc),
        expected(&[("malformed-request-leak", None)]),
        "{doc:#}"
    );
    let leak = evidence(&doc, "malformed-request-leak", None);
    assert!(leak.contains("/srv/mcp/lib/rpc.js"), "{leak}");
}

#[test]
fn a_server_silent_on_malformed_requests_is_clean_and_its_session_unbroken() {
    // The Python SDK answers nothing to a line it cannot read: the ping behind each line
    // ends the wait, and its answer, read while later calls wait for theirs, is set aside.
    for era in ["2025", "2026"] {
        let doc = json_of(&run(&["--json", "--era", era], &["--silent"]));
        assert_eq!(doc["findings"], json!([]), "era {era}: {doc:#}");
        let c = &doc["coverage"];
        assert_eq!(c["answered"], c["planned"], "era {era}: {c}");
        assert_eq!(doc["reconnects"], json!([]), "era {era}");
        assert_eq!(doc["transportFailures"], json!([]), "era {era}");
        assert_eq!(doc["timeouts"], json!([]), "era {era}");
    }
}

#[test]
fn sarif_carries_each_rule_and_its_results() {
    let sarif = json_of(&run(&["--sarif"], &["--bad"]));
    let run = &sarif["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let ids: Vec<&str> = rules.iter().map(|r| r["id"].as_str().unwrap()).collect();
    for (id, level) in [
        ("internal-error-for-bad-arguments", "warning"),
        ("malformed-input-accepted", "warning"),
        ("header-mismatch-accepted", "warning"),
        ("malformed-request-leak", "error"),
    ] {
        let rule = rules.iter().find(|r| r["id"] == id).expect(id);
        assert_eq!(rule["defaultConfiguration"]["level"], level, "{id}");
    }
    let results = run["results"].as_array().unwrap();
    let found: BTreeSet<&str> = results
        .iter()
        .map(|r| r["ruleId"].as_str().unwrap())
        .collect();
    assert_eq!(
        found,
        BTreeSet::from([
            "internal-error-for-bad-arguments",
            "malformed-input-accepted",
            "malformed-request-leak"
        ])
    );
    for result in results {
        let index = result["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(ids[index], result["ruleId"], "ruleIndex points at the rule");
    }
    let leak = results
        .iter()
        .find(|r| r["ruleId"] == "malformed-request-leak")
        .unwrap();
    assert_eq!(leak["level"], "error");
    assert_eq!(
        leak["locations"][0]["logicalLocations"][0]["kind"],
        "module"
    );
}

#[test]
fn the_unknown_property_probe_is_planned_where_the_schema_forbids_others() {
    let output = run(&["--dry-run"], &[]);
    assert_eq!(code(&output), 0);
    let plan = stdout(&output);
    for tool in ["count", "greet", "toggle", "tag"] {
        assert!(
            plan.contains(&format!("tools/call {tool} [unknown property] {{")),
            "{plan}"
        );
    }
    assert!(
        plan.contains("tools/call tag [unknown property] {\"label\":\"example\",\"twaudit_unknown\":\"twaudit-"),
        "{plan}"
    );
}

/// The fixture's audit over HTTP in `era`, as JSON.
fn audit_http(server: &HttpFixture, era: &str) -> Value {
    let url = server.url();
    let args = [
        "--quiet", "--json", "--rate", "1000", "--era", era, "--url", &url,
    ];
    json_of(&audit(&args, &[]))
}

#[test]
fn over_http_in_2026_a_header_that_disagrees_with_the_body_must_be_refused() {
    let bad = HttpFixture::start(&fixture(), &["--bad"]);
    let doc = audit_http(&bad, "2026");
    assert_eq!(
        pairs(&doc),
        expected(&[
            ("internal-error-for-bad-arguments", Some("count")),
            ("malformed-input-accepted", Some("greet")),
            ("malformed-input-accepted", Some("toggle")),
            ("malformed-input-accepted", Some("tag")),
            ("header-mismatch-accepted", None),
            ("malformed-request-leak", None),
        ]),
        "{doc:#}"
    );
    let header = finding(&doc, "header-mismatch-accepted", None);
    let said = header["evidence"].as_str().unwrap();
    assert!(
        said.starts_with(
            "tools/list with the header Mcp-Method: prompts/list was answered with a result \
             (HTTP 200): {\"jsonrpc\":\"2.0\""
        ),
        "{said}"
    );
    // The tool call sent again is the first its tool refused: toggle's missing arguments.
    assert!(
        said.contains(
            "; tools/call of toggle with the header Mcp-Name: twaudit_no_such_tool was answered \
             with a result (HTTP 200)"
        ),
        "{said}"
    );
    assert_eq!(
        header["input"],
        json!({"method": "tools/list", "Mcp-Method": "prompts/list"})
    );
    // An error page with the parser's trace, whatever its status and content type.
    let leak = evidence(&doc, "malformed-request-leak", None);
    assert!(
        leak.starts_with("invalid JSON was answered (HTTP 400): \"<pre>SyntaxError"),
        "{leak}"
    );
    assert_eq!(doc["notes"], json!([]));

    // In 2025-11-25 the headers are not sent: not checked, and the report says so.
    let doc = audit_http(&bad, "2025");
    assert!(!pairs(&doc).contains(&("header-mismatch-accepted".to_owned(), None)));
    let note = doc["notes"][0].as_str().unwrap();
    assert!(note.starts_with(HEADER_NOTE), "{note}");
    assert!(
        note.ends_with("this audit spoke 2025-11-25 over http"),
        "{note}"
    );

    // A server that refuses the mismatch (400) gets no finding.
    let good = HttpFixture::start(&fixture(), &[]);
    for era in ["2026", "2025"] {
        let doc = audit_http(&good, era);
        assert_eq!(doc["findings"], json!([]), "era {era}: {doc:#}");
    }
}
