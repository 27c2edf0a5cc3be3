//! What the audit looks for in text a model reads: heuristics, each returning the excerpt
//! that matched. The white-box audit runs them on a variant's templates; the black-box
//! `toolwright-audit` on what a server answered. They are word lists and patterns, not
//! understanding: each states what it matches, and the guide lists their known misses.

use regex::{Regex, RegexBuilder};
use std::sync::LazyLock;

fn pattern(source: &str) -> Regex {
    RegexBuilder::new(source)
        .case_insensitive(true)
        .build()
        .expect("a valid pattern")
}

/// The first match of `re` in `text`, as evidence.
fn found(re: &Regex, text: &str) -> Option<String> {
    re.find(text).map(|m| m.as_str().trim().to_owned())
}

static AUTH: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(unauthori[sz]ed|unauthenticated|not authenticated|authentication (failed|required|error)|not authori[sz]ed|invalid (api[ _-]?(key|token)|(access|auth|bearer)[ _-]?token|token|credentials?|password|signature)|(api[ _-]?(key|token)|(access|auth|bearer)[ _-]?token|token|credentials?|password|session) (is |was |has )?(invalid|expired|missing|revoked|rejected|not valid)|expired (token|session|credentials?)|permission denied|forbidden|access denied|not logged in|login required|please log ?in|bearer)\b",
    )
});

/// What follows "forbidden" in validation wording ("forbidden characters"), not auth.
static FORBIDDEN_THING: LazyLock<Regex> = LazyLock::new(|| {
    pattern(r"^\s+(characters?|chars?|values?|words?|symbols?|sequences?|keywords?|tokens? in)\b")
});

/// Auth wording: unauthorized, invalid token, API key rejected, permission denied,
/// forbidden, access denied, not logged in. (An integration's own access to a downstream
/// service, "the service refused access to this index", is not auth wording, nor is a
/// validation rule's "forbidden characters".)
///
/// The generic denials (access denied, permission denied, forbidden) of a text that also
/// rejects a path ("Access denied - path outside allowed directories") are the path
/// rejection's, which [`path_rejection`] reports, not an authentication failure's.
pub fn auth_wording(text: &str) -> Option<String> {
    let denies_a_path = path_rejection_wording(text).is_some();
    AUTH.find_iter(text)
        .find(|m| {
            let word = m.as_str().to_ascii_lowercase();
            let generic = matches!(
                word.as_str(),
                "forbidden" | "access denied" | "permission denied"
            );
            // "forbidden characters" is a validation rule's; a path refusal's denial is
            // the path rejection's.
            let not_auth = (word == "forbidden" && FORBIDDEN_THING.is_match(&text[m.end()..]))
                || (generic && denies_a_path);
            !not_auth
        })
        .map(|m| m.as_str().trim().to_owned())
}

static PATH_REJECTION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"(outside|not (allowed|permitted)|traversal|escapes?|denied|forbidden|must (be|stay|remain) (within|inside|under|in)|restricted to|sandbox|allowed (director(y|ies)|roots?|paths?|folders?)|not within|not under)",
    )
});

