//! The typed view of an attributed handler function, borrowing the tokens it came from.

use super::attr::Common;
use super::{Kind, Shape};
use crate::ctxt::Ctxt;
use crate::doc::doc_text;
use proc_macro2::{Span, TokenStream};
use syn::parse::Parser;
use syn::{Attribute, FnArg, Ident, ItemFn, Pat, PatType, Receiver, Type};

/// A function and its attribute's arguments: the typed view of one kind of handler
/// (`tool::ast::Tool`, ...).
pub(crate) struct Attributed<'a, A> {
    pub(crate) func: Handler<'a>,
    /// The arguments more than one kind takes.
    pub(crate) common: Common,
    /// The kind's own.
    pub(crate) attr: A,
}

impl<'a, A: Shape> Attributed<'a, A> {
    /// Parse the attribute's arguments (recording their error) and view the function.
    pub(crate) fn from_syn(cx: &mut Ctxt, args: TokenStream, original: &'a ItemFn) -> Self {
        let mut common = Common::default();
        let mut attr = A::default();
        let parser = syn::meta::parser(|meta| match common.parse(&meta, A::KIND) {
            Some(parsed) => parsed,
            None => attr.parse(&meta),
        });
        if let Err(e) = parser.parse2(args) {
            cx.push(e);
        }
        Attributed {
            func: Handler::from_syn(A::KIND, original),
            common,
            attr,
        }
    }
}

impl<A> Attributed<'_, A> {
    /// The MCP name and the tokens it came from: `name = ".."`, or the function's name.
    pub(crate) fn name(&self) -> (String, Span) {
        self.func.name(self.common.name.as_ref())
    }

    /// `description = ".."`, or the doc comment.
    pub(crate) fn description(&self) -> Option<String> {
        self.common
            .description
            .as_ref()
            .map(syn::LitStr::value)
            .or_else(|| doc_text(&self.func.original.attrs))
    }
}

/// The function under `#[mcp_tool]`, `#[mcp_resource]` or `#[mcp_prompt]`.
pub(crate) struct Handler<'a> {
    pub(crate) kind: Kind,
    pub(crate) original: &'a ItemFn,
    /// `self`, `&self`, ...: only ever a mistake, kept to report it and to know the function
    /// sits in an `impl` (where the fallback cannot put a type).
    pub(crate) receiver: Option<&'a Receiver>,
    pub(crate) params: Vec<Param<'a>>,
}

pub(crate) struct Param<'a> {
    pub(crate) original: &'a PatType,
    /// The plain name (`order_id` in `order_id: String`); `None` for a pattern.
    pub(crate) ident: Option<&'a Ident>,
    pub(crate) ty: &'a Type,
    /// `///` lines: the property's description.
    pub(crate) docs: Vec<&'a Attribute>,
    /// `#[ctx]`: injected from the call's context, not supplied by the model.
    pub(crate) ctx: Option<&'a Attribute>,
    /// `#[sensitive]`: the value never reaches the log.
    pub(crate) sensitive: Option<&'a Attribute>,
    /// `#[header("Name")]`: a tool argument mirrored into the `Mcp-Param-Name` HTTP
    /// header (SEP-2243).
    pub(crate) header: Option<&'a Attribute>,
}

impl<'a> Handler<'a> {
    /// View the function.
    pub(crate) fn from_syn(kind: Kind, original: &'a ItemFn) -> Self {
        let mut receiver = None;
        let mut params = Vec::new();
        for input in &original.sig.inputs {
            match input {
                FnArg::Receiver(r) => receiver = Some(r),
                FnArg::Typed(arg) => params.push(Param::from_syn(arg)),
            }
        }
        Handler {
            kind,
            original,
            receiver,
            params,
        }
    }

    pub(crate) fn ident(&self) -> &'a Ident {
        &self.original.sig.ident
    }

    /// The MCP name and the tokens it came from: `name = ".."`, or the function's name
    /// unrawed.
    pub(crate) fn name(&self, attr: Option<&syn::LitStr>) -> (String, Span) {
        match attr {
            Some(lit) => (lit.value(), lit.span()),
            None => (unraw(self.ident()), self.ident().span()),
        }
    }

    /// The parameters the client supplies (not `#[ctx]`).
    pub(crate) fn inputs(&self) -> impl Iterator<Item = &Param<'a>> {
        self.params.iter().filter(|p| p.ctx.is_none())
    }

    /// The function as emitted: unchanged but for the parameter attributes the macro
    /// consumes (`#[ctx]`, `#[sensitive]`, `#[header]`; doc comments move to the schema).
    pub(crate) fn emitted_fn(&self) -> ItemFn {
        let mut func = self.original.clone();
        for input in &mut func.sig.inputs {
            if let FnArg::Typed(arg) = input {
                arg.attrs.retain(|a| !is_param_attr(a));
            }
        }
        func
    }
}

impl<'a> Param<'a> {
    fn from_syn(original: &'a PatType) -> Self {
        let ident = match &*original.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => Some(&p.ident),
            _ => None,
        };
        let docs = original
            .attrs
            .iter()
            .filter(|a| a.path().is_ident("doc"))
            .collect();
        let ctx = original.attrs.iter().find(|a| a.path().is_ident("ctx"));
        let sensitive = original
            .attrs
            .iter()
            .find(|a| a.path().is_ident("sensitive"));
        let header = original.attrs.iter().find(|a| a.path().is_ident("header"));
        Param {
            original,
            ident,
            ty: &original.ty,
            docs,
            ctx,
            sensitive,
            header,
        }
    }

    /// The header name of `#[header("Name")]`, as written.
    pub(crate) fn header_name(&self) -> Option<syn::Result<syn::LitStr>> {
        self.header.map(|attr| {
            attr.parse_args::<syn::LitStr>().map_err(|_| {
                syn::Error::new_spanned(
                    &attr.meta,
                    "#[header] names the header the client mirrors the argument into: `#[header(\"Region\")]` for `Mcp-Param-Region`",
                )
            })
        })
    }

    /// The JSON property name: the parameter's name, unrawed.
    pub(crate) fn json_name(&self) -> Option<String> {
        self.ident.map(unraw)
    }
}

fn is_param_attr(a: &Attribute) -> bool {
    ["doc", "ctx", "sensitive", "header"]
        .iter()
        .any(|name| a.path().is_ident(name))
}

pub(crate) fn unraw(ident: &Ident) -> String {
    ident.to_string().trim_start_matches("r#").to_owned()
}
