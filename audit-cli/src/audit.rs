//! The audit's run: make the planned calls at the allowed pace within the deadline, read
//! the answers into a report, then the server-wide checks (methods it did not declare, a
//! fast request behind a slow call). How many calls were answered is part of the verdict: an
//! audit that could not hear most of its answers gives no grade.

use crate::classify::{self, Channel, Outcome};
use crate::client::{Answer, AuthProbe, ServerInfo, Session, Together};
use crate::plan::Plan;
use crate::probes::{Kind, Probe};
use crate::{behaviour, crash, sdk};
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use toolwright::audit::{Finding, Grade, Report, Signal};

/// The share of planned calls (percent) that must be answered for a grade.
pub const ANSWERED_FLOOR: usize = 80;

/// A call slower than this is used to look for head-of-line blocking.
const SLOW: Duration = Duration::from_secs(1);

/// What the user allowed.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Calls per second at most.
    pub rate: f64,
    /// No progress on stderr.
    pub quiet: bool,
}

/// How many planned calls got an answer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Calls planned.
    pub planned: usize,
    /// Answered with a result or a JSON-RPC error.
    pub answered: usize,
    /// No answer within the call's timeout.
    pub timed_out: usize,
    /// The transport failed (the process died, garbled its output, stopped reading; an
    /// HTTP failure without a JSON-RPC body).
    pub failed: usize,
    /// Not made: the deadline (`--max-time`) came first.
    pub not_run: usize,
}

impl Coverage {
    /// Whether enough calls were answered for a grade.
    pub fn complete(&self) -> bool {
        self.answered * 100 >= self.planned * ANSWERED_FLOOR
    }
}

/// What the audit concludes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Enough was answered: the overall grade.
    Graded(Grade),
    /// Too little was answered to grade.
    Incomplete,
}

impl Verdict {
    /// The grade's letter, or `incomplete`.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Graded(grade) => grade.as_str(),
            Verdict::Incomplete => "incomplete",
        }
    }
}

/// The head-of-line check: what was measured.
#[derive(Debug, Clone)]
pub enum Blocking {
    /// Nothing measured, and why.
    NotMeasured(String),
    /// `tools/list` took `alone` by itself, and `kept.fast` while `tool`'s call ran
    /// `kept.slow`.
    Measured {
        /// The slow call's tool.
        tool: String,
        /// `tools/list` alone.
        alone: Duration,
        /// The slow call and `tools/list` sent together, in the run kept (the one showing
        /// the lesser block: one not held, else the shorter wait).
        kept: Together,
        /// How many times the pair was sent: twice when the first showed a block.
        runs: u32,
    },
}

/// Whether `tools/list` waited behind the slow call: its answer came only after the slow
/// call's, and it took at least half the slow call and four times its time alone. (A
/// loaded machine can slow a list that was not held; a held one ends with the call.)
fn blocks(alone: Duration, together: Together) -> bool {
    let Together { slow, fast, after } = together;
    after && slow >= SLOW && fast >= slow / 2 && fast >= alone * 4
}

/// What the audit found.
#[derive(Debug)]
pub struct Audit {
    /// What the server said about itself.
    pub server: ServerInfo,
    /// `stdio` or `http`.
    pub transport: &'static str,
    /// The plan it ran.
    pub plan: Plan,
    /// Requests made (probes, checks, auth probes).
    pub calls: usize,
    /// Every probe made and its answer.
    pub outcomes: Vec<Outcome>,
    /// The probes the deadline left unmade.
    pub not_run: Vec<Probe>,
    /// How many calls were answered.
    pub coverage: Coverage,
    /// Each time the session broke, and what followed.
    pub reconnects: Vec<String>,
    /// The head-of-line check.
    pub blocking: Blocking,
    /// The HTTP auth probes.
    pub auth: Vec<AuthProbe>,
    /// The graded findings.
    pub report: Report,
}

impl Audit {
    /// The probes that timed out.
    pub fn timeouts(&self) -> impl Iterator<Item = &Outcome> {
        self.outcomes
            .iter()
            .filter(|o| o.channel == Channel::Timeout)
    }

    /// The probes whose transport failed.
    pub fn transport_failures(&self) -> impl Iterator<Item = &Outcome> {
        self.outcomes
            .iter()
            .filter(|o| o.channel == Channel::Transport)
    }

    /// The overall grade, or incomplete.
    pub fn verdict(&self) -> Verdict {
        if self.coverage.complete() {
            Verdict::Graded(self.report.overall())
        } else {
            Verdict::Incomplete
        }
    }
}

