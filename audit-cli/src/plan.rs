//! What to call: the server's listings read, tools that must not be called set aside, and
//! the probes ordered so the most telling run first (a deadline cuts the least telling).
//!
//! A tool is set aside (unless `--allow-destructive`) when any of its listings says
//! `destructiveHint: true`, when a hint is not a boolean (`"true"`), or when it is listed
//! twice with different annotations: whatever the listing is unsure of is taken as
//! destructive, and the last two are findings of their own (`ambiguous-annotations`). A tool
//! without annotations is called (see the README, "Safety rules").

use crate::classify;
use crate::client::Session;
use crate::probes::{self, shorten, Canaries, Kind, Probe};
use serde_json::{json, Value};
use toolwright::audit::{Finding, Signal};

/// How deep an input schema may nest before the report says what was not probed inside it.
const DEEP: usize = 32;

/// A tool left uncalled, and why.
#[derive(Debug, Clone)]
pub struct Skip {
    /// Its name.
    pub tool: String,
    /// Why it was not called.
    pub why: String,
}

/// What the server offers, and the calls to make.
#[derive(Debug, Clone, Default)]
pub struct Plan {
    /// Every tool's name, once.
    pub tools: Vec<String>,
    /// Every resource's URI (and template's URI template).
    pub resources: Vec<String>,
    /// Every prompt's name.
    pub prompts: Vec<String>,
    /// Every agent skill's `SKILL.md` URI (the skills extension, SEP-2640).
    pub skills: Vec<String>,
    /// Tools left uncalled.
    pub skipped: Vec<Skip>,
    /// The probes, the most telling first.
    pub probes: Vec<Probe>,
    /// What the listings showed that was wrong (ambiguous annotations).
    pub findings: Vec<Finding>,
    /// What could not be listed or probed, in words.
    pub notes: Vec<String>,
}

/// The agent skills extension (SEP-2640).
pub const SKILLS: &str = "io.modelcontextprotocol/skills";

fn names(items: &[Value], key: &str) -> Vec<String> {
    items
        .iter()
        .filter_map(|i| i.get(key).and_then(Value::as_str).map(str::to_owned))
        .collect()
}

/// Why the listings of one tool make it one not to call: `(reason, ambiguous)`, `None` for
/// a tool that may be called.
fn set_aside(listings: &[&Value]) -> Option<(String, bool)> {
    let hints: Vec<Option<&Value>> = listings
        .iter()
        .map(|t| t.pointer("/annotations/destructiveHint"))
        .collect();
    if let Some(odd) = hints.iter().flatten().find(|h| !h.is_boolean()) {
        return Some((format!("its destructiveHint is {odd}, not a boolean"), true));
    }
    let first = listings[0].get("annotations");
    if listings.iter().any(|t| t.get("annotations") != first) {
        let why = format!(
            "it is listed {} times with different annotations",
            listings.len()
        );
        return Some((why, true));
    }
    hints
        .contains(&Some(&json!(true)))
        .then(|| ("annotated destructiveHint: true".to_owned(), false))
}

/// How deep `value` nests, counted up to `limit + 1`.
fn depth(value: &Value, limit: usize) -> usize {
    let inner = |items: &mut dyn Iterator<Item = &Value>| {
        if limit == 0 {
            return 1;
        }
        1 + items.map(|v| depth(v, limit - 1)).max().unwrap_or(0)
    };
    match value {
        Value::Array(items) => inner(&mut items.iter()),
        Value::Object(map) => inner(&mut map.values()),
        _ => 0,
    }
}

/// How telling a probe is: the leak-prone ones (paths, injection, SQL, the unknown tool,
/// the traversal reads) first, then wrong types, missing arguments and unknown properties,
/// then bounds.
fn rank(kind: Kind) -> u8 {
    match kind {
        Kind::Traversal
        | Kind::Injection
        | Kind::Sql
        | Kind::UnknownTool
        | Kind::ResourceTraversal => 0,
        Kind::WrongType | Kind::Missing | Kind::UnknownProperty | Kind::PromptMissing => 1,
        Kind::AboveMax | Kind::EnumViolation => 2,
        Kind::BelowMin | Kind::Empty | Kind::Oversized => 3,
    }
}

