//! What `#[mcp_tool]`, `#[mcp_resource]` and `#[mcp_prompt]` share: the one pipeline
//! (parse, check, expand, or on error the fallback), the view of the function (its
//! parameters, `#[ctx]`, `#[sensitive]`, doc comments), the checks of its signature, the
//! attribute helpers (`scopes = [..]`, flags, string lists), the glue and the stubs.
//!
//! A kind of handler adds a folder of the same four files: `ast` (its view, an
//! [`ast::Attributed`]), `attr` (its arguments, a [`Shape`]), `check` (its rules beyond
//! the signature's) and `expand` (what its glue does not share), its [`Glue`] in its
//! `mod.rs`, and a line in `lib.rs`. This folder names none of the kinds: they depend on
//! it, one way.

pub(crate) mod ast;
pub(crate) mod attr;
pub(crate) mod check;
pub(crate) mod expand;
pub(crate) mod fallback;

use crate::ctxt::Ctxt;
use ast::Attributed;
use proc_macro2::TokenStream;
use syn::meta::ParseNestedMeta;
use syn::ItemFn;

/// Which attribute a function is under: what the shared checks and glue vary on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Tool,
    Resource,
    Prompt,
}

/// A kind's attribute arguments: how they parse, and what the pipeline asks of them.
pub(crate) trait Shape: Default {
    /// The attribute they are the arguments of.
    const KIND: Kind;

    /// One `key = value` of the attribute.
    fn parse(&mut self, meta: &ParseNestedMeta) -> syn::Result<()>;

    /// The `Register::KEY` of the stubs emitted on error, when it is not the function's
    /// name.
    fn stub_key(&self) -> Option<String> {
        None
    }
}

/// A kind's rules and glue: what the pipeline runs after parsing its arguments.
pub(crate) trait Glue: Shape {
    /// Its rules beyond the signature's, every error recorded.
    fn check(cx: &mut Ctxt, item: &Attributed<Self>);
    /// Its glue, for an item that passed every check.
    fn expand(item: &Attributed<Self>) -> TokenStream;
}

// Input:  the attribute's arguments and the item under it, for the kind whose arguments
//         are `A`.
// Output: the function, its type and its glue; or, on a mistake, every error beside the
//         function and stubs of its type (`fallback`).
pub(crate) fn expand<A: Glue>(args: TokenStream, item: TokenStream) -> TokenStream {
    let Ok(original) = syn::parse2::<ItemFn>(item.clone()) else {
        return fallback::not_a_function(item, A::KIND);
    };
    // Parse (an argument's error recorded), check (every rule's errors recorded), then the
    // kind's glue, or the fallback with the errors.
    let mut cx = Ctxt::default();
    let item = Attributed::<A>::from_syn(&mut cx, args, &original);
    A::check(&mut cx, &item);
    match cx.check() {
        Ok(()) => A::expand(&item),
        Err(errors) => fallback::fallback(errors, &item.func, item.attr.stub_key()),
    }
}

impl Kind {
    /// The attribute as written, for messages.
    pub(crate) fn attr(self) -> &'static str {
        match self {
            Kind::Tool => "#[mcp_tool]",
            Kind::Resource => "#[mcp_resource]",
            Kind::Prompt => "#[mcp_prompt]",
        }
    }

    /// What the non-`#[ctx]` parameters are, for messages.
    pub(crate) fn inputs(self) -> &'static str {
        match self {
            Kind::Tool => "tool arguments",
            Kind::Resource => "resource parameters",
            Kind::Prompt => "prompt arguments",
        }
    }

    /// Where the inputs are decoded from, for messages.
    pub(crate) fn source(self) -> &'static str {
        match self {
            Kind::Tool => "the call's JSON",
            Kind::Resource => "the URI's template variables",
            Kind::Prompt => "the request's arguments",
        }
    }

    /// `Register::KIND` (`toolset/catalog.rs`): `0` tool, `1` resource, `2` prompt.
    pub(crate) fn register_kind(self) -> u8 {
        match self {
            Kind::Tool => 0,
            Kind::Resource => 1,
            Kind::Prompt => 2,
        }
    }

    /// The runtime's names the glue of the kind uses.
    pub(crate) fn names(self) -> Names {
        match self {
            Kind::Tool => Names {
                trait_name: "Tool",
                key: "NAME",
                definition: "ToolDefinition",
                run: "invoke",
                finish: "finish",
                with: "with",
            },
            Kind::Resource => Names {
                trait_name: "Resource",
                key: "URI",
                definition: "ResourceDefinition",
                run: "read",
                finish: "finish_read",
                with: "with_resource",
            },
            Kind::Prompt => Names {
                trait_name: "Prompt",
                key: "NAME",
                definition: "PromptDefinition",
                run: "get",
                finish: "finish_prompt",
                with: "with_prompt",
            },
        }
    }
}

/// The runtime's names for one kind (each under `toolwright::__private`).
pub(crate) struct Names {
    /// The trait the glue implements (`Tool`).
    pub(crate) trait_name: &'static str,
    /// Its constant that keys the item (`NAME`, or a resource's `URI`).
    pub(crate) key: &'static str,
    /// What `fn definition()` returns.
    pub(crate) definition: &'static str,
    /// Its function that answers a request (`invoke`).
    pub(crate) run: &'static str,
    /// The glue's function that turns the handler's result into the answer.
    pub(crate) finish: &'static str,
    /// `ToolSet`'s method that adds the item.
    pub(crate) with: &'static str,
}
