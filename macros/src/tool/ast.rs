//! The typed view of an `#[mcp_tool]` function: the function and its arguments.

use super::attr::ToolAttr;
use crate::handler::ast::Attributed;

pub(crate) type Tool<'a> = Attributed<'a, ToolAttr>;
