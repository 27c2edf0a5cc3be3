//! Reading a skills tree when the server is built: every file read, sized and digested,
//! every rule checked, each failure naming the file.

use super::rules;
use super::source::Source;
use super::{Skill, SkillError, SkillFile, FILES_MAX, SIZE_MAX};
use crate::util::encode_hex;
use cap_std::fs::Dir;
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::Path;

/// The name of the file that makes a folder a skill.
pub(super) const SKILL_MD: &str = "SKILL.md";

/// Open the directory `root` as a source of skills.
pub(super) fn open(root: &Path) -> Result<Source, SkillError> {
    Dir::open_ambient_dir(root, cap_std::ambient_authority())
        .map(Source::Dir)
        .map_err(|e| {
            SkillError::new(
                &root.display().to_string(),
                format!("cannot be opened: {e}"),
            )
        })
}

/// Every skill of `source`, in the order of their URIs.
pub(super) fn load(source: &Source) -> Result<Vec<Skill>, SkillError> {
    let files = source.files()?;
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
        let skill = skill(source, folder, &files)?;
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

/// The skill in `folder`: its frontmatter checked against its folder's name, its files
/// (nested skills' included) read, sized and digested, its limits kept.
fn skill(source: &Source, folder: &str, files: &[String]) -> Result<Skill, SkillError> {
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
        let bytes = read_file(source, (folder, path), SIZE_MAX - total)?;
        total += bytes.len() as u64;
        read.push(SkillFile {
            path: path[folder.len() + 1..].to_owned(),
            size: bytes.len() as u64,
            digest: digest(&bytes),
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
        scopes: &[],
    })
}

/// `sha256:` and the SHA-256 of `bytes`, in lowercase hex.
pub(super) fn digest(bytes: &[u8]) -> String {
    let mut digest = String::with_capacity(71);
    digest.push_str("sha256:");
    encode_hex(&Sha256::digest(bytes), &mut digest);
    digest
}

/// Read `path` of the skill in `folder` through the root's handle, at most `budget` bytes
/// of it.
fn read_file(
    source: &Source,
    (folder, path): (&str, &str),
    budget: u64,
) -> Result<Vec<u8>, SkillError> {
    let bytes = source
        .read(path, budget)
        .map_err(|e| SkillError::new(path, format!("cannot be read: {e}")))?;
    if bytes.len() as u64 > budget {
        return Err(SkillError::new(
            folder,
            format!("holds more than the {SIZE_MAX} bytes (16 MiB) a skill may hold"),
        ));
    }
    Ok(bytes)
}