static PATH: LazyLock<Regex> =
    LazyLock::new(|| pattern(r#"(\.\.[/\\]|(^|[\s'"`(=:])(/[\w.\-]+){2,}|[a-z]:\\[\w.\-\\]+)"#));

/// A path rejection with path details: rejection wording (outside, not allowed, traversal,
/// denied, must be within, sandbox, allowed directories) and a path (`../`, `/a/b`,
/// `C:\a`) in the same text.
pub fn path_rejection(text: &str) -> Option<String> {
    let rejection = PATH_REJECTION.find(text)?;
    let path = PATH.find(text)?;
    Some(format!(
        "{} … {}",
        rejection.as_str().trim(),
        path.as_str().trim()
    ))
}

/// Rejection wording about a path, without a path: for templates, whose paths are
/// placeholders.
pub(crate) fn path_rejection_wording(text: &str) -> Option<String> {
    static WORDING: LazyLock<Regex> = LazyLock::new(|| {
        pattern(
            r"\b(path|director(y|ies)|folder|file)s?\b.*\b(outside|not (allowed|permitted)|traversal|escapes?|denied|forbidden|must (be|stay|remain) (within|inside|under)|restricted to|sandbox)|\b(outside|traversal|escapes?)\b.*\b(path|director(y|ies)|folder|sandbox|root)\b",
        )
    });
    found(&WORDING, text)
}

static INJECTION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(prompt[ -]?injection|injection (attempt|detected)|jailbreak|(suspicious|malicious|unsafe|harmful) (input|content|instructions?|query|request|text|prompt)|security (check|filter|scan|policy|violation)|(content|input|query|request|prompt) (was |has been )?(blocked|flagged)|policy violation|guardrail)",
    )
});

/// Injection detection reported: prompt injection, jailbreak, suspicious or malicious
/// input, security check or filter, content blocked or flagged, policy violation,
/// guardrail.
pub fn injection_signal(text: &str) -> Option<String> {
    found(&INJECTION, text)
}

/// The upstream patterns, each with what it is.
static UPSTREAM: LazyLock<Vec<(&'static str, Regex)>> = LazyLock::new(|| {
    [
        ("SQL", r#"SQLSTATE|syntax error at or near|near "[^"]*": syntax error|\bsqlite3?\b|OperationalError|IntegrityError|ProgrammingError|psycopg|\bORA-\d{5}|duplicate key value|violates (unique|foreign key|not-null|check) constraint|relation "[^"]+" does not exist|no such (table|column)|error in your SQL syntax|SQLITE_[A-Z]+|unterminated quoted string|unrecognized token"#),
        ("network or HTTP client", r"ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|getaddrinfo|connection refused|connection reset by peer|HTTPS?ConnectionPool|Max retries exceeded|requests\.exceptions|urllib3|reqwest::|hyper::|socket hang up|dial tcp|i/o timeout|no such host|status code [45]\d\d"),
        ("internal host name", r"\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(internal|local|lan|corp|intranet|svc\.cluster\.local|cluster\.local)\b|\blocalhost:\d+"),
        ("IP address", r"\b(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}\b"),
        ("file path", r#"(^|[\s'"`(=:\[])/(home|usr|var|etc|opt|srv|tmp|root|app|Users|mnt|proc|data|workspace)/[^\s'"`)\]]*|\b[a-z]:\\[^\s'"`]+"#),
        ("exception", r"\b[A-Z][A-Za-z0-9]*(Error|Exception)\b(:|\(| at\b)|java\.(lang|io|sql)\.|\[Errno \d+\]|\bErrno\b|NullPointerException|Segmentation fault|\bnil pointer dereference"),
    ]
    .into_iter()
    .map(|(what, source)| (what, pattern(source)))
    .collect()
});

/// Upstream error text: SQL errors, network and HTTP client errors, internal host names,
/// IP addresses, absolute file paths, exception class names. What kind, and the excerpt.
pub fn upstream_text(text: &str) -> Option<(&'static str, String)> {
    UPSTREAM
        .iter()
        .find_map(|(what, re)| found(re, text).map(|m| (*what, m)))
}

static STACK: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r#"Traceback \(most recent call last\)|File "[^"]+", line \d+|\n\s*at [\w$.<>\[\] ]+ ?\(?[^()\s]+:\d+:\d+\)?|\bat [\w$.<>]+ \([^()\s]+\.(m?js|cjs|ts):\d+:\d+\)|\tat [\w$.]+\([\w]+\.java:\d+\)|goroutine \d+ \[|panicked at |stack backtrace:|^\s+\d+: [\w:<>]+::"#,
    )
});

