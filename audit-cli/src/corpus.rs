//! The text corpus (`audit/corpus/`): answers a model was shown, each labeled with every
//! signal it truly shows, scored through the same path a probe's answer takes
//! ([`classify::findings`]). Two parts: `heldout/`, written and frozen before any heuristic
//! was tuned (only its per-signal figures are ever printed), and `tuning/`, whose misses are
//! printed to work on. The floors below are the figures `audit/README.md` states; the test
//! fails when a part scores under them.
//!
//! `cargo test -p toolwright-audit --bin toolwright-audit corpus -- --nocapture` prints the
//! tables; every run of the test also writes them, and whether the floors were met, to
//! `audit-corpus.txt` beside the build's binaries (`target/debug/`), which
//! `scripts/audit.sh` prints rather than score the corpus a second time.

use crate::classify::{self, Channel, Outcome};
use crate::probes::{self, Kind, Probe};
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use toolwright::audit::Signal;

/// Whether one answer can show `signal` (never-returns-result and the checks of listings
/// and servers are measured on servers, not texts).
fn of_a_text(signal: Signal) -> bool {
    !matches!(
        signal,
        Signal::NeverReturnsResult
            | Signal::AmbiguousAnnotations
            | Signal::UnadvertisedMethodServed
            | Signal::HeadOfLineBlocking
            | Signal::RetryUnsafe
            | Signal::CrashOnProbe
            | Signal::InternalErrorForBadArguments
            | Signal::MalformedInputAccepted
            | Signal::HeaderMismatchAccepted
            | Signal::MalformedRequestLeak
    )
}

/// The signals of a text, in report order.
fn text_signals() -> impl Iterator<Item = Signal> {
    Signal::ALL.into_iter().filter(|s| of_a_text(*s))
}

/// One labeled answer.
#[derive(Clone)]
struct Entry {
    id: String,
    labels: BTreeSet<Signal>,
    /// The signals two annotators disagree on for this text: left out of its scores when
    /// the part is scored on what they agree on ([`agreed`]).
    unsure: BTreeSet<Signal>,
    /// What the audit reports for this answer (each signal of a text, with its evidence),
    /// classified once when the part is loaded.
    reported: BTreeMap<Signal, String>,
}

fn corpus_dir(part: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../audit/corpus")
        .join(part)
}

/// The probe an entry says got its answer.
fn probe_of(entry: &Value) -> Probe {
    let label = entry["probe"].as_str().unwrap_or("valid");
    let (kind, violates) = match label {
        "missing" => (Kind::Missing, true),
        "wrong-type" => (Kind::WrongType, true),
        "above-max" => (Kind::AboveMax, true),
        "below-min" => (Kind::BelowMin, true),
        "empty" => (Kind::Empty, false),
        "oversized" => (Kind::Oversized, false),
        "traversal" => (Kind::Traversal, false),
        "injection" => (Kind::Injection, false),
        "sql" => (Kind::Sql, false),
        "enum" => (Kind::EnumViolation, true),
        "valid" => (Kind::Empty, false),
        other => panic!("{}: unknown probe {other:?}", entry["id"]),
    };
    let sent = entry["sent"].as_str().map(str::to_owned);
    let canary = sent.as_deref().and_then(|s| probes::canary_in(&json!(s)));
    let number = sent
        .as_deref()
        .filter(|s| matches!(kind, Kind::AboveMax | Kind::BelowMin) && s.parse::<f64>().is_ok())
        .map(str::to_owned);
    Probe {
        method: "tools/call",
        target: "corpus_tool".to_owned(),
        kind,
        params: json!({}),
        input: json!({ "value": sent }),
        sent: sent.into_iter().collect(),
        canary,
        number,
        violates,
    }
}

/// Every entry of a part, from each `*.json` in its folder, each answer classified once,
/// on every core the machine has (the texts split into as many runs, their order kept).
fn load(part: &str) -> Vec<Entry> {
    let mut texts = Vec::new();
    for file in files(part) {
        let text = std::fs::read_to_string(&file).unwrap();
        let entries: Vec<Value> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        texts.extend(entries.iter().map(labeled));
    }
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let run = texts.len().div_ceil(cores).max(1);
    std::thread::scope(|scope| {
        let runs: Vec<_> = texts
            .chunks(run)
            .map(|texts| scope.spawn(|| texts.iter().map(classified).collect::<Vec<_>>()))
            .collect();
        runs.into_iter()
            .flat_map(|run| run.join().expect("classifying a run of the corpus"))
            .collect()
    })
}

