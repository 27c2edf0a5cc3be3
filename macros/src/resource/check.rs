//! What the design forbids in an `#[mcp_resource]` beyond the shared signature rules: a
//! missing or unmatchable URI, parameters that are not its template variables (and
//! variables with no parameter), and MCP Apps settings on a resource that is no app.

use super::ast::{Resource, APP_MIME};
use super::template::variables;
use crate::ctxt::Ctxt;
use crate::handler::check::check_signature;

pub(crate) fn check(cx: &mut Ctxt, resource: &Resource) {
    check_signature(cx, &resource.func);
    has_uri(cx, resource);
    parameters_are_variables(cx, resource);
    app_mime_type(cx, resource);
    app_keys_on_an_app(cx, resource);
}

fn has_uri(cx: &mut Ctxt, resource: &Resource) {
    if resource.attr.uri.is_none() {
        cx.error(
            resource.func.ident(),
            "#[mcp_resource] needs the resource's URI: add `uri = \"scheme://...\"` (a fixed URI), or a URI template such as `uri = \"file:///{+path}\"`",
        );
    }
}

/// The template parses, each variable has a parameter and each parameter (not `#[ctx]`)
/// is a variable.
fn parameters_are_variables(cx: &mut Ctxt, resource: &Resource) {
    let Some(lit) = &resource.attr.uri else {
        return;
    };
    let uri = lit.value();
    let vars = match variables(&uri) {
        Ok(vars) => vars,
        Err(e) => return cx.error(lit, e),
    };
    let inputs: Vec<_> = resource.func.inputs().collect();
    for var in &vars {
        if !inputs.iter().any(|p| p.json_name().as_deref() == Some(var)) {
            cx.error(
                lit,
                format!("template variable `{var}` has no parameter: add `{var}: String` to the function"),
            );
        }
    }
    for param in inputs {
        let Some(name) = param.json_name() else {
            continue; // a pattern: reported by the shared checks
        };
        if !vars.contains(&name) {
            cx.error(
                &param.original.pat,
                format!("parameter `{name}` is not a variable of `{uri}`: URI template variables are the resource's only inputs; take it as `#[ctx]` or add `{{{name}}}` to the uri"),
            );
        }
    }
}

fn app_mime_type(cx: &mut Ctxt, resource: &Resource) {
    let Some(mime) = &resource.attr.mime_type else {
        return;
    };
    if resource.is_app() && mime.value() != APP_MIME {
        cx.error(
            mime,
            format!("a `ui://` resource is an MCP Apps UI, whose MIME type is `{APP_MIME}`: write `mime_type = \"{APP_MIME}\"` or remove `mime_type` (it is the default)"),
        );
    }
}

fn app_keys_on_an_app(cx: &mut Ctxt, resource: &Resource) {
    if resource.is_app() || resource.attr.uri.is_none() {
        return;
    }
    for key in &resource.attr.app_keys {
        let name = key.get_ident().map(ToString::to_string).unwrap_or_default();
        cx.error(
            key,
            format!("`{name}` configures an MCP Apps UI, and this resource is none: its uri does not start with `ui://`; remove `{name}` or serve the app at a `ui://` URI"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proc_macro2::TokenStream;
    use quote::quote;
    use syn::{parse_quote, ItemFn};

    fn messages(args: TokenStream, func: &ItemFn) -> Vec<String> {
        let mut cx = Ctxt::default();
        let resource = Resource::from_syn(&mut cx, args, func);
        check(&mut cx, &resource);
        cx.messages()
    }

    #[test]
    fn variables_and_parameters_match_both_ways() {
        let func = parse_quote! {
            fn f(x: String, id: u64, #[ctx] caller: Caller) -> Result<String, E> { todo!() }
        };
        let m = messages(quote!(uri = "test://t/{x}/{+rest}"), &func);
        assert_eq!(
            m,
            [
                "template variable `rest` has no parameter: add `rest: String` to the function",
                "parameter `id` is not a variable of `test://t/{x}/{+rest}`: URI template variables are the resource's only inputs; take it as `#[ctx]` or add `{id}` to the uri",
            ]
        );
    }

    #[test]
    fn a_missing_uri_and_app_keys_off_an_app_are_refused() {
        let func = parse_quote! {
            fn f() -> Result<String, E> { todo!() }
        };
        let m = messages(quote!(), &func);
        assert_eq!(m.len(), 1, "{m:#?}");
        assert!(m[0].starts_with("#[mcp_resource] needs the resource's URI"));
        let m = messages(quote!(uri = "notes://x", prefers_border, border = 1), &func);
        assert_eq!(m.len(), 2, "{m:#?}");
        assert!(m[0].starts_with("unknown #[mcp_resource] argument `border`"));
        assert!(m[1].starts_with("`prefers_border` configures an MCP Apps UI"));
        let m = messages(quote!(uri = "notes://x", domain = "a.example"), &func);
        assert_eq!(m.len(), 1, "{m:#?}");
        assert!(m[0].starts_with("`domain` configures an MCP Apps UI"));
    }

    #[test]
    fn a_context_is_left_to_the_type_system_and_sensitive_is_refused() {
        let func = parse_quote! {
            fn f(#[sensitive] id: String, #[ctx] ctx: Context) -> Result<String, E> { todo!() }
        };
        let m = messages(quote!(uri = "notes://{id}"), &func);
        assert_eq!(m.len(), 1, "{m:#?}");
        assert!(m[0].starts_with("#[sensitive] marks a tool or prompt argument"));
    }
}
