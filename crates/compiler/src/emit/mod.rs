//! Emit: every file of the built site, ready for the writer; the search's many parts
//! are handed to it as they are made.

mod html;
mod manifest;
pub(crate) mod prerender;
mod prerender_cache;
pub mod site_data;

use rayon::prelude::*;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use crate::bodies::PageBodies;
use crate::site::CompiledSite;
use site_diagnostics::Diagnostics;
use site_front_end::{WebAssets, APP_ENTRY};
use site_markdown::escape_html;
use site_model::routes::{absolute_route_url, data_path, html_path, PageKind};
use site_output::{Output, Spill};

use html::Shell;
use prerender::{Prerendered, Prerenderer};
use site_data::SITE_DATA_PATH;
use site_headers::policy::{SiteFolders, SitePolicy};
use site_model::page::{Page, PageContent};
use site_twin::Twins;

/// What a build's files depend on besides the compiled site and the front end.
pub struct EmitOptions {
    /// Adds the dev server's live-reload script to every document.
    pub live_reload: bool,
    /// The year the footer's copyright line shows (`{year}` in the configuration).
    pub year: i32,
    /// Milliseconds since the Unix epoch when the build started; names its search files.
    pub timestamp: u64,
}

impl EmitOptions {
    /// The options of a build starting now.
    pub fn now(live_reload: bool) -> EmitOptions {
        EmitOptions { live_reload, year: site_data::current_year(), timestamp: site_data::timestamp() }
    }
}

/// The files of a site: all but the pages' documents, ready at once, and the documents,
/// which wait on the app's prerendering in Node, so that the writer need not.
pub struct Emitted<'a> {
    pub(crate) files: Vec<Output>,
    pub(crate) documents: Documents<'a>,
}

impl Emitted<'_> {
    /// Every file, the documents rendered (reusing what `previous_output`'s build rendered).
    pub fn all(self, previous_output: &Path) -> anyhow::Result<Vec<Output>> {
        let mut files = self.files;
        self.documents.render_each(previous_output, |batch| {
            files.extend(batch);
            Ok(())
        })?;
        Ok(files)
    }
}

/// The pages' documents, to render, with the files made from the same page data: each
/// page's markup comes from the app's prerender bundle, with the site data and page
/// data the browser receives (less the names of the search files, which the app only
/// fetches, so that the markup of an unchanged page can be reused from one build to
/// the next).
pub(crate) struct Documents<'a> {
    site: &'a CompiledSite,
    /// Each page's data and twin, in page order: they hold the pages' bodies, which
    /// wait in the spill (see [`outputs`]).
    page_files: Vec<PageFiles>,
    web: &'a WebAssets,
    live_reload: bool,
    page_policy: String,
    favicon: String,
    search_files: site_search_files::SearchFiles,
    /// The site data the pages are rendered with.
    render_site_data: Vec<u8>,
    /// The service worker, which precaches the not-found document as the app shell.
    offline: Option<site_offline::Offline>,
}

/// Documents are rendered and handed over this many at a time, so that a build holds
/// the markup of a batch, not of the whole site: enough for every Node process to
/// get a fair share, few enough to be a few MB.
const DOCUMENTS_PER_BATCH: usize = 64;

/// A page's data and its Markdown twin, if it has one.
struct PageFiles {
    data: Output,
    twin: Option<Output>,
}

impl PageFiles {
    /// The files of `page`, with its twin's, waiting in `spill`.
    fn of(page: &Page, twin: Option<Output>, spill: &Spill) -> std::io::Result<PageFiles> {
        let data = spill.keep(Output::bytes(data_path(&page.route), page_data(page)))?;
        Ok(PageFiles { data, twin: twin.map(|twin| spill.keep(twin)).transpose()? })
    }
}

/// Where the documents go, the pages' and the not-found page's, and the pages' data
/// and Markdown twins.
fn document_paths<'a>(pages: &'a [Page], twins: &'a dyn Twins) -> impl Iterator<Item = PathBuf> + 'a {
    let page_files = pages.iter().flat_map(|page| {
        [html_path(&page.route), data_path(&page.route)].into_iter().chain(twins.has_twin(page).then(|| site_twin::twin_path(&page.route)))
    });
    page_files.chain([PathBuf::from(NOT_FOUND_PATH)])
}

