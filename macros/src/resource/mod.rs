//! `#[mcp_resource]`: its view (`ast`), arguments (`attr`), rules (`check`) and glue
//! (`expand`), run by the shared pipeline (`handler::expand`); and the URI templates it
//! may declare (`template`), the grammar its check shares with the runtime's matcher.

mod ast;
mod attr;
pub(crate) mod check;
pub(crate) mod expand;
mod template;
