//! The glue only `#[mcp_resource]` emits: its key, the URI, and its definition; the rest
//! is `handler::expand`'s.

use super::ast::{Resource, APP_MIME};
use crate::handler::expand::{impl_handler, opt, private, with_icons, Extras};
use proc_macro2::TokenStream;
use quote::quote;
use syn::LitStr;

// Input:
//     /// A file of the workspace.
//     #[mcp_resource(uri = "file:///{+path}", mime_type = "text/plain")]
//     async fn file(path: String, #[ctx] caller: Caller) -> Result<String, FileError> { .. }
// Output (beside the function, unchanged but for parameter attributes):
//     struct file {}
//     const _: () = {
//         fn __tw_argument<__T: Argument>() {}
//         impl Resource for file {
//             const URI = "file:///{+path}";
//             fn definition() -> ResourceDefinition { __new(..).__with_size(..).. }
//             fn read(__tw_call, __tw_uri, __tw_vars) -> .. {
//                 __tw_argument::<String>();   // per variable, spanned at its type
//                 let path: String = __tw_args.take_text::<String>("path")
//                     .map_err(|e| invalid_variable(&__tw_call, &__tw_uri, e))?;
//                 let caller: Caller = FromContext::from_call(&__tw_call).map_err(..)?;
//                 Ok(async move { finish_read::<Self>(&__tw_call, __tw_uri, catch(file(path, caller)).await) })
//             }
//         }
//         impl Register for file { KIND = 1, KEY = URI: set.with_resource::<Self>() }
//     };
// What only a resource has: the URI as its key, and its definition (size, annotations,
// icons, MCP Apps keys).
pub(crate) fn expand(resource: &Resource) -> TokenStream {
    let uri = resource
        .attr
        .uri
        .as_ref()
        .expect("checked: the uri is given");
    let definition = definition_fn(resource);
    impl_handler(resource, &quote!(#uri), &definition, Extras::default())
}

/// `fn definition()`: the URI (a template when it has a `{`), name, title, description,
/// MIME type, and the size, annotations, icons and MCP Apps keys given.
fn definition_fn(resource: &Resource) -> TokenStream {
    let p = private();
    let attr = &resource.attr;
    let uri = attr.uri.as_ref().expect("checked: the uri is given");
    let template = uri.value().contains('{');
    let (name, _) = resource.name();
    let title = opt(resource.common.title.as_ref());
    let description = opt(resource.description());
    let mime = match &attr.mime_type {
        Some(m) => opt(Some(m.clone())),
        None if resource.is_app() => opt(Some(APP_MIME)),
        None => opt(None::<LitStr>),
    };
    let size = attr.size.map(|s| quote!(.__with_size(#s)));
    let annotations = (attr.audience.is_some() || attr.priority.is_some()).then(|| {
        let audience = opt(attr
            .audience
            .as_ref()
            .map(|roles| quote!(&[#(#p::Role::#roles),*])));
        let priority = opt(attr.priority.as_ref());
        quote!(.__with_annotations(#audience, #priority))
    });
    let icons = with_icons(resource.common.icons.as_ref());
    let meta = app_meta(resource);
    quote! {
        fn definition() -> #p::ResourceDefinition {
            #p::ResourceDefinition::__new(#uri, #template, #name, #title, #description, #mime)
                #size #annotations #icons #meta
        }
    }
}

/// `.__with_meta({"ui": {..}})` for the MCP Apps keys: `csp`, `permissions`,
/// `prefersBorder`, `domain`.
fn app_meta(resource: &Resource) -> Option<TokenStream> {
    let p = private();
    let attr = &resource.attr;
    let csp: Vec<TokenStream> = [
        ("connectDomains", &attr.csp_connect),
        ("resourceDomains", &attr.csp_resources),
        ("frameDomains", &attr.csp_frames),
        ("baseUriDomains", &attr.csp_base_uri),
    ]
    .into_iter()
    .filter_map(|(key, list)| list.as_ref().map(|l| quote!(#key: [#(#l),*])))
    .collect();
    let mut ui: Vec<TokenStream> = Vec::new();
    if !csp.is_empty() {
        ui.push(quote!("csp": { #(#csp),* }));
    }
    if let Some(permissions) = &attr.permissions {
        let keys = permissions.iter().map(|p| p.key);
        ui.push(quote!("permissions": { #(#keys: {}),* }));
    }
    if let Some(border) = attr.prefers_border {
        let value = border.value;
        ui.push(quote!("prefersBorder": #value));
    }
    if let Some(domain) = &attr.domain {
        ui.push(quote!("domain": #domain));
    }
    (!ui.is_empty()).then(|| quote!(.__with_meta(#p::serde_json::json!({ "ui": { #(#ui),* } }))))
}
