//! `site migrate` on files, with the rules of the real project (both versions'
//! packages in web/node_modules, installed by `make test`, and content/migration/).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn migrate(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_site")).arg("migrate").arg("--root").arg(root()).args(args).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn markup_with_nothing_to_do_by_hand_exits_0_and_comes_out_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("page.html");
    let markup = "<!doctype html>\n<!-- kept -->\n<div class=x>\n  <ui5-button  design='Emphasized' >Go</ui5-button>\n</div>\n";
    std::fs::write(&file, markup).unwrap();
    let output = migrate(&[file.as_os_str()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), markup);
    assert!(text(&output.stderr).ends_with("0 change(s) made, 0 to do by hand, in 1 file(s)\n"), "{}", text(&output.stderr));
}

#[test]
fn changes_are_printed_and_what_needs_a_hand_exits_1_with_its_position() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("page.html");
    std::fs::write(&file, "<ui5-badge>New</ui5-badge>\n<ui5-dialog id=d></ui5-dialog>\n<ui5-frobnicator></ui5-frobnicator>\n").unwrap();
    let output = migrate(&[file.as_os_str()]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(text(&output.stdout), "<ui5-tag>New</ui5-tag>\n<ui5-dialog id=d></ui5-dialog>\n<ui5-frobnicator></ui5-frobnicator>\n");
    let stderr = text(&output.stderr);
    let shown = file.display();
    assert!(stderr.contains(&format!("{shown}:1:2: changed: ")), "{stderr}");
    assert!(stderr.contains(&format!("{shown}:3:2: by hand: `ui5-frobnicator` is not a component of 1.24")), "{stderr}");
}

#[test]
fn write_rewrites_the_files_in_place_and_prints_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (page, script) = (dir.path().join("page.html"), dir.path().join("main.js"));
    std::fs::write(&page, "<ui5-input value-state=\"Error\"></ui5-input>\n").unwrap();
    std::fs::write(&script, "import \"@ui5/webcomponents/dist/Badge.js\";\n").unwrap();
    let output = migrate(&["--write".as_ref(), page.as_os_str(), script.as_os_str()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stdout.is_empty());
    assert_eq!(std::fs::read_to_string(&page).unwrap(), "<ui5-input value-state=\"Negative\"></ui5-input>\n");
    assert_eq!(std::fs::read_to_string(&script).unwrap(), "import \"@ui5/webcomponents/dist/Tag.js\";\n");
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left.len(), 2, "no temporary file is left: {left:?}");
}

#[test]
fn unreadable_input_exits_2_and_the_other_files_are_still_converted() {
    let dir = tempfile::tempdir().unwrap();
    let (binary, good) = (dir.path().join("image.html"), dir.path().join("good.html"));
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x3c]).unwrap();
    std::fs::write(&good, "<ui5-badge></ui5-badge>").unwrap();
    let missing = dir.path().join("missing.html");
    let output = migrate(&[binary.as_os_str(), missing.as_os_str(), good.as_os_str()]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(stderr.contains(&format!("{}: error: it is not UTF-8 text", binary.display())), "{stderr}");
    assert!(stderr.contains(&format!("{}: error: cannot read it", missing.display())), "{stderr}");
    assert!(text(&output.stdout).contains("<ui5-tag></ui5-tag>"), "the readable file is converted");
}

#[test]
fn several_files_are_printed_each_under_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.html"), dir.path().join("b.html"));
    std::fs::write(&a, "<p>a</p>\n").unwrap();
    std::fs::write(&b, "<p>b</p>\n").unwrap();
    let output = migrate(&[a.as_os_str(), b.as_os_str()]);
    assert_eq!(text(&output.stdout), format!("==> {} <==\n<p>a</p>\n\n==> {} <==\n<p>b</p>\n", a.display(), b.display()));
}
