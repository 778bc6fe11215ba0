//! One file of the site as the server holds it: the file and its precompressed
//! variants, each with the headers it is served with, and the state of the files on
//! disk when they were read, to notice when they change.

use axum::http::{header, HeaderMap, HeaderName, HeaderValue};
use bytes::Bytes;
use site_headers::HeaderRules;
use std::fs::{self, File, Metadata};
use std::io::{self, Read};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use crate::sendfile::{KeptFile, OpenFiles, SMALLEST_SENT_FROM_FILE};

/// Precompressed variants a build writes beside a file, in order of preference.
const COMPRESSED: [(&str, &str); 2] = [("br", ".br"), ("gzip", ".gz")];

/// Headers every file gets unless the site's rules say otherwise: revalidate on
/// each use (cheap with ETags), and no content sniffing.
const DEFAULT_HEADERS: [(HeaderName, &str); 2] = [(header::CACHE_CONTROL, "no-cache"), (header::X_CONTENT_TYPE_OPTIONS, "nosniff")];

/// What a path of the site leads to.
pub(crate) enum Found {
    File(SiteFile),
    /// A folder, asked for without its trailing slash.
    Directory,
    Missing,
}

/// A file of the site with its variants.
pub(crate) struct SiteFile {
    /// The file itself first, then the precompressed variants, most preferred first.
    pub variants: Vec<Variant>,
    /// Each path the variants were looked for at, with what was there.
    sources: Vec<(PathBuf, Option<Stamp>)>,
}

/// One encoding of a file.
pub(crate) struct Variant {
    /// The `Content-Encoding`; `None` for the file itself.
    pub coding: Option<&'static str>,
    /// Every response header but `Content-Length`.
    pub headers: HeaderMap,
    pub etag: String,
    pub modified: SystemTime,
    pub len: u64,
    pub content: Content,
}

pub(crate) enum Content {
    /// Held in memory, shared by every response that sends it; a large file is also
    /// kept open, when the budget allows, to be sent from (see `sendfile.rs`).
    Memory { bytes: Bytes, file: Option<Arc<KeptFile>> },
    /// Too large to hold: read from disk for each response.
    Disk(PathBuf),
}

/// What identifies the state of a file on disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: SystemTime,
    #[cfg(unix)]
    inode: (u64, u64),
}

impl Stamp {
    fn of(metadata: &Metadata) -> Stamp {
        #[cfg(unix)]
        use std::os::unix::fs::MetadataExt;
        Stamp {
            len: metadata.len(),
            modified: metadata.modified().unwrap_or(UNIX_EPOCH),
            #[cfg(unix)]
            inode: (metadata.dev(), metadata.ino()),
        }
    }

    fn now_at(path: &Path) -> Option<Stamp> {
        fs::metadata(path).ok().filter(Metadata::is_file).map(|m| Stamp::of(&m))
    }
}

impl SiteFile {
    /// Whether the files on disk are still the ones read: the same files (a path now
    /// leading elsewhere, a symlink swapped in, counts as a change), unchanged, and no
    /// variant added or removed.
    pub(crate) fn is_current(&self) -> bool {
        self.sources.iter().all(|(path, stamp)| Stamp::now_at(path) == *stamp)
    }

    /// The bytes it holds in memory.
    pub(crate) fn memory_size(&self) -> u64 {
        self.variants
            .iter()
            .map(|v| match &v.content {
                Content::Memory { bytes, .. } => bytes.len() as u64,
                Content::Disk(_) => 0,
            })
            .sum()
    }
}

/// How files are held once read.
#[derive(Clone)]
pub(crate) struct Holding {
    /// Larger files are not held but read from disk for each response.
    pub max_in_memory: u64,
    /// The budget for keeping files open.
    pub open_files: Arc<OpenFiles>,
}

/// Reads what `relative` leads to below `root`. `relative` is a decoded URL path
/// below the base, with neither `..` nor hidden segments; a trailing slash (or an
/// empty path) asks for the folder's `index.html`.
///
/// Nothing whose real path (symlinks resolved) lies outside `root` or in a hidden
/// folder is read, variants included: like nginx's `disable_symlinks`, for links
/// placed in the tree. A writer racing the server could put any file in the tree
/// anyway, so the check between resolving and opening is not made atomic.
pub(crate) fn load(root: &Path, relative: &str, rules: &HeaderRules, holding: &Holding) -> io::Result<Found> {
    let real_root = match root.canonicalize() {
        Ok(real_root) => real_root,
        // The site folder is being replaced by a new build.
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(Found::Missing),
        Err(err) => return Err(err),
    };
    let file_path = if relative.is_empty() || relative.ends_with('/') { format!("{relative}index.html") } else { relative.to_string() };
    let requested = real_root.join(&file_path);
    let Some(real) = real_path_inside(&real_root, &requested)? else {
        return Ok(Found::Missing);
    };
    if real.is_dir() {
        return Ok(Found::Directory);
    }
    let Some(file) = read(&real, None, holding)? else {
        return Ok(Found::Missing);
    };
    let mut variants = vec![file];
    let mut sources = vec![(requested.clone(), Some(variants[0].1))];
    for (coding, suffix) in COMPRESSED {
        let mut candidate = requested.clone().into_os_string();
        candidate.push(suffix);
        let candidate = PathBuf::from(candidate);
        let variant = match real_path_inside(&real_root, &candidate)? {
            Some(real) => read(&real, Some(coding), holding)?,
            None => None,
        };
        sources.push((candidate, variant.as_ref().map(|(_, stamp)| *stamp)));
        variants.extend(variant);
    }

    let content_type = content_type(&file_path);
    let rule_headers = rules.for_file(&file_path);
    let has_variants = variants.len() > 1;
    let variants = variants
        .into_iter()
        .map(|(mut variant, _)| {
            variant.headers = variant_headers(&variant, &content_type, &rule_headers, has_variants);
            variant
        })
        .collect();
    Ok(Found::File(SiteFile { variants, sources }))
}

