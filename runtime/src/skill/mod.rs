//! Agent skills (SEP-2640, the `io.modelcontextprotocol/skills` extension; feature
//! `skills`): folders that each hold a `SKILL.md` (YAML frontmatter with the skill's `name`
//! and `description`, then instructions) and the files it refers to, served as
//! `skill://<skill-path>/<file>` beside a server's tools.
//!
//! # Two ways to declare them
//!
//! From a folder on disk, read when the server is built:
//!
//! ```no_run
//! # use std::convert::Infallible;
//! # use toolwright::{mcp_tool, tools};
//! # #[mcp_tool]
//! # async fn fill_template() -> Result<String, Infallible> { Ok(String::new()) }
//! # fn main() -> Result<(), toolwright::skill::SkillError> {
//! use toolwright::skill::Skills;
//! let set = tools![fill_template].with_skills(Skills::load("skills")?);
//! # Ok(())
//! # }
//! ```
//!
//! Or compiled into the binary, so the server ships as one file:
//! [`include_skills!`](crate::include_skills)`("skills")`, the folder relative to the crate's
//! `Cargo.toml`, each file an `include_bytes!` (cargo rebuilds when one changes):
//!
//! ```
//! # use std::convert::Infallible;
//! # use toolwright::{include_skills, mcp_tool, tools};
//! # #[mcp_tool]
//! # async fn fill_template() -> Result<String, Infallible> { Ok(String::new()) }
//! # fn main() -> Result<(), toolwright::skill::SkillError> {
//! let set = tools![fill_template].with_skills(include_skills!("../examples/skills")?);
//! # Ok(())
//! # }
//! ```
//!
//! A folder of the tree is a skill when it holds a `SKILL.md`; the folder's path below the
//! root is its `<skill-path>` (`pdf-processing`, `acme/billing/refunds`). The example server
//! `examples/src/bin/skills.rs` serves `examples/skills`, a starter tree to copy.
//!
//! # What is checked, and when
//!
//! | when | what |
//! |---|---|
//! | the crate is built (`include_skills!` only) | the folder exists; no symbolic link, special file or name that is not UTF-8; some skill; no `SKILL.md` at the root: a compile error naming the file and the rule |
//! | the server is built ([`Skills::load`], [`Skills::embedded`]) | every rule below; the whole tree is refused with a [`SkillError`] naming the file and the rule |
//! | each `resources/read` of a skill file | the file is read again and must have the listed size and digest |
//!
//! The rules of a tree:
//!
//! - each `SKILL.md` has frontmatter (a first line `---`, YAML, a line `---`) that parses to
//!   a mapping with a `name` and a non-empty `description` of at most 1024 characters;
//! - `name` is the folder's name and follows the naming rules (1-64 lowercase ASCII letters,
//!   digits and single hyphens, none leading or trailing; ASCII, as the conformance suite
//!   checks them);
//! - names are unique, across nested folders too;
//! - a skill holds at most [`FILES_MAX`] (512) files and [`SIZE_MAX`] (16 MiB), a nested
//!   skill's files counting for the skill around it as well;
//! - every folder and file name is made of URI-safe characters (letters, digits, `-`, `.`,
//!   `_`, `~`), so no URI needs percent-encoding and no two spellings name one file;
//! - no symbolic link and no special file (a skill holds its own files); names beginning
//!   with `.` (`.git`, `.DS_Store`) are skipped; a `SKILL.md` at the root names no skill.
//!
//! A broken tree refuses the start rather than being served without the broken skill (as
//! rmcp and the TypeScript SDK do, with a warning): a server that starts without the skill
//! its author shipped is the failure noticed last.
//!
//! # What is served
//!
//! [`ToolSet::with_skills`](crate::ToolSet::with_skills) serves a tree, and the server
//! declares `"extensions": {"io.modelcontextprotocol/skills": {"directoryRead": true}}` and
//! the `resources` capability, in `initialize` and in `server/discover`:
//!
//! | method | answer |
//! |---|---|
//! | `skills/list` | `{"skills": [entry, ..]}` a page at a time, in URI order; an entry is `uri` (of its `SKILL.md`), `frontmatter` (the file's, verbatim) and `resources` (every file: `uri`, `size`, `digest`: `sha256:` and 64 hex digits) |
//! | `skills/get {uri}` | `{"skill": entry}` for the `SKILL.md` at `uri`; `-32602` `Skill not found` otherwise; no `nextCursor` |
//! | `resources/read {uri}` | a skill file's bytes: `text` when its type is textual and the bytes are UTF-8 with no NUL, a base64 `blob` otherwise; `SKILL.md` as `text/markdown` |
//! | `resources/directory/read {uri}` | the direct children of a skill's folder (`skill://pdf-processing`, `skill://pdf-processing/templates`): files with `name`, `uri`, `mimeType` and `size`, folders with `mimeType: "inode/directory"`; `-32602` `Not a directory resource` for a file or anything else |
//! | `resources/list` | each `SKILL.md`, with the skill's `name` and `description`, `text/markdown` and its size, after the set's own resources |
//!
//! In 2026-07-28 every one of these carries `resultType`, `ttlMs` and `cacheScope` (a
//! `skills/get` too: the extension's stable text requires them); on stdio, Streamable HTTP
//! and the rmcp bridge alike.
//!
//! # Who sees a skill
//!
//! [`Skills::with_scopes`] makes a skill require scopes, as `#[mcp_resource(scopes = [..])]`
//! does a resource, through the same guard. Under
//! [`Visibility::Callable`](crate::access::Visibility) a skill hidden from its caller is absent
//! from `skills/list` and `resources/list`, and `skills/get`, `resources/read`,
//! `resources/directory/read` and `resources/subscribe` answer it byte for byte as a skill
//! that does not exist. A nested skill's files are guarded by the innermost skill around
//! them.
//!
//! # Reading a file that cannot be turned against the server
//!
//! A URI is matched byte for byte against the paths the tree was loaded with, so `..`, `.`,
//! a percent-encoded name, an empty segment or an absolute path names nothing (the era's
//! not-found). A folder on disk is read through one `cap_std::fs::Dir` handle, through which
//! nothing resolving outside the root opens, and each file is opened with `O_NOFOLLOW` and
//! `O_NONBLOCK` and must be a regular file: a symbolic link or a FIFO swapped in after loading
//! is refused, not followed or waited on. The bytes read must have the listed size (no more
//! than it plus one byte is read) and digest:
//!
//! | the file, since loading | `resources/read` answers |
//! |---|---|
//! | unchanged | its bytes |
//! | deleted | the era's not-found (operational `not_found`) |
//! | rewritten | `-32000` "This skill file changed after the server listed it; ...", `conflict`, not retryable; never the new bytes |
//! | swapped for a symbolic link or a special file, or unreadable | `-32603 Internal error (ref ..)` |
//!
//! The path and the OS error go to the log with the reference, never on the wire.
//!
//! **A tree is fixed at start**: it is not watched, and no `notifications/resources/list_changed`
//! is sent for it. The listing clients cache (with its digests) and the bytes served stay one
//! snapshot; to publish a changed skill, restart the server (or build a new set).

mod load;
mod rules;
mod serve;
mod source;
#[cfg(test)]
mod tests;

pub(crate) use serve::contents;
pub use serve::{ReadFault, SkillTarget};

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
