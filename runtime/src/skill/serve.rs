//! Serving a loaded tree: what a `skill://` URI names (a skill, one of its files, one of
//! its folders), a folder's listing, and a file's bytes, checked against what was listed.
//!
//! A URI is matched byte for byte against the paths the tree was loaded with: every name
//! in it is made of unreserved characters and none begins with `.`, so `..`, `.`, a
//! percent-encoded name, an empty segment or an absolute path names nothing.

use super::load::{digest, SKILL_MD};
use super::{Skill, SkillFile, Skills};
use crate::wire::ResourceContents;
use base64::Engine as _;
use serde_json::{json, Value};
use std::io;

/// The scheme of every URI a skills tree serves.
const SCHEME: &str = "skill://";

/// What a `skill://` URI names.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SkillTarget<'a> {
    /// A file of `skill`, the innermost skill around it.
    File {
        /// The innermost skill that holds it.
        skill: &'a Skill,
        /// The file.
        file: &'a SkillFile,
    },
    /// A folder of `skill` (`path` below the skill's folder; empty for the skill's root).
    Folder {
        /// The innermost skill that holds it.
        skill: &'a Skill,
        /// Its path below the skill's folder.
        path: &'a str,
    },
}

impl<'a> SkillTarget<'a> {
    /// The innermost skill around what the URI names: whose scopes guard it.
    pub fn skill(&self) -> &'a Skill {
        match self {
            SkillTarget::File { skill, .. } | SkillTarget::Folder { skill, .. } => skill,
        }
    }
}

/// Why a listed file cannot be served now.
#[derive(Debug)]
pub enum ReadFault {
    /// It is no longer there.
    Vanished,
    /// Its size or digest is not the listed one: it changed (or was swapped) since the
    /// skills were loaded. Its new bytes are never served.
    Changed,
    /// Reading it failed.
    Io(io::Error),
}

impl Skills {
    /// The skill whose `SKILL.md` is at `uri`, exactly.
    pub fn get(&self, uri: &str) -> Option<&Skill> {
        let path = uri.strip_prefix(SCHEME)?.strip_suffix(SKILL_MD)?;
        let path = path.strip_suffix('/')?;
        self.skills.iter().find(|s| s.path == path)
    }

    /// What `uri` names: a file or a folder of a skill, or nothing.
    pub fn find<'a>(&'a self, uri: &'a str) -> Option<SkillTarget<'a>> {
        let path = uri.strip_prefix(SCHEME)?;
        let skill = self
            .skills
            .iter()
            .filter(|s| path == s.path || within(path, &s.path))
            .max_by_key(|s| s.path.len())?;
        let rest = path.get(skill.path.len() + 1..).unwrap_or_default();
        if let Some(file) = skill.files.iter().find(|f| f.path == rest) {
            return Some(SkillTarget::File { skill, file });
        }
        let folder = rest.is_empty() || skill.files.iter().any(|f| within(&f.path, rest));
        folder.then_some(SkillTarget::Folder { skill, path: rest })
    }

    /// The direct children of folder `path` of `skill`, as `resources/directory/read`
    /// lists them: files with their `name`, `uri`, `mimeType` and `size`, folders with
    /// `mimeType: "inode/directory"`, in path order.
    pub fn children(&self, skill: &Skill, path: &str) -> Vec<Value> {
        let mut children = Vec::new();
        let mut last_folder: Option<&str> = None;
        for file in &skill.files {
            let rest = if path.is_empty() {
                file.path.as_str()
            } else if within(&file.path, path) {
                &file.path[path.len() + 1..]
            } else {
                continue;
            };
            let at = &file.path[..file.path.len() - rest.len()];
            match rest.split_once('/') {
                None => children.push(json!({
                    "uri": skill.file_uri(file),
                    "name": rest,
                    "mimeType": mime_type(rest),
                    "size": file.size,
                })),
                Some((folder, _)) if last_folder != Some(folder) => {
                    last_folder = Some(folder);
                    children.push(json!({
                        "uri": format!("{SCHEME}{}/{at}{folder}", skill.path),
                        "name": folder,
                        "mimeType": "inode/directory",
                    }));
                }
                Some(_) => {}
            }
        }
        children
    }

    /// The bytes of `file` of `skill`, as they were listed: read again (through the root's
    /// handle, or from the binary), then checked against the listed size and digest.
    ///
    /// # Errors
    ///
    /// [`ReadFault`]: the file vanished, changed, or could not be read.
    pub fn read(&self, skill: &Skill, file: &SkillFile) -> Result<Vec<u8>, ReadFault> {
        let path = format!("{}/{}", skill.path, file.path);
        let bytes = self.source.read(&path, file.size).map_err(|e| {
            if e.kind() == io::ErrorKind::NotFound {
                ReadFault::Vanished
            } else {
                ReadFault::Io(e)
            }
        })?;
        if bytes.len() as u64 != file.size || digest(&bytes) != file.digest {
            return Err(ReadFault::Changed);
        }
        Ok(bytes)
    }

    /// The `resources/list` entry of each skill's `SKILL.md`: its `name` and `description`
    /// (the frontmatter's), `text/markdown` and its size.
    pub fn manifest(skill: &Skill) -> Value {
        let size = skill
            .files
            .iter()
            .find(|f| f.path == SKILL_MD)
            .map(|f| f.size);
        json!({
            "uri": skill.uri(),
            "name": skill.name(),
            "description": skill.description(),
            "mimeType": "text/markdown",
            "size": size,
        })
    }
}

/// Whether `path` is below folder `folder`.
fn within(path: &str, folder: &str) -> bool {
    path.len() > folder.len() + 1
        && path.starts_with(folder)
        && path.as_bytes()[folder.len()] == b'/'
}

/// The MIME type of a file, by its name's extension (`application/octet-stream` when none
/// fits).
pub(crate) fn mime_type(name: &str) -> &'static str {
    let extension = name.rsplit_once('.').map_or("", |(_, e)| e);
    match extension.to_ascii_lowercase().as_str() {
        "md" | "markdown" => "text/markdown",
        "txt" => "text/plain",
        "html" | "htm" => "text/html",
        "css" => "text/css",
        "csv" => "text/csv",
        "xml" => "application/xml",
        "json" => "application/json",
        "yaml" | "yml" => "application/yaml",
        "toml" => "application/toml",
        "js" | "mjs" => "text/javascript",
        "ts" => "text/x-typescript",
        "py" => "text/x-python",
        "sh" => "text/x-shellscript",
        "rs" => "text/x-rust",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "pdf" => "application/pdf",
        "zip" => "application/zip",
        _ => "application/octet-stream",
    }
}

/// The `resources/read` contents of the file at `uri`: `text` when its type is textual and
/// its bytes are UTF-8 holding no NUL, otherwise a base64 `blob`.
pub(crate) fn contents(uri: &str, bytes: Vec<u8>) -> ResourceContents {
    let mime = mime_type(uri);
    let textual = mime.starts_with("text/")
        || matches!(
            mime,
            "application/json" | "application/yaml" | "application/xml" | "application/toml"
        )
        || mime == "image/svg+xml";
    let contents = match String::from_utf8(bytes) {
        Ok(text) if textual && !text.contains('\0') => ResourceContents::text(uri, text),
        Ok(text) => ResourceContents::blob(uri, encode(text.as_bytes())),
        Err(e) => ResourceContents::blob(uri, encode(e.as_bytes())),
    };
    contents.with_mime_type(mime)
}

fn encode(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}
