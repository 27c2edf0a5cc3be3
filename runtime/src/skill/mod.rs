//! Agent skills (SEP-2640, the `io.modelcontextprotocol/skills` extension): folders that
//! each hold a `SKILL.md` (YAML frontmatter with the skill's `name` and `description`, then
//! instructions) and the files it refers to, served as `skill://<skill-path>/<file>`.
//!
//! [`Skills::load`] reads a directory tree once, when the server is built, and checks every
//! rule there, refusing the whole tree with a [`SkillError`] that names the file and the
//! rule (rather than serving the rest without the broken skill, which its author would notice
//! last):
//!
//! - each skill is a folder with a `SKILL.md` whose frontmatter parses and holds `name` and
//!   a non-empty `description`; `name` is the folder's name and follows the naming rules
//!   (1-64 lowercase ASCII letters, digits and single hyphens, none leading or trailing);
//! - names are unique, across nested folders too;
//! - a skill holds at most 512 files and 16 MiB (a nested skill's files count for the skill
//!   around it as well);
//! - every folder and file name is made of URI-safe characters (letters, digits, `-`, `.`,
//!   `_`, `~`), so no URI needs percent-encoding and no two spellings name one file;
//! - no symbolic link and no special file (a skill holds its own files); names beginning
//!   with `.` are skipped; a `SKILL.md` at the root names no skill.
//!
//! The tree is read through one directory handle (`cap_std::fs::Dir`), through which nothing
//! resolving outside the root can be opened. Feature `skills`.
//!
//! ```no_run
//! # fn main() -> Result<(), toolwright::skill::SkillError> {
//! let skills = toolwright::skill::Skills::load("skills")?;
//! for skill in skills.iter() {
//!     println!("{} ({} files)", skill.uri(), skill.files().len());
//! }
//! # Ok(())
//! # }
//! ```

mod load;
mod rules;
mod serve;
mod source;
#[cfg(test)]
mod tests;

pub(crate) use serve::contents;
pub use serve::{Found, ReadFault};

use serde_json::{json, Map, Value};
use source::Source;
use std::fmt;
use std::path::Path;
use std::sync::Arc;

/// The most files a skill may hold, its `SKILL.md` included (SEP-2640 §Limits).
pub const FILES_MAX: usize = 512;
/// The most bytes a skill's files may hold together: 16 MiB (SEP-2640 §Limits).
pub const SIZE_MAX: u64 = 16 * 1024 * 1024;

/// The skills of a directory tree, read and checked (see the [module](self)).
#[derive(Debug, Clone)]
pub struct Skills {
    skills: Vec<Skill>,
    /// Where their bytes are read from when served.
    source: Arc<Source>,
}

impl Skills {
    /// Read every skill under `root` and check each rule of the [module](self).
    ///
    /// # Errors
    ///
    /// The first rule a file breaks, naming the file (relative to `root`) and the rule.
    pub fn load(root: impl AsRef<Path>) -> Result<Skills, SkillError> {
        Skills::of(load::open(root.as_ref())?)
    }

    /// The skills of files compiled into the binary: `(path below the skills root, bytes)`
    /// pairs, as [`include_skills!`](crate::include_skills) writes them. Every rule of the
    /// [module](self) is checked here, as [`Skills::load`] checks a directory.
    ///
    /// # Errors
    ///
    /// The first rule a file breaks, naming the file and the rule.
    pub fn embedded(files: &[(&'static str, &'static [u8])]) -> Result<Skills, SkillError> {
        let mut files = files.to_vec();
        files.sort_unstable_by_key(|(path, _)| *path);
        Skills::of(Source::Embedded(files))
    }

    fn of(source: Source) -> Result<Skills, SkillError> {
        Ok(Skills {
            skills: load::load(&source)?,
            source: Arc::new(source),
        })
    }

