//! When each content file last changed, read from the repository's history with one
//! `git log` for the whole build. Without git, or outside a repository, no file has
//! a date and pages show none.

use site_model::page::LastUpdated;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The time of the last commit that changed each file (Unix seconds), by path
/// relative to the project root.
pub type LastChanged = HashMap<PathBuf, i64>;

/// Reads the history of `dir` (relative to `root`).
pub fn last_changed(root: &Path, dir: &str) -> LastChanged {
    let output = Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["-c", "core.quotePath=false", "log", "--format=%x00%ct", "--name-only", "--no-renames", "--relative", "--", dir])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    match output {
        Ok(output) if output.status.success() => parse_log(&String::from_utf8_lossy(&output.stdout)),
        _ => LastChanged::new(),
    }
}

/// `git log` output, newest commit first: each commit is a NUL, its time, then the
/// names of the files it changed, one a line.
fn parse_log(log: &str) -> LastChanged {
    let mut dates = LastChanged::new();
    for commit in log.split('\0') {
        let mut lines = commit.lines();
        let Some(Ok(time)) = lines.next().map(|line| line.trim().parse::<i64>()) else { continue };
        for file in lines.filter(|line| !line.is_empty()) {
            dates.entry(PathBuf::from(file)).or_insert(time);
        }
    }
    dates
}

/// A page's last change from its source's last commit time (Unix seconds).
pub fn last_updated(seconds: i64) -> Option<LastUpdated> {
    let date = time::OffsetDateTime::from_unix_timestamp(seconds).ok()?.date();
    let month = date.month().to_string();
    Some(LastUpdated {
        date: format!("{:04}-{:02}-{:02}", date.year(), u8::from(date.month()), date.day()),
        text: format!("{} {}, {}", &month[..3], date.day(), date.year()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_commit_of_each_file_wins() {
        let log = "\u{0}1700000300\n\ncontent/docs/a.md\n\u{0}1700000200\n\ncontent/docs/a.md\ncontent/docs/Release Management.md\n";
        let dates = parse_log(log);
        assert_eq!(dates[Path::new("content/docs/a.md")], 1_700_000_300);
        assert_eq!(dates[Path::new("content/docs/Release Management.md")], 1_700_000_200);
        assert_eq!(dates.len(), 2);
    }

    #[test]
    fn outside_a_repository_there_are_no_dates() {
        let dir = tempfile::tempdir().unwrap();
        assert!(last_changed(dir.path(), "content").is_empty());
    }

    #[test]
    fn dates_read_in_utc() {
        let updated = last_updated(1_795_392_000).unwrap(); // 2026-11-23T00:00:00Z
        assert_eq!(updated, LastUpdated { date: "2026-11-23".into(), text: "Nov 23, 2026".into() });
    }
}
