//! The traits a resource is made of: [`Resource`] (what `#[mcp_resource]` implements),
//! [`ResourceReturn`] (its handler's `Result<T, E>`) and [`IntoContents`] (what `T` may be).

pub use crate::context::Completing;

use crate::caller::Required;
use crate::context::Call;
use crate::error::ToolError;
use crate::wire::{Outcome, ReadResult, ResourceContents, ResourceDefinition};
use base64::Engine as _;
use serde_json::Value;
use std::future::Future;

/// A resource: what `#[mcp_resource]` implements on a type named like the function, for a
/// fixed URI or a URI template. `tools![f]` adds it to a [`ToolSet`](crate::ToolSet).
///
/// Implemented by `#[mcp_resource]` only: its hidden items are the generated glue's and may
/// change in any release.
pub trait Resource: 'static {
    /// The URI, or the URI template, as declared.
    const URI: &'static str;
    /// The handler's return type, `Result<T, E>`. Not public API.
    #[doc(hidden)]
    type Ret: ResourceReturn;
    /// What `resources/list` (or `resources/templates/list`) advertises.
    fn definition() -> ResourceDefinition;
    /// The scopes a caller must hold (`scopes = [...]`). Not public API.
    #[doc(hidden)]
    fn scopes() -> Vec<Required> {
        Vec::new()
    }
    /// Whether the handler takes a `#[ctx] Caller`. Not public API.
    #[doc(hidden)]
    const NEEDS_CALLER: bool = false;
    /// Whether the handler takes a `#[ctx] Context` (it may ask the client). Not public
    /// API.
    #[doc(hidden)]
    const TALKS: bool = false;
    /// The suggestions for a template variable (`complete = fn`), `None` without a
    /// completion function. Not public API.
    #[doc(hidden)]
    fn complete(_request: &Completing<'_>) -> Option<Vec<String>> {
        None
    }
    /// Decode the template's variables (`vars`, an object of strings, already
    /// percent-decoded and checked) now, and return the handler's run, which encodes its
    /// outcome ([`Outcome::Read`] or an error); or the answer to variables that do not
    /// decode. Not public API.
    #[doc(hidden)]
    fn read(
        call: Call<'_>,
        uri: String,
        vars: Value,
    ) -> Result<impl Future<Output = Outcome> + Send + '_, Outcome>;
}

mod sealed {
    pub trait Contents {}
    impl Contents for String {}
    impl Contents for &'static str {}
    impl Contents for super::Blob {}
    impl Contents for crate::wire::ResourceContents {}
    impl Contents for Vec<crate::wire::ResourceContents> {}
    impl Contents for crate::wire::ReadResult {}

    pub trait Return {}
    impl<T, E> Return for Result<T, E> {}
}

/// Binary contents: the bytes of an image, a PDF, an archive. Sent base64-encoded as a
/// `blob`, with the resource's MIME type.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Blob(pub Vec<u8>);

/// What a resource handler can return on success: text (`String`), bytes ([`Blob`]), or
/// [`ResourceContents`] as they are (one, or several). Contents without a MIME type get the
/// resource's; contents without a URI cannot be built.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be returned from an #[mcp_resource]",
    label = "must be `String`, `toolwright::resource::Blob` or `toolwright::wire::ResourceContents`",
    note = "return `String` for text, `Blob(bytes)` for binary contents, or build `ResourceContents` (one, or a `Vec`) yourself"
)]
pub trait IntoContents: sealed::Contents {
    /// The contents of the resource at `uri`. Not public API.
    #[doc(hidden)]
    fn into_contents(self, uri: String) -> Vec<ResourceContents>;
}

impl IntoContents for String {
    fn into_contents(self, uri: String) -> Vec<ResourceContents> {
        vec![ResourceContents::text(uri, self)]
    }
}

impl IntoContents for &'static str {
    fn into_contents(self, uri: String) -> Vec<ResourceContents> {
        vec![ResourceContents::text(uri, self)]
    }
}

impl IntoContents for Blob {
    fn into_contents(self, uri: String) -> Vec<ResourceContents> {
        let data = base64::engine::general_purpose::STANDARD.encode(self.0);
        vec![ResourceContents::blob(uri, data)]
    }
}

impl IntoContents for ResourceContents {
    fn into_contents(self, _uri: String) -> Vec<ResourceContents> {
        vec![self]
    }
}

impl IntoContents for Vec<ResourceContents> {
    fn into_contents(self, _uri: String) -> Vec<ResourceContents> {
        self
    }
}

impl IntoContents for ReadResult {
    fn into_contents(self, _uri: String) -> Vec<ResourceContents> {
        self.contents
    }
}

/// The return type of an `#[mcp_resource]` function: `Result<T, E>` with `T: IntoContents`
/// and `E: ToolError`.
#[diagnostic::on_unimplemented(
    message = "an #[mcp_resource] function must return `Result<T, E>`, not `{Self}`",
    label = "expected `Result<T, E>` where `E` derives `ToolError`",
    note = "return `Result<T, E>`: `T` is `String`, `toolwright::resource::Blob` or `ResourceContents`, `E` derives `toolwright::ToolError`; use `std::convert::Infallible` for a resource that cannot fail"
)]
pub trait ResourceReturn: sealed::Return {
    /// The success type.
    type Ok: IntoContents;
    /// The error type.
    type Err: ToolError;
    /// Split into the standard `Result`.
    fn into_result(self) -> Result<Self::Ok, Self::Err>;
}

impl<T: IntoContents, E: ToolError> ResourceReturn for Result<T, E> {
    type Ok = T;
    type Err = E;
    fn into_result(self) -> Result<T, E> {
        self
    }
}
