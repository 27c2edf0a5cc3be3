//! `#[mcp_tool]`: its view (`ast`), arguments (`attr`), rules (`check`) and glue
//! (`expand`), run by the shared pipeline (`handler::expand`).

mod ast;
mod attr;
pub(crate) mod check;
pub(crate) mod expand;
