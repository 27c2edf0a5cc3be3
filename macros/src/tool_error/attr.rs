//! The `#[error_kind(...)]` grammar.
//!
//! ```text
//! error_kind := kind ("," key "=" value)* ","?
//! kind       := security | operational | internal
//! key        := category | message | customer_message | suggested_action
//!             | retryable | retry_after_ms | reply | disguise
//! ```

use proc_macro2::Span;
use syn::parse::{Parse, ParseStream};
use syn::{Ident, LitBool, LitInt, LitStr, Token};

mod kw {
    syn::custom_keyword!(security);
    syn::custom_keyword!(operational);
    syn::custom_keyword!(internal);
    syn::custom_keyword!(category);
    syn::custom_keyword!(message);
    syn::custom_keyword!(customer_message);
    syn::custom_keyword!(suggested_action);
    syn::custom_keyword!(retryable);
    syn::custom_keyword!(retry_after_ms);
    syn::custom_keyword!(reply);
    syn::custom_keyword!(disguise);
    syn::custom_keyword!(display);
}

/// The closed set of operational categories, with whether each is retryable by default.
/// The runtime's `Category::default_retryable` is the source of truth for the wire; this
/// table only lets the macro check `retry_after_ms` against it. The ui cases
/// `pass/retry-defaults.rs` and `error_kind/retry-after-not-retryable.rs` keep them equal.
pub(crate) const CATEGORIES: &[(&str, &str, bool)] = &[
    ("validation", "Validation", false),
    ("not_found", "NotFound", false),
    ("conflict", "Conflict", false),
    ("business", "Business", false),
    ("permission", "Permission", false),
    ("rate_limited", "RateLimited", true),
    ("timeout", "Timeout", true),
    ("transient", "Transient", true),
    ("unknown_outcome", "UnknownOutcome", false),
    ("declined", "Declined", false),
    ("unsupported", "Unsupported", false),
];

/// The closed set of security replies.
pub(crate) const REPLIES: &[(&str, &str)] = &[
    ("rejected", "Rejected"),
    ("unauthorized", "Unauthorized"),
    ("access_denied", "AccessDenied"),
];

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum KindName {
    Security,
    Operational,
    Internal,
}

impl KindName {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            KindName::Security => "security",
            KindName::Operational => "operational",
            KindName::Internal => "internal",
        }
    }
}

/// The kind keyword.
pub(crate) struct KindKeyword {
    pub(crate) name: KindName,
}

/// `message = "..."` or `message = display`.
pub(crate) enum Message {
    Template(LitStr),
    Display(Span),
}

/// One `key = value` pair, keeping the key's span for errors.
pub(crate) struct Keyed<T> {
    pub(crate) key: Ident,
    pub(crate) value: T,
}

/// A parsed `#[error_kind(...)]`.
pub(crate) struct ErrorKindAttr {
    pub(crate) kind: KindKeyword,
    pub(crate) category: Option<Keyed<LitStr>>,
    pub(crate) message: Option<Keyed<Message>>,
    pub(crate) customer_message: Option<Keyed<LitStr>>,
    pub(crate) suggested_action: Option<Keyed<LitStr>>,
    pub(crate) retryable: Option<Keyed<LitBool>>,
    pub(crate) retry_after_ms: Option<Keyed<LitInt>>,
    pub(crate) reply: Option<Keyed<LitStr>>,
    pub(crate) disguise: Option<Keyed<Ident>>,
}

