//! Attribute arguments the three attribute macros share: `scopes = [..]`, flags, string
//! lists, one value per key, and the answer to an unknown key.

use super::Kind;
use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::punctuated::Punctuated;
use syn::{LitBool, LitStr, Path, Token};

/// A flag and where it was written.
#[derive(Clone, Copy)]
pub(crate) struct Flag {
    pub(crate) value: bool,
    pub(crate) span: Span,
}

/// The arguments every kind takes (`name`, `title`, `description`, `scopes`), and those a
/// resource and a prompt take (`icons`, `complete`).
#[derive(Default)]
pub(crate) struct Common {
    pub(crate) name: Option<LitStr>,
    pub(crate) title: Option<LitStr>,
    pub(crate) description: Option<LitStr>,
    /// `scopes = [..]`: the scope paths, and the `scopes` key (for errors about the list).
    pub(crate) scopes: Option<(Path, Vec<Path>)>,
    pub(crate) icons: Option<Vec<LitStr>>,
    pub(crate) complete: Option<Path>,
}

impl Common {
    /// One of these arguments, when `kind` takes it; `None` for any other key.
    pub(crate) fn parse(&mut self, meta: &ParseNestedMeta, kind: Kind) -> Option<syn::Result<()>> {
        let attr = kind.attr();
        let shared = kind != Kind::Tool;
        Some(match key(meta).as_str() {
            "name" => text(&mut self.name, meta, attr),
            "title" => text(&mut self.title, meta, attr),
            "description" => text(&mut self.description, meta, attr),
            "scopes" => scopes(meta).and_then(|v| once(&mut self.scopes, meta, attr, v)),
            "icons" if shared => icons(meta).and_then(|v| once(&mut self.icons, meta, attr, v)),
            "complete" if shared => {
                complete(meta).and_then(|v| once(&mut self.complete, meta, attr, v))
            }
            _ => return None,
        })
    }
}

/// `key = "str"`, once.
pub(crate) fn text(
    slot: &mut Option<LitStr>,
    meta: &ParseNestedMeta,
    attr: &str,
) -> syn::Result<()> {
    let v = meta.value()?.parse()?;
    once(slot, meta, attr, v)
}

const SCOPES_FORM: &str = "name scopes by the variants of your `#[derive(ScopeSet)]` enum, e.g. `scopes = [Scope::Refunds]` (a scope written as a string would let a typo compile)";

/// The key as written (`name` in `name = ".."`).
pub(crate) fn key(meta: &ParseNestedMeta) -> String {
    meta.path
        .get_ident()
        .map(ToString::to_string)
        .unwrap_or_default()
}

/// `scopes = Scope::X` or `scopes = [Scope::X, Scope::Y]`, with the `scopes` key.
pub(crate) fn scopes(meta: &ParseNestedMeta) -> syn::Result<(Path, Vec<Path>)> {
    let input = meta.value()?;
    let paths: Vec<Path> = if input.peek(syn::token::Bracket) {
        let content;
        let bracket = syn::bracketed!(content in input);
        let list = Punctuated::<Path, Token![,]>::parse_terminated(&content)
            .map_err(|e| syn::Error::new(e.span(), SCOPES_FORM))?;
        if list.is_empty() {
            return Err(syn::Error::new(
                bracket.span.join(),
                "`scopes = []` requires nothing: remove it, or name the scopes the tool needs",
            ));
        }
        list.into_iter().collect()
    } else {
        vec![input
            .parse::<Path>()
            .map_err(|e| syn::Error::new(e.span(), SCOPES_FORM))?]
    };
    for (i, path) in paths.iter().enumerate() {
        if paths[..i].contains(path) {
            return Err(syn::Error::new_spanned(
                path,
                "this scope is listed twice in `scopes`; name it once",
            ));
        }
    }
    Ok((meta.path.clone(), paths))
}

/// `key = ["a", "b"]`: a non-empty list of string literals.
pub(crate) fn strings(meta: &ParseNestedMeta) -> syn::Result<Vec<LitStr>> {
    let key = key(meta);
    let form = || format!("`{key}` takes a list of strings, e.g. `{key} = [\"...\"]`");
    let input = meta.value()?;
    if !input.peek(syn::token::Bracket) {
        return Err(syn::Error::new(input.span(), form()));
    }
    let content;
    let bracket = syn::bracketed!(content in input);
    let list = Punctuated::<LitStr, Token![,]>::parse_terminated(&content)
        .map_err(|e| syn::Error::new(e.span(), form()))?;
    if list.is_empty() {
        return Err(syn::Error::new(
            bracket.span.join(),
            format!("`{key} = []` says nothing: remove it, or list the values"),
        ));
    }
    Ok(list.into_iter().collect())
}

/// Store `value` in `slot`, refusing a key given twice.
pub(crate) fn once<T>(
    slot: &mut Option<T>,
    meta: &ParseNestedMeta,
    attr: &str,
    value: T,
) -> syn::Result<()> {
    if slot.is_some() {
        return Err(syn::Error::new_spanned(
            &meta.path,
            format!("duplicate `{}` in {attr}; give it once", key(meta)),
        ));
    }
    *slot = Some(value);
    Ok(())
}

/// `key` or `key = bool`.
pub(crate) fn flag(meta: &ParseNestedMeta) -> syn::Result<Flag> {
    let span = meta
        .path
        .get_ident()
        .map_or_else(Span::call_site, |i| i.span());
    let value = if meta.input.peek(syn::Token![=]) {
        let key = key(meta);
        meta.value()?
            .parse::<LitBool>()
            .map_err(|e| syn::Error::new(e.span(), format!("`{key}` takes `true` or `false`")))?
            .value
    } else {
        true
    };
    Ok(Flag { value, span })
}

/// The error for a key `attr` does not take: `keys` lists those it does, and a key among
/// `near` that matches once `_` are removed (or `scope` for `scopes`) is suggested.
pub(crate) fn unknown(meta: &ParseNestedMeta, attr: &str, keys: &str, near: &[&str]) -> syn::Error {
    let key = key(meta);
    let squashed = key.replace('_', "");
    let hint = near
        .iter()
        .find(|k| k.replace('_', "") == squashed || (**k == "scopes" && key == "scope"))
        .map(|k| format!(" (did you mean `{k}`?)"))
        .unwrap_or_default();
    let bare = attr.trim_start_matches("#[").trim_end_matches(']');
    syn::Error::new_spanned(
        &meta.path,
        format!("unknown #[{bare}] argument `{key}`{hint}; expected one of: {keys}"),
    )
}

/// `icons = ["https://..", "data:.."]`: where clients fetch the icons from.
pub(crate) fn icons(meta: &ParseNestedMeta) -> syn::Result<Vec<LitStr>> {
    let icons = strings(meta)?;
    for icon in &icons {
        let src = icon.value();
        if !(src.starts_with("https://") || src.starts_with("data:")) {
            return Err(syn::Error::new(
                icon.span(),
                "an icon is a URI clients fetch: `https://...` or a `data:` URI",
            ));
        }
    }
    Ok(icons)
}

/// `complete = path::to::function`.
pub(crate) fn complete(meta: &ParseNestedMeta) -> syn::Result<Path> {
    meta.value()?.parse::<Path>().map_err(|e| {
        syn::Error::new(
            e.span(),
            "`complete` names a function `fn(&toolwright::resource::Completing) -> Vec<String>`, e.g. `complete = suggest_ids`",
        )
    })
}
