//! The `#[mcp_tool(...)]` arguments.
//!
//! ```text
//! mcp_tool := (arg ("," arg)* ","?)?
//! arg      := name = "str" | title = "str" | description = "str" | timeout_ms = int
//!           | read_only [= bool] | destructive [= bool] | idempotent [= bool]
//!           | open_world [= bool] | scopes = scope | scopes = [scope ("," scope)* ","?]
//! scope    := path   (a variant of a `#[derive(ScopeSet)]` enum)
//! ```

use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::punctuated::Punctuated;
use syn::{LitBool, LitInt, LitStr, Path, Token};

/// A flag and where it was written.
#[derive(Clone, Copy)]
pub(crate) struct Flag {
    pub(crate) value: bool,
    pub(crate) span: Span,
}

#[derive(Default)]
pub(crate) struct ToolAttr {
    pub(crate) name: Option<LitStr>,
    pub(crate) title: Option<LitStr>,
    pub(crate) description: Option<LitStr>,
    pub(crate) timeout_ms: Option<LitInt>,
    pub(crate) read_only: Option<Flag>,
    pub(crate) destructive: Option<Flag>,
    pub(crate) idempotent: Option<Flag>,
    pub(crate) open_world: Option<Flag>,
    /// `scopes = [..]`: the scope paths, and the `scopes` key (for errors about the list).
    pub(crate) scopes: Option<(Path, Vec<Path>)>,
}

const KEYS: &str = "`name`, `title`, `description`, `timeout_ms`, `read_only`, `destructive`, `idempotent`, `open_world`, `scopes`";

const SCOPES_FORM: &str = "name scopes by the variants of your `#[derive(ScopeSet)]` enum, e.g. `scopes = [Scope::Refunds]` (a scope written as a string would let a typo compile)";

/// `scopes = Scope::X` or `scopes = [Scope::X, Scope::Y]`.
fn scopes(meta: &ParseNestedMeta) -> syn::Result<Vec<Path>> {
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
    Ok(paths)
}

fn once<T>(slot: &mut Option<T>, meta: &ParseNestedMeta, value: T) -> syn::Result<()> {
    if slot.is_some() {
        let key = meta
            .path
            .get_ident()
            .map(ToString::to_string)
            .unwrap_or_default();
        return Err(syn::Error::new_spanned(
            &meta.path,
            format!("duplicate `{key}` in #[mcp_tool]; give it once"),
        ));
    }
    *slot = Some(value);
    Ok(())
}

fn flag(meta: &ParseNestedMeta) -> syn::Result<Flag> {
    let span = meta
        .path
        .get_ident()
        .map_or_else(Span::call_site, |i| i.span());
    let value = if meta.input.peek(syn::Token![=]) {
        let key = meta
            .path
            .get_ident()
            .map(ToString::to_string)
            .unwrap_or_default();
        meta.value()?
            .parse::<LitBool>()
            .map_err(|e| syn::Error::new(e.span(), format!("`{key}` takes `true` or `false`")))?
            .value
    } else {
        true
    };
    Ok(Flag { value, span })
}

impl ToolAttr {
    pub(crate) fn parse(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        let path = &meta.path;
        if path.is_ident("name") {
            let v = meta.value()?.parse()?;
            once(&mut self.name, meta, v)
        } else if path.is_ident("title") {
            let v = meta.value()?.parse()?;
            once(&mut self.title, meta, v)
        } else if path.is_ident("description") {
            let v = meta.value()?.parse()?;
            once(&mut self.description, meta, v)
        } else if path.is_ident("timeout_ms") {
            let msg =
                "`timeout_ms` takes a whole number of milliseconds, e.g. `timeout_ms = 10_000`";
            let v: LitInt = meta
                .value()?
                .parse()
                .map_err(|e| syn::Error::new(e.span(), msg))?;
            v.base10_parse::<u64>()
                .map_err(|e| syn::Error::new(e.span(), msg))?;
            once(&mut self.timeout_ms, meta, v)
        } else if path.is_ident("read_only") {
            let v = flag(meta)?;
            once(&mut self.read_only, meta, v)
        } else if path.is_ident("destructive") {
            let v = flag(meta)?;
            once(&mut self.destructive, meta, v)
        } else if path.is_ident("idempotent") {
            let v = flag(meta)?;
            once(&mut self.idempotent, meta, v)
        } else if path.is_ident("open_world") {
            let v = flag(meta)?;
            once(&mut self.open_world, meta, v)
        } else if path.is_ident("scopes") {
            let v = scopes(meta)?;
            once(&mut self.scopes, meta, (meta.path.clone(), v))
        } else {
            let key = meta
                .path
                .get_ident()
                .map(ToString::to_string)
                .unwrap_or_default();
            let squashed = key.replace('_', "");
            let hint = ["read_only", "open_world", "timeout_ms", "scopes"]
                .iter()
                .find(|k| k.replace('_', "") == squashed || (**k == "scopes" && key == "scope"))
                .map(|k| format!(" (did you mean `{k}`?)"))
                .unwrap_or_default();
            Err(syn::Error::new_spanned(
                &meta.path,
                format!("unknown #[mcp_tool] argument `{key}`{hint}; expected one of: {KEYS}"),
            ))
        }
    }
}
