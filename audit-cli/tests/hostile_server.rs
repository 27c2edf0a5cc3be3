//! A server hostile to the auditor (tests/fixtures/hostile_server.js, hand-written JSON-RPC):
//! one that dies, garbles or stops reading after its first answer, one that lists its
//! destructive tools ambiguously, nests its schema deep, answers 128 MB, blocks fast calls
//! behind a slow one, serves methods it did not declare, or expires its HTTP session. The
//! audit must never grade what it could not hear, never call what might be destructive, stay
//! within its deadline and its memory, and leave no process behind.

mod common;

use common::{audit, code, fixture_named, json, stdout, temp_dir, HttpFixture};
use serde_json::Value;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn hostile() -> String {
    fixture_named("hostile_server.js")
}

/// `toolwright-audit OPTIONS -- node hostile_server.js SERVER`, with `env`.
fn run(options: &[&str], server: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let fixture = hostile();
    let mut args = vec!["--quiet"];
    args.extend_from_slice(options);
    args.extend(["--", "node", fixture.as_str()]);
    args.extend_from_slice(server);
    audit(&args, env)
}

/// The pids a fixture wrote (each server and the `sleep` it started).
fn pids(file: &std::path::Path) -> Vec<u32> {
    std::fs::read_to_string(file)
        .unwrap_or_default()
        .lines()
        .map(|l| l.parse().unwrap())
        .collect()
}

/// The pids of `list` that still run (a zombie has ended: only its parent has not read its
/// status).
fn running(list: &[u32]) -> Vec<u32> {
    list.iter()
        .copied()
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .ok()
                .and_then(|s| s.rsplit(')').next().map(|r| r.trim().to_owned()))
                .is_some_and(|state| !state.starts_with('Z'))
        })
        .collect()
}

