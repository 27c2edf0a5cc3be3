//! A probe that crashes the server (tests/fixtures/crash_server.js, hand-written JSON-RPC):
//! over stdio it exits, closes its stdout, writes a line that is not UTF-8 or stops answering
//! on the path traversal probe of `open_note`; over HTTP it answers 500 or resets the
//! connection. Each is a `crash-on-probe` finding of that tool, saying what happened, which
//! costs the grade (reliability, high) and fails `--fail-under B`, even when the few answers
//! lost still leave the coverage complete. A slow tool, alone or holding the server, is no
//! crash, and a well-behaved server has none.

mod common;

use common::{audit, code, fixture_named, json, stdout, HttpFixture};
use serde_json::Value;
use std::process::Output;

/// Each call's timeout: the slow fixtures answer past it, the ping after it within it.
const TIMEOUT_MS: &str = "2000";

fn fixture() -> String {
    fixture_named("crash_server.js")
}

/// `toolwright-audit --quiet --rate 1000 --timeout-ms 2000 OPTIONS -- node crash_server.js
/// SERVER`.
fn stdio(options: &[&str], server: &[&str]) -> Output {
    let fixture = fixture();
    let mut args = vec!["--quiet", "--rate", "1000", "--timeout-ms", TIMEOUT_MS];
    args.extend_from_slice(options);
    args.extend(["--", "node", fixture.as_str()]);
    args.extend_from_slice(server);
    audit(&args, &[])
}

