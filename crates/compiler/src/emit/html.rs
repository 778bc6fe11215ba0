//! The HTML document of each route: head metadata for browsers and crawlers, and the
//! page's readable content with plain navigation links inside the app's mount point,
//! which the app replaces once it has loaded.

use std::fmt::Write;

use crate::config::{LinkConfig, SiteConfig};
use crate::markdown::escape_html as esc;
use crate::page::Page;
use crate::routes::{data_path, route_url, PageKind};
use crate::sidebar::SidebarItem;
use crate::vite::EntryAssets;

use super::site_data::{copyright, SITE_DATA_PATH};

/// The element the app mounts into.
pub const MOUNT_ID: &str = "__site";

/// Sets the colour mode before the first paint: from the stored theme (light for the
/// light themes, dark for the others), else from the stored colour mode.
const COLOR_MODE_SCRIPT: &str = r#"(function(){var m="light",l=["sap_horizon","sap_horizon_hcw","sap_fiori_3","sap_fiori_3_hcw"],d=["sap_horizon_dark","sap_horizon_hcb","sap_fiori_3_dark","sap_fiori_3_hcb"];try{var t=localStorage.getItem("ui5-theme"),c=localStorage.getItem("theme");if(l.indexOf(t)>=0)m="light";else if(d.indexOf(t)>=0)m="dark";else if(c==="dark"||c==="light")m=c}catch(e){}document.documentElement.setAttribute("data-theme",m)})();"#;

/// Shows a banner when the site is served at another path than the base it was built
/// for (its scripts and styles, addressed under the base, then fail to load), with
/// the base that would fit: the address minus the page's own route. Reads both from
/// the document (`data-base-url`, `data-route`), so the script is the same on every
/// page and one hash in the Content-Security-Policy allows it.
const BASE_URL_CHECK_SCRIPT: &str = r#"(function(){var h=document.documentElement,b=h.getAttribute("data-base-url"),r=h.getAttribute("data-route"),p=location.pathname;if(!b||p.indexOf(b)===0)return;var s=r===null?null:r===""?p:p.slice(-r.length)===r?p.slice(0,p.length-r.length):null;document.addEventListener("DOMContentLoaded",function(){var d=document.createElement("div");d.id="base-url-issue";d.setAttribute("role","alert");d.style.cssText="padding:1rem 1.5rem;background:#fa383e;color:#fff;font:16px/1.5 system-ui,sans-serif";var t=document.createElement("p");t.style.cssText="margin:0 0 .5rem;font-weight:700";t.textContent="Your Docusaurus site did not load properly.";var e=document.createElement("p");e.style.margin="0";e.textContent="This site was built for the base URL "+b+" but is served at "+p+"."+(s?' Set base_url = "'+s+'" in content/site.toml and build again, or serve the site under '+b+'.':" Serve the site under "+b+".");d.append(t,e);document.body.prepend(d)})})();"#;

/// Reloads the page when the dev server reports a rebuild.
const LIVE_RELOAD_SCRIPT: &str =
    r#"new EventSource("/__dev/events").addEventListener("rebuilt",function(){location.reload()});"#;

/// The inline scripts of every document, for the Content-Security-Policy to allow
/// by hash (nothing else inline runs).
pub fn inline_scripts(live_reload: bool) -> Vec<&'static str> {
    let mut scripts = vec![COLOR_MODE_SCRIPT, BASE_URL_CHECK_SCRIPT];
    if live_reload {
        scripts.push(LIVE_RELOAD_SCRIPT);
    }
    scripts
}

/// Everything shared by the documents of one build.
pub struct Shell<'a> {
    pub config: &'a SiteConfig,
    pub app: &'a EntryAssets,
    pub sidebars: &'a std::collections::BTreeMap<String, Vec<SidebarItem>>,
    pub year: i32,
    pub live_reload: bool,
    /// The pages' Content-Security-Policy, as a `<meta>` element can carry it.
    pub content_security_policy: &'a str,
}

