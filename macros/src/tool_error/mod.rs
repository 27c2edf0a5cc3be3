//! `#[derive(ToolError)]`.

mod ast;
mod attr;
mod check;
pub(crate) mod expand;
mod template;
