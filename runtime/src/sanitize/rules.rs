//! The redaction rules: one table, each rule with its pattern and the function that
//! decides on (and builds) the replacement of each match.

use std::net::Ipv6Addr;
use std::sync::LazyLock;

use regex::{Captures, Regex};

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

/// One redaction rule. Rules run in the order of [`RULES`]; the order matters
/// (traces before paths, connection strings before URLs before emails, …).
pub(super) struct Rule {
    /// The rule's regex, compiled once (with the prefilter set) on first use.
    pub(super) pattern: &'static str,
    /// Applies the rule; `None` when it changed nothing.
    pub(super) apply: fn(&Regex, &str) -> Option<String>,
}

/// The rules, their patterns and what they do with a match. Each pattern is also a
/// member of the prefilter [`RegexSet`](regex::RegexSet), so a rule only runs when its
/// pattern can match.
pub(super) const RULES: [Rule; 23] = [
    // Stack traces and backtraces.
    Rule {
        pattern: concat!(
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
        apply: trace,
    },
    // PEM private keys.
    Rule {
        pattern: r"(?s)-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|\z)",
        apply: secret,
    },
    // Database and broker URLs.
    Rule {
        pattern: concat!(
            r"(?i)\b(?:jdbc:)?(?:postgres(?:ql)?|mysqlx?|mariadb|mongodb(?:\+srv)?|rediss?|amqps?",
            r"|mssql|sqlserver|oracle|clickhouse|cassandra|couchbases?|neo4j(?:\+s)?|bolt|nats",
            r"|kafka|ldaps?|memcached|cockroachdb|sqlite3?|snowflake|redshift)://[^\s<>'`]+"
        ),
        apply: connection_url,
    },
    // Any other URL.
    Rule {
        pattern: r#"(?i)\b[a-z][a-z0-9+.-]{1,20}://[^\s<>"'`]+"#,
        apply: url,
    },
    // Go `user:pass@tcp(…)` DSNs.
    Rule {
        pattern: r#"[\w.%+!$&*=~-]*(?::[^\s@/]*)?@(?:tcp6?|udp|unix)\([^)\s]*\)[^\s"',;]*"#,
        apply: connection_url,
    },
    // ADO.NET / ODBC `Key=Value;` connection strings.
    Rule {
        pattern: concat!(
            r"(?i)(?:\b(?:data source|user id|initial catalog|integrated security|persist security info",
            r"|multiple active result sets|trust server certificate|application name|connect timeout",
            r"|connection timeout|[a-z_][\w.]*)[ \t]*=[^;\r\n]*;[ \t]*)+",
            r"(?:\b(?:data source|user id|initial catalog|application name|[a-z_][\w.]*)[ \t]*=[^;\s]*)?"
        ),
        apply: key_value_connection,
    },
    // libpq `host=… password=…` connection strings.
    Rule {
        pattern: concat!(
            r"(?i)\b(?:host|hostaddr|dbname|user)=\S+(?:[ \t]+(?:host|hostaddr|port|user|password",
            r"|dbname|sslmode|sslrootcert|connect_timeout|application_name|options)=\S+)+"
        ),
        apply: connection,
    },
    // `DSN=…`.
    Rule {
        pattern: r"(?i)\bDSN[ \t]*=[ \t]*[^\s;]+",
        apply: connection,
    },
    // `password=…`, `"api_key": "…"`: the value of a secret-looking assignment.
    Rule {
        pattern: concat!(
            r"(?i)\b([\w.-]*(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key",
            r"|access[_-]?key(?:[_-]?id)?|private[_-]?key|credentials?|authorization|cookie",
            r"|session[_-]?id|signature)(?:[_.-][\w.-]*)?)",
            r#"(["']?[ \t]*[:=][ \t]*)"#,
            r"((?:bearer|basic|token|digest)[ \t]+)?",
            r#"("[^"\r\n]*"|'[^'\r\n]*'|[^\s"',;&)}\]:=][^\s"',;&)}\]]*)"#
        ),
        apply: assignment,
    },
    // `Bearer …`, `Basic …` credentials.
    Rule {
        pattern: r"(?i)\b(bearer|token|basic|digest)[ \t]+([A-Za-z0-9\-._~+/]+=*)",
        apply: auth_scheme,
    },
    // `sk-…`, `sk_live_…`, `pk_live_…` vendor keys.
    Rule {
        pattern: r"\b(?:sk|pk|rk)[-_][A-Za-z0-9_-]{16,}",
        apply: vendor_key,
    },
    // Tokens with a well-known shape (GitHub, Slack, AWS, Google, GitLab, npm, JWTs, …).
    Rule {
        pattern: concat!(
            r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abposr]-[A-Za-z0-9-]{10,}",
            r"|(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}\b|AIza[0-9A-Za-z_-]{35}",
            r"|glpat-[A-Za-z0-9_-]{20,}|npm_[A-Za-z0-9]{36}|whsec_[A-Za-z0-9+/=]{20,}",
            r"|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}",
            r"|eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*)"
        ),
        apply: secret,
    },
    // `user:pass@host`.
    Rule {
        pattern: r#"\b[\w.%+-]+:[^\s@/:]+@[A-Za-z0-9.-]+(?::\d+)?(?:/[^\s"'<>]*)?"#,
        apply: connection_url,
    },
    // Email addresses.
    Rule {
        pattern: r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}\b",
        apply: email,
    },
    // Windows paths.
    Rule {
        pattern: r#"(?i)\b[a-z]:[\\/]+(?:[^\\/:*?"<>|\s]+(?: [^\\/:*?"<>|\s]+)*[\\/]+)*[^\\/:*?"<>|\s]*"#,
        apply: windows_path,
    },
    // UNC paths.
    Rule {
        pattern: r#"\\\\[\w.$-]+\\[^\s"'<>|]*"#,
        apply: windows_path,
    },
    // Unix paths.
    Rule {
        pattern: concat!(
            r#"(^|[\s"'(=,:<>{`])"#,
            r#"(~(?:/[^\s/"'<>|:;,()\[\]{}`*?]+)+/?"#,
            r#"|(?:/[^\s/"'<>|:;,()\[\]{}`*?]+){2,}/?"#,
            r"|/(?:home|root|etc|var|usr|opt|srv|tmp|mnt|proc|sys|dev|Users|Volumes|private|run|boot|media|snap|nix)\b/?)"
        ),
        apply: unix_path,
    },
    // IPv6 addresses.
    Rule {
        pattern: r"(?i)(\[)?((?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{0,4}))(?:%[0-9a-z]+)?(\])?(?::\d{1,5})?",
        apply: ipv6,
    },
    // IPv4 addresses.
    Rule {
        pattern: r"\b(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\b(?::\d{1,5}\b)?",
        apply: ipv4,
    },
    // Internal hostnames and cloud endpoints.
    Rule {
        pattern: concat!(
            r"(?i)\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+",
            r"(?:internal|local|lan|corp|svc|intranet|localdomain|home\.arpa|amazonaws\.com",
            r"|windows\.net|mongodb\.net|azurewebsites\.net)\b(?::\d{1,5}\b)?"
        ),
        apply: internal_host,
    },
    // `host:port` pairs.
    Rule {
        pattern: r"\b((?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?):(\d{2,5})\b",
        apply: host_port,
    },
    // Long hex strings.
    Rule {
        pattern: r"\b[0-9a-fA-F]{32,}\b",
        apply: secret,
    },
    // High-entropy base64-ish strings.
    Rule {
        pattern: r"[A-Za-z0-9+/_-]{32,}={0,2}",
        apply: entropy,
    },
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