/// The real path of `path` if it exists inside `real_root` and outside hidden folders.
fn real_path_inside(real_root: &Path, path: &Path) -> io::Result<Option<PathBuf>> {
    let real = match path.canonicalize() {
        Ok(real) => real,
        Err(err) if matches!(err.kind(), io::ErrorKind::NotFound | io::ErrorKind::NotADirectory) => return Ok(None),
        Err(err) => return Err(err),
    };
    let inside = real
        .strip_prefix(real_root)
        .is_ok_and(|below| below.components().all(|c| matches!(c, Component::Normal(name) if !name.to_string_lossy().starts_with('.'))));
    Ok(inside.then_some(real))
}

/// Reads a regular file: into memory up to `max_in_memory` bytes, else only its
/// metadata. `None` if it is not a regular file.
fn read(path: &Path, coding: Option<&'static str>, holding: &Holding) -> io::Result<Option<(Variant, Stamp)>> {
    let mut file = match File::open(path) {
        Ok(file) => file,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(err) => return Err(err),
    };
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Ok(None);
    }
    let stamp = Stamp::of(&metadata);
    let content = if metadata.len() <= holding.max_in_memory {
        let mut bytes = Vec::with_capacity(metadata.len() as usize);
        file.read_to_end(&mut bytes)?;
        // The descriptor just read: its bytes are the ones held, whatever replaces
        // the file at its path later.
        let file = if bytes.len() as u64 >= SMALLEST_SENT_FROM_FILE { holding.open_files.keep(file) } else { None };
        Content::Memory { bytes: Bytes::from(bytes), file }
    } else {
        Content::Disk(path.to_path_buf())
    };
    let len = match &content {
        Content::Memory { bytes, .. } => bytes.len() as u64,
        Content::Disk(_) => metadata.len(),
    };
    let nanos = stamp.modified.duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let variant = Variant {
        coding,
        headers: HeaderMap::new(),
        etag: format!("\"{nanos:x}-{len:x}{}\"", coding.unwrap_or("")),
        modified: stamp.modified,
        len,
        content,
    };
    Ok(Some((variant, stamp)))
}

fn content_type(path: &str) -> String {
    let mime = mime_guess::from_path(path).first_or_octet_stream();
    let is_text =
        mime.type_() == mime_guess::mime::TEXT || matches!(mime.subtype().as_str(), "javascript" | "json" | "xml" | "manifest+json");
    if is_text {
        format!("{mime}; charset=utf-8")
    } else {
        mime.to_string()
    }
}

fn variant_headers(variant: &Variant, content_type: &str, rule_headers: &[(&str, &str)], has_variants: bool) -> HeaderMap {
    let mut headers = HeaderMap::new();
    for (name, value) in DEFAULT_HEADERS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    // The rules come from the site's build; a name or value that is not valid in
    // HTTP was refused when the server read them.
    for (name, value) in rule_headers {
        if let (Ok(name), Ok(value)) = (HeaderName::try_from(*name), HeaderValue::try_from(*value)) {
            headers.insert(name, value);
        }
    }
    let values = [
        (header::CONTENT_TYPE, content_type.to_string()),
        (header::ETAG, variant.etag.clone()),
        (header::LAST_MODIFIED, httpdate::fmt_http_date(variant.modified)),
        (header::ACCEPT_RANGES, "bytes".to_string()),
    ];
    for (name, value) in values {
        if let Ok(value) = HeaderValue::try_from(value) {
            headers.insert(name, value);
        }
    }
    if let Some(coding) = variant.coding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    if has_variants {
        headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
    headers
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_types_carry_their_charset() {
        assert_eq!(content_type("docs/index.html"), "text/html; charset=utf-8");
        assert_eq!(content_type("assets/main-1.js"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("data/site.json"), "application/json; charset=utf-8");
        assert_eq!(content_type("img/logo.png"), "image/png");
        // The pages' Markdown twins and the lists for tools.
        assert_eq!(content_type("docs/faq/index.md"), "text/markdown; charset=utf-8");
        assert_eq!(content_type("llms.txt"), "text/plain; charset=utf-8");
    }
}
