//! Agent skills (SEP-2640) beside a tool: the skills of `examples/skills` (how to process
//! PDF files, how to answer a refund request), compiled into the binary with
//! `include_skills!`, or read from a folder with `--dir PATH`; and `fill_template`, the tool
//! their templates are filled with. Over stdio by default, over Streamable HTTP with
//! `--http ADDR`:
//!
//! ```sh
//! cargo run -p toolwright-examples --bin skills
//! cargo run -p toolwright-examples --bin skills -- --dir examples/skills --http 127.0.0.1:8000
//! ```
//!
//! A client that knows the extension calls `skills/list`, then reads each `SKILL.md` and
//! the files it names with `resources/read`; every other client still sees each `SKILL.md`
//! in `resources/list`.

use std::collections::BTreeMap;
use std::process::ExitCode;
use toolwright::server::Server;
use toolwright::skill::{SkillError, Skills};
use toolwright::{include_skills, mcp_tool, tools, ToolError, ToolSet};

/// Why a template cannot be filled.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum FillError {
    #[error("no value for placeholder {name}")]
    #[error_kind(
        operational,
        category = "validation",
        message = "The template needs a value for `{name}`.",
        suggested_action = "Call fill_template again with `{name}` in `values`."
    )]
    MissingValue { name: String },
}

/// Fill the `{{name}}` placeholders of a template (a skill's `templates/invoice.md`, say)
/// with `values`.
#[mcp_tool(read_only, idempotent, open_world = false)]
async fn fill_template(
    /// The template's text.
    template: String,
    /// The value of each placeholder, by name.
    values: BTreeMap<String, String>,
) -> Result<String, FillError> {
    let mut out = String::with_capacity(template.len());
    let mut rest = template.as_str();
    while let Some(open) = rest.find("{{") {
        let Some(close) = rest[open..].find("}}") else {
            break;
        };
        out.push_str(&rest[..open]);
        let name = rest[open + 2..open + close].trim();
        if name.starts_with(['#', '/']) {
            // A section marker: kept as it is, for the model to expand.
            out.push_str(&rest[open..open + close + 2]);
        } else {
            let value = values.get(name).ok_or_else(|| FillError::MissingValue {
                name: name.to_owned(),
            })?;
            out.push_str(value);
        }
        rest = &rest[open + close + 2..];
    }
    out.push_str(rest);
    Ok(out)
}

fn toolset(skills: Skills) -> ToolSet {
    tools![fill_template].with_skills(skills)
}

#[tokio::main]
async fn main() -> ExitCode {
    toolwright_examples::log_to_stderr();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
    // The skills: from a folder with `--dir`, otherwise those compiled in.
    let skills: Result<Skills, SkillError> = match args.iter().position(|a| *a == "--dir") {
        Some(i) if i + 1 < args.len() => {
            let dir = args.remove(i + 1);
            args.remove(i);
            Skills::load(dir)
        }
        _ => include_skills!("skills"),
    };
    let skills = match skills {
        Ok(skills) => skills,
        Err(e) => {
            eprintln!("skills: {e}");
            return ExitCode::FAILURE;
        }
    };
    let server = Server::new(toolset(skills))
        .name("toolwright-skills")
        .version(env!("CARGO_PKG_VERSION"));
    match args[..] {
        [] => match server.serve_stdio().await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("skills: stdio failed: {e}");
                ExitCode::FAILURE
            }
        },
        #[cfg(feature = "http")]
        ["--http", addr] => {
            match toolwright_examples::listen("skills", Some(addr), "127.0.0.1:8000").await {
                Ok(listener) => {
                    toolwright_examples::serve_http(
                        "toolwright-skills",
                        server,
                        toolwright::server::http::HttpConfig::new(),
                        listener,
                    )
                    .await
                }
                Err(code) => code,
            }
        }
        _ => {
            eprintln!("usage: skills [--dir PATH] [--http ADDR:PORT]");
            ExitCode::FAILURE
        }
    }
}