/// A stack trace: Python (`Traceback`, `File "x", line N`), JavaScript (`at f (file:1:2)`),
/// Java (`at a.B.c(B.java:1)`), Go (`goroutine 1 [running]`), Rust (`panicked at`,
/// `stack backtrace:`).
pub fn stack_trace(text: &str) -> Option<String> {
    found(&STACK, text)
}

static POLICY: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(allowed|permitted|authori[sz]ed|whitelisted|allowlisted|approved) (paths?|director(y|ies)|roots?|folders?|roles?|orgs?|organi[sz]ations?|users?|groups?|domains?|hosts?|ips?|repos(itories)?|tenants?|scopes?|accounts?)\b|\b(allow ?list|white ?list|block ?list|black ?list|deny ?list)\b|\bonly (users|members|accounts|admins|repos(itories)?|paths|files|requests|callers|roles|orgs|organi[sz]ations) (in|from|under|with|within|of|that)\b|\b(roles?|orgs?|organi[sz]ations?|groups?|scopes?|domains?) ?[:=] ?\[?[\w.-]+(, ?[\w.-]+)+|\brequires? (the )?(role|scope|group|clearance)s? ",
    )
});

/// "must start with", "must be within": a boundary, unless what follows is a number or an
/// amount ("must be under 1000 characters", "must be within 1 and 100": a validation rule's
/// bound) or an article ("must start with a letter": a format).
static MUST: LazyLock<Regex> =
    LazyLock::new(|| pattern(r"\b(must|should) (start with|be (within|inside|under)) "));
static NOT_A_BOUNDARY: LazyLock<Regex> = LazyLock::new(|| pattern(r"^([\d$€£+-]|an? )"));

/// A policy's boundaries spelled out: allowed paths, roles, orgs, domains; allow, block and
/// deny lists; "only users in ..."; "must start with" or "must be within" a place (not a
/// number, an amount or "a letter"); role or scope lists. (A business rule the user can act
/// on, "refunds over $500 need approval", names none of these.)
pub fn policy_enumeration(text: &str) -> Option<String> {
    found(&POLICY, text).or_else(|| {
        MUST.find_iter(text)
            .find(|m| !NOT_A_BOUNDARY.is_match(&text[m.end()..]))
            .map(|m| m.as_str().trim().to_owned())
    })
}

static GUIDANCE: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(retry|retryable|try|call|use|wait|ask|check|provide|pass|choose|pick|specify|contact|upgrade|escalate|tell|instead|again|later|reduce|narrow|fix|correct|send|include|remove|select|run|read|list|see)\b",
    )
});

/// Guidance on what to do next or whether to retry: a verb of a next step (retry, call,
/// use, wait, ask, check, provide, ...), or the words again, later, instead.
pub fn has_guidance(text: &str) -> bool {
    GUIDANCE.is_match(text)
}

static VALIDATION: LazyLock<Regex> = LazyLock::new(|| {
    pattern(
        r"\b(invalid|must (be|contain|match|have|not|start|end)|should (be|have)|expected|required|is not an? (valid|allowed)|not an? valid|validation (error|failed)|out of range|too (long|short|large|small|big|many|few)|at (most|least)|exceeds?|malformed)\b",
    )
});

