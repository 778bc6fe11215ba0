//! The site's security and caching policy, as response headers by path: the one place
//! that sets it. The engine derives it from what the site holds (its inline scripts,
//! the previews' import maps, its folders) and writes the rules into the build; the
//! README's nginx example mirrors them, and a test of the compiler keeps the two equal.
//!
//! - Pages: a Content-Security-Policy allowing scripts from the site and, by hash,
//!   only the engine's own inline scripts; no framing by other sites.
//! - Sample previews (sandboxed iframes with an opaque origin): the import map's
//!   hash, `blob:` for code edited in the page, inline styles in the reader's edits,
//!   and the same sandbox when one is opened on its own.
//! - `Access-Control-Allow-Origin: *` on what previews fetch (to their opaque origin
//!   every request is cross-origin), never on documents.
//! - Long caching for content-hashed files, revalidation for everything else.
//!
//! Pages may compile WebAssembly (`'wasm-unsafe-eval'`: the search core), which
//! runs no JavaScript eval. To allow something new, change the directives here or the
//! folders the engine gives; pages also carry their policy in a `<meta>` element, so
//! hosts that cannot send headers (GitHub Pages) enforce it too.

use base64::Engine;
use sha2::{Digest, Sha256};
use site_model::preview::PREVIEW_SANDBOX;

use crate::{HeaderRule, HeaderRules};

/// The site's folders that get headers of their own, relative to the site root.
#[derive(Debug, Clone, Copy)]
pub struct SiteFolders {
    /// The previews' documents, which get the previews' policy.
    pub previews: &'static [&'static str],
    /// Files whose names change with their content: cached for a year.
    pub immutable: &'static [&'static str],
    /// What previews load, shared with their opaque origin.
    pub fetched_by_previews: &'static [&'static str],
}

const REFERRER_POLICY: &str = "strict-origin-when-cross-origin";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";

/// The Content-Security-Policies of the site's two kinds of documents.
pub struct SitePolicy {
    /// The pages' policy: scripts from the site, and only the engine's own inline ones.
    pub page: ContentSecurityPolicy,
    /// The previews' policy (samples, playground, Try it): sandboxed, with the import
    /// map allowed by hash and edited code from `blob:` URLs.
    pub preview: ContentSecurityPolicy,
    folders: SiteFolders,
}

impl SitePolicy {
    /// `inline_scripts`: the scripts every document carries inline. `import_maps`: the
    /// contents of the previews' import map scripts. `offline_loader`: the script a
    /// preview started offline runs first, a `data:` document that inherits the page's
    /// policy (web/src/offline/previewDocument.ts); it runs the preview's modules as
    /// `blob:` URLs, which the pages then allow too (only script can make one).
    pub fn new(inline_scripts: &[&str], import_maps: &[&str], offline_loader: Option<&str>, folders: SiteFolders) -> SitePolicy {
        let mut page_scripts = vec!["'self'".to_string(), "'wasm-unsafe-eval'".to_string()];
        page_scripts.extend(inline_scripts.iter().map(|script| script_hash(script)));
        if let Some(loader) = offline_loader {
            page_scripts.extend([script_hash(loader), "blob:".to_string()]);
        }
        let page = ContentSecurityPolicy(vec![
            ("default-src", vec!["'self'".into()]),
            ("script-src", page_scripts),
            // The code editor (CodeMirror) adds <style> elements to the document, and
            // so do the components in Safari. Scripts, what attacks need, stay strict.
            ("style-src", vec!["'self'".into(), "'unsafe-inline'".into()]),
            ("img-src", vec!["'self'".into(), "data:".into()]),
            ("font-src", vec!["'self'".into()]),
            ("connect-src", vec!["'self'".into()]),
            // A preview started offline is a `data:` document (web/src/offline/previewDocument.ts).
            ("frame-src", vec!["'self'".into(), "data:".into()]),
            ("object-src", vec!["'none'".into()]),
            ("base-uri", vec!["'self'".into()]),
            ("form-action", vec!["'self'".into()]),
            ("frame-ancestors", vec!["'self'".into()]),
        ]);
        let preview = ContentSecurityPolicy(vec![
            ("default-src", vec!["'self'".into()]),
            // Edited code runs as a module from a blob: URL.
            (
                "script-src",
                ["'self'".into()].into_iter().chain(import_maps.iter().map(|map| script_hash(map))).chain(["blob:".into()]).collect(),
            ),
            // Readers' edits may use style attributes and elements.
            ("style-src", vec!["'self'".into(), "'unsafe-inline'".into()]),
            ("img-src", vec!["'self'".into(), "data:".into(), "blob:".into()]),
            ("font-src", vec!["'self'".into()]),
            ("connect-src", vec!["'self'".into()]),
            ("object-src", vec!["'none'".into()]),
            ("base-uri", vec!["'self'".into()]),
            ("form-action", vec!["'self'".into()]),
            ("frame-ancestors", vec!["'self'".into()]),
            ("sandbox", PREVIEW_SANDBOX.split(' ').map(String::from).collect()),
        ]);
        SitePolicy { page, preview, folders }
    }