/// The `crash-on-probe` findings of a `--json` document.
fn crashes(doc: &Value) -> Vec<Value> {
    doc["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter(|f| f["signal"] == "crash-on-probe")
        .cloned()
        .collect()
}

/// The audit found exactly one crash, of `open_note` on its path traversal probe, saying
/// `what`; it costs the reliability grade (one high finding: D) and the overall one, and
/// `--fail-under B` exits 1.
fn assert_one_crash(output: &Output, what: &str) {
    let doc = json(output);
    let found = crashes(&doc);
    assert_eq!(found.len(), 1, "{doc:#}");
    let crash = &found[0];
    assert_eq!(crash["tool"], "open_note", "{crash}");
    assert_eq!(crash["severity"], "high", "{crash}");
    let evidence = crash["evidence"].as_str().unwrap();
    assert!(
        evidence.starts_with("path traversal probe (tools/call open_note): "),
        "{evidence}"
    );
    assert!(evidence.contains(what), "{what:?} in {evidence}");
    let path = crash["input"]["path"].as_str().unwrap();
    assert!(
        path.contains("/../../") && path.starts_with("twaudit-"),
        "{path}"
    );
    assert!(
        crash["fix"]
            .as_str()
            .unwrap()
            .starts_with("Catch every failure of a call and answer it"),
        "{crash}"
    );
    assert_eq!(doc["grade"]["reliability"], "D", "{doc:#}");
    assert_ne!(doc["overall"], "A", "{doc:#}");
    assert_eq!(doc["complete"], true, "one probe lost: {}", doc["coverage"]);
    assert_eq!(code(output), 1, "--fail-under B: {doc:#}");
}

#[test]
fn a_probe_after_which_the_server_exits_is_a_finding_and_fails_the_gate() {
    let output = stdio(&["--json", "--fail-under", "B"], &["--exit", "3"]);
    assert_one_crash(
        &output,
        "the server exited (status 3) after this probe, without answering it",
    );
    // Without a floor, the grade is reported and the run succeeds.
    let graded = stdio(&["--json"], &["--exit", "3"]);
    assert_eq!(code(&graded), 0);
    assert_eq!(json(&graded)["overall"], "D");
    // The terminal and SARIF say it too.
    let text = stdout(&stdio(&[], &["--exit", "3"]));
    assert!(
        text.contains("[high] crash-on-probe in open_note"),
        "{text}"
    );
    let sarif = json(&stdio(&["--sarif"], &["--exit", "3"]));
    let run = &sarif["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let rule = rules.iter().position(|r| r["id"] == "crash-on-probe");
    let rule = rule.expect("a SARIF rule crash-on-probe");
    assert_eq!(rules[rule]["defaultConfiguration"]["level"], "error");
    assert_eq!(rules[rule]["properties"]["axis"], "reliability");
    let results: Vec<&Value> = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["ruleId"] == "crash-on-probe")
        .collect();
    assert_eq!(results.len(), 1, "{run:#}");
    assert_eq!(results[0]["ruleIndex"], rule);
    assert_eq!(
        results[0]["locations"][0]["logicalLocations"][0]["name"],
        "open_note"
    );
}

#[test]
fn a_probe_after_which_the_server_closes_its_output_is_a_finding() {
    let output = stdio(&["--json", "--fail-under", "B"], &["--close-stdout"]);
    assert_one_crash(
        &output,
        "the server closed its output (stdout) after this probe, without answering it",
    );
}

#[test]
fn a_probe_answered_with_a_line_that_is_not_utf8_is_a_finding() {
    let output = stdio(&["--json", "--fail-under", "B"], &["--garble"]);
    assert_one_crash(
        &output,
        "the server wrote a line that is not UTF-8 after this probe",
    );
}

#[test]
fn a_probe_after_which_the_server_stops_answering_is_a_finding() {
    let output = stdio(&["--json", "--fail-under", "B"], &["--hang"]);
    assert_one_crash(
        &output,
        "the server did not answer within 2 s after this probe, nor a ping sent after it",
    );
    // The silence is told once, at the probe that began it, not at the probes after it.
    let doc = json(&output);
    assert!(
        doc["coverage"]["timedOut"].as_u64().unwrap() >= 2,
        "{doc:#}"
    );
}

#[test]
fn a_slow_tool_is_no_crash_whether_or_not_it_holds_the_server() {
    // `--slow`: the server answers the ping at once; `--serial`: behind the slow call, within
    // the ping's own timeout (head-of-line, not a stop).
    for slow in ["--slow", "--serial"] {
        let output = stdio(&["--json", "--fail-under", "B"], &[slow, "2600"]);
        let doc = json(&output);
        assert_eq!(crashes(&doc), Vec::<Value>::new(), "{slow}: {doc:#}");
        let timeouts = doc["timeouts"].as_array().unwrap();
        assert_eq!(timeouts.len(), 1, "{slow}: {doc:#}");
        assert_eq!(timeouts[0]["tool"], "open_note");
        assert_eq!(doc["grade"]["reliability"], "A", "{slow}");
        assert_eq!(code(&output), 0, "{slow}: {doc:#}");
    }
}

#[test]
fn a_well_behaved_server_has_no_crash() {
    let output = stdio(&["--json", "--fail-under", "B"], &[]);
    let doc = json(&output);
    assert_eq!(crashes(&doc), Vec::<Value>::new(), "{doc:#}");
    assert_eq!(doc["coverage"]["answered"], doc["coverage"]["planned"]);
    assert_eq!(doc["grade"]["reliability"], "A");
    assert_eq!(doc["overall"], "A", "{doc:#}");
    assert_eq!(code(&output), 0);
    let server = HttpFixture::start(&fixture(), &[]);
    let output = over_http(&server, &["--fail-under", "B"]);
    let doc = json(&output);
    assert_eq!(crashes(&doc), Vec::<Value>::new(), "{doc:#}");
    assert_eq!(doc["overall"], "A", "{doc:#}");
    assert_eq!(code(&output), 0);
}

#[test]
fn a_crash_in_an_incomplete_audit_still_fails_the_gate() {
    // Every call of open_note exits: the session is started again three times, then the rest
    // of the probes are lost and too few are answered for a grade.
    let output = stdio(
        &["--json", "--fail-under", "B"],
        &["--always", "--exit", "4"],
    );
    let doc = json(&output);
    assert_eq!(doc["overall"], "incomplete", "{doc:#}");
    let found = crashes(&doc);
    assert_eq!(found.len(), 1, "one finding per tool and kind: {doc:#}");
    let evidence = found[0]["evidence"].as_str().unwrap();
    assert!(
        evidence.contains("the server exited (status 4) after this probe"),
        "{evidence}"
    );
    assert_eq!(code(&output), 1, "below B on what was heard: {doc:#}");
    // Above the floor on what was heard, an incomplete audit exits 3 as before.
    let output = stdio(
        &["--json", "--fail-under", "F"],
        &["--always", "--exit", "4"],
    );
    assert_eq!(code(&output), 3);
}

/// `toolwright-audit --json ... OPTIONS --url` the fixture.
fn over_http(server: &HttpFixture, options: &[&str]) -> Output {
    let url = format!("http://127.0.0.1:{}/mcp", server.1);
    let mut args = vec![
        "--quiet",
        "--json",
        "--rate",
        "1000",
        "--timeout-ms",
        TIMEOUT_MS,
    ];
    args.extend_from_slice(options);
    args.extend(["--url", url.as_str()]);
    audit(&args, &[])
}

#[test]
fn an_http_server_that_answers_500_on_a_probe_has_crashed_on_it() {
    let server = HttpFixture::start(&fixture(), &["--status", "500"]);
    assert_one_crash(
        &over_http(&server, &["--fail-under", "B"]),
        "the server answered this probe HTTP 500 without a JSON-RPC answer: Internal Server Error",
    );
}

#[test]
fn an_http_server_that_resets_the_connection_on_a_probe_has_crashed_on_it() {
    let server = HttpFixture::start(&fixture(), &["--reset"]);
    assert_one_crash(
        &over_http(&server, &["--fail-under", "B"]),
        "the server reset or closed the connection on this probe without an answer",
    );
}
