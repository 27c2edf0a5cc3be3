//! Agent skills in the set (feature `skills`): a loaded [`Skills`] tree, each skill with the
//! guard of its scopes, served through the resource rooms: listed, got, read and its folders
//! listed, a skill hidden from a caller answered everywhere as one that does not exist.

use super::entry::{Common, Failures};
use super::policy::access::UseGuard;
use super::policy::timeout::Timeout;
use super::policy::Policies;
use super::{CallOptions, ToolSet};
use crate::access::Access;
use crate::caller::{Caller, Required};
use crate::classify::{self, hidden_resource, SkillFault};
use crate::skill::{ReadFault, Skill, SkillTarget, Skills};
use crate::wire::{codes, printable_uri, resource_not_found, Outcome, ProtocolError, ReadResult};
use serde_json::{Map, Value};

/// The skills of a set, and the guard of each (in the order of `skills`).
pub(super) struct SkillSet {
    pub(super) skills: Skills,
    commons: Vec<Common>,
}

impl SkillSet {
    /// The guard of `skill`.
    fn common(&self, skill: &Skill) -> &Common {
        let i = self
            .skills
            .iter()
            .position(|s| std::ptr::eq(s, skill))
            .expect("a skill of this set");
        &self.commons[i]
    }
}

/// The error surface's name for a skill's error type.
const SKILL_ERRORS: &str = "toolwright::skill::ReadFault";

/// `-32602` with `message` and `data.uri`: a `skills/get` of a URI that names no skill
/// (`Skill not found`), a `resources/directory/read` of one that names no folder of a skill
/// (`Not a directory resource`), or of one hidden from its caller.
fn invalid_uri(message: &'static str, uri: &str) -> ProtocolError {
    let mut data = Map::with_capacity(1);
    data.insert("uri".into(), Value::String(printable_uri(uri)));
    ProtocolError {
        code: codes::INVALID_PARAMS,
        message: message.into(),
        data: Some(Value::Object(data)),
    }
}

const UNKNOWN_SKILL: &str = "Skill not found";
const NOT_A_FOLDER: &str = "Not a directory resource";

impl ToolSet {
    /// Serve the skills of `skills` too (SEP-2640): `skills/list`, `skills/get`,
    /// `resources/read` of their files, `resources/directory/read` of their folders, each
    /// `SKILL.md` in `resources/list`, and the extension declared.
    ///
    /// # Panics
    ///
    /// If the set serves skills already (load one tree holding them all).
    #[must_use]
    pub fn with_skills(mut self, skills: Skills) -> Self {
        assert!(
            self.skills.is_none(),
            "toolwright: the set serves skills already: load one tree holding them all"
        );
        let commons = skills
            .iter()
            .map(|skill| Common {
                policies: Policies::new(
                    UseGuard::new(
                        skill
                            .scopes()
                            .iter()
                            .map(|&name| Required {
                                name,
                                granted_by: &[],
                            })
                            .collect(),
                        false,
                    ),
                    // A skill's file is read from memory: nothing to time.
                    Timeout::default(),
                ),
                talks: false,
                failures: Failures {
                    variants: &[],
                    error_type: SKILL_ERRORS,
                },
            })
            .collect();
        self.skills = Some(SkillSet { skills, commons });
        self
    }

    /// The skills the set serves.
    pub fn skills(&self) -> Option<&Skills> {
        self.skills.as_ref().map(|s| &s.skills)
    }

    /// Whether the set serves skills.
    pub(crate) fn has_skills(&self) -> bool {
        self.skills.is_some()
    }

    /// The guard of what skill URI `uri` names, when the set serves skills.
    pub(super) fn skill_common(&self, uri: &str) -> Option<&Common> {
        let set = self.skills.as_ref()?;
        let found = set.skills.find(uri)?;
        Some(set.common(found.skill()))
    }

    /// The `skills` array of a `skills/list` result as `caller` sees it, in URI order.
    pub fn skills_for(&self, caller: Option<&Caller>) -> Vec<Value> {
        self.visible_skills(caller).map(Skill::entry).collect()
    }

    /// Each skill's `SKILL.md`, as `resources/list` lists it for `caller`.
    pub(super) fn skill_manifests(&self, caller: Option<&Caller>) -> Vec<Value> {
        self.visible_skills(caller).map(Skills::manifest).collect()
    }