impl Documents<'_> {
    /// Renders every document, reusing the markup `previous_output`'s build rendered
    /// from the same inputs (Node renders the rest), and hands them to `hand_over` in
    /// batches, each with the pages' data and twins and the markup for the next build's
    /// cache; then the offline files, which list every page's files. Returns how many
    /// documents Node rendered.
    pub(crate) fn render_each(
        self,
        previous_output: &Path,
        mut hand_over: impl FnMut(Vec<Output>) -> anyhow::Result<()>,
    ) -> anyhow::Result<usize> {
        let site = self.site;
        let script = self.web.dist_dir.join(prerender::SCRIPT);
        let cache = prerender_cache::Cache::open(&script, &self.render_site_data, previous_output)?;
        let mut pool = prerender::Pool::new(&script, &self.render_site_data);
        let shell = shell(site, self.web, self.live_reload, &self.page_policy, &self.favicon, Some(&self.search_files))?;
        // The pages with their files, then the not-found page (`None`).
        let mut pages = site.pages.iter().zip(self.page_files).map(Some).chain([None]).peekable();
        let mut rendered_anew = 0;
        let mut offline_pages = Vec::with_capacity(site.pages.len());
        let mut shell_document = None;
        while pages.peek().is_some() {
            let batch: Vec<Option<(&Page, PageFiles)>> = pages.by_ref().take(DOCUMENTS_PER_BATCH).collect();
            let data: Vec<Option<Vec<u8>>> = batch
                .par_iter()
                .map(|page| page.as_ref().map(|(_, files)| files.data.read().map(std::borrow::Cow::into_owned)).transpose())
                .collect::<std::io::Result<_>>()?;
            let jobs: Vec<prerender::Job> = batch
                .iter()
                .zip(&data)
                .map(|(page, data)| match (page, data) {
                    (Some((page, _)), Some(data)) => prerender::Job::Page { data, source: &page.source },
                    _ => prerender::Job::NotFound,
                })
                .collect();
            let keys: Vec<String> = jobs.iter().map(|job| cache.key(job)).collect();
            let cached: Vec<Option<Prerendered>> = keys.iter().map(|key| cache.get(key)).collect();
            let missing: Vec<prerender::Job> =
                jobs.iter().zip(&cached).filter(|(_, markup)| markup.is_none()).map(|(job, _)| *job).collect();
            rendered_anew += missing.len();
            let mut fresh = pool.render(&missing)?.into_iter();
            let mut outputs = Vec::with_capacity(4 * batch.len());
            for (((page, data), key), cached) in batch.into_iter().zip(&data).zip(&keys).zip(cached) {
                let markup = cached.or_else(|| fresh.next()).expect("one rendering for each missing document");
                outputs.push(prerender_cache::entry(key, &markup)?);
                match (page, data) {
                    (Some((page, files)), Some(data)) => {
                        let document = shell.page(page, &markup);
                        if let Some(offline) = &self.offline {
                            offline_pages.push(offline.page_files(page, document.len() as u64, data)?);
                        }
                        outputs.push(Output::bytes(html_path(&page.route), document));
                        outputs.extend([files.data].into_iter().chain(files.twin));
                    }
                    _ => {
                        let document = shell.not_found(&markup);
                        // The worker precaches it, by a revision of its content.
                        shell_document = self.offline.as_ref().map(|_| Output::bytes(NOT_FOUND_PATH, document.clone()));
                        outputs.push(Output::bytes(NOT_FOUND_PATH, document));
                    }
                }
            }
            hand_over(outputs)?;
        }
        if let Some(offline) = &self.offline {
            let shell_document = shell_document.expect("the not-found page is rendered last");
            hand_over(offline.outputs(&shell_document, offline_pages)?)?;
        }
        Ok(rendered_anew)
    }
}

const NOT_FOUND_PATH: &str = "404.html";

