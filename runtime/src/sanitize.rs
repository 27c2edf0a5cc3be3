//! The runtime sanitizer: strips what leaks from text bound for the model.
//!
//! [`sanitize`] is applied to every piece of text that will be shown to an LLM:
//! an error's `Display` text reused as a message, and field values interpolated
//! into message templates. It replaces each leak with a short bracketed
//! placeholder:
//!
//! | leak | placeholder |
//! |------|-------------|
//! | stack traces and backtraces (Rust, Python, Java/.NET, JavaScript, Go): everything from the start of the trace onward | `[trace]` |
//! | PEM private keys, `Bearer`/`Basic` credentials, vendor tokens (`sk-`, `sk_live_`, `pk_live_`, `ghp_`, `github_pat_`, `xoxb-`, `AKIA…`, `AIza…`, `glpat-`, `npm_`, `whsec_`), JWTs, long hex strings and high-entropy base64-ish strings | `[secret]` |
//! | the *value* of assignments such as `password=…`, `secret: …`, `api_key=…`, `token=…`, `"client_secret": "…"` (the key is kept) | `[secret]` |
//! | database / broker URLs (`postgres://`, `mysql://`, `mongodb+srv://`, `redis://`, `amqp://`, `jdbc:…`), ADO.NET/ODBC `Key=Value;` strings with a server or password, `DSN=…`, libpq `host=… password=…` and Go `user:pass@tcp(…)` DSNs, `user:pass@host` | `[connection-string]` |
//! | any other URL (with or without credentials or signed query strings) | `[url]` |
//! | email addresses | `[email]` |
//! | absolute filesystem paths: Unix (`/var/lib/app/data.db`, `~/.ssh/id_rsa`), Windows (`C:\Users\…`) and UNC (`\\server\share`) | `[path]` |
//! | IPv4 and IPv6 addresses (with an optional port) | `[ip]` |
//! | `host:port` pairs and internal hostnames (`.internal`, `.local`, `.lan`, `.corp`, `.svc`, `.cluster.local`, cloud endpoints) | `[host]` |
//!
//! Finally whitespace runs (including newlines) collapse into single spaces,
//! the text is trimmed, and it is capped to [`MAX_LEN`] chars (cut on a char
//! boundary, ending in `…`).
//!
//! Ordinary prose is left alone: `Order 1234 not found`, amounts such as
//! `$750`, versions such as `v1.2.3`, times such as `12:30`, ratios such as
//! `3:4` and words such as `and/or` come back unchanged, as a borrowed
//! [`Cow`]. The regexes are compiled once, and a single [`RegexSet`] pass
//! decides which of them need to run at all.
//!
//! # Defence in depth, not a licence
//!
//! This is a best-effort, pattern-based safety net for what slips through.
//! It cannot recognise every secret (a password that looks like a word, a
//! hostname that looks like prose) and it will occasionally redact something
//! harmless. Never put secrets, credentials or internals into a message on
//! the assumption that the sanitizer will take them out again: write the
//! message for the model in the first place, and keep the details in logs.

use std::borrow::Cow;
use std::net::Ipv6Addr;
use std::sync::LazyLock;

use regex::{Captures, Regex, RegexSet};

/// Maximum length (in chars) of sanitized text.
pub const MAX_LEN: usize = 500;

const TRACE: &str = "[trace]";
const SECRET: &str = "[secret]";
const CONN: &str = "[connection-string]";
const URL: &str = "[url]";
const EMAIL: &str = "[email]";
const PATH: &str = "[path]";
const IP: &str = "[ip]";
const HOST: &str = "[host]";

/// Every placeholder this module emits; a value that already is one is left alone.
const PLACEHOLDERS: [&str; 8] = [TRACE, SECRET, CONN, URL, EMAIL, PATH, IP, HOST];

/// How many extra rounds [`sanitize`] runs to reach a fixed point.
const MAX_ROUNDS: usize = 3;

/// One redaction rule. Rules run in the order of [`RULES`]; the order matters
/// (traces before paths, connection strings before URLs before emails, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    Trace,
    PrivateKey,
    DbUrl,
    Url,
    GoDsn,
    KvConn,
    LibpqConn,
    Dsn,
    Assignment,
    AuthScheme,
    VendorKey,
    KnownToken,
    UserInfo,
    Email,
    WinPath,
    UncPath,
    UnixPath,
    Ipv6,
    Ipv4,
    InternalHost,
    HostPort,
    Hex,
    Entropy,
}