    fn visible_skills<'a>(
        &'a self,
        caller: Option<&'a Caller>,
    ) -> impl Iterator<Item = &'a Skill> + 'a {
        self.skills.iter().flat_map(move |set| {
            set.skills
                .iter()
                .zip(&set.commons)
                .filter(move |(_, common)| common.shown(caller, self.visibility))
                .map(|(skill, _)| skill)
        })
    }

    /// The `skills/get` entry of the skill at `uri` for `caller`, who was admitted
    /// `access` by the engine (`None`: decide it here).
    ///
    /// # Errors
    ///
    /// `-32602` for a URI that names no skill, or one hidden from `caller`; the refusal of
    /// a caller who may not use it.
    pub(crate) fn get_skill(
        &self,
        uri: &str,
        caller: Option<&Caller>,
        access: Option<Access>,
    ) -> Result<Value, ProtocolError> {
        let set = self.skills.as_ref();
        let Some((set, skill)) = set.and_then(|set| Some((set, set.skills.get(uri)?))) else {
            return Err(invalid_uri(UNKNOWN_SKILL, uri));
        };
        self.admitted(
            set.common(skill),
            (skill.name(), uri),
            caller,
            access,
            || invalid_uri(UNKNOWN_SKILL, uri),
        )?;
        Ok(skill.entry())
    }

    /// The children of the folder at `uri` (`resources/directory/read`) for `caller`.
    ///
    /// # Errors
    ///
    /// `-32602` for a URI that names no folder of a skill (a file, nothing, or a folder of
    /// a skill hidden from `caller`); the refusal of a caller who may not use its skill.
    pub(crate) fn skill_folder(
        &self,
        uri: &str,
        caller: Option<&Caller>,
        access: Option<Access>,
    ) -> Result<Vec<Value>, ProtocolError> {
        let set = self.skills.as_ref();
        let found = set.and_then(|set| Some((set, set.skills.find(uri)?)));
        let Some((set, SkillTarget::Folder { skill, path })) = found else {
            return Err(invalid_uri(NOT_A_FOLDER, uri));
        };
        self.admitted(
            set.common(skill),
            (skill.name(), uri),
            caller,
            access,
            || invalid_uri(NOT_A_FOLDER, uri),
        )?;
        Ok(set.skills.children(skill, path))
    }

    /// `Ok` when `caller` may use the skill `common` guards; otherwise the refusal, a
    /// hidden skill answered `hidden()`.
    fn admitted(
        &self,
        common: &Common,
        (name, uri): (&str, &str),
        caller: Option<&Caller>,
        access: Option<Access>,
        hidden: impl FnOnce() -> ProtocolError,
    ) -> Result<(), ProtocolError> {
        let access = access.unwrap_or_else(|| common.access(caller, self.visibility));
        let refused = common.policies.access.refusal(access, name, caller, || {
            tracing::warn!(
                target: "toolwright",
                skill = name,
                uri = %printable_uri(uri),
                subject = caller.map(Caller::subject),
                "use of a skill hidden from its caller; answered as one that does not exist"
            );
            Outcome::Error(hidden())
        });
        match refused {
            None => Ok(()),
            Some(Outcome::Error(e)) => Err(e),
            // Refusals are protocol errors; nothing else comes back.
            Some(_) => Err(ProtocolError::new(codes::INTERNAL_ERROR, "Internal error")),
        }
    }

    /// The answer to a `resources/read` of `uri` when the set serves skills and `uri` is a
    /// `skill://` URI (`None` otherwise): the file's bytes as they were listed, or the
    /// classified failure; a file of a skill hidden from its caller, a folder and a URI
    /// naming nothing all answered as the era's not-found.
    pub(super) fn read_skill(&self, uri: &str, options: &mut CallOptions) -> Option<Outcome> {
        let set = self.skills.as_ref()?;
        if !uri.starts_with("skill://") {
            return None;
        }
        let era = options.era;
        let Some(SkillTarget::File { skill, file }) = set.skills.find(uri) else {
            return Some(Outcome::Error(resource_not_found(era, uri)));
        };
        let name = skill.name();
        let refused =
            set.common(skill)
                .policies
                .access
                .refuse(options, self.visibility, name, |caller| {
                    hidden_resource(
                        name,
                        caller,
                        era,
                        uri,
                        "read of a skill file hidden from its caller; answered as not found",
                    )
                });
        if refused.is_some() {
            return refused;
        }
        let caller = options.caller.as_ref();
        Some(match set.skills.read(skill, file) {
            Ok(bytes) => Outcome::Read(ReadResult {
                contents: vec![crate::skill::contents(uri, bytes)],
            }),
            Err(fault) => {
                let (fault, detail) = match fault {
                    ReadFault::Vanished => (SkillFault::Vanished, "the file is gone".to_owned()),
                    ReadFault::Changed => (
                        SkillFault::Changed,
                        "its size or digest is not the one listed".to_owned(),
                    ),
                    ReadFault::Io(e) => (SkillFault::Unreadable, e.to_string()),
                };
                classify::skill_read_failed(name, caller, (era, uri), fault, &detail)
            }
        })
    }
}