    /// The same skills, skill `name` served only to callers holding every scope of
    /// `scopes` (as `#[mcp_resource(scopes = [..])]` guards a resource). Under
    /// [`Visibility::Callable`](crate::access::Visibility) a caller who may not use it does
    /// not see it: it is absent from `skills/list` and answered everywhere as a skill that
    /// does not exist. A nested skill's files are guarded by the innermost skill around
    /// them.
    ///
    /// # Errors
    ///
    /// When there is no skill `name`.
    pub fn with_scopes(
        mut self,
        name: &str,
        scopes: &'static [&'static str],
    ) -> Result<Skills, SkillError> {
        let Some(skill) = self.skills.iter_mut().find(|s| s.name() == name) else {
            return Err(SkillError::new(
                name,
                "names no skill of the tree: scopes were given for it".to_owned(),
            ));
        };
        skill.scopes = scopes;
        Ok(self)
    }

    /// The skills, in the order of their URIs.
    pub fn iter(&self) -> impl Iterator<Item = &Skill> {
        self.skills.iter()
    }

    /// The number of skills.
    pub fn len(&self) -> usize {
        self.skills.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.skills.is_empty()
    }
}

/// One skill: its folder, its frontmatter and its files.
#[derive(Debug, Clone, PartialEq)]
pub struct Skill {
    /// The folder's path below the root (`pdf-processing`, `acme/billing/refunds`): the
    /// `<skill-path>` of its URIs.
    path: String,
    frontmatter: Map<String, Value>,
    files: Vec<SkillFile>,
    /// The scopes a caller must hold to use it ([`Skills::with_scopes`]).
    scopes: &'static [&'static str],
}

impl Skill {
    /// Its name (the frontmatter's, which is its folder's).
    pub fn name(&self) -> &str {
        self.frontmatter["name"].as_str().unwrap_or_default()
    }

    /// `skill://<skill-path>/SKILL.md`.
    pub fn uri(&self) -> String {
        format!("skill://{}/SKILL.md", self.path)
    }

    /// The YAML frontmatter of its `SKILL.md`, as JSON, verbatim.
    pub fn frontmatter(&self) -> &Map<String, Value> {
        &self.frontmatter
    }

    /// The scopes a caller must hold to use it.
    pub fn scopes(&self) -> &'static [&'static str] {
        self.scopes
    }

    /// Its folder below the skills root: the `<skill-path>` of its URIs.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Its description (the frontmatter's).
    pub fn description(&self) -> &str {
        self.frontmatter["description"].as_str().unwrap_or_default()
    }

    /// Its files, `SKILL.md` included, in path order.
    pub fn files(&self) -> &[SkillFile] {
        &self.files
    }

    /// The URI of its file `file` (a path within the skill's folder).
    pub fn file_uri(&self, file: &SkillFile) -> String {
        format!("skill://{}/{}", self.path, file.path)
    }

    /// Its `skills/list` entry: `uri`, the `frontmatter` and every file's `uri`, `digest`
    /// and `size`.
    pub fn entry(&self) -> Value {
        let resources: Vec<Value> = self
            .files
            .iter()
            .map(|f| json!({"uri": self.file_uri(f), "digest": f.digest, "size": f.size}))
            .collect();
        json!({
            "uri": self.uri(),
            "frontmatter": self.frontmatter,
            "resources": resources,
        })
    }
}

/// One file of a skill, as it was when the skills were loaded.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct SkillFile {
    /// Its path within the skill's folder (`SKILL.md`, `references/FORMS.md`).
    pub path: String,
    /// Its size in bytes.
    pub size: u64,
    /// `sha256:` and the SHA-256 of its bytes, in lowercase hex.
    pub digest: String,
}

/// Why a skills directory cannot be served: the file (relative to the root) and the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkillError {
    /// The file or folder, relative to the skills directory.
    pub path: String,
    /// The rule it breaks.
    pub rule: String,
}

impl SkillError {
    pub(crate) fn new(path: &str, rule: String) -> SkillError {
        SkillError {
            path: path.to_owned(),
            rule,
        }
    }
}

impl fmt::Display for SkillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "skills: `{}` {}", self.path, self.rule)
    }
}

impl std::error::Error for SkillError {}
