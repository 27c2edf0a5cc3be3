//! `toolwright-audit`: a black-box audit of any MCP server's tool failures. It connects over
//! stdio or Streamable HTTP, probes every tool with generic calls made from its schema, and
//! grades what the model is shown when they fail, with toolwright's signals and heuristics.
//! See README.md.

mod args;
mod audit;
mod behaviour;
mod classify;
mod client;
#[cfg(test)]
mod corpus;
mod crash;
mod model;
mod output;
mod plan;
mod probes;
mod sdk;

use args::{Args, Format, Parsed, Target};
use audit::Verdict;
use client::{http::Http, stdio::Stdio, Connect, Session, Wire};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

/// Graded below `--fail-under`, or incomplete with the findings made already below it.
const BELOW: u8 = 1;
/// A usage error, or a server that cannot be started, reached or initialized.
const TROUBLE: u8 = 2;
/// Fewer than [`audit::ANSWERED_FLOOR`] percent of the planned calls were answered (and the
/// findings made do not already put the server below `--fail-under`).
const INCOMPLETE: u8 = 3;

/// What is kept of `--max-time` for stopping the server.
const SHUTDOWN: std::time::Duration = std::time::Duration::from_secs(1);

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if let [watch, leader] = argv.as_slice() {
        if watch == client::stdio::group::WATCH {
            client::stdio::group::watchdog(leader);
            return ExitCode::SUCCESS;
        }
    }
    let args = match args::parse(&argv) {
        Ok(Parsed::Run(args)) => args,
        Ok(Parsed::Print(text)) => {
            println!("{text}");
            return ExitCode::SUCCESS;
        }
        Err(why) => {
            eprintln!("toolwright-audit: {why}\n(toolwright-audit --help for the usage)");
            return ExitCode::from(TROUBLE);
        }
    };
    match run(&args) {
        Ok(code) => code,
        Err(why) => {
            eprintln!("toolwright-audit: {why}");
            ExitCode::from(TROUBLE)
        }
    }
}

/// Connect, list, probe, report. An error: the server could not be reached or initialized.
fn run(args: &Args) -> Result<ExitCode, String> {
    // The calls end a little before --max-time, so that stopping the server (half a
    // second's grace, then its process group killed) ends within it too.
    let shutdown = SHUTDOWN.min(args.max_time / 4);
    let deadline = Instant::now() + args.max_time - shutdown;
    let connect: Connect = match &args.target {
        Target::Command(command) => {
            let command = command.clone();
            Box::new(move || Ok(Box::new(Stdio::spawn(&command)?) as Box<dyn Wire>))
        }
        Target::Url(url, headers) => {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(format!(
                    "--url takes an http:// or https:// URL, not {url:?}"
                ));
            }
            let (url, headers, era) = (url.clone(), headers.clone(), args.era);
            Box::new(move || Ok(Box::new(Http::new(&url, headers.clone(), era)) as Box<dyn Wire>))
        }
    };
    let mut session = Session::open(connect, args.era, args.timeout, deadline).map_err(|e| {
        let hint = if e.contains("HTTP 401") || e.contains("HTTP 403") {
            " (does it need a credential? --header 'Authorization: Bearer ...')"
        } else if e.starts_with("server/discover") {
            " (a server of the 2025-11-25 era? try --era 2025)"
        } else {
            ""
        };
        format!("the server could not be initialized: {e}{hint}")
    })?;
    let plan = plan::plan(&mut session, args.allow_destructive)
        .map_err(|e| format!("the server's tools could not be listed: {e}"))?;
    if args.dry_run {
        let mut lines = plan::planned_lines(&plan);
        for skip in &plan.skipped {
            lines.push(format!("skipped: {} ({})", skip.tool, skip.why));
        }
        emit(&lines.join("\n"));
        return Ok(ExitCode::SUCCESS);
    }
    let settings = audit::Settings {
        rate: args.rate,
        quiet: args.quiet,
    };
    let audit = audit::run(session, plan, &settings);
    emit(&match args.format {
        Format::Text => output::terminal::render(&audit),
        Format::Json => format!("{:#}", output::json::document(&audit)),
        Format::Sarif => format!("{:#}", output::sarif::document(&audit)),
    });
    // The findings an incomplete audit did make already grade it: more answers could add
    // findings, never take one away. Below --fail-under on them (a crash among them), it is
    // below whatever the unheard answers held.
    let below = args
        .fail_under
        .is_some_and(|floor| !audit.report.overall().is_at_least(floor));
    Ok(match audit.verdict() {
        _ if below => ExitCode::from(BELOW),
        Verdict::Incomplete => ExitCode::from(INCOMPLETE),
        Verdict::Graded(_) => ExitCode::SUCCESS,
    })
}

/// Print `text` and a newline on stdout; a closed stdout (`| head`) is not an error.
fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", text.trim_end_matches('\n'));
    let _ = out.flush();
}
