//! The command line.

use crate::client::Era;
use std::time::Duration;
use toolwright::audit::Grade;

/// The usage text (`--help`).
pub const USAGE: &str = "\
toolwright-audit: a black-box audit of an MCP server's tool failures

usage: toolwright-audit [OPTIONS] -- CMD [ARGS...]
       toolwright-audit [OPTIONS] --url URL [--header 'Name: value']...

Probes every tool with generic calls made from its inputSchema (missing arguments, wrong
types, out-of-range numbers, oversized strings, a path traversal, prompt-injection phrasing,
SQL quotes, enum violations) and grades what the model is shown when they fail.

options:
  --url URL             audit a Streamable HTTP endpoint instead of a command (stdio)
  --header 'N: v'       send this header with every request (repeatable; e.g. a bearer token)
  --era 2025|2026       2025: the initialize handshake, 2025-11-25 (default);
                        2026: stateless 2026-07-28 requests
  --allow-destructive   also call tools annotated destructiveHint: true (skipped by default)
  --dry-run             connect, list, print the planned calls; call nothing
  --timeout-ms N        per call (default 10000); a timed-out call is reported, not graded
  --rate N              calls per second at most (default 20)
  --json                the report as a JSON document
  --sarif               the report as SARIF 2.1.0
  --fail-under GRADE    exit 1 when the overall grade is worse than GRADE (A-F)
  --quiet               no progress on stderr
  -h, --help            this text
  -V, --version         the version

exit: 0 done, 1 graded below --fail-under, 2 usage error or a server that cannot be reached
or initialized";

/// Where the server is.
#[derive(Debug, Clone, PartialEq)]
pub enum Target {
    /// A command to spawn.
    Command(Vec<String>),
    /// A Streamable HTTP endpoint and the headers to send.
    Url(String, Vec<(String, String)>),
}

/// The report's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// For a terminal.
    Text,
    /// `--json`.
    Json,
    /// `--sarif`.
    Sarif,
}

/// The parsed command line.
#[derive(Debug, Clone)]
pub struct Args {
    pub target: Target,
    pub era: Era,
    pub allow_destructive: bool,
    pub dry_run: bool,
    pub timeout: Duration,
    pub rate: f64,
    pub format: Format,
    pub fail_under: Option<Grade>,
    pub quiet: bool,
}

/// What the command line asks for.
pub enum Parsed {
    /// An audit.
    Run(Box<Args>),
    /// `--help` or `--version`: this text.
    Print(String),
}

/// `Name: value`.
fn header(arg: &str) -> Result<(String, String), String> {
    let (name, value) = arg
        .split_once(':')
        .ok_or_else(|| "--header takes 'Name: value'".to_owned())?;
    let name = name.trim();
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_graphic()) {
        return Err("--header takes 'Name: value' with a header name before the colon".into());
    }
    Ok((name.to_owned(), value.trim().to_owned()))
}

/// Parse the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut it = args.iter();
    let (mut url, mut headers, mut command) = (None, Vec::new(), None);
    let mut era = Era::Legacy;
    let (mut allow_destructive, mut dry_run, mut quiet) = (false, false, false);
    let (mut timeout_ms, mut rate) = (10_000u64, 20.0f64);
    let (mut format, mut fail_under) = (Format::Text, None);
    while let Some(arg) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        match arg.as_str() {
            "--" => {
                command = Some(it.by_ref().cloned().collect::<Vec<_>>());
                break;
            }
            "-h" | "--help" => return Ok(Parsed::Print(USAGE.to_owned())),
            "-V" | "--version" => {
                return Ok(Parsed::Print(format!(
                    "toolwright-audit {}",
                    env!("CARGO_PKG_VERSION")
                )))
            }
            "--url" => url = Some(value("--url")?),
            "--header" => headers.push(header(&value("--header")?)?),
            "--era" => {
                era = match value("--era")?.as_str() {
                    "2025" | "2025-11-25" => Era::Legacy,
                    "2026" | "2026-07-28" => Era::Stateless,
                    other => return Err(format!("--era takes 2025 or 2026, not {other:?}")),
                }
            }
            "--allow-destructive" => allow_destructive = true,
            "--dry-run" => dry_run = true,
            "--quiet" | "-q" => quiet = true,
            "--json" | "--sarif" => {
                let wanted = if arg == "--json" {
                    Format::Json
                } else {
                    Format::Sarif
                };
                if format != Format::Text && format != wanted {
                    return Err("give --json or --sarif, not both".into());
                }
                format = wanted;
            }
            "--timeout-ms" => {
                timeout_ms = value("--timeout-ms")?
                    .parse()
                    .ok()
                    .filter(|t| *t > 0)
                    .ok_or("--timeout-ms takes a positive number of milliseconds")?
            }
            "--rate" => {
                rate = value("--rate")?
                    .parse()
                    .ok()
                    .filter(|r: &f64| r.is_finite() && *r > 0.0)
                    .ok_or("--rate takes a positive number of calls per second")?
            }
            "--fail-under" => {
                fail_under = Some(
                    Grade::parse(&value("--fail-under")?)
                        .ok_or("--fail-under takes a grade, A to F")?,
                )
            }
            other => {
                return Err(format!(
                    "unknown option {other:?} (a command goes after --)"
                ))
            }
        }
    }
    let target = match (url, command) {
        (Some(_), Some(_)) => return Err("give either --url or -- CMD, not both".into()),
        (Some(url), None) => Target::Url(url, headers),
        (None, Some(cmd)) if !cmd.is_empty() && headers.is_empty() => Target::Command(cmd),
        (None, Some(cmd)) if !cmd.is_empty() => {
            return Err(
                "--header is for --url; a command gets its credentials from its environment".into(),
            )
        }
        _ => return Err("nothing to audit: give -- CMD [ARGS...] or --url URL".into()),
    };
    Ok(Parsed::Run(Box::new(Args {
        target,
        era,
        allow_destructive,
        dry_run,
        timeout: Duration::from_millis(timeout_ms),
        rate,
        format,
        fail_under,
        quiet,
    })))
}
