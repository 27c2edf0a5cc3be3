//! Doc comments as text: what a tool's description and a scope's description are made of.

use syn::Attribute;

/// The lines of the `///` doc comments in `attrs`, each without the one space after `///`
/// and without trailing white space.
fn doc_lines(attrs: &[Attribute]) -> impl Iterator<Item = String> + '_ {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        })
        .map(|l| l.strip_prefix(' ').unwrap_or(&l).trim_end().to_owned())
}

/// The doc comment as written, its lines kept (a tool's description), or `None` when empty.
pub(crate) fn doc_text(attrs: &[Attribute]) -> Option<String> {
    let text = doc_lines(attrs).collect::<Vec<_>>().join("\n");
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}

/// The doc comment on one line, its lines joined by spaces (a scope's description in the
/// metadata document), or `None` when empty.
pub(crate) fn doc_line(attrs: &[Attribute]) -> Option<String> {
    let lines: Vec<String> = doc_lines(attrs).map(|l| l.trim().to_owned()).collect();
    let text = lines.join(" ");
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_owned())
}