impl Shell<'_> {
    fn url(&self, path: &str) -> String {
        format!("{}{}", self.config.base_url, path.trim_start_matches('/'))
    }

    /// The document of a page.
    pub fn page(&self, page: &Page) -> String {
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
        };
        let article = match page.kind {
            PageKind::Home => self.home_article(page),
            _ => format!(
                "{}<article class=\"markdown\">{}</article>{}{}",
                breadcrumbs(self, page),
                page.html,
                doc_footer(page),
                pagination(self, page)
            ),
        };
        let sidebar = page.sidebar.as_deref().and_then(|name| self.sidebars.get(name));
        self.document(&head, &article, sidebar.map(|items| (items.as_slice(), page.route.as_str())))
    }

    /// The document served for routes that do not exist.
    pub fn not_found(&self) -> String {
        let head = Head {
            route: None,
            title: self.config.page_title("Page Not Found"),
            description: self.config.tagline.clone(),
            keywords: String::new(),
            canonical: None,
            data_url: None,
            image: self.config.image.as_ref().map(|image| self.config.absolute_file_url(image)),
        };
        let article = "<article class=\"markdown\"><h1>Page Not Found</h1><p>We could not find what you were looking for.</p></article>";
        self.document(&head, article, None)
    }

    /// `sidebar`: the page's sidebar and its route.
    fn document(&self, head: &Head, article: &str, sidebar: Option<(&[SidebarItem], &str)>) -> String {
        let config = self.config;
        let mut html = String::with_capacity(article.len() + 8192);
        let locale = config.i18n.locales.iter().find(|l| l.code == config.i18n.default_locale);
        let (lang, dir) = locale.map_or(("en", "ltr"), |l| (l.code.as_str(), l.direction.as_str()));
        let route = head.route.as_ref().map(|r| format!(" data-route=\"{}\"", esc(&route_url("", r)))).unwrap_or_default();
        let _ = write!(
            html,
            "<!DOCTYPE html>\n<html lang=\"{lang}\" dir=\"{dir}\" data-theme=\"{mode}\" data-base-url=\"{base}\"{route}>\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n<meta name=\"description\" content=\"{description}\">\n<meta property=\"og:title\" content=\"{title}\">\n<meta property=\"og:description\" content=\"{description}\">\n<meta property=\"og:type\" content=\"website\">\n<meta property=\"og:site_name\" content=\"{site}\">\n",
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
        let _ = writeln!(html, "<link rel=\"icon\" href=\"{}\">", esc(&self.url(&config.favicon)));
        if let Some(manifest) = &config.manifest {
            let _ = writeln!(
                html,
                "<link rel=\"manifest\" href=\"{}\">\n<meta name=\"theme-color\" content=\"{}\">",
                esc(&self.url(super::manifest::MANIFEST_PATH)),
                esc(&manifest.theme_color)
            );
        }
        let _ = writeln!(html, "<script>{COLOR_MODE_SCRIPT}</script>");
        let _ = writeln!(html, "<script>{BASE_URL_CHECK_SCRIPT}</script>");
        for style in &self.app.styles {
            let _ = writeln!(html, "<link rel=\"stylesheet\" href=\"{}\">", esc(&self.url(style)));
        }
        for preload in &self.app.preloads {
            let _ = writeln!(html, "<link rel=\"modulepreload\" href=\"{}\">", esc(&self.url(preload)));
        }
        let data_urls = [Some(self.url(SITE_DATA_PATH)), head.data_url.clone()];
        for url in data_urls.iter().flatten() {
            let _ = writeln!(html, "<link rel=\"preload\" href=\"{}\" as=\"fetch\" crossorigin>", esc(url));
        }
        let _ = writeln!(html, "<script type=\"module\" src=\"{}\"></script>", esc(&self.url(&self.app.script)));
        if self.live_reload {
            let _ = writeln!(html, "<script>{LIVE_RELOAD_SCRIPT}</script>");
        }
        html.push_str("</head>\n<body>\n");
        let _ = write!(html, "<div id=\"{MOUNT_ID}\"><div class=\"prerendered\">");
        html.push_str("<a class=\"skip-to-content\" href=\"#main-content\">Skip to main content</a>");
        self.navbar(&mut html);
        html.push_str("<div class=\"page-body\">");
        if let Some((items, route)) = sidebar {
            html.push_str("<nav class=\"prerendered-sidebar\" aria-label=\"Docs sidebar\">");
            self.sidebar_list(&mut html, items, route);
            html.push_str("</nav>");
        }
        let _ = write!(html, "<main id=\"main-content\" class=\"page-main\">{article}</main></div>");
        self.footer(&mut html);
        html.push_str("</div></div>\n</body>\n</html>\n");
        html
    }

    fn link(&self, html: &mut String, link: &LinkConfig) {
        let href = match (&link.to, &link.href) {
            (Some(to), _) => route_url(&self.config.base_url, to.trim_start_matches('/')),
            (None, Some(href)) => href.clone(),
            (None, None) => return,
        };
        let label = link.aria_label.as_deref().map(|a| format!(" aria-label=\"{}\"", esc(a))).unwrap_or_default();
        let _ = write!(html, "<a href=\"{}\"{label}>{}</a>", esc(&href), esc(&link.label));
    }

    fn navbar(&self, html: &mut String) {
        let navbar = &self.config.navbar;
        let _ = write!(
            html,
            "<header class=\"navbar\"><nav class=\"navbar-inner\" aria-label=\"Main\"><a class=\"navbar-brand\" href=\"{}\"><img src=\"{}\" alt=\"{}\" width=\"32\" height=\"32\"><b>{}</b></a>",
            esc(&self.config.base_url),
            esc(&self.url(&navbar.logo.src)),
            esc(&navbar.logo.alt),
            esc(&navbar.title)
        );
        for item in &navbar.items {
            self.link(html, item);
        }
        html.push_str("</nav></header>");
    }

    /// The sidebar as a reader sees it on this page: every top-level entry, and the
    /// entries of the categories that lead to the page (not every page of the site,
    /// which would repeat thousands of links on every page of a large site).
    fn sidebar_list(&self, html: &mut String, items: &[SidebarItem], route: &str) {
        html.push_str("<ul>");
        for item in items {
            html.push_str("<li>");
            match item {
                SidebarItem::Link { label, to, href } => {
                    let target = to.as_deref().map(|to| route_url(&self.config.base_url, to)).or(href.clone());
                    let _ = write!(html, "<a href=\"{}\">{}</a>", esc(&target.unwrap_or_default()), esc(label));
                }
                SidebarItem::Category { label, to, items } => {
                    match to {
                        Some(to) => {
                            let _ = write!(html, "<a href=\"{}\">{}</a>", esc(&route_url(&self.config.base_url, to)), esc(label));
                        }
                        None => {
                            let _ = write!(html, "<span>{}</span>", esc(label));
                        }
                    }
                    if to.as_deref() == Some(route) || contains_route(items, route) {
                        self.sidebar_list(html, items, route);
                    }
                }
            }
            html.push_str("</li>");
        }
        html.push_str("</ul>");
    }

    fn footer(&self, html: &mut String) {
        let footer = &self.config.footer;
        html.push_str("<footer class=\"footer\"><div class=\"footer-links\">");
        for column in &footer.links {
            let _ = write!(html, "<div class=\"footer-column\"><h2 class=\"footer-title\">{}</h2><ul>", esc(&column.title));
            for item in &column.items {
                html.push_str("<li>");
                self.link(html, item);
                html.push_str("</li>");
            }
            html.push_str("</ul></div>");
        }
        let logo = &footer.logo;
        let _ = write!(
            html,
            "</div><img class=\"footer-logo\" src=\"{}\" alt=\"{}\" width=\"{}\" height=\"{}\"><p class=\"footer-copyright\">{}</p></footer>",
            esc(&self.url(&logo.src)),
            esc(&logo.alt),
            logo.width.unwrap_or(160),
            logo.height.unwrap_or(51),
            esc(&copyright(&footer.copyright, self.year))
        );
    }

    fn home_article(&self, page: &Page) -> String {
        let mut html = String::new();
        let Some(home) = &page.home else { return html };
        let _ = write!(
            html,
            "<article class=\"home\"><h1>{}</h1><p>{}</p><p>",
            esc(&page.title),
            esc(&home.hero.subtitle)
        );
        for action in &home.hero.actions {
            let _ = write!(html, "<a href=\"{}\">{}</a> ", esc(&route_url(&self.config.base_url, &action.to)), esc(&action.label));
        }
        html.push_str("</p>");
        for feature in &home.features {
            let _ = write!(html, "<h2>{}</h2><p>{}</p>", esc(&feature.title), esc(&feature.text));
        }
        let _ = write!(html, "<h2>{}</h2><p>{}</p><ul>", esc(&home.frameworks.title), esc(&home.frameworks.text));
        for framework in &home.frameworks.items {
            let _ = write!(
                html,
                "<li><a href=\"{}\">{}</a>: {}</li>",
                esc(&route_url(&self.config.base_url, &framework.to)),
                esc(&framework.name),
                esc(&framework.text)
            );
        }
        let _ = write!(html, "</ul>{}</article>", page.html);
        html
    }
}