/// The rules and their patterns. Each pattern is also a member of the
/// prefilter [`RegexSet`], so a rule only runs when its pattern can match.
const RULES: [(Rule, &str); 23] = [
    (
        Rule::Trace,
        concat!(
            r"(?mi)(?:",
            r"stack backtrace:|\bstack ?trace:|\bbacktrace:",
            r"|traceback \(most recent call last\):",
            r"|(?:thread '[^'\n]*' )?\bpanicked at\b",
            r"|\bgoroutine \d+ \[[^\]\n]*\]:",
            // Rust backtrace frame: `   0: std::panicking::begin_panic`
            r"|^[ \t]*\d+:[ \t]+(?:0x[0-9a-f]+[ \t]+-[ \t]+)?(?:<|[a-z_$][\w$]*::|rust_begin_unwind|__rust)",
            // indented `at …` frame line (Java, .NET, JS, Rust `at src/main.rs:10:5`)
            r"|^[ \t]+at [^\n]*(?:\)|:\d+)[ \t]*\r?$",
            // Python frame
            r#"|\bFile "[^"\n]+", line \d+"#,
            // Java frame, also inline
            r"|\bat (?:[\w$]+\.)+[\w$<>]+\((?:[\w$]+\.(?:java|kt|scala|groovy|clj)(?::\d+)?|Native Method|Unknown Source)\)",
            // JS frame, also inline
            r"|\bat (?:async )?(?:new )?(?:[\w$.<>\[\]]+ )?\(?(?:file://|node:|/|[a-z]:\\)[^\s()]*:\d+:\d+\)?",
            // source location, also inline: `at src/main.rs:10:5`
            r"|\bat [\w./\\:-]*\.(?:rs|go|py|rb|java|kt|js|mjs|cjs|ts|cs|cpp|cc|c|h|swift|php|scala):\d+",
            r")"
        ),
    ),
    (
        Rule::PrivateKey,
        r"(?s)-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\z)",
    ),
    (
        Rule::DbUrl,
        concat!(
            r"(?i)\b(?:jdbc:)?(?:postgres(?:ql)?|mysqlx?|mariadb|mongodb(?:\+srv)?|rediss?|amqps?",
            r"|mssql|sqlserver|oracle|clickhouse|cassandra|couchbases?|neo4j(?:\+s)?|bolt|nats",
            r"|kafka|ldaps?|memcached|cockroachdb|sqlite3?|snowflake|redshift)://[^\s<>'`]+"
        ),
    ),
    (Rule::Url, r#"(?i)\b[a-z][a-z0-9+.-]{1,20}://[^\s<>"'`]+"#),
    (
        Rule::GoDsn,
        r#"[\w.%+!$&*=~-]*(?::[^\s@/]*)?@(?:tcp6?|udp|unix)\([^)\s]*\)[^\s"',;]*"#,
    ),
    (
        Rule::KvConn,
        concat!(
            r"(?i)(?:\b(?:data source|user id|initial catalog|integrated security|persist security info",
            r"|multiple active result sets|trust server certificate|application name|connect timeout",
            r"|connection timeout|[a-z_][\w.]*)[ \t]*=[^;\r\n]*;[ \t]*)+",
            r"(?:\b(?:data source|user id|initial catalog|application name|[a-z_][\w.]*)[ \t]*=[^;\s]*)?"
        ),
    ),
    (
        Rule::LibpqConn,
        concat!(
            r"(?i)\b(?:host|hostaddr|dbname|user)=\S+(?:[ \t]+(?:host|hostaddr|port|user|password",
            r"|dbname|sslmode|sslrootcert|connect_timeout|application_name|options)=\S+)+"
        ),
    ),
    (Rule::Dsn, r"(?i)\bDSN[ \t]*=[ \t]*[^\s;]+"),
    (
        Rule::Assignment,
        concat!(
            r"(?i)\b([\w.-]*(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key",
            r"|access[_-]?key(?:[_-]?id)?|private[_-]?key|credentials?|authorization|cookie",
            r"|session[_-]?id|signature)(?:[_.-][\w.-]*)?)",
            r#"(["']?[ \t]*[:=][ \t]*)"#,
            r"((?:bearer|basic|token|digest)[ \t]+)?",
            r#"("[^"\r\n]*"|'[^'\r\n]*'|[^\s"',;&)}\]:=][^\s"',;&)}\]]*)"#
        ),
    ),
    (
        Rule::AuthScheme,
        r"(?i)\b(bearer|token|basic|digest)[ \t]+([A-Za-z0-9\-._~+/]+=*)",
    ),
    (Rule::VendorKey, r"\b(?:sk|pk|rk)[-_][A-Za-z0-9_-]{16,}"),
    (
        Rule::KnownToken,
        concat!(
            r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}",
            r"|(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}\b|AIza[0-9A-Za-z_-]{35}",
            r"|glpat-[A-Za-z0-9_-]{20,}|npm_[A-Za-z0-9]{36}|whsec_[A-Za-z0-9+/=]{20,}",
            r"|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}",
            r"|eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*)"
        ),
    ),
    (
        Rule::UserInfo,
        r#"\b[\w.%+-]+:[^\s@/:]+@[A-Za-z0-9.-]+(?::\d+)?(?:/[^\s"'<>]*)?"#,
    ),
    (
        Rule::Email,
        r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}\b",
    ),
    (
        Rule::WinPath,
        r#"(?i)\b[a-z]:[\\/]+(?:[^\\/:*?"<>|\s]+(?: [^\\/:*?"<>|\s]+)*[\\/]+)*[^\\/:*?"<>|\s]*"#,
    ),
    (Rule::UncPath, r#"\\\\[\w.$-]+\\[^\s"'<>|]*"#),
    (
        Rule::UnixPath,
        concat!(
            r#"(^|[\s"'(=,:<>{`])"#,
            r#"(~(?:/[^\s/"'<>|:;,()\[\]{}`*?]+)+/?"#,
            r#"|(?:/[^\s/"'<>|:;,()\[\]{}`*?]+){2,}/?"#,
            r"|/(?:home|root|etc|var|usr|opt|srv|tmp|mnt|proc|sys|dev|Users|Volumes|private|run|boot|media|snap|nix)\b/?)"
        ),
    ),
    (
        Rule::Ipv6,
        r"(?i)(\[)?((?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{0,4}))(?:%[0-9a-z]+)?(\])?(?::\d{1,5})?",
    ),
    (
        Rule::Ipv4,
        r"\b(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\b(?::\d{1,5}\b)?",
    ),
    (
        Rule::InternalHost,
        concat!(
            r"(?i)\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+",
            r"(?:internal|local|lan|corp|svc|intranet|localdomain|home\.arpa|amazonaws\.com",
            r"|windows\.net|mongodb\.net|azurewebsites\.net)\b(?::\d{1,5}\b)?"
        ),
    ),
    (
        Rule::HostPort,
        r"\b((?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?):(\d{2,5})\b",
    ),
    (Rule::Hex, r"\b[0-9a-fA-F]{32,}\b"),
    (Rule::Entropy, r"[A-Za-z0-9+/_-]{32,}={0,2}"),
];

