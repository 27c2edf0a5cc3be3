//! Where a skill's bytes live: a directory on disk, read through one `cap_std::fs::Dir`
//! (nothing resolving outside the root opens through it), or files embedded in the binary.

use super::rules;
use super::SkillError;
use cap_std::fs::{Dir, OpenOptions};
use std::io::{self, Read};

/// The files of a skills tree.
pub(super) enum Source {
    /// A directory, opened once.
    Dir(Dir),
    /// Files compiled into the binary, by path below the root, sorted.
    Embedded(Vec<(&'static str, &'static [u8])>),
}

impl std::fmt::Debug for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Source::Dir(_) => f.write_str("Source::Dir"),
            Source::Embedded(files) => write!(f, "Source::Embedded({} files)", files.len()),
        }
    }
}

impl Source {
    /// The relative path of every regular file of the tree, sorted. Names beginning with
    /// `.` are skipped (`.git`, `.DS_Store`); a symbolic link, a special file or a name a
    /// `skill://` URI cannot carry refuses the tree.
    pub(super) fn files(&self) -> Result<Vec<String>, SkillError> {
        let mut files = Vec::new();
        match self {
            Source::Dir(dir) => walk(dir, "", &mut files)?,
            Source::Embedded(embedded) => {
                for (path, _) in embedded {
                    if path.split('/').any(|s| s.starts_with('.')) {
                        continue;
                    }
                    for segment in path.split('/') {
                        rules::segment(segment).map_err(|why| SkillError::new(path, why))?;
                    }
                    files.push((*path).to_owned());
                }
            }
        }
        files.sort();
        Ok(files)
    }

    /// The bytes of file `path`, at most `limit + 1` of them (so that a caller can tell a
    /// file over its limit). On disk the file is opened without blocking (a FIFO swapped in
    /// does not stall the read) and must be a regular file.
    pub(super) fn read(&self, path: &str, limit: u64) -> io::Result<Vec<u8>> {
        match self {
            Source::Dir(dir) => {
                let mut options = OpenOptions::new();
                options.read(true);
                #[cfg(unix)]
                {
                    use cap_std::fs::OpenOptionsExt;
                    options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
                }
                let file = dir.open_with(path, &options)?;
                if !file.metadata()?.is_file() {
                    return Err(io::Error::new(
                        io::ErrorKind::InvalidInput,
                        "not a regular file",
                    ));
                }
                let mut bytes = Vec::new();
                file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
                Ok(bytes)
            }
            Source::Embedded(embedded) => embedded
                .binary_search_by(|(p, _)| (*p).cmp(path))
                .map(|i| embedded[i].1.to_vec())
                .map_err(|_| io::ErrorKind::NotFound.into()),
        }
    }
}

/// Collect the relative path of every regular file below `prefix`.
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