/// Every file of the site (the documents still to render). Generated files take
/// precedence over static files with the same path, with a warning. The files that
/// grow with the site wait in `spill`; the pages' bodies, which `site` set aside, are
/// taken back a batch at a time to make the pages' files, then let go (left empty).
/// The search's parts, seven or so a page, go to `write_now` as they are made rather
/// than wait with the rest. Adds the time of its slower steps to `timings`.
pub fn outputs<'a>(
    site: &'a mut CompiledSite,
    web: &'a WebAssets,
    options: &EmitOptions,
    spill: &Spill,
    diagnostics: &Diagnostics,
    write_now: &mut dyn FnMut(Vec<Output>) -> anyhow::Result<()>,
    timings: &mut Vec<(&'static str, std::time::Duration)>,
) -> anyhow::Result<Emitted<'a>> {
    let mut files = SiteFiles { files: BTreeMap::new(), diagnostics };

    for dir in &site.static_dirs {
        for file in walk_files(&dir.path) {
            let relative = file.strip_prefix(&dir.path).unwrap_or(&file).to_path_buf();
            let origin = Origin::Static(dir.source.join(&relative));
            files.add(Output::copy(relative, file), origin);
        }
    }
    for (source, relative) in web.files() {
        // The search's core: every reader's first search waits for it.
        let search_core = web.search_core().is_some_and(|core| relative == Path::new(core));
        let output = Output::copy(relative, source);
        files.add(if search_core { output.smallest_compressed() } else { output }, Origin::Generated);
    }
    if let Some(node_modules) = &site.node_modules {
        for output in site_front_end::local_cdn::outputs(node_modules, &site.config.base_url)? {
            files.add(output, Origin::Generated);
        }
    }
    let packages = previews_packages(site, web)?;
    // What each live preview loads, which "Make available offline" saves with the pages showing it.
    let mut previews = Vec::new();
    let policy = site_policy(options.live_reload, &site.config.base_url, packages);
    files.add(Output::bytes(site_headers::FILE_NAME, policy.rules().to_json()), Origin::Generated);
    if let Some(packages) = packages {
        for (source, relative) in packages.files() {
            files.add(Output::copy(relative, source), Origin::Generated);
        }
        let base_url = &site.config.base_url;
        if !site.samples.is_empty() {
            let (outputs, sample_previews) = site_samples::preview::outputs(&site.samples, base_url, packages, &policy.preview.meta())?;
            for output in outputs {
                files.add(output, Origin::Generated);
            }
            previews.extend(sample_previews);
        }
        if has_playground(site) {
            let (output, preview) = site_playground::preview::outputs(base_url, packages, &policy.preview.meta())?;
            files.add(output, Origin::Generated);
            previews.push(preview);
        }
        if site.pages.iter().any(|page| page.kind() == PageKind::Component) {
            let (output, preview) = site_playground::preview::try_it_outputs(base_url, packages, &policy.preview.meta())?;
            files.add(output, Origin::Generated);
            previews.push(preview);
        }
    }

    for catalog in &site.icon_catalogs {
        files.add(Output::bytes(&catalog.path, catalog.bytes.clone()), Origin::Generated);
    }
    if let Some(rules) = &site.migration_rules {
        files.add(Output::bytes(site_reference_pages::migration::RULES_PATH, rules.clone()), Origin::Generated);
    }
    if let Some(api_data) = &site.api_data {
        files.add(Output::bytes(site_api::api_data::API_DATA_PATH, api_data.clone()), Origin::Generated);
    }
    for page in &site.pages {
        for asset in page_assets(page) {
            files.add(asset, Origin::Generated);
        }
    }
    files.add(spill.keep(Output::bytes("sitemap.xml", sitemap(site)))?, Origin::Generated);
    files.add(Output::bytes("robots.txt", robots(site)), Origin::Generated);
    let twins = &site.bodies;
    let llms = site_twin::llms_txt(&site.config, &site.pages, twins, &site.sidebars)?;
    let llms_full = spill
        .write(site_twin::LLMS_FULL_PATH, |out| site_twin::write_llms_full_txt(out, &site.config, &site.pages, twins, &site.sidebars))?;
    files.add(llms_full, Origin::Generated);
    files.add(Output::bytes(site_twin::LLMS_PATH, llms.clone()), Origin::Generated);
    let search_files = site_search_files::SearchFiles::named(options.timestamp);
    let mut offline = site_offline::Offline::new(web, options.live_reload, &site.config.base_url)?;
    // The app renders every page from the data it receives in the browser (the site
    // data less the search files' names and the worker's: see `Documents`).
    let offline_files = offline.as_ref().map(|_| site_offline::site_files(packages));
    let site_data = site_data_json(site, options, Some(search_files.clone()), offline_files)?;
    files.add(spill.keep(Output::bytes(SITE_DATA_PATH, site_data))?, Origin::Generated);
    let manifest = manifest::web_app_manifest(&site.config);
    if let Some(manifest) = &manifest {
        files.add(Output::bytes(manifest::MANIFEST_PATH, manifest.clone()), Origin::Generated);
    }
    let streamed: HashSet<PathBuf> = document_paths(&site.pages, twins).collect();
    for path in &streamed {
        files.replace_by_generated(path);
    }
    // Every file is known but the search files, which no page can link to: they are
    // named by the build's time.
    let is_file = |path: &Path| files.contains(path) || streamed.contains(path);
    site_twin::check_links(&site.config, &site.pages, twins, &[(site_twin::LLMS_PATH, &llms)], &is_file, diagnostics);

    let mut search = site_search_files::SearchIndexer::new(&search_files, spill);
    let mut search_parts = |parts: Vec<Output>| {
        for part in &parts {
            files.replace_by_generated(&part.path);
        }
        if let Some(offline) = &mut offline {
            offline.add_search_parts(&parts)?;
        }
        write_now(parts)
    };
    let (page_files, search_time) =
        page_files_and_search(&mut site.pages, &site.bodies, &site.config.base_url, spill, &mut search, &mut search_parts)?;
    let site: &CompiledSite = site;

    let started = std::time::Instant::now();
    let last_search_files = search.finish(&site.search_entries, &site.config)?;
    search_parts(last_search_files.parts)?;
    for output in last_search_files.starts {
        files.add(output, Origin::Generated);
    }
    timings.push(("search records and index (part of emit)", search_time + started.elapsed()));
    if let Some(offline) = &mut offline {
        let shell_files =
            site_offline::shell_files(web, SITE_DATA_PATH, &search_files, manifest.is_some().then_some(manifest::MANIFEST_PATH), packages);
        offline.precache(&shell_files, |path| files.get(path))?;
        let theme_data = site_front_end::local_cdn::default_theme_data(|path| files.contains(path));
        for preview in &mut previews {
            preview.files.extend(theme_data.iter().cloned());
        }
        offline.previews(&previews, |path| files.get(path))?;
    }

    let documents = Documents {
        site,
        page_files,
        web,
        live_reload: options.live_reload,
        page_policy: policy.page.meta(),
        favicon: html::favicon_href(&site.config, &site.static_dirs),
        search_files,
        render_site_data: prerender_site_data(site, options)?,
        offline,
    };
    Ok(Emitted { files: files.files.into_values().map(|(output, _)| output).collect(), documents })
}