/// At most `rate` requests a second.
struct Pace {
    interval: Duration,
    last: Option<Instant>,
}

impl Pace {
    fn new(rate: f64) -> Pace {
        let interval = if rate > 0.0 {
            Duration::from_secs_f64(1.0 / rate)
        } else {
            Duration::ZERO
        };
        Pace {
            interval,
            last: None,
        }
    }

    fn wait(&mut self) {
        if let Some(last) = self.last {
            let next = last + self.interval;
            let now = Instant::now();
            if next > now {
                std::thread::sleep(next - now);
            }
        }
        self.last = Some(Instant::now());
    }
}

/// Make the planned calls within the deadline, then the checks, and read it all.
pub fn run(mut session: Session, mut plan: Plan, settings: &Settings) -> Audit {
    let mut pace = Pace::new(settings.rate);
    let mut outcomes = Vec::with_capacity(plan.probes.len());
    let mut took = Vec::with_capacity(plan.probes.len());
    let mut current: Option<Kind> = None;
    let mut not_run = Vec::new();
    let mut watch = crash::Watch::new(&session);
    for (i, probe) in plan.probes.iter().enumerate() {
        if session.time_left().is_zero() {
            not_run = plan.probes[i..].to_vec();
            break;
        }
        if current != Some(probe.kind) && !settings.quiet {
            let count = plan.probes.iter().filter(|p| p.kind == probe.kind).count();
            eprintln!("probing: {} ({count})", probe.kind.label());
        }
        current = Some(probe.kind);
        pace.wait();
        let start = Instant::now();
        let (answer, crashed) = session.probe(probe.method, probe.params.clone());
        took.push(start.elapsed());
        // A crash the request showed; after a timeout, a ping tells a stop from a slow call.
        watch.after(&mut session, &answer, crashed);
        outcomes.push(Outcome::new(probe.clone(), &answer));
    }
    let count = |channel: &Channel| outcomes.iter().filter(|o| &o.channel == channel).count();
    let coverage = Coverage {
        planned: plan.probes.len(),
        answered: outcomes.iter().filter(|o| o.answered()).count(),
        timed_out: count(&Channel::Timeout),
        failed: count(&Channel::Transport),
        not_run: not_run.len(),
    };
    let mut findings: Vec<Finding> = plan.findings.clone();
    // Each answer's findings; an answer every tool shares (the SDK's) as the server's.
    findings.extend(sdk::findings(&outcomes));
    findings.extend(classify::never_returns_result(&outcomes));
    // A probe that crashed the server or its output (issue 43: crash.rs).
    findings.extend(crash::findings(&outcomes, &watch));
    // The other scanners' behavioural checks on the probes' answers (behaviour.rs).
    findings.extend(behaviour::of_outcomes(&outcomes));
    let mut calls = outcomes.len() + watch.pings();
    let (served, asked) = unadvertised(&mut session);
    findings.extend(served);
    calls += asked;
    let (blocking, made) = head_of_line(&mut session, &outcomes, &took);
    calls += made;
    findings.extend(blocked(&blocking));
    pace.wait();
    let auth = session.auth_probes();
    calls += auth.len();
    // ... and those that send requests of their own, malformed ones among them: last, so a
    // server they bring down has nothing else left to answer (behaviour.rs).
    let checked = behaviour::requests(&mut session, &outcomes);
    findings.extend(checked.findings);
    calls += checked.asked;
    plan.notes.extend(checked.notes);
    Audit {
        server: session.server.clone(),
        transport: session.transport(),
        plan,
        calls,
        outcomes,
        not_run,
        coverage,
        reconnects: session.reconnects.clone(),
        blocking,
        auth,
        report: Report::new(findings),
    }
}

