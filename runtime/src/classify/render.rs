//! Message templates rendered, every field value sanitized before it is spliced in.

use crate::sanitize::sanitize;
use std::borrow::Cow;
use std::fmt::Write as _;

/// One piece of a message template.
#[derive(Clone, Copy)]
#[allow(missing_debug_implementations)]
pub enum Piece<'a> {
    /// Literal text from the attribute.
    Lit(&'static str),
    /// A field value; sanitized before it is spliced in.
    Value(&'a dyn std::fmt::Display),
}

/// Render a template, sanitizing every field value.
pub fn render(pieces: &[Piece<'_>]) -> Cow<'static, str> {
    let guess: usize = pieces
        .iter()
        .map(|p| match p {
            Piece::Lit(s) => s.len(),
            Piece::Value(_) => 24,
        })
        .sum();
    let mut out = String::with_capacity(guess);
    for piece in pieces {
        match piece {
            Piece::Lit(s) => out.push_str(s),
            Piece::Value(v) => {
                // Format in place, then sanitize just the appended text.
                let start = out.len();
                let _ = write!(out, "{v}");
                if let Cow::Owned(clean) = sanitize(&out[start..]) {
                    out.truncate(start);
                    out.push_str(&clean);
                }
            }
        }
    }
    Cow::Owned(out)
}

/// `message = display`: the Display text, sanitized.
pub fn render_display(err: &dyn std::fmt::Display) -> Cow<'static, str> {
    Cow::Owned(sanitize(&err.to_string()).into_owned())
}
