//! The files server: `read_file` and `list_dir` over a sandbox directory, the same files as
//! resources (`file:///{+path}`), a prompt that summarizes one, completion of their paths,
//! and an app UI for `list_dir` (MCP Apps).
//!
//! Failures, as the seeds classify them: a missing file (operational, with a recovery hint
//! naming `list_dir`), a path that escapes the sandbox (security: no policy detail, ever),
//! a file over the size limit (operational `validation`, stating the limit), and an I/O
//! failure (internal). Read as a resource, a missing file and a path that escapes are the
//! same `Resource not found`; a file over the limit is a `-32602` stating the limit.

use cap_std::fs::Dir;
use std::convert::Infallible;
use std::path::{Component, Path};
use std::sync::Arc;
use tokio::io::AsyncReadExt;
use toolwright::resource::Completing;
use toolwright::wire::{ContentBlock, PromptMessage, ResourceContents};
use toolwright::{mcp_prompt, mcp_resource, mcp_tool, tools, State, ToolError, ToolSet};

/// The largest file `read_file` returns.
pub const MAX_BYTES: u64 = 64 * 1024;

/// The directory the tools may see: a capability-based handle on it (`cap_std::fs::Dir`).
///
/// Every open resolves its path *beneath* the root, in the kernel where it can (Linux
/// `openat2` with `RESOLVE_BENEATH`) and in `cap-std`'s own step-by-step resolution
/// elsewhere: `..`, an absolute path, and a symlink that leads outside (however deep, and
/// even one swapped in while the request runs) all fail at the open itself. There is no
/// check-then-open window, and what is read is the file that was opened: its size and kind
/// are the opened file's, not a second look at the path.
#[derive(Debug)]
pub struct Sandbox {
    root: Arc<Dir>,
}

impl Sandbox {
    /// A sandbox rooted at `root`.
    ///
    /// # Errors
    ///
    /// If `root` cannot be opened as a directory.
    pub fn new(root: impl AsRef<Path>) -> std::io::Result<Self> {
        Ok(Sandbox {
            root: Arc::new(Dir::open_ambient_dir(root, cap_std::ambient_authority())?),
        })
    }

    /// Open `relative` beneath the root: the file, and what it is.
    async fn open(&self, relative: &str) -> Result<(std::fs::File, std::fs::Metadata), FileError> {
        self.beneath(relative, |root, path| {
            let file = root.open(path).map_err(|e| refused(path, e))?.into_std();
            let meta = file.metadata()?;
            Ok((file, meta))
        })
        .await
    }

    /// The entries of the directory `relative` beneath the root (`.` for the root itself),
    /// directories ending with `/`, sorted.
    async fn list(&self, relative: &str) -> Result<Vec<String>, FileError> {
        self.beneath(relative, list).await
    }

    /// Run `work` on `relative` beneath the root, once the path is lexically inside it, on
    /// tokio's blocking pool, as file opens must (one of a FIFO waits for a writer): a
    /// call's timeout still ends a call that waits there.
    async fn beneath<T: Send + 'static>(
        &self,
        relative: &str,
        work: impl FnOnce(&Dir, &str) -> Result<T, FileError> + Send + 'static,
    ) -> Result<T, FileError> {
        lexically_inside(relative)?;
        let (root, path) = (Arc::clone(&self.root), relative.to_owned());
        tokio::task::spawn_blocking(move || work(&root, &path))
            .await
            .map_err(|e| FileError::Io(std::io::Error::other(e)))?
    }
}

/// The entries of directory `path` beneath `root`, or why not.
fn list(root: &Dir, path: &str) -> Result<Vec<String>, FileError> {
    let dir = root.open_dir(path).map_err(|e| refused(path, e))?;
    let mut entries = Vec::new();
    for entry in dir.entries()? {
        let entry = entry?;
        let mut name = entry.file_name().to_string_lossy().into_owned();
        if entry.file_type()?.is_dir() {
            name.push('/');
        }
        entries.push(name);
    }
    entries.sort();
    Ok(entries)
}

/// A path with no `..`, no root and no prefix: refused before any open, so that
/// `notes/../README.txt` is answered as the traversal it is written as, whatever it would
/// resolve to (the open beneath the root is what keeps a symlink in).
fn lexically_inside(relative: &str) -> Result<(), FileError> {
    let escapes = Path::new(relative).components().any(|c| {
        matches!(
            c,
            Component::ParentDir | Component::RootDir | Component::Prefix(_)
        )
    });
    if escapes {
        return Err(FileError::Traversal {
            requested: relative.into(),
        });
    }
    Ok(())
}

