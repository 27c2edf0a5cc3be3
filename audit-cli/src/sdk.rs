//! A failure a server writes the same way for every tool, before any tool's code runs: its
//! SDK's own argument validation (pydantic's text in the Python SDK and FastMCP, zod's in the
//! TypeScript SDK), or a check every tool shares. It is judged once, for the server, as
//! what it is: a tool author who wrote none of it is not told, tool by tool, to fix it.
//!
//! Two answers are the same when their text is, once the probe's own strings, the tool's
//! name, its arguments' names and every number are set aside: a template. A template in a
//! known SDK's validation words is the SDK's (pydantic's whichever tools answer it, zod's
//! when two tools answer it alike); any other is the server's when it answers most tools
//! alike ([`shared_widely`]). Each finding in an answer of it is then the server's (no
//! tool), its variant naming the tools and the SDK, its fix the setting that changes it.

use crate::classify::{self, mask, Outcome};
use crate::probes::Kind;
use std::collections::{BTreeMap, BTreeSet};
use toolwright::audit::Finding;

/// An SDK whose argument validation the audit recognizes: a mark of its template (`<tool>`
/// the tool's name), and what to change.
struct Known {
    name: &'static str,
    mark: &'static str,
    /// Whether the message after the mark is the SDK's alone (pydantic's), so that one
    /// tool's answer is the SDK's too; zod's may be the tool's own (a schema's custom
    /// `error`), so only one several tools answer alike is.
    alone: bool,
    change: &'static str,
}

const KNOWN: [Known; 3] = [
    Known {
        name: "the official TypeScript SDK (zod)",
        mark: "Input validation error: Invalid arguments for tool <tool>",
        alone: false,
        change: "The SDK answers zod's messages for arguments that break a tool's schema: give the schema's checks messages of your own (zod's `error` option, or `z.config({ customError })` in zod 4) that name the rule and never the value.",
    },
    Known {
        name: "the official Python SDK (pydantic)",
        mark: "validation error for <tool>Arguments",
        alone: true,
        change: "The SDK answers pydantic's ValidationError text for arguments that break a tool's signature, and pydantic repeats the rejected value (`input_value=`): take the arguments as a pydantic model whose `model_config` sets `hide_input_in_errors=True`, or validate in the tool and raise ToolError with a message that names the rule.",
    },
    Known {
        name: "FastMCP (pydantic)",
        mark: "validation error for call[<tool>]",
        alone: true,
        change: "FastMCP answers pydantic's ValidationError text for arguments that break a tool's signature, and pydantic repeats the rejected value (`input_value=`): take the arguments as a pydantic model whose `model_config` sets `hide_input_in_errors=True`, or validate in the tool and raise ToolError with a message that names the rule.",
    },
];

/// Every outcome's findings ([`classify::findings`]), those of a shared template as the
/// server's.
pub fn findings(outcomes: &[Outcome]) -> Vec<Finding> {
    let names = argument_names(outcomes);
    let templates: Vec<Option<String>> = outcomes.iter().map(|o| template(o, &names)).collect();
    let mut tools: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (outcome, template) in outcomes.iter().zip(&templates) {
        if let Some(t) = template {
            tools.entry(t).or_default().insert(&outcome.probe.target);
        }
    }
    // The tools that failed a schema-breaking probe at all.
    let probed = outcomes
        .iter()
        .zip(&templates)
        .filter(|(_, t)| t.is_some())
        .map(|(o, _)| o.probe.target.as_str())
        .collect::<BTreeSet<_>>()
        .len();
    let mut out = Vec::new();
    for (outcome, template) in outcomes.iter().zip(&templates) {
        let found = classify::findings(outcome);
        let shared = template
            .as_deref()
            .and_then(|t| tools.get(t).map(|tools| (t, tools)))
            .filter(|(t, tools)| shared_widely(t, tools.len(), probed));
        match shared {
            Some((template, tools)) => out.extend(
                found
                    .into_iter()
                    .map(|finding| as_the_servers(finding, template, tools)),
            ),
            None => out.extend(found),
        }
    }
    out
}

/// The known SDK whose validation a template is (its key starts with the SDK's name).
fn known(template: &str) -> Option<&'static Known> {
    let (name, _) = template.split_once('\0')?;
    KNOWN.iter().find(|k| k.name == name)
}

/// Whether a template `tools` of the `probed` tools answered is the server's, not each
/// tool's: a known SDK's validation whose message is the SDK's alone (pydantic's: only the
/// SDK's settings change it) always, a known SDK's that a tool can word (zod's) when two
/// tools or more answer it alike; any other, only when it answers most tools alike (three
/// or more, and at least half of those that failed a schema-breaking probe), as only a
/// check before every tool's code does. Two tools whose authors wrote the same check each
/// keep their finding.
fn shared_widely(template: &str, tools: usize, probed: usize) -> bool {
    if let Some(known) = known(template) {
        known.alone || tools >= 2
    } else {
        tools >= 3 && tools * 2 >= probed
    }
}

