//! The built site as the tools read it: its shared data (origin, base path, routes),
//! the search, the component API and the converter's rules, all from the folder
//! `site build` wrote (nothing from the packages or the sources). A new build in the
//! same folder is read again at the next call.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use serde::Deserialize;
use site_api::api_data::{ApiData, API_DATA_PATH};
use site_converter::Rules;
use site_search::Engine;

/// The site data every build writes (see `site_compiler::emit::site_data`).
const SITE_DATA_PATH: &str = "data/site.json";
/// The converter's rules (see `site_compiler`'s migration pages).
const RULES_PATH: &str = "data/migration-rules.json";

/// One build of the site, loaded.
pub struct Site {
    /// The built site's folder, resolved.
    pub(crate) dir: PathBuf,
    /// Where the site is published (`https://ui5.github.io`).
    pub(crate) origin: String,
    /// The path prefix of every page (`/webcomponents/v1/`).
    pub(crate) base_url: String,
    /// Every page's route (`components/Button/`; the home page's is empty).
    pub(crate) routes: BTreeSet<String>,
    /// Each page's title, by route.
    pub(crate) titles: HashMap<String, String>,
    /// The site's search, every part of it loaded.
    pub(crate) search: Engine,
    /// The component API.
    pub(crate) api: ApiData,
    /// The converter's rules.
    pub(crate) rules: Rules,
}

/// The fields of `data/site.json` the tools use.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SiteData {
    url: String,
    base_url: String,
    routes: Vec<String>,
    search: SearchFileNames,
}

#[derive(Deserialize)]
struct SearchFileNames {
    docs: String,
    index: String,
}

impl Site {
    /// Loads the build in `dir`; an error names the file that is missing or invalid.
    pub fn load(dir: &Path) -> Result<Site, String> {
        let dir = dir.canonicalize().map_err(|err| format!("{}: {err}", dir.display()))?;
        let read = |relative: &str| {
            std::fs::read_to_string(dir.join(relative))
                .map_err(|err| format!("{}: {err} (is this a site built by this version? run `site build`)", dir.join(relative).display()))
        };
        let invalid = |relative: &str, err: &dyn std::fmt::Display| format!("{}: {err}", dir.join(relative).display());
        let site: SiteData = serde_json::from_str(&read(SITE_DATA_PATH)?).map_err(|err| invalid(SITE_DATA_PATH, &err))?;
        let api: ApiData = serde_json::from_str(&read(API_DATA_PATH)?).map_err(|err| invalid(API_DATA_PATH, &err))?;
        let rules: Rules = serde_json::from_str(&read(RULES_PATH)?).map_err(|err| invalid(RULES_PATH, &err))?;
        let mut search =
            Engine::load(&read(&site.search.index)?, &read(&site.search.docs)?).map_err(|err| invalid(&site.search.index, &err))?;
        search.load_everything(read).map_err(|err| format!("the search of {}: {err}", dir.display()))?;
        let titles = search
            .pages()
            .filter_map(|record| Some((record.url.strip_prefix(&site.base_url)?.to_string(), record.title.clone())))
            .collect();
        Ok(Site {
            dir,
            origin: site.url.trim_end_matches('/').to_string(),
            base_url: site.base_url,
            routes: site.routes.into_iter().collect(),
            titles,
            search,
            api,
            rules,
        })
    }

    /// The public address of a route's page.
    pub(crate) fn page_url(&self, route: &str) -> String {
        format!("{}{}{route}", self.origin, self.base_url)
    }

    /// The title of a route's page, or its route.
    pub(crate) fn title<'a>(&'a self, route: &'a str) -> &'a str {
        self.titles.get(route).map_or(route, String::as_str)
    }
}

/// Where the site is, and the build last loaded from it.
pub struct SiteSource {
    dir: PathBuf,
    loaded: Mutex<Option<(SystemTime, Arc<Site>)>>,
}

impl SiteSource {
    /// The built site in `dir`, loaded at first use.
    pub fn new(dir: impl Into<PathBuf>) -> SiteSource {
        SiteSource { dir: dir.into(), loaded: Mutex::new(None) }
    }

    /// The current build: the one loaded, unless its site data changed since (a new
    /// build was swapped in). Reads files, so it is called off the async threads.
    pub fn current(&self) -> Result<Arc<Site>, String> {
        let site_data = self.dir.join(SITE_DATA_PATH);
        let modified = std::fs::metadata(&site_data)
            .and_then(|m| m.modified())
            .map_err(|err| format!("{}: {err} (is this a built site? run `site build` first)", site_data.display()))?;
        let mut loaded = self.loaded.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((at, site)) = loaded.as_ref() {
            if *at == modified {
                return Ok(site.clone());
            }
        }
        let site = Arc::new(Site::load(&self.dir)?);
        *loaded = Some((modified, site.clone()));
        Ok(site)
    }
}
