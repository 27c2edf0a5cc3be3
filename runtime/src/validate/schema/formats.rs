//! The formats asserted, written from their RFCs' grammars; any other `format` is an
//! annotation.

/// The formats asserted; any other `format` (schemars' `uint64`, `int32`, `double`, ...)
/// is an annotation and passes.
#[derive(Debug, Clone, Copy)]
pub(super) enum Format {
    DateTime,
    Date,
    Time,
    Email,
    Hostname,
    Ipv4,
    Ipv6,
    Uri,
    Uuid,
}

impl Format {
    pub(super) fn parse(name: &str) -> Option<Self> {
        Some(match name {
            "date-time" => Self::DateTime,
            "date" => Self::Date,
            "time" => Self::Time,
            "email" => Self::Email,
            "hostname" => Self::Hostname,
            "ipv4" => Self::Ipv4,
            "ipv6" => Self::Ipv6,
            "uri" => Self::Uri,
            "uuid" => Self::Uuid,
            _ => return None,
        })
    }

    pub(super) fn name(self) -> &'static str {
        match self {
            Self::DateTime => "date-time",
            Self::Date => "date",
            Self::Time => "time",
            Self::Email => "email",
            Self::Hostname => "hostname",
            Self::Ipv4 => "ipv4",
            Self::Ipv6 => "ipv6",
            Self::Uri => "uri",
            Self::Uuid => "uuid",
        }
    }

    pub(super) fn admits(self, s: &str) -> bool {
        match self {
            Self::DateTime => date_time(s),
            Self::Date => date(s),
            Self::Time => time(s),
            Self::Email => email(s),
            Self::Hostname => hostname(s),
            Self::Ipv4 => s.parse::<std::net::Ipv4Addr>().is_ok(),
            Self::Ipv6 => s.parse::<std::net::Ipv6Addr>().is_ok(),
            Self::Uri => uri(s),
            Self::Uuid => uuid(s),
        }
    }
}

fn digits(s: &str, n: usize) -> Option<u32> {
    (s.len() == n && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok())?
}

/// RFC 3339 `full-date`.
fn date(s: &str) -> bool {
    let mut parts = s.split('-');
    let (Some(y), Some(m), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let (Some(y), Some(m), Some(d)) = (digits(y, 4), digits(m, 2), digits(d, 2)) else {
        return false;
    };
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&d)
}

/// RFC 3339 `full-time`: `hh:mm:ss[.frac](Z|±hh:mm)`.
fn time(s: &str) -> bool {
    let s = s.to_ascii_uppercase();
    let (clock, offset_ok) = if let Some(c) = s.strip_suffix('Z') {
        (c.to_owned(), true)
    } else if s.len() > 6 {
        let (c, off) = s.split_at(s.len() - 6);
        let ok = (off.starts_with('+') || off.starts_with('-'))
            && off.as_bytes()[3] == b':'
            && digits(&off[1..3], 2).is_some_and(|h| h < 24)
            && digits(&off[4..6], 2).is_some_and(|m| m < 60);
        (c.to_owned(), ok)
    } else {
        return false;
    };
    if !offset_ok {
        return false;
    }
    let (whole, frac) = match clock.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (clock.as_str(), None),
    };
    if frac.is_some_and(|f| f.is_empty() || !f.bytes().all(|b| b.is_ascii_digit())) {
        return false;
    }
    let mut parts = whole.split(':');
    let (Some(h), Some(m), Some(sec), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    matches!((digits(h, 2), digits(m, 2), digits(sec, 2)), (Some(h), Some(m), Some(s)) if h < 24 && m < 60 && s <= 60)
}

/// RFC 3339 `date-time`.
fn date_time(s: &str) -> bool {
    match s.find(['T', 't', ' ']) {
        Some(i) if s.as_bytes()[i] != b' ' => date(&s[..i]) && time(&s[i + 1..]),
        _ => false,
    }
}

/// An addr-spec's shape: a dot-atom or quoted local part, `@`, a hostname or an
/// address literal.
fn email(s: &str) -> bool {
    let Some((local, domain)) = s.rsplit_once('@') else {
        return false;
    };
    let local_ok = if local.starts_with('"') && local.ends_with('"') && local.len() >= 2 {
        true
    } else {
        !local.is_empty()
            && local.len() <= 64
            && !local.starts_with('.')
            && !local.ends_with('.')
            && !local.contains("..")
            && local.chars().all(|c| {
                c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c) || !c.is_ascii()
            })
    };
    let domain_ok = match domain.strip_prefix('[').and_then(|d| d.strip_suffix(']')) {
        Some(literal) => {
            literal.parse::<std::net::Ipv4Addr>().is_ok()
                || literal
                    .strip_prefix("IPv6:")
                    .is_some_and(|a| a.parse::<std::net::Ipv6Addr>().is_ok())
        }
        None => hostname(domain),
    };
    local_ok && domain_ok
}

/// RFC 1123 hostname: labels of letters, digits and inner hyphens, 63 each, 253 in all.
fn hostname(s: &str) -> bool {
    let s = s.strip_suffix('.').unwrap_or(s);
    !s.is_empty()
        && s.len() <= 253
        && s.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        })
}

/// RFC 3986 absolute URI: a scheme, `:`, and no character a URI cannot hold.
fn uri(s: &str) -> bool {
    let Some((scheme, rest)) = s.split_once(':') else {
        return false;
    };
    let mut chars = scheme.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        && !rest
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || "<>\"{}|\\^`".contains(c))
        && percent_escapes_ok(rest)
}

fn percent_escapes_ok(s: &str) -> bool {
    let b = s.as_bytes();
    (0..b.len()).all(|i| {
        b[i] != b'%'
            || (b.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    })
}

/// RFC 4122 textual form: 8-4-4-4-12 hex digits.
fn uuid(s: &str) -> bool {
    let groups: Vec<&str> = s.split('-').collect();
    groups.len() == 5
        && groups
            .iter()
            .zip([8, 4, 4, 4, 12])
            .all(|(g, n)| g.len() == n && g.bytes().all(|b| b.is_ascii_hexdigit()))
}