/// A validation failure's wording: invalid, must be, expected, required, out of range, too
/// long, at most, malformed. Such a failure names what the argument should be, which is
/// guidance enough to fix it; when it also repeats the value sent, it echoes it.
///
/// An operating system's "name too long" (`ENAMETOOLONG`) is not a validation message: it is
/// upstream text, which [`upstream_text`] reports.
pub fn reads_as_validation(text: &str) -> bool {
    static OS_NAME_TOO_LONG: LazyLock<Regex> =
        LazyLock::new(|| pattern(r"\b(file ?)?name too long\b"));
    VALIDATION.is_match(&OS_NAME_TOO_LONG.replace_all(text, ""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_heuristic_finds_its_kind_and_passes_a_clean_text() {
        let clean = "No such order. Call list_orders to see this customer's order ids.";
        assert_eq!(auth_wording(clean), None);
        assert_eq!(path_rejection(clean), None);
        assert_eq!(injection_signal(clean), None);
        assert_eq!(upstream_text(clean), None);
        assert_eq!(stack_trace(clean), None);
        assert_eq!(policy_enumeration(clean), None);
        assert!(has_guidance(clean));

        assert_eq!(
            auth_wording("Unauthorized: invalid API key").as_deref(),
            Some("Unauthorized")
        );
        assert_eq!(
            auth_wording("The search service refused access to this index."),
            None
        );
        assert!(path_rejection(
            "Access denied: /etc/passwd is outside the allowed directory /srv/notes"
        )
        .is_some());
        assert!(injection_signal("Potential prompt injection detected in query").is_some());
        assert_eq!(
            upstream_text("sqlite3.OperationalError: near \"OR\": syntax error").map(|u| u.0),
            Some("SQL")
        );
        assert_eq!(
            upstream_text("connect ECONNREFUSED 10.0.3.7:5432").map(|u| u.0),
            Some("network or HTTP client")
        );
        assert_eq!(
            upstream_text("db-primary.internal did not answer").map(|u| u.0),
            Some("internal host name")
        );
        assert!(
            stack_trace("Traceback (most recent call last):\n  File \"x.py\", line 3").is_some()
        );
        assert!(stack_trace("Error: boom\n    at run (/app/server.js:12:5)").is_some());
        assert!(policy_enumeration("Only users in roles [admin, auditor] may export").is_some());
        assert!(policy_enumeration("allowed orgs: acme, initech").is_some());
        assert_eq!(
            policy_enumeration("Refunds over $500 need a manager's approval."),
            None
        );
        assert!(!has_guidance("Operation failed."));
        assert!(reads_as_validation("Invalid email 'x': must contain @"));
        assert!(reads_as_validation(
            "Invalid input: expected string, received undefined"
        ));
        assert!(!reads_as_validation("Something went wrong."));
        assert!(!reads_as_validation("No note named x."));
        assert!(!reads_as_validation(
            "ENAMETOOLONG: name too long, realpath '/tmp/twaudit-1'"
        ));
        // A path refusal's "Access denied" is the path rejection's; other denials are auth.
        let refusal = "Access denied - path outside allowed directories: /etc/passwd not in /tmp/a";
        assert_eq!(auth_wording(refusal), None);
        assert!(path_rejection(refusal).is_some());
        assert!(auth_wording("403 Forbidden: /admin/metrics requires the admin role").is_some());
        assert!(auth_wording("Access denied: your token lacks the export scope").is_some());
    }

    /// What a server says to the black-box audit's probes (out-of-range numbers, oversized
    /// strings, SQL quotes) in a plain validation message is not a policy or auth wording.
    #[test]
    fn validation_rules_are_not_policies_or_auth() {
        for rule in [
            "The query must be under 1000 characters.",
            "limit must be within 1 and 100.",
            "The amount must be under $500.",
            "A name must start with a letter.",
        ] {
            assert_eq!(policy_enumeration(rule), None, "{rule}");
        }
        assert!(policy_enumeration("The path must be within /srv/notes.").is_some());
        assert!(policy_enumeration("Keys must start with tenant-acme/.").is_some());
        assert!(policy_enumeration("must be within {root}").is_some());
        assert_eq!(
            auth_wording("The name contains forbidden characters."),
            None
        );
        assert_eq!(
            auth_wording("Forbidden value in filter; remove the quotes."),
            None
        );
        assert_eq!(auth_wording("403 Forbidden").as_deref(), Some("Forbidden"));
        assert_eq!(
            auth_wording("Forbidden: you lack access").as_deref(),
            Some("Forbidden")
        );
    }
}