/// Cuts the text from the start of the trace onward, leaving `[trace]`.
fn trace(re: &Regex, text: &str) -> Option<String> {
    let start = re.find(text)?.start();
    let head = text[..start].trim_end();
    Some(if head.is_empty() {
        TRACE.to_owned()
    } else {
        format!("{head} {TRACE}")
    })
}

/// Replaces every match with `[secret]`.
fn secret(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |_| Some(SECRET.into()))
}

/// Replaces every match with `[connection-string]`, keeping trailing punctuation.
fn connection_url(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| Some(keep_trailing(&caps[0], CONN)))
}

/// Replaces every match with `[url]`, keeping trailing punctuation.
fn url(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| Some(keep_trailing(&caps[0], URL)))
}

/// Replaces every match with `[connection-string]`.
fn connection(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |_| Some(CONN.into()))
}

/// The keys that make a `Key=Value;` run a connection string rather than settings.
static SENSITIVE_KV: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?:^|;)[ \t]*(?:password|pwd|accountkey|sharedaccesskey|sharedaccesssignature|user ?id|uid|server|data source|host|dsn|address|addr)[ \t]*=",
    )
    .expect("sanitize: invalid pattern")
});

/// Replaces a `Key=Value;` run with `[connection-string]` when it has at least two
/// pairs and one of them names a server, a user or a password.
fn key_value_connection(re: &Regex, text: &str) -> Option<String> {
    let sensitive = &*SENSITIVE_KV;
    replace(re, text, |caps| {
        let m = &caps[0];
        (m.contains(';') && m.matches('=').count() >= 2 && sensitive.is_match(m))
            .then(|| CONN.to_owned())
    })
}

