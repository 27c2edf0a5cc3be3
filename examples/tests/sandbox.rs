//! The files example's sandbox from the outside: a symlink inside the sandbox that leads out
//! of it is refused as the traversal it is, however deep and whether it names a file or a
//! directory, through every door (the tool, the resource, the prompt, completion); one
//! that stays inside is followed; and a symlink swapped back and forth between an inside
//! and an outside target while it is read thousands of times never yields the outside
//! file (no window between check and open).

use serde_json::json;
use std::os::unix::fs::symlink;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use toolwright::wire::ContentBlock;
use toolwright::{Outcome, ToolSet};
use toolwright_examples::files;

const SECRET: &str = "outside-secret-7f3a";

struct Dirs {
    base: PathBuf,
    root: PathBuf,
}

impl Drop for Dirs {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.base);
    }
}

/// A sandbox root beside a directory holding a secret, with links out of the root and one
/// within it.
fn dirs(name: &str) -> Dirs {
    let base =
        std::env::temp_dir().join(format!("toolwright-sandbox-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let root = base.join("root");
    let outside = base.join("outside");
    std::fs::create_dir_all(root.join("notes")).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    std::fs::write(outside.join("secret.txt"), SECRET).unwrap();
    std::fs::write(root.join("notes/q3.txt"), "revenue: 1.2M\n").unwrap();
    symlink(outside.join("secret.txt"), root.join("to_file")).unwrap();
    symlink(&outside, root.join("notes/to_dir")).unwrap();
    symlink("../../outside/secret.txt", root.join("notes/relative")).unwrap();
    symlink("q3.txt", root.join("notes/inside")).unwrap();
    Dirs { base, root }
}

fn set(dirs: &Dirs) -> ToolSet {
    files::toolset(files::Sandbox::new(&dirs.root).unwrap())
}

fn text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Result(r) => r
            .content
            .iter()
            .filter_map(|c| match c {
                ContentBlock::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect(),
        other => format!("{other:?}"),
    }
}

#[tokio::test]
async fn a_symlink_that_leads_outside_is_a_traversal_through_every_door_and_one_inside_is_followed()
{
    let dirs = dirs("doors");
    let set = set(&dirs);
    let refused = set
        .call("read_file", json!({"path": "../outside/secret.txt"}))
        .await;
    let Outcome::Error(traversal) = &refused else {
        panic!("a traversal is a protocol error: {refused:?}")
    };
    for path in ["to_file", "notes/relative", "notes/to_dir/secret.txt"] {
        let outcome = set.call("read_file", json!({"path": path})).await;
        match &outcome {
            Outcome::Error(e) => assert_eq!(
                (e.code, e.message.split(" (ref").next()),
                (traversal.code, traversal.message.split(" (ref").next()),
                "{path}"
            ),
            other => panic!("{path}: {other:?}"),
        }
        assert!(!format!("{outcome:?}").contains(SECRET), "{path}");
    }
    let listed = set.call("list_dir", json!({"path": "notes/to_dir"})).await;
    assert!(matches!(listed, Outcome::Error(_)), "{listed:?}");
    assert!(!format!("{listed:?}").contains("secret.txt"));
    let inside = set.call("read_file", json!({"path": "notes/inside"})).await;
    assert_eq!(text(&inside), "revenue: 1.2M\n");
    // The resource and the prompt read through the same sandbox.
    let read = set.read("file:///to_file").await;
    assert!(!format!("{read:?}").contains(SECRET), "{read:?}");
    assert!(matches!(read, Outcome::Error(_)), "{read:?}");
    let prompt = set
        .get_prompt("summarize_file", json!({"path": "notes/relative"}))
        .await;
    assert!(!format!("{prompt:?}").contains(SECRET), "{prompt:?}");
    // Completion lists the links by name, and nothing beyond them.
    let completed = files::Sandbox::new(&dirs.root)
        .unwrap()
        .complete("notes/to_dir/");
    assert_eq!(completed, Vec::<String>::new());
}

#[test]
fn a_directory_swapped_for_a_symlink_out_while_it_is_read_never_yields_the_outside_file() {
    let dirs = dirs("race");
    // `sw` is a real directory holding `q3.txt`, then a symlink to the outside directory,
    // which holds a `q3.txt` of its own, and back, as fast as renames go: a sandbox that
    // checks the path and then opens it reads the outside file when a swap lands between.
    let sw = dirs.root.join("sw");
    let parked = dirs.root.join(".sw-dir");
    let link = dirs.root.join(".sw-link");
    std::fs::create_dir(&sw).unwrap();
    std::fs::write(sw.join("q3.txt"), "revenue: 1.2M\n").unwrap();
    std::fs::write(dirs.base.join("outside/q3.txt"), SECRET).unwrap();
    symlink("../outside", &link).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let swapper = {
        let stop = Arc::clone(&stop);
        let (sw, parked, link) = (sw.clone(), parked.clone(), link.clone());
        std::thread::spawn(move || {
            let mut swaps = 0u64;
            while !stop.load(Ordering::Relaxed) {
                std::fs::rename(&sw, &parked).unwrap();
                std::fs::rename(&link, &sw).unwrap();
                std::fs::rename(&sw, &link).unwrap();
                std::fs::rename(&parked, &sw).unwrap();
                swaps += 2;
            }
            swaps
        })
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let set = set(&dirs);
    let (mut read, mut leaked) = (0, 0);
    runtime.block_on(async {
        for _ in 0..5000 {
            let outcome = set.call("read_file", json!({"path": "sw/q3.txt"})).await;
            if format!("{outcome:?}").contains(SECRET) {
                leaked += 1;
            } else if text(&outcome) == "revenue: 1.2M\n" {
                read += 1;
            }
        }
    });
    stop.store(true, Ordering::Relaxed);
    let swaps = swapper.join().unwrap();
    assert!(swaps > 100, "the directory was swapped {swaps} times");
    assert!(read > 0, "the inside file was read too ({read} times)");
    assert_eq!(
        leaked, 0,
        "the outside file was read {leaked} times of 5000"
    );
}
