//! The dev server's builds. The first build compiles the whole site and keeps it in
//! memory; after that, an edit to one markdown page that leaves its route, title and
//! front matter as they were (so no other page shows anything different) renders just
//! that page again and writes its data over the old, so the open tab can show it; then
//! its document is prerendered, by a Node process kept running, and written too. Any
//! other change rebuilds the whole site.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::emit::{self, prerender::Prerenderer};
use crate::site::{CompiledSite, Resolved};
use crate::{build_keeping, BuildError, BuildOptions, BuildOutcome};
use site_diagnostics::{Diagnostic, Diagnostics};
use site_front_end::WebAssets;
use site_model::page::Page;

/// A site being developed: built once, then updated after each change.
pub struct DevSite {
    options: BuildOptions,
    /// The last successful full build, with the pages edited since; `None` until a
    /// full build succeeds (and after one fails, so the next change builds everything).
    built: Option<Kept>,
}

struct Kept {
    site: CompiledSite,
    resolved: Resolved,
    web: WebAssets,
    /// Started after each full build, as the site data it was given may have changed.
    prerenderer: Option<Prerenderer>,
    /// Routes of pages updated alone whose documents are not written yet.
    documents_due: Vec<String>,
}

/// What an update did.
#[derive(Debug)]
pub enum Update {
    /// Only these pages changed, and only their files were written.
    Pages(PagesUpdate),
    /// The whole site was built again.
    Site(BuildOutcome),
}

/// An update that rendered the edited pages alone and wrote their data; their
/// documents follow with [`DevSite::write_documents`].
#[derive(Debug)]
pub struct PagesUpdate {
    /// The routes of the pages whose files were written.
    pub routes: Vec<String>,
    /// How many files changed on disk.
    pub files_written: usize,
    /// How long each step took.
    pub timings: Vec<(&'static str, Duration)>,
    /// Warnings (an update with errors fails and writes nothing).
    pub diagnostics: Vec<Diagnostic>,
}

impl DevSite {
    /// A site to build with `options`; nothing is built until [`DevSite::build`] or
    /// [`DevSite::update`].
    pub fn new(options: BuildOptions) -> DevSite {
        DevSite { options, built: None }
    }

    /// Prerenders and writes the documents of the pages updated since the last call
    /// (which a reload or a new tab loads); returns how many files changed.
    pub fn write_documents(&mut self) -> Result<usize, BuildError> {
        match &mut self.built {
            Some(kept) => kept.write_documents(&self.options).map_err(|error| BuildError::Failed { error, diagnostics: Vec::new() }),
            None => Ok(0),
        }
    }

    /// Builds the whole site, updating the output in place.
    pub fn build(&mut self) -> Result<BuildOutcome, BuildError> {
        // The old prerenderer ends before the new build starts its own.
        self.built = None;
        let built = build_keeping(&self.options, site_output::SiteWrite::in_place, crate::site::compile_for_edits)?;
        let mut kept = Kept { site: built.site, resolved: built.resolved, web: built.web, prerenderer: None, documents_due: Vec::new() };
        // Started now, so the first edit does not wait for Node; if it cannot start,
        // the first edit tries again and reports why.
        kept.prerenderer = kept.start_prerenderer(&self.options).ok();
        self.built = Some(kept);
        Ok(built.outcome)
    }

    /// Brings the site up to date after `changed` files changed (absolute, or relative
    /// to the project root): one edited markdown page is updated alone, anything else
    /// builds the whole site. A failed update keeps the output as it was. The documents
    /// of updated pages are written by [`DevSite::write_documents`], after the open
    /// pages (which need only the page data) are told.
    pub fn update(&mut self, changed: &[PathBuf]) -> Result<Update, BuildError> {
        self.write_documents()?;
        if let ([file], true) = (changed, self.built.is_some()) {
            let file = self.project_file(file);
            let kept = self.built.as_mut().expect("checked above");
            if let Some(result) = kept.update_page(&self.options, &file) {
                return result.map(Update::Pages);
            }
        }
        self.build().map(Update::Site)
    }
}

impl DevSite {
    /// `path` relative to the project root. The watcher may name it from the root made
    /// absolute, with links resolved.
    fn project_file(&self, path: &Path) -> PathBuf {
        let root = &self.options.project.root;
        if let Ok(relative) = path.strip_prefix(root) {
            return relative.to_path_buf();
        }
        match (path.canonicalize(), root.canonicalize()) {
            (Ok(path), Ok(root)) => path.strip_prefix(&root).map(Path::to_path_buf).unwrap_or(path),
            _ => path.to_path_buf(),
        }
    }
}

impl Kept {
    fn start_prerenderer(&self, options: &BuildOptions) -> anyhow::Result<Prerenderer> {
        // The site data the full build rendered its pages with.
        let site_data = emit::prerender_site_data(&self.site, &options.emit_options())?;
        Prerenderer::start(&self.web.dist_dir.join(emit::prerender::SCRIPT), &site_data)
    }

    /// Updates the page whose source is `file` alone: renders it and writes its data
    /// (its document is left for [`DevSite::write_documents`]); `None` if the edit
    /// needs the whole site built again.
    fn update_page(&mut self, options: &BuildOptions, file: &Path) -> Option<Result<PagesUpdate, BuildError>> {
        if !site_content::docs::is_markdown(file) {
            return None;
        }
        let started = Instant::now();
        let diagnostics = Diagnostics::default();
        let edited = self.resolved.rerender(&options.project, &self.site, file, &diagnostics)?;
        if diagnostics.has_errors() {
            return Some(Err(BuildError::Invalid(diagnostics.take())));
        }
        let rendered = started.elapsed();
        let outputs = emit::edited_page_data(&[&edited.page]);
        let written = match site_output::update_in_place(&options.out_dir, outputs) {
            Ok(report) => report.written,
            Err(error) => return Some(Err(BuildError::Failed { error: error.into(), diagnostics: diagnostics.take() })),
        };
        let page = self.resolved.commit(edited);
        let route = page.route.clone();
        if let Some(slot) = self.site.pages.iter_mut().find(|p| p.route == route) {
            *slot = page;
        }
        if !self.documents_due.contains(&route) {
            self.documents_due.push(route.clone());
        }
        let timings = vec![("render", rendered), ("write data", started.elapsed() - rendered)];
        Some(Ok(PagesUpdate { routes: vec![route], files_written: written, timings, diagnostics: diagnostics.take() }))
    }

    /// Prerenders and writes the documents of the pages updated since the last time.
    fn write_documents(&mut self, options: &BuildOptions) -> anyhow::Result<usize> {
        if self.documents_due.is_empty() {
            return Ok(0);
        }
        if self.prerenderer.is_none() {
            self.prerenderer = Some(self.start_prerenderer(options)?);
        }
        let prerenderer = self.prerenderer.as_mut().expect("started above");
        let pages: Vec<&Page> = self.site.pages.iter().filter(|page| self.documents_due.contains(&page.route)).collect();
        let outputs = emit::edited_page_documents(&self.site, &self.web, &options.emit_options(), &pages, prerenderer);
        let written = outputs.and_then(|outputs| Ok(site_output::update_in_place(&options.out_dir, outputs)?.written));
        if written.is_err() {
            // A prerenderer that failed once is started afresh next time.
            self.prerenderer = None;
        }
        self.documents_due.clear();
        written
    }
}
