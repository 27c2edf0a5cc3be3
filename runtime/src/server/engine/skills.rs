//! The engine's part in agent skills (SEP-2640, feature `skills`): `skills/list` a page at
//! a time, `skills/get`, and `resources/directory/read`, each answered from the loaded
//! tree with the era's cache hints. A skill's files are read through `resources/read`
//! ([`super::catalog`]), as any resource is.

use super::methods::Request;
use super::request::{cursor, Dispatch};
use super::Engine;
use crate::audit::Served as Kind;
use crate::caller::Caller;
use crate::wire::{Era, ProtocolError};
use serde_json::Value;

impl Engine {
    /// `skills/list`, `skills/get` or `resources/directory/read`.
    pub(super) fn skills_answer(&self, r: Request<'_>) -> Dispatch {
        r.reply(self.skills_result(r.era, r.method.name, r.params.as_ref(), r.caller))
    }

    /// Answer `skills/list`, `skills/get` or `resources/directory/read` of `era` for
    /// `caller`.
    fn skills_result(
        &self,
        era: Era,
        method: &str,
        params: Option<&Value>,
        caller: Option<&Caller>,
    ) -> Result<String, ProtocolError> {
        let tools = &self.tools;
        let pages = &self.identity.pages;
        if method == "skills/list" {
            let cursor = cursor(params)?;
            let class = pages.for_class("skills", era, caller, || tools.skills_for(caller));
            return pages
                .class_page(&class, cursor)
                .map(str::to_owned)
                .ok_or_else(|| ProtocolError::invalid_params("Invalid params: unknown `cursor`."));
        }
        let Some(Value::String(uri)) = params.and_then(|p| p.get("uri")) else {
            return Err(ProtocolError::invalid_params(
                "Invalid params: `uri` must be a string.",
            ));
        };
        // Who may use it, decided as for a read of it.
        let access = tools
            .admit_use(Kind::Resource, uri, caller)
            .map(|admitted| admitted.access);
        if method == "skills/get" {
            let skill = tools.get_skill(uri, caller, access)?;
            return Ok(pages.render_one(era, "skill", &skill));
        }
        let cursor = cursor(params)?;
        let children = tools.skill_folder(uri, caller, access)?;
        let offset = match cursor {
            None => 0,
            Some(cursor) => pages.offset(cursor, children.len()).ok_or_else(|| {
                ProtocolError::invalid_params("Invalid params: unknown `cursor`.")
            })?,
        };
        Ok(pages.render_list(era, "resources", &children, offset))
    }
}