/// File extensions that make `name.ext:42` a source location, not `host:port`.
const FILE_EXTENSIONS: [&str; 38] = [
    "rs", "py", "js", "mjs", "cjs", "ts", "tsx", "jsx", "java", "kt", "go", "rb", "c", "h", "cc",
    "cpp", "hpp", "cs", "swift", "php", "scala", "yaml", "yml", "toml", "json", "txt", "log", "md",
    "cfg", "ini", "xml", "html", "sql", "sh", "lock", "conf", "csv", "proto",
];

/// Unquoted assignment values that are prose or flags, not secrets.
const NOT_A_SECRET: [&str; 22] = [
    "must",
    "is",
    "are",
    "was",
    "has",
    "required",
    "missing",
    "invalid",
    "expired",
    "empty",
    "too",
    "should",
    "cannot",
    "not",
    "none",
    "null",
    "nil",
    "undefined",
    "true",
    "false",
    "yes",
    "no",
];

/// Single-label names that are well-known service hosts in `name:port`.
const SERVICE_HOSTS: [&str; 18] = [
    "localhost",
    "db",
    "database",
    "postgres",
    "postgresql",
    "mysql",
    "mariadb",
    "mongo",
    "mongodb",
    "redis",
    "rabbitmq",
    "kafka",
    "elasticsearch",
    "memcached",
    "zookeeper",
    "etcd",
    "consul",
    "vault",
];

struct Compiled {
    set: RegexSet,
    regexes: Vec<Regex>,
    sensitive_kv: Regex,
}

static COMPILED: LazyLock<Compiled> = LazyLock::new(|| {
    let patterns = RULES.iter().map(|(_, p)| *p);
    Compiled {
        set: RegexSet::new(patterns.clone()).expect("sanitize: invalid prefilter set"),
        regexes: patterns
            .map(|p| Regex::new(p).expect("sanitize: invalid pattern"))
            .collect(),
        sensitive_kv: Regex::new(
            r"(?i)(?:^|;)[ \t]*(?:password|pwd|accountkey|sharedaccesskey|sharedaccesssignature|user ?id|uid|server|data source|host|dsn|address|addr)[ \t]*=",
        )
        .expect("sanitize: invalid pattern"),
    }
});

/// Strip host:port pairs, IPs, URLs, absolute paths, connection strings,
/// token-like secrets, emails and stack traces from `input`, collapse
/// whitespace and cap the length to [`MAX_LEN`] chars.
///
/// Returns [`Cow::Borrowed`] when nothing changed. A redaction or cut that
/// exposes a new match triggers another round (up to a small bound), so the
/// result is a fixed point: `sanitize(&sanitize(x)) == sanitize(x)`.
pub fn sanitize(input: &str) -> Cow<'_, str> {
    let mut current = match sanitize_once(input) {
        Cow::Borrowed(_) => return Cow::Borrowed(input),
        Cow::Owned(s) => s,
    };
    // A cut (trace, length cap) can expose a new match at the edge; iterate
    // to a fixed point so that sanitizing twice is the same as once.
    for _ in 0..MAX_ROUNDS {
        let next = match sanitize_once(&current) {
            Cow::Owned(next) if next != current => next,
            _ => break,
        };
        current = next;
    }
    if current == input {
        Cow::Borrowed(input)
    } else {
        Cow::Owned(current)
    }
}

/// One round: every rule whose pattern matches, then whitespace and length.
fn sanitize_once(input: &str) -> Cow<'_, str> {
    let compiled = &*COMPILED;
    let hits = compiled.set.matches(input);
    let mut text = Cow::Borrowed(input);
    if hits.matched_any() {
        for (index, (rule, _)) in RULES.iter().enumerate() {
            if !hits.matched(index) {
                continue;
            }
            if let Some(next) = apply(*rule, &compiled.regexes[index], &text) {
                text = Cow::Owned(next);
            }
        }
    }
    if let Some(next) = collapse_whitespace(&text) {
        text = Cow::Owned(next);
    }
    if let Some(next) = cap(&text) {
        text = Cow::Owned(next);
    }
    text
}

