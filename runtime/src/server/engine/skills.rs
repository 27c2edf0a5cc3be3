//! The engine's part in agent skills (SEP-2640, feature `skills`): `skills/list` a page at
//! a time, `skills/get`, and `resources/directory/read`, each answered from the loaded
//! tree with the era's cache hints. A skill's files are read through `resources/read`
//! ([`super::catalog`]), as any resource is.

use super::methods::Request;
use super::request::{cursor, Dispatch};
use super::Engine;
use crate::access::Access;
use crate::handler::HandlerKind;
use crate::wire::ProtocolError;
use serde_json::Value;

impl Engine {
    /// `skills/list`, as the caller sees it, a page at a time.
    pub(super) fn skills_list(&self, r: Request<'_>) -> Dispatch {
        self.class_list(&r, "skills", || self.tools.skills_for(r.caller))
    }

    /// `skills/get`: one skill's entry.
    pub(super) fn skills_get(&self, r: Request<'_>) -> Dispatch {
        let got = self.skill_uri(&r).and_then(|(uri, access)| {
            let skill = self.tools.get_skill(uri, r.caller, access)?;
            Ok(self.identity.pages.render_one(r.era, "skill", &skill))
        });
        r.reply(got)
    }

    /// `resources/directory/read`: a skill folder's children, a page at a time.
    pub(super) fn directory_read(&self, r: Request<'_>) -> Dispatch {
        let read = self.skill_uri(&r).and_then(|(uri, access)| {
            let cursor = cursor(r.params.as_ref())?;
            let children = self.tools.skill_folder(uri, r.caller, access)?;
            let pages = &self.identity.pages;
            let offset = pages.offset_of(cursor, children.len())?;
            Ok(pages.render_list(r.era, "resources", &children, offset))
        });
        r.reply(read)
    }

    /// The `uri` a skills request names, and who may use it (decided as for a read of it).
    fn skill_uri<'r>(
        &self,
        r: &'r Request<'_>,
    ) -> Result<(&'r str, Option<Access>), ProtocolError> {
        let Some(Value::String(uri)) = r.params.as_ref().and_then(|p| p.get("uri")) else {
            return Err(ProtocolError::invalid_params(
                "Invalid params: `uri` must be a string.",
            ));
        };
        let access = self
            .tools
            .admit_use(HandlerKind::Resource, uri, r.caller)
            .map(|admitted| admitted.access);
        Ok((uri, access))
    }
}
