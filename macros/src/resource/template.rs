//! The URI templates a resource may declare, checked at compile time with the grammar the
//! runtime matches (`runtime/src/uri_template.rs`): `{name}` (one path segment) and
//! `{+name}` (the rest of a path), names of `A-Z a-z 0-9 _`, each once, braces balanced.

/// The variables of `template`, in order, or why it is not a template the server serves
/// (with the fix).
pub(crate) fn variables(template: &str) -> Result<Vec<String>, String> {
    let mut names: Vec<String> = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| c + open) else {
            return Err(format!(
                "`{template}` has a `{{` without its `}}`: close the expression, e.g. `{{id}}`"
            ));
        };
        let expr = &rest[open + 1..close];
        let name = expr.strip_prefix('+').unwrap_or(expr);
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            let bare: String = expr
                .chars()
                .skip_while(|c| !(c.is_ascii_alphanumeric() || *c == '_'))
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let bare = if bare.is_empty() {
                "id".to_owned()
            } else {
                bare
            };
            return Err(format!(
                "unsupported URI template expression `{{{expr}}}` in `{template}`: only `{{name}}` and `{{+name}}` are supported, one variable each, its name letters, digits and `_`; write `{{{bare}}}` (one path segment) or `{{+{bare}}}` (the rest of a path)"
            ));
        }
        if names.iter().any(|n| n == name) {
            return Err(format!(
                "`{name}` appears twice in `{template}`: each variable names one part of the URI; rename one"
            ));
        }
        names.push(name.to_owned());
        rest = &rest[close + 1..];
    }
    if rest.contains('}') {
        return Err(format!(
            "`{template}` has a `}}` without its `{{`: remove it, or open the expression, e.g. `{{id}}`"
        ));
    }
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::variables;

    #[test]
    fn simple_and_reserved_variables() {
        assert_eq!(
            variables("file:///{+path}/v/{id}"),
            Ok(vec!["path".to_owned(), "id".to_owned()])
        );
        assert_eq!(variables("test://fixed"), Ok(Vec::new()));
    }

    #[test]
    fn what_the_runtime_cannot_match_is_refused_with_its_fix() {
        let e = variables("test://t/{#x}").unwrap_err();
        assert!(
            e.starts_with("unsupported URI template expression `{#x}`"),
            "{e}"
        );
        assert!(e.ends_with("write `{x}` (one path segment) or `{+x}` (the rest of a path)"));
        for bad in [
            "t/{a,b}",
            "t/{x*}",
            "t/{?q}",
            "t/{}",
            "t/{x",
            "t/x}",
            "t/{x}/{x}",
        ] {
            assert!(variables(bad).is_err(), "{bad}");
        }
    }
}