/// Pages are made into their files and search records this many at a time.
const PAGES_PER_BATCH: usize = 256;

/// Each page's files, waiting in `spill`, with its search records given to `search`,
/// whose parts go to `search_parts` as they are made, in page order, and the time the
/// search took. A batch of pages at a time takes its bodies back from `bodies`, then
/// keeps only its document's head (see [`head_only`]) before the next.
fn page_files_and_search(
    pages: &mut [Page],
    bodies: &PageBodies,
    base_url: &str,
    spill: &Spill,
    search: &mut site_search_files::SearchIndexer,
    search_parts: &mut dyn FnMut(Vec<Output>) -> anyhow::Result<()>,
) -> anyhow::Result<(Vec<PageFiles>, std::time::Duration)> {
    let mut files = Vec::with_capacity(pages.len());
    let mut search_time = std::time::Duration::ZERO;
    for batch in pages.chunks_mut(PAGES_PER_BATCH) {
        let twins = batch.par_iter_mut().map(|page| bodies.take_back(page)).collect::<std::io::Result<Vec<_>>>()?;
        let started = std::time::Instant::now();
        let parts = search.add(batch.par_iter().flat_map_iter(|page| site_search_files::page_records(page, base_url)).collect())?;
        search_time += started.elapsed();
        search_parts(parts)?;
        let made = batch.par_iter().zip(twins).map(|(page, twin)| PageFiles::of(page, twin, spill));
        files.extend(made.collect::<std::io::Result<Vec<_>>>()?);
        for page in batch {
            let whole = std::mem::replace(page, Page::new("", PageContent::Page, "", String::new(), PathBuf::new()));
            *page = head_only(whole);
        }
        site_output::release_freed();
    }
    Ok((files, search_time))
}

