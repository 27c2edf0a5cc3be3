//! Loading real directory trees, written to a temporary folder per test: what a valid tree
//! serves, and the exact refusal of each rule.

use super::{SkillError, Skills, SIZE_MAX};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh folder for one test, removed when dropped.
struct Tree(PathBuf);

impl Tree {
    fn new() -> Tree {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "toolwright-skills-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        Tree(dir)
    }

    fn file(self, path: &str, bytes: impl AsRef<[u8]>) -> Tree {
        let at = self.0.join(path);
        std::fs::create_dir_all(at.parent().unwrap()).unwrap();
        std::fs::write(at, bytes).unwrap();
        self
    }

    fn skill(self, folder: &str, name: &str) -> Tree {
        let md = format!("---\nname: {name}\ndescription: Does {name} things\n---\n\nSteps.\n");
        self.file(&format!("{folder}/SKILL.md"), md)
    }

    fn path(&self) -> &Path {
        &self.0
    }

    fn refusal(&self) -> SkillError {
        Skills::load(self.path()).expect_err("the tree breaks a rule")
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const PDF_MD: &str = "---\nname: pdf-processing\ndescription: Extract, fill, and assemble PDF documents\nlicense: Apache-2.0\nmetadata:\n  author: acme\n  version: \"1.0\"\n---\n\nSkill body.\n";

#[test]
fn a_tree_serves_each_skill_with_its_frontmatter_verbatim_and_every_file_digested() {
    let tree = Tree::new()
        .file("pdf-processing/SKILL.md", PDF_MD)
        .file("pdf-processing/references/FORMS.md", "hello")
        .skill("acme/billing/refunds", "refunds")
        .file("acme/billing/refunds/examples/email.md", "")
        .file(".git/config", "skipped")
        .file("pdf-processing/.DS_Store", "skipped");
    let skills = Skills::load(tree.path()).unwrap();
    let uris: Vec<String> = skills.iter().map(|s| s.uri()).collect();
    assert_eq!(
        uris,
        [
            "skill://acme/billing/refunds/SKILL.md",
            "skill://pdf-processing/SKILL.md"
        ]
    );
    let pdf = skills
        .iter()
        .find(|s| s.name() == "pdf-processing")
        .unwrap();
    assert_eq!(
        pdf.entry(),
        json!({
            "uri": "skill://pdf-processing/SKILL.md",
            "frontmatter": {
                "name": "pdf-processing",
                "description": "Extract, fill, and assemble PDF documents",
                "license": "Apache-2.0",
                "metadata": {"author": "acme", "version": "1.0"},
            },
            "resources": [
                {
                    "uri": "skill://pdf-processing/SKILL.md",
                    "digest": format!("sha256:{}", sha256_hex(PDF_MD.as_bytes())),
                    "size": PDF_MD.len(),
                },
                {
                    // SHA-256 of "hello", as `sha256sum` prints it.
                    "uri": "skill://pdf-processing/references/FORMS.md",
                    "digest": "sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
                    "size": 5,
                },
            ],
        })
    );
    let refunds = skills.iter().find(|s| s.name() == "refunds").unwrap();
    let files: Vec<&str> = refunds.files().iter().map(|f| f.path.as_str()).collect();
    assert_eq!(files, ["SKILL.md", "examples/email.md"]);
}

#[test]
fn a_nested_skills_files_count_for_the_skill_around_it_too() {
    let tree = Tree::new()
        .skill("outer", "outer")
        .skill("outer/inner", "inner")
        .file("outer/inner/notes.md", "n");
    let skills = Skills::load(tree.path()).unwrap();
    let outer = skills.iter().find(|s| s.name() == "outer").unwrap();
    let files: Vec<&str> = outer.files().iter().map(|f| f.path.as_str()).collect();
    assert_eq!(files, ["SKILL.md", "inner/SKILL.md", "inner/notes.md"]);
    let inner = skills.iter().find(|s| s.name() == "inner").unwrap();
    assert_eq!(inner.uri(), "skill://outer/inner/SKILL.md");
    assert_eq!(inner.files().len(), 2);
}

/// Each broken tree and the refusal it gets: the file, then the rule.
#[test]
fn each_broken_rule_is_refused_naming_the_file_and_the_rule() {
    let cases: Vec<(Tree, &str, &str)> =
        vec![
        (
            Tree::new().file("notes/SKILL.md", "Just text.\n"),
            "notes/SKILL.md",
            "has no frontmatter: start the file with a line `---`",
        ),
        (
            Tree::new().file("notes/SKILL.md", "---\nname: notes\ndescription: [unclosed\n---\n"),
            "notes/SKILL.md",
            "has frontmatter that is not valid YAML",
        ),
        (
            Tree::new().file("notes/SKILL.md", "---\nname: notes\n---\n"),
            "notes/SKILL.md",
            "has no non-empty `description` string in its frontmatter",
        ),
        (
            Tree::new().file("notes/SKILL.md", "---\n- a\n- b\n---\n"),
            "notes/SKILL.md",
            "has frontmatter that is not a YAML mapping of keys to values",
        ),
        (
            Tree::new().skill("notes", "other"),
            "notes/SKILL.md",
            "names the skill `other`, but its folder is `notes`: a skill's name is its folder's",
        ),
        (
            Tree::new().skill("Notes", "Notes"),
            "Notes/SKILL.md",
            "names the skill `Notes`, which breaks the naming rules",
        ),
        (
            Tree::new().skill("my--notes", "my--notes"),
            "my--notes/SKILL.md",
            "names the skill `my--notes`, which breaks the naming rules",
        ),
        (
            Tree::new().skill("a/notes", "notes").skill("b/notes", "notes"),
            "b/notes/SKILL.md",
            "the name `notes` is also the name of `a/notes`: skill names must be unique",
        ),
        (
            Tree::new().skill("notes", "notes").file("notes/My Doc.md", "x"),
            "notes/My Doc.md",
            "has a name a skill:// URI cannot carry as it is",
        ),
        (
            Tree::new().skill("notes", "notes").file("notes/a%2e.md", "x"),
            "notes/a%2e.md",
            "has a name a skill:// URI cannot carry as it is",
        ),
        (
            Tree::new().file("SKILL.md", PDF_MD),
            "SKILL.md",
            "a SKILL.md at the root of the skills directory names no skill",
        ),
    ];
    for (tree, path, rule) in cases {
        let refused = tree.refusal();
        assert_eq!(refused.path, path, "{refused}");
        assert!(refused.rule.starts_with(rule), "{path}: {refused}");
        assert!(refused
            .to_string()
            .starts_with(&format!("skills: `{path}` {rule}")));
    }
}

#[test]
fn a_symbolic_link_is_refused_even_one_pointing_inside_the_skill() {
    let tree = Tree::new()
        .skill("notes", "notes")
        .file("notes/real.md", "x");
    std::os::unix::fs::symlink("real.md", tree.path().join("notes/link.md")).unwrap();
    let refused = tree.refusal();
    assert_eq!(refused.path, "notes/link.md");
    assert!(refused.rule.starts_with("is a symbolic link"), "{refused}");
    let outside = Tree::new().skill("notes", "notes");
    std::os::unix::fs::symlink("/etc", outside.path().join("notes/etc")).unwrap();
    assert_eq!(outside.refusal().path, "notes/etc");
}

#[test]
fn a_skill_over_512_files_or_16_mib_is_refused() {
    let mut many = Tree::new().skill("big", "big");
    for i in 0..512 {
        many = many.file(&format!("big/f{i}.md"), "x");
    }
    let refused = many.refusal();
    assert_eq!(refused.path, "big");
    assert_eq!(
        refused.rule,
        "has 513 files, more than the 512 a skill may hold"
    );
    let size = usize::try_from(SIZE_MAX).unwrap();
    let heavy = Tree::new()
        .skill("heavy", "heavy")
        .file("heavy/blob.bin", vec![0u8; size]);
    let refused = heavy.refusal();
    assert_eq!(refused.path, "heavy");
    assert_eq!(
        refused.rule,
        "holds more than the 16777216 bytes (16 MiB) a skill may hold"
    );
    // Exactly at the limit is served.
    let skill_md = "---\nname: edge\ndescription: Does edge things\n---\n\nSteps.\n";
    let edge = Tree::new()
        .file("edge/SKILL.md", skill_md)
        .file("edge/blob.bin", vec![0u8; size - skill_md.len()]);
    let skills = Skills::load(edge.path()).unwrap();
    let total: u64 = skills
        .iter()
        .next()
        .unwrap()
        .files()
        .iter()
        .map(|f| f.size)
        .sum();
    assert_eq!(total, SIZE_MAX);
}

#[test]
fn a_missing_directory_is_refused_naming_it() {
    let refused = Skills::load("/nonexistent/toolwright-skills").unwrap_err();
    assert_eq!(refused.path, "/nonexistent/toolwright-skills");
    assert!(refused.rule.starts_with("cannot be opened"), "{refused}");
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[test]
fn embedded_files_follow_every_rule_of_a_tree() {
    let md: &'static [u8] = b"---\nname: notes\ndescription: Take notes.\n---\n";
    let skills =
        Skills::embedded(&[("notes/pages/one.md", b"one"), ("notes/SKILL.md", md)]).unwrap();
    let notes = skills.iter().next().unwrap();
    let files: Vec<&str> = notes.files().iter().map(|f| f.path.as_str()).collect();
    assert_eq!(files, ["SKILL.md", "pages/one.md"]);
    let bytes = skills.read(notes, &notes.files()[1]).unwrap();
    assert_eq!(bytes, b"one");
    type Files<'a> = &'a [(&'static str, &'static [u8])];
    let cases: [(Files<'_>, &str, &str); 4] = [
        (
            &[("notes/SKILL.md", b"---\nname: other\ndescription: x\n---\n")],
            "notes/SKILL.md",
            "names the skill `other`, but its folder is `notes`",
        ),
        (
            &[("notes/SKILL.md", md), ("notes/a b.md", b"x")],
            "notes/a b.md",
            "has a name a skill:// URI cannot carry as it is",
        ),
        (
            &[("notes/SKILL.md", b"no frontmatter")],
            "notes/SKILL.md",
            "has no frontmatter",
        ),
        (&[("SKILL.md", md)], "SKILL.md", "a SKILL.md at the root"),
    ];
    for (files, path, rule) in cases {
        let refused = Skills::embedded(files).unwrap_err();
        assert_eq!(refused.path, path, "{refused}");
        assert!(refused.rule.starts_with(rule), "{refused}");
    }
}
