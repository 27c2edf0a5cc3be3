//! The `#[mcp_resource(...)]` arguments.
//!
//! ```text
//! mcp_resource := arg ("," arg)* ","?
//! arg  := uri = "str" | name = "str" | title = "str" | description = "str"
//!       | mime_type = "str" | size = int | audience = ["user" | "assistant", ..]
//!       | priority = float (0.0 ..= 1.0) | icons = ["https://..", ..]
//!       | scopes = scope | scopes = [scope, ..] | complete = path
//!       | csp_connect = ["..", ..] | csp_resources = [..] | csp_frames = [..]
//!       | csp_base_uri = [..] | permissions = [permission, ..]
//!       | prefers_border [= bool] | domain = "str"
//! permission := camera | microphone | geolocation | clipboard_write
//! ```

use crate::handler::attr::{flag, once, strings, text, unknown, Flag};
use crate::handler::{Kind, Shape};
use proc_macro2::Span;
use syn::meta::ParseNestedMeta;
use syn::punctuated::Punctuated;
use syn::{Ident, LitFloat, LitInt, LitStr, Path, Token};

mod kw {
    syn::custom_keyword!(camera);
    syn::custom_keyword!(microphone);
    syn::custom_keyword!(geolocation);
    syn::custom_keyword!(clipboard_write);
}

/// An MCP Apps permission (`permissions = [..]`) and its `_meta.ui.permissions` key.
pub(crate) struct Permission {
    pub(crate) key: &'static str,
    pub(crate) span: Span,
}

impl syn::parse::Parse for Permission {
    fn parse(input: syn::parse::ParseStream) -> syn::Result<Self> {
        let lookahead = input.lookahead1();
        let span = input.span();
        let key = if lookahead.peek(kw::camera) {
            input.parse::<kw::camera>()?;
            "camera"
        } else if lookahead.peek(kw::microphone) {
            input.parse::<kw::microphone>()?;
            "microphone"
        } else if lookahead.peek(kw::geolocation) {
            input.parse::<kw::geolocation>()?;
            "geolocation"
        } else if lookahead.peek(kw::clipboard_write) {
            input.parse::<kw::clipboard_write>()?;
            "clipboardWrite"
        } else {
            return Err(lookahead.error());
        };
        Ok(Permission { key, span })
    }
}

#[derive(Default)]
pub(crate) struct ResourceAttr {
    pub(crate) uri: Option<LitStr>,
    pub(crate) mime_type: Option<LitStr>,
    pub(crate) size: Option<u64>,
    /// `audience = [..]`: the `wire::Role` variants, in order.
    pub(crate) audience: Option<Vec<Ident>>,
    pub(crate) priority: Option<LitFloat>,
    pub(crate) csp_connect: Option<Vec<LitStr>>,
    pub(crate) csp_resources: Option<Vec<LitStr>>,
    pub(crate) csp_frames: Option<Vec<LitStr>>,
    pub(crate) csp_base_uri: Option<Vec<LitStr>>,
    pub(crate) permissions: Option<Vec<Permission>>,
    pub(crate) prefers_border: Option<Flag>,
    pub(crate) domain: Option<LitStr>,
    /// The MCP Apps keys given (`csp_*`, `permissions`, ..), for the check that the
    /// resource is a `ui://` one.
    pub(crate) app_keys: Vec<Path>,
}

const ATTR: &str = "#[mcp_resource]";

const KEYS: &str = "`uri`, `name`, `title`, `description`, `mime_type`, `size`, `audience`, `priority`, `icons`, `scopes`, `complete`, `csp_connect`, `csp_resources`, `csp_frames`, `csp_base_uri`, `permissions`, `prefers_border`, `domain`";