/// Replaces the value of a secret-looking assignment with `[secret]`, keeping the key,
/// the separator and the quotes; prose and flags (`must`, `true`, …) stay.
fn assignment(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
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
    })
}

/// Replaces the credential after `Bearer`/`Basic`/… with `[secret]` when it looks like
/// one (long enough, with a digit or symbol unless very long).
fn auth_scheme(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
        let token = &caps[2];
        let has_symbol_or_digit = token
            .chars()
            .any(|c| c.is_ascii_digit() || "-._~+/=".contains(c));
        (token.len() >= 8 && (has_symbol_or_digit || token.len() >= 16))
            .then(|| format!("{} {SECRET}", &caps[1]))
    })
}

/// Replaces a vendor key with `[secret]` when it has a well-known prefix or mixes
/// digits and capitals.
fn vendor_key(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
        let key = &caps[0];
        let well_known = [
            "sk_live_", "sk_test_", "pk_live_", "pk_test_", "rk_live_", "rk_test_", "sk-proj-",
            "sk-ant-",
        ]
        .iter()
        .any(|prefix| key.starts_with(prefix));
        let mixed =
            key.chars().any(|c| c.is_ascii_digit()) && key.chars().any(|c| c.is_ascii_uppercase());
        (well_known || mixed).then(|| SECRET.to_owned())
    })
}

/// Replaces every match with `[email]`.
fn email(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |_| Some(EMAIL.into()))
}

/// Replaces every match with `[path]`, keeping trailing punctuation.
fn windows_path(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| Some(keep_trailing(&caps[0], PATH)))
}

/// Replaces the path with `[path]`, keeping what precedes it and trailing dots.
fn unix_path(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
        let path = &caps[2];
        let core = path.trim_end_matches('.');
        Some(format!("{}{PATH}{}", &caps[1], &path[core.len()..]))
    })
}

/// Replaces a plausible IPv6 address with `[ip]` when it is bracketed or stands alone.
fn ipv6(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
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
    })
}

/// Replaces an IPv4 address with `[ip]` unless it is part of a longer dotted run.
fn ipv4(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
        let whole = caps.get(0)?;
        let before = text[..whole.start()].chars().next_back();
        let rest = &text[whole.end()..];
        let dotted_on =
            rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_digit());
        (before != Some('.') && !dotted_on).then(|| IP.to_owned())
    })
}

/// Replaces an internal hostname with `[host]` unless the name goes on.
fn internal_host(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
        let whole = caps.get(0)?;
        let rest = &text[whole.end()..];
        let continues =
            rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_alphanumeric());
        (!continues).then(|| HOST.to_owned())
    })
}

/// Replaces `host:port` with `[host]` when the host looks like one (a dotted name with
/// an alphabetic TLD that is no file extension, or a known service or machine-like
/// single label) and the port is a port.
fn host_port(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
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
    })
}

/// Replaces a long run with `[secret]` when it mixes capitals, lower case and digits.
fn entropy(re: &Regex, text: &str) -> Option<String> {
    replace(re, text, |caps| {
        let s = &caps[0];
        let upper = s.chars().any(|c| c.is_ascii_uppercase());
        let lower = s.chars().any(|c| c.is_ascii_lowercase());
        let digit = s.chars().any(|c| c.is_ascii_digit());
        (upper && lower && digit).then(|| SECRET.to_owned())
    })
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
