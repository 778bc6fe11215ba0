//! The pages' bodies, set aside on disk from their render until the emit makes their
//! files ([`PageBodies`]): on a large site a page's HTML and Markdown twin are most of
//! what a build would otherwise hold until then.

use std::borrow::Cow;
use std::collections::HashMap;
use std::io;
use std::sync::{Mutex, MutexGuard};

use site_model::page::Page;
use site_output::{Output, TextAt, TextFile};
use site_twin::Twins;

/// The bodies of the pages that had theirs set aside, by route, in a file of their own.
pub(crate) struct PageBodies {
    texts: TextFile,
    kept: Mutex<HashMap<String, KeptBody>>,
}

struct KeptBody {
    html: TextAt,
    twin: Option<TextAt>,
}

impl PageBodies {
    /// Bodies set aside in the system's temporary folder.
    pub(crate) fn in_temp_dir() -> io::Result<PageBodies> {
        Ok(PageBodies { texts: TextFile::new()?, kept: Mutex::default() })
    }

    /// Moves `page`'s HTML and twin to disk, leaving them empty in the page.
    pub(crate) fn set_aside(&self, page: &mut Page) -> io::Result<()> {
        let html = self.texts.put(&page.html)?;
        let twin = page.markdown.as_deref().map(|twin| self.texts.put(twin)).transpose()?;
        page.html = String::new();
        page.markdown = None;
        self.kept().insert(page.route.clone(), KeptBody { html, twin });
        Ok(())
    }

    /// Whether `page` holds its body still: rendered and not set aside.
    pub(crate) fn is_held(page: &Page) -> bool {
        !page.html.is_empty() || page.markdown.is_some()
    }

    /// Puts `page`'s body back in it, if it was set aside.
    pub(crate) fn restore(&self, page: &mut Page) -> io::Result<()> {
        let Some(kept) = self.kept().remove(&page.route) else { return Ok(()) };
        page.html = self.texts.get(kept.html)?;
        page.markdown = kept.twin.map(|twin| self.texts.get(twin)).transpose()?;
        Ok(())
    }

    /// Puts `page`'s HTML back in it and hands over its twin as the file it becomes
    /// (a page whose body was never set aside hands over the twin it holds): what the
    /// emit makes the page's files from.
    pub(crate) fn take_back(&self, page: &mut Page) -> io::Result<Option<Output>> {
        self.restore(page)?;
        Ok(page.markdown.take().map(|twin| Output::bytes(site_twin::twin_path(&page.route), twin)))
    }

    fn kept(&self) -> MutexGuard<'_, HashMap<String, KeptBody>> {
        // What a panicking thread left is whole: each change is one insert or remove.
        self.kept.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Twins for PageBodies {
    fn has_twin(&self, page: &Page) -> bool {
        page.markdown.is_some() || self.kept().get(&page.route).is_some_and(|kept| kept.twin.is_some())
    }

    fn twin<'a>(&self, page: &'a Page) -> io::Result<Option<Cow<'a, str>>> {
        if let Some(twin) = &page.markdown {
            return Ok(Some(Cow::Borrowed(twin)));
        }
        let twin = self.kept().get(&page.route).and_then(|kept| kept.twin);
        Ok(twin.map(|twin| self.texts.get(twin)).transpose()?.map(Cow::Owned))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use site_model::page::PageContent;
    use std::path::PathBuf;

    fn page(route: &str, html: &str, twin: Option<&str>) -> Page {
        let mut page = Page::new(route, PageContent::Doc, "A", html.to_string(), PathBuf::from("content/docs/a.md"));
        page.markdown = twin.map(str::to_string);
        page
    }

    #[test]
    fn a_body_set_aside_is_read_as_a_twin_and_taken_back_whole() {
        let bodies = PageBodies::in_temp_dir().unwrap();
        let mut page = page("docs/a/", "<p>A</p>", Some("# A\n"));
        bodies.set_aside(&mut page).unwrap();
        assert!(!PageBodies::is_held(&page));
        assert!(bodies.has_twin(&page));
        assert_eq!(bodies.twin(&page).unwrap().as_deref(), Some("# A\n"));
        let twin = bodies.take_back(&mut page).unwrap().expect("a twin");
        assert_eq!((page.html.as_str(), twin.path.as_path()), ("<p>A</p>", std::path::Path::new("docs/a/index.md")));
        assert_eq!(&*twin.read().unwrap(), b"# A\n");
        assert!(!bodies.has_twin(&page), "taken back once");
        assert_eq!(bodies.take_back(&mut page).unwrap().map(|twin| twin.path), None);
    }

    #[test]
    fn a_page_without_a_twin_has_none_set_aside_or_not() {
        let bodies = PageBodies::in_temp_dir().unwrap();
        let mut kept = page("docs/a/", "<p>A</p>", None);
        bodies.set_aside(&mut kept).unwrap();
        let held = page("docs/b/", "<p>B</p>", None);
        assert!(!bodies.has_twin(&kept) && !bodies.has_twin(&held));
        assert_eq!(bodies.twin(&kept).unwrap(), None);
        bodies.restore(&mut kept).unwrap();
        assert_eq!((kept.html.as_str(), kept.markdown.as_deref()), ("<p>A</p>", None));
    }

    #[test]
    fn a_page_holding_its_body_gives_it_as_it_is() {
        let bodies = PageBodies::in_temp_dir().unwrap();
        let mut held = page("docs/b/", "<p>B</p>", Some("# B\n"));
        assert!(PageBodies::is_held(&held) && bodies.has_twin(&held));
        assert_eq!(bodies.twin(&held).unwrap().as_deref(), Some("# B\n"));
        let twin = bodies.take_back(&mut held).unwrap().expect("its twin");
        assert_eq!((held.html.as_str(), &*twin.read().unwrap()), ("<p>B</p>", &b"# B\n"[..]));
    }
}
