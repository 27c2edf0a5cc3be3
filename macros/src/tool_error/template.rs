//! Message templates: literal text with `{field}` / `{0}` placeholders, `{{` and `}}` for
//! braces. Field values are sanitized at run time before they are spliced in.

use syn::LitStr;

pub(crate) enum Piece {
    Lit(String),
    Field(String),
}

pub(crate) struct Template {
    /// The attribute key it was given under (`message`, ...), for error messages.
    pub(crate) key: &'static str,
    pub(crate) lit: LitStr,
    pub(crate) pieces: Vec<Piece>,
}

impl Template {
    pub(crate) fn parse(key: &'static str, lit: &LitStr) -> syn::Result<Self> {
        let text = lit.value();
        let err = |msg: String| syn::Error::new(lit.span(), msg);
        let mut pieces = Vec::new();
        let mut buf = String::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '{' if chars.peek() == Some(&'{') => {
                    chars.next();
                    buf.push('{');
                }
                '}' if chars.peek() == Some(&'}') => {
                    chars.next();
                    buf.push('}');
                }
                '{' => {
                    let mut name = String::new();
                    loop {
                        match chars.next() {
                            Some('}') => break,
                            Some(ch) => name.push(ch),
                            None => {
                                return Err(err(
                                    "unclosed `{` in template; write `{{` for a literal brace"
                                        .into(),
                                ))
                            }
                        }
                    }
                    let name = name.trim().to_owned();
                    let valid = !name.is_empty()
                        && (name.chars().all(|c| c.is_ascii_digit())
                            || name.chars().all(|c| c == '_' || c.is_alphanumeric()));
                    if !valid {
                        return Err(err(format!(
                            "`{{{name}}}` is not a placeholder; name a field as `{{field}}` (or `{{0}}` for a tuple field), without format specs"
                        )));
                    }
                    if !buf.is_empty() {
                        pieces.push(Piece::Lit(std::mem::take(&mut buf)));
                    }
                    pieces.push(Piece::Field(name.trim_start_matches("r#").to_owned()));
                }
                '}' => {
                    return Err(err(
                        "unmatched `}` in template; write `}}` for a literal brace".into(),
                    ))
                }
                c => buf.push(c),
            }
        }
        if !buf.is_empty() {
            pieces.push(Piece::Lit(buf));
        }
        Ok(Template {
            key,
            lit: lit.clone(),
            pieces,
        })
    }

    pub(crate) fn fields(&self) -> impl Iterator<Item = &str> {
        self.pieces.iter().filter_map(|p| match p {
            Piece::Field(f) => Some(f.as_str()),
            Piece::Lit(_) => None,
        })
    }

    pub(crate) fn uses_fields(&self) -> bool {
        self.fields().next().is_some()
    }
}
