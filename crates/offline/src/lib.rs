//! Reading offline: the service worker (`sw.js`) and the list of every page's files.
//!
//! The front end builds the worker (`web/src/offline/worker.ts`, into
//! `web/dist/.worker/`) with two placeholders; the engine decides what the worker
//! precaches, names each file's revision by its content, and fills them in. A build
//! that changes any precached file (the app, the site data, the search files, the app
//! shell document) changes `sw.js`, so browsers install the new worker and the app
//! offers to reload. What the reader visits the worker caches as it goes; what
//! "Make available offline" saves is the list written here, with each file's size.

use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use site_front_end::packages_bundle::PackagesBundle;
use site_front_end::{WebAssets, APP_ENTRY};
use site_model::offline::{OfflinePage, OfflinePages, SizedFile, WorkerShell};
use site_model::page::Page;
use site_model::routes::{data_path, encode_path, route_url, PageKind};
use site_model::site;
use site_output::Output;

/// The worker, at the site root so that its scope is the whole site.
pub const WORKER_PATH: &str = "sw.js";
/// Every page's files with their sizes.
pub const PAGES_LIST_PATH: &str = "data/offline-pages.json";
/// The worker as the front end's build leaves it, in the app's build folder.
const WORKER_BUILD: &str = ".worker/sw.js";
/// Replaced by the precache list, `[{"url", "revision"}]` (Workbox's name for it).
const MANIFEST_PLACEHOLDER: &str = "self.__WB_MANIFEST";
/// Replaced by the app shell's addresses, `{"document", "appEntry"}`.
const SHELL_PLACEHOLDER: &str = "self.__SITE_SHELL";

/// A file the worker precaches; `revision` changes with its content.
#[derive(Debug, Serialize, PartialEq, Eq)]
struct PrecacheEntry {
    url: String,
    revision: String,
}

/// The worker of a build, and what it precaches but the rendered shell document.
pub struct Offline {
    /// The worker's build, placeholders in.
    script: String,
    /// Where the build's script came from, to name in errors.
    path: PathBuf,
    base_url: String,
    /// The app's entry script (its URL), by which a page's build is told.
    app_entry: String,
    precache: Vec<PrecacheEntry>,
    /// Each live preview's files, by the address pages name it by (`previewUrl`).
    previews: HashMap<String, Vec<SizedFile>>,
    /// The search's chunks, record parts and fragments, which its queries load as they need them:
    /// saved with the results page, so a site made available offline searches in full.
    search_parts: Vec<SizedFile>,
}

/// A live preview: its document and what it loads (paths relative to the site root),
/// which "Make available offline" saves with every page that shows the preview.
pub struct PreviewFiles {
    /// The document's file.
    pub document: String,
    /// The address the pages give the preview.
    pub address: String,
    /// Its scripts, styles and the modules it preloads.
    pub files: Vec<String>,
}

impl Offline {
    /// The front end's worker. `None` in the dev server's builds (pages change under
    /// the reader there) and when the front end was built without it (as the engine's
    /// test fixtures are): the site then works online only.
    pub fn new(web: &WebAssets, live_reload: bool, base_url: &str) -> anyhow::Result<Option<Offline>> {
        let path = web.dist_dir.join(WORKER_BUILD);
        if live_reload || !path.is_file() {
            return Ok(None);
        }
        let script = std::fs::read_to_string(&path).map_err(|err| anyhow::anyhow!("{}: {err}", path.display()))?;
        for placeholder in [MANIFEST_PLACEHOLDER, SHELL_PLACEHOLDER] {
            if script.matches(placeholder).count() != 1 {
                anyhow::bail!("{}: the worker must name `{placeholder}` exactly once, for the engine to fill in", path.display());
            }
        }
        let app_entry = file_url(base_url, Path::new(&web.entry(APP_ENTRY)?.script));
        Ok(Some(Offline {
            script,
            path,
            base_url: base_url.to_string(),
            app_entry,
            precache: Vec::new(),
            previews: HashMap::new(),
            search_parts: Vec::new(),
        }))
    }

