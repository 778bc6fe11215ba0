//! The write of a whole site ([`SiteWrite`]): a fresh one fills a folder beside the
//! output and swaps it in, recycling the spare (the output before last) where there
//! is one, under a lock, after cleaning up what killed builds left; one in place
//! writes over the output and removes what the site no longer has.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::compress::Encoding;
use crate::fs_util::{remove_if_present, remove_tree, with_path, with_suffix};
use crate::manifest::{read_manifest, write_manifest, Manifest, ManifestLog, MANIFEST};
use crate::output::{Output, WriteReport};
use crate::spill::Spill;
use crate::write::{remove_unwritten, write_all, Mode};

/// Writes `outputs` to a new directory and swaps it with `out_dir` (see [`SiteWrite::fresh`]).
pub fn write_fresh(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let mut write = SiteWrite::fresh(out_dir)?;
    write.write(outputs)?;
    write.finish()
}

/// Updates `out_dir` in place, without compressed copies (see [`SiteWrite::in_place`]).
pub fn write_in_place(out_dir: &Path, outputs: Vec<Output>) -> io::Result<WriteReport> {
    let mut write = SiteWrite::in_place(out_dir)?;
    write.write(outputs)?;
    write.finish()
}

/// The write of a whole site, its files given in parts as they are ready (a build
/// writes the rest of the site while the pages are prerendered), completed by
/// [`SiteWrite::finish`].
pub struct SiteWrite {
    out_dir: PathBuf,
    /// Where the files go: a new folder beside the output, or the output itself.
    dir: PathBuf,
    mode: Mode,
    /// What the last write of the output wrote.
    previous: Manifest,
    /// What the recycled spare held when it was the output, in a fresh write that
    /// recycles one.
    recycled: Option<Manifest>,
    written: ManifestLog,
    report: WriteReport,
    /// A fresh write's folders and the lock it holds until it ends.
    fresh: Option<(Siblings, fs::File)>,
    finished: bool,
}

impl SiteWrite {
    /// Into a new folder, which [`SiteWrite::finish`] swaps with `out_dir`: a write
    /// that fails or is dropped leaves the previous output as it was. One write of an
    /// output runs at a time; it first removes what killed builds left behind.
    pub fn fresh(out_dir: &Path) -> io::Result<SiteWrite> {
        let siblings = Siblings::of(out_dir)?;
        let lock = siblings.lock()?;
        siblings.clean_up_after_killed_builds()?;
        let dir = siblings.staging();
        let recycled = siblings.recycle_spare(&dir)?;
        let written = ManifestLog::new(Some(&siblings.parent))?;
        Ok(SiteWrite::new(out_dir, dir, Mode::Fresh, recycled, written, Some((siblings, lock))))
    }

    /// Over the files of `out_dir`, only where their content changed, without
    /// compressed copies (the dev server); [`SiteWrite::finish`] removes what the
    /// site no longer has.
    pub fn in_place(out_dir: &Path) -> io::Result<SiteWrite> {
        fs::create_dir_all(out_dir)?;
        Ok(SiteWrite::new(out_dir, out_dir.to_path_buf(), Mode::InPlace, None, ManifestLog::new(None)?, None))
    }

    fn new(
        out_dir: &Path,
        dir: PathBuf,
        mode: Mode,
        recycled: Option<Manifest>,
        written: ManifestLog,
        fresh: Option<(Siblings, fs::File)>,
    ) -> SiteWrite {
        let previous = read_manifest(out_dir);
        SiteWrite {
            out_dir: out_dir.to_path_buf(),
            dir,
            mode,
            previous,
            recycled,
            written,
            report: WriteReport::default(),
            fresh,
            finished: false,
        }
    }

    /// A folder for the files of this write that are made before they are written:
    /// beside the output for a fresh write, which moves them in; a write in place
    /// copies them, from the system's temporary folder.
    pub fn spill(&self) -> io::Result<Spill> {
        match &self.fresh {
            Some((siblings, _lock)) => Spill::in_dir(&siblings.parent, &siblings.spill_prefix()),
            None => Spill::in_temp_dir(),
        }
    }