/// The part's JSON files (its batches; not its subfolders), sorted.
fn files(part: &str) -> Vec<PathBuf> {
    let dir = corpus_dir(part);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|f| f.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// An entry's id, its labels and the answer it stands for.
fn labeled(entry: &Value) -> (String, BTreeSet<Signal>, Outcome) {
    let id = entry["id"].as_str().expect("an id").to_owned();
    let labels = entry["signals"]
        .as_array()
        .unwrap_or_else(|| panic!("{id}: signals"))
        .iter()
        .map(|s| {
            let s = s.as_str().unwrap();
            Signal::from_id(s).unwrap_or_else(|| panic!("{id}: unknown signal {s}"))
        })
        .collect();
    let channel = match entry["channel"].as_str() {
        Some("error-result") => Channel::Result { is_error: true },
        Some("success-result") => Channel::Result { is_error: false },
        Some("jsonrpc-error") => Channel::Error { code: -32603 },
        other => panic!("{id}: unknown channel {other:?}"),
    };
    let outcome = Outcome {
        probe: probe_of(entry),
        channel,
        text: entry["text"].as_str().expect("a text").to_owned(),
    };
    (id, labels, outcome)
}

/// What the audit reports for an answer, beside its labels.
fn classified((id, labels, outcome): &(String, BTreeSet<Signal>, Outcome)) -> Entry {
    let reported = classify::findings(outcome)
        .into_iter()
        .filter(|f| of_a_text(f.signal))
        .map(|f| (f.signal, f.evidence))
        .rev()
        .collect();
    Entry {
        id: id.clone(),
        labels: labels.clone(),
        unsure: BTreeSet::new(),
        reported,
    }
}

/// Per signal: found, labeled, reported (true and false).
#[derive(Default, Clone, Copy)]
struct Score {
    found: usize,
    labeled: usize,
    reported: usize,
}

impl Score {
    fn recall(&self) -> f64 {
        ratio(self.found, self.labeled)
    }
    fn precision(&self) -> f64 {
        ratio(self.found, self.reported)
    }
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 {
        1.0
    } else {
        a as f64 / b as f64
    }
}

/// Score a part: per signal, and the misses and false findings by entry id.
fn score(entries: &[Entry]) -> (BTreeMap<Signal, Score>, Vec<String>) {
    let mut scores: BTreeMap<Signal, Score> =
        text_signals().map(|s| (s, Score::default())).collect();
    let mut wrong = Vec::new();
    for entry in entries {
        for signal in text_signals().filter(|s| !entry.unsure.contains(s)) {
            let score = scores.get_mut(&signal).unwrap();
            let evidence = entry.reported.get(&signal);
            let (labeled, got) = (entry.labels.contains(&signal), evidence.is_some());
            score.labeled += usize::from(labeled);
            score.reported += usize::from(got);
            score.found += usize::from(labeled && got);
            if labeled && !got {
                wrong.push(format!("missed {signal} in {}", entry.id));
            }
            if let Some(evidence) = evidence.filter(|_| !labeled) {
                wrong.push(format!("false {signal} in {}: {evidence}", entry.id));
            }
        }
    }
    (scores, wrong)
}

/// The table `audit/README.md` shows.
fn table(part: &str, entries: &[Entry], scores: &BTreeMap<Signal, Score>) -> String {
    let clean = entries.iter().filter(|e| e.labels.is_empty()).count();
    let mut out = format!(
        "{part}: {} texts ({clean} clean)\n| signal | labeled | found | recall | reported | precision |\n|---|---:|---:|---:|---:|---:|\n",
        entries.len()
    );
    let mut all = Score::default();
    for (signal, s) in scores {
        out.push_str(&format!(
            "| `{signal}` | {} | {} | {:.0}% | {} | {:.0}% |\n",
            s.labeled,
            s.found,
            100.0 * s.recall(),
            s.reported,
            100.0 * s.precision()
        ));
        all.labeled += s.labeled;
        all.found += s.found;
        all.reported += s.reported;
    }
    out.push_str(&format!(
        "| **all** | **{}** | **{}** | **{:.0}%** | **{}** | **{:.0}%** |\n",
        all.labeled,
        all.found,
        100.0 * all.recall(),
        all.reported,
        100.0 * all.precision()
    ));
    out
}

/// Check `scores` against `floors` (signal, recall %, precision %): the shortfalls.
fn shortfalls(
    part: &str,
    scores: &BTreeMap<Signal, Score>,
    floors: &[(Signal, u32, u32)],
) -> Vec<String> {
    let mut out = Vec::new();
    for (signal, recall, precision) in floors {
        let s = scores[signal];
        if s.recall() * 100.0 + 1e-9 < f64::from(*recall) {
            out.push(format!(
                "{part}: {signal} recall {:.1}% < {recall}%",
                100.0 * s.recall()
            ));
        }
        if s.precision() * 100.0 + 1e-9 < f64::from(*precision) {
            out.push(format!(
                "{part}: {signal} precision {:.1}% < {precision}%",
                100.0 * s.precision()
            ));
        }
    }
    out
}

#[test]
fn a_score_under_a_floor_is_a_shortfall() {
    let mut scores = BTreeMap::new();
    let score = Score {
        found: 8,
        labeled: 10,
        reported: 9,
    };
    scores.insert(Signal::StackTrace, score);
    let floors = [(Signal::StackTrace, 80, 88)];
    assert_eq!(shortfalls("p", &scores, &floors), Vec::<String>::new());
    let floors = [(Signal::StackTrace, 81, 89)];
    assert_eq!(
        shortfalls("p", &scores, &floors),
        [
            "p: stack-trace recall 80.0% < 81%",
            "p: stack-trace precision 88.9% < 89%"
        ]
    );
}

#[test]
fn corpus_scores_meet_the_floors_audit_readme_states() {
    let mut failed = Vec::new();
    let mut out = String::new();
    for (part, floors) in [("heldout", HELDOUT_FLOORS), ("tuning", TUNING_FLOORS)] {
        let entries = load(part);
        let (scores, wrong) = score(&entries);
        out += &format!("{}\n", table(part, &entries, &scores));
        if part == "heldout" {
            // The same part with the policy labels the next-step rule makes business rules.
            let ruled = under_next_step_rule(&entries);
            let (ruled_scores, _) = score(&ruled);
            let name = "heldout, under the next-step rule";
            out += &format!("{}\n", table(name, &ruled, &ruled_scores));
            failed.extend(shortfalls(name, &ruled_scores, HELDOUT_NEXT_STEP_FLOORS));
        }
        // Each batch alone: what the detectors do on text written after they were last
        // tuned (the held-out part's figures only, as for the whole part).
        for (name, prefix) in batches(part) {
            let batch: Vec<Entry> = entries
                .iter()
                .filter(|e| e.id.starts_with(&prefix))
                .cloned()
                .collect();
            if batch.is_empty() {
                continue;
            }
            out += &format!("{}\n", table(&name, &batch, &score(&batch).0));
            if let Some(second) = second_opinion(&prefix) {
                out += &format!("{}\n", agreement(&name, &batch, &second));
                let both = agreed(&batch, &second);
                let name = format!("{name}, where both agree");
                out += &format!("{}\n", table(&name, &both, &score(&both).0));
            }
        }
        if part == "tuning" {
            for w in &wrong {
                out += &format!("  {w}\n");
            }
        }
        failed.extend(shortfalls(part, &scores, floors));
    }
    out += &match failed.is_empty() {
        true => "floors: met\n".to_owned(),
        false => format!("floors: not met: {}\n", failed.join("; ")),
    };
    print!("{out}");
    // Beside the build's binaries: this test's is `target/<profile>/deps/<name>`.
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(Path::parent).unwrap();
    std::fs::write(dir.join("audit-corpus.txt"), &out).unwrap();
    assert!(failed.is_empty(), "{failed:#?}");
}

/// The part's batches, each printed alone (its name, its texts' id prefix), in the order
/// they came in: one for each suffix a file of the part's folder has after its last `-`
/// (`mixed-bx.json`: held-out batch BX, ids `bx-...`; `mixed-43.json`: tuning batch 43,
/// ids `t43-...`). A file without one (`auth.json`, the first texts) is no batch, and a
/// batch whose ids do not carry its prefix (held-out `clean-a.json`) prints nothing.
fn batches(part: &str) -> Vec<(String, String)> {
    let suffixes: BTreeSet<String> = files(part)
        .iter()
        .filter_map(|f| Some(f.file_stem()?.to_str()?.rsplit_once('-')?.1.to_owned()))
        .collect();
    let mut out: Vec<(String, String)> = suffixes
        .into_iter()
        .map(|s| match part {
            "tuning" => (format!("tuning batch {s}"), format!("t{s}-")),
            _ => (
                format!("{part} batch {}", s.to_uppercase()),
                format!("{s}-"),
            ),
        })
        .collect();
    // D before AA, 5 before 10: shorter names first.
    out.sort_by_key(|(name, _)| (name.len(), name.clone()));
    out
}

#[test]
fn a_parts_batches_come_from_its_file_names_in_the_order_they_came_in() {
    let heldout = batches("heldout");
    let names: Vec<&str> = heldout.iter().map(|(n, _)| n.as_str()).collect();
    let at = |name: &str| names.iter().position(|n| *n == name).unwrap();
    assert!(at("heldout batch D") < at("heldout batch Z"));
    assert!(at("heldout batch Z") < at("heldout batch AA"));
    assert!(at("heldout batch AZ") < at("heldout batch BA"));
    assert!(heldout.contains(&("heldout batch BX".into(), "bx-".into())));
    let tuning = batches("tuning");
    let (first, last) = (tuning.first().unwrap(), tuning.last().unwrap());
    assert_eq!(first, &("tuning batch 2".into(), "t2-".into()));
    assert!(
        tuning.iter().position(|(n, _)| n == "tuning batch 9")
            < tuning.iter().position(|(n, _)| n == "tuning batch 10")
    );
    assert!(
        tuning.contains(&("tuning batch 43".into(), "t43-".into())),
        "{last:?}"
    );
    // Every tuning batch is a number (the order above relies on it).
    for (name, _) in &tuning {
        assert!(
            name["tuning batch ".len()..].parse::<u32>().is_ok(),
            "{name}"
        );
    }
}

/// The held-out part scored under the next-step rule `audit/README.md` decided: a bound in
/// free prose with a next step the caller can take, or one person's approval to seek, is a
/// business rule, not a policy's boundary. Batches A to N were labeled before the rule; two
/// annotators who could read neither the detectors nor each other's verdicts applied it to
/// each of their policy labels (`heldout/next-step/`: `rule.md`, `a.json`, `b.json`). A
/// label is dropped where both read a business rule; later batches' writers had the rule.
fn under_next_step_rule(entries: &[Entry]) -> Vec<Entry> {
    let dir = corpus_dir("heldout").join("next-step");
    let read = |name: &str| -> BTreeMap<String, String> {
        let path = dir.join(name);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let (a, b) = (read("a.json"), read("b.json"));
    let rule = |id: &str| {
        [&a, &b]
            .iter()
            .all(|verdicts| verdicts.get(id).is_some_and(|v| v == "business-rule"))
    };
    entries
        .iter()
        .cloned()
        .map(|mut entry| {
            if rule(&entry.id) {
                entry.labels.remove(&Signal::PolicyEnumeration);
            }
            entry
        })
        .collect()
}

/// A second annotator's labels of a held-out batch (`heldout/second/<prefix>.json`, each
/// id's signals): written blind, from the same definitions, without the first labels, the
/// ids shuffled and renamed so that no file name or id said a text's theme.
fn second_opinion(prefix: &str) -> Option<BTreeMap<String, BTreeSet<Signal>>> {
    let name = format!("{}.json", prefix.trim_end_matches('-'));
    let path = corpus_dir("heldout").join("second").join(name);
    let text = std::fs::read_to_string(&path).ok()?;
    let labels: BTreeMap<String, Vec<String>> =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let signal = |s: &String| Signal::from_id(s).unwrap_or_else(|| panic!("unknown signal {s}"));
    Some(
        labels
            .into_iter()
            .map(|(id, signals)| (id, signals.iter().map(signal).collect()))
            .collect(),
    )
}

/// The entries a second annotator labeled, with the signals the two disagree on set aside
/// (neither counted as labeled nor as a false finding).
fn agreed(entries: &[Entry], second: &BTreeMap<String, BTreeSet<Signal>>) -> Vec<Entry> {
    entries
        .iter()
        .filter_map(|entry| {
            let other = second.get(&entry.id)?;
            let mut entry = entry.clone();
            entry.unsure = entry.labels.symmetric_difference(other).copied().collect();
            entry.labels = entry.labels.intersection(other).copied().collect();
            Some(entry)
        })
        .collect()
}

/// How far two annotators agree, per signal: each one's count, both, and Cohen's kappa
/// (agreement beyond what chance gives: 1 is full agreement, 0 is chance).
fn agreement(part: &str, entries: &[Entry], second: &BTreeMap<String, BTreeSet<Signal>>) -> String {
    let known: BTreeSet<&String> = entries.iter().map(|e| &e.id).collect();
    let stray: Vec<&String> = second.keys().filter(|id| !known.contains(id)).collect();
    assert!(
        stray.is_empty(),
        "{part}: second labels for unknown ids {stray:?}"
    );
    let both: Vec<(&Entry, &BTreeSet<Signal>)> = entries
        .iter()
        .filter_map(|e| Some((e, second.get(&e.id)?)))
        .collect();
    let mut out = format!(
        "{part}: two annotators on {} texts\n| signal | first | second | both | kappa |\n|---|---:|---:|---:|---:|\n",
        both.len()
    );
    for signal in text_signals() {
        let count = |f: &dyn Fn(bool, bool) -> bool| {
            both.iter()
                .filter(|(e, o)| f(e.labels.contains(&signal), o.contains(&signal)))
                .count() as f64
        };
        let (a, b, c) = (
            count(&|x, y| x && y),
            count(&|x, y| x && !y),
            count(&|x, y| !x && y),
        );
        let n = both.len() as f64;
        let d = n - a - b - c;
        let observed = (a + d) / n;
        let chance = ((a + b) * (a + c) + (c + d) * (b + d)) / (n * n);
        let kappa = if chance < 1.0 {
            (observed - chance) / (1.0 - chance)
        } else {
            1.0
        };
        out.push_str(&format!(
            "| `{signal}` | {} | {} | {} | {kappa:.2} |\n",
            a + b,
            a + c,
            a
        ));
    }
    out
}

/// The held-out part's floors (recall %, precision %): its figures as measured on
/// 2026-12-02, the fourth session of that date, with batches BV to BX, rounded down
/// (`audit/README.md`), but policy recall, 78 since batch CG (100 texts written blind,
/// every signal, brought in as measured under a rule that measured no change: its policy
/// 13 found of 20 labeled, A to CG 78.9% / 88.8%), and policy precision, 88 since batches
/// CB to CD (300 texts written blind in parallel, brought in as measured after the corpus
/// floors turned down the change they were to measure: their policy 41 found of 50
/// reported, A to CD 79.1% / 88.9%). Each other floor still held with them (A to CD auth
/// 82.6% / 93.8%, guidance 90.8% / 90.0%; A to CG path 94.1% / 96.8%, guidance 90.8% /
/// 89.9%) and with batches BY to CA (300 texts written blind in parallel, every
/// signal, brought in as measured after the held-out servers turned down the change they
/// were to measure): A to CA auth 82.4% / 94.0%, policy 79.3% / 89.1%, echoes 77.5% /
/// 97.8% (28 of their 39 found), path 94.0% / 96.8%. BV to BX (300 texts written blind in
/// parallel, every signal) kept the auth and path readers' training on tuning batches 41
/// to 43 (auth on A to BU 81.9% / 93.9% to 82.4% / 94.1%, path precision 96.4% to 97.0%);
/// brought in, they lowered stack traces' precision (99.1% to 99.0%: 22 of their 23
/// reported) and policy recall (79.4% to 79.1%: 46 of 64) and raised echoes' recall (77.5%
/// to 77.7%: 31 of 37).
/// Before: with batches BS to BU, rounded down. BS to BU (300 texts written blind in
/// parallel, every signal) turned down the auth, guidance and path readers' training on
/// tuning batches 41 to 43 (their guidance F1 0.914 to 0.910); brought in with the build
/// as it was, they lowered auth precision (94.2% to 93.9%: 56 of their 64 reported),
/// echoes' recall (78.0% to 77.5%: 25 of 39) and policy precision (89.3% to 89.1%: 46 of
/// 55). Before: with batches BP to BR, rounded down. BP to BR (300 texts written blind in
/// parallel, every signal) were written to measure four readers trained on tuning batches
/// 41 to 43, which the held-out servers turned down first (truth precision 83% to 81%);
/// brought in with the build as it was, they lowered echoes' recall (78.1% to 78.0%: 27
/// of their 36) and raised upstream precision (89.7% to 90.1%: 101 of 102 reported) and
/// guidance precision (89.8% to 89.9%). Before: with batches BM to BO, rounded down. BM
/// to BO (300 texts written blind in parallel, every signal, at least 15 answers to the
/// oversized probe each) were written to measure an oversized value quoted back read as
/// an echo, which the held-out servers turned down first (truth precision 83% to 81%);
/// brought in with the build as it was, they lowered guidance precision (90.0% to 89.8%:
/// 132 of their 156 reported), echoes' recall (78.6% to 78.1%: 24 of 37) and upstream
/// recall (88.0% to 87.6%: 96 of 121). Before: with batches BJ to BL, rounded down. BJ to
/// BL (300 texts written blind in parallel, every signal) kept where to go and when it
/// comes back read as guidance in any language (guidance on A to BI 90.8% / 89.9% to
/// 90.8% / 90.1%); brought in, they lowered upstream recall (88.3% to 88.0%: 91 of their
/// 111) and policy recall (79.6% to 79.3%: 41 of 58, and the next-step policy recall
/// 80.2% to 79.9%) and raised echoes' recall (78.1% to 78.6%: 35 of 39).
/// Before: with batches BG to BI, rounded down. BG to BI (300 texts written blind in
/// parallel, every signal, at least 14 path rejections each) kept a path rejection's root,
/// stated as the bound, read as a policy's boundary (policy on A to BF 75.9% / 89.5% to
/// 79.8% / 89.7%); brought in, they lowered auth recall (82.2% to 81.9%: 55 of their 71)
/// and policy recall (79.8% to 79.6%: 49 of 65) and raised path precision (95.9% to 96.2%)
/// and upstream precision (89.1% to 89.5%). Before: with batches BD to BF, rounded down.
/// BD to BF (300 texts written blind in parallel, every signal) were written to measure a
/// library's path rejection that quotes a hostile value read as an echo, which this test
/// turned down first (held-out echoes' precision 97.4% to 95.3%); brought in with the
/// build as it was, they lowered policy recall (76.3% to 75.9%: 39 of their 60), path
/// precision (96.1% to 95.9%: 28 of 30 reported), auth recall (82.5% to 82.2%: 55 of 73)
/// and echoes' recall (78.4% to 78.0%: 29 of 41). Before: with batches BA to BC, rounded
/// down. BA to BC (300 texts written blind in parallel, every signal, 108
/// on the success channel) kept a success that reports its own failure read by the
/// upstream and policy detectors: on them all 315 found of 349 reported, of 427, to 326
/// of 360 (F1 0.8119 to 0.8285), policy 26 of 33 to 33 of 40, of 75, upstream 61 of 69 to
/// 65 of 73, of 103; on A to AZ all F1 0.8922 to 0.8935. They lowered policy recall (78.0%
/// to 76.3%: 33 of their 75), upstream recall (89.8% to 88.5%: 65 of 103) and stack
/// traces' precision (99.5% to 99.3%), and raised path precision (95.9% to 96.1%). Before:
/// with batches AX to AZ, rounded down. AX to AZ (300 texts written blind in parallel, every signal) kept
/// a policy's boundary read inside a refusal another signal reads (a guard's threshold or
/// rule, an auth failure's role, group or scope; the path rejection's root was dropped
/// when the held-out servers turned it down): policy on them 40 of 48 reported to 42 of
/// 50, of 59 (F1 0.7477 to 0.7706; all 0.8847 to 0.8870); on A to AW policy 73.9% / 90.0%
/// to 77.8% / 90.1% (all F1 0.8895 to 0.8925). With them policy is 77.5% / 89.9%, auth
/// 82.5% / 94.0%, and upstream recall fell under 89% (89.2% to 88.99%: 86 of their 101). Before: as measured on 2026-12-02, the first session of that date, with
/// batches AU to AW, rounded down. AU to AW (300 texts written blind in parallel, every signal) were
/// written to measure the policy reader trained on tuning batches 35 to 40 at add 0.8,
/// which this test turned down first (policy recall on A to AT 74.6% to 70.2%); brought in
/// with the build as it was, they lowered auth recall (83.2% to 82.6%: 51 of their 70),
/// policy (74.6% / 90.3% to 73.9% / 90.0%: 33 of 58 found), echoes' recall (78.8% to 78.1%)
/// and stack traces' (94.4% / 99.7% to 94.1% / 99.5%). Before: with batches AR to AT,
/// rounded down. AR to AT (300 texts written blind in parallel, every signal) kept
/// an SDK's protocol refusal read as no auth failure with the auth reader trained on tuning
/// batches 35 to 40 (421 found of 465 reported, of 517, to 424 of 466; auth 50 of 57 to 53
/// of 58, of 65; on A to AT F1 0.8882 to 0.8905, auth 81.2% / 92.6% to 83.2% / 94.0%).
/// With them, before that change, A to AQ's figures fell where the three batches were
/// harder than the part: policy 75.5% / 90.8% to 74.6% / 90.3% (31 of AR to AT's 57
/// found), echoes' recall 80.1% to 78.8% (26 of 44), upstream recall 89.6% to 89.2%, path
/// precision 96.0% to 95.8%, auth 81.5% / 92.9% to 81.2% / 92.6%. Before: as measured on
/// 2026-12-01, the seventh session of that date, with batches AO to AQ, rounded down. AO to AQ (300 texts written blind in parallel, every signal) kept the
/// guidance, upstream and path readers trained on tuning batches 35 to 40 with their pairs
/// as they were (391 found of 430 reported, of 508, to 393 of 430; on A to AQ F1 0.8892 to
/// 0.8901). With them A to AN's figures fell where the three batches were harder than the
/// part: auth recall 81.7% to 81.5%, stack traces' 95.0% to 94.3%, policy 77.0% / 91.2% to
/// 75.5% / 90.8% (29 of AO to AQ's 61 found), echoes' recall 81.1% to 80.1%, upstream
/// precision 89.0% to 88.5%; path recall rose (92.3% to 93.0%). Before: as measured on
/// 2026-12-01, the sixth session of that date, with batches AL to AN, rounded down. AL and AM (200 texts written blind in parallel, every signal) kept
/// the readers trained on tuning batches 35 to 40 with their pairs chosen again (all 267
/// found of 304 reported, of 317, to 280 of 316; on A to AM F1 0.895 to 0.904), AN (100
/// texts, 32 path rejections) measured the path reader's add back at 0.7 under that
/// training, and the held-out servers then turned the training down (precision against
/// their truth table 83% to 76%): reverted, the models are those before. With them AL to AN
/// lowered auth recall (82.0% to 81.7%), path recall (94.6% to 92.3%: 42 of their 54),
/// upstream recall (90.4% to 89.9%) and precision (89.3% to 89.0%), stack traces' recall
/// (95.6% to 95.0%), policy recall (78.1% to 77.0%: 37 of their 65), echoes' recall (84.3%
/// to 81.1%: AN's writer labeled a traversal's path repeated as an echo 34 times, its second
/// annotator 10) and the next-step policy recall (79.1% to 77.8%). Before: as measured on
/// 2026-12-01, the fifth session of that date, with batches AH to AK, rounded down
/// (`audit/README.md`). AJ (100 texts written blind, 40 unguided failures and 45 guided)
/// kept the next-step words drawn from tuning batch 33 (38 of its 47 reported with them and
/// without) and turned down the guidance reader trained on it (37 of 46). AK (100 texts
/// written blind, 42 upstream texts, 21 look-alikes) kept the upstream words drawn from
/// tuning batch 34 with the upstream reader alone trained on it (37 of its 38 reported, with
/// them and without). AK lowered path recall (95.1% to 94.6%: 7 of its 9). AH (100 texts written blind, 33 auth failures) kept the auth words
/// drawn from tuning batch 31 (28 of its 33 found with them and without) and turned down the
/// auth reader trained on that batch (two false guidance findings more). AI (100 texts
/// written blind, 33 policies) kept the policy words drawn from tuning batch 32 with the
/// policy reader alone trained on it (20 of its 33 found with them and without); printed on
/// A to AH after AI had kept them, they found 6 more policies and brought 4 false ones (826
/// found of 906 reported to 832 of 910). AI lowered upstream recall (91.0% to 90.7%: 32 of
/// its 40). Before: as measured on
/// 2026-12-01, the fourth session of that date, with batches AC to AG, rounded down
/// (`audit/README.md`). AG (100 texts written blind, 31 guard verdicts) kept the guard
/// patterns drawn from tuning batch 30 with the injection reader alone trained on it (27 to
/// 31 found of its 31). Printed on A to AF after AG had kept them, they found 13 more guard
/// verdicts and brought 3 false ones (288 found of 289 reported to 301 of 305: injection
/// 87.0% / 99.7% to 90.9% / 98.7%), which took the injection precision floor to 98. AF (100 texts written blind, 32 guard verdicts) turned down the
/// guard patterns drawn from tuning batch 30 and the readers' training on it (injection 25
/// to 26 found of its 32, all 152 of 163 to 152 of 164 reported); it lowered injection
/// recall (88.0% to 87.0%: 25 of 32) and echoes' recall (84.9% to 84.3%: 9 of 14), and the
/// floors hold. AE (100 texts written blind) measured the readers' pairs chosen
/// again on the wider grid: it kept the guidance reader's new pair (veto 0.1 to 0.2),
/// which on the whole part traded guidance recall for precision (91.8% / 88.3% to 90.2% /
/// 89.8%), and turned down the auth and policy readers' (each reported one false finding
/// more on AE); the path reader's new pair (add 0.3), which AE would have kept, was turned
/// down on the tuning part's own path precision (98% to 94%) and, disclosed, on the
/// held-out part's printed beside it (97% to 92%). AE lowered auth precision (93.1% to
/// 92.7%: 20 found of its 25 reported) and injection recall (88.2% to 87.96%: 9 of 11). AD (100 texts written blind, 31 guard verdicts) measured the guard
/// patterns drawn from tuning batch 29 and the readers trained on it: 17 of its verdicts
/// found before, 23 after. Printed on A to AC after AD had kept them, they found 21 more of
/// its guard verdicts (210 found of 211 reported to 231 of 232: injection 82% to 90%) and
/// one policy fewer (760 to 759 found), which with AD's 12 of 17 took policy recall under
/// 79% (78.8%) and the next-step policy recall under 80% (79.8%).
/// Before: with batch AC (100 texts written blind
/// during it, 27 guard verdicts, measuring the learned injection reader: 14 of its 27 found,
/// with the reader and without), rounded down (`audit/README.md`). The reader, printed on
/// A to AB after AC had kept it, found 13 more of their guard verdicts and dropped 2 false
/// ones (183 found of 186 reported to 196 of 197; injection 80% / 98% to 85% / 99.5%); AC
/// lowered injection recall to 82% and echoes' recall (85.2% to 84.96%: 11 of its 14).
/// Before: as measured on
/// 2026-12-01, the third session of that date, with batches Y, Z, AA and AB (400 texts
/// written blind during it: 18 stack traces from 13 runtimes, 114 auth failures, 58 guard
/// verdicts, 228 texts in other languages, 24 to 26 in each batch; each measured a change
/// made before it), rounded down
/// (`audit/README.md`). In order: the trace patterns drawn from real runtimes' traces
/// (`traces.txt`; not chosen on this part) raised stack traces' recall from 88% to 95% on A
/// to X and brought one false finding (precision 100% to 99.4%); Y lowered injection recall
/// (86% to 85%: 8 of its 11 guard verdicts found) and echoes' recall (85% to 84%: 7 of 12);
/// the readers' training on tuning batch 28 lowered policy precision (92.0% to 91.9% on A
/// to X); Z lowered injection recall (85% to 83%: 8 of 13), upstream recall (92% to 91%),
/// stack traces' (95% to 94%: 8 of 9) and policy recall (81% to 80%: 15 of 22), and the
/// auth reader trained on identity providers' catalogs found 2 more of Z's auth failures
/// and 1 fewer of A to Y's (625 found of 668 reported to 624 of 669); AA (which turned a
/// choice down) lowered injection recall (83% to 82%: 8 of 13) and the next-step policy
/// recall (82% to 81%); AB (which turned a learned injection reader down) lowered injection
/// recall (82% to 79%: 11 of its 21 guard verdicts found), policy recall (80% to 79%: 11 of
/// 22), the next-step policy recall (81% to 80%) and upstream precision (88.3% to 88.0%).
/// Before: as measured on 2026-12-01, the
/// second session of that date, with batches W and X (200 texts written
/// blind during it, 113 in 25 other languages; W measured that session's changes and the
/// readers' training on tuning batches 26 and 27, X the readers' training on the
/// frameworks' catalogs), rounded down (`audit/README.md`). W and X lowered stack traces'
/// recall (91% to 88%: 12 of their 19 found), injection precision (99% to 98%), path
/// precision (96% to 95%); the catalog-trained auth reader raised auth recall by 6 found
/// and lowered its precision (94% to 93%) on A to W; the catalogs raised guidance precision
/// (86% to 87%), echoes' recall (84% to 85%). Before: with batches T, U and V
/// (300 texts written blind while an earlier session's changes were made: every signal,
/// 132 in 25 other languages), with the learned readers trained on tuning batches 1 to 25
/// but 20 (V measured that choice). T, U and V lowered injection recall (88% to 86%: their guard
/// verdicts 23 of 32 found), policy recall (83% to 81%: 35 of 49), stack traces' recall
/// (92% to 91%: 21 of 29) and upstream recall (93% to 92%); the retraining lowered auth
/// precision (94% to 93%) and raised policy precision (91% to 92%). S had lowered auth
/// recall (81% to 80%). They are under the target (90% and 95%) for several
/// signals; they are what the detectors do on text they were not tuned on, and CI holds
/// them there. Paths' rose with a traversal's failure naming a path in any words (88% to
/// 95% on A to R); auth's with the credential reader's words in more languages; echoes'
/// with a short negative number standing alone (81% to 84%).
const HELDOUT_FLOORS: &[(Signal, u32, u32)] = &[
    (Signal::AuthFailureAsResult, 82, 93),
    (Signal::PathDetailsAsResult, 94, 96),
    (Signal::InjectionSignalAsResult, 92, 98),
    (Signal::RawUpstreamText, 87, 90),
    (Signal::StackTrace, 94, 98),
    (Signal::PolicyEnumeration, 78, 88),
    (Signal::ValidationEchoesValue, 77, 97),
    (Signal::NoRetryGuidance, 90, 89),
];

/// The held-out part's policy floor under the next-step rule ([`under_next_step_rule`]).
const HELDOUT_NEXT_STEP_FLOORS: &[(Signal, u32, u32)] = &[(Signal::PolicyEnumeration, 79, 87)];

/// The tuning part's floors: its figures after tuning, rounded down (batches 5 to 23
/// included; 11 to 18, policies and auth failures in free prose, are the hardest, and 17
/// and 18's auth failures were measured, not tuned on). Batch 13's writer labels who may
/// ("reserved for the returning officer") as a policy only, where the detectors, the brief
/// ("the caller lacks a permission or role") and batches 11 and 12's writers read it as
/// refusing the caller too; 17 and 18's writers label it a policy only as well. The
/// learned readers (`crate::model`) are trained on this part but batch 20
/// (`train.py`'s `TRAINS`): its policy, auth, upstream, guidance and path figures are
/// in-sample for them and say nothing of new text (but batch 20's). Batches 19 and 20 (path rejections
/// among others) were measured before they were read, and the patterns were not tuned on
/// them: they lowered echoes (91% to 82%: their writers count a path rejection that
/// repeats the path sent as an echo, and a library's error that does, which the audit
/// reads as upstream text) and paths (100% to 92%; 99% once a traversal's failure that
/// names a path counts in any words). Batch 21 (auth failures and guard verdicts in 27
/// languages, not trained on either) was measured before it was read (auth 67% / 95%,
/// injection 85% / 100%); the credential reader's and the guard's words in more languages
/// were then written from its misses, so its figures since are in-sample. Batch 22
/// (policies, next steps and upstream look-alikes in 23 languages, not trained on either)
/// likewise: its guard verdicts brought a data-loss-prevention block in, which batch 2's
/// writer labels no guard's verdict (injection precision 94% to 93%). Batch 23 (data
/// stores' own permission refusals, 21 languages) likewise; its two policies the reader
/// sees in a store's refusal lowered policy precision (97% to 96%). Batch 24 (auth failures
/// in free prose, echoes, next steps in unusual forms; 26 languages, not trained on) was
/// measured before it was read (auth 31% / 92%, guidance 95% / 85%); its five policies,
/// four of them missed, lowered policy recall to 94%. Batch 25 (guard verdicts, stack
/// traces from many runtimes, auth failures in free prose; 26 languages, not trained on)
/// likewise (measured before: injection 73% / 100%, stack 84% / 88%, auth 50% / 83%);
/// its three auth failures still missed lowered auth recall to 98%, its raw guard
/// responses upstream recall to 96%, until the readers were trained on batches 21 to 25
/// too (the same session): since then these figures are in-sample for the readers.
/// Batches 26 (auth failures and policies in free prose, 33 languages) and 27 (next steps
/// and their absence side by side, upstream look-alikes, echoes; 28 languages) were
/// measured before they were read (26: auth 62% / 96%, policy 76% / 85%, guidance 91% /
/// 68%; 27: upstream 72% / 100%, guidance 97% / 83%); the frameworks' catalogs found
/// their translated validation messages and PostgreSQL errors, and the readers were then
/// trained on them too. Their writers count "not a valid UUID" and a bound in an upstream
/// body as a next step, which the brief does not: guidance precision 95% to 94%. The
/// readers trained on the catalogs' fragments too (a fifth of a text's weight each) report
/// a few auth failures more: auth precision 99% to 98%. Batches 29 and 30 (guard verdicts,
/// 2026-12-01) were measured before they were read (injection 28% / 100% and 62% / 97%);
/// the guard's words were then drawn from them and the injection reader trained on both,
/// so their verdicts are in-sample (99% / 99%). Batch 30 trains no other reader
/// (`train.py`'s `TRAINS`): its upstream texts and policies, read by the patterns alone,
/// hold upstream recall at 97% and policy recall at 94%. The readers' guidance pair chosen
/// again (veto 0.2) raised guidance precision to 97%. Batch 31 (auth failures in the forms
/// keywords miss, and look-alikes; 26 languages, 2026-12-01) was measured before it was read
/// (auth 73% / 94%, 44 of 47 reported, of 60): its misses lowered auth recall to 98%, until
/// the auth words were drawn from them (Django's sign-in forms in the catalogs among them):
/// in-sample since (92% / 95% on it; no reader is trained on it, as held-out batch AH
/// turned that down). Batch 32 (policy boundaries in the forms keywords miss, and
/// look-alikes; 26 languages) was measured before it was read (policy 60% / 92%, 36 of 39
/// reported, of 60; its auth failures 53% / 89%, guidance 85% / 68%): auth recall 97%,
/// policy 93% / 96%, guidance precision 96%. Batch 33 (failures with a next step in the
/// forms keywords miss, and failures with none; 24 languages) likewise (guidance 96% / 79%,
/// 53 of 67 reported, of 55): path precision 97%. Batch 34 (upstream text in the forms
/// keywords miss, and look-alikes; 28 languages) likewise (upstream 90% / 100%, 54 of 54
/// reported, of 60): upstream recall 96%. Batches 35 to 40 (general batches, six writers in
/// parallel, one area of business each; 2026-12-01, the sixth session) likewise (all
/// 80.5% / 91.8%, 928 of 1,011 reported, of 1,153; policy 58% / 88%, upstream 78% / 93%,
/// auth 77% / 90%, echoes 68% / 99%): auth 95% / 97%, injection recall 98%, upstream 93% /
/// 96%, policy recall 91%, echoes recall 81%, guidance 93% / 95%. The guidance, upstream
/// and path readers are trained on them since the seventh session of that date (held-out
/// batches AO to AQ measured it: `audit/README.md`), so their figures are in-sample there:
/// upstream 96% / 96%, guidance precision 96%, path precision 96%. The auth reader is
/// trained on them since 2026-12-02 (held-out batches AR to AT measured it): auth 98% / 98%.
/// The policy boundary read inside another signal's refusal was written from the tuning
/// part (2026-12-02, the second session; AX to AZ measured it), and a success that
/// reports its own failure read for policy and upstream text (BA to BC measured it):
/// policy 95% / 96%; with a path rejection's root read too (the third session; BG to BI
/// measured it): policy 97% / 96%. Batches 41 to 43 (general batches, three writers in
/// parallel, the weak signals heavier; 2026-12-02, the fourth session) were measured
/// before they were read (all 86.5% / 93.7%, 431 of 460 reported, of 498; auth 83% / 95%,
/// policy 75% / 87%, upstream 88% / 99%, guidance 89% / 89%): auth recall 97%, policy
/// 95% / 95%. The auth and path readers are trained on them since (held-out batches BV to
/// BX measured it), so their figures are in-sample there: auth 98% / 98%.
const TUNING_FLOORS: &[(Signal, u32, u32)] = &[
    (Signal::AuthFailureAsResult, 98, 98),
    (Signal::PathDetailsAsResult, 98, 96),
    (Signal::InjectionSignalAsResult, 98, 99),
    (Signal::RawUpstreamText, 96, 96),
    (Signal::StackTrace, 97, 100),
    (Signal::PolicyEnumeration, 95, 95),
    (Signal::ValidationEchoesValue, 81, 98),
    (Signal::NoRetryGuidance, 93, 96),
];
