//! `site mcp`: a folder that is no built site fails at once, before any client
//! connects, with the file it misses.

use std::process::{Command, Stdio};

#[test]
fn a_folder_that_is_no_built_site_fails_at_once_naming_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_site")).args(["mcp", "--dir"]).arg(dir.path()).stdin(Stdio::null()).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty(), "stdout is the protocol's");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("data/site.json") && stderr.contains("run `site build`"), "{stderr}");
}