    /// Writes `outputs`, none of which an earlier part had ([`SiteWrite::finish`]
    /// fails if one did).
    pub fn write(&mut self, outputs: Vec<Output>) -> io::Result<()> {
        let recycled = self.recycled.as_ref();
        let report = write_all(&self.dir, outputs, &self.previous, recycled, Some(&self.out_dir), self.mode, &self.written)?;
        self.report.add(&report);
        Ok(())
    }

    /// Writes the manifest and puts the site in place: a fresh write swaps its folder
    /// in; one in place removes the files of the last write that this one did not write.
    pub fn finish(mut self) -> io::Result<WriteReport> {
        let written = self.written.read()?;
        if self.recycled.is_some() {
            remove_unwritten(&self.dir, &written)?;
        }
        write_manifest(&self.dir, &written)?;
        match &self.fresh {
            Some((siblings, _lock)) => siblings.swap(&self.dir)?,
            None => self.remove_stale(&written),
        }
        self.finished = true;
        Ok(std::mem::take(&mut self.report))
    }

    fn remove_stale(&mut self, written: &Manifest) {
        for stale in self.previous.keys().filter(|key| !written.contains_key(*key)) {
            let path = self.out_dir.join(stale);
            let copies = Encoding::ALL.map(|encoding| with_suffix(&path, encoding.suffix()));
            for candidate in std::iter::once(path.clone()).chain(copies) {
                if fs::remove_file(&candidate).is_ok() {
                    self.report.removed += 1;
                }
            }
            // A folder whose files were all stale (a previous build's search parts)
            // goes too; a folder with files left fails to be removed, as it should.
            for folder in path.ancestors().skip(1).take_while(|folder| *folder != self.out_dir) {
                if fs::remove_dir(folder).is_err() {
                    break;
                }
            }
        }
    }
}

impl Drop for SiteWrite {
    fn drop(&mut self) {
        if self.fresh.is_some() && !self.finished {
            let _ = remove_tree(&self.dir);
        }
    }
}

/// The folders a fresh write keeps beside the output (`build`): `.build.tmp-<pid>`
/// while it writes, `.build.old-<pid>` while it removes the previous output, and
/// the lock file `.build.lock`, held for the whole write.
struct Siblings {
    out_dir: PathBuf,
    parent: PathBuf,
    name: String,
}

impl Siblings {
    fn of(out_dir: &Path) -> io::Result<Siblings> {
        let parent = out_dir.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        fs::create_dir_all(parent)?;
        let name = out_dir.file_name().and_then(|n| n.to_str()).unwrap_or("build").to_string();
        Ok(Siblings { out_dir: out_dir.to_path_buf(), parent: parent.to_path_buf(), name })
    }

    fn staging(&self) -> PathBuf {
        self.parent.join(format!(".{}.tmp-{}", self.name, std::process::id()))
    }

    /// How the name of a spill of this process begins (the rest is random).
    fn spill_prefix(&self) -> String {
        format!(".{}.spill-{}-", self.name, std::process::id())
    }

    fn retired(&self) -> PathBuf {
        self.parent.join(format!(".{}.old-{}", self.name, std::process::id()))
    }

    /// The output before the last, kept for the next write to bring up to date.
    fn spare(&self) -> PathBuf {
        self.parent.join(format!(".{}.spare", self.name))
    }

    /// Makes the spare, if there is one, the folder `staging` and returns what it
    /// held. Its manifest goes first: a write that stops half-way leaves a folder
    /// that no manifest describes, under a name the next write removes.
    fn recycle_spare(&self, staging: &Path) -> io::Result<Option<Manifest>> {
        let spare = self.spare();
        match fs::symlink_metadata(&spare) {
            Ok(metadata) if metadata.is_dir() => {}
            Ok(_) => return fs::remove_file(&spare).map(|()| None).map_err(|err| with_path(err, &spare)),
            Err(_) => return Ok(None),
        }
        fs::rename(&spare, staging).map_err(|err| with_path(err, &spare))?;
        let manifest = read_manifest(staging);
        remove_if_present(&staging.join(MANIFEST))?;
        Ok(Some(manifest))
    }

