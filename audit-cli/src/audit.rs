//! The audit's run: list what the server offers, plan the probes (destructive tools aside),
//! make the calls at the allowed pace, and read the answers into a report.

use crate::classify::{self, Channel, Outcome};
use crate::client::{AuthProbe, ServerInfo, Session};
use crate::probes::{self, shorten, Canaries, Probe};
use serde_json::{json, Value};
use std::time::{Duration, Instant};
use toolwright::audit::Report;

/// What the user allowed.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Call tools annotated `destructiveHint: true`.
    pub allow_destructive: bool,
    /// Calls per second at most.
    pub rate: f64,
    /// No progress on stderr.
    pub quiet: bool,
}

/// What the server offers, and the calls to make.
#[derive(Debug, Clone, Default)]
pub struct Plan {
    /// Every tool's name.
    pub tools: Vec<String>,
    /// Every resource's URI (and template's URI template).
    pub resources: Vec<String>,
    /// Every prompt's name.
    pub prompts: Vec<String>,
    /// Tools left uncalled: annotated destructive.
    pub skipped: Vec<String>,
    /// The probes, grouped by what they probe, in order.
    pub probes: Vec<Probe>,
    /// What could not be listed (resources or prompts a server declares and fails to list).
    pub notes: Vec<String>,
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
    /// Requests made (probes and auth probes).
    pub calls: usize,
    /// Every probe and its answer.
    pub outcomes: Vec<Outcome>,
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
}

/// Whether `tool` is annotated destructive (`destructiveHint: true`; the spec's default for a
/// tool without annotations is not assumed).
fn destructive(tool: &Value) -> bool {
    tool.pointer("/annotations/destructiveHint") == Some(&json!(true))
}

fn names(items: &[Value], key: &str) -> Vec<String> {
    items
        .iter()
        .filter_map(|i| i.get(key).and_then(Value::as_str).map(str::to_owned))
        .collect()
}

/// List the server's tools (an error when it cannot), resources and prompts, and plan.
pub fn plan(session: &mut Session, settings: &Settings) -> Result<Plan, String> {
    let tools = session.list_all("tools/list", "tools")?;
    let mut plan = Plan {
        tools: names(&tools, "name"),
        ..Plan::default()
    };
    let mut canaries = Canaries::new();
    for tool in &tools {
        if destructive(tool) && !settings.allow_destructive {
            plan.skipped
                .extend(names(std::slice::from_ref(tool), "name"));
            continue;
        }
        plan.probes.extend(probes::for_tool(tool, &mut canaries));
    }
    plan.probes.push(probes::unknown_tool());
    if session.declares("resources") {
        for (method, key, field) in [
            ("resources/list", "resources", "uri"),
            (
                "resources/templates/list",
                "resourceTemplates",
                "uriTemplate",
            ),
        ] {
            match session.list_all(method, key) {
                Ok(items) => {
                    let listed = names(&items, field);
                    if key == "resourceTemplates" {
                        plan.probes
                            .extend(listed.iter().filter_map(|t| probes::template_traversal(t)));
                    }
                    plan.resources.extend(listed);
                }
                Err(e) => plan.notes.push(e),
            }
        }
        plan.probes.push(probes::resource_traversal());
    }
    if session.declares("prompts") {
        match session.list_all("prompts/list", "prompts") {
            Ok(prompts) => {
                plan.prompts = names(&prompts, "name");
                plan.probes
                    .extend(prompts.iter().filter_map(probes::prompt_missing));
            }
            Err(e) => plan.notes.push(e),
        }
    }
    Ok(plan)
}

/// One line per planned call, for `--dry-run`: method, target, the params (long strings
/// shortened).
pub fn planned_lines(plan: &Plan) -> Vec<String> {
    plan.probes
        .iter()
        .map(|p| {
            format!(
                "{} {} [{}] {}",
                p.method,
                p.target,
                p.kind.label(),
                shorten(&p.input)
            )
        })
        .collect()
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

/// Make every planned call and read the answers.
pub fn run(mut session: Session, plan: Plan, settings: &Settings) -> Audit {
    let mut pace = Pace::new(settings.rate);
    let mut outcomes = Vec::with_capacity(plan.probes.len());
    let mut current: Option<&str> = None;
    for probe in &plan.probes {
        if current != Some(probe.target.as_str()) && !settings.quiet {
            let count = plan
                .probes
                .iter()
                .filter(|p| p.target == probe.target && p.method == probe.method)
                .count();
            let plural = if count == 1 { "" } else { "s" };
            eprintln!(
                "probing {} {}: {count} call{plural}",
                probe.method, probe.target
            );
        }
        current = Some(probe.target.as_str());
        pace.wait();
        let answer = session.request(probe.method, probe.params.clone());
        outcomes.push(Outcome::new(probe.clone(), &answer));
    }
    let mut calls = outcomes.len();
    pace.wait();
    let auth = session.auth_probes();
    calls += auth.len();
    let mut findings: Vec<_> = outcomes.iter().flat_map(classify::findings).collect();
    findings.extend(classify::never_returns_result(&outcomes));
    Audit {
        server: session.server.clone(),
        transport: session.transport(),
        plan,
        calls,
        outcomes,
        auth,
        report: Report::new(findings),
    }
}