/// `finding`, in an answer of `template` that `tools` share, as the server's.
fn as_the_servers(mut finding: Finding, template: &str, tools: &BTreeSet<&str>) -> Finding {
    let known = known(template);
    let names = tools.iter().copied().collect::<Vec<_>>().join(", ");
    let whose = known.map_or("a check every tool shares", |k| k.name);
    finding.variant = Some(match tools.len() {
        1 => format!("argument validation ({names}): {whose}"),
        n => format!("argument validation, the same for {n} tools ({names}): {whose}"),
    });
    let why = match known {
        Some(_) => "the SDK's own answer to bad arguments",
        None => "the same answer to several tools' bad arguments",
    };
    finding.evidence = format!(
        "{why}, so the server's, not one tool's: {}",
        finding.evidence
    );
    if let Some(known) = known {
        finding.fix = format!("{} {}", known.change, finding.fix);
    }
    finding.tool = None;
    finding
}

/// The argument names of each tool, from every probe's arguments.
fn argument_names(outcomes: &[Outcome]) -> BTreeMap<&str, BTreeSet<&str>> {
    let mut names: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for outcome in outcomes {
        if let Some(args) = outcome.probe.input.as_object() {
            let tool = names.entry(outcome.probe.target.as_str()).or_default();
            tool.extend(args.keys().map(String::as_str));
        }
    }
    names
}

/// The template of a tool call's failure to a probe that breaks the schema (or in a known
/// SDK's validation words): its text, the probe's strings masked, the tool's name `<tool>`,
/// its arguments' names `<arg>`, every run of digits `0`, after the name of the known SDK
/// whose validation it is and a NUL. `None` for any other answer.
fn template(outcome: &Outcome, names: &BTreeMap<&str, BTreeSet<&str>>) -> Option<String> {
    let probe = &outcome.probe;
    if probe.method != "tools/call" || !outcome.is_failure() {
        return None;
    }
    let mut text = mask(&outcome.text, &probe.sent).replace(probe.target.as_str(), "<tool>");
    // The Python SDK names its arguments model after the function, which a tool's name may
    // prefix (`git_diff`'s is `diffArguments`).
    text = arguments_model(&text);
    // A probe that breaks the schema, or any answer in a known SDK's validation words (a
    // value the schema allows, that the SDK's stricter types refuse). Told before the
    // arguments' names are set aside, which may be words of the SDK's text.
    let sdk = KNOWN.iter().find(|k| text.contains(k.mark));
    let breaks_schema = probe.violates || probe.kind == Kind::Missing;
    if !breaks_schema && sdk.is_none() {
        return None;
    }
    let mut args: Vec<&str> = names
        .get(probe.target.as_str())
        .into_iter()
        .flatten()
        .copied()
        .filter(|name| name.len() >= 2)
        .collect();
    args.sort_by_key(|name| std::cmp::Reverse(name.len()));
    for name in args {
        text = replace_word(&text, name, "<arg>");
    }
    let name = sdk.map_or("", |k| k.name);
    Some(format!("{name}\0{}", digits_as_zero(&text)))
}

/// `text` with the Python SDK's arguments model (`... for diffArguments`) named `<tool>`.
fn arguments_model(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(" for ") {
        let (head, tail) = rest.split_at(at + " for ".len());
        out.push_str(head);
        let name = tail
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(tail.len());
        if head.contains("validation error") && tail[..name].ends_with("Arguments") {
            out.push_str("<tool>Arguments");
        } else {
            out.push_str(&tail[..name]);
        }
        rest = &tail[name..];
    }
    out.push_str(rest);
    out
}

