//! `include_skills!("skills")`: a skills tree compiled into the binary. The folder is read
//! here, when the crate is built: what only the file system shows is checked now (the
//! folder exists; no symbolic link, special file or name that is not UTF-8; at least one
//! skill; no `SKILL.md` at the root), each refusal a compile error naming the file and the
//! rule. Every file becomes an `include_bytes!`, so cargo rebuilds when one changes, and
//! `Skills::embedded` checks every rule of a tree (frontmatter, names, limits) when the
//! server is built, as `Skills::load` checks a folder on disk.

use proc_macro2::TokenStream;
use quote::quote;
use std::path::{Path, PathBuf};
use syn::LitStr;

/// The name of the file that makes a folder a skill.
const SKILL_MD: &str = "SKILL.md";

pub fn expand(input: TokenStream) -> TokenStream {
    let lit = syn::parse2::<LitStr>(input.clone()).map_err(|_| {
        syn::Error::new_spanned(
            &input,
            "include_skills! takes the path of a skills folder as a string literal, relative \
             to the crate's Cargo.toml: `include_skills!(\"skills\")` (the folder is read \
             when the crate is built)",
        )
    });
    match lit.and_then(|lit| embed(&lit)) {
        Ok(tokens) => tokens,
        Err(e) => e.into_compile_error(),
    }
}

fn embed(lit: &LitStr) -> syn::Result<TokenStream> {
    let base = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(PathBuf::new, PathBuf::from);
    let root = base.join(lit.value());
    let fail = |message: String| syn::Error::new(lit.span(), message);
    if !root.is_dir() {
        let what = if root.exists() {
            "is a file, not a folder"
        } else {
            "is not a folder"
        };
        return Err(fail(format!(
            "`{}` {what}: include_skills! takes the path of a skills folder, \
             relative to the crate's Cargo.toml (looked in `{}`)",
            lit.value(),
            root.display()
        )));
    }
    let mut files = Vec::new();
    walk(&root, "", &mut files).map_err(|(path, rule)| fail(format!("skills: `{path}` {rule}")))?;
    files.sort();
    if files.iter().any(|f| f == SKILL_MD) {
        return Err(fail(format!(
            "skills: `{SKILL_MD}` a SKILL.md at the root of the skills directory names no \
             skill: put each skill in a folder named like it"
        )));
    }
    if !files.iter().any(|f| f.ends_with(&format!("/{SKILL_MD}"))) {
        return Err(fail(format!(
            "`{}` holds no skill: each skill is a folder with a SKILL.md (its frontmatter \
             names it and says what it is for)",
            lit.value()
        )));
    }
    let entries = files.iter().map(|rel| {
        let abs = root.join(rel).display().to_string();
        quote! { (#rel, ::core::include_bytes!(#abs) as &'static [u8]) }
    });
    Ok(quote! {
        ::toolwright::skill::Skills::embedded(&[#(#entries),*])
    })
}

/// Collect the relative path of every regular file below `dir`; names beginning with `.`
/// are skipped, as `Skills::load` skips them.
fn walk(root: &Path, prefix: &str, files: &mut Vec<String>) -> Result<(), (String, String)> {
    let at = |name: &str| {
        if prefix.is_empty() {
            name.to_owned()
        } else {
            format!("{prefix}/{name}")
        }
    };
    let dir = root.join(prefix);
    let entries =
        std::fs::read_dir(&dir).map_err(|e| (at(""), format!("cannot be listed: {e}")))?;
    for entry in entries {
        let entry = entry.map_err(|e| (prefix.to_owned(), format!("cannot be listed: {e}")))?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            return Err((
                at(&name.to_string_lossy()),
                "its name is not UTF-8".to_owned(),
            ));
        };
        if name.starts_with('.') {
            continue;
        }
        let path = at(name);
        let kind = entry
            .file_type()
            .map_err(|e| (path.clone(), format!("cannot be read: {e}")))?;
        if kind.is_symlink() {
            return Err((
                path,
                "is a symbolic link: a skill holds its own files (copy the file in)".to_owned(),
            ));
        } else if kind.is_dir() {
            walk(root, &path, files)?;
        } else if kind.is_file() {
            files.push(path);
        } else {
            return Err((path, "is neither a file nor a folder".to_owned()));
        }
    }
    Ok(())
}
