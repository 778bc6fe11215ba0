//! The site compiler: content and real package metadata in, a static site out.
//!
//! The pipeline runs in one direction, each step's work done by the crate it names:
//! **load** (every source parsed into typed models: `site-config`, `site-content`,
//! `site-api`, `site-samples`, `site-playground`, `site-icons`), **resolve** (one
//! route table, the sidebars, the pages with their links and anchors checked:
//! `site-links`, `site-reference-pages`), **emit** (page documents, page data, shared
//! data and static files; `site-twin`, `site-search-files`, `site-offline`,
//! `site-headers`, `site-front-end`), then `site-output` puts it on disk with
//! compressed copies.

mod bodies;
pub mod emit;
pub mod incremental;
mod search_page;
mod site;

use std::path::PathBuf;

pub use site::{compile, CompiledSite, Project, StaticDir};
pub use site_diagnostics::{Diagnostic, Diagnostics, Severity};
pub use site_output::WriteReport;

/// How to build.
#[derive(Debug, Clone)]
pub struct BuildOptions {
    /// The project to build.
    pub project: Project,
    /// The site's output directory.
    pub out_dir: PathBuf,
    /// The front end's Vite output.
    pub web_dist: PathBuf,
    /// Adds the dev server's live-reload script to every document.
    pub live_reload: bool,
}

impl BuildOptions {
    fn emit_options(&self) -> emit::EmitOptions {
        emit::EmitOptions::now(self.live_reload)
    }
}

/// What a successful build did.
#[derive(Debug)]
pub struct BuildOutcome {
    /// How many pages the site has (the not-found page aside).
    pub pages: usize,
    /// The base path the site was built for.
    pub base_url: String,
    /// What writing the output did: files written, compressed and removed.
    pub write: WriteReport,
    /// Pages (the not-found page included) whose markup Node rendered; the others'
    /// was the last build's, rendered from the same inputs.
    pub prerendered: usize,
    /// How long each phase took.
    pub timings: Vec<(&'static str, std::time::Duration)>,
    /// Warnings (a build with errors fails).
    pub diagnostics: Vec<Diagnostic>,
}

/// Why a build (or a dev server's update) wrote no site; the output stays as it was.
#[derive(Debug)]
pub enum BuildError {
    /// The sources have errors; nothing was written.
    Invalid(Vec<Diagnostic>),
    /// The sources were fine but the output could not be produced.
    Failed {
        /// What went wrong.
        error: anyhow::Error,
        /// The warnings about the sources, found before it went wrong.
        diagnostics: Vec<Diagnostic>,
    },
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Invalid(diagnostics) => {
                let errors = diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
                write!(f, "the build failed with {errors} error(s)")
            }
            BuildError::Failed { error, .. } => write!(f, "the build failed: {error:#}"),
        }
    }
}

impl std::error::Error for BuildError {}

/// Where the front end's Vite output is, relative to the project root, unless told.
pub const WEB_DIST: &str = "web/dist";

/// Runs every check of a build without writing anything: the sources compiled, then
/// every file of the site laid out in memory as a build does, which finds the static
/// files a generated one replaces. That needs the front end built (in [`WEB_DIST`]);
/// without it, the sources alone are checked.
pub fn check(project: &Project) -> Vec<Diagnostic> {
    let diagnostics = Diagnostics::default();
    let site = compile(project, &diagnostics).filter(|_| !diagnostics.has_errors());
    let web_dist = project.root.join(WEB_DIST);
    if let (Some(mut site), Ok(web)) = (site, site_front_end::WebAssets::load(&web_dist)) {
        let laid_out = site_output::Spill::in_temp_dir().map_err(anyhow::Error::from).and_then(|spill| {
            // The search's parts are checked as they are made; a check writes nothing.
            let mut write_now = |_| Ok(());
            emit::outputs(&mut site, &web, &emit::EmitOptions::now(false), &spill, &diagnostics, &mut write_now, &mut Vec::new()).map(drop)
        });
        if let Err(error) = laid_out {
            diagnostics.error(WEB_DIST, None, format!("the site's files cannot be laid out: {error:#}"));
        }
    }
    diagnostics.take()
}

/// Checks markup files (what the Try it controls make, say) against the installed
/// packages' API, as a sample's markup is checked.
pub fn check_markup(project: &Project, files: &[PathBuf]) -> Vec<Diagnostic> {
    let diagnostics = Diagnostics::default();
    if let Some(model) = site::api_model(project, &diagnostics) {
        let vocabulary = site_api::markup_check::Vocabulary::of(&model);
        for file in files {
            match std::fs::read_to_string(file) {
                Ok(text) => site_api::markup_check::check_markup(&[(file.clone(), text.as_str())], &vocabulary, &diagnostics),
                Err(err) => diagnostics.error(file, None, format!("cannot read it: {err}")),
            }
        }
    }
    diagnostics.take()
}

/// The markup converter's rules for the project: version 1's API compared with version
/// 2's and the curated entries, as a build derives them; every problem in the sources
/// is in the diagnostics (errors leave no rules).
pub fn converter_rules(project: &Project) -> (Option<site_converter::Rules>, Vec<Diagnostic>) {
    let diagnostics = Diagnostics::default();
    let rules = project_rules(project, &diagnostics).filter(|_| !diagnostics.has_errors());
    (rules, diagnostics.take())
}

