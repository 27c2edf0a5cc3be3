//! Not public API: what the generated glue reaches through `::toolwright::__private`.
//! Re-exports only; may change in any release (the runtime pins the macros crate exactly).

pub use crate::caller::{scope_name, Required};
pub use crate::classify::{
    catch, catch_sync, correlation_id, finish, invalid_argument, not_injected, render,
    render_display, Piece,
};
pub use crate::classify::{finish_prompt, finish_read, invalid_prompt_argument, invalid_variable};
pub use crate::context::Completing;
pub use crate::context::{Call, FromContext};
pub use crate::decode::{input_schema, Args, Argument, HeaderArgument};
pub use crate::error::{Category, Classification, ErrorKind, Rendered, SecurityReply, VariantSpec};
pub use crate::handler::Handler;
pub use crate::prompt::Prompt;
pub use crate::ratelimit::RateLimit;
pub use crate::resource::Resource;
pub use crate::schema::elicit::form_schema;
pub use crate::talk::elicit::{ElicitChoice, ElicitField};
pub use crate::tool::{idempotency_key, output_schema, IdempotencyKey, TaskSupport, Tool};
pub use crate::toolset::unique::{duplicate_message, duplicates, message_str, UNIQUE};
pub use crate::toolset::{Register, ToolSet};
pub use crate::validate::ArgValidator;
pub use crate::wire::{Outcome, ToolDefinition};
pub use crate::wire::{PromptDefinition, ResourceDefinition, Role};
pub use core;
pub use schemars;
pub use serde;
pub use serde_json;
pub use std;
