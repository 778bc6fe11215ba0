//! Builds killed part-way (kill -9, SIGTERM, Ctrl-C) leave their temporary folders
//! beside the output; the next build removes them and git ignores them meanwhile.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

fn build(root: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_site"));
    command
        .args(["build", "--root"])
        .arg(root)
        .args(["--web-dist", "web-dist", "--out", "build"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command
}

/// The temporary folders of builds beside the output.
fn leftovers(root: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.starts_with(".build.tmp-") || name.starts_with(".build.old-"))
        .collect();
    names.sort();
    names
}

#[test]
fn the_next_build_cleans_up_after_killed_builds() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    copy_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/tests/fixtures/site"), root);
    // Enough files to compress that a build can be caught in the middle.
    let bulk = root.join("content/static/bulk");
    std::fs::create_dir_all(&bulk).unwrap();
    for i in 0..1500 {
        std::fs::write(bulk.join(format!("{i}.txt")), format!("line {i} of a file to compress\n").repeat(100)).unwrap();
    }
    assert!(build(root).status().unwrap().success());

    let mut left = Vec::new();
    for signal in ["KILL", "TERM", "INT"] {
        for delay_ms in [30, 60, 100, 150, 200, 300, 400, 500, 700, 1000] {
            let mut child = build(root).spawn().unwrap();
            std::thread::sleep(Duration::from_millis(delay_ms));
            let killed = Command::new("kill").arg(format!("-{signal}")).arg(child.id().to_string()).status().unwrap();
            let status = child.wait().unwrap();
            if killed.success() && !status.success() && !leftovers(root).is_empty() {
                break;
            }
        }
        left.extend(leftovers(root));
    }
    left.sort();
    left.dedup();
    assert!(!left.is_empty(), "no kill caught a build in the middle");
    let kept_beside_build = left.iter().map(|name| format!("{name}/index.html")).chain([".build.lock".to_string()]);
    for path in kept_beside_build {
        let ignored = Command::new("git")
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
            .args(["check-ignore", "--no-index", "--quiet", &path])
            .status()
            .unwrap();
        assert!(ignored.success(), "git ignores {path}");
    }

    assert!(build(root).status().unwrap().success());
    assert_eq!(leftovers(root), Vec::<String>::new(), "left before: {left:?}");
    assert!(root.join("build/docs/FAQ/index.html").is_file());
    assert!(root.join("build/bulk/1499.txt.br").is_file());
}