impl ErrorKindAttr {
    /// The keys given that only operational variants may use, for the security/internal
    /// check.
    pub(crate) fn operational_keys(&self) -> Vec<&Ident> {
        [
            self.category.as_ref().map(|k| &k.key),
            self.message.as_ref().map(|k| &k.key),
            self.customer_message.as_ref().map(|k| &k.key),
            self.suggested_action.as_ref().map(|k| &k.key),
            self.retryable.as_ref().map(|k| &k.key),
            self.retry_after_ms.as_ref().map(|k| &k.key),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// The security-only keys given.
    pub(crate) fn security_keys(&self) -> Vec<&Ident> {
        [
            self.reply.as_ref().map(|k| &k.key),
            self.disguise.as_ref().map(|k| &k.key),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
}

fn set<T>(slot: &mut Option<Keyed<T>>, key: Ident, value: T) -> syn::Result<()> {
    if slot.is_some() {
        return Err(syn::Error::new(
            key.span(),
            format!("duplicate `{key}` in #[error_kind]; give it once"),
        ));
    }
    *slot = Some(Keyed { key, value });
    Ok(())
}

impl Parse for ErrorKindAttr {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let lookahead = input.lookahead1();
        let name = if lookahead.peek(kw::security) {
            KindName::Security
        } else if lookahead.peek(kw::operational) {
            KindName::Operational
        } else if lookahead.peek(kw::internal) {
            KindName::Internal
        } else {
            return Err(lookahead.error());
        };
        input.parse::<Ident>()?;
        let mut attr = ErrorKindAttr {
            kind: KindKeyword { name },
            category: None,
            message: None,
            customer_message: None,
            suggested_action: None,
            retryable: None,
            retry_after_ms: None,
            reply: None,
            disguise: None,
        };
        while !input.is_empty() {
            input.parse::<Token![,]>()?;
            if input.is_empty() {
                break;
            }
            attr.parse_pair(input)?;
        }
        Ok(attr)
    }
}

impl ErrorKindAttr {
    fn parse_pair(&mut self, input: ParseStream) -> syn::Result<()> {
        let lookahead = input.lookahead1();
        if !(lookahead.peek(kw::category)
            || lookahead.peek(kw::message)
            || lookahead.peek(kw::customer_message)
            || lookahead.peek(kw::suggested_action)
            || lookahead.peek(kw::retryable)
            || lookahead.peek(kw::retry_after_ms)
            || lookahead.peek(kw::reply)
            || lookahead.peek(kw::disguise))
        {
            if let Ok(unknown) = input.fork().parse::<Ident>() {
                return Err(syn::Error::new(
                    unknown.span(),
                    format!("unknown #[error_kind] key `{unknown}`; expected one of: `category`, `message`, `customer_message`, `suggested_action`, `retryable`, `retry_after_ms`, `reply`, `disguise`"),
                ));
            }
            return Err(lookahead.error());
        }
        let key: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        match key.to_string().as_str() {
            "category" => {
                let v = input.parse()?;
                set(&mut self.category, key, v)
            }
            "message" => {
                let v = if input.peek(kw::display) {
                    Message::Display(input.parse::<kw::display>()?.span)
                } else if input.peek(LitStr) {
                    Message::Template(input.parse()?)
                } else {
                    return Err(input.error(
                        "expected a string literal, or `display` to reuse the Display text",
                    ));
                };
                set(&mut self.message, key, v)
            }
            "customer_message" => {
                let v = input.parse()?;
                set(&mut self.customer_message, key, v)
            }
            "suggested_action" => {
                let v = input.parse()?;
                set(&mut self.suggested_action, key, v)
            }
            "retryable" => {
                let v = input.parse().map_err(|e| {
                    syn::Error::new(e.span(), "`retryable` takes `true` or `false`")
                })?;
                set(&mut self.retryable, key, v)
            }
            "retry_after_ms" => {
                let v = input.parse().map_err(|e| {
                    syn::Error::new(
                        e.span(),
                        "`retry_after_ms` takes a whole number of milliseconds, e.g. `retry_after_ms = 2000`",
                    )
                })?;
                set(&mut self.retry_after_ms, key, v)
            }
            "reply" => {
                let v = input.parse()?;
                set(&mut self.reply, key, v)
            }
            _ => {
                let v = input.parse()?;
                set(&mut self.disguise, key, v)
            }
        }
    }
}