/// `page` as its document and the offline list still need it once its files are
/// made: what the document's head says of it, where it comes from and the files it
/// embeds. The rest (its body, outline, neighbours) is in its data and twin, and on
/// a large site it is most of what the pages hold.
fn head_only(page: Page) -> Page {
    let Page { route, content, title, description, keywords, image, source, assets, .. } = page;
    Page { description, keywords, image, assets, ..Page::new(route, content, title, String::new(), source) }
}

/// The site's files but the documents, by path, as the emit lays them out.
struct SiteFiles<'d> {
    files: BTreeMap<PathBuf, (Output, Origin)>,
    diagnostics: &'d Diagnostics,
}

impl SiteFiles<'_> {
    /// Adds a file; a generated one replaces a static one at its path, with a warning.
    fn add(&mut self, output: Output, origin: Origin) {
        if let Origin::Generated = origin {
            self.replace_by_generated(&output.path);
        }
        self.files.insert(output.path.clone(), (output, origin));
    }

    /// Takes out the static file at `path`, with a warning, for a generated one.
    fn replace_by_generated(&mut self, path: &Path) {
        if let Some((_, Origin::Static(file))) = self.files.remove(path) {
            self.diagnostics.warning(&file, None, format!("replaced by the generated `{}`", path.display()));
        }
    }

    fn get(&self, path: &Path) -> Option<&Output> {
        self.files.get(path).map(|(output, _)| output)
    }

    fn contains(&self, path: &Path) -> bool {
        self.files.contains_key(path)
    }
}

/// The data of pages rendered again after an edit (the dev server), their twins and the
/// files they embed: what the open tab needs to show them. What else is derived from a page's
/// text alone (its search records) is to be added here.
pub fn edited_page_data(pages: &[&Page]) -> Vec<Output> {
    pages
        .iter()
        .flat_map(|page| {
            let data = page_data(page);
            let twin = page.markdown.as_ref().map(|markdown| Output::bytes(site_twin::twin_path(&page.route), markdown.clone()));
            std::iter::once(Output::bytes(data_path(&page.route), data)).chain(twin).chain(page_assets(page))
        })
        .collect()
}

/// The documents of pages rendered again after an edit, prerendered by `prerenderer`.
pub fn edited_page_documents(
    site: &CompiledSite,
    web: &WebAssets,
    options: &EmitOptions,
    pages: &[&Page],
    prerenderer: &mut Prerenderer,
) -> anyhow::Result<Vec<Output>> {
    let page_policy = site_policy(options.live_reload, &site.config.base_url, previews_packages(site, web)?).page.meta();
    let favicon = html::favicon_href(&site.config, &site.static_dirs);
    // An edited page is a markdown page, which does not search as it opens.
    let shell = shell(site, web, options.live_reload, &page_policy, &favicon, None)?;
    pages
        .iter()
        .map(|page| {
            let data = page_data(page);
            let prerendered = prerenderer
                .render(Some(&data))
                .map_err(|err| anyhow::anyhow!("{}: the app could not render this page: {err:#}", page.source.display()))?;
            Ok(Output::bytes(html_path(&page.route), shell.page(page, &prerendered)))
        })
        .collect()
}

/// A page's data, as the app receives it (`data/<route>index.json`).
fn page_data(page: &Page) -> Vec<u8> {
    serde_json::to_vec(page).expect("page data serializes")
}

/// The site data the prerenderer renders pages with: `data/site.json` without the
/// names of the search files, which change with every build, and of the worker's files.
pub fn prerender_site_data(site: &CompiledSite, options: &EmitOptions) -> anyhow::Result<Vec<u8>> {
    site_data_json(site, options, None, None)
}

