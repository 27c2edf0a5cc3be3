//! Prompts, and what a prompt is made of: [`Prompt`] (what `#[mcp_prompt]` implements),
//! [`PromptReturn`] (its handler's `Result<T, E>`) and [`IntoPrompt`] (what `T` may be).
//!
//! `#[mcp_prompt]`: the non-`#[ctx]` parameters are the prompt's arguments (doc
//! comments their descriptions, `Option` optional). MCP sends every argument as a string;
//! each is decoded as a JSON string first, then as the JSON it spells (`"20"` is a `u32`).
//! Return a `String` (one user message), `Vec<PromptMessage>` (text, image, audio and
//! embedded resources, from the user or the assistant) or a `PromptResult` with a
//! description. A prompt needs a description: clients show it.
//!
//! A prompt takes `#[ctx]` parameters, completion functions (`complete = f`), `scopes` and
//! questions to the client as a resource does; [`resource`](crate::resource) has those, and the
//! table of what each kind of failure answers to `prompts/get`.

pub use crate::context::Completing;

use crate::context::Call;
use crate::error::ToolError;
use crate::handler::Handler;
use crate::wire::{Outcome, PromptDefinition, PromptMessage, PromptResult};
use serde_json::Value;
use std::future::Future;

/// A prompt: what `#[mcp_prompt]` implements on a type named like the function.
/// `tools![f]` adds it to a [`ToolSet`](crate::ToolSet).
///
/// Implemented by `#[mcp_prompt]` only: its hidden items are the generated glue's and may
/// change in any release.
pub trait Prompt: Handler {
    /// The prompt name.
    const NAME: &'static str;
    /// The handler's return type, `Result<T, E>`. Not public API.
    #[doc(hidden)]
    type Ret: PromptReturn;
    /// What `prompts/list` advertises.
    fn definition() -> PromptDefinition;
    /// Decode `args` (an object of strings) now, and return the handler's run, which
    /// encodes its outcome ([`Outcome::Prompt`] or an error); or the answer to arguments
    /// that do not decode. Not public API.
    #[doc(hidden)]
    fn get(
        call: Call<'_>,
        args: Value,
    ) -> Result<impl Future<Output = Outcome> + Send + '_, Outcome>;
}

mod sealed {
    pub trait Messages {}
    impl Messages for String {}
    impl Messages for crate::wire::PromptMessage {}
    impl Messages for Vec<crate::wire::PromptMessage> {}
    impl Messages for crate::wire::PromptResult {}

    pub trait Return {}
    impl<T, E> Return for Result<T, E> {}
}

/// What a prompt handler can return on success: a `String` (one user message of text),
/// [`PromptMessage`]s (text, image, audio, embedded resources; user or assistant), or a
/// [`PromptResult`] with a description.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be returned from an #[mcp_prompt]",
    label = "must be `String`, `Vec<PromptMessage>` or `PromptResult`",
    note = "return `String` for one user message, `Vec<toolwright::wire::PromptMessage>` for several, or `toolwright::wire::PromptResult` to add a description"
)]
pub trait IntoPrompt: sealed::Messages {
    /// The result. Not public API.
    #[doc(hidden)]
    fn into_prompt(self) -> PromptResult;
}

impl IntoPrompt for String {
    fn into_prompt(self) -> PromptResult {
        PromptResult::new(vec![PromptMessage::user(self)])
    }
}

impl IntoPrompt for PromptMessage {
    fn into_prompt(self) -> PromptResult {
        PromptResult::new(vec![self])
    }
}

impl IntoPrompt for Vec<PromptMessage> {
    fn into_prompt(self) -> PromptResult {
        PromptResult::new(self)
    }
}

impl IntoPrompt for PromptResult {
    fn into_prompt(self) -> PromptResult {
        self
    }
}

/// The return type of an `#[mcp_prompt]` function: `Result<T, E>` with `T: IntoPrompt` and
/// `E: ToolError`.
#[diagnostic::on_unimplemented(
    message = "an #[mcp_prompt] function must return `Result<T, E>`, not `{Self}`",
    label = "expected `Result<T, E>` where `E` derives `ToolError`",
    note = "return `Result<T, E>`: `T` is `String`, `Vec<PromptMessage>` or `PromptResult`, `E` derives `toolwright::ToolError`; use `std::convert::Infallible` for a prompt that cannot fail"
)]
pub trait PromptReturn: sealed::Return {
    /// The success type.
    type Ok: IntoPrompt;
    /// The error type.
    type Err: ToolError;
    /// Split into the standard `Result`.
    fn into_result(self) -> Result<Self::Ok, Self::Err>;
}

impl<T: IntoPrompt, E: ToolError> PromptReturn for Result<T, E> {
    type Ok = T;
    type Err = E;
    fn into_result(self) -> Result<T, E> {
        self
    }
}