/// Why an open beneath the root failed: a path that leads outside it (`cap-std`'s escape
/// error, `EXDEV` from `openat2`'s `RESOLVE_BENEATH`, or a refused permission) is a
/// traversal, a missing one not found, anything else an I/O failure.
fn refused(relative: &str, e: std::io::Error) -> FileError {
    const EXDEV: i32 = 18;
    match e.kind() {
        std::io::ErrorKind::NotFound => FileError::NotFound(relative.into()),
        std::io::ErrorKind::PermissionDenied => FileError::Traversal {
            requested: relative.into(),
        },
        _ if e.raw_os_error() == Some(EXDEV) => FileError::Traversal {
            requested: relative.into(),
        },
        std::io::ErrorKind::NotADirectory => FileError::NotADir(relative.into()),
        _ => FileError::Io(e),
    }
}

impl Sandbox {
    /// The sandbox paths that start with `typed` (directories end with `/`), sorted: what
    /// a client shows as the user types a path. Nothing outside the sandbox, ever.
    pub fn complete(&self, typed: &str) -> Vec<String> {
        let (dir, name) = typed.rsplit_once('/').unwrap_or(("", typed));
        let dir_path = if dir.is_empty() { "." } else { dir };
        if lexically_inside(dir_path).is_err() {
            return Vec::new();
        }
        let Ok(opened) = self.root.open_dir(dir_path) else {
            return Vec::new();
        };
        let Ok(entries) = opened.entries() else {
            return Vec::new();
        };
        let mut found: Vec<String> = entries
            .flatten()
            .filter_map(|entry| {
                let file = entry.file_name().to_string_lossy().into_owned();
                if !file.starts_with(name) {
                    return None;
                }
                let slash = if entry.file_type().ok()?.is_dir() {
                    "/"
                } else {
                    ""
                };
                Some(match dir {
                    "" => format!("{file}{slash}"),
                    dir => format!("{dir}/{file}{slash}"),
                })
            })
            .collect();
        found.sort();
        found
    }
}

/// How the file tools fail.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum FileError {
    #[error("no file at {0}")]
    #[error_kind(
        operational,
        category = "not_found",
        message = "No file at {0}.",
        suggested_action = "Call list_dir to see what exists, then retry with one of those names."
    )]
    NotFound(String),

    #[error("path {requested} escapes the sandbox")]
    #[error_kind(security)]
    Traversal { requested: String },

    #[error("{path} is {size} bytes, over the {limit} byte limit")]
    #[error_kind(
        operational,
        category = "validation",
        message = "That file is larger than the {limit} byte limit for read_file.",
        suggested_action = "Read a smaller file; large files cannot be read with this tool."
    )]
    TooLarge { path: String, size: u64, limit: u64 },

    #[error("{0} is a directory")]
    #[error_kind(
        operational,
        category = "validation",
        message = "That path is a directory, not a file.",
        suggested_action = "Call list_dir on it instead."
    )]
    IsDir(String),

    #[error("{0} is a file")]
    #[error_kind(
        operational,
        category = "validation",
        message = "That path is a file, not a directory: it cannot be listed.",
        suggested_action = "Call read_file on it instead."
    )]
    NotADir(String),

    #[error("I/O failure: {0}")]
    #[error_kind(internal)]
    Io(#[from] std::io::Error),
}

/// Read a UTF-8 text file from the sandbox.
#[mcp_tool(read_only, idempotent)]
pub async fn read_file(
    #[ctx] sandbox: State<Sandbox>,
    /// A path relative to the sandbox root, e.g. `notes/todo.txt`.
    path: String,
) -> Result<String, FileError> {
    read_text(&sandbox, path).await
}

/// A file of the sandbox, as text.
#[mcp_resource(
    uri = "file:///{+path}",
    name = "sandbox-file",
    mime_type = "text/plain",
    complete = complete_path
)]
pub async fn sandbox_file(
    #[ctx] sandbox: State<Sandbox>,
    path: String,
) -> Result<String, FileError> {
    read_text(&sandbox, path).await
}