fn audience(meta: &ParseNestedMeta) -> syn::Result<Vec<Ident>> {
    let roles = strings(meta)?;
    let mut out: Vec<Ident> = Vec::new();
    for role in &roles {
        let variant = match role.value().as_str() {
            "user" => "User",
            "assistant" => "Assistant",
            _ => {
                return Err(syn::Error::new(
                    role.span(),
                    "an audience is \"user\" (the person using the client) or \"assistant\" (the model)",
                ))
            }
        };
        if out.iter().any(|i| i == variant) {
            return Err(syn::Error::new(
                role.span(),
                "this role is listed twice in `audience`; name it once",
            ));
        }
        out.push(Ident::new(variant, role.span()));
    }
    Ok(out)
}

fn priority(meta: &ParseNestedMeta) -> syn::Result<LitFloat> {
    let msg = "`priority` takes a number from 0.0 (optional) to 1.0 (required), written with a point, e.g. `priority = 0.5`";
    let lit: LitFloat = meta
        .value()?
        .parse()
        .map_err(|e| syn::Error::new(e.span(), msg))?;
    match lit.base10_parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(lit),
        _ => Err(syn::Error::new(lit.span(), msg)),
    }
}

fn permissions(meta: &ParseNestedMeta) -> syn::Result<Vec<Permission>> {
    let input = meta.value()?;
    let content;
    syn::bracketed!(content in input);
    let list = Punctuated::<Permission, Token![,]>::parse_terminated(&content)?;
    let list: Vec<Permission> = list.into_iter().collect();
    for (i, p) in list.iter().enumerate() {
        if list[..i].iter().any(|q| q.key == p.key) {
            return Err(syn::Error::new(
                p.span,
                "this permission is listed twice; name it once",
            ));
        }
    }
    Ok(list)
}

impl Shape for ResourceAttr {
    const KIND: Kind = Kind::Resource;

    fn parse(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        let path = &meta.path;
        let is = |k: &str| path.is_ident(k);
        if is("uri") {
            text(&mut self.uri, meta, ATTR)
        } else if is("mime_type") {
            text(&mut self.mime_type, meta, ATTR)
        } else if is("size") {
            let msg =
                "`size` takes the resource's size in bytes, a whole number, e.g. `size = 1024`";
            let lit: LitInt = meta
                .value()?
                .parse()
                .map_err(|e| syn::Error::new(e.span(), msg))?;
            let v = lit
                .base10_parse::<u64>()
                .map_err(|e| syn::Error::new(e.span(), msg))?;
            once(&mut self.size, meta, ATTR, v)
        } else if is("audience") {
            let v = audience(meta)?;
            once(&mut self.audience, meta, ATTR, v)
        } else if is("priority") {
            let v = priority(meta)?;
            once(&mut self.priority, meta, ATTR, v)
        } else {
            self.parse_app(meta)
        }
    }

    /// The stubs are keyed by the URI, as the resource.
    fn stub_key(&self) -> Option<String> {
        self.uri.as_ref().map(LitStr::value)
    }
}

impl ResourceAttr {
    /// The MCP Apps keys (`_meta.ui`).
    fn parse_app(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        let path = &meta.path;
        let is = |k: &str| path.is_ident(k);
        if is("csp_connect") {
            let v = strings(meta)?;
            once(&mut self.csp_connect, meta, ATTR, v)?;
        } else if is("csp_resources") {
            let v = strings(meta)?;
            once(&mut self.csp_resources, meta, ATTR, v)?;
        } else if is("csp_frames") {
            let v = strings(meta)?;
            once(&mut self.csp_frames, meta, ATTR, v)?;
        } else if is("csp_base_uri") {
            let v = strings(meta)?;
            once(&mut self.csp_base_uri, meta, ATTR, v)?;
        } else if is("permissions") {
            let v = permissions(meta)?;
            once(&mut self.permissions, meta, ATTR, v)?;
        } else if is("prefers_border") {
            let v = flag(meta)?;
            once(&mut self.prefers_border, meta, ATTR, v)?;
        } else if is("domain") {
            text(&mut self.domain, meta, ATTR)?;
        } else {
            return Err(unknown(
                meta,
                ATTR,
                KEYS,
                &["mime_type", "scopes", "prefers_border", "csp_base_uri"],
            ));
        }
        self.app_keys.push(path.clone());
        Ok(())
    }
}
