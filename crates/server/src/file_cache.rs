//! The site's files held in memory, up to a size, so that serving a file costs no
//! disk access: memory is bounded by the cache, not by the number of clients, who
//! all share one copy. Files larger than a cache share are streamed from disk.
//!
//! Each file is checked against the disk at most once per `recheck_after` (one
//! `stat` per variant), like nginx's `open_file_cache_valid`; the dev server checks
//! on every request, so a reload after a rebuild never sees the old files.

use quick_cache::sync::Cache;
use quick_cache::Weighter;
use site_headers::HeaderRules;
use std::io;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::sendfile::OpenFiles;
use crate::site_file::{self, Found, Holding, SiteFile};

/// What the cache charges for an entry besides its content: paths, headers, stamps.
const ENTRY_OVERHEAD: u64 = 2048;
/// The cache is split into shards; no file takes more than this share of one.
const LARGEST_FILE_SHARE: u64 = 4;

/// What a path of the site leads to.
pub(crate) enum Lookup {
    File(Arc<CachedFile>),
    Directory,
    Missing,
}

pub(crate) struct CachedFile {
    pub file: SiteFile,
    /// When the file was last found current, in milliseconds since the cache's start.
    checked_at: AtomicU64,
}

pub(crate) struct FileCache {
    root: PathBuf,
    rules: Arc<HeaderRules>,
    recheck_after: Duration,
    holding: Holding,
    started: Instant,
    files: Cache<String, Arc<CachedFile>, ByMemory>,
}

#[derive(Clone)]
struct ByMemory;

impl Weighter<String, Arc<CachedFile>> for ByMemory {
    fn weight(&self, key: &String, value: &Arc<CachedFile>) -> u64 {
        key.len() as u64 + ENTRY_OVERHEAD + value.file.memory_size()
    }
}

impl FileCache {
    /// A cache of `capacity` bytes that keeps at most `open_files` files open.
    pub(crate) fn new(root: PathBuf, rules: HeaderRules, capacity: u64, open_files: usize, recheck_after: Duration) -> FileCache {
        let files = Cache::with_weighter(4096, capacity, ByMemory);
        let shard_capacity = capacity / files.num_shards().max(1) as u64;
        FileCache {
            root,
            rules: Arc::new(rules),
            recheck_after,
            holding: Holding { max_in_memory: shard_capacity / LARGEST_FILE_SHARE, open_files: OpenFiles::new(open_files) },
            started: Instant::now(),
            files,
        }
    }

    /// The headers the site asks for, by path.
    pub(crate) fn rules(&self) -> &HeaderRules {
        &self.rules
    }

    /// What `relative` (a decoded path below the base, see [`site_file::load`]) leads
    /// to. Concurrent requests for a file that is not cached wait for one read.
    pub(crate) async fn lookup(&self, relative: &str) -> io::Result<Lookup> {
        loop {
            let guard = match self.files.get_value_or_guard_async(relative).await {
                Ok(cached) => {
                    if self.is_current(&cached) {
                        return Ok(Lookup::File(cached));
                    }
                    self.files.remove(relative);
                    continue;
                }
                Err(guard) => guard,
            };
            let (root, rules, holding, key) = (self.root.clone(), self.rules.clone(), self.holding.clone(), relative.to_string());
            // Reading files blocks: on tokio's blocking threads, not the ones serving.
            let found =
                tokio::task::spawn_blocking(move || site_file::load(&root, &key, &rules, &holding)).await.map_err(io::Error::other)??;
            return Ok(match found {
                Found::File(file) => {
                    let cached = Arc::new(CachedFile { file, checked_at: AtomicU64::new(self.now()) });
                    let _ = guard.insert(cached.clone());
                    Lookup::File(cached)
                }
                // Not cached: any number of paths lead nowhere.
                Found::Directory => Lookup::Directory,
                Found::Missing => Lookup::Missing,
            });
        }
    }

    /// Checks a cached file against the disk when its last check is older than
    /// `recheck_after`. The check is a `stat` per variant, made here rather than on
    /// the blocking threads: it takes microseconds, less than the hand-over would.
    fn is_current(&self, cached: &CachedFile) -> bool {
        let now = self.now();
        let checked_at = cached.checked_at.load(Ordering::Relaxed);
        if !self.recheck_after.is_zero() && now.saturating_sub(checked_at) < self.recheck_after.as_millis() as u64 {
            return true;
        }
        let current = cached.file.is_current();
        if current {
            cached.checked_at.store(now, Ordering::Relaxed);
        }
        current
    }

    fn now(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_changed_file_is_read_again_and_memory_stays_within_the_capacity() {
        let dir = tempfile::tempdir().unwrap();
        for i in 0..50 {
            std::fs::write(dir.path().join(format!("{i}.txt")), vec![b'x'; 100_000]).unwrap();
        }
        let cache = FileCache::new(dir.path().to_path_buf(), HeaderRules::default(), 1_000_000, 0, Duration::ZERO);
        for i in 0..50 {
            assert!(matches!(cache.lookup(&format!("{i}.txt")).await.unwrap(), Lookup::File(_)));
        }
        assert!(cache.files.weight() <= 1_000_000, "{}", cache.files.weight());

        std::fs::write(dir.path().join("0.txt"), "changed").unwrap();
        let Lookup::File(cached) = cache.lookup("0.txt").await.unwrap() else { panic!() };
        assert_eq!(cached.file.variants[0].len, 7);
    }
}