/// Summarize a file of the sandbox: the file embedded, then the request.
#[mcp_prompt(complete = complete_path)]
pub async fn summarize_file(
    #[ctx] sandbox: State<Sandbox>,
    /// The file to summarize, relative to the sandbox root.
    path: String,
    /// At most this many sentences (3 if not given).
    sentences: Option<u32>,
) -> Result<Vec<PromptMessage>, FileError> {
    let text = read_text(&sandbox, path.clone()).await?;
    let file = ResourceContents::text(format!("file:///{path}"), text).with_mime_type("text/plain");
    Ok(vec![
        PromptMessage::user(ContentBlock::resource(file)),
        PromptMessage::user(format!(
            "Summarize the file above in at most {} sentences.",
            sentences.unwrap_or(3)
        )),
    ])
}

/// Completion of sandbox paths, for the `file:///{+path}` template and the prompt.
pub fn complete_path(request: &Completing) -> Vec<String> {
    match request.state::<Sandbox>() {
        Some(sandbox) => sandbox.complete(request.value()),
        None => Vec::new(),
    }
}

/// The app UI `list_dir` opens in hosts that render MCP Apps: the listing, as a page.
#[mcp_resource(
    uri = "ui://files/browser",
    name = "file-browser",
    prefers_border = true
)]
pub fn file_browser() -> Result<&'static str, Infallible> {
    Ok(BROWSER_HTML)
}

/// A whole HTML5 document: it shows the `structuredContent` of the `list_dir` result the
/// host hands it (MCP Apps `ui/notifications/tool-result`).
const BROWSER_HTML: &str = r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Files</title></head>
<body><ul id="entries"></ul>
<script>
window.addEventListener("message", (e) => {
  const m = e.data;
  if (m && m.method === "ui/notifications/tool-result") {
    const list = document.getElementById("entries");
    list.replaceChildren(...((m.params.structuredContent || {}).result || []).map((name) => {
      const li = document.createElement("li"); li.textContent = name; return li;
    }));
  }
});
</script></body></html>
"#;

/// The text of the file at `path`, opened beneath the sandbox's root and checked against
/// the size limit (the opened file's size: nothing is looked up twice).
async fn read_text(sandbox: &Sandbox, path: String) -> Result<String, FileError> {
    let (file, meta) = sandbox.open(&path).await?;
    if meta.is_dir() {
        return Err(FileError::IsDir(path));
    }
    if meta.len() > MAX_BYTES {
        return Err(FileError::TooLarge {
            path,
            size: meta.len(),
            limit: MAX_BYTES,
        });
    }
    let mut bytes = Vec::new();
    tokio::fs::File::from_std(file)
        .take(MAX_BYTES)
        .read_to_end(&mut bytes)
        .await?;
    // The words `std::fs::read_to_string` uses, which the log has always said.
    String::from_utf8(bytes).map_err(|_| {
        FileError::Io(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        ))
    })
}

/// List the entries of a sandbox directory (directories end with `/`).
#[mcp_tool(read_only, idempotent, ui = "ui://files/browser")]
pub async fn list_dir(
    #[ctx] sandbox: State<Sandbox>,
    /// A path relative to the sandbox root; `.` for the root.
    path: String,
) -> Result<Vec<String>, FileError> {
    let (_, meta) = sandbox.open(&path).await?;
    if !meta.is_dir() {
        return Err(FileError::NotADir(path));
    }
    sandbox.list(&path).await
}

/// The file tools, the files as resources, the summary prompt and the app UI, over
/// `sandbox`.
pub fn toolset(sandbox: Sandbox) -> ToolSet {
    tools![
        read_file,
        list_dir,
        sandbox_file,
        summarize_file,
        file_browser
    ]
    .with_state(sandbox)
}

/// Fill `root` with the demo's files: a note, a nested directory, and a file over the limit.
///
/// # Errors
///
/// If the files cannot be written.
pub fn seed_demo_files(root: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(root.join("notes"))?;
    std::fs::write(
        root.join("README.txt"),
        "Quarterly numbers are in notes/q3.txt.\n",
    )?;
    std::fs::write(root.join("notes/q3.txt"), "revenue: 1.2M\ncosts: 0.9M\n")?;
    std::fs::write(root.join("big.log"), vec![b'x'; (MAX_BYTES + 1) as usize])?;
    Ok(())
}