fn project_rules(project: &Project, diagnostics: &Diagnostics) -> Option<site_converter::Rules> {
    let config_file = project.config_file();
    let config = site_config::SiteConfig::load(&project.root.join(&config_file), &config_file, diagnostics)?;
    let Some(migration) = &config.migration else {
        diagnostics.error(&config_file, None, "the site has no `[migration]` configuration, so there is nothing to convert to");
        return None;
    };
    let Some(packages) = &config.packages else {
        diagnostics.error(&config_file, None, "the site names no packages (`[packages]`), so there is no API to convert from");
        return None;
    };
    let node_modules = project.root.join(&packages.node_modules);
    let model = site_api::load(&project.root, &node_modules, diagnostics)?;
    let sources = (project.root.as_path(), project.content_dir(), config_file.as_path());
    site_reference_pages::migration::derive((sources.0, &sources.1, sources.2), migration, &node_modules, &model, diagnostics)
        .map(|derived| derived.rules)
}

/// Builds into a fresh directory and swaps it in: the previous output stays intact
/// unless the build succeeds.
pub fn build(options: &BuildOptions) -> Result<BuildOutcome, BuildError> {
    // What the pages were compiled from is let go before they are written: only an
    // edit needs it.
    let compile = |project: &Project, diagnostics: &Diagnostics| site::compile(project, diagnostics).map(|site| (site, ()));
    build_keeping(options, site_output::SiteWrite::fresh, compile).map(|built| built.outcome)
}

/// A build, with the compiled site and what `K` the compile kept besides.
struct Built<K> {
    outcome: BuildOutcome,
    site: CompiledSite,
    resolved: K,
    web: site_front_end::WebAssets,
}

/// A build compiled by `compile` and written by the write `start` begins.
fn build_keeping<K>(
    options: &BuildOptions,
    start: fn(&std::path::Path) -> std::io::Result<site_output::SiteWrite>,
    compile: impl FnOnce(&Project, &Diagnostics) -> Option<(CompiledSite, K)>,
) -> Result<Built<K>, BuildError> {
    site_output::set_up_allocator();
    let diagnostics = Diagnostics::default();
    let web = site_front_end::WebAssets::load(&options.web_dist);
    let compiled = compile(&options.project, &diagnostics);
    // The pages' sources and what rendering them took are freed.
    site_output::release_freed();
    let (Some((mut site, resolved)), false) = (compiled, diagnostics.has_errors()) else {
        return Err(BuildError::Invalid(diagnostics.take()));
    };
    let failed = |error: anyhow::Error, diagnostics: &Diagnostics| BuildError::Failed { error, diagnostics: diagnostics.take() };
    let web = web.map_err(|error| failed(error, &diagnostics))?;
    // The write begins first: what the emit makes waits in its spill, or is written
    // as it is made.
    let mut write = start(&options.out_dir).map_err(|error| failed(error.into(), &diagnostics))?;
    let spill = write.spill().map_err(|error| failed(error.into(), &diagnostics))?;
    let emit_options = options.emit_options();
    let mut timings = site.timings.clone();
    let started = std::time::Instant::now();
    let mut emit_timings = Vec::new();
    let mut write_now = |outputs| write.write(outputs).map_err(anyhow::Error::from);
    let emitted = emit::outputs(&mut site, &web, &emit_options, &spill, &diagnostics, &mut write_now, &mut emit_timings)
        .map_err(|error| failed(error, &diagnostics))?;
    timings.push(("emit", started.elapsed()));
    // What the emit made its files from is freed: the pages' bodies, the index.
    site_output::release_freed();
    timings.extend(emit_timings);
    let started = std::time::Instant::now();
    let (report, prerendered) =
        write_while_prerendering(&options.out_dir, write, &spill, emitted, &mut timings).map_err(|error| failed(error, &diagnostics))?;
    timings.push(("write (with the prerender)", started.elapsed()));
    let outcome = BuildOutcome {
        pages: site.pages.len(),
        base_url: site.config.base_url.clone(),
        write: report,
        prerendered,
        timings,
        diagnostics: diagnostics.take(),
    };
    Ok(Built { outcome, site, resolved, web })
}

/// How many batches of documents (see `emit::Documents::render_each`) may wait to be
/// written: enough that prerendering seldom waits for the writer of the other files on
/// a site of a few hundred pages. They wait in the spill, so a large site's documents
/// never pile up in memory.
const DOCUMENT_BATCHES_WAITING: usize = 8;

/// Writes the site's files while Node prerenders the pages' documents (a core each
/// way, or more), then the documents as they come; returns how many pages Node rendered.
fn write_while_prerendering(
    out_dir: &std::path::Path,
    mut write: site_output::SiteWrite,
    spill: &site_output::Spill,
    emitted: emit::Emitted,
    timings: &mut Vec<(&'static str, std::time::Duration)>,
) -> anyhow::Result<(WriteReport, usize)> {
    let emit::Emitted { files, documents } = emitted;
    let (batches, written_batches) = std::sync::mpsc::sync_channel::<Vec<site_output::Output>>(DOCUMENT_BATCHES_WAITING);
    let rendered = std::thread::scope(|scope| {
        let rendering = scope.spawn(move || {
            let started = std::time::Instant::now();
            let rendered = documents.render_each(out_dir, |batch| {
                let spilled = batch.into_iter().map(|output| spill.keep(output)).collect::<std::io::Result<Vec<_>>>()?;
                // A send fails only when the writer has stopped, whose error is the one to report.
                batches.send(spilled).map_err(|_| anyhow::anyhow!("the write stopped"))
            });
            rendered.map(|rendered| (rendered, started.elapsed()))
        });
        let written = write
            .write(files)
            .map_err(anyhow::Error::from)
            .and_then(|()| written_batches.iter().try_for_each(|batch| write.write(batch).map_err(anyhow::Error::from)));
        // Unblocks the renderer if the write stopped early.
        drop(written_batches);
        let rendered = rendering.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        written?;
        rendered
    });
    let (rendered_anew, prerender_time) = rendered?;
    timings.push(("prerender (part of write)", prerender_time));
    Ok((write.finish()?, rendered_anew))
}
