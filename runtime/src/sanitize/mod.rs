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

mod rules;
#[cfg(test)]
mod tests;

use std::borrow::Cow;
use std::sync::LazyLock;

use regex::{Regex, RegexSet};

use rules::RULES;

/// Maximum length (in chars) of sanitized text.
pub const MAX_LEN: usize = 500;

/// How many extra rounds [`sanitize`] runs to reach a fixed point.
const MAX_ROUNDS: usize = 3;

/// The rules' regexes and their prefilter set, compiled once.
struct Compiled {
    set: RegexSet,
    regexes: Vec<Regex>,
}

static COMPILED: LazyLock<Compiled> = LazyLock::new(|| {
    let patterns = RULES.iter().map(|rule| rule.pattern);
    Compiled {
        set: RegexSet::new(patterns.clone()).expect("sanitize: invalid prefilter set"),
        regexes: patterns
            .map(|p| Regex::new(p).expect("sanitize: invalid pattern"))
            .collect(),
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
        for (index, rule) in RULES.iter().enumerate() {
            if !hits.matched(index) {
                continue;
            }
            if let Some(next) = (rule.apply)(&compiled.regexes[index], &text) {
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