    /// Precaches `shell_files` (paths relative to the site root), whose outputs `files`
    /// finds, each with its content's hash as its revision.
    pub fn precache<'a>(&mut self, shell_files: &[PathBuf], files: impl Fn(&Path) -> Option<&'a Output>) -> anyhow::Result<()> {
        for file in shell_files {
            let output = files(file).ok_or_else(|| {
                anyhow::anyhow!("{}: `{}` is to be precached, but the build has no such file", self.path.display(), file.display())
            })?;
            self.precache.push(PrecacheEntry { url: file_url(&self.base_url, file), revision: revision(&output.read()?) });
        }
        Ok(())
    }

    /// Records the live previews' files with their sizes; `files` finds their outputs.
    pub fn previews<'a>(&mut self, previews: &[PreviewFiles], files: impl Fn(&Path) -> Option<&'a Output>) -> anyhow::Result<()> {
        let sized = |path: &str, url: String| -> anyhow::Result<SizedFile> {
            let output =
                files(Path::new(path)).ok_or_else(|| anyhow::anyhow!("a live preview loads `{path}`, but the build has no such file"))?;
            Ok(SizedFile { url, size: output.size()? })
        };
        for preview in previews {
            let mut list = vec![sized(&preview.document, format!("{}{}", self.base_url, encode_path(&preview.address)))?];
            for file in &preview.files {
                list.push(sized(file, file_url(&self.base_url, Path::new(file)))?);
            }
            self.previews.insert(format!("{}{}", self.base_url, preview.address), list);
        }
        Ok(())
    }

    /// Records some of the search's chunks, record parts and fragments with their sizes.
    pub fn add_search_parts(&mut self, parts: &[Output]) -> anyhow::Result<()> {
        let mut added = parts
            .iter()
            .map(|part| Ok(SizedFile { url: file_url(&self.base_url, &part.path), size: part.size()? }))
            .collect::<std::io::Result<Vec<_>>>()?;
        added.sort_unstable_by(|a, b| a.url.cmp(&b.url));
        self.search_parts.extend(added);
        // Two sorted runs: a stable sort merges them, in one pass.
        self.search_parts.sort_by(|a, b| a.url.cmp(&b.url));
        Ok(())
    }

    /// `sw.js`, precaching the shell document too (the not-found page's, which the app
    /// renders for any address), and the list of every page's files for reading
    /// offline (see [`Offline::page_files`]), in the order of the site's pages.
    pub fn outputs(&self, shell_document: &Output, pages: Vec<OfflinePage>) -> anyhow::Result<Vec<Output>> {
        let shell_url = file_url(&self.base_url, &shell_document.path);
        let shell_entry = PrecacheEntry { url: shell_url.clone(), revision: revision(&shell_document.read()?) };
        let precache: Vec<&PrecacheEntry> = self.precache.iter().chain([&shell_entry]).collect();
        let shell = WorkerShell { app_entry: self.app_entry.clone(), document: shell_url };
        let script = self.script.replacen(MANIFEST_PLACEHOLDER, &serde_json::to_string(&precache)?, 1).replacen(
            SHELL_PLACEHOLDER,
            &serde_json::to_string(&shell)?,
            1,
        );
        let list = OfflinePages { pages };
        Ok(vec![Output::bytes(WORKER_PATH, script), Output::bytes(PAGES_LIST_PATH, serde_json::to_vec(&list)?)])
    }

    /// A page's files for reading offline: its document (`document_size` bytes), its
    /// data (`data`, the JSON of its page data), the files it embeds and its live
    /// previews'; on the search page, the search's parts too.
    pub fn page_files(&self, page: &Page, document_size: u64, data: &[u8]) -> anyhow::Result<OfflinePage> {
        let base_url = &self.base_url;
        let mut files = vec![
            SizedFile { url: route_url(base_url, &page.route), size: document_size },
            SizedFile { url: file_url(base_url, &data_path(&page.route)), size: data.len() as u64 },
        ];
        for asset in &page.assets {
            let size = std::fs::metadata(&asset.source).map_err(|err| anyhow::anyhow!("{}: {err}", asset.source.display()))?.len();
            files.push(SizedFile { url: file_url(base_url, &asset.output), size });
        }
        let mut listed: HashSet<String> = files.iter().map(|file| file.url.clone()).collect();
        for address in preview_addresses(&serde_json::from_slice(data)?) {
            for file in self.previews.get(address).into_iter().flatten() {
                if listed.insert(file.url.clone()) {
                    files.push(SizedFile { url: file.url.clone(), size: file.size });
                }
            }
        }
        if page.kind() == PageKind::Search {
            files.extend(self.search_parts.iter().cloned());
        }
        Ok(OfflinePage { files })
    }
}

