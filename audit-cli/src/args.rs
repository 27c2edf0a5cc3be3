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
  --max-time SECONDS    the whole audit (default 60): the most telling probes go first, and
                        those the time did not reach are reported as not run
  --rate N              calls per second at most (default 20)
  --json                the report as a JSON document
  --sarif               the report as SARIF 2.1.0
  --fail-under GRADE    exit 1 when the overall grade is worse than GRADE (A-F)
  --quiet               no progress on stderr
  -h, --help            this text
  -V, --version         the version

exit: 0 audited, 1 graded below --fail-under, 2 usage error or a server that cannot be
started, reached or initialized, 3 incomplete: fewer than 80% of the planned calls were
answered (a server that died, garbled its output, stopped reading or timed out), so no grade
is given";

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
    /// What to audit.
    pub target: Target,
    /// `--era`.
    pub era: Era,
    /// `--allow-destructive`.
    pub allow_destructive: bool,
    /// `--dry-run`.
    pub dry_run: bool,
    /// `--timeout-ms`, per call.
    pub timeout: Duration,
    /// `--max-time`, the whole audit.
    pub max_time: Duration,
    /// `--rate`, calls per second.
    pub rate: f64,
    /// `--json`, `--sarif`, or text.
    pub format: Format,
    /// `--fail-under`.
    pub fail_under: Option<Grade>,
    /// `--quiet`.
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
    let mut parsed = Args {
        target: Target::Command(Vec::new()),
        era: Era::Legacy,
        allow_destructive: false,
        dry_run: false,
        timeout: Duration::from_millis(10_000),
        max_time: Duration::from_secs(60),
        rate: 20.0,
        format: Format::Text,
        fail_under: None,
        quiet: false,
    };
    let (mut url, mut headers, mut command) = (None, Vec::new(), None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{arg} needs a value"))
        };
        match arg.as_str() {
            "--" => {
                command = Some(it.by_ref().cloned().collect::<Vec<_>>());
                break;
            }
            "-h" | "--help" => return Ok(Parsed::Print(USAGE.to_owned())),
            "-V" | "--version" => {
                let version = format!("toolwright-audit {}", env!("CARGO_PKG_VERSION"));
                return Ok(Parsed::Print(version));
            }
            "--url" => url = Some(value()?),
            "--header" => headers.push(header(&value()?)?),
            "--allow-destructive" => parsed.allow_destructive = true,
            "--dry-run" => parsed.dry_run = true,
            "--quiet" | "-q" => parsed.quiet = true,
            "--json" | "--sarif" => parsed.format = format(parsed.format, arg)?,
            flag @ ("--era" | "--timeout-ms" | "--max-time" | "--rate" | "--fail-under") => {
                setting(&mut parsed, flag, &value()?)?
            }
            other => {
                return Err(format!(
                    "unknown option {other:?} (a command goes after --)"
                ))
            }
        }
    }
    parsed.target = target(url, headers, command)?;
    Ok(Parsed::Run(Box::new(parsed)))
}

/// The format `--json` or `--sarif` asks for, after `current`.
fn format(current: Format, flag: &str) -> Result<Format, String> {
    let wanted = if flag == "--json" {
        Format::Json
    } else {
        Format::Sarif
    };
    if current != Format::Text && current != wanted {
        return Err("give --json or --sarif, not both".into());
    }
    Ok(wanted)
}

/// An option with a value.
fn setting(args: &mut Args, flag: &str, value: &str) -> Result<(), String> {
    match flag {
        "--era" => {
            args.era = match value {
                "2025" | "2025-11-25" => Era::Legacy,
                "2026" | "2026-07-28" => Era::Stateless,
                other => return Err(format!("--era takes 2025 or 2026, not {other:?}")),
            }
        }
        "--timeout-ms" => {
            let ms: u64 = value
                .parse()
                .ok()
                .filter(|t| *t > 0)
                .ok_or("--timeout-ms takes a positive number of milliseconds")?;
            args.timeout = Duration::from_millis(ms);
        }
        "--max-time" => {
            let seconds: f64 = value
                .parse()
                .ok()
                .filter(|s: &f64| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
                .ok_or("--max-time takes a positive number of seconds (at most a day)")?;
            args.max_time = Duration::from_secs_f64(seconds);
        }
        "--rate" => {
            args.rate = value
                .parse()
                .ok()
                .filter(|r: &f64| r.is_finite() && *r > 0.0)
                .ok_or("--rate takes a positive number of calls per second")?
        }
        _ => {
            let grade = Grade::parse(value).ok_or("--fail-under takes a grade, A to F")?;
            args.fail_under = Some(grade);
        }
    }
    Ok(())
}

/// What to audit: a URL (with its headers) or a command, exactly one.
fn target(
    url: Option<String>,
    headers: Vec<(String, String)>,
    command: Option<Vec<String>>,
) -> Result<Target, String> {
    match (url, command) {
        (Some(_), Some(_)) => Err("give either --url or -- CMD, not both".into()),
        (Some(url), None) => Ok(Target::Url(url, headers)),
        (None, Some(cmd)) if !cmd.is_empty() && headers.is_empty() => Ok(Target::Command(cmd)),
        (None, Some(cmd)) if !cmd.is_empty() => {
            Err("--header is for --url; a command gets its credentials from its environment".into())
        }
        _ => Err("nothing to audit: give -- CMD [ARGS...] or --url URL".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Result<Args, String> {
        let words: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        match parse(&words)? {
            Parsed::Run(args) => Ok(*args),
            Parsed::Print(_) => Err("printed".into()),
        }
    }

    #[test]
    fn options_and_targets() {
        let a = args(&[
            "--era",
            "2026",
            "--timeout-ms",
            "50",
            "--json",
            "--",
            "srv",
            "--x",
        ])
        .unwrap();
        assert_eq!(a.target, Target::Command(vec!["srv".into(), "--x".into()]));
        assert_eq!((a.era, a.format), (Era::Stateless, Format::Json));
        assert_eq!(a.timeout, Duration::from_millis(50));
        let a = args(&[
            "--url",
            "http://h/mcp",
            "--header",
            "Authorization: Bearer x",
        ])
        .unwrap();
        let headers = vec![("Authorization".to_owned(), "Bearer x".to_owned())];
        assert_eq!(a.target, Target::Url("http://h/mcp".into(), headers));
        assert!(args(&["--json", "--sarif", "--", "x"]).is_err());
        assert!(args(&["--url", "u", "--", "x"]).is_err());
        assert!(args(&["--era", "2024", "--", "x"]).is_err());
        assert!(args(&["--rate", "0", "--", "x"]).is_err());
        assert!(args(&["--max-time", "0", "--", "x"]).is_err());
        assert_eq!(
            args(&["--max-time", "2.5", "--", "x"]).unwrap().max_time,
            Duration::from_millis(2500)
        );
        assert!(args(&["--header", "nocolon", "--url", "u"]).is_err());
        assert!(args(&[]).is_err());
    }
}
