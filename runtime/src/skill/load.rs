//! Reading a skills directory when the server is built: every file through one directory
//! handle (`cap_std::fs::Dir`: nothing resolving outside the root can be opened through it),
//! symlinks and special files refused, every rule checked, each failure naming the file.

use super::rules;
use super::{Skill, SkillError, SkillFile, FILES_MAX, SIZE_MAX};
use crate::util::encode_hex;
use cap_std::fs::Dir;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

/// The name of the file that makes a folder a skill.
const SKILL_MD: &str = "SKILL.md";

/// Every skill under `root`, in the order of their URIs.
pub(super) fn load(root: &Path) -> Result<Vec<Skill>, SkillError> {
    let dir = Dir::open_ambient_dir(root, cap_std::ambient_authority()).map_err(|e| {
        SkillError::new(
            &root.display().to_string(),
            format!("cannot be opened: {e}"),
        )
    })?;
    let mut files = Vec::new();
    walk(&dir, "", &mut files)?;
    files.sort();
    if files.iter().any(|f| f == SKILL_MD) {
        return Err(SkillError::new(
            SKILL_MD,
            "a SKILL.md at the root of the skills directory names no skill: put each skill in a folder named like it".to_owned(),
        ));
    }
    let folders: Vec<&str> = files
        .iter()
        .filter_map(|f| f.strip_suffix(&format!("/{SKILL_MD}")))
        .collect();
    let mut skills = Vec::with_capacity(folders.len());
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    for folder in folders {
        let skill = skill(&dir, folder, &files)?;
        let name = skill.name().to_owned();
        if let Some(first) = names.insert(name.clone(), folder.to_owned()) {
            return Err(SkillError::new(
                &format!("{folder}/{SKILL_MD}"),
                format!(
                    "the name `{name}` is also the name of `{first}`: skill names must be unique"
                ),
            ));
        }
        skills.push(skill);
    }
    Ok(skills)
}

/// Collect the relative path of every regular file below `prefix`, refusing what is neither
/// a file nor a folder. Names beginning with `.` (`.git`, `.DS_Store`) are skipped.
fn walk(dir: &Dir, prefix: &str, files: &mut Vec<String>) -> Result<(), SkillError> {
    let at = |name: &str| {
        if prefix.is_empty() {
            name.to_owned()
        } else {
            format!("{prefix}/{name}")
        }
    };
    let entries = dir
        .read_dir(if prefix.is_empty() { "." } else { prefix })
        .map_err(|e| SkillError::new(&at(""), format!("cannot be listed: {e}")))?;
    for entry in entries {
        let entry = entry.map_err(|e| SkillError::new(prefix, format!("cannot be listed: {e}")))?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            return Err(SkillError::new(
                &at(&name.to_string_lossy()),
                "its name is not UTF-8".to_owned(),
            ));
        };
        if name.starts_with('.') {
            continue;
        }
        let path = at(name);
        let kind = entry
            .file_type()
            .map_err(|e| SkillError::new(&path, format!("cannot be read: {e}")))?;
        if kind.is_symlink() {
            return Err(SkillError::new(
                &path,
                "is a symbolic link: a skill holds its own files (copy the file in)".to_owned(),
            ));
        }
        rules::segment(name).map_err(|why| SkillError::new(&path, why))?;
        if kind.is_dir() {
            walk(dir, &path, files)?;
        } else if kind.is_file() {
            files.push(path);
        } else {
            return Err(SkillError::new(
                &path,
                "is neither a file nor a folder".to_owned(),
            ));
        }
    }
    Ok(())
}

/// The skill in `folder`: its frontmatter checked against its folder's name, its files
/// (nested skills' included) read, sized and digested, its limits kept.
fn skill(dir: &Dir, folder: &str, files: &[String]) -> Result<Skill, SkillError> {
    let manifest = format!("{folder}/{SKILL_MD}");
    let name = folder.rsplit('/').next().unwrap_or(folder);
    let inside: Vec<&String> = files
        .iter()
        .filter(|f| f.starts_with(folder) && f.as_bytes().get(folder.len()) == Some(&b'/'))
        .collect();
    if inside.len() > FILES_MAX {
        return Err(SkillError::new(
            folder,
            format!(
                "has {} files, more than the {FILES_MAX} a skill may hold",
                inside.len()
            ),
        ));
    }
    let mut read = Vec::with_capacity(inside.len());
    let mut total: u64 = 0;
    let mut text = None;
    for path in inside {
        let bytes = read_file(dir, (folder, path), SIZE_MAX - total)?;
        total += bytes.len() as u64;
        let mut digest = String::with_capacity(71);
        digest.push_str("sha256:");
        encode_hex(&Sha256::digest(&bytes), &mut digest);
        read.push(SkillFile {
            path: path[folder.len() + 1..].to_owned(),
            size: bytes.len() as u64,
            digest,
        });
        if *path == manifest {
            text = Some(
                String::from_utf8(bytes)
                    .map_err(|_| SkillError::new(&manifest, "is not UTF-8 text".to_owned()))?,
            );
        }
    }
    let frontmatter = rules::frontmatter(text.as_deref().unwrap_or_default())
        .map_err(|why| SkillError::new(&manifest, why))?;
    let declared = frontmatter["name"].as_str().unwrap_or_default();
    rules::name(declared).map_err(|why| SkillError::new(&manifest, why))?;
    if declared != name {
        return Err(SkillError::new(
            &manifest,
            format!("names the skill `{declared}`, but its folder is `{name}`: a skill's name is its folder's"),
        ));
    }
    Ok(Skill {
        path: folder.to_owned(),
        frontmatter,
        files: read,
    })
}

/// Read `path` of the skill in `folder` through the root's handle, at most `budget` bytes
/// of it.
fn read_file(dir: &Dir, (folder, path): (&str, &str), budget: u64) -> Result<Vec<u8>, SkillError> {
    let file = dir
        .open(path)
        .map_err(|e| SkillError::new(path, format!("cannot be opened: {e}")))?;
    let mut bytes = Vec::new();
    file.take(budget + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| SkillError::new(path, format!("cannot be read: {e}")))?;
    if bytes.len() as u64 > budget {
        return Err(SkillError::new(
            folder,
            format!("holds more than the {SIZE_MAX} bytes (16 MiB) a skill may hold"),
        ));
    }
    Ok(bytes)
}