/// The files of reading offline, as the site data names them to the app.
pub fn site_files(packages: Option<&PackagesBundle>) -> site::OfflineFiles<'static> {
    site::OfflineFiles { worker: WORKER_PATH, pages: PAGES_LIST_PATH, preview_loader: packages.map(PackagesBundle::offline_loader_path) }
}

/// The files the worker precaches, relative to the site root: the app's (its scripts,
/// styles, the search core), the site data, the search files, the web app manifest and
/// the previews' offline loader. (Not the rest of the packages bundle, which is large:
/// the previews a reader runs are kept as they run, see web/src/preview/loadedFiles.ts.)
pub fn shell_files(
    web: &WebAssets,
    site_data: &str,
    search: &site_search_files::SearchFiles,
    manifest: Option<&str>,
    packages: Option<&PackagesBundle>,
) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = web.files().into_iter().map(|(_, relative)| relative).collect();
    files.extend([site_data, &search.docs, &search.index].map(PathBuf::from));
    files.extend(manifest.map(PathBuf::from));
    files.extend(packages.map(|packages| PathBuf::from(packages.offline_loader_path())));
    files.sort();
    files
}

/// The live previews a page's data names (`previewUrl`: its samples', its Try it's,
/// the playground's), wherever in the data they are.
fn preview_addresses(data: &serde_json::Value) -> Vec<&str> {
    match data {
        serde_json::Value::Object(object) => object
            .iter()
            .flat_map(|(key, value)| match (key.as_str(), value) {
                ("previewUrl", serde_json::Value::String(address)) => vec![address.as_str()],
                _ => preview_addresses(value),
            })
            .collect(),
        serde_json::Value::Array(items) => items.iter().flat_map(preview_addresses).collect(),
        _ => Vec::new(),
    }
}

fn file_url(base_url: &str, path: &Path) -> String {
    format!("{base_url}{}", encode_path(&path.to_string_lossy()))
}