/// Applies one rule; `None` when it changed nothing.
fn apply(rule: Rule, re: &Regex, text: &str) -> Option<String> {
    match rule {
        Rule::Trace => {
            let start = re.find(text)?.start();
            let head = text[..start].trim_end();
            Some(if head.is_empty() {
                TRACE.to_owned()
            } else {
                format!("{head} {TRACE}")
            })
        }
        Rule::PrivateKey | Rule::KnownToken | Rule::Hex => {
            replace(re, text, |_| Some(SECRET.into()))
        }
        Rule::DbUrl | Rule::GoDsn | Rule::UserInfo => {
            replace(re, text, |caps| Some(keep_trailing(&caps[0], CONN)))
        }
        Rule::Url => replace(re, text, |caps| Some(keep_trailing(&caps[0], URL))),
        Rule::LibpqConn | Rule::Dsn => replace(re, text, |_| Some(CONN.into())),
        Rule::KvConn => {
            let sensitive = &COMPILED.sensitive_kv;
            replace(re, text, |caps| {
                let m = &caps[0];
                (m.contains(';') && m.matches('=').count() >= 2 && sensitive.is_match(m))
                    .then(|| CONN.to_owned())
            })
        }
        Rule::Assignment => replace(re, text, |caps| {
            let value = caps.get(4)?;
            if PLACEHOLDERS
                .iter()
                .any(|p| text[value.start()..].starts_with(p))
            {
                return None;
            }
            let v = value.as_str();
            if NOT_A_SECRET.iter().any(|word| v.eq_ignore_ascii_case(word)) {
                // `password: must be at least 12 characters`, `password: YES`
                return None;
            }
            let quote = if v.len() >= 2 && (v.starts_with('"') || v.starts_with('\'')) {
                &v[..1]
            } else {
                ""
            };
            Some(format!("{}{}{quote}{SECRET}{quote}", &caps[1], &caps[2]))
        }),
        Rule::AuthScheme => replace(re, text, |caps| {
            let token = &caps[2];
            let has_symbol_or_digit = token
                .chars()
                .any(|c| c.is_ascii_digit() || "-._~+/=".contains(c));
            (token.len() >= 8 && (has_symbol_or_digit || token.len() >= 16))
                .then(|| format!("{} {SECRET}", &caps[1]))
        }),
        Rule::VendorKey => replace(re, text, |caps| {
            let key = &caps[0];
            let well_known = [
                "sk_live_", "sk_test_", "pk_live_", "pk_test_", "rk_live_", "rk_test_", "sk-proj-",
                "sk-ant-",
            ]
            .iter()
            .any(|prefix| key.starts_with(prefix));
            let mixed = key.chars().any(|c| c.is_ascii_digit())
                && key.chars().any(|c| c.is_ascii_uppercase());
            (well_known || mixed).then(|| SECRET.to_owned())
        }),
        Rule::Email => replace(re, text, |_| Some(EMAIL.into())),
        Rule::WinPath | Rule::UncPath => {
            replace(re, text, |caps| Some(keep_trailing(&caps[0], PATH)))
        }
        Rule::UnixPath => replace(re, text, |caps| {
            let path = &caps[2];
            let core = path.trim_end_matches('.');
            Some(format!("{}{PATH}{}", &caps[1], &path[core.len()..]))
        }),
        Rule::Ipv6 => replace(re, text, |caps| {
            let whole = caps.get(0)?;
            let core = &caps[2];
            let bracketed = caps.get(1).is_some() && caps.get(3).is_some();
            let plausible = core.matches(':').count() >= 2
                && core.chars().any(|c| c.is_ascii_digit())
                && core.parse::<Ipv6Addr>().is_ok();
            let before = text[..whole.start()].chars().next_back();
            let rest = &text[whole.end()..];
            // A trailing `:` is fine as punctuation (`fe80::1: in use`), not
            // as the next group of a longer colon run.
            let runs_on = rest.starts_with(|c: char| c.is_alphanumeric() || c == '_')
                || (rest.starts_with(':')
                    && rest[1..].starts_with(|c: char| c.is_ascii_hexdigit() || c == ':'));
            let isolated =
                before.is_none_or(|c| !(c.is_alphanumeric() || ":._".contains(c))) && !runs_on;
            (plausible && (bracketed || isolated)).then(|| IP.to_owned())
        }),
        Rule::Ipv4 => replace(re, text, |caps| {
            let whole = caps.get(0)?;
            let before = text[..whole.start()].chars().next_back();
            let rest = &text[whole.end()..];
            let dotted_on =
                rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_digit());
            (before != Some('.') && !dotted_on).then(|| IP.to_owned())
        }),
        Rule::InternalHost => replace(re, text, |caps| {
            let whole = caps.get(0)?;
            let rest = &text[whole.end()..];
            let continues =
                rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_alphanumeric());
            (!continues).then(|| HOST.to_owned())
        }),
        Rule::HostPort => replace(re, text, |caps| {
            let whole = caps.get(0)?;
            let host = &caps[1];
            let port: u32 = caps[2].parse().ok()?;
            let before = text[..whole.start()].chars().next_back();
            let rest = &text[whole.end()..];
            let after_ok = !(rest.starts_with(':') || rest.starts_with('.'))
                || !rest[1..].starts_with(|c: char| c.is_ascii_digit());
            let before_ok = before.is_none_or(|c| !".-@:".contains(c));
            let host_ok = match host.rsplit_once('.') {
                Some((_, tld)) => {
                    tld.chars().all(|c| c.is_ascii_alphabetic())
                        && !FILE_EXTENSIONS.contains(&tld.to_ascii_lowercase().as_str())
                }
                None => {
                    let lower = host.to_ascii_lowercase();
                    host.starts_with(|c: char| c.is_ascii_alphabetic())
                        && (SERVICE_HOSTS.contains(&lower.as_str())
                            || host.contains('-')
                            || host.chars().any(|c| c.is_ascii_digit()))
                }
            };
            (port <= 65535 && after_ok && before_ok && host_ok).then(|| HOST.to_owned())
        }),
        Rule::Entropy => replace(re, text, |caps| {
            let s = &caps[0];
            let upper = s.chars().any(|c| c.is_ascii_uppercase());
            let lower = s.chars().any(|c| c.is_ascii_lowercase());
            let digit = s.chars().any(|c| c.is_ascii_digit());
            (upper && lower && digit).then(|| SECRET.to_owned())
        }),
    }
}