/// `text` with `word` replaced where it stands as a word (not inside a longer name).
fn replace_word(text: &str, word: &str, with: &str) -> String {
    let is_name = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + word.len()..].chars().next();
        out.push_str(&rest[..at]);
        if before.is_some_and(is_name) || after.is_some_and(is_name) {
            out.push_str(word);
        } else {
            out.push_str(with);
        }
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// `text` with every run of digits as `0`.
fn digits_as_zero(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_digits = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            if !in_digits {
                out.push('0');
            }
            in_digits = true;
        } else {
            in_digits = false;
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::Channel;
    use crate::probes::Probe;
    use serde_json::{json, Value};
    use toolwright::audit::Signal;

    /// An `isError` answer `text` of `tool` to a wrong-typed `arg`, the canary `twaudit-1`.
    fn answered(tool: &str, arg: &str, text: &str) -> Outcome {
        Outcome {
            probe: Probe {
                method: "tools/call",
                target: tool.to_owned(),
                kind: Kind::WrongType,
                params: Value::Null,
                input: json!({ arg: "twaudit-1" }),
                sent: vec!["twaudit-1".to_owned()],
                canary: Some("twaudit-1".to_owned()),
                number: None,
                violates: true,
            },
            channel: Channel::Result { is_error: true },
            text: text.replace("{tool}", tool).replace("{arg}", arg),
        }
    }

    const PYDANTIC: &str = "Error executing tool {tool}: 1 validation error for {tool}Arguments\n{arg}\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='twaudit-1', input_type=str]";

    #[test]
    fn the_python_sdks_validation_of_two_tools_is_one_finding_of_the_server_naming_the_sdk() {
        let outcomes = [
            answered("search_notes", "limit", PYDANTIC),
            answered("get_page", "page_size", PYDANTIC),
        ];
        let found = findings(&outcomes);
        let echoes: Vec<&Finding> = found
            .iter()
            .filter(|f| f.signal == Signal::ValidationEchoesValue)
            .collect();
        assert_eq!(echoes.len(), 2, "{found:#?}");
        for echo in echoes {
            assert_eq!(echo.tool, None);
            assert_eq!(
                echo.variant.as_deref(),
                Some("argument validation, the same for 2 tools (get_page, search_notes): the official Python SDK (pydantic)")
            );
            assert!(
                echo.fix.contains("hide_input_in_errors=True"),
                "{}",
                echo.fix
            );
        }
        assert!(found.iter().all(|f| f.tool.is_none()), "{found:#?}");
    }

    #[test]
    fn a_known_sdks_validation_of_one_tool_is_the_servers_and_a_tools_own_check_stays_its() {
        let own = "Invalid email 'twaudit-1': must contain @";
        let outcomes = [
            answered("search_notes", "limit", PYDANTIC),
            answered("create_note", "email", own),
        ];
        let found = findings(&outcomes);
        let tools: BTreeSet<Option<&str>> = found.iter().map(|f| f.tool.as_deref()).collect();
        assert!(tools.contains(&None), "{found:#?}");
        assert!(tools.contains(&Some("create_note")), "{found:#?}");
        assert!(!tools.contains(&Some("search_notes")), "{found:#?}");
    }

    /// Every finding judged the server's (no tool), at least one, and each saying why when
    /// `why` is given (its variant ends with it).
    fn assert_the_servers(found: &[Finding], why: Option<&str>) {
        assert!(
            !found.is_empty() && found.iter().all(|f| f.tool.is_none()),
            "{found:#?}"
        );
        if let Some(why) = why {
            assert!(
                found
                    .iter()
                    .all(|f| f.variant.as_deref().is_some_and(|v| v.ends_with(why))),
                "{found:#?}"
            );
        }
    }

    #[test]
    fn the_python_sdks_arguments_model_named_after_the_function_is_its_template() {
        let model = "Error executing tool {tool}: 1 validation error for diffArguments\\n{arg}\\n  Input should be a valid integer [type=int_parsing, input_value='twaudit-1', input_type=str]";
        let found = findings(&[answered("git_diff", "context_lines", model)]);
        assert_the_servers(&found, Some("the official Python SDK (pydantic)"));
    }

    #[test]
    fn the_same_own_check_in_two_tools_stays_each_tools_and_in_most_tools_is_the_servers() {
        let own = "Invalid quantity '{arg}'?: 'twaudit-1' is not a whole number";
        let two = [
            answered("reserve", "qty", own),
            answered("release", "qty", own),
        ];
        assert!(
            findings(&two).iter().all(|f| f.tool.is_some()),
            "{:#?}",
            findings(&two)
        );
        let three = [
            answered("reserve", "qty", own),
            answered("release", "qty", own),
            answered("count", "qty", own),
        ];
        assert_the_servers(&findings(&three), Some("a check every tool shares"));
    }

    #[test]
    fn an_argument_named_like_a_word_of_the_sdks_text_keeps_it_the_sdks() {
        let fastmcp = "1 validation error for call[{tool}]\\n{arg}\\n  Input should be a valid boolean [type=bool_parsing, input_value='twaudit-1', input_type=str]";
        let mut answer = answered("call_tool_bulk", "continue_on_error", fastmcp);
        answer.probe.input = json!({"tool": "x", "continue_on_error": "twaudit-1"});
        assert_the_servers(&findings(&[answer]), None);
    }

    #[test]
    fn a_word_is_replaced_only_where_it_stands_alone() {
        assert_eq!(
            replace_word("limit limits limit.", "limit", "<arg>"),
            "<arg> limits <arg>."
        );
        assert_eq!(digits_as_zero("le 50, got 1000000"), "le 0, got 0");
    }
}