fn contains_route(items: &[SidebarItem], route: &str) -> bool {
    items.iter().any(|item| match item {
        SidebarItem::Link { to, .. } => to.as_deref() == Some(route),
        SidebarItem::Category { to, items, .. } => to.as_deref() == Some(route) || contains_route(items, route),
    })
}

struct Head {
    /// The page's route; `None` for the not-found page, which has none.
    route: Option<String>,
    title: String,
    description: String,
    keywords: String,
    canonical: Option<String>,
    data_url: Option<String>,
    /// The absolute address of the social card.
    image: Option<String>,
}

/// The trail of categories above the page, then the page (schema.org microdata, which
/// search engines show in results). The app draws the same markup.
fn breadcrumbs(shell: &Shell, page: &Page) -> String {
    if page.breadcrumbs.is_empty() {
        return String::new();
    }
    let mut html = format!(
        "<nav class=\"breadcrumbs\" aria-label=\"Breadcrumbs\"><ol itemscope itemtype=\"https://schema.org/BreadcrumbList\"><li class=\"breadcrumbs-item\"><a class=\"breadcrumbs-link\" href=\"{}\">Home</a></li>",
        esc(&shell.config.base_url)
    );
    let last = page.breadcrumbs.len() - 1;
    for (position, crumb) in page.breadcrumbs.iter().enumerate() {
        html.push_str("<li class=\"breadcrumbs-item\" itemprop=\"itemListElement\" itemscope itemtype=\"https://schema.org/ListItem\"");
        match crumb.to.as_ref().filter(|_| position != last) {
            Some(to) => {
                let _ = write!(
                    html,
                    "><a class=\"breadcrumbs-link\" itemprop=\"item\" href=\"{}\"><span itemprop=\"name\">{}</span></a>",
                    esc(&route_url(&shell.config.base_url, to)),
                    esc(&crumb.label)
                );
            }
            None => {
                let (current, class) = if position == last { (" aria-current=\"page\"", " breadcrumbs-current") } else { ("", "") };
                let _ = write!(html, "{current}><span class=\"breadcrumbs-text{class}\" itemprop=\"name\">{}</span>", esc(&crumb.label));
            }
        }
        let _ = write!(html, "<meta itemprop=\"position\" content=\"{}\"></li>", position + 1);
    }
    html.push_str("</ol></nav>");
    html
}