/// The unknown-tool probe's name: one no listed tool has.
fn unlisted(tools: &[String]) -> String {
    let mut name = probes::UNKNOWN_TOOL.to_owned();
    let mut n = 1;
    while tools.contains(&name) {
        n += 1;
        name = format!("{}_{n}", probes::UNKNOWN_TOOL);
    }
    name
}

/// List the server's tools (an error when it cannot), resources and prompts, and plan.
pub fn plan(session: &mut Session, allow_destructive: bool) -> Result<Plan, String> {
    let listed = session.list_all("tools/list", "tools")?;
    let mut plan = Plan::default();
    for name in names(&listed, "name") {
        if !plan.tools.contains(&name) {
            plan.tools.push(name);
        }
    }
    let mut canaries = Canaries::new();
    for name in &plan.tools {
        let listings: Vec<&Value> = listed
            .iter()
            .filter(|t| t.get("name").and_then(Value::as_str) == Some(name))
            .collect();
        if let Some((why, ambiguous)) = set_aside(&listings) {
            if ambiguous {
                let mut finding = Finding::new(
                    Signal::AmbiguousAnnotations,
                    Some(name),
                    format!("{name}: {why}"),
                );
                finding.fix = classify::fix(Signal::AmbiguousAnnotations).to_owned();
                plan.findings.push(finding);
            }
            if !allow_destructive {
                let why = if ambiguous {
                    format!("{why}: taken as destructive")
                } else {
                    why
                };
                plan.skipped.push(Skip {
                    tool: name.clone(),
                    why,
                });
                continue;
            }
        }
        let tool = listings[0];
        let nested = tool.get("inputSchema").map_or(0, |s| depth(s, DEEP));
        if nested > DEEP {
            plan.notes.push(format!(
                "{name}: its input schema nests more than {DEEP} levels; its top-level \
                 properties were probed, nothing inside them"
            ));
        }
        plan.probes.extend(probes::for_tool(tool, &mut canaries));
    }
    plan.probes
        .push(probes::unknown_tool(&unlisted(&plan.tools)));
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
    if session.declares_extension(SKILLS) {
        match session.list_all("skills/list", "skills") {
            Ok(skills) => {
                plan.skills = names(&skills, "uri");
                plan.probes.extend(
                    plan.skills
                        .iter()
                        .filter_map(|uri| probes::skill_traversal(uri)),
                );
            }
            Err(e) => plan.notes.push(e),
        }
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
    plan.probes.sort_by_key(|p| rank(p.kind));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whatever_a_listing_is_unsure_of_is_set_aside() {
        let plain = json!({"name": "t", "annotations": {"readOnlyHint": true}});
        let destructive = json!({"name": "t", "annotations": {"destructiveHint": true}});
        let string = json!({"name": "t", "annotations": {"destructiveHint": "true"}});
        let bare = json!({"name": "t"});
        assert_eq!(set_aside(&[&plain]), None);
        assert_eq!(set_aside(&[&bare]), None, "unannotated tools are called");
        assert_eq!(set_aside(&[&plain, &plain]), None);
        assert_eq!(
            set_aside(&[&destructive]),
            Some(("annotated destructiveHint: true".into(), false))
        );
        let (why, ambiguous) = set_aside(&[&string]).unwrap();
        assert!(
            ambiguous && why.contains("\"true\", not a boolean"),
            "{why}"
        );
        let (why, ambiguous) = set_aside(&[&plain, &destructive]).unwrap();
        assert!(ambiguous && why.contains("listed 2 times"), "{why}");
        assert_eq!(
            unlisted(&["twaudit_no_such_tool".into()]),
            "twaudit_no_such_tool_2"
        );
    }

    #[test]
    fn schema_depth_is_counted_and_bounded() {
        let mut deep = json!({"type": "string"});
        for _ in 0..100 {
            deep = json!({"type": "object", "properties": {"a": deep}});
        }
        assert_eq!(depth(&json!({"a": [1]}), DEEP), 2);
        assert_eq!(depth(&deep, DEEP), DEEP + 1);
    }
}