    /// Waits for any other build of this output to finish. The system releases the
    /// lock when a process ends, however it ends, so a killed build never holds it.
    fn lock(&self) -> io::Result<fs::File> {
        let path = self.parent.join(format!(".{}.lock", self.name));
        let file = fs::OpenOptions::new().create(true).truncate(false).write(true).open(&path).map_err(|err| with_path(err, &path))?;
        if let Err(fs::TryLockError::WouldBlock) = file.try_lock() {
            eprintln!("waiting for another build of {} to finish", self.out_dir.display());
            file.lock()?;
        }
        Ok(file)
    }

    /// Removes the temporary folders of builds that were killed: with the lock held,
    /// no living build owns one. A build killed between the two renames of its swap
    /// left the previous output under its retired name only; that is put back.
    fn clean_up_after_killed_builds(&self) -> io::Result<()> {
        let staging_prefix = format!(".{}.tmp-", self.name);
        let retired_prefix = format!(".{}.old-", self.name);
        let spill_prefix = format!(".{}.spill-", self.name);
        let is_pid = |suffix: &str| !suffix.is_empty() && suffix.bytes().all(|b| b.is_ascii_digit());
        let is_spill = |suffix: &str| suffix.split_once('-').is_some_and(|(pid, _)| is_pid(pid));
        for entry in fs::read_dir(&self.parent)? {
            let path = entry?.path();
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else { continue };
            let cleaned = if name.strip_prefix(&retired_prefix).is_some_and(is_pid) {
                if fs::symlink_metadata(&self.out_dir).is_err() {
                    fs::rename(&path, &self.out_dir)
                } else {
                    remove_tree(&path)
                }
            } else if name.strip_prefix(&staging_prefix).is_some_and(is_pid) || name.strip_prefix(&spill_prefix).is_some_and(is_spill) {
                remove_tree(&path)
            } else {
                Ok(())
            };
            cleaned.map_err(|err| with_path(err, &path))?;
        }
        Ok(())
    }

    /// Puts `staging` where the output is, keeping the old one until the new one is in.
    fn swap(&self, staging: &Path) -> io::Result<()> {
        if fs::symlink_metadata(&self.out_dir).is_err() {
            return fs::rename(staging, &self.out_dir);
        }
        let retired = self.retired();
        fs::rename(&self.out_dir, &retired)?;
        if let Err(err) = fs::rename(staging, &self.out_dir) {
            let _ = fs::rename(&retired, &self.out_dir);
            return Err(err);
        }
        // A real folder is kept as the spare; an output that was a symbolic link is
        // removed as a link, never followed into what it points to.
        let is_folder = fs::symlink_metadata(&retired).is_ok_and(|m| m.is_dir());
        if is_folder && fs::rename(&retired, self.spare()).is_ok() {
            return Ok(());
        }
        remove_tree(&retired)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write::tests::big;

    #[test]
    fn fresh_writes_swap_in_and_compress_text() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        fs::create_dir_all(&out).unwrap();
        fs::write(out.join("old.txt"), "old").unwrap();
        let report = write_fresh(&out, vec![Output::bytes("a/index.html", big("<p>hi</p>"))]).unwrap();
        assert_eq!(report.files, 1);
        assert!(!out.join("old.txt").exists(), "the old build is replaced as a whole");
        assert!(out.join("a/index.html.br").is_file());
        assert!(out.join("a/index.html.gz").is_file());
        assert_eq!(names_in(dir.path()), [".build.lock", ".build.spare", "build"], "no staging directory is left behind");
        assert_eq!(names_in(&dir.path().join(".build.spare")), ["old.txt"], "the old output is the spare");
    }

