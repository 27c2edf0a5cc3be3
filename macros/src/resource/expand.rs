//! `#[mcp_resource]`: parse the function, check it, then emit the resource type and its
//! glue.

use super::check::check;
use super::{Resource, APP_MIME};
use crate::ctxt::Ctxt;
use crate::doc::doc_text;
use crate::handler::ast::unraw;
use crate::handler::expand::{
    bindings, call, complete_fn, impl_register, needs_caller, opt, private, probe_fn, probes,
    return_type, scopes_fn, talks, with_icons,
};
use crate::handler::fallback::{fallback, handler_type, not_a_function};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{ItemFn, LitStr};

pub(crate) fn mcp_resource(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut cx = Ctxt::default();
    let Ok(func) = syn::parse2::<ItemFn>(item.clone()) else {
        return not_a_function(cx, item, "#[mcp_resource]");
    };
    let resource = Resource::from_syn(&mut cx, args, &func);
    check(&mut cx, &resource);
    if let Err(errors) = cx.check() {
        return fallback(errors, &resource.func, &stubs(&resource));
    }
    impl_resource(&resource)
}

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
fn impl_resource(resource: &Resource) -> TokenStream {
    let p = private();
    let func = resource.func.emitted_fn();
    let ident = resource.func.ident();
    let attr = &resource.attr;
    let uri = attr.uri.as_ref().expect("checked: the uri is given");
    let ret = return_type(&resource.func);
    let scopes = scopes_fn(attr.scopes.as_ref());
    let complete = complete_fn(attr.complete.as_ref());
    let needs_caller = needs_caller(&resource.func);
    let talks = talks(&resource.func);
    let definition = definition_fn(resource, &func);
    let read = read_fn(resource);
    let probe_fn = probe_fn();
    let resource_type = handler_type(&func.vis, ident);
    let impl_register = impl_register(ident, 1, &quote!(#uri), &quote!(with_resource));
    quote! {
        #func
        #resource_type
        const _: () = {
            #probe_fn
            #[automatically_derived]
            impl #p::Resource for #ident {
                const URI: &'static str = #uri;
                type Ret = #ret;
                #needs_caller
                #talks
                #scopes
                #complete
                #definition
                #read
            }
            #impl_register
        };
    }
}

/// `fn definition()`: the URI (a template when it has a `{`), name, title, description,
/// MIME type, and the size, annotations, icons and MCP Apps keys given.
fn definition_fn(resource: &Resource, func: &ItemFn) -> TokenStream {
    let p = private();
    let attr = &resource.attr;
    let uri = attr.uri.as_ref().expect("checked: the uri is given");
    let template = uri.value().contains('{');
    let (name, _) = resource.func.name(attr.name.as_ref());
    let title = opt(attr.title.as_ref());
    let description = opt(attr
        .description
        .as_ref()
        .map(LitStr::value)
        .or_else(|| doc_text(&func.attrs)));
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
    let icons = with_icons(attr.icons.as_ref());
    let meta = app_meta(resource);
    quote! {
        fn definition() -> #p::ResourceDefinition {
            #p::ResourceDefinition::__new(#uri, #template, #name, #title, #description, #mime)
                #size #annotations #icons #meta
        }
    }
}

/// `fn read()`: the probes, each template variable taken from the URI, then the call.
fn read_fn(resource: &Resource) -> TokenStream {
    let p = private();
    let probes = probes(&resource.func);
    let bindings = bindings(&resource.func, |_, field, ty, json_name| {
        quote_spanned! {ty.span()=>
            let #field: #ty = __tw_args
                .take_text::<#ty>(#json_name)
                .map_err(|e| #p::invalid_variable(&__tw_call, &__tw_uri, e))?;
        }
    });
    let call = call(&resource.func);
    quote! {
        // Bindings are named as the parameters (MCP names, `resourceUri`).
        #[allow(non_snake_case)]
        fn read(
            __tw_call: #p::Call<'_>,
            __tw_uri: #p::std::string::String,
            __tw_vars: #p::serde_json::Value,
        ) -> #p::core::result::Result<
            impl #p::core::future::Future<Output = #p::Outcome> + #p::core::marker::Send + '_,
            #p::Outcome,
        > {
            #probes
            let mut __tw_args = #p::Args::new(__tw_vars);
            #bindings
            #p::core::result::Result::Ok(async move {
                #p::finish_read::<Self>(&__tw_call, __tw_uri, #call)
            })
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

// Input:  an #[mcp_resource] function that failed a check.
// Output: impl Resource + impl Register stubs, never run (the build fails).
fn stubs(resource: &Resource) -> TokenStream {
    let p = private();
    let ident = resource.func.ident();
    let key = match &resource.attr.uri {
        Some(uri) => uri.value(),
        None => unraw(ident),
    };
    let register = impl_register(ident, 1, &quote!(#key), &quote!(with_resource));
    quote! {
        #[automatically_derived]
        impl #p::Resource for #ident {
            const URI: &'static str = #key;
            type Ret = #p::core::result::Result<#p::std::string::String, #p::core::convert::Infallible>;

            fn definition() -> #p::ResourceDefinition {
                #p::core::unreachable!()
            }

            #[allow(unreachable_code)]
            fn read(
                _: #p::Call<'_>,
                _: #p::std::string::String,
                _: #p::serde_json::Value,
            ) -> #p::core::result::Result<
                impl #p::core::future::Future<Output = #p::Outcome> + #p::core::marker::Send + '_,
                #p::Outcome,
            > {
                #p::core::result::Result::Ok(#p::core::future::ready::<#p::Outcome>(
                    #p::core::unreachable!(),
                ))
            }
        }
        #register
    }
}
