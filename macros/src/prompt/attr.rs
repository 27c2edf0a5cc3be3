//! The `#[mcp_prompt(...)]` arguments.
//!
//! ```text
//! mcp_prompt := (arg ("," arg)* ","?)?
//! arg := name = "str" | title = "str" | description = "str" | icons = ["https://..", ..]
//!      | scopes = scope | scopes = [scope, ..] | complete = path
//! ```

use crate::handler::attr::unknown;
use crate::handler::{Kind, Shape};
use syn::meta::ParseNestedMeta;

/// A prompt takes only the arguments every kind does (`handler::attr::Common`).
#[derive(Default)]
pub(crate) struct PromptAttr;

const ATTR: &str = "#[mcp_prompt]";

const KEYS: &str = "`name`, `title`, `description`, `icons`, `scopes`, `complete`";

impl Shape for PromptAttr {
    const KIND: Kind = Kind::Prompt;

    fn parse(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        Err(unknown(meta, ATTR, KEYS, &["scopes"]))
    }
}
