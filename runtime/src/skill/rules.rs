//! The rules a skill's names and its `SKILL.md` follow (SEP-2640 and the Agent Skills
//! specification), each answering with the rule it breaks.

use serde_json::{Map, Value};

/// The longest name (Agent Skills: 1-64 characters).
const NAME_MAX: usize = 64;
/// The longest description (Agent Skills: 1-1024 characters).
const DESCRIPTION_MAX: usize = 1024;

/// A skill's name: 1-64 lowercase ASCII letters, digits and single hyphens, none leading or
/// trailing. ASCII only: the conformance suite checks the raw URI segment against an ASCII
/// pattern, so a Unicode name (which rmcp accepts) would fail it.
pub(crate) fn name(name: &str) -> Result<(), String> {
    let ok = !name.is_empty()
        && name.len() <= NAME_MAX
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !name.starts_with('-')
        && !name.ends_with('-')
        && !name.contains("--");
    if ok {
        Ok(())
    } else {
        Err(format!(
            "names the skill `{name}`, which breaks the naming rules: 1 to {NAME_MAX} lowercase \
             letters, digits and single hyphens, none leading or trailing"
        ))
    }
}

/// A folder or file name that goes into a `skill://` URI as it is: RFC 3986 unreserved
/// characters only (`A-Z a-z 0-9 - . _ ~`), so no URI of the tree needs percent-encoding
/// and no two spellings name one file.
pub(crate) fn segment(segment: &str) -> Result<(), String> {
    let ok = !segment.is_empty()
        && segment
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'));
    if ok {
        Ok(())
    } else {
        Err(
            "has a name a skill:// URI cannot carry as it is: use letters, digits, `-`, `.`, `_` \
             and `~` only"
                .to_owned(),
        )
    }
}

/// The YAML frontmatter of a `SKILL.md` (between a first line `---` and the next line
/// `---`), as the JSON object `skills/list` serves verbatim; it must hold a `name` and a
/// non-empty `description` of at most 1024 characters.
pub(crate) fn frontmatter(text: &str) -> Result<Map<String, Value>, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let yaml = split(text).ok_or_else(|| {
        "has no frontmatter: start the file with a line `---`, the YAML (`name`, \
         `description`), and a line `---`"
            .to_owned()
    })?;
    let value: Value = yaml_serde::from_str(yaml)
        .map_err(|e| format!("has frontmatter that is not valid YAML: {e}"))?;
    let Value::Object(map) = value else {
        return Err("has frontmatter that is not a YAML mapping of keys to values".to_owned());
    };
    match map.get("name") {
        Some(Value::String(_)) => {}
        _ => return Err("has no `name` string in its frontmatter".to_owned()),
    }
    match map.get("description") {
        Some(Value::String(d)) if !d.trim().is_empty() && d.chars().count() <= DESCRIPTION_MAX => {}
        Some(Value::String(d)) if !d.trim().is_empty() => {
            return Err(format!(
                "has a `description` longer than {DESCRIPTION_MAX} characters"
            ))
        }
        _ => return Err("has no non-empty `description` string in its frontmatter".to_owned()),
    }
    Ok(map)
}

/// The YAML between the opening and the closing `---` lines.
fn split(text: &str) -> Option<&str> {
    let rest = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))?;
    let mut at = 0;
    for line in rest.split_inclusive('\n') {
        let bare = line.trim_end_matches(['\n', '\r']);
        if bare.trim_end_matches([' ', '\t']) == "---" {
            return Some(rest[..at].trim_end_matches(['\n', '\r']));
        }
        at += line.len();
    }
    None
}
