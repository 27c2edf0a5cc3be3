//! The typed view of an `#[mcp_prompt]` function: the function and its arguments.

use super::attr::PromptAttr;
use crate::handler::ast::Attributed;

pub(crate) type Prompt<'a> = Attributed<'a, PromptAttr>;