fn revision(bytes: &[u8]) -> String {
    format!("{:016x}", xxhash_rust::xxh3::xxh3_64(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use site_model::page::PageContent;

    /// A front-end build with an app entry, a stylesheet and the worker.
    fn web(worker: &str) -> (tempfile::TempDir, WebAssets) {
        let dir = tempfile::tempdir().unwrap();
        let dist = dir.path().join("dist");
        std::fs::create_dir_all(dist.join(".vite")).unwrap();
        std::fs::create_dir_all(dist.join(".worker")).unwrap();
        std::fs::create_dir_all(dist.join("assets")).unwrap();
        std::fs::write(
            dist.join(".vite/manifest.json"),
            r#"{"src/main.tsx": {"file": "assets/main-1.js", "isEntry": true, "css": ["assets/main-1.css"]}}"#,
        )
        .unwrap();
        std::fs::write(dist.join("assets/main-1.js"), "app()").unwrap();
        std::fs::write(dist.join("assets/main-1.css"), "body{}").unwrap();
        std::fs::write(dist.join(WORKER_BUILD), worker).unwrap();
        let web = WebAssets::load(&dist).unwrap();
        (dir, web)
    }

    const WORKER: &str = "precache(self.__WB_MANIFEST);shell(self.__SITE_SHELL);";

    /// The worker and the pages list of a build whose site data reads `site_data`.
    fn build(web: &WebAssets, site_data: &str, pages: &[Page]) -> (String, serde_json::Value) {
        let mut outputs: Vec<Output> = web.files().into_iter().map(|(source, relative)| Output::copy(relative, source)).collect();
        outputs.push(Output::bytes("data/site.json", site_data));
        let mut offline = Offline::new(web, false, "/b/").unwrap().expect("a build with a worker works offline");
        let shell_files = [PathBuf::from("assets/main-1.css"), PathBuf::from("assets/main-1.js"), PathBuf::from("data/site.json")];
        offline.precache(&shell_files, |path| outputs.iter().find(|output| output.path == path)).unwrap();
        let page_files: Vec<OfflinePage> =
            pages.iter().map(|page| offline.page_files(page, "<p>page</p>".len() as u64, b"{\"title\":\"T\"}").unwrap()).collect();
        let files = offline.outputs(&Output::bytes("404.html", "<p>shell</p>"), page_files).unwrap();
        assert_eq!(files[0].path, Path::new(WORKER_PATH));
        assert_eq!(files[1].path, Path::new(PAGES_LIST_PATH));
        let text = |output: &Output| String::from_utf8(output.read().unwrap().into_owned()).unwrap();
        (text(&files[0]), serde_json::from_str(&text(&files[1])).unwrap())
    }

    /// The precache list the worker was filled in with.
    fn precache_list(worker: &str) -> Vec<(String, String)> {
        let list = worker.strip_prefix("precache(").unwrap().split(");shell(").next().unwrap();
        let entries: Vec<serde_json::Value> = serde_json::from_str(list).unwrap();
        entries.iter().map(|entry| (entry["url"].as_str().unwrap().to_string(), entry["revision"].as_str().unwrap().to_string())).collect()
    }

    #[test]
    fn the_worker_precaches_the_shell_files_and_the_shell_document_with_content_revisions() {
        let (_dir, web) = web(WORKER);
        let (worker, _) = build(&web, "{\"title\":\"One\"}", &[]);
        let list = precache_list(&worker);
        let urls: Vec<&str> = list.iter().map(|(url, _)| url.as_str()).collect();
        assert_eq!(urls, ["/b/assets/main-1.css", "/b/assets/main-1.js", "/b/data/site.json", "/b/404.html"]);
        assert!(list.iter().all(|(_, revision)| revision.len() == 16), "{list:?}");
        assert!(worker.contains(r#"shell({"appEntry":"/b/assets/main-1.js","document":"/b/404.html"})"#), "{worker}");

        // Another build with other site data: only that file's revision changes, and with it the worker.
        let (next, _) = build(&web, "{\"title\":\"Two\"}", &[]);
        let changed: Vec<&str> = list.iter().zip(precache_list(&next)).filter(|(a, b)| **a != *b).map(|(a, _)| a.0.as_str()).collect();
        assert_eq!(changed, ["/b/data/site.json"]);
        assert_ne!(worker, next);
    }

    #[test]
    fn the_pages_list_gives_every_page_its_document_data_and_sizes() {
        let (_dir, web) = web(WORKER);
        let pages = [
            Page::new("", PageContent::Page, "Home", String::new(), "home.md".into()),
            Page::new("docs/Ä b/", PageContent::Doc, "Doc", String::new(), "doc.md".into()),
        ];
        let (_, list) = build(&web, "{}", &pages);
        assert_eq!(
            list,
            serde_json::json!({"pages": [
                {"files": [{"url": "/b/", "size": 11}, {"url": "/b/data/index.json", "size": 13}]},
                {"files": [{"url": "/b/docs/%C3%84%20b/", "size": 11}, {"url": "/b/data/docs/%C3%84%20b/index.json", "size": 13}]},
            ]})
        );
    }

    #[test]
    fn a_page_lists_the_files_of_the_previews_its_data_names_each_once() {
        let (_dir, web) = web(WORKER);
        let mut offline = Offline::new(&web, false, "/b/").unwrap().unwrap();
        let outputs = [
            Output::bytes("samples/A/index.html", "<p>a</p>"),
            Output::bytes("samples/A/main.js", "a();"),
            Output::bytes("samples/B/index.html", "<p>b</p>"),
            Output::bytes("bundle/chunk.js", "chunk"),
        ];
        let previews = [
            PreviewFiles {
                document: "samples/A/index.html".into(),
                address: "samples/A/".into(),
                files: vec!["samples/A/main.js".into(), "bundle/chunk.js".into()],
            },
            PreviewFiles { document: "samples/B/index.html".into(), address: "samples/B/".into(), files: vec!["bundle/chunk.js".into()] },
        ];
        offline.previews(&previews, |path| outputs.iter().find(|output| output.path == path)).unwrap();
        let pages = [Page::new("components/A/", PageContent::Doc, "A", String::new(), "a.md".into())];
        let data =
            br#"{"samples": [{"previewUrl": "/b/samples/A/"}, {"previewUrl": "/b/samples/B/"}], "more": {"previewUrl": "/b/none/"}}"#;
        let files = offline.page_files(&pages[0], "<p>page</p>".len() as u64, data).unwrap().files;
        let urls: Vec<(&str, u64)> = files.iter().map(|file| (file.url.as_str(), file.size)).collect();
        assert_eq!(
            urls,
            [
                ("/b/components/A/", 11),
                ("/b/data/components/A/index.json", data.len() as u64),
                ("/b/samples/A/", 8),
                ("/b/samples/A/main.js", 4),
                ("/b/bundle/chunk.js", 5),
                ("/b/samples/B/", 8),
            ]
        );
        let missing = [PreviewFiles { document: "samples/C/index.html".into(), address: "samples/C/".into(), files: Vec::new() }];
        let error = offline.previews(&missing, |_| None).unwrap_err().to_string();
        assert!(error.contains("`samples/C/index.html`"), "{error}");
    }

    #[test]
    fn the_results_page_lists_the_search_parts_which_no_other_page_does() {
        let (_dir, web) = web(WORKER);
        let mut offline = Offline::new(&web, false, "/b/").unwrap().unwrap();
        offline.add_search_parts(&[Output::bytes("search-1/p1.json", "[\"text\"]"), Output::bytes("search-1/i0.json", "{}")]).unwrap();
        offline.add_search_parts(&[Output::bytes("search-1/p0.json", "[]")]).unwrap();
        let pages = [
            Page::new("search/", PageContent::Search, "Search", String::new(), "search.md".into()),
            Page::new("docs/", PageContent::Doc, "Docs", String::new(), "docs.md".into()),
        ];
        let urls = |page: usize| -> Vec<String> {
            offline.page_files(&pages[page], 8, b"{}").unwrap().files.into_iter().map(|file| file.url).collect()
        };
        let parts = ["/b/search-1/i0.json", "/b/search-1/p0.json", "/b/search-1/p1.json"];
        assert_eq!(urls(0), [&["/b/search/", "/b/data/search/index.json"][..], &parts].concat());
        assert_eq!(urls(1), ["/b/docs/", "/b/data/docs/index.json"]);
    }

    #[test]
    fn dev_builds_and_front_ends_without_a_worker_have_no_offline_reading() {
        let (dir, web) = web(WORKER);
        assert!(Offline::new(&web, true, "/b/").unwrap().is_none());
        std::fs::remove_file(dir.path().join("dist").join(WORKER_BUILD)).unwrap();
        assert!(Offline::new(&web, false, "/b/").unwrap().is_none());
    }

    #[test]
    fn a_worker_without_its_placeholders_or_a_missing_shell_file_is_an_error() {
        let (_dir, web) = web("precache([]);");
        let error = Offline::new(&web, false, "/b/").err().unwrap().to_string();
        assert!(error.contains(".worker/sw.js") && error.contains("self.__WB_MANIFEST"), "{error}");

        let (_dir, web) = self::web(WORKER);
        let mut offline = Offline::new(&web, false, "/b/").unwrap().unwrap();
        let error = offline.precache(&[PathBuf::from("search-doc-1.json")], |_| None).unwrap_err().to_string();
        assert!(error.contains("`search-doc-1.json` is to be precached"), "{error}");
    }
}