/// `data/site.json`, which the app starts from.
fn site_data_json(
    site: &CompiledSite,
    options: &EmitOptions,
    search: Option<site_search_files::SearchFiles>,
    offline: Option<site_model::site::OfflineFiles>,
) -> anyhow::Result<Vec<u8>> {
    let routes = site.pages.iter().map(|p| p.route.as_str()).collect();
    Ok(site_data::json(&site.config, &site.sidebars, routes, options.year, search.as_ref(), offline)?)
}

/// The packages bundle the previews load, when the site has samples or a playground.
fn previews_packages<'a>(
    site: &CompiledSite,
    web: &'a WebAssets,
) -> anyhow::Result<Option<&'a site_front_end::packages_bundle::PackagesBundle>> {
    if site.samples.is_empty() && !has_playground(site) {
        Ok(None)
    } else {
        web.packages().map(Some)
    }
}

fn has_playground(site: &CompiledSite) -> bool {
    site.pages.iter().any(|page| page.kind() == PageKind::Playground)
}

fn shell<'a>(
    site: &'a CompiledSite,
    web: &'a WebAssets,
    live_reload: bool,
    content_security_policy: &'a str,
    favicon: &'a str,
    search: Option<&'a site_search_files::SearchFiles>,
) -> anyhow::Result<Shell<'a>> {
    Ok(Shell { config: &site.config, web, app: web.entry(APP_ENTRY)?, live_reload, content_security_policy, favicon, search })
}

fn page_assets(page: &Page) -> impl Iterator<Item = Output> + '_ {
    page.assets.iter().map(|asset| Output::copy(&asset.output, &asset.source))
}

enum Origin {
    /// A static file, as messages name it.
    Static(PathBuf),
    Generated,
}

fn walk_files(dir: &Path) -> Vec<PathBuf> {
    walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.into_path())
        .collect()
}

fn absolute_url(site: &CompiledSite, route: &str) -> String {
    absolute_route_url(&site.config.url, &site.config.base_url, route)
}

fn sitemap(site: &CompiledSite) -> String {
    let mut xml =
        String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n");
    // A results page without a query is nothing for a search engine to list.
    let mut routes: Vec<&str> = site.pages.iter().filter(|p| p.kind() != PageKind::Search).map(|p| p.route.as_str()).collect();
    routes.sort_unstable();
    for route in routes {
        xml.push_str(&format!("<url><loc>{}</loc></url>\n", escape_html(&absolute_url(site, route))));
    }
    xml.push_str("</urlset>\n");
    xml
}

fn robots(site: &CompiledSite) -> String {
    format!("User-agent: *\nAllow: /\n\nSitemap: {}sitemap.xml\n", absolute_url(site, ""))
}

/// The site's policy: the previews' import map (onto the packages bundle) is an
/// inline script it allows by hash, and so is the packages bundle's offline loader
/// but in the dev server's builds, which do not work offline.
pub fn site_policy(live_reload: bool, base_url: &str, packages: Option<&site_front_end::packages_bundle::PackagesBundle>) -> SitePolicy {
    let import_map = packages.map(|packages| packages.import_map_script(base_url));
    let offline_loader = packages.filter(|_| !live_reload).map(|packages| packages.offline_loader.as_str());
    let import_maps: Vec<&str> = import_map.iter().map(String::as_str).collect();
    SitePolicy::new(&html::inline_scripts(live_reload), &import_maps, offline_loader, SITE_FOLDERS)
}

/// The site's folders with headers of their own.
const SITE_FOLDERS: SiteFolders = SiteFolders {
    previews: &["samples/", site_playground::PREVIEW_DIR],
    immutable: &["assets/"],
    fetched_by_previews: &["assets/", "local-cdn/", "samples/"],
};

#[cfg(test)]
mod tests {
    use super::*;
    use site_headers::policy::script_hash;

    #[test]
    fn the_pages_policy_allows_the_documents_inline_scripts_and_the_dev_servers_only_in_its_builds() {
        let built = site_policy(false, "/", None).page.header();
        let served = site_policy(true, "/", None).page.header();
        for script in html::inline_scripts(false) {
            assert!(built.contains(&script_hash(script)), "{built}");
        }
        let live_reload = html::inline_scripts(true).into_iter().find(|script| !html::inline_scripts(false).contains(script)).unwrap();
        assert!(served.contains(&script_hash(live_reload)) && !built.contains(&script_hash(live_reload)));
    }
}
