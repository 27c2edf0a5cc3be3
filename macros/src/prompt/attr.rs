//! The `#[mcp_prompt(...)]` arguments.
//!
//! ```text
//! mcp_prompt := (arg ("," arg)* ","?)?
//! arg := name = "str" | title = "str" | description = "str" | icons = ["https://..", ..]
//!      | scopes = scope | scopes = [scope, ..] | complete = path
//! ```

use crate::handler::attr::{complete, icons, once, scopes, unknown};
use crate::handler::{Kind, Shape};
use syn::meta::ParseNestedMeta;
use syn::{LitStr, Path};

#[derive(Default)]
pub(crate) struct PromptAttr {
    pub(crate) name: Option<LitStr>,
    pub(crate) title: Option<LitStr>,
    pub(crate) description: Option<LitStr>,
    pub(crate) icons: Option<Vec<LitStr>>,
    pub(crate) scopes: Option<(Path, Vec<Path>)>,
    pub(crate) complete: Option<Path>,
}

const ATTR: &str = "#[mcp_prompt]";

const KEYS: &str = "`name`, `title`, `description`, `icons`, `scopes`, `complete`";

impl Shape for PromptAttr {
    const KIND: Kind = Kind::Prompt;

    fn parse(&mut self, meta: &ParseNestedMeta) -> syn::Result<()> {
        let path = &meta.path;
        if path.is_ident("name") {
            let v = meta.value()?.parse()?;
            once(&mut self.name, meta, ATTR, v)
        } else if path.is_ident("title") {
            let v = meta.value()?.parse()?;
            once(&mut self.title, meta, ATTR, v)
        } else if path.is_ident("description") {
            let v = meta.value()?.parse()?;
            once(&mut self.description, meta, ATTR, v)
        } else if path.is_ident("icons") {
            let v = icons(meta)?;
            once(&mut self.icons, meta, ATTR, v)
        } else if path.is_ident("scopes") {
            let v = scopes(meta)?;
            once(&mut self.scopes, meta, ATTR, v)
        } else if path.is_ident("complete") {
            let v = complete(meta)?;
            once(&mut self.complete, meta, ATTR, v)
        } else {
            Err(unknown(meta, ATTR, KEYS, &["scopes"]))
        }
    }
}