/// Wait up to two seconds for every pid of `list` to end; those still running.
fn settle(list: &[u32]) -> Vec<u32> {
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        let alive = running(list);
        if alive.is_empty() || Instant::now() > deadline {
            return alive;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_server_that_breaks_after_its_first_answer_is_incomplete_within_the_deadline_and_leaves_no_process(
) {
    let dir = temp_dir("breaks");
    for (how, expected) in [
        (
            "--garble",
            "the server wrote a line that is not UTF-8 on stdout",
        ),
        ("--exit", "it exited"),
        ("--close-stdout", "the server closed its stdout"),
        ("--stop-reading", "3 calls in a row got no answer"),
    ] {
        let pid_file = dir.join(format!("pids{how}"));
        let start = Instant::now();
        let output = run(
            &[
                "--json",
                "--timeout-ms",
                "1000",
                "--max-time",
                "30",
                "--fail-under",
                "F",
            ],
            &["--many", "5", "--after", "1", how],
            &[("TWAUDIT_FIXTURE_PIDS", pid_file.to_str().unwrap())],
        );
        let took = start.elapsed();
        assert_eq!(
            code(&output),
            3,
            "{how}: incomplete exits 3, even above --fail-under"
        );
        assert!(took < Duration::from_secs(32), "{how}: took {took:?}");
        let doc = json(&output);
        assert_eq!(doc["overall"], "incomplete", "{how}");
        assert_eq!(doc["complete"], false, "{how}");
        let c = &doc["coverage"];
        // The first process and each of the three started again answer one call each.
        assert_eq!(c["answered"], 4, "{how}: {c}");
        assert_eq!(c["planned"], 37, "{how}: {c}");
        let unanswered = c["timedOut"].as_u64().unwrap() + c["transportFailed"].as_u64().unwrap();
        assert_eq!(unanswered, 33, "{how}: {c}");
        let reconnects = doc["reconnects"].as_array().unwrap();
        assert_eq!(reconnects.len(), 3, "{how}: {reconnects:?}");
        assert!(
            reconnects
                .iter()
                .all(|r| r.as_str().unwrap().contains(expected)),
            "{how}: {reconnects:?}"
        );
        let started = pids(&pid_file);
        assert_eq!(started.len(), 8, "{how}: four servers, each with a child");
        assert_eq!(settle(&started), Vec::<u32>::new(), "{how}: left running");
    }
    let text = stdout(&run(
        &["--timeout-ms", "1000"],
        &["--many", "5", "--after", "1", "--exit"],
        &[],
    ));
    assert!(
        text.contains("INCOMPLETE: 4 of 37 planned probes answered, under the 80% a grade needs"),
        "{text}"
    );
    let sarif = json(&run(
        &["--sarif"],
        &["--many", "5", "--after", "1", "--exit"],
        &[],
    ));
    let invocation = &sarif["runs"][0]["invocations"][0];
    assert_eq!(invocation["executionSuccessful"], false, "{invocation}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn killing_the_audit_kills_the_servers_process_group() {
    let dir = temp_dir("killed");
    for signal in ["TERM", "KILL"] {
        let pid_file = dir.join(format!("pids-{signal}"));
        let fixture = hostile();
        let mut child = Command::new(env!("CARGO_BIN_EXE_toolwright-audit"))
            .args(["--quiet", "--timeout-ms", "30000", "--", "node", &fixture])
            .args(["--after", "1", "--stop-reading"])
            .env("TWAUDIT_FIXTURE_PIDS", &pid_file)
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        while pids(&pid_file).len() < 2 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(300));
        let started = pids(&pid_file);
        assert_eq!(
            running(&started).len(),
            2,
            "{signal}: the server and its child run"
        );
        let killed = Command::new("kill")
            .args([format!("-{signal}"), child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let _ = child.wait();
        assert_eq!(
            settle(&started),
            Vec::<u32>::new(),
            "{signal}: left running"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn tools_whose_listing_is_unsure_of_being_destructive_are_never_called() {
    let dir = temp_dir("ambiguous");
    let log = dir.join("calls");
    let output = run(
        &["--json"],
        &["--ambiguous"],
        &[("TWAUDIT_FIXTURE_LOG", log.to_str().unwrap())],
    );
    assert_eq!(code(&output), 0);
    let doc = json(&output);
    let called = std::fs::read_to_string(&log).unwrap();
    let called: std::collections::BTreeSet<&str> = called.lines().collect();
    assert_eq!(
        called,
        ["echo", "twaudit_no_such_tool_2"].into_iter().collect(),
        "only the plain tool, and the unknown-tool probe under a name no tool has"
    );
    assert_eq!(
        doc["skipped"],
        serde_json::json!(["purge", "wipe", "twaudit_no_such_tool"])
    );
    assert_eq!(
        doc["skipReasons"]["purge"],
        "it is listed 2 times with different annotations: taken as destructive"
    );
    assert_eq!(
        doc["skipReasons"]["wipe"],
        "its destructiveHint is \"true\", not a boolean: taken as destructive"
    );
    let ambiguous: Vec<&str> = doc["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["signal"] == "ambiguous-annotations")
        .map(|f| f["tool"].as_str().unwrap())
        .collect();
    assert_eq!(ambiguous, ["purge", "wipe"]);
    let text = stdout(&run(&["--dry-run"], &["--ambiguous"], &[]));
    assert!(
        text.contains("tools/call twaudit_no_such_tool_2 [unknown tool] {}"),
        "{text}"
    );
    assert!(
        text.contains("skipped: twaudit_no_such_tool (annotated destructiveHint: true)"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_deep_schema_is_probed_at_its_top_and_the_report_says_so() {
    for depth in ["62", "300"] {
        let output = run(&["--json", "--rate", "1000"], &["--deep", depth], &[]);
        assert_eq!(code(&output), 0, "depth {depth}");
        let doc = json(&output);
        assert_eq!(doc["overall"], "A", "depth {depth}: {doc}");
        assert_eq!(doc["coverage"]["answered"], doc["coverage"]["planned"]);
        assert_eq!(
            doc["notes"][0],
            "nested: its input schema nests more than 32 levels; its top-level properties \
             were probed, nothing inside them"
        );
    }
}

/// The audit's peak resident memory while it runs `args`, in KiB, and its output.
fn peak_memory(args: &[&str]) -> (u64, std::process::Output) {
    let child = Command::new(env!("CARGO_BIN_EXE_toolwright-audit"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let status = format!("/proc/{}/status", child.id());
    let peak = std::thread::spawn(move || {
        let mut peak = 0;
        while let Ok(text) = std::fs::read_to_string(&status) {
            if let Some(line) = text.lines().find(|l| l.starts_with("VmHWM:")) {
                let kib: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
                peak = peak.max(kib);
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        peak
    });
    let output = child.wait_with_output().unwrap();
    (peak.join().unwrap(), output)
}

#[test]
fn an_answer_over_the_cap_costs_one_call_not_the_run_nor_its_memory() {
    let fixture = hostile();
    let (peak, output) = peak_memory(&[
        "--quiet", "--json", "--rate", "1000", "--", "node", &fixture, "--huge", "128",
    ]);
    assert_eq!(code(&output), 0);
    let doc = json(&output);
    let failures = doc["transportFailures"].as_array().unwrap();
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert_eq!(failures[0]["tool"], "big");
    let error = failures[0]["error"].as_str().unwrap();
    assert!(error.contains("bytes, over the 8 MiB cap"), "{error}");
    assert_eq!(doc["coverage"]["answered"], 7);
    // What the answer costs: the same audit of a 1 MiB answer (under the cap) is the
    // baseline, the audit's own footprint (its compiled patterns and models, about 100 MiB
    // in a debug build); the 128 MiB answer may add the cap's 8 MiB and some slack, never
    // itself. And the whole stays under the answer's size.
    let (baseline, small) = peak_memory(&[
        "--quiet", "--json", "--rate", "1000", "--", "node", &fixture, "--huge", "1",
    ]);
    assert_eq!(code(&small), 0);
    assert!(baseline > 0 && peak > 0, "{baseline} {peak}");
    assert!(
        peak < baseline + 16 * 1024,
        "peak {peak} KiB for a 128 MiB answer, {baseline} KiB for a 1 MiB one"
    );
    assert!(peak < 128 * 1024, "peak {peak} KiB for a 128 MiB answer");
}

#[test]
fn the_deadline_cuts_the_plan_most_telling_first_and_reports_the_rest_as_not_run() {
    let start = Instant::now();
    let output = run(
        &["--json", "--max-time", "2", "--rate", "50"],
        &["--many", "200"],
        &[],
    );
    let took = start.elapsed();
    assert_eq!(code(&output), 3, "most of the plan not run: incomplete");
    assert!(took < Duration::from_secs(6), "took {took:?}");
    let doc = json(&output);
    let not_run = doc["notRun"].as_array().unwrap();
    assert_eq!(doc["coverage"]["notRun"], not_run.len());
    assert!(not_run.len() > 1000, "{}", not_run.len());
    let kinds: Vec<&str> = not_run
        .iter()
        .map(|p| p["probe"].as_str().unwrap())
        .collect();
    // The path traversal, injection and SQL probes of every tool come before any other.
    let missing = kinds.iter().filter(|k| **k == "missing arguments").count();
    assert_eq!(missing, 201, "no tool reached its second rank of probes");
    let first_other = kinds
        .iter()
        .position(|k| {
            !matches!(
                *k,
                "path traversal" | "prompt injection" | "SQL quotes" | "unknown tool"
            )
        })
        .unwrap();
    assert!(kinds[first_other..]
        .iter()
        .all(|k| !matches!(*k, "path traversal" | "prompt injection" | "SQL quotes")));
}

#[test]
fn an_expired_http_session_is_started_again_and_the_refused_call_sent_again() {
    let server = HttpFixture::start(&hostile(), &["--expire-after", "10", "--many", "3"]);
    let output = audit(&["--quiet", "--json", "--url", &server.url()], &[]);
    assert_eq!(code(&output), 0);
    let doc = json(&output);
    let c = &doc["coverage"];
    assert_eq!(c["answered"], c["planned"], "every call answered: {c}");
    let reconnects = doc["reconnects"].as_array().unwrap();
    assert_eq!(reconnects.len(), 3, "{reconnects:?}");
    assert!(reconnects
        .iter()
        .all(|r| r == "the HTTP session expired (404 to its Mcp-Session-Id): started again"));
}

#[test]
fn a_fast_call_held_behind_a_slow_one_is_head_of_line_blocking() {
    let signals = |doc: &Value| -> Vec<String> {
        doc["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["signal"].as_str().unwrap().to_owned())
            .collect()
    };
    let serial = json(&run(&["--json"], &["--slow", "1500", "--serial"], &[]));
    assert_eq!(signals(&serial), ["head-of-line-blocking"], "{serial:#}");
    let h = &serial["headOfLine"];
    assert!(h["duringMs"].as_u64().unwrap() >= 750, "{h}");
    assert_eq!(serial["grade"]["documentation"], "B");
    assert_eq!(
        h["runs"], 2,
        "a block is measured twice before it is reported: {h}"
    );
    assert_eq!(
        h["after"], true,
        "the list was answered after the call: {h}"
    );
    // A list slowed while the call runs (answered after 1000 ms, before the call's end)
    // was not held behind it.
    let slowed = json(&run(
        &["--json"],
        &["--slow", "1500", "--busy-list", "1000"],
        &[],
    ));
    assert_eq!(signals(&slowed), Vec::<String>::new(), "{slowed:#}");
    assert_eq!(slowed["headOfLine"]["after"], false, "{slowed:#}");
    assert!(slowed["headOfLine"]["duringMs"].as_u64().unwrap() >= 750);
    // A hold seen once (the first tools/list sent during the slow call answered when it
    // ends, the second at once) is measured again and not reported.
    let once = json(&run(&["--json"], &["--slow", "1500", "--stall-once"], &[]));
    assert_eq!(signals(&once), Vec::<String>::new(), "{once:#}");
    assert_eq!(once["headOfLine"]["runs"], 2, "{once:#}");
    assert!(once["headOfLine"]["duringMs"].as_u64().unwrap() < 750);
    let concurrent = json(&run(&["--json"], &["--slow", "1500"], &[]));
    assert_eq!(signals(&concurrent), Vec::<String>::new(), "{concurrent:#}");
    assert_eq!(concurrent["headOfLine"]["measured"], true);
    assert_eq!(
        concurrent["headOfLine"]["runs"], 1,
        "no block seen, measured once"
    );
    assert_eq!(concurrent["headOfLine"]["after"], false);
    assert!(concurrent["headOfLine"]["duringMs"].as_u64().unwrap() < 750);
    let quick = json(&run(&["--json"], &[], &[]));
    assert_eq!(
        quick["headOfLine"],
        serde_json::json!({"measured": false, "why": "no answered call took 1 s or more"})
    );
}

#[test]
fn a_method_served_without_its_capability_is_a_finding() {
    let served = json(&run(&["--json"], &["--undeclared"], &[]));
    let findings = served["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0]["signal"], "unadvertised-method-served");
    assert_eq!(findings[0]["tool"], "prompts/list");
    assert_eq!(
        findings[0]["evidence"],
        "prompts/list was answered with a result although the server did not declare \
         `prompts`: {\"prompts\":[]}"
    );
    let declared = json(&run(&["--json"], &[], &[]));
    assert_eq!(declared["findings"], serde_json::json!([]));
}
