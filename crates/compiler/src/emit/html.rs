//! The HTML document of each route: head metadata for browsers and crawlers, the
//! assets the page needs (preloaded, so nothing waits for the app's script to find
//! them), and the page as the app renders it (prerendered by the app's own components),
//! which the app then takes over as it is.

use std::fmt::Write;
use std::sync::LazyLock;

use crate::site::StaticDir;
use site_config::SiteConfig;
use site_front_end::vite::EntryAssets;
use site_front_end::WebAssets;
use site_markdown::escape_html as esc;
use site_model::page::Page;
use site_model::routes::{data_path, route_url};

use super::prerender::Prerendered;
use super::site_data::SITE_DATA_PATH;

/// The element the app mounts into.
pub(crate) const MOUNT_ID: &str = "__site";

/// Sets what depends on the reader's stored preferences before the first paint: the
/// colour mode (from the stored theme: light for the light themes, dark for the others;
/// else from the stored colour mode), whether the theme is a high-contrast one
/// (`data-contrast="high"`: the site around the samples turns high contrast too), and
/// whether the reader closed the announcement whose id the document carries
/// (`data-announcement-id`). The themes and keys are those the app uses
/// (`site_model::preferences`).
static PREFERENCES_SCRIPT: LazyLock<String> = LazyLock::new(|| {
    use site_model::preferences::{storage_keys, Theme, THEMES};
    let names = |pick: fn(&Theme) -> bool| {
        let quoted: Vec<String> = THEMES.iter().filter(|theme| pick(theme)).map(|theme| format!("\"{}\"", theme.name)).collect();
        format!("[{}]", quoted.join(","))
    };
    let (light, dark, high) = (names(|theme| !theme.dark), names(|theme| theme.dark), names(|theme| theme.high_contrast));
    let (theme_key, mode_key) = (storage_keys::THEME, storage_keys::COLOR_MODE);
    let (id_key, dismiss_key) = (storage_keys::ANNOUNCEMENT_ID, storage_keys::ANNOUNCEMENT_DISMISS);
    format!(
        r#"(function(){{var h=document.documentElement,a=h.getAttribute("data-announcement-id"),m="light",l={light},d={dark},k={high};try{{var s=localStorage,t=s.getItem("{theme_key}"),c=s.getItem("{mode_key}");if(l.indexOf(t)>=0)m="light";else if(d.indexOf(t)>=0)m="dark";else if(c==="dark"||c==="light")m=c;if(k.indexOf(t)>=0)h.setAttribute("data-contrast","high");if(a!==null&&s.getItem("{id_key}")===a&&s.getItem("{dismiss_key}")==="true")h.setAttribute("data-announcement-dismissed","")}}catch(e){{}}h.setAttribute("data-theme",m)}})();"#
    )
});

/// Shows a banner when the site is served at another path than the base it was built
/// for (its scripts and styles, addressed under the base, then fail to load), with
/// the base that would fit: the address minus the page's own route. Reads both from
/// the document (`data-base-url`, `data-route`), so the script is the same on every
/// page and one hash in the Content-Security-Policy allows it.
const BASE_URL_CHECK_SCRIPT: &str = r#"(function(){var h=document.documentElement,b=h.getAttribute("data-base-url"),r=h.getAttribute("data-route"),p=location.pathname;if(!b||p.indexOf(b)===0)return;var s=r===null?null:r===""?p:p.slice(-r.length)===r?p.slice(0,p.length-r.length):null;document.addEventListener("DOMContentLoaded",function(){var d=document.createElement("div");d.id="base-url-issue";d.setAttribute("role","alert");d.style.cssText="padding:1rem 1.5rem;background:#fa383e;color:#fff;font:16px/1.5 system-ui,sans-serif";var t=document.createElement("p");t.style.cssText="margin:0 0 .5rem;font-weight:700";t.textContent="Your Docusaurus site did not load properly.";var e=document.createElement("p");e.style.margin="0";e.textContent="This site was built for the base URL "+b+" but is served at "+p+"."+(s?' Set base_url = "'+s+'" in content/site.toml and build again, or serve the site under '+b+'.':" Serve the site under "+b+".");d.append(t,e);document.body.prepend(d)})})();"#;

/// Reloads the page when the dev server reports a rebuild of the whole site; passes
/// the routes of pages updated alone on to the app (`site:page-updated`, see
/// `web/src/app/pageUpdates.ts`), which shows the new content in place.
const LIVE_RELOAD_SCRIPT: &str = r#"(function(){var s=new EventSource("/__dev/events");s.addEventListener("rebuilt",function(){location.reload()});s.addEventListener("page-updated",function(e){dispatchEvent(new CustomEvent("site:page-updated",{detail:e.data.split("\n").map(function(r){return r.slice(1)})}))})})();"#;

