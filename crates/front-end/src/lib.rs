//! The built front end: the app's Vite build (`web/dist`) and, beside it, the
//! component packages' bundle (`web/dist-packages`) that sample previews load, and
//! the site's local copy of the packages.

pub mod local_cdn;
pub mod packages_bundle;
pub mod vite;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use packages_bundle::PackagesBundle;
use vite::{published_files, EntryAssets, Manifest};

/// The app entry point of the front end.
pub const APP_ENTRY: &str = "src/main.tsx";
/// The search core, which the app imports as an asset (`make wasm` puts it there).
const SEARCH_CORE: &str = "generated/search-core.wasm";

/// A build of the front end, read through its Vite manifest: what each entry loads,
/// the files to publish, and the packages bundle beside it.
#[derive(Debug)]
pub struct WebAssets {
    /// The app's build folder (`web/dist`), which also holds the prerender bundle.
    pub dist_dir: PathBuf,
    entries: BTreeMap<String, EntryAssets>,
    /// The search core's file, if the app imports it.
    search_core: Option<String>,
    /// `None` when it was not built (a site without samples does not need it).
    packages: Option<PackagesBundle>,
}

/// The packages bundle's build folder, beside the app's.
const PACKAGES_DIST: &str = "dist-packages";

impl WebAssets {
    /// Reads the manifest of a Vite build in `dist_dir`, and of the packages bundle
    /// beside it when it was built.
    pub fn load(dist_dir: &Path) -> anyhow::Result<WebAssets> {
        let manifest = Manifest::read(dist_dir)?;
        let entries = manifest.entries().map(|(key, assets)| (key.to_string(), assets)).collect();
        let search_core = manifest.file(SEARCH_CORE).map(str::to_string);
        let packages_dir = dist_dir.with_file_name(PACKAGES_DIST);
        let packages = Manifest::path(&packages_dir).is_file().then(|| PackagesBundle::load(&packages_dir)).transpose()?;
        Ok(WebAssets { dist_dir: dist_dir.to_path_buf(), entries, search_core, packages })
    }

    /// The component packages' bundle, which sample previews need.
    pub fn packages(&self) -> anyhow::Result<&PackagesBundle> {
        self.packages.as_ref().ok_or_else(|| {
            let manifest = Manifest::path(&self.dist_dir.with_file_name(PACKAGES_DIST));
            anyhow::anyhow!("{}: not found (build the packages bundle first: `make build`)", manifest.display())
        })
    }

    /// The search core's file (WebAssembly), if the app has a search.
    pub fn search_core(&self) -> Option<&str> {
        self.search_core.as_deref()
    }

    /// What loading the entry (or page module) built from `source` takes; an error if
    /// the build has none.
    pub fn entry(&self, source: &str) -> anyhow::Result<&EntryAssets> {
        self.entries.get(source).ok_or_else(|| anyhow::anyhow!("the front-end build has no entry `{source}` in its Vite manifest"))
    }

    /// Every file of the build to publish: hidden folders (the manifest, the
    /// prerender bundle) are the engine's, not the site's.
    pub fn files(&self) -> Vec<(PathBuf, PathBuf)> {
        published_files(&self.dist_dir)
    }
}
