//! URI templates (RFC 6570) for resources: the subset a resource declares, and how a URI
//! is matched against one. RFC 6570 defines expansion only; matching is ours:
//!
//! - Literal text matches itself, byte for byte.
//! - `{var}` (simple expansion) matches one or more characters up to the next literal,
//!   none of them `/`, `?` or `#`: one path segment.
//! - `{+var}` (reserved expansion) matches one or more characters, `/` included: the rest
//!   of a path.
//! - The matched text is percent-decoded once (to UTF-8) before any check, and then
//!   refused when it could leave the place the template names: a `{var}` that decodes to
//!   `.`, `..` or text with `/` or `\` (`%2F`, `%2e%2e`), a `{+var}` that starts with `/`
//!   or has a `.` or `..` segment, and either with a control character (`%00`). A refused
//!   URI is answered as not found, and logged as a security event.
//!
//! Other operators (`{#x}`, `{.x}`, `{/x}`, `{;x}`, `{?x}`, `{&x}`), several variables in
//! one expression and modifiers (`{x*}`, `{x:3}`) are not supported: `#[mcp_resource]`
//! refuses them at compile time.

use regex::Regex;

/// One variable of a template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Variable {
    pub(crate) name: String,
    /// `{+name}`: may span path segments.
    pub(crate) reserved: bool,
}

/// A parsed URI template.
#[derive(Debug, Clone)]
pub(crate) struct UriTemplate {
    pub(crate) variables: Vec<Variable>,
    pattern: Regex,
}

/// Why a URI that matches a template's shape is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum TemplateRefusal {
    /// Not valid percent-encoding of UTF-8: names no resource.
    Undecodable,
    /// Decodes to something that could leave the template's place (traversal).
    Escapes(String),
}

/// Parse `template`, or say why it is not one this server serves.
pub(crate) fn parse(template: &str) -> Result<UriTemplate, String> {
    let mut pattern = String::from("^");
    let mut variables = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        pattern.push_str(&regex::escape(&rest[..open]));
        let close = rest[open..]
            .find('}')
            .ok_or_else(|| format!("`{template}` has a `{{` without its `}}`"))?
            + open;
        let expr = &rest[open + 1..close];
        let (reserved, name) = match expr.strip_prefix('+') {
            Some(name) => (true, name),
            None => (false, expr),
        };
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(format!(
                "`{{{expr}}}` in `{template}`: only `{{name}}` and `{{+name}}` expressions are supported, one variable each, its name letters, digits and `_`"
            ));
        }
        if variables.iter().any(|v: &Variable| v.name == name) {
            return Err(format!("`{name}` appears twice in `{template}`"));
        }
        pattern.push_str(if reserved { "(.+)" } else { "([^/?#]+)" });
        variables.push(Variable {
            name: name.to_owned(),
            reserved,
        });
        rest = &rest[close + 1..];
    }
    if rest.contains('}') {
        return Err(format!("`{template}` has a `}}` without its `{{`"));
    }
    pattern.push_str(&regex::escape(rest));
    pattern.push('$');
    let pattern = Regex::new(&pattern).map_err(|e| e.to_string())?;
    Ok(UriTemplate { variables, pattern })
}

impl UriTemplate {
    /// The variables of `uri`, decoded and checked, when it has the template's shape:
    /// `None` when it does not; `Some(Err)` when it does but is refused.
    pub(crate) fn matches(&self, uri: &str) -> Option<Result<Vec<String>, TemplateRefusal>> {
        let captures = self.pattern.captures(uri)?;
        let values = self
            .variables
            .iter()
            .enumerate()
            .map(|(i, var)| {
                let raw = captures.get(i + 1).map_or("", |m| m.as_str());
                let value = percent_decode(raw).ok_or(TemplateRefusal::Undecodable)?;
                check(var, &value)?;
                Ok(value)
            })
            .collect();
        Some(values)
    }
}

/// Refuse a decoded value that could leave the place its variable names.
fn check(var: &Variable, value: &str) -> Result<(), TemplateRefusal> {
    let escapes = |why: &str| Err(TemplateRefusal::Escapes(format!("`{}` {why}", var.name)));
    if value.chars().any(char::is_control) {
        return escapes("has a control character");
    }
    if value.contains('\\') {
        return escapes("has a backslash");
    }
    if var.reserved {
        if value.starts_with('/') {
            return escapes("is an absolute path");
        }
        if value.split('/').any(|s| s == "." || s == "..") {
            return escapes("has a `.` or `..` segment");
        }
    } else if value.contains('/') || value == "." || value == ".." {
        return escapes("is not one path segment");
    }
    Ok(())
}

/// Percent-decode `raw` once, to UTF-8; `None` for a bad escape or bytes that are not
/// UTF-8.
pub(crate) fn percent_decode(raw: &str) -> Option<String> {
    if !raw.contains('%') {
        return Some(raw.to_owned());
    }
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = raw.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(template: &str, uri: &str) -> Option<Result<Vec<String>, TemplateRefusal>> {
        parse(template).unwrap().matches(uri)
    }

    #[test]
    fn a_simple_variable_is_one_segment_and_a_reserved_one_the_rest() {
        assert_eq!(
            vars("test://template/{id}/data", "test://template/123/data"),
            Some(Ok(vec!["123".into()]))
        );
        assert_eq!(
            vars("test://template/{id}/data", "test://template/1/2/data"),
            None
        );
        assert_eq!(
            vars("test://template/{id}/data", "test://template//data"),
            None
        );
        assert_eq!(
            vars("file:///{+path}", "file:///docs/a%20b.txt"),
            Some(Ok(vec!["docs/a b.txt".into()]))
        );
        assert_eq!(vars("file:///{+path}", "http:///docs"), None);
    }

    #[test]
    fn traversal_is_refused_after_percent_decoding() {
        for uri in [
            "file:///../etc/passwd",
            "file:///docs/%2e%2e/%2E%2E/etc/passwd",
            "file:///docs/..",
            "file:////etc/passwd",
            "file:///%2Fetc/passwd",
            "file:///a%00b",
            "file:///a%5C..%5Cb",
        ] {
            assert!(
                matches!(
                    vars("file:///{+path}", uri),
                    Some(Err(TemplateRefusal::Escapes(_)))
                ),
                "{uri}"
            );
        }
        for uri in [
            "test://t/%2F/data",
            "test://t/%2e%2e/data",
            "test://t/./data",
        ] {
            assert!(
                matches!(
                    vars("test://t/{id}/data", uri),
                    Some(Err(TemplateRefusal::Escapes(_)))
                ),
                "{uri}"
            );
        }
        assert_eq!(
            vars("file:///{+path}", "file:///%ff"),
            Some(Err(TemplateRefusal::Undecodable))
        );
    }

    #[test]
    fn unsupported_expressions_are_refused_with_the_reason() {
        for t in [
            "x://{#a}",
            "x://{a,b}",
            "x://{a*}",
            "x://{a:3}",
            "x://{a",
            "x://a}",
            "x://{a}/{a}",
        ] {
            assert!(parse(t).is_err(), "{t}");
        }
    }
}
