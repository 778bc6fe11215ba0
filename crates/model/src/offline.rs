//! What the engine writes for reading offline and the app reads back: the list of
//! every page's files that "Make available offline" saves, and the shell the service
//! worker is written with.

use serde::Serialize;
use ts_rs::TS;

/// The list of every page's files (`data/offline-pages.json`), in the site's page order.
#[derive(Debug, Serialize, TS)]
pub struct OfflinePages {
    /// Each page's files.
    pub pages: Vec<OfflinePage>,
}

/// A page's files for reading offline: its document, its data, the files it embeds and
/// its live previews' (each once, though several previews load a module); on the
/// search page, the search's parts too.
#[derive(Debug, Serialize, TS)]
pub struct OfflinePage {
    /// The files, the page's document first.
    pub files: Vec<SizedFile>,
}

/// A file of the site with its size.
#[derive(Debug, Clone, Serialize, TS)]
pub struct SizedFile {
    /// Its size in bytes, as served without compression.
    #[ts(type = "number")]
    pub size: u64,
    /// Its address, under the base path.
    pub url: String,
}

/// The shell the service worker is written with (in place of `self.__SITE_SHELL`).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct WorkerShell {
    /// The app's script: a document that names it is of this build.
    pub app_entry: String,
    /// The app shell: the not-found document, which the app renders for any address.
    pub document: String,
}
