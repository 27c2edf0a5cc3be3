//! `toolwright-audit`: a black-box audit of any MCP server's tool failures. It connects over
//! stdio or Streamable HTTP, probes every tool with generic calls made from its schema, and
//! grades what the model is shown when they fail, with toolwright's signals and heuristics.
//! See README.md.

mod args;
mod audit;
mod classify;
mod client;
mod output;
mod probes;

use args::{Args, Format, Parsed, Target};
use client::{http::Http, stdio::Stdio, Session, Wire};
use std::io::Write;
use std::process::ExitCode;

/// A usage error, or a server that cannot be reached or initialized.
const TROUBLE: u8 = 2;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
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
    let wire: Box<dyn Wire> = match &args.target {
        Target::Command(command) => Box::new(Stdio::spawn(command)?),
        Target::Url(url, headers) => {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(format!(
                    "--url takes an http:// or https:// URL, not {url:?}"
                ));
            }
            Box::new(Http::new(url, headers.clone(), args.era))
        }
    };
    let mut session = Session::open(wire, args.era, args.timeout).map_err(|e| {
        let hint = if e.contains("HTTP 401") || e.contains("HTTP 403") {
            " (does it need a credential? --header 'Authorization: Bearer ...')"
        } else if e.starts_with("server/discover") {
            " (a server of the 2025-11-25 era? try --era 2025)"
        } else {
            ""
        };
        format!("the server could not be initialized: {e}{hint}")
    })?;
    let settings = audit::Settings {
        allow_destructive: args.allow_destructive,
        rate: args.rate,
        quiet: args.quiet,
    };
    let plan = audit::plan(&mut session, &settings)
        .map_err(|e| format!("the server's tools could not be listed: {e}"))?;
    if args.dry_run {
        let mut text = audit::planned_lines(&plan).join("\n");
        if !plan.skipped.is_empty() {
            text.push_str(&format!(
                "\nskipped (destructive): {}",
                plan.skipped.join(", ")
            ));
        }
        emit(&text);
        return Ok(ExitCode::SUCCESS);
    }
    let audit = audit::run(session, plan, &settings);
    emit(&match args.format {
        Format::Text => output::terminal::render(&audit),
        Format::Json => format!("{:#}", output::json::document(&audit)),
        Format::Sarif => format!("{:#}", output::sarif::document(&audit)),
    });
    let overall = audit.report.overall();
    Ok(match args.fail_under {
        Some(floor) if !overall.is_at_least(floor) => ExitCode::FAILURE,
        _ => ExitCode::SUCCESS,
    })
}

/// Print `text` and a newline on stdout; a closed stdout (`| head`) is not an error.
fn emit(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{}", text.trim_end_matches('\n'));
    let _ = out.flush();
}
