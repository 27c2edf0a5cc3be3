//! The runtime sanitizer: strips what leaks from text bound for the model.
//! (stub: being written)

use std::borrow::Cow;

/// Strip host:port pairs, IPs, credentialed URLs, absolute paths, connection strings,
/// token-like secrets and stack traces from `input`, and cap its length.
pub fn sanitize(input: &str) -> Cow<'_, str> {
    Cow::Borrowed(input)
}