    #[test]
    fn a_site_written_in_parts_is_swapped_in_when_finished_unless_a_file_goes_in_twice() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("old.txt", "old")]).unwrap();
        let mut write = SiteWrite::fresh(&out).unwrap();
        write.write(vec![Output::bytes("a.txt", "a")]).unwrap();
        assert!(out.join("old.txt").is_file() && !out.join("a.txt").exists(), "nothing changes before the end");
        write.write(vec![Output::bytes("b.txt", "b")]).unwrap();
        assert_eq!(write.finish().unwrap().files, 2);
        assert_eq!(fs::read_to_string(out.join("b.txt")).unwrap(), "b");
        assert!(out.join("a.txt").is_file() && !out.join("old.txt").exists());
        assert_eq!(read_manifest(&out).keys().collect::<Vec<_>>(), ["a.txt", "b.txt"]);

        let mut write = SiteWrite::fresh(&out).unwrap();
        write.write(vec![Output::bytes("c.txt", "c"), Output::bytes("b.txt", "b")]).unwrap();
        write.write(vec![Output::bytes("c.txt", "c, again")]).unwrap();
        let again = write.finish().unwrap_err();
        assert!(again.to_string().contains("`c.txt` is written twice"), "{again}");
        assert!(out.join("a.txt").is_file() && !out.join("c.txt").exists(), "the output is as it was");
    }

    #[test]
    fn a_write_dropped_unfinished_leaves_the_previous_output_and_no_folder() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("old.txt", "old")]).unwrap();
        let mut write = SiteWrite::fresh(&out).unwrap();
        write.write(vec![Output::bytes("a.txt", "a")]).unwrap();
        drop(write);
        assert!(out.join("old.txt").is_file() && !out.join("a.txt").exists());
        assert_eq!(names_in(dir.path()), [".build.lock", "build"]);
    }

    #[test]
    fn in_place_writes_only_changes_and_removes_stale_files() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        write_in_place(&out, vec![Output::bytes("a.json", "1"), Output::bytes("b.json", "2")]).unwrap();
        let report = write_in_place(&out, vec![Output::bytes("a.json", "1"), Output::bytes("c.json", "3")]).unwrap();
        assert_eq!(report.written, 1);
        assert_eq!(report.removed, 1);
        assert!(!out.join("b.json").exists());
        assert_eq!(fs::read_to_string(out.join("c.json")).unwrap(), "3");
    }

    #[test]
    fn a_failed_write_leaves_the_previous_output_intact() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("index.html", "good")]).unwrap();
        let missing = dir.path().join("missing-source");
        assert!(write_fresh(&out, vec![Output::copy("x.js", missing)]).is_err());
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "good");
        assert_eq!(names_in(dir.path()), [".build.lock", "build"], "the staging directory is removed");
    }

    #[test]
    fn a_write_moves_its_spilled_files_in_or_drops_them_and_its_spill_goes_with_it() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        let page = || Output::bytes("docs/index.html", big("<p>spilled</p>"));
        // The third write recycles the first one's folder, which has the page already.
        for round in 0..3 {
            let mut write = SiteWrite::fresh(&out).unwrap();
            let spill = write.spill().unwrap();
            let spilled = spill.keep(page()).unwrap();
            let crate::Content::Spilled(file) = &spilled.content else { panic!("spilled") };
            let file = file.clone();
            write.write(vec![spilled]).unwrap();
            assert!(!file.exists(), "round {round}: the spill no longer holds the written file");
            write.finish().unwrap();
            drop(spill);
            assert_eq!(fs::read(out.join("docs/index.html")).unwrap(), big("<p>spilled</p>"));
            assert!(out.join("docs/index.html.br").is_file());
            let spare = if round == 0 { vec![] } else { vec![".build.spare".to_string()] };
            let expected: Vec<String> = [".build.lock".to_string()].into_iter().chain(spare).chain(["build".to_string()]).collect();
            assert_eq!(names_in(dir.path()), expected, "round {round}: no spill is left behind");
        }
    }

    #[test]
    fn a_spilled_file_is_hashed_whatever_its_size_and_time() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("site");
        let spill = Spill::in_temp_dir().unwrap();
        // Two contents of one size, in files of one modification time.
        let kept = ["one", "two"].map(|text| spill.keep(Output::bytes("a.json", text)).unwrap());
        let files = kept.each_ref().map(|output| match &output.content {
            crate::Content::Spilled(file) => file.clone(),
            _ => panic!("spilled"),
        });
        let time = fs::metadata(&files[0]).unwrap().modified().unwrap();
        fs::File::options().write(true).open(&files[1]).unwrap().set_modified(time).unwrap();
        for (output, text) in kept.into_iter().zip(["one", "two"]) {
            let mut write = SiteWrite::in_place(&out).unwrap();
            write.write(vec![output]).unwrap();
            write.finish().unwrap();
            assert_eq!(fs::read_to_string(out.join("a.json")).unwrap(), text);
        }
    }

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
        names.sort();
        names
    }

    #[test]
    fn the_next_build_removes_what_killed_builds_left() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        write_fresh(&out, vec![Output::bytes("index.html", "first")]).unwrap();
        let leftovers = [
            ".build.tmp-4000001/docs",
            ".build.old-4000002/docs",
            ".build.spill-4000004-x1Yz",
            ".site.tmp-4000003",
            ".build.tmp-notes",
            ".build.spill-notes",
        ];
        for leftover in leftovers {
            fs::create_dir_all(dir.path().join(leftover)).unwrap();
        }
        fs::write(dir.path().join(".build.tmp-4000001/docs/index.html"), "half").unwrap();
        write_fresh(&out, vec![Output::bytes("index.html", "second")]).unwrap();
        assert_eq!(
            names_in(dir.path()),
            [".build.lock", ".build.spare", ".build.spill-notes", ".build.tmp-notes", ".site.tmp-4000003", "build"],
            "only this output's leftovers go"
        );
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "second");
    }

    #[test]
    fn a_build_killed_between_the_renames_of_its_swap_gets_the_output_back() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        fs::create_dir_all(dir.path().join(".build.old-4000001")).unwrap();
        fs::write(dir.path().join(".build.old-4000001/index.html"), "last good").unwrap();
        let missing = dir.path().join("missing-source");
        assert!(write_fresh(&out, vec![Output::copy("x.js", missing)]).is_err());
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "last good", "the failed build keeps the output it restored");
        assert_eq!(names_in(dir.path()), [".build.lock", "build"]);
    }

    #[test]
    fn a_build_waits_while_another_holds_the_lock_and_leaves_its_folders_alone() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        let lock = fs::File::create(dir.path().join(".build.lock")).unwrap();
        lock.lock().unwrap();
        let living = dir.path().join(".build.tmp-4000001");
        fs::create_dir_all(&living).unwrap();
        let writer = std::thread::spawn({
            let out = out.clone();
            move || write_fresh(&out, vec![Output::bytes("index.html", "mine")])
        });
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert!(living.is_dir(), "the folder of a build holding the lock is its own");
        assert!(!out.exists(), "the second build waits");
        lock.unlock().unwrap();
        writer.join().unwrap().unwrap();
        assert!(!living.exists(), "once the lock is free, the folder is a leftover");
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "mine");
    }

    #[test]
    fn a_write_into_the_spare_that_stops_leaves_the_output_and_no_spare_to_trust() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("build");
        for text in ["first", "second"] {
            write_fresh(&out, vec![Output::bytes("index.html", text)]).unwrap();
        }
        let mut write = SiteWrite::fresh(&out).unwrap();
        write.write(vec![Output::bytes("index.html", "third")]).unwrap();
        drop(write);
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "second");
        assert_eq!(names_in(dir.path()), [".build.lock", "build"], "the half-updated spare is gone");
        write_fresh(&out, vec![Output::bytes("index.html", "third")]).unwrap();
        assert_eq!(fs::read_to_string(out.join("index.html")).unwrap(), "third");
    }

    #[cfg(unix)]
    #[test]
    fn a_symlinked_output_is_replaced_without_emptying_its_target() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("elsewhere");
        fs::create_dir_all(&target).unwrap();
        fs::write(target.join("keep.txt"), "kept").unwrap();
        let out = dir.path().join("build");
        std::os::unix::fs::symlink(&target, &out).unwrap();
        write_fresh(&out, vec![Output::bytes("index.html", "new")]).unwrap();
        assert_eq!(fs::read_to_string(target.join("keep.txt")).unwrap(), "kept");
        assert!(!fs::symlink_metadata(&out).unwrap().file_type().is_symlink());
        assert!(!dir.path().join(".build.spare").exists(), "the link is no spare to write into");
        write_fresh(&out, vec![Output::bytes("index.html", "newer")]).unwrap();
        assert_eq!(names_in(&target), ["keep.txt"]);
    }
}
