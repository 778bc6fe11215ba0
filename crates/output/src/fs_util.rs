//! Small file system operations that the write and the swap share, each with the
//! path in its error: a build that fails on one of thousands of files says which.

use rayon::prelude::*;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// `path` with `suffix` added to its file name, such as a compressed copy's `.br`.
pub(crate) fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Writes a file straight to its name, where no one reads it yet.
pub(crate) fn write_file(target: &Path, bytes: &[u8]) -> io::Result<()> {
    fs::write(target, bytes).map_err(|err| with_path(err, target))
}

/// Removes a file, unless there is none.
pub(crate) fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(err) if err.kind() != io::ErrorKind::NotFound => Err(with_path(err, path)),
        _ => Ok(()),
    }
}

/// Removes what is at `path`, a file or a folder, if anything.
pub(crate) fn remove_path(path: &Path) -> io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(metadata) if metadata.is_dir() => remove_tree(path).map_err(|err| with_path(err, path)),
        Ok(_) => remove_if_present(path),
        Err(_) => Ok(()),
    }
}

/// Writes a file through a temporary name, so readers never see half of it.
pub(crate) fn replace_file(target: &Path, bytes: &[u8]) -> io::Result<()> {
    through_temporary(target, |temporary| fs::write(temporary, bytes))
}

/// Copies the file `source` to `target`; with `replace`, through a temporary name,
/// as [`replace_file`] does.
pub(crate) fn copy_file(source: &Path, target: &Path, replace: bool) -> io::Result<()> {
    let copy = |to: &Path| fs::copy(source, to).map(drop);
    if replace {
        through_temporary(target, copy)
    } else {
        copy(target).map_err(|err| with_path(err, target))
    }
}

/// Makes `target` with `make` under a temporary name, then gives it its own.
fn through_temporary(target: &Path, make: impl FnOnce(&Path) -> io::Result<()>) -> io::Result<()> {
    let temporary = with_suffix(target, ".partial");
    make(&temporary).map_err(|err| with_path(err, &temporary))?;
    fs::rename(&temporary, target).map_err(|err| with_path(err, target))
}

/// `err` with the path it happened at, which the system's errors leave out.
pub(crate) fn with_path(err: io::Error, path: &Path) -> io::Error {
    io::Error::new(err.kind(), format!("{}: {err}", path.display()))
}

/// Removes a directory tree, its files in parallel (a site has thousands). A symlink
/// is removed itself, never what it points to.
pub(crate) fn remove_tree(dir: &Path) -> io::Result<()> {
    let mut files = Vec::new();
    let mut dirs = Vec::new();
    for entry in walkdir::WalkDir::new(dir).follow_root_links(false) {
        let entry = entry.map_err(io::Error::other)?;
        if entry.file_type().is_dir() {
            dirs.push(entry.into_path());
        } else {
            files.push(entry.into_path());
        }
    }
    files.par_iter().try_for_each(fs::remove_file)?;
    // Deepest first, so each folder is empty when it goes.
    for dir in dirs.iter().rev() {
        fs::remove_dir(dir)?;
    }
    Ok(())
}