/// The methods of capabilities (and extensions) the server did not declare (and
/// `logging/setLevel`, which 2026-07-28 removed): each should be answered `-32601`. A result is a finding; so many
/// requests were made.
fn unadvertised(session: &mut Session) -> (Vec<Finding>, usize) {
    let stateless = session.server.protocol_version == crate::client::STATELESS_VERSION;
    let checks = [
        ("resources", "resources/list", json!({})),
        ("prompts", "prompts/list", json!({})),
        (
            "completions",
            "completion/complete",
            json!({ "ref": { "type": "ref/prompt", "name": "twaudit_no_such_prompt" },
                    "argument": { "name": "twaudit", "value": "" } }),
        ),
        ("logging", "logging/setLevel", json!({ "level": "error" })),
        (crate::plan::SKILLS, "skills/list", json!({})),
    ];
    let mut findings = Vec::new();
    let mut asked = 0;
    for (capability, method, params) in checks {
        let removed = stateless && method == "logging/setLevel";
        let declared = if method == "skills/list" {
            session.declares_extension(capability)
        } else {
            session.declares(capability)
        };
        if (declared && !removed) || session.time_left().is_zero() {
            continue;
        }
        asked += 1;
        if let Answer::Result(result) = session.request(method, params) {
            let why = if removed {
                "which 2026-07-28 removed".to_owned()
            } else {
                format!("although the server did not declare `{capability}`")
            };
            let mut finding = Finding::new(
                Signal::UnadvertisedMethodServed,
                Some(method),
                format!(
                    "{method} was answered with a result {why}: {}",
                    crate::client::http::cut(&result.to_string(), 200)
                ),
            );
            finding.fix = classify::fix(Signal::UnadvertisedMethodServed).to_owned();
            findings.push(finding);
        }
    }
    (findings, asked)
}

/// The slowest answered tool call (over [`SLOW`]) made again, with `tools/list` sent while
/// it runs, and `tools/list` alone first; and how many requests that made. A block seen
/// once is measured a second time and the run showing the lesser block kept: a loaded
/// machine can slow one request once, a server that serves one call at a time holds it
/// every time.
fn head_of_line(
    session: &mut Session,
    outcomes: &[Outcome],
    took: &[Duration],
) -> (Blocking, usize) {
    let slowest = outcomes
        .iter()
        .zip(took)
        .filter(|(o, _)| o.probe.method == "tools/call" && o.probe.kind != Kind::UnknownTool)
        .filter(|(o, _)| o.answered())
        .max_by_key(|(_, t)| **t);
    let Some((outcome, slow)) = slowest.filter(|(_, t)| **t >= SLOW) else {
        let why = format!("no answered call took {} s or more", SLOW.as_secs());
        return (Blocking::NotMeasured(why), 0);
    };
    if session.time_left() < *slow * 3 {
        return (
            Blocking::NotMeasured("the deadline left too little time".into()),
            0,
        );
    }
    let start = Instant::now();
    if !matches!(session.request("tools/list", json!({})), Answer::Result(_)) {
        return (
            Blocking::NotMeasured("tools/list was not answered".into()),
            1,
        );
    }
    let alone = start.elapsed();
    let tool = &outcome.probe.target;
    let measure = |session: &mut Session| {
        session.concurrent(outcome.probe.method, outcome.probe.params.clone())
    };
    let unanswered = || {
        Blocking::NotMeasured(format!(
            "{tool} or tools/list was not answered when sent together"
        ))
    };
    let Some(mut kept) = measure(session) else {
        return (unanswered(), 3);
    };
    let mut runs = 1;
    if blocks(alone, kept) {
        if session.time_left() < kept.slow * 2 {
            let why = format!(
                "tools/list waited {} ms once; the deadline left too little time to measure it again",
                kept.fast.as_millis()
            );
            return (Blocking::NotMeasured(why), 3);
        }
        let Some(again) = measure(session) else {
            return (unanswered(), 5);
        };
        // The run that shows the lesser block is kept: one not held, else the shorter wait.
        if !blocks(alone, again) || again.fast < kept.fast {
            kept = again;
        }
        runs = 2;
    }
    let blocking = Blocking::Measured {
        tool: tool.clone(),
        alone,
        kept,
        runs,
    };
    (blocking, 1 + 2 * runs as usize)
}

/// The finding of a measured block: `tools/list` waited behind the slow call (see
/// [`blocks`]) each of the (at least two) times it was measured.
fn blocked(blocking: &Blocking) -> Option<Finding> {
    let Blocking::Measured {
        tool,
        alone,
        kept,
        runs,
    } = blocking
    else {
        return None;
    };
    if *runs < 2 || !blocks(*alone, *kept) {
        return None;
    }
    let mut finding = Finding::new(
        Signal::HeadOfLineBlocking,
        None,
        format!(
            "tools/list was held {} ms (the lesser of {runs} runs) while a call of {tool} \
             ({} ms) ran, {} ms alone",
            kept.fast.as_millis(),
            kept.slow.as_millis(),
            alone.as_millis()
        ),
    );
    finding.fix = classify::fix(Signal::HeadOfLineBlocking).to_owned();
    Some(finding)
}

/// The JSON of a probe left unmade or unanswered.
pub fn probe_json(probe: &Probe) -> Value {
    json!({ "method": probe.method, "target": probe.target, "probe": probe.kind.label() })
}
