//! Collects every error of one macro invocation, so a build reports them all at once. As
//! serde's: a `Ctxt` must be [`check`](Ctxt::check)ed before it is dropped, so an error
//! recorded and then forgotten is a panic in the macro's own tests, not a silent success.

use proc_macro2::TokenStream;
use quote::ToTokens;
use std::fmt::Display;

pub(crate) struct Ctxt {
    /// `None` once checked.
    errors: Option<Vec<syn::Error>>,
}

impl Default for Ctxt {
    fn default() -> Ctxt {
        Ctxt {
            errors: Some(Vec::new()),
        }
    }
}

impl Ctxt {
    pub(crate) fn error(&mut self, tokens: impl ToTokens, message: impl Display) {
        self.push(syn::Error::new_spanned(tokens.into_token_stream(), message));
    }

    pub(crate) fn push(&mut self, error: syn::Error) {
        self.errors
            .as_mut()
            .expect("a Ctxt used after check()")
            .push(error);
    }

    /// `Ok` when nothing was recorded, else every error as `compile_error!` invocations.
    pub(crate) fn check(mut self) -> Result<(), TokenStream> {
        let errors = self.errors.take().expect("a Ctxt checked twice");
        if errors.is_empty() {
            return Ok(());
        }
        Err(errors.iter().map(syn::Error::to_compile_error).collect())
    }
}

impl Drop for Ctxt {
    fn drop(&mut self) {
        if !std::thread::panicking() && self.errors.is_some() {
            panic!("a Ctxt was dropped without check(): its errors would be lost");
        }
    }
}

#[cfg(test)]
impl Ctxt {
    /// The messages recorded, in order (the check of a test).
    pub(crate) fn messages(mut self) -> Vec<String> {
        let errors = self.errors.take().expect("a Ctxt checked twice");
        errors.iter().map(ToString::to_string).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ctxt_reports_its_errors_once_checked() {
        let mut cx = Ctxt::default();
        cx.error(quote::quote!(x), "first");
        cx.push(syn::Error::new(proc_macro2::Span::call_site(), "second"));
        let errors = cx.check().unwrap_err().to_string();
        assert!(
            errors.contains("first") && errors.contains("second"),
            "{errors}"
        );
        assert!(Ctxt::default().check().is_ok());
    }

    #[test]
    #[should_panic(expected = "dropped without check()")]
    fn a_ctxt_dropped_unchecked_panics() {
        let mut cx = Ctxt::default();
        cx.error(quote::quote!(x), "forgotten");
    }
}