/// Under the article: the page's tags, its edit link and when it last changed.
fn doc_footer(page: &Page) -> String {
    if page.tags.is_empty() && page.edit_url.is_none() && page.last_updated.is_none() {
        return String::new();
    }
    let mut html = String::from("<div class=\"doc-footer\">");
    if !page.tags.is_empty() {
        html.push_str("<ul class=\"doc-tags\" aria-label=\"Tags\">");
        for tag in &page.tags {
            let _ = write!(html, "<li class=\"doc-tag\">{}</li>", esc(tag));
        }
        html.push_str("</ul>");
    }
    html.push_str("<div class=\"doc-footer-row\">");
    if let Some(url) = &page.edit_url {
        let _ = write!(html, "<a class=\"edit-link\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">Edit this page</a>", esc(url));
    }
    if let Some(updated) = &page.last_updated {
        let _ = write!(
            html,
            "<p class=\"last-updated\">Last updated on <time datetime=\"{}\">{}</time></p>",
            esc(&updated.date),
            esc(&updated.text)
        );
    }
    html.push_str("</div></div>");
    html
}

fn pagination(shell: &Shell, page: &Page) -> String {
    if page.previous.is_none() && page.next.is_none() {
        return String::new();
    }
    let mut html = String::from("<nav class=\"pagination-nav\" aria-label=\"Docs pages\">");
    for (link, label) in [(&page.previous, "Previous"), (&page.next, "Next")] {
        if let Some(link) = link {
            let _ = write!(
                html,
                "<a href=\"{}\">{label}: {}</a>",
                esc(&route_url(&shell.config.base_url, &link.to)),
                esc(&link.label)
            );
        }
    }
    html.push_str("</nav>");
    html
}