    /// The headers of every file of the site, by path.
    pub fn rules(&self) -> HeaderRules {
        let rule = HeaderRule::new;
        let (page, preview) = (self.page.header(), self.preview.header());
        let mut rules = vec![
            rule("", None, &[("Cache-Control", REVALIDATE), ("Referrer-Policy", REFERRER_POLICY), ("X-Content-Type-Options", "nosniff")]),
            rule("", Some(true), &[("Content-Security-Policy", &page)]),
        ];
        rules.extend(self.folders.previews.iter().map(|folder| rule(folder, Some(true), &[("Content-Security-Policy", &preview)])));
        rules.extend(self.folders.immutable.iter().map(|folder| rule(folder, None, &[("Cache-Control", IMMUTABLE)])));
        rules.extend(
            self.folders.fetched_by_previews.iter().map(|folder| rule(folder, Some(false), &[("Access-Control-Allow-Origin", "*")])),
        );
        HeaderRules { rules }
    }
}

/// A Content-Security-Policy: directives and their sources, in order.
pub struct ContentSecurityPolicy(Vec<(&'static str, Vec<String>)>);

impl ContentSecurityPolicy {
    /// The policy as a response header.
    pub fn header(&self) -> String {
        self.serialize(|_| true)
    }

    /// The policy as a `<meta>` element can carry it: without the directives that
    /// only work as a header (browsers warn about them in a `<meta>`).
    pub fn meta(&self) -> String {
        self.serialize(|directive| !matches!(directive, "frame-ancestors" | "sandbox" | "report-uri"))
    }

    fn serialize(&self, keep: impl Fn(&str) -> bool) -> String {
        self.0
            .iter()
            .filter(|(directive, _)| keep(directive))
            .map(|(directive, sources)| format!("{directive} {}", sources.join(" ")))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// The CSP source that allows an inline script with exactly this content.
pub fn script_hash(script: &str) -> String {
    format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(Sha256::digest(script.as_bytes())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_hashes_are_those_browsers_compute() {
        // The digest of `alert('Hello, world.');` as the CSP specification's example gives it.
        assert_eq!(script_hash("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    }

    const FOLDERS: SiteFolders = SiteFolders {
        previews: &["samples/", "play/preview/"],
        immutable: &["assets/"],
        fetched_by_previews: &["assets/", "local-cdn/", "samples/"],
    };
    const INLINE_SCRIPTS: &[&str] = &["first();", "second();"];

    fn policy() -> SitePolicy {
        SitePolicy::new(INLINE_SCRIPTS, &[], None, FOLDERS)
    }

    #[test]
    fn pages_allow_only_the_inline_scripts_given_and_previews_the_import_map() {
        let policy = SitePolicy::new(INLINE_SCRIPTS, &["{\"imports\":{}}"], None, FOLDERS);
        let page = policy.page.header();
        for script in INLINE_SCRIPTS {
            assert!(page.contains(&script_hash(script)), "{page}");
        }
        assert_eq!(page.matches("'sha256-").count(), INLINE_SCRIPTS.len());
        let script_src = page.split("; ").find(|d| d.starts_with("script-src ")).unwrap();
        // WebAssembly compiles (the search core); JavaScript eval and inline code do not run.
        assert_eq!(script_src.replace("'wasm-unsafe-eval'", "").matches("unsafe").count(), 0, "{page}");
        assert!(policy.preview.header().contains(&script_hash("{\"imports\":{}}")));
        assert!(!page.contains("blob:"), "{page}");
        let offline = SitePolicy::new(INLINE_SCRIPTS, &[], Some("loader();"), FOLDERS).page.header();
        assert!(offline.contains(&format!("{} blob:;", script_hash("loader();"))), "{offline}");
    }

    #[test]
    fn the_meta_policy_leaves_out_what_only_a_header_can_carry() {
        let policy = policy();
        assert!(policy.preview.header().contains("frame-ancestors 'self'; sandbox allow-scripts"));
        assert!(!policy.preview.meta().contains("frame-ancestors") && !policy.preview.meta().contains("sandbox"));
        assert!(policy.page.meta().starts_with("default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-"));
    }

    #[test]
    fn documents_get_a_policy_and_only_what_previews_fetch_is_shared_across_origins() {
        let policy = policy();
        let rules = policy.rules();
        let header = |path: &str, name: &str| {
            rules.for_file(path).into_iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.to_string())
        };
        assert_eq!(header("docs/FAQ/index.html", "Content-Security-Policy"), Some(policy.page.header()));
        assert_eq!(header("404.html", "Content-Security-Policy"), Some(policy.page.header()));
        assert_eq!(header("samples/main/Button/Basic/index.html", "Content-Security-Policy"), Some(policy.preview.header()));
        assert_eq!(header("play/preview/index.html", "Content-Security-Policy"), Some(policy.preview.header()));
        for document in ["index.html", "docs/FAQ/index.html", "samples/main/Button/Basic/index.html"] {
            assert_eq!(header(document, "Access-Control-Allow-Origin"), None, "{document}");
            assert_eq!(header(document, "Referrer-Policy").as_deref(), Some(REFERRER_POLICY));
        }
        for fetched in ["assets/preview-1.js", "local-cdn/@ui5/webcomponents/dist/Button.js", "samples/main/Button/Basic/main.js"] {
            assert_eq!(header(fetched, "Access-Control-Allow-Origin").as_deref(), Some("*"), "{fetched}");
        }
        assert_eq!(header("data/docs/FAQ/index.json", "Access-Control-Allow-Origin"), None);
        assert_eq!(header("assets/main-1.js", "Cache-Control").as_deref(), Some(IMMUTABLE));
        assert_eq!(header("data/site.json", "Cache-Control").as_deref(), Some(REVALIDATE));
    }
}
