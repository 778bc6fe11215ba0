//! Prerendering: every page's markup comes from the app's own components, rendered at
//! build time by the front end's prerender bundle in Node. The document's first paint
//! is then the finished page, and the app takes it over (hydrates it) as it is, so the
//! layout is written once, in the front end.
//!
//! The bundle reads one JSON request per line and answers each with one JSON line, in
//! order: first the site data, then pages (`null` for the not-found page); the
//! requests and answers are `site_model::prerender`'s.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use site_model::prerender::PrerenderReply;
pub(crate) use site_model::prerender::Prerendered;

/// The prerender bundle in the front end's build (a hidden folder, never published).
pub(crate) const SCRIPT: &str = ".prerender/server.mjs";

/// One Node process running the prerender bundle.
pub struct Prerenderer {
    child: Child,
    input: Option<ChildStdin>,
    output: BufReader<ChildStdout>,
    script: PathBuf,
}

impl Prerenderer {
    /// Starts the bundle and gives it the site data (the JSON of `data/site.json`).
    pub fn start(script: &Path, site_data: &[u8]) -> anyhow::Result<Prerenderer> {
        if !script.is_file() {
            anyhow::bail!("{}: the prerender bundle is missing (build the front end first: `make build`)", script.display());
        }
        let mut child = Command::new("node")
            .arg(script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|err| anyhow::anyhow!("cannot run `node` to prerender the pages (Node.js 20 or later is needed): {err}"))?;
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut prerenderer = Prerenderer { child, input: Some(input), output, script: script.to_path_buf() };
        match prerenderer.request(br#"{"site":"#, site_data)? {
            PrerenderReply::Ready { ok: true } => Ok(prerenderer),
            PrerenderReply::Failed { error } => anyhow::bail!("the prerenderer refused the site data: {error}"),
            _ => anyhow::bail!("the prerenderer did not accept the site data"),
        }
    }

    /// Renders a page from its page data JSON; `None` renders the not-found page.
    pub fn render(&mut self, page: Option<&[u8]>) -> anyhow::Result<Prerendered> {
        match self.request(br#"{"page":"#, page.unwrap_or(b"null"))? {
            PrerenderReply::Rendered(page) => Ok(page),
            PrerenderReply::Failed { error } => anyhow::bail!("{error}"),
            PrerenderReply::Ready { .. } => anyhow::bail!("the prerenderer answered a page without its markup"),
        }
    }

    /// Sends `{<key><value>}` as one line and reads the answer.
    fn request(&mut self, key: &[u8], value: &[u8]) -> anyhow::Result<PrerenderReply> {
        let failed = |err: std::io::Error| anyhow::anyhow!("{}: the prerenderer stopped: {err}", self.script.display());
        let input = self.input.as_mut().expect("open until dropped");
        input.write_all(key).and_then(|()| input.write_all(value)).and_then(|()| input.write_all(b"}\n")).map_err(failed)?;
        input.flush().map_err(failed)?;
        let mut line = String::new();
        if self.output.read_line(&mut line).map_err(failed)? == 0 {
            anyhow::bail!("{}: the prerenderer exited without answering", self.script.display());
        }
        serde_json::from_str(&line).map_err(|err| anyhow::anyhow!("{}: an answer that is not JSON: {err}", self.script.display()))
    }
}

impl Drop for Prerenderer {
    fn drop(&mut self) {
        // The bundle ends when its input does.
        drop(self.input.take());
        let _ = self.child.wait();
    }
}

/// A document to render.
#[derive(Clone, Copy)]
pub(crate) enum Job<'a> {
    /// A page: its page data JSON and the file it comes from, which errors name.
    Page {
        data: &'a [u8],
        source: &'a Path,
    },
    NotFound,
}

/// Node processes rendering documents, started as the first jobs come and kept for
/// the next: a build renders its pages in batches (so that it never holds every
/// page's markup at once) without starting Node for each batch.
pub(crate) struct Pool<'a> {
    script: &'a Path,
    site_data: &'a [u8],
    workers: Vec<Prerenderer>,
}

impl<'a> Pool<'a> {
    /// A pool for the bundle `script`, with the site data its pages are rendered with.
    pub(crate) fn new(script: &'a Path, site_data: &'a [u8]) -> Pool<'a> {
        Pool { script, site_data, workers: Vec::new() }
    }

    /// Renders `jobs` in order, with one Node process for every two available cores
    /// (the build compresses the site's other files on the rest meanwhile), each taking
    /// an equal share; starts none when there is nothing to render.
    pub(crate) fn render(&mut self, jobs: &[Job]) -> anyhow::Result<Vec<Prerendered>> {
        if jobs.is_empty() {
            return Ok(Vec::new());
        }
        let most = (std::thread::available_parallelism().map_or(1, |n| n.get()) / 2).clamp(1, 4);
        let share = jobs.len().div_ceil(most.min(jobs.len()));
        let (script, site_data) = (self.script, self.site_data);
        let missing = jobs.len().div_ceil(share).saturating_sub(self.workers.len());
        let started: Vec<anyhow::Result<Prerenderer>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..missing).map(|_| scope.spawn(move || Prerenderer::start(script, site_data))).collect();
            handles.into_iter().map(|handle| handle.join().expect("prerender start thread")).collect()
        });
        for worker in started {
            self.workers.push(worker?);
        }
        let rendered: Vec<anyhow::Result<Vec<Prerendered>>> = std::thread::scope(|scope| {
            let handles: Vec<_> = self
                .workers
                .iter_mut()
                .zip(jobs.chunks(share))
                .map(|(prerenderer, chunk)| scope.spawn(move || chunk.iter().map(|job| render_job(prerenderer, job)).collect()))
                .collect();
            handles.into_iter().map(|handle| handle.join().expect("prerender thread")).collect()
        });
        let mut all = Vec::with_capacity(jobs.len());
        for chunk in rendered {
            all.extend(chunk?);
        }
        Ok(all)
    }
}

fn render_job(prerenderer: &mut Prerenderer, job: &Job) -> anyhow::Result<Prerendered> {
    match job {
        Job::Page { data, source } => prerenderer
            .render(Some(data))
            .map_err(|err| anyhow::anyhow!("{}: the app could not render this page: {err:#}", source.display())),
        Job::NotFound => prerenderer.render(None).map_err(|err| anyhow::anyhow!("the app could not render the not-found page: {err:#}")),
    }
}
