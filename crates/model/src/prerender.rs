//! The prerender protocol between the engine and the app's prerender bundle (a Node
//! process, `web/src/prerender/server.ts`): one JSON request per line on the bundle's
//! input, one JSON answer per line on its output, in order. First the site data,
//! answered `{"ok": true}`; then each page (`null`: the not-found page), answered with
//! its markup; any request may be answered `{"error": ...}` instead.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::page::Page;
use crate::site::SiteData;

/// A request to the prerender bundle. (The engine writes these lines itself, around
/// JSON it has already made, rather than copy the data into this type.)
#[derive(Debug, Serialize, TS)]
#[serde(untagged)]
pub enum PrerenderRequest<'a> {
    /// The site data every page is rendered with; first, once.
    Site {
        /// The site data as the browser receives it.
        site: Box<SiteData<'a>>,
    },
    /// A page to render.
    Page {
        /// The page's data; none (`null`) renders the not-found page.
        page: Option<Box<Page>>,
    },
}

/// The bundle's answer to a request.
#[derive(Debug, Deserialize, Serialize, TS)]
#[serde(untagged)]
pub enum PrerenderReply {
    /// A page, rendered.
    Rendered(Prerendered),
    /// The request failed: the error, with its stack where there is one.
    Failed {
        /// What went wrong.
        error: String,
    },
    /// The site data was taken.
    Ready {
        /// Always true.
        ok: bool,
    },
}

/// A page as the app renders it.
#[derive(Debug, Clone, Default, Deserialize, Serialize, TS)]
pub struct Prerendered {
    /// Resource hints React gathered while rendering, for the document's head.
    pub head: String,
    /// The markup of the app's mount point.
    pub html: String,
    /// The page's module as the front end's build manifest names it, to preload;
    /// none for the not-found page.
    #[ts(optional)]
    pub module: Option<String>,
}