/// The inline scripts of every document, for the Content-Security-Policy to allow
/// by hash (nothing else inline runs).
pub(crate) fn inline_scripts(live_reload: bool) -> Vec<&'static str> {
    let mut scripts = vec![PREFERENCES_SCRIPT.as_str(), BASE_URL_CHECK_SCRIPT];
    if live_reload {
        scripts.push(LIVE_RELOAD_SCRIPT);
    }
    scripts
}

/// Everything shared by the documents of one build.
pub(crate) struct Shell<'a> {
    pub config: &'a SiteConfig,
    pub web: &'a WebAssets,
    /// The app's entry.
    pub app: &'a EntryAssets,
    pub live_reload: bool,
    /// The pages' Content-Security-Policy, as a `<meta>` element can carry it.
    pub content_security_policy: &'a str,
    /// The favicon's address (see [`favicon_href`]).
    pub favicon: &'a str,
    /// The search files, which the pages that search as they open (the results page,
    /// the not-found page's suggestions) preload.
    pub search: Option<&'a site_search_files::SearchFiles>,
}

impl Shell<'_> {
    fn url(&self, path: &str) -> String {
        format!("{}{}", self.config.base_url, path.trim_start_matches('/'))
    }

    /// The document of a page.
    pub(crate) fn page(&self, page: &Page, prerendered: &Prerendered) -> String {
        let canonical = format!("{}{}", self.config.url.trim_end_matches('/'), route_url(&self.config.base_url, &page.route));
        let data_url = self.url(&data_path(&page.route).to_string_lossy());
        let head = Head {
            route: Some(page.route.clone()),
            title: self.config.page_title(&page.title),
            description: page.description.clone().unwrap_or_else(|| self.config.tagline.clone()),
            keywords: page.keywords.join(", "),
            canonical: Some(canonical),
            data_url: Some(data_url),
            image: page.image.as_ref().or(self.config.image.as_ref()).map(|image| self.config.absolute_file_url(image)),
            searches_at_once: page.kind() == site_model::routes::PageKind::Search,
        };
        self.document(&head, prerendered)
    }

    /// The document served for routes that do not exist.
    pub(crate) fn not_found(&self, prerendered: &Prerendered) -> String {
        let head = Head {
            route: None,
            title: self.config.page_title("Page Not Found"),
            description: self.config.tagline.clone(),
            keywords: String::new(),
            canonical: None,
            data_url: None,
            image: self.config.image.as_ref().map(|image| self.config.absolute_file_url(image)),
            searches_at_once: true,
        };
        self.document(&head, prerendered)
    }

    fn document(&self, head: &Head, prerendered: &Prerendered) -> String {
        let config = self.config;
        let mut html = String::with_capacity(prerendered.html.len() + 4096);
        let locale = config.i18n.locales.iter().find(|l| l.code == config.i18n.default_locale);
        let (lang, dir) = locale.map_or(("en", "ltr"), |l| (l.code.as_str(), l.direction.as_str()));
        // The route the markup was rendered for (the not-found document has none, and is
        // served at any address): the base-URL check and the app read it.
        let route = head.route.as_ref().map(|r| format!(" data-route=\"{}\"", esc(&route_url("", r)))).unwrap_or_default();
        let announcement =
            config.announcement_bar.as_ref().map(|bar| format!(" data-announcement-id=\"{}\"", esc(&bar.id))).unwrap_or_default();
        let _ = write!(
            html,
            "<!DOCTYPE html>\n<html lang=\"{lang}\" dir=\"{dir}\" data-theme=\"{mode}\" data-base-url=\"{base}\"{route}{announcement}>\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n<meta name=\"description\" content=\"{description}\">\n<meta property=\"og:title\" content=\"{title}\">\n<meta property=\"og:description\" content=\"{description}\">\n<meta property=\"og:type\" content=\"website\">\n<meta property=\"og:site_name\" content=\"{site}\">\n",
            site = esc(&config.title),
            mode = esc(&config.color_mode.default_mode),
            base = esc(&config.base_url),
            policy = esc(self.content_security_policy),
            title = esc(&head.title),
            description = esc(&head.description),
        );
        if !head.keywords.is_empty() {
            let _ = writeln!(html, "<meta name=\"keywords\" content=\"{}\">", esc(&head.keywords));
        }
        match &head.image {
            Some(image) => {
                let _ = writeln!(
                    html,
                    "<meta property=\"og:image\" content=\"{0}\">\n<meta property=\"og:image:alt\" content=\"{1}\">\n<meta name=\"twitter:card\" content=\"summary_large_image\">\n<meta name=\"twitter:image\" content=\"{0}\">",
                    esc(image),
                    esc(&config.title)
                );
            }
            None => html.push_str("<meta name=\"twitter:card\" content=\"summary\">\n"),
        }
        if let Some(canonical) = &head.canonical {
            let _ = writeln!(html, "<link rel=\"canonical\" href=\"{0}\">\n<meta property=\"og:url\" content=\"{0}\">", esc(canonical));
        }
        let _ = writeln!(html, "<link rel=\"icon\" href=\"{}\">", esc(self.favicon));
        if let Some(manifest) = &config.manifest {
            let _ = writeln!(
                html,
                "<link rel=\"manifest\" href=\"{}\">\n<meta name=\"theme-color\" content=\"{}\">",
                esc(&self.url(super::manifest::MANIFEST_PATH)),
                esc(&manifest.theme_color)
            );
        }
        let _ = writeln!(html, "<script>{}</script>", PREFERENCES_SCRIPT.as_str());
        let _ = writeln!(html, "<script>{BASE_URL_CHECK_SCRIPT}</script>");
        // What the page's module needs besides the app's entry, so it loads alongside
        // the entry instead of after it. The app's code and data only make the page
        // interactive (the markup below is the finished page), so they load at low
        // priority and leave the bandwidth of the first paint to its stylesheets:
        // Lighthouse's simulated first paint of a docs page went from 1.5 s to 1.1 s.
        let module = prerendered.module.as_deref().and_then(|source| self.web.entry(source).ok());
        let styles = self.app.styles.iter().chain(module.iter().flat_map(|m| m.styles.iter()));
        for style in unique(styles) {
            let _ = writeln!(html, "<link rel=\"stylesheet\" href=\"{}\">", esc(&self.url(style)));
        }
        let module_scripts = module.iter().flat_map(|m| std::iter::once(&m.script).chain(m.preloads.iter()));
        let preloads = self.app.preloads.iter().chain(module_scripts).filter(|file| **file != self.app.script);
        for preload in unique(preloads) {
            let _ = writeln!(html, "<link rel=\"modulepreload\" href=\"{}\" fetchpriority=\"low\">", esc(&self.url(preload)));
        }
        let data_urls = [Some(self.url(SITE_DATA_PATH)), head.data_url.clone()];
        for url in data_urls.iter().flatten() {
            let _ = writeln!(html, "<link rel=\"preload\" href=\"{}\" as=\"fetch\" crossorigin fetchpriority=\"low\">", esc(url));
        }
        // Here the search's files are the page's content, so they load first, with the
        // core (which the app's script would only ask for once it runs).
        if let (true, Some(search)) = (head.searches_at_once, self.search) {
            for file in [Some(search.docs.as_str()), Some(search.index.as_str()), self.web.search_core()].into_iter().flatten() {
                let _ = writeln!(html, "<link rel=\"preload\" href=\"{}\" as=\"fetch\" crossorigin>", esc(&self.url(file)));
            }
        }
        html.push_str(&prerendered.head);
        let _ = writeln!(html, "<script type=\"module\" src=\"{}\" fetchpriority=\"low\"></script>", esc(&self.url(&self.app.script)));
        if self.live_reload {
            let _ = writeln!(html, "<script>{LIVE_RELOAD_SCRIPT}</script>");
        }
        html.push_str("</head>\n<body>\n");
        let _ = write!(html, "<div id=\"{MOUNT_ID}\">{}</div>\n</body>\n</html>\n", prerendered.html);
        html
    }
}