/// Replaces every match for which `f` returns a replacement; `None` when the
/// text did not change.
fn replace(
    re: &Regex,
    text: &str,
    mut f: impl FnMut(&Captures<'_>) -> Option<String>,
) -> Option<String> {
    let mut out = String::new();
    let mut last = 0;
    let mut changed = false;
    for caps in re.captures_iter(text) {
        let Some(whole) = caps.get(0) else { continue };
        let Some(replacement) = f(&caps) else {
            continue;
        };
        if replacement == whole.as_str() {
            continue;
        }
        out.push_str(&text[last..whole.start()]);
        out.push_str(&replacement);
        last = whole.end();
        changed = true;
    }
    changed.then(|| {
        out.push_str(&text[last..]);
        out
    })
}

/// `placeholder` followed by the sentence punctuation the match swallowed
/// (`(see https://x/y).` keeps its `).`): trailing `.,;:'"` and closing
/// brackets that have no opening bracket inside the match.
fn keep_trailing(matched: &str, placeholder: &str) -> String {
    let mut core = matched;
    loop {
        let trimmed = core.trim_end_matches(['.', ',', ';', ':', '\'', '"']);
        let unbalanced = [('(', ')'), ('[', ']'), ('{', '}')]
            .into_iter()
            .find(|&(open, close)| {
                trimmed.ends_with(close)
                    && trimmed.matches(open).count() < trimmed.matches(close).count()
            });
        core = match unbalanced {
            Some(_) => &trimmed[..trimmed.len() - 1],
            None => trimmed,
        };
        if unbalanced.is_none() {
            break;
        }
    }
    format!("{placeholder}{}", &matched[core.len()..])
}

/// Collapses whitespace runs into single spaces and trims; `None` when the
/// text already is collapsed.
fn collapse_whitespace(text: &str) -> Option<String> {
    let mut previous_space = true; // leading whitespace counts as a run
    let mut needed = false;
    for c in text.chars() {
        if c.is_whitespace() {
            if previous_space || c != ' ' {
                needed = true;
                break;
            }
            previous_space = true;
        } else {
            previous_space = false;
        }
    }
    needed |= text.ends_with(char::is_whitespace);
    needed.then(|| text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// Caps `text` to [`MAX_LEN`] chars, ending in `…` when cut; `None` when it fits.
fn cap(text: &str) -> Option<String> {
    // More than MAX_LEN chars? Keep MAX_LEN - 1 of them and add the ellipsis.
    text.char_indices().nth(MAX_LEN)?;
    let (keep, _) = text.char_indices().nth(MAX_LEN - 1)?;
    let mut out = text[..keep].trim_end().to_owned();
    out.push('…');
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (input, substrings that must be gone, placeholder that must appear)
    const LEAKS: &[(&str, &[&str], &str)] = &[
        // --- Postgres / database drivers ---
        (
            r#"error connecting to server: connection to server at "db-prod-3.internal" (10.0.0.5), port 5432 failed: FATAL:  password authentication failed for user "orders_svc""#,
            &["db-prod-3.internal", "10.0.0.5"],
            "[host]",
        ),
        (
            r#"connection to server at "db-prod-3.internal" (10.0.0.5), port 5432 failed: Connection refused"#,
            &["10.0.0.5"],
            "[ip]",
        ),
        (
            "error communicating with database: Connection refused (os error 111) while connecting to postgres://orders:S3cr3tPa55@db-prod-3.internal:5432/orders",
            &["S3cr3tPa55", "db-prod-3", "postgres://"],
            "[connection-string]",
        ),
        (
            "pool timed out while waiting for an open connection (DATABASE_URL=postgresql://app_rw:pg-Pa55word@10.20.30.40:5432/app?sslmode=require)",
            &["pg-Pa55word", "10.20.30.40"],
            "[connection-string]",
        ),
        (
            "Redis connection error: redis://:hunter2@cache-1.prod.svc.cluster.local:6379/0 - Connection reset by peer (os error 104)",
            &["hunter2", "cache-1.prod"],
            "[connection-string]",
        ),
        (
            "Server selection timeout: No available servers. mongodb+srv://admin:Xy7%21pass@cluster0.ab1cd.mongodb.net/prod?retryWrites=true&w=majority",
            &["Xy7%21pass", "cluster0.ab1cd"],
            "[connection-string]",
        ),
        (
            "AMQP connection closed: amqp://guest:guest@rabbitmq.internal:5672/%2f (CONNECTION_FORCED)",
            &["guest:guest", "rabbitmq.internal"],
            "[connection-string]",
        ),
        (
            "Cannot create PoolableConnectionFactory (jdbc:mysql://reporting-db.corp:3306/finance?user=etl&password=EtlPw2024!)",
            &["EtlPw2024", "reporting-db.corp"],
            "[connection-string]",
        ),
        (
            "dial failed for billing:Tr0ub4dor@tcp(10.0.3.18:3306)/billing?parseTime=true: i/o timeout",
            &["Tr0ub4dor", "10.0.3.18"],
            "[connection-string]",
        ),
        (
            "A network-related error occurred. Connection string: Server=tcp:sql-prod-01.database.windows.net,1433;Initial Catalog=Orders;User ID=sa;Password=P@ssw0rd!;Encrypt=True;",
            &["P@ssw0rd!", "sql-prod-01", "Initial Catalog=Orders"],
            "[connection-string]",
        ),
        (
            "[unixODBC][Driver Manager]Data source name not found: DSN=ProdWarehouse;UID=etl;PWD=etl_pw_2024",
            &["etl_pw_2024", "ProdWarehouse"],
            "[connection-string]",
        ),
        (
            "could not connect: host=10.0.3.17 port=5432 user=billing password=b1ll1ng! dbname=billing",
            &["b1ll1ng!", "10.0.3.17"],
            "[connection-string]",
        ),
        (
            "Access denied for user 'app'@'10.12.0.7' (using password: YES)",
            &["10.12.0.7"],
            "[ip]",
        ),
        // --- reqwest / hyper / network ---
        (
            "error sending request for url (https://api.partner.example.com/v2/charges?api_key=pk9f8e7d6c5b4a&amount=750): operation timed out",
            &["pk9f8e7d6c5b4a", "api.partner.example.com"],
            "[url]",
        ),
        (
            "failed to fetch https://deploy:gh0stPass@git.corp.example.com/org/repo.git: 403 Forbidden",
            &["gh0stPass", "git.corp.example.com"],
            "[url]",
        ),
        (
            "error trying to connect: tcp connect error: Connection refused (os error 111) to localhost:8080",
            &["localhost:8080"],
            "[host]",
        ),
        (
            "dial tcp 10.0.0.5:6379: connect: connection refused",
            &["10.0.0.5", "6379"],
            "[ip]",
        ),
        (
            "connect ECONNREFUSED [2001:db8:85a3::8a2e:370:7334]:443",
            &["2001:db8", "7334"],
            "[ip]",
        ),
        (
            "bind failed on fe80::1ff:fe23:4567:890a%eth0: Address already in use",
            &["fe80::1ff", "890a"],
            "[ip]",
        ),
        (
            "lookup orders-api.prod.svc.cluster.local: no such host",
            &["orders-api", "cluster.local"],
            "[host]",
        ),
        (
            "could not resolve host ip-172-31-20-4.ec2.internal after 3 attempts",
            &["ip-172-31-20-4"],
            "[host]",
        ),
        (
            "upstream connect error or disconnect/reset before headers. reset reason: connection failure to payments-gw:9443",
            &["payments-gw:9443"],
            "[host]",
        ),
        // --- std::io / filesystem ---
        (
            "failed to read config /etc/toolwright/secrets.toml: No such file or directory (os error 2)",
            &["/etc/toolwright", "secrets.toml"],
            "[path]",
        ),
        (
            "Permission denied (os error 13) opening /home/alice/.ssh/id_rsa",
            &["/home/alice", "id_rsa"],
            "[path]",
        ),
        (
            "unable to open database file: /var/lib/app/data.db",
            &["/var/lib/app"],
            "[path]",
        ),
        (
            r"The system cannot find the path specified. (os error 3): C:\Users\alice\AppData\Roaming\toolwright\config.json",
            &["alice", "AppData"],
            "[path]",
        ),
        (
            r"Access is denied. (os error 5) writing \\fileserver01\finance$\exports\q3.csv",
            &["fileserver01", "finance$"],
            "[path]",
        ),
        // --- AWS SDK ---
        (
            "InvalidClientTokenId: The security token included in the request is invalid. AccessKeyId AKIAIOSFODNN7EXAMPLE",
            &["AKIAIOSFODNN7EXAMPLE"],
            "[secret]",
        ),
        (
            "credentials rejected: aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            &["wJalrXUtnFEMI"],
            "aws_secret_access_key=[secret]",
        ),
        (
            "GET https://my-bucket.s3.us-east-1.amazonaws.com/reports/q3.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=4c1d2e3f returned 403",
            &["X-Amz-Signature", "my-bucket"],
            "[url]",
        ),
        (
            "ResourceNotFoundException: Requested resource not found (endpoint orders-table.cluster-c9xyz.us-east-1.rds.amazonaws.com)",
            &["orders-table", "cluster-c9xyz"],
            "[host]",
        ),
        // --- Stripe / vendor tokens ---
        (
            "Invalid API Key provided: sk_live_51H8xYzAbCdEfGhIjKlMnOpQrStUv",
            &["sk_live_51H8xYz", "AbCdEfGh"],
            "[secret]",
        ),
        (
            "No such token; publishable key pk_test_TYooMQauvdEDq54NiTphI7jx cannot create charges",
            &["pk_test_TYooMQauvdEDq54NiTphI7jx"],
            "[secret]",
        ),
        (
            "Incorrect API key provided: sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv. You can find your API key at https://platform.openai.com/account/api-keys.",
            &["sk-proj-Ab3dEf6", "platform.openai.com"],
            "[secret]",
        ),
        (
            "Bad credentials for ghp_16C7e42F292c6912E7710c838347Ae178B4a",
            &["ghp_16C7e42F292c6912E7710c838347Ae178B4a"],
            "[secret]",
        ),
        (
            "push rejected: github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN is expired",
            &["github_pat_11ABCDEFG"],
            "[secret]",
        ),
        (
            "slack api error invalid_auth for xoxb-2634719572-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
            &["xoxb-2634719572"],
            "[secret]",
        ),
        (
            "API key not valid. Please pass a valid API key: AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW",
            &["AIzaSyA1b2C3d4"],
            "[secret]",
        ),
        // --- bearer / JWT / assignments ---
        (
            "upstream rejected request: 401 Unauthorized (Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyXzQyIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk)",
            &["eyJhbGci", "dBjftJeZ", "Bearer eyJ"],
            "[secret]",
        ),
        (
            "header value Bearer abc123.def456-ghi789_XYZ is malformed",
            &["abc123.def456"],
            "Bearer [secret]",
        ),
        (
            "token expired: eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJhdXRoIiwiZXhwIjoxNzAwMDAwMDAwfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
            &["eyJhbGci", "SflKxwRJ"],
            "[secret]",
        ),
        (
            "login failed: password=hunter2 user=admin",
            &["hunter2"],
            "password=[secret]",
        ),
        (
            "config error at line 3: secret: s3cr3t-value-123",
            &["s3cr3t-value-123"],
            "secret: [secret]",
        ),
        (
            r#"invalid request body {"username":"bob","api_key":"AbC123xYz"}"#,
            &["AbC123xYz"],
            r#""api_key":"[secret]""#,
        ),
        (
            "webhook rejected: callback?token=tok_9a8b7c6d&retry=1",
            &["tok_9a8b7c6d"],
            "token=[secret]",
        ),
        (
            "401 from upstream, sent headers: x-api-key: 4f3c2b1a-9e8d-7c6b-5a4f-3e2d1c0b9a8f",
            &["4f3c2b1a"],
            "x-api-key: [secret]",
        ),
        (
            "Set-Cookie: session_id=s%3AabcDEF123.xyz; Path=/; HttpOnly",
            &["abcDEF123"],
            "[secret]",
        ),
        (
            "failed to parse key: -----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1234abcd\n-----END RSA PRIVATE KEY----- (bad padding)",
            &["MIIEow", "BEGIN RSA"],
            "[secret]",
        ),
        (
            "signature mismatch: expected 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
            &["9f86d081884c7d65"],
            "[secret]",
        ),
        (
            "upload rejected for session 7Hq2ZkP9xR4mW8vN3bT6yL1cJ5dF0gAs",
            &["7Hq2ZkP9xR4mW8vN3bT6yL1cJ5dF0gAs"],
            "[secret]",
        ),
        // --- emails ---
        (
            "No account found for alice.smith@acme-corp.com",
            &["alice.smith", "acme-corp.com"],
            "[email]",
        ),
        // --- stack traces ---
        (
            "tool crashed: thread 'tokio-runtime-worker' panicked at src/handlers/refund.rs:88:14:\ncalled `Result::unwrap()` on an `Err` value: Io(\"/srv/x\")\nstack backtrace:\n   0: rust_begin_unwind\n   1: core::panicking::panic_fmt",
            &["refund.rs", "rust_begin_unwind", "tokio-runtime-worker"],
            "tool crashed: [trace]",
        ),
        (
            "request failed\nstack backtrace:\n   0: std::panicking::begin_panic\n             at /rustc/90b35a6239c3d8bdabc530a6a0816f7ff89a0aaf/library/std/src/panicking.rs:616:12\n   1: toolwright::run",
            &["/rustc", "begin_panic", "toolwright::run"],
            "request failed [trace]",
        ),
        (
            "Tool raised an exception: Traceback (most recent call last):\n  File \"/srv/app/tools/refund.py\", line 42, in handle\n    charge = stripe.Charge.retrieve(cid, api_key=KEY)\nstripe.error.AuthenticationError: No API key provided",
            &["/srv/app", "refund.py", "api_key"],
            "Tool raised an exception: [trace]",
        ),
        (
            "java.sql.SQLException: Connection refused\n\tat com.acme.billing.Db.connect(Db.java:42)\n\tat com.acme.billing.Main.main(Main.java:10)",
            &["com.acme.billing.Db", "Db.java"],
            "java.sql.SQLException: Connection refused [trace]",
        ),
        (
            "NullPointerException at com.acme.Foo.bar(Foo.java:42) at com.acme.Main.main(Main.java:7)",
            &["com.acme.Foo", "Main.java"],
            "NullPointerException [trace]",
        ),
        (
            "TypeError: Cannot read properties of undefined (reading 'id')\n    at Object.<anonymous> (/app/dist/handler.js:12:34)\n    at Module._compile (node:internal/modules/cjs/loader:1105:14)",
            &["/app/dist", "handler.js", "Module._compile"],
            "[trace]",
        ),
        (
            "System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'sa'.\n   at System.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection)\n   at Acme.Repo.Get() in C:\\src\\Acme\\Repo.cs:line 42",
            &["SqlInternalConnection", "Repo.cs"],
            "[trace]",
        ),
        (
            "panic: runtime error: invalid memory address or nil pointer dereference\n\ngoroutine 1 [running]:\nmain.main()\n\t/home/dev/app/main.go:12 +0x1d",
            &["/home/dev", "main.go"],
            "[trace]",
        ),
    ];

    const BENIGN: &[&str] = &[
        "Order 1234 not found",
        "Refund of $750 exceeds the $500 policy limit.",
        "Rate limited, retry in 60 seconds.",
        "Unsupported client version v1.2.3; please upgrade to v1.4.0.",
        "The report is scheduled for 12:30 UTC.",
        "Use an aspect ratio of 3:4 or 16:9.",
        "Customer must choose card and/or bank transfer.",
        "Amount must be between 1 and 10,000 EUR / USD.",
        "Invalid value for field `quantity`: expected an integer, got \"abc\".",
        "Token limit exceeded: 4096 tokens maximum.",
        "Invoice INV-2024-0042 is already paid.",
        "Permission denied: the caller lacks the refunds:write scope.",
        "Field 'email' is required.",
        "Request timed out after 30s (limit: 25s).",
        "Could not parse date 2024-03-15T10:30:00Z.",
        "Batch 3/4 completed; 2 items were skipped.",
        "Basic authentication is not enabled for this tool.",
        "Expected one of: pending, paid, refunded.",
        "Step 2 of 5 failed: the customer has no default card.",
        "HTTP/1.1 upstream returned 503 Service Unavailable.",
        "password: must be at least 12 characters",
    ];

    #[test]
    fn corpus_is_large_enough() {
        assert!(LEAKS.len() >= 40, "only {} leak cases", LEAKS.len());
        assert!(BENIGN.len() >= 10, "only {} benign cases", BENIGN.len());
    }

    #[test]
    fn leaks_are_redacted() {
        let mut failures = Vec::new();
        for (input, secrets, placeholder) in LEAKS {
            let out = sanitize(input);
            for secret in *secrets {
                assert!(
                    input.contains(secret),
                    "test bug: {secret:?} not in {input:?}"
                );
                if out.contains(secret) {
                    failures.push(format!("{secret:?} survived in {out:?}"));
                }
            }
            if !out.contains(placeholder) {
                failures.push(format!("{placeholder:?} missing from {out:?}"));
            }
            if !matches!(out, Cow::Owned(_)) {
                failures.push(format!("{input:?} came back borrowed"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn benign_messages_come_back_borrowed_and_unchanged() {
        let mut failures = Vec::new();
        for input in BENIGN {
            match sanitize(input) {
                Cow::Borrowed(out) if out == *input => {}
                out => failures.push(format!("{input:?} -> {out:?}")),
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn sanitize_is_idempotent() {
        let extra = [
            "a \n\t b",
            "   padded   ",
            "hex edge 0123456789abcdef0123456789abcdef",
            "password=[secret] and token: \"[secret]\"",
            "Authorization: Bearer [secret]",
        ];
        let long = format!(
            "{} deadbeefdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef",
            "x".repeat(MAX_LEN - 20)
        );
        let inputs = LEAKS
            .iter()
            .map(|(input, _, _)| *input)
            .chain(BENIGN.iter().copied())
            .chain(extra)
            .chain([long.as_str()]);
        for input in inputs {
            let once = sanitize(input);
            let twice = sanitize(&once);
            assert_eq!(twice, once, "not idempotent for {input:?}");
            assert!(
                matches!(twice, Cow::Borrowed(_)),
                "second pass changed {once:?}"
            );
        }
    }

    #[test]
    fn whitespace_collapses_and_trims() {
        assert_eq!(
            sanitize("  Order\n\n 1234\tnot   found \r\n"),
            "Order 1234 not found"
        );
        assert_eq!(sanitize("a \n\t b"), "a b");
        assert!(matches!(sanitize("a b"), Cow::Borrowed(_)));
    }

    #[test]
    fn long_multibyte_text_is_capped_on_a_char_boundary() {
        let input = "é日🦀".repeat(400); // 1200 chars, 1-4 bytes each
        let out = sanitize(&input);
        assert_eq!(out.chars().count(), MAX_LEN);
        assert!(out.ends_with('…'));
        let kept: String = input.chars().take(MAX_LEN - 1).collect();
        assert_eq!(out.strip_suffix('…'), Some(kept.as_str()));
    }

    #[test]
    fn text_at_the_limit_is_not_capped() {
        let exact = "ü".repeat(MAX_LEN);
        assert!(matches!(sanitize(&exact), Cow::Borrowed(_)));
        let over = "ü".repeat(MAX_LEN + 1);
        let out = sanitize(&over);
        assert_eq!(out.chars().count(), MAX_LEN);
        assert!(out.ends_with("ü…"));
    }

    #[test]
    fn cap_applies_after_redaction() {
        // Unredacted the text is over the cap and the cut would show part of
        // the password; redacted first, it fits.
        let input = format!("{}password=hunter2hunter2", "word ".repeat(96));
        assert!(input.chars().count() > MAX_LEN);
        let out = sanitize(&input);
        assert!(!out.contains("hunter2"), "{out}");
        assert!(out.ends_with("password=[secret]"), "{out}");
    }

    #[test]
    fn a_cut_that_exposes_a_secret_is_redacted_too() {
        // Untouched the hex run is glued to `zz`; the length cap cuts it off
        // right after 38 hex digits, which then stand alone.
        let input = format!("{} {}zz", "x".repeat(MAX_LEN - 40), "deadbeef".repeat(8));
        let out = sanitize(&input);
        assert!(!out.contains("deadbeefdeadbeef"), "{out}");
        assert!(out.ends_with(" [secret]…"), "{out}");
        assert_eq!(sanitize(&out), out);
    }

    #[test]
    fn sentence_punctuation_after_a_redaction_is_kept() {
        assert_eq!(
            sanitize("See https://example.com/x?token=abc."),
            "See [url]."
        );
        assert_eq!(
            sanitize("cannot open /var/lib/app/data.db."),
            "cannot open [path]."
        );
    }

    #[test]
    fn key_is_kept_when_the_value_is_replaced() {
        assert_eq!(
            sanitize("bad config: api_key=abc123 and token: xyz"),
            "bad config: api_key=[secret] and token: [secret]"
        );
    }
}