/// The favicon's address: a small SVG file of the static folders goes into the
/// documents themselves as a `data:` URL, because browsers ask for the favicon again
/// on every navigation inside the app; anything else is addressed under the base.
pub(crate) fn favicon_href(config: &SiteConfig, static_dirs: &[StaticDir]) -> String {
    const INLINE_LIMIT: u64 = 2048;
    let file = static_dirs.iter().rev().map(|dir| dir.path.join(&config.favicon)).find(|file| file.is_file());
    let small_svg = file.filter(|f| f.extension().is_some_and(|e| e == "svg") && f.metadata().is_ok_and(|m| m.len() <= INLINE_LIMIT));
    match small_svg.and_then(|file| std::fs::read_to_string(file).ok()) {
        Some(svg) => {
            format!("data:image/svg+xml,{}", percent_encoding::utf8_percent_encode(svg.trim(), percent_encoding::NON_ALPHANUMERIC))
        }
        None => format!("{}{}", config.base_url, config.favicon.trim_start_matches('/')),
    }
}

/// The items in their first order, without repeats.
fn unique<'a>(items: impl Iterator<Item = &'a String>) -> Vec<&'a String> {
    let mut seen = std::collections::HashSet::new();
    items.filter(|item| seen.insert(*item)).collect()
}

struct Head {
    /// The page's route; `None` for the not-found page, which has none.
    route: Option<String>,
    title: String,
    description: String,
    keywords: String,
    canonical: Option<String>,
    data_url: Option<String>,
    /// Whether the page searches as it opens: its results are what the reader waits for.
    searches_at_once: bool,
    /// The absolute address of the social card.
    image: Option<String>,
}
